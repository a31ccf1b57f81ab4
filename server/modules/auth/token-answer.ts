const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the request asked for the session's bearer token in the answer (`"token": true` in its body). */
export const asksForToken = (body: unknown): boolean => isRecord(body) && body.token === true;

const isSession = (value: unknown): boolean => isRecord(value) && 'token' in value && 'user' in value && 'expires' in value;
const withoutTokenField = (session: unknown) => (isRecord(session) ? Object.fromEntries(Object.entries(session).filter(([key]) => key !== 'token')) : session);

/**
 * The answer without the session's token: `{ data: session }` (sign-in, sign-up, social sign-in) or
 * `{ data: { session } }` (a password change). Any other answer is left as it is.
 */
export function withoutToken(payload: unknown): unknown {
  if (!isRecord(payload)) return payload;
  const data = payload.data;
  if (!isRecord(data)) return payload;
  if (isSession(data)) return { ...payload, data: withoutTokenField(data) };
  if (isSession(data.session)) return { ...payload, data: { ...data, session: withoutTokenField(data.session) } };
  return payload;
}
