import * as v from 'valibot';
import { email, requiredText, text } from './fields';
import { maxCharsMessage, minCharsMessage } from './message-ref';

export const ContactInput = v.object({
  name: requiredText(120),
  email,
  subject: requiredText(160),
  message: v.pipe(text, v.trim(), v.nonEmpty('required'), v.minLength(10, minCharsMessage(10)), v.maxLength(5000, maxCharsMessage(5000))),
  /** The solved captcha, as on sign-in: required by the server, added by the form once the widget solves it. */
  recaptcha: v.optional(v.pipe(text, v.maxLength(4000, maxCharsMessage(4000)))),
});
export type ContactInput = v.InferOutput<typeof ContactInput>;

export interface ContactReceipt {
  id: number;
  receivedAt: string;
}
