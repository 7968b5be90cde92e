// Development: the API with reload on change (tsx watch) and Vite with hot reload, proxied together on one address.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_DEV_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
// The browser talks to Vite, which passes /api and /idp on: sign-in must send her back to Vite's address.
const env = {
  PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
  ...process.env,
  NODE_ENV: 'development',
  PORT: apiPort,
  API_DEV_PORT: apiPort,
  WEB_DIST: 'var/no-web-build',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', webPort], { stdio: 'inherit', env: { ...process.env, API_DEV_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
