import * as v from 'valibot';
import { MATCH_EVENT_CODES, MATCH_SIDES, MEDIA_EVENT_CODES, MatchEventInput, SUBSTITUTION_CODES, type MatchEventCode, type MatchSide } from '@domain/contract';

/** The form's fields: empty is null (or '' for the link), and fields the chosen type does not use are ignored. */
export interface EventFormValues {
  type: MatchEventCode;
  minute: number | null;
  side: MatchSide | null;
  personId: number | null;
  secondPersonId: number | null;
  videoUrl: string;
  imageId: number | null;
}

export const EVENT_FORM_FIELDS = ['type', 'minute', 'side', 'personId', 'secondPersonId', 'videoUrl', 'imageId'] as const;

export const eventFormDefaults = (): EventFormValues => ({ type: 'goal', minute: null, side: null, personId: null, secondPersonId: null, videoUrl: '', imageId: null });

export const isMediaType = (type: MatchEventCode) => MEDIA_EVENT_CODES.includes(type);
export const isSubstitutionType = (type: MatchEventCode) => SUBSTITUTION_CODES.includes(type);

/** What the API is sent: only the fields of the chosen type, on the version of the match the page shows. */
export function toEventInput(values: EventFormValues, version: number): Record<string, unknown> {
  const media = isMediaType(values.type);
  return {
    version,
    type: values.type,
    ...(values.minute === null ? {} : { minute: values.minute }),
    ...(media || values.side === null ? {} : { side: values.side }),
    ...(media || values.personId === null ? {} : { personId: values.personId }),
    ...(isSubstitutionType(values.type) && values.secondPersonId !== null ? { secondPersonId: values.secondPersonId } : {}),
    ...(values.type === 'youtube-video' ? { videoUrl: values.videoUrl } : {}),
    ...(values.type === 'match-picture' && values.imageId !== null ? { imageId: values.imageId } : {}),
  };
}

const FormShape = v.object({
  type: v.picklist(MATCH_EVENT_CODES, 'oneOf'),
  minute: v.nullable(v.number('invalidType')),
  side: v.nullable(v.picklist(MATCH_SIDES, 'oneOf')),
  personId: v.nullable(v.number('invalidType')),
  secondPersonId: v.nullable(v.number('invalidType')),
  videoUrl: v.string('invalidType'),
  imageId: v.nullable(v.number('invalidType')),
});

/** The server's own rules for an event, checked in the form on the values it would send. */
export const eventFormSchema = (version: number) => v.pipe(FormShape, v.transform((values) => toEventInput(values, version)), MatchEventInput);
