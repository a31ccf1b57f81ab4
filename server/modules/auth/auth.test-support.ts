import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BearerSession } from '@domain/contract';
import { http, type JsonResponse } from '../../test/test-app';

/** Solves a captcha the way the widget does and returns the payload the forms send as `recaptcha`. */
export async function solvedCaptcha(base: string, headers: Record<string, string> = {}, strength: 'normal' | 'high' = 'normal'): Promise<string> {
  const { body, status } = await http<{ data: Challenge }>(base, `/api/auth/captcha${strength === 'high' ? '?strength=high' : ''}`, { headers });
  if (status !== 200) throw new Error(`captcha answered ${status}`);
  const solution = await solveChallenge({ challenge: body.data, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: body.data, solution })).toString('base64');
}

export const demoPassword = 'Cancha-Llena-2026';

export async function registerUser(
  base: string,
  fields: { user: string; email?: string; password?: string; fullName?: string },
  headers: Record<string, string> = {},
): Promise<JsonResponse<{ data: BearerSession }>> {
  return http<{ data: BearerSession }>(base, '/api/auth/register', {
    headers,
    body: {
      user: fields.user,
      email: fields.email ?? `${fields.user}@example.org`,
      password: fields.password ?? demoPassword,
      fullName: fields.fullName ?? `Nombre ${fields.user}`,
      recaptcha: await solvedCaptcha(base, headers),
      channel: 'WEB',
      token: true,
    },
  });
}

export async function loginUser(base: string, user: string, password: string, headers: Record<string, string> = {}) {
  return http<{ data: BearerSession; error?: { message: string; status: number; code: string } }>(base, '/api/auth/login', {
    headers,
    body: { user, password, recaptcha: await solvedCaptcha(base, headers), channel: 'WEB', token: true },
  });
}

export const bearer = (session: BearerSession, accountId?: number) => ({
  authorization: `Bearer ${session.token}`,
  ...(accountId ? { 'x-account-id': String(accountId) } : {}),
});
