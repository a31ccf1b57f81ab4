import { randomBytes } from 'node:crypto';

let generated: string | null = null;

/**
 * SECRET signs captcha challenges and the social sign-in state cookie. Without it a random one is made per
 * process: fine for one instance, but several instances need the same SECRET.
 */
export function platformSecret(configured: string | undefined): string {
  if (configured) return configured;
  generated ??= randomBytes(32).toString('hex');
  return generated;
}
