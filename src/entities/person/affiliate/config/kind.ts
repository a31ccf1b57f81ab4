import { PERSON_KINDS } from '@domain/contract';

/** Affiliates: their API path (`person/affiliates`), modality and screens. */
export const affiliateKind = {
  kind: 'affiliates',
  modalityId: PERSON_KINDS.affiliates.modalityId,
  listRoute: 'affiliates',
  detailRoute: 'affiliates-detail',
} as const;
