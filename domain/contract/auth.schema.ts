import * as v from 'valibot';
import { email, requiredText, text } from './fields';
import { maxCharsMessage } from './message-ref';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PASSWORD_MIN = 8;

export const username = v.pipe(
  text,
  v.trim(),
  v.nonEmpty('required'),
  v.minLength(3, 'username'),
  v.maxLength(40, 'username'),
  v.regex(USERNAME_PATTERN, 'username'),
);

/** A new password: long enough to matter, short enough that hashing it is no denial-of-service lever. */
export const newPassword = v.pipe(v.string('invalidType'), v.minLength(PASSWORD_MIN, 'passwordLength'), v.maxLength(128, 'passwordLength'));

const givenPassword = v.pipe(v.string('invalidType'), v.nonEmpty('required'), v.maxLength(128, maxCharsMessage(128)));

/** `user` is the username or the email. */
export const LoginInput = v.object({ user: requiredText(254), password: givenPassword });
export type LoginInput = v.InferOutput<typeof LoginInput>;

export const RegisterInput = v.object({ user: username, email, password: newPassword, fullName: requiredText(120) });
export type RegisterInput = v.InferOutput<typeof RegisterInput>;

/** What login and register send besides the form: the captcha solution (named as the spec names it) and the channel. */
export const CaptchaFields = v.object({
  recaptcha: v.optional(v.string('invalidType')),
  channel: v.optional(v.picklist(['WEB'], 'oneOf'), 'WEB'),
});

export const ResetRequestInput = v.object({ email });
export type ResetRequestInput = v.InferOutput<typeof ResetRequestInput>;

const mailedToken = v.pipe(text, v.trim(), v.nonEmpty('required'), v.maxLength(128, maxCharsMessage(128)));

export const ResetPasswordInput = v.object({ token: mailedToken, password: newPassword });
export type ResetPasswordInput = v.InferOutput<typeof ResetPasswordInput>;

export const VerifyEmailInput = v.object({ token: mailedToken });
export type VerifyEmailInput = v.InferOutput<typeof VerifyEmailInput>;

/** `PUT auth/{id}`: the profile; a password change needs the current password and ends every session. */
export const ProfileUpdateInput = v.pipe(
  v.object({
    fullName: requiredText(120),
    avatar: v.optional(v.nullable(v.pipe(text, v.regex(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.(?:png|jpg|webp)$/, 'oneOf'))), null),
    currentPassword: v.optional(v.pipe(v.string('invalidType'), v.maxLength(128, maxCharsMessage(128)))),
    newPassword: v.optional(newPassword),
  }),
  v.forward(
    v.check((input) => !input.newPassword || Boolean(input.currentPassword), 'required'),
    ['currentPassword'],
  ),
);
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
