// The check in `npm run typecheck` (scripts/check-floating-promises.ts) finds each way a promise can be dropped, and
// nothing in code that waits for its promises.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { projectPath } from '../../api/project-root.ts';

/** tsx's loader, by its path: the temporary folder has no node_modules. */
const TSX = pathToFileURL(projectPath('node_modules', 'tsx', 'dist', 'loader.mjs')).href;
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function check(source: string): { ok: boolean; output: string } {
  dir = mkdtempSync(join(tmpdir(), 'whs-floating-'));
  mkdirSync(join(dir, 'api'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', strict: true, lib: ['ES2023'], types: [] }, include: ['api'] }));
  writeFileSync(join(dir, 'api', 'code.ts'), source);
  try {
    const output = execFileSync(process.execPath, ['--import', TSX, projectPath('scripts', 'check-floating-promises.ts')], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

const HELPERS = `
async function save(): Promise<number> { return 1; }
function later(run: () => void): void { run(); }
declare const c: { json(value: unknown): void };
declare function expect(value: unknown): { toBe(v: unknown): void; resolves: { toBe(v: unknown): Promise<void> } };
`;

it('finds a promise left alone, one sent as an answer or compared in a test, and an async function where none is awaited', () => {
  const { ok, output } = check(`${HELPERS}
export async function run() {
  save();
  c.json(save());
  expect(save()).toBe(1);
  later(async () => { await save(); });
  const found = save();
  if (!found) return;
}
`);
  expect(ok).toBe(false);
  expect(output).toContain('api/code.ts:13:8  a promise as a condition (always true): found');
  expect(output).toContain('api/code.ts:8:3  save()');
  expect(output).toContain('api/code.ts:9:3  c.json(save())');
  expect(output).toContain('api/code.ts:10:3  expect(save())');
  expect(output).toContain('api/code.ts:11:9  an async function where one returning nothing is expected');
});

it('passes code that waits for its promises, or says it does not on purpose', () => {
  const { ok, output } = check(`${HELPERS}
export async function run() {
  await save();
  void save();
  save().catch(() => undefined);
  c.json(await save());
  expect(await save()).toBe(1);
  await expect(save()).resolves.toBe(1);
  later(() => void save());
  const running: Promise<number> | undefined = Math.random() > 0.5 ? save() : undefined;
  if (running) await running;
  return save();
}
`);
  expect(output).toBe('');
  expect(ok).toBe(true);
});
