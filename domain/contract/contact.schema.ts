import * as v from 'valibot';
import { email, requiredText } from './fields';

export const ContactInput = v.object({
  name: requiredText(120),
  email,
  subject: requiredText(160),
  message: v.pipe(v.string('invalidType'), v.trim(), v.nonEmpty('required'), v.minLength(10, 'tooShort'), v.maxLength(5000, 'tooLong')),
});
export type ContactInput = v.InferOutput<typeof ContactInput>;

export interface ContactReceipt {
  id: number;
  receivedAt: string;
}
