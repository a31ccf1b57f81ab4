import { createEvent, createStore, sample } from 'effector';
import { SPORTS } from '@domain/catalog';
import type { RouteId } from '@domain/routes';
import { bannerKindOf, type BannerKind } from '@/shared/routes';

export interface Banner {
  kind: BannerKind;
  /** Background picked at random from the sport's set. */
  image: string;
}

export interface RouteEntered {
  routeId: RouteId | null;
  /** The space's sport; every sport's backgrounds are candidates when it has none. */
  sportId: number | null;
  random?: () => number;
}

const ALL_BANNERS = [...new Set(SPORTS.flatMap((sport) => sport.banners))];

export function pickBanner({ routeId, sportId, random = Math.random }: RouteEntered): Banner | null {
  const kind = routeId ? bannerKindOf(routeId) : null;
  if (!kind) return null;
  const own = SPORTS.find((sport) => sport.id === sportId)?.banners;
  const images = own && own.length > 0 ? own : ALL_BANNERS;
  const image = images[Math.min(images.length - 1, Math.floor(random() * images.length))] ?? '';
  return { kind, image };
}

/** A new screen is shown: its banner replaces the previous one. */
export const routeEntered = createEvent<RouteEntered>();
const bannerCleared = createEvent();

// The sid carries the banner the server picked to the browser, which keeps it (serialize/fork values).
export const $banner = createStore<Banner | null>(null, { sid: 'app.banner' }).reset(bannerCleared);

// Spec: the banner is cleared on every route change, then the new route's banner (if any) is applied.
sample({ clock: routeEntered, target: bannerCleared });
sample({ clock: routeEntered, fn: pickBanner, target: $banner });
