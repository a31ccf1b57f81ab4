// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The guides in docs/ name real files so that a reader can open them; a renamed or deleted file must fail here
 * instead of leaving the guide wrong. Every backticked span and every Markdown link that looks like a repository
 * path is checked; spans with placeholders (`<area>`), globs (`*`) or alternatives (`{es,en}`) are patterns, not
 * paths, and are skipped by rule.
 */
const root = path.resolve(__dirname, '..');
const TOP_FOLDERS = ['src', 'server', 'domain', 'e2e', 'scripts', 'bench', 'content', 'public', 'docs'];
const ALIASES: Record<string, string> = { '@/': 'src/', '@domain/': 'domain/', '@server/': 'server/' };

/** A path as the guide wrote it, where, and the repository path it names (null when it names none). */
interface NamedPath {
  written: string;
  line: number;
  target: string | null;
}

const isPattern = (text: string) => /[<>*{}]/.test(text);

/** The repository-relative path a backticked span names, or null for code, URLs, patterns and plain words. */
function repoPathOf(span: string): string | null {
  const text = span.trim();
  if (text === '' || /\s/.test(text) || text.includes('://') || isPattern(text)) return null;
  const alias = Object.keys(ALIASES).find((prefix) => text.startsWith(prefix));
  const candidate = alias ? `${ALIASES[alias]}${text.slice(alias.length)}` : text;
  if (candidate.startsWith('/') || candidate.startsWith('.')) return null;
  const first = candidate.split('/')[0] ?? '';
  const underTopFolder = candidate.includes('/') && TOP_FOLDERS.includes(first);
  const fileWithFolder = candidate.includes('/') && /\.[a-z]{1,5}$/i.test(candidate);
  return underTopFolder || fileWithFolder ? candidate.replace(/\/$/, '') : null;
}

/** A Markdown link's target, resolved from the document's folder; null for web addresses and anchors. */
function linkPathOf(link: string, documentDir: string): string | null {
  const target = link.split('#')[0]?.trim() ?? '';
  if (target === '' || /^[a-z]+:/i.test(target) || target.startsWith('/') || isPattern(target)) return null;
  return path.posix.normalize(path.posix.join(documentDir, target));
}

/** Every path a Markdown text names in backticks or links; `documentDir` is its folder from the repository root. */
function namedPaths(markdown: string, documentDir: string): NamedPath[] {
  const found: NamedPath[] = [];
  markdown.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const written = match[1] ?? '';
      found.push({ written, line: index + 1, target: linkPathOf(written, documentDir) });
    }
    // Outside link targets, every backticked span (code blocks' fences have no closing pair on the line).
    for (const match of text.replace(/\]\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)) {
      const written = match[1] ?? '';
      found.push({ written, line: index + 1, target: repoPathOf(written) });
    }
  });
  return found;
}

/** The named paths that do not exist in the repository, as `file:line written`. */
function missingPaths(file: string, markdown: string, exists: (repoPath: string) => boolean): string[] {
  const dir = path.posix.dirname(file);
  return namedPaths(markdown, dir)
    .filter((named) => named.target !== null && !exists(named.target))
    .map((named) => `${file}:${named.line} ${named.written}`);
}

const existsInRepo = (repoPath: string) => existsSync(path.join(root, repoPath));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const guides = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);

describe('the guides in docs/', () => {
  const checked = guides.flatMap((file) => namedPaths(read(file), 'docs').filter((named) => named.target !== null));

  it('exist: architecture, glossary, conventions and recipes', () => {
    expect(guides).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/conventions.md', 'docs/glossary.md', 'docs/recipes.md']));
  });

  it('name only files and folders that exist', () => {
    const missing = guides.flatMap((file) => missingPaths(file, read(file), existsInRepo));
    console.warn(`docs: ${checked.length} named paths checked in ${guides.length} guides, ${missing.length} missing`);
    expect(missing).toEqual([]);
  });

  it('name enough paths that the check means something', () => {
    expect(checked.length).toBeGreaterThan(150);
  });
});

describe("the README's links to the guides", () => {
  const readme = read('README.md');
  const links = namedPaths(readme, '.').filter((named) => named.target?.startsWith('docs/'));

  it('reach every guide', () => {
    expect(links.map((named) => named.target).sort()).toEqual(expect.arrayContaining(guides));
  });

  it('point at files that exist', () => {
    expect(links.filter((named) => named.target && !existsInRepo(named.target)).map((named) => named.written)).toEqual([]);
  });
});

describe('the path check itself', () => {
  const exists = (repoPath: string) => ['server/app.ts', 'domain/routes', 'src/entities/season', 'docs/glossary.md'].includes(repoPath);

  it('reports a backticked file that is not there, with its line', () => {
    expect(missingPaths('docs/x.md', 'first\nsee `server/app.ts` and `server/gone.ts`', exists)).toEqual(['docs/x.md:2 server/gone.ts']);
  });

  it('reports a broken link, resolved from the guide’s folder', () => {
    expect(missingPaths('docs/x.md', '[g](glossary.md) [m](missing.md#top)', exists)).toEqual(['docs/x.md:1 missing.md#top']);
  });

  it('checks folders, aliases and files under any folder', () => {
    expect(repoPathOf('domain/routes/')).toBe('domain/routes');
    expect(repoPathOf('@/entities/season')).toBe('src/entities/season');
    expect(repoPathOf('node_modules/x/package.json')).toBe('node_modules/x/package.json');
  });

  it('skips placeholders, globs, URLs, API paths and code', () => {
    for (const span of ['server/modules/<area>/routes.ts', 'e2e/pages/*.ts', 'content/blog/{es,en}', 'https://x.org/a.js', '/api/docs', '{ data }', 'phase:<id>', 'ROUTES', '../shared/acceptance/routes.json']) {
      expect(repoPathOf(span), span).toBeNull();
    }
  });
});
