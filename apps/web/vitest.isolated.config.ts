import { ISOLATED_FILES, webProject } from './vitest.config.ts';

/** The web tests that need a fresh import of every module (see ISOLATED_FILES). */
export default webProject({ name: 'web-isolated', include: ISOLATED_FILES, isolate: true });
