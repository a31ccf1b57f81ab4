import { lazy } from 'react';

// Editing and asking tools load when a screen shows them: the forms, dialogs and their checks stay out of the
// people screens' first visit, which most often is a visitor's.
export const PersonDialog = lazy(() => import('@/features/edit-person').then((slice) => ({ default: slice.PersonDialog })));
export const DeletePersonButton = lazy(() => import('@/features/edit-person').then((slice) => ({ default: slice.DeletePersonButton })));
export const PersonClubsDialog = lazy(() => import('@/features/edit-person').then((slice) => ({ default: slice.PersonClubsDialog })));
export const AskButton = lazy(() => import('@/features/requests/request-entry').then((slice) => ({ default: slice.AskButton })));
export const PersonTypeahead = lazy(() => import('@/features/person-typeahead').then((slice) => ({ default: slice.PersonTypeahead })));
export const PersonValidations = lazy(() => import('@/features/manage-validations').then((slice) => ({ default: slice.PersonValidations })));
export const TableConfiguration = lazy(() => import('@/features/ranking/ranking-configuration').then((slice) => ({ default: slice.TableConfiguration })));
