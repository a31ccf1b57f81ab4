import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; fonts and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

async function filesUnder(folder: string, skip: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return full === skip ? [] : filesUnder(full, skip);
      return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Writes `.br` and `.gz` copies of a file, each only when it is smaller than the original. */
export async function precompressFile(file: string): Promise<number> {
  const source = await readFile(file);
  if (source.length < MIN_BYTES) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gz(source, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < source.length) {
    await writeFile(`${file}.br`, br);
    written += 1;
  }
  if (gzipped.length < source.length) {
    await writeFile(`${file}.gz`, gzipped);
    written += 1;
  }
  return written;
}

/**
 * After the web build, writes brotli and gzip copies of every text asset beside it, so the server sends the
 * compressed bytes a phone asks for without compressing on each request. The server bundle is left alone.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'torneos:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments.web;
        if (!web) return;
        const root = web.distPath;
        const serverFolder = environments.node?.distPath ?? path.join(root, 'server');
        const started = Date.now();
        const files = await filesUnder(root, serverFolder);
        let original = 0;
        let compressed = 0;
        // A few at a time: brotli at its best quality is CPU-bound.
        for (let at = 0; at < files.length; at += 4) {
          await Promise.all(files.slice(at, at + 4).map((file) => precompressFile(file)));
        }
        for (const file of files) {
          const br = await stat(`${file}.br`).then((info) => info.size, () => null);
          if (br === null) continue;
          original += (await stat(file)).size;
          compressed += br;
        }
        api.logger.info(`Pre-compressed ${files.length} files in ${Date.now() - started} ms (brotli ${(compressed / 1024).toFixed(0)} KB of ${(original / 1024).toFixed(0)} KB)`);
      });
    },
  };
}
