// Finds the project folder from here, so paths work both from source (api/) and from the build (dist/server/api/).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"name": "women-help-site"')) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error('Cannot find the project folder (package.json named women-help-site)');
    dir = up;
  }
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
export const projectPath = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
