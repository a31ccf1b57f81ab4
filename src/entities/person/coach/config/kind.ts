import { PERSON_KINDS } from '@domain/contract';

/** Coaches: their API path (`person/coaches`), modality and screens. */
export const coachKind = {
  kind: 'coaches',
  modalityId: PERSON_KINDS.coaches.modalityId,
  listRoute: 'coaches',
  detailRoute: 'coaches-detail',
} as const;
