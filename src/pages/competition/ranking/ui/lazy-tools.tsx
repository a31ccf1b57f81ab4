import { lazy } from 'react';

// The editing forms load when the ranking's owner opens it: visitors never download them.
export const RankingDialog = lazy(() => import('@/features/ranking/edit-ranking').then((slice) => ({ default: slice.RankingDialog })));
export const DeleteRankingButton = lazy(() => import('@/features/ranking/edit-ranking').then((slice) => ({ default: slice.DeleteRankingButton })));
export const SnapshotDialog = lazy(() => import('@/features/ranking/edit-ranking').then((slice) => ({ default: slice.SnapshotDialog })));
