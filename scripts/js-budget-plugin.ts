import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

const KB = 1024;

export interface JsBudget {
  /** Largest gzip size of the scripts index.html loads, in KB. */
  entryKb: number;
  /** Largest gzip size of those scripts plus one screen's own chunks (what a first visit to it runs), in KB. */
  screenKb: number;
  /** Lazy imports every screen's first visit also runs (the app's router and frame), by import request. */
  frameRequests?: string[];
  /** Screens with a budget of their own, by the page module their route loads (e.g. '@/pages/site/home'). */
  screens?: Record<string, number>;
}

interface ChunkInfo {
  files: string[];
  initial: boolean;
  origins: string[];
}

function chunksOf(stats: Rspack.Stats): ChunkInfo[] {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, chunkModules: false });
  return (json.chunks ?? []).map((chunk) => ({
    files: [...(chunk.files ?? [])].filter((file) => file.endsWith('.js')),
    initial: chunk.initial,
    origins: (chunk.origins ?? []).map((origin) => origin.request ?? ''),
  }));
}

/**
 * Fails the build when the web app's initial JavaScript, or a screen's first-visit JavaScript, passes its budget
 * (gzip, as served). A screen is a page module the route table loads lazily (`@/pages/...`).
 */
export function pluginJsBudget(budget: JsBudget): RsbuildPlugin {
  return {
    name: 'torneos:js-budget',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        const web = environments.web;
        if (!stats || !web) return;
        const all = 'stats' in stats ? stats.stats : [stats];
        const webStats = all.find((item) => item.compilation.name === 'web') ?? all[0];
        if (!webStats) return;
        const distPath = web.distPath;
        const sizes = new Map<string, number>();
        const gz = (file: string) => {
          let size = sizes.get(file);
          if (size === undefined) {
            size = gzipSync(readFileSync(path.join(distPath, file)), { level: 9 }).length;
            sizes.set(file, size);
          }
          return size;
        };
        const sum = (files: Iterable<string>) => [...new Set(files)].reduce((total, file) => total + gz(file), 0);
        const chunks = chunksOf(webStats);
        const entryFiles = chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files);
        const entry = sum(entryFiles);
        const frame = budget.frameRequests ?? ['./app'];
        const frameFiles = chunks.filter((chunk) => !chunk.initial && chunk.origins.some((origin) => frame.includes(origin))).flatMap((chunk) => chunk.files);
        const failures: string[] = [];
        if (entry > budget.entryKb * KB) failures.push(`initial JavaScript ${(entry / KB).toFixed(1)} KB > ${budget.entryKb} KB`);
        const pages = new Set(chunks.flatMap((chunk) => chunk.origins).filter((request) => request.startsWith('@/pages/')));
        const report: string[] = [];
        for (const page of [...pages].sort()) {
          const files = chunks.filter((chunk) => !chunk.initial && chunk.origins.includes(page)).flatMap((chunk) => chunk.files);
          const total = sum([...entryFiles, ...frameFiles, ...files]);
          const limit = budget.screens?.[page] ?? budget.screenKb;
          report.push(`${(total / KB).toFixed(1).padStart(7)} KB  ${page}`);
          if (total > limit * KB) failures.push(`${page}: ${(total / KB).toFixed(1)} KB > ${limit} KB`);
        }
        api.logger.info(`JavaScript budget (gzip): initial ${(entry / KB).toFixed(1)} KB of ${budget.entryKb} KB, with the app frame ${(sum([...entryFiles, ...frameFiles]) / KB).toFixed(1)} KB; first visit per screen, of ${budget.screenKb} KB:\n${report.join('\n')}`);
        if (failures.length > 0) throw new Error(`JavaScript over budget:\n  ${failures.join('\n  ')}`);
      });
    },
  };
}
