/** Business constants from the spec's section 9. */
export const NOTIFICATIONS = { maxVisible: 3, autoHideMs: 5000 } as const;
export const PAGE_SIZES = { places: 99, clubs: 999, large: 1000, small: 5, default: 10 } as const;
export const LAYOUT = { topBarHeight: 65, topBarHeightWithProgress: 71 } as const;
export const PERCENT = { min: 0, max: 100 } as const;
export const MAX_BRACKET_SIZE = 128;
export const DEFAULT_BRAND = { primary: '#000000', secondary: '#f97316' } as const;
export const COOKIE_NAMES = { token: 'userToken', userId: 'userId', accountId: 'accountId' } as const;
export const STORAGE_KEYS = { postLoginTarget: 'postLoginTarget', geolocation: 'geolocalization' } as const;
export const IMAGE = {
  lazyMarginPx: 200,
  quality: 75,
  deviceWidths: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  smallSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  socialAvatar: 500,
  metaImage: { width: 1200, height: 630 },
} as const;
