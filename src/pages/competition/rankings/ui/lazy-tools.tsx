import { lazy } from 'react';

// The editing forms load when an owner opens the page: visitors never download them.
export const RatingSystemDialog = lazy(() => import('@/features/ranking/edit-rating-system').then((slice) => ({ default: slice.RatingSystemDialog })));
export const DeleteRatingSystemButton = lazy(() => import('@/features/ranking/edit-rating-system').then((slice) => ({ default: slice.DeleteRatingSystemButton })));
export const RankingDialog = lazy(() => import('@/features/ranking/edit-ranking').then((slice) => ({ default: slice.RankingDialog })));
export const LevelGroupDialog = lazy(() => import('@/features/ranking/edit-division').then((slice) => ({ default: slice.LevelGroupDialog })));
export const DeleteLevelGroupButton = lazy(() => import('@/features/ranking/edit-division').then((slice) => ({ default: slice.DeleteLevelGroupButton })));
export const DeleteRankingButton = lazy(() => import('@/features/ranking/edit-ranking').then((slice) => ({ default: slice.DeleteRankingButton })));
