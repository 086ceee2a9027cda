import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain units, server integration (real DB), web components (jsdom).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
