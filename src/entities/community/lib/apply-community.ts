import type { Community } from '@domain/contract';
import { setApiCommunity } from '@/shared/api';
import { applyBrand } from './brand';

function setHeadLink(selector: string, attribute: 'href' | 'content', value: string | undefined) {
  const element = document.head.querySelector(selector);
  if (element && value) element.setAttribute(attribute, value);
}

/** Every later call is scoped to the space; the theme, the tab icon and the browser colour take its look. */
export function applyCommunity(community: Community): void {
  setApiCommunity(community.id);
  applyBrand(community.lookAndFeel);
  setHeadLink('link[rel="icon"]', 'href', community.lookAndFeel.logos.icon);
  setHeadLink('meta[name="theme-color"]', 'content', community.lookAndFeel.primary);
}
