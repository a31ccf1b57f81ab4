import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Slices created ahead of their second user (e.g. a feature used by one page today) are intended.
    rules: {
      'fsd/insignificant-slice': 'off',
    },
  },
  {
    // Features are the platform's user actions (sign-in, editing each kind of record, entering results…); they
    // are many by nature and grouping them by folder would hide rather than clarify what each one does.
    files: ['./src/features/**'],
    rules: {
      'fsd/excessive-slicing': 'off',
    },
  },
]);
