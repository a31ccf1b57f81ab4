import { hash, verify } from '@node-rs/argon2';

/** argon2id with m=64 MiB, t=3, p=1 (the `Algorithm.Argon2id` value; the package's enum is type-only). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. Without a hash (no such user, or a social-only user) the check
 * runs against a throwaway hash anyway, so the answer takes as long either way and reveals nothing.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not a real password, only spends the same time');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
