import { PERSON_KINDS } from '@domain/contract';

/** Referees: their API path (`person/referees`), modality and screens. */
export const refereeKind = {
  kind: 'referees',
  modalityId: PERSON_KINDS.referees.modalityId,
  listRoute: 'referees',
  detailRoute: 'referees-detail',
} as const;
