import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

export const FLOW_COOKIE = 'social_flow';
export const HANDOFF_COOKIE = 'social_handoff';
export const SOCIAL_COOKIE_PATH = '/api/auth/social';

const Flow = v.object({
  provider: v.string(),
  state: v.string(),
  nonce: v.string(),
  verifier: v.string(),
  locale: v.picklist(['es', 'en']),
  domain: v.nullable(v.number()),
  /** Milliseconds since the epoch; the flow is refused afterwards. */
  expiresAt: v.number(),
});
export type Flow = v.InferOutput<typeof Flow>;

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`social-flow.${body}`).digest('base64url');
}

/** The flow's PKCE verifier, state and nonce live in the browser, HMAC-signed so they cannot be altered. */
export function sealFlow(secret: string, flow: Flow): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export function openFlow(secret: string, sealed: string | undefined): Flow | null {
  if (!sealed) return null;
  const [body, mac] = sealed.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = v.safeParse(Flow, JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success && parsed.output.expiresAt > Date.now() ? parsed.output : null;
  } catch {
    return null;
  }
}
