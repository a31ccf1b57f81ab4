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
]);
