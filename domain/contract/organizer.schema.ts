import * as v from 'valibot';
import { requiredText, slug } from './fields';
import { imageRef, nullableText, versionField, type Owned } from './catalog-fields';
import type { Club } from './club.schema';

export const OrganizerInput = v.object({
  name: requiredText(120),
  slug,
  description: nullableText(1000),
  logo: imageRef,
  version: versionField,
});
export type OrganizerInput = v.InferOutput<typeof OrganizerInput>;

export interface Organizer extends Owned {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  logo: string | null;
  accountId: number | null;
}

/** The public profile page: the organiser with what it runs. Tournaments and rankings are added by their areas. */
export interface OrganizerProfile extends Organizer {
  clubs: Club[];
}
