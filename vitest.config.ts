import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@domain/': fileURLToPath(new URL('./domain/', import.meta.url)),
  '@server/': fileURLToPath(new URL('./server/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    coverage: {
      provider: 'v8',
      include: ['domain/engine/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/**/*.unit.test.ts', 'bench/**/*.unit.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['./src/shared/config/test-setup.ts'],
          // Component tests drive forms key by key; with the API suite beside them on two cores one took 6.5 s (0.6 s
          // alone). A hang still fails, a busy machine does not.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One file at a time: PostgreSQL is one database for all, and on PGlite two files at once gain nothing on
          // two cores (measured: 7.5 min either way).
          fileParallelism: false,
          // Files share one module graph: each builds its own app and database (startTestApp), and re-importing the
          // server for every file cost more than the tests (measured on PGlite: 425 s with isolation, 195 s without).
          isolate: false,
          globalSetup: ['./server/test/pglite-template.global.ts'],
        },
      },
    ],
  },
});
