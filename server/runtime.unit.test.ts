// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const satisfies = require('semver/functions/satisfies') as (version: string, range: string) => boolean;
const minVersion = require('semver/ranges/min-version') as (range: string) => { version: string } | null;

interface Lock {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; dev?: boolean }>;
}
const root = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;

// The lowest release of each line the README promises: Node 20 (this machine) and Node 22.
const PROMISED = ['20', '22'].map((line) => {
  const lowest = manifest.engines.node
    .split('||')
    .map((range) => minVersion(range.trim())?.version ?? '')
    .find((version) => version.startsWith(`${line}.`));
  return lowest ?? `${line}.0.0`;
});

describe('the Node versions the project promises', () => {
  it('are Node 20 and Node 22, stated in engines', () => {
    expect(PROMISED).toEqual(['20.19.0', '22.13.0']);
    expect(satisfies(process.versions.node, manifest.engines.node)).toBe(true);
  });

  it('are accepted by every installed package, so npm install warns about none', () => {
    const refusing: string[] = [];
    for (const [name, entry] of Object.entries(lock.packages)) {
      const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      // Optional platform binaries (a WebAssembly fallback of the bundler) are never installed here.
      if (!name || !node || entry.optional) continue;
      for (const version of PROMISED) if (!satisfies(version, node)) refusing.push(`${name} wants node ${node}, not ${version}`);
    }
    expect(refusing).toEqual([]);
  });
});
