import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { woffToSfnt } from '../../lib/woff';
import { CARD_FONT, CARD_WIDTH, type CardLogo } from './card-svg';

const require = createRequire(import.meta.url);

/** Roboto regular and bold, Latin and Latin Extended (accents of Spanish names, and more). */
const FONT_FILES = ['roboto-latin-400-normal', 'roboto-latin-700-normal', 'roboto-latin-ext-400-normal', 'roboto-latin-ext-700-normal'];

let fonts: Promise<string[]> | null = null;

/**
 * The card fonts as TrueType files on disk: the renderer reads TTF/OTF from paths only, and the font package ships
 * WOFF. Converted once per process into a folder named by the package's content, never the machine's own fonts
 * (a fresh server may have none).
 */
export function cardFonts(): Promise<string[]> {
  fonts ??= (async () => {
    const sources = FONT_FILES.map((name) => require.resolve(`@fontsource/roboto/files/${name}.woff`));
    const woffs = await Promise.all(sources.map((file) => readFile(file)));
    const digest = createHash('sha256');
    for (const woff of woffs) digest.update(woff);
    const folder = path.join(os.tmpdir(), `torneos-card-fonts-${digest.digest('hex').slice(0, 12)}`);
    await mkdir(folder, { recursive: true });
    return Promise.all(
      woffs.map(async (woff, index) => {
        const file = path.join(folder, `${FONT_FILES[index]}.ttf`);
        if (!existsSync(file)) await writeFile(file, woffToSfnt(woff));
        return file;
      }),
    );
  })().catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

/** The SVG as a PNG of the card's width, drawn with the card fonts only. */
export async function renderPng(svg: string): Promise<Buffer> {
  const fontFiles = await cardFonts();
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: CARD_FONT, sansSerifFamily: CARD_FONT },
  });
  return image.render().asPng();
}

/**
 * A community logo from the web app's files (`/communities/x/logo.svg`): an SVG as its markup (drawn inline, so its
 * lettering uses the card font), a picture as a data address.
 */
export async function readLogo(logo: string | undefined, roots: string[]): Promise<CardLogo | null> {
  if (!logo || !/^\/[\w./-]+\.(svg|png|jpe?g|webp)$/i.test(logo) || logo.includes('..')) return null;
  const type = logo.endsWith('.svg') ? 'image/svg+xml' : logo.endsWith('.png') ? 'image/png' : logo.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  for (const root of roots) {
    const file = path.resolve(root, `.${logo}`);
    if (!file.startsWith(path.resolve(root) + path.sep) || !existsSync(file)) continue;
    const bytes = await readFile(file);
    return type === 'image/svg+xml' ? { svg: bytes.toString('utf8') } : { dataUri: `data:${type};base64,${bytes.toString('base64')}` };
  }
  return null;
}

/** Rendered cards kept in memory by their content tag, the least recently used dropped past `maxBytes`. */
export class CardCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(tag: string): Buffer | undefined {
    const png = this.entries.get(tag);
    if (png) {
      this.entries.delete(tag);
      this.entries.set(tag, png);
    }
    return png;
  }

  set(tag: string, png: Buffer): void {
    if (png.length > this.maxBytes) return;
    const old = this.entries.get(tag);
    if (old) {
      this.entries.delete(tag);
      this.bytes -= old.length;
    }
    this.entries.set(tag, png);
    this.bytes += png.length;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
