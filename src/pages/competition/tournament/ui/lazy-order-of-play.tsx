import { lazy } from 'react';
import { i18n } from '@/shared/i18n';

// The order of play and the desk's buttons load, with their texts, only when the tab is opened.
export const OrderOfPlayPanel = lazy(() =>
  Promise.all([import('./tournament-order-of-play'), i18n.loadNamespaces(['order-of-play', 'desk-state'])]).then(([module]) => ({ default: module.TournamentOrderOfPlay })),
);
