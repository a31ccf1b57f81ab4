import * as v from 'valibot';
import { email, requiredText, text } from './fields';
import { maxCharsMessage } from './message-ref';
import { PASSWORD_MAX, passwordProblem, type CommonPasswordCheck, type PasswordOwner } from './password-policy';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const username = v.pipe(
  text,
  v.trim(),
  v.nonEmpty('required'),
  v.minLength(3, 'username'),
  v.maxLength(40, 'username'),
  v.regex(USERNAME_PATTERN, 'username'),
);

/**
 * A new password under the password policy: long enough to matter, short enough that hashing it is no
 * denial-of-service lever, not blank, not common (when the list is given: the server gives it, the web app
 * shows the server's answer) and not built on its owner's names (when they are known).
 */
export function newPasswordFor(owner: PasswordOwner = {}, isCommon?: CommonPasswordCheck) {
  const problem = (password: string) => passwordProblem(password, owner, isCommon);
  return v.pipe(
    v.string('invalidType'),
    v.check((password) => problem(password) === null, (issue) => problem(issue.input) ?? 'passwordLength'),
  );
}

export const newPassword = newPasswordFor();

const givenPassword = v.pipe(v.string('invalidType'), v.nonEmpty('required'), v.maxLength(128, maxCharsMessage(PASSWORD_MAX)));

/**
 * `"token": true` asks for the session's bearer token in the answer, for API clients. Without it the session is
 * only in the HttpOnly cookie, out of reach of any script on a page.
 */
const TOKEN_REQUEST = { token: v.optional(v.boolean('invalidType')) };

/** `user` is the username or the email. */
export const LoginInput = v.object({ user: requiredText(254), password: givenPassword, ...TOKEN_REQUEST });
export type LoginInput = v.InferOutput<typeof LoginInput>;

/** The password is judged against the username and email typed beside it; the message lands on the password. */
export function registerInput(isCommon?: CommonPasswordCheck) {
  return v.pipe(
    v.object({ user: username, email, password: newPasswordFor({}, isCommon), fullName: requiredText(120), ...TOKEN_REQUEST }),
    v.forward(
      v.partialCheck([['user'], ['email'], ['password']], (input) => passwordProblem(input.password, input) !== 'passwordPersonal', 'passwordPersonal'),
      ['password'],
    ),
  );
}
export const RegisterInput = registerInput();
export type RegisterInput = v.InferOutput<typeof RegisterInput>;

/** What login and register send besides the form: the captcha solution (named as the spec names it) and the channel. */
export const CaptchaFields = v.object({
  recaptcha: v.optional(v.string('invalidType')),
  channel: v.optional(v.picklist(['WEB'], 'oneOf'), 'WEB'),
});

export const ResetRequestInput = v.object({ email });
export type ResetRequestInput = v.InferOutput<typeof ResetRequestInput>;

const mailedToken = v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(128, maxCharsMessage(128)));

/** The owner is known only once the token is read: the server checks the password against them then. */
export const resetPasswordInput = (isCommon?: CommonPasswordCheck) => v.object({ token: mailedToken, password: newPasswordFor({}, isCommon) });
export const ResetPasswordInput = resetPasswordInput();
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>;

export const VerifyEmailInput = v.object({ token: mailedToken });
export type VerifyEmailInput = v.InferOutput<typeof VerifyEmailInput>;

/** `PUT auth/{id}`: the profile; a password change needs the current password and ends every session. */
export const profileUpdateInput = (isCommon?: CommonPasswordCheck) => v.pipe(
  v.object({
    fullName: requiredText(120),
    avatar: v.optional(v.nullable(v.pipe(text, v.regex(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.(?:png|jpg|webp)$/, 'oneOf'))), null),
    currentPassword: v.optional(v.pipe(v.string('invalidType'), v.maxLength(128, maxCharsMessage(128)))),
    newPassword: v.optional(newPasswordFor({}, isCommon)),
    ...TOKEN_REQUEST,
  }),
  v.forward(
    v.check((input) => !input.newPassword || Boolean(input.currentPassword), 'required'),
    ['currentPassword'],
  ),
);
export const ProfileUpdateInput = profileUpdateInput();
export type ProfileUpdateInput = v.InferOutput<typeof ProfileUpdateInput>;

export const SocialUserQuery = v.object({
  domain: v.optional(v.pipe(v.string('invalidType'), v.regex(/^\d{1,9}$/, 'integer'))),
});

export const SocialStartQuery = v.object({
  recaptcha: v.optional(v.string('invalidType')),
  domain: v.optional(v.pipe(v.string('invalidType'), v.regex(/^\d{1,9}$/, 'integer'))),
  locale: v.optional(v.picklist(['es', 'en'], 'oneOf'), 'es'),
});

/** The profile as its owner sees it (`GET users/{id}`): the session user plus what the profile page edits. */
export interface UserProfile {
  id: number;
  user: string;
  fullName: string;
  avatar: string | null;
  accounts: { id: number; name: string }[];
  email: string;
  emailVerified: boolean;
  hasPassword: boolean;
}

export interface SocialProvider {
  name: string;
  label: string;
}
