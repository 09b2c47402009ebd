import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module, so the same code
 * finds `drizzle/` and the web build whether it runs from `src/` (tests) or `dist/` (bundle).
 */
export function serverPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Không tìm thấy thư mục gốc của máy chủ');
    dir = parent;
  }
  return dir;
}
