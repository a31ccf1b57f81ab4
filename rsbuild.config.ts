import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginJsBudget } from './scripts/js-budget-plugin';
import { pluginPrecompress } from './scripts/precompress-plugin';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    pluginReact(),
    // The build fails when the first download, or a screen's first visit, grows past these (KB gzip).
    pluginJsBudget({
      entryKb: Number(process.env.JS_BUDGET_ENTRY_KB ?? 100),
      screenKb: Number(process.env.JS_BUDGET_SCREEN_KB ?? 290),
      // The server-rendered public screens, each a few KB above what it weighs today.
      screens: {
        '@/pages/site/home': 180,
        '@/pages/competition/tournaments': 195,
        '@/pages/competition/tournament': 205,
        '@/pages/competition/phase': 210,
        '@/pages/competition/ranking': 200,
        '@/pages/competition/rankings': 195,
        '@/pages/catalog/people': 205,
      },
    }),
    pluginPrecompress(),
  ],
  source: {
    define: {
      'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(process.env.PUBLIC_API_BASE_URL ?? '/api'),
    },
  },
  tools: {
    rspack: {
      module: {
        rules: [
          // The domain's modules only declare (rules, schemas, message tables) and run nothing when imported: a screen
          // that imports one export of a barrel gets that module, not every module the barrel names.
          { test: /[\\/]domain[\\/].*\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  resolve: {
    alias: {
      '@': './src',
      '@domain': './domain',
    },
  },
  environments: {
    // The web app the browser loads.
    web: {
      source: { entry: { index: './src/app/entrypoint/main.ts' } },
      html: {
        template: './src/app/entrypoint/index.html',
        title: 'Torneos',
        // The entry script is small and waits for the parsed page itself (main.ts). It is a plain script placed after
        // the style sheet, so the parser reaches the screen's body only once the style sheet is in: a browser that lays
        // the page out when parsing ends (Chromium does for its form autofill wherever a field is on the page) then lays
        // it out once, styled, instead of once unstyled and again when the style sheet arrives (on the tournament list
        // a 25-70 ms task on a 2-core host, four times that on Lighthouse's phone). It costs no wait of its own: the style
        // sheet holds the first paint anyway, and the script is asked for alongside it.
        tags: [
          (tags) => {
            const sync = tags.map((tag) => (tag.tag === 'script' && tag.attrs?.defer ? { ...tag, attrs: { ...tag.attrs, defer: false } } : tag));
            return [...sync.filter((tag) => tag.tag !== 'script'), ...sync.filter((tag) => tag.tag === 'script')];
          },
        ],
      },
      output: {
        distPath: { root: 'dist' },
        copy: [{ from: './public', to: '.' }],
      },
      performance: {
        chunkSplit: { strategy: 'split-by-experience' },
        // No font preloads: measured on a throttled phone they compete with the first screen's CSS and scripts (LCP
        // 3.6 s with them, 2.8 s without); the faces are font-display: optional (src/app/styles/fonts.css), and one that
        // missed the first paint is swapped in at the first press (src/app/entrypoint/late-fonts.ts).
      },
    },
    // The same screens rendered by the platform's server for public addresses (server/plugins/web.ts loads it).
    node: {
      source: { entry: { index: './src/app/entrypoint/server.tsx' } },
      output: {
        target: 'node',
        module: true,
        distPath: { root: 'dist/server' },
        // Says the bundle is an ES module wherever the build folder is copied (the rendering thread imports it).
        copy: [{ from: './scripts/server-bundle.package.json', to: 'package.json' }],
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    historyApiFallback: true,
    proxy: { '/api': apiTarget },
  },
});
