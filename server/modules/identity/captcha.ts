import { createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import * as v from 'valibot';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '../../db/client';
import { captchaRedemptions } from '../../db/schema';

const ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_MS = 10 * 60_000;

/** The widget's payload: base64 JSON of the signed challenge and the found solution. */
const Payload = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal(ALGORITHM),
      nonce: v.pipe(v.string(), v.maxLength(256)),
      salt: v.pipe(v.string(), v.maxLength(256)),
      keyLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
      keyPrefix: v.pipe(v.string(), v.maxLength(256)),
      expiresAt: v.number(),
      cost: v.pipe(v.number(), v.integer(), v.minValue(1)),
    }),
    signature: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
  }),
  solution: v.object({ counter: v.pipe(v.number(), v.integer(), v.minValue(0)), derivedKey: v.pipe(v.string(), v.maxLength(256)) }),
});

function decode(raw: unknown): v.InferOutput<typeof Payload> | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return null;
  try {
    const parsed = v.safeParse(Payload, JSON.parse(Buffer.from(raw, 'base64').toString('utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export type CaptchaStrength = 'normal' | 'high';

/**
 * Self-hosted ALTCHA proof of work. Challenges are HMAC-signed and expire after ten minutes; a solved
 * challenge is recorded when redeemed, so the same solution never passes twice (on any instance).
 * A `high` challenge costs `hardFactor` times more work: a login to a name under attack asks for one.
 */
export function createCaptcha(db: Database, options: { secret: string; cost: number; hardFactor: number }) {
  const hmacSignatureSecret = createHmac('sha256', options.secret).update('captcha-challenges').digest('hex');
  const hardCost = options.cost * options.hardFactor;

  /** Redeems a solution once, answering the work it cost (its signed challenge's cost), or null when refused. */
  async function redeemCost(raw: unknown): Promise<number | null> {
    const payload = decode(raw);
    if (!payload) return null;
    const challenge: Challenge = payload.challenge;
    const result = await verifySolution({ challenge, solution: payload.solution, deriveKey, hmacSignatureSecret }).catch(() => null);
    if (!result?.verified) return null;
    const inserted = await db
      .insert(captchaRedemptions)
      .values({ signature: payload.challenge.signature, expiresAt: new Date(payload.challenge.parameters.expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ signature: captchaRedemptions.signature });
    return inserted.length === 1 ? payload.challenge.parameters.cost : null;
  }

  return {
    hardCost,
    issue(strength: CaptchaStrength = 'normal'): Promise<Challenge> {
      const cost = strength === 'high' ? hardCost : options.cost;
      return createChallenge({ algorithm: ALGORITHM, cost, deriveKey, hmacSignatureSecret, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
    },
    /** True once per valid, unexpired solution; false for anything else (missing, forged, expired, replayed). */
    async redeem(raw: unknown): Promise<boolean> {
      return (await redeemCost(raw)) !== null;
    },
    redeemCost,
    async purgeExpired(): Promise<void> {
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, new Date()));
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
