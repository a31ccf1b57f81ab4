/**
 * The two failures the web app's API client words itself. Kept apart from the full catalogue so the client,
 * which is in every page's first download, carries only these texts — and has them even when offline.
 */
export const CLIENT_ERROR_MESSAGES = {
  forbidden: { es: 'No tienes permisos para realizar esta acción', en: 'You do not have permission to do this' },
  unknown: { es: 'Ha ocurrido un error desconocido', en: 'An unknown error has occurred' },
} as const;
