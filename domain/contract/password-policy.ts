/**
 * What makes a new password unacceptable (OWASP ASVS 5.0 V6.2): outside 8..128 characters, only
 * whitespace, one of the most used passwords, built on the person's own username or email, or too easy to
 * guess for what it is made of (repeats, runs like `abcd` or `9876`, a short pattern again and again).
 * Pure: the list of common passwords is passed in, so the web app never has to download it.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Fragments shorter than this ("jo" in jo@…) would refuse too many good passwords. */
const MIN_FRAGMENT = 3;

export type PasswordProblem = 'passwordLength' | 'passwordBlank' | 'passwordCommon' | 'passwordPersonal' | 'passwordWeak';

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

/**
 * The floor, in digits of the number of guesses: a million, zxcvbn's score 2 ("somewhat guessable"), below which
 * an attacker with the hash needs moments.
 */
const MIN_GUESS_DIGITS = 6;
const CHARACTER_KINDS: ReadonlyArray<[RegExp, number]> = [[/[a-z]/, 26], [/[A-Z]/, 26], [/\d/, 10], [/[^a-zA-Z\d]/, 33]];
const LONGEST_PATTERN = 4;
/** Rows of a keyboard (and of the digits): walking along one (`qwert`, `zxcv`) is no harder to guess than `abcd`. */
const KEY_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** The character comes right after the one before: the same again, a neighbour in the alphabet or on a key row. */
function follows(character: string, before: string): boolean {
  const step = (character.codePointAt(0) ?? 0) - (before.codePointAt(0) ?? 0);
  if (Math.abs(step) <= 1) return true;
  const [a, b] = [character.toLowerCase(), before.toLowerCase()];
  return KEY_ROWS.some((row) => row.includes(a) && row.includes(b) && Math.abs(row.indexOf(a) - row.indexOf(b)) === 1);
}

/**
 * Characters a guesser has to find: one that follows the one before (`aa`, `ab`, `21`, `qw`), or repeats the
 * character a short pattern back (`abab`, `xyzxyz`), adds nothing.
 */
function charactersToGuess(password: string): number {
  const characters = [...password];
  return characters.filter((character, index) => {
    const before = characters[index - 1];
    if (before !== undefined && follows(character, before)) return false;
    for (let period = 2; period <= LONGEST_PATTERN && period <= index; period += 1) if (characters[index - period] === character) return false;
    return true;
  }).length;
}

/** Roughly how many digits long the number of guesses is: the characters to find, each from the kinds used. */
function guessDigits(password: string): number {
  const alphabet = CHARACTER_KINDS.reduce((size, [kind, count]) => (kind.test(password) ? size + count : size), 0);
  return charactersToGuess(password) * Math.log10(Math.max(alphabet, 2));
}

export function passwordProblem(password: string, owner: PasswordOwner = {}, isCommon: CommonPasswordCheck = noList): PasswordProblem | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'passwordLength';
  if (password.trim().length === 0) return 'passwordBlank';
  const lower = password.toLowerCase();
  if (isCommon(lower)) return 'passwordCommon';
  if (personalFragments(owner).some((fragment) => lower.includes(fragment))) return 'passwordPersonal';
  if (guessDigits(password) < MIN_GUESS_DIGITS) return 'passwordWeak';
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
