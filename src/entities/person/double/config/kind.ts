import { PERSON_KINDS } from '@domain/contract';

/** Doubles: their API path (`person/doubles`), modality and screens. */
export const doubleKind = {
  kind: 'doubles',
  modalityId: PERSON_KINDS.doubles.modalityId,
  listRoute: 'doubles',
  detailRoute: 'doubles-detail',
} as const;
