import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.reports/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': true, 'ts-ignore': true, 'ts-nocheck': true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A boundary the page's hydration does not know of lets the session change a screen React has not hydrated yet.
    files: ['src/**/*.tsx'],
    ignores: ['src/shared/lib/hydration/**', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['Suspense'], message: 'Use Suspense from @/shared/lib/hydration.' }] }],
    },
  },
  {
    // domain/ is shared by browser and server: no IO, no React, no Node APIs.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'pg', '@/*', '@server/*'], message: 'domain/ stays pure.' }] },
      ],
    },
  },
  {
    // The server never reaches into the web app.
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '**/src/*'], message: 'server/ must not import src/.' }] }] },
  },
  {
    files: ['scripts/**/*.{ts,js,mjs}', 'bench/**/*.ts', 'server/main.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
