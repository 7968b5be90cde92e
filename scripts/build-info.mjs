// Writes dist/server/build-info.json: the commit the server was built from, for GET /api/health.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

let commit = process.env.BUILD_COMMIT ?? 'unknown';
if (commit === 'unknown') {
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (an unpacked release): the version alone identifies it.
  }
}
mkdirSync('dist/server', { recursive: true });
writeFileSync('dist/server/build-info.json', JSON.stringify({ commit, builtAt: new Date().toISOString() }) + '\n');
