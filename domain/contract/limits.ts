/** Limits the API enforces and the screens state, written once. */

/** Every uploaded picture (community logos, club and person photos, user avatars). */
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
