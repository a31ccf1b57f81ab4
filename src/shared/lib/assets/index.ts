let assetOrigin: string | null = null;

/**
 * Where the built assets are served from, for the server renderer: in its bundle an asset's address is a file path
 * (`file:///static/assets/…`), while the same file is published beside the web app.
 */
export function setAssetOrigin(origin: string | null) {
  assetOrigin = origin;
}

/** The address to fetch a bundled asset from: unchanged in the browser, on the platform's own origin on the server. */
export function assetHref(href: string): string {
  if (!assetOrigin) return href;
  const url = new URL(href);
  return url.protocol === 'file:' ? `${assetOrigin}${url.pathname}` : href;
}
