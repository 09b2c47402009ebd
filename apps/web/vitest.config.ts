import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      root: import.meta.dirname,
      // build/: the build's own plugins (the byte guard's arithmetic), in Node.
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Whole-app tests load lazy pages (and their MUI modules) on first visit: on a busy
      // machine the first one takes seconds.
      testTimeout: 15_000,
    },
  }),
);
