// `npm run typecheck`: the three TypeScript projects and the floating-promise check, in two lanes at once (each is one
// process on one core; one after another they took 56 s on this two-core machine, in two lanes 48 s with npm's own
// start). Each check's output is printed whole when it ends, so two checks' errors never interleave; the exit code is
// the first failure's, after every check has run. The project's own tsc and tsx are run, never one npx would fetch.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const LANES = [
  [['tsc', '-p', 'tsconfig.json', '--noEmit']],
  [
    ['tsc', '-p', 'tsconfig.server.json', '--noEmit'],
    ['tsc', '-p', 'web/tsconfig.sw.json'],
    ['tsx', 'scripts/check-floating-promises.ts'],
  ],
];

/** Runs one check and resolves with its exit code, having printed what it said. */
function run(command) {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(join(import.meta.dirname, '..', 'node_modules', '.bin', bin), args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.once('error', (err) => {
      out.push(Buffer.from(`${err.message}\n`));
    });
    child.once('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      const failed = code ?? 1;
      process.stdout.write(`> ${command.join(' ')}${failed === 0 ? '' : ` (failed: ${code ?? 'stopped'})`}\n${text}`);
      resolve(failed);
    });
  });
}

const codes = await Promise.all(
  LANES.map(async (lane) => {
    const laneCodes = [];
    for (const command of lane) laneCodes.push(await run(command));
    return laneCodes;
  }),
);
process.exitCode = codes.flat().find((code) => code !== 0) ?? 0;
