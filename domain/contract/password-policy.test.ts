import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { passwordProblem, passwordStrength } from './password-policy';
import { RegisterInput } from './auth.schema';

const isCommon = (password: string) => ['password1', 'qwertyuiop'].includes(password);
const owner = { user: 'Marta.Ruiz', email: 'mruiz88@example.org' };

describe('passwordProblem', () => {
  it('accepts a long, unrelated password', () => {
    expect(passwordProblem('Cancha-Llena-2026', owner, isCommon)).toBeNull();
  });

  it.each([
    ['Password1', 'passwordCommon'],
    ['QWERTYuiop', 'passwordCommon'],
    ['xx-marta.ruiz-xx', 'passwordPersonal'],
    ['MARTA.RUIZ2026', 'passwordPersonal'],
    ['llave-MRUIZ88!', 'passwordPersonal'],
    ['          ', 'passwordBlank'],
    ['\t \n  \t  ', 'passwordBlank'],
    ['short', 'passwordLength'],
    ['x'.repeat(129), 'passwordLength'],
    ['aaaaaaaa', 'passwordWeak'],
    ['abcdefghijkl', 'passwordWeak'],
    ['98765432', 'passwordWeak'],
    ['asdfghjkl', 'passwordWeak'],
    ['zxcvbnm12', 'passwordWeak'],
    ['abcabcabcabc', 'passwordWeak'],
    ['aaaa1111', 'passwordWeak'],
  ])('refuses %j with %s', (password, problem) => {
    expect(passwordProblem(password, owner, isCommon)).toBe(problem);
  });

  it('ignores fragments too short to mean anything', () => {
    expect(passwordProblem('jo-Cancha-Llena', { user: 'ana', email: 'jo@example.org' })).toBeNull();
    expect(passwordProblem('banana-Cancha-Llena', { user: 'ana' })).toBe('passwordPersonal');
  });

  it.each(['Demo2026!', 'Cancha-Llena-2026', 'Otra-Tarde-De-Liga', 'hunter22', 'un partido largo de domingo', 'correcthorse'])('finds %j hard enough to guess', (password) => {
    expect(passwordProblem(password, owner, isCommon)).toBeNull();
  });

  it('judges only what it is given: no list, no owner', () => {
    expect(passwordProblem('password1')).toBeNull();
  });
});

describe('the register schema', () => {
  it('puts the personal-password message on the password field', () => {
    const result = v.safeParse(RegisterInput, { user: 'marta.ruiz', email: 'm@example.org', password: 'marta.ruiz!!', fullName: 'Marta' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['password', 'passwordPersonal']]);
  });

  it('refuses, as the web form does before sending, a password too easy to guess on the password field', () => {
    const result = v.safeParse(RegisterInput, { user: 'marta.ruiz', email: 'm@example.org', password: 'aaaaaaaa', fullName: 'Marta' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['password', 'passwordWeak']]);
  });

  it('refuses a whitespace-only password on the password field', () => {
    const result = v.safeParse(RegisterInput, { user: 'marta.ruiz', email: 'm@example.org', password: '         ', fullName: 'Marta' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['password', 'passwordBlank']]);
  });
});

describe('passwordStrength', () => {
  it.each([
    ['abcdefgh', 'weak'],
    ['marta.ruiz-2026-largo', 'weak'],
    ['cancha-llena', 'fair'],
    ['Abc-defg-h1', 'fair'],
    ['Cancha-Llena-2026', 'strong'],
    ['un partido largo de domingo', 'strong'],
  ])('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password, owner)).toBe(strength);
  });
});
