import { configDefaults, defineProject, mergeConfig, type ViteUserConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that need modules of their own (MUI's focus-visible tracking in jsdom keeps the
 * previous file's last pointer event): they run as the `web-isolated` project
 * (vitest.isolated.config.ts). Every other file shares its worker's modules.
 */
export const ISOLATED_FILES = ['src/components/hover-tooltip.test.tsx'];

export function webProject(test: NonNullable<ViteUserConfig['test']>) {
  return mergeConfig(
    viteConfig,
    defineProject({
      test: {
        root: import.meta.dirname,
        environment: 'jsdom',
        setupFiles: ['./src/test/setup.ts'],
        // Whole-app tests load lazy pages (and their MUI modules) on first visit: on a busy
        // machine the first one takes seconds.
        testTimeout: 15_000,
        ...test,
      },
    }),
  );
}

export default webProject({
  name: 'web',
  // build/: the build's own plugins (the byte guard's arithmetic), in Node.
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
  // Files of one worker share React, MUI and the app's modules instead of importing them again
  // each: the web suite took 420 s on two cores with a fresh import per file, 260 s without
  // (bench/RESULTS.md). They share one jsdom document too: setup.ts empties Emotion's sheet
  // before each file and resets what a test leaves behind; a module with state of its own is
  // imported afresh where a test needs it (lib/snackbar.test.ts).
  isolate: false,
});
