import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The web app's page as the build writes it, reduced to what the server fills in. */
export const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Torneos</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

export interface WebDist {
  dir: string;
  remove(): Promise<void>;
}

/**
 * A build folder for a test: `index.html` (`INDEX_HTML` unless `files` gives one), the other `files` by their path
 * in it, and with `renderer` the source of a stand-in server-rendering bundle at `server/index.js`.
 */
export async function makeWebDist(name: string, options: { files?: Record<string, string | Buffer>; renderer?: string } = {}): Promise<WebDist> {
  const dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const files: Record<string, string | Buffer> = { 'index.html': INDEX_HTML, ...options.files };
  if (options.renderer !== undefined) {
    files['server/index.js'] = options.renderer;
    // Outside the project, nothing else says the bundle is an ES module.
    files['server/package.json'] = '{ "type": "module" }';
  }
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
