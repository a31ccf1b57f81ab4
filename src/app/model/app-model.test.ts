import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { $banner, pickBanner, routeEntered } from './banner.model';
import { $routeChanging, routeChangeCompleted, routeChangeStarted } from './navigation.model';

describe('route loading flag', () => {
  it('is on between a route change’s start and its completion', async () => {
    const scope = fork();
    expect(scope.getState($routeChanging)).toBe(false);
    await allSettled(routeChangeStarted, { scope });
    expect(scope.getState($routeChanging)).toBe(true);
    await allSettled(routeChangeCompleted, { scope });
    expect(scope.getState($routeChanging)).toBe(false);
  });
});

describe('banner', () => {
  it('follows the route: set on banner routes, cleared elsewhere', async () => {
    const scope = fork();
    await allSettled(routeEntered, { scope, params: { routeId: 'ranking-balance', sportId: 1, random: () => 0.99 } });
    expect(scope.getState($banner)).toEqual({ kind: 'rankings', image: '/banners/table-tennis-2.svg' });
    await allSettled(routeEntered, { scope, params: { routeId: 'home', sportId: 1 } });
    expect(scope.getState($banner)).toBeNull();
    await allSettled(routeEntered, { scope, params: { routeId: 'alt-standalone-phase-calendar', sportId: null } });
    expect(scope.getState($banner)?.kind).toBe('calendar');
  });

  it.each([
    ['tournaments', 'tournaments'],
    ['tournaments-calendar', 'tournaments'],
    ['alt-valid-create', 'tournaments'],
    ['multi-nested-phase-groups', 'phase'],
    ['rankings-help', 'rankings'],
    ['multi-tournament-calendar', 'calendar'],
    ['contact', null],
  ] as const)('%s shows the %s banner', (routeId, kind) => {
    expect(pickBanner({ routeId, sportId: null })?.kind ?? null).toBe(kind);
  });

  it('picks the background among the space’s sport, or among every sport', () => {
    const soccer = new Set([0, 0.5, 0.99].map((r) => pickBanner({ routeId: 'rankings', sportId: 5, random: () => r })?.image));
    expect(soccer).toEqual(new Set(['/banners/soccer-1.svg', '/banners/soccer-2.svg']));
    const any = new Set(Array.from({ length: 6 }, (_, i) => pickBanner({ routeId: 'rankings', sportId: null, random: () => i / 6 })?.image));
    expect(any.size).toBe(6);
  });
});
