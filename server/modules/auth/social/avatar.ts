import type { Config } from '../../../config';
import { MAX_AVATAR_BYTES, sniffImage, storeAvatar } from '../../uploads/storage';

/**
 * Copies the provider's profile picture to our own storage: the page's CSP only allows our images, and the
 * user's browser never calls the provider. Best effort: no picture is no error.
 */
export async function copyAvatar(config: Config, pictureUrl: string | null): Promise<string | null> {
  if (!pictureUrl || !/^https?:\/\//.test(pictureUrl)) return null;
  try {
    const response = await fetch(pictureUrl, { signal: AbortSignal.timeout(5_000), redirect: 'follow' });
    if (!response.ok) return null;
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > MAX_AVATAR_BYTES) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > MAX_AVATAR_BYTES) return null;
    const kind = sniffImage(bytes);
    return kind ? await storeAvatar(config, bytes, kind) : null;
  } catch {
    return null;
  }
}
