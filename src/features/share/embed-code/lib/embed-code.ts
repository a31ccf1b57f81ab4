import type { Locale } from '@domain/catalog';
import { embedQuery, type EmbedOptions, type EmbedRouteId } from '@domain/routes/embed';
import { href, type RouteParams } from '@/shared/routes';

export interface EmbedChoice extends EmbedOptions {
  locale: Locale;
  /** Pixels; null takes the full width of the page it sits in. */
  width: number | null;
  height: number;
}

export const WIDTH_RANGE = { min: 240, max: 2000 } as const;
export const HEIGHT_RANGE = { min: 200, max: 3000 } as const;
export const DEFAULT_HEIGHT = 600;

/** A size typed by hand, kept within what an embed can be shown at; null when it is not a number at all. */
export function clampSize(value: string, range: { min: number; max: number }): number | null {
  const number = Number.parseInt(value, 10);
  if (!Number.isFinite(number)) return null;
  return Math.min(range.max, Math.max(range.min, number));
}

/** The embed's absolute address with its options in the query. */
export function embedAddress(origin: string, route: EmbedRouteId, params: RouteParams, choice: EmbedChoice): string {
  return `${origin.replace(/\/$/, '')}${href(route, params, choice.locale)}${embedQuery(choice)}`;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The HTML a club pastes into its page: a lazily loaded frame, without a border, titled for screen readers. */
export function iframeCode(src: string, title: string, choice: Pick<EmbedChoice, 'width' | 'height'>): string {
  const width = choice.width === null ? '100%' : String(choice.width);
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${width}" height="${choice.height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}
