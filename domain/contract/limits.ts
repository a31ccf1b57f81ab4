/** Limits the API enforces and the screens state, written once. */

/** Every uploaded picture (community logos, club and person photos, user avatars). */
export const IMAGE_MAX_MB = 2;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

/** The longest span of days (both ends counted) one read of a calendar may ask for: any two months side by side. */
export const CALENDAR_MAX_DAYS = 62;
/** The span a calendar read answers when it names no dates: from today, about a month. */
export const CALENDAR_DEFAULT_DAYS = 31;
