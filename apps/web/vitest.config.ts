import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // The files share their workers and modules (unit tests 140 s → 40 s on two cores: a fresh jsdom and
    // module graph per file was two thirds of the time). What a test leaves module-wide is reset after it:
    // stubbed globals here, toasts and storage in test/setup.ts; a test file must not vi.mock a module
    // another file has already loaded (it would get the loaded one).
    isolate: false,
    unstubGlobals: true,
    // Long user-event journeys on a loaded two-core CI machine outgrow vitest's 5 s default.
    testTimeout: 20_000,
  },
});
