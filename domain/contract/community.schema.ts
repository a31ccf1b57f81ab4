import * as v from 'valibot';
import { color, requiredText, slug, text, timeZone } from './fields';
import { maxCharsMessage } from './message-ref';

export const LookAndFeel = v.object({
  logos: v.object({
    brand: v.pipe(text, v.maxLength(500, maxCharsMessage(500))),
    icon: v.optional(v.pipe(text, v.maxLength(500, maxCharsMessage(500)))),
  }),
  primary: color,
  secondary: color,
});
export type LookAndFeel = v.InferOutput<typeof LookAndFeel>;

export interface Community {
  id: number;
  name: string;
  domain: string;
  lookAndFeel: LookAndFeel;
  sportId: number | null;
  isDefault: boolean;
}

export const CommunityInput = v.object({
  name: requiredText(120),
  domain: slug,
  lookAndFeel: LookAndFeel,
  sportId: v.optional(v.nullable(v.picklist([1, 2, 3, 5, 6], 'oneOf')), null),
  /** Left out, a new community takes the platform's default zone and a change keeps the current one. */
  timeZone: v.optional(timeZone),
});
export type CommunityInput = v.InferOutput<typeof CommunityInput>;
