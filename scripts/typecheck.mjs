// `npm run typecheck`: the three TypeScript projects and the floating-promise check, in two lanes at once (each is one
// process on one core; one after another they took 56 s of the test run on two cores, in two lanes about 33 s). Each
// check's output is printed whole when it ends, so two checks' errors never interleave; the exit code is the first
// failure's, after every check has run.
import { spawn } from 'node:child_process';

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
    const child = spawn('npx', command, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.once('error', (err) => {
      out.push(Buffer.from(`${err.message}\n`));
    });
    child.once('close', (code) => {
      const text = Buffer.concat(out).toString('utf8');
      process.stdout.write(`> ${command.join(' ')}${code === 0 ? '' : ` (failed: ${code})`}\n${text}`);
      resolve(code ?? 1);
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
