import type { Community } from '@domain/contract';
import { setApiCommunity } from '@/shared/api';
import { applyBrand } from './brand';

/** Every later call is scoped to the space, and the theme takes its colours. */
export function applyCommunity(community: Community): void {
  setApiCommunity(community.id);
  applyBrand(community.lookAndFeel);
}
