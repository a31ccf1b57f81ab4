import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';

export { IMAGE_MAX_BYTES as MAX_AVATAR_BYTES } from '@domain/contract';
export const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';

export type ImageKind = 'png' | 'jpg' | 'webp';

export const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * The file's real type from its first bytes; the name and the declared type are ignored. SVG is refused on
 * purpose: it can carry script.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export function uploadRoot(config: Config): string {
  return path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR.startsWith('memory://') ? './data' : config.DATA_DIR, 'uploads'));
}

export function avatarDir(config: Config): string {
  return path.join(uploadRoot(config), 'avatars');
}

/** Stores a checked image under a random name and returns the URL the API serves it at. */
export async function storeAvatar(config: Config, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const dir = avatarDir(config);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `${AVATAR_URL_PREFIX}${name}`;
}
