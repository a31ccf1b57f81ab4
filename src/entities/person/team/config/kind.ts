import { PERSON_KINDS } from '@domain/contract';

/** Teams: their API path (`person/teams`), modality and screens. */
export const teamKind = {
  kind: 'teams',
  modalityId: PERSON_KINDS.teams.modalityId,
  listRoute: 'teams',
  detailRoute: 'teams-detail',
} as const;
