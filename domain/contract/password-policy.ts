/**
 * What makes a new password unacceptable (OWASP ASVS 5.0 V6.2): outside 8..128 characters, only
 * whitespace, one of the most used passwords, or built on the person's own username or email.
 * Pure: the list of common passwords is passed in, so the web app never has to download it.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Fragments shorter than this ("jo" in jo@…) would refuse too many good passwords. */
const MIN_FRAGMENT = 3;

export type PasswordProblem = 'passwordLength' | 'passwordBlank' | 'passwordCommon' | 'passwordPersonal';

/** Whether a password (already lower-cased) is one of the most used ones. */
export type CommonPasswordCheck = (lowerCasePassword: string) => boolean;

export interface PasswordOwner {
  user?: string | undefined;
  email?: string | undefined;
}

const noList: CommonPasswordCheck = () => false;

/** The username and the email's local part, lower-cased, when long enough to mean something. */
function personalFragments({ user, email }: PasswordOwner): string[] {
  const local = email?.split('@')[0];
  return [user, local]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= MIN_FRAGMENT);
}

export function passwordProblem(password: string, owner: PasswordOwner = {}, isCommon: CommonPasswordCheck = noList): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'passwordLength';
  if (password.trim().length === 0) return 'passwordBlank';
  const lower = password.toLowerCase();
  if (isCommon(lower)) return 'passwordCommon';
  if (personalFragments(owner).some((fragment) => lower.includes(fragment))) return 'passwordPersonal';
  return null;
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/** A hint while typing, from length and variety of characters; the server's rules above are what decide. */
export function passwordStrength(password: string, owner: PasswordOwner = {}): PasswordStrength {
  if (passwordProblem(password, owner) !== null) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  if (password.length >= 20 || (password.length >= 14 && kinds >= 3)) return 'strong';
  if (password.length >= 12 || (password.length >= 10 && kinds >= 3)) return 'fair';
  return 'weak';
}
