import { PERSON_KINDS } from '@domain/contract';

/** Players: their API path (`person/players`), modality and screens. */
export const playerKind = {
  kind: 'players',
  modalityId: PERSON_KINDS.players.modalityId,
  listRoute: 'players',
  detailRoute: 'players-detail',
} as const;
