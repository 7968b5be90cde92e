// npm run bench:slow-phone: only the slow-phone walk (tests/bench/slow-phone.ts), on the built app; SLOW_PHONE_ROUTES
// (comma-separated) picks the routes.
import { startServer } from '../e2e/server.ts';
import { printLinkTaps, printSlowPhone, runLinkTaps, runSlowPhone, SLOW_PHONE_ROUTES } from './slow-phone.ts';

const routes = process.env.SLOW_PHONE_ROUTES?.split(',').filter(Boolean) ?? SLOW_PHONE_ROUTES;
const server = await startServer({ env: { LOG_REQUESTS: 'false' } });
try {
  printSlowPhone(await runSlowPhone(server.baseURL, routes), { verbose: process.env.SLOW_PHONE_VERBOSE === '1' });
  if (process.env.LINK_TAPS !== '0') printLinkTaps(await runLinkTaps(server.baseURL));
} finally {
  await server.stop();
}
