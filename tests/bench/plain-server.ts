// The baseline for the API benchmark: plain node:http answering with the same bytes, headers and ETag logic as the app.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { z } from 'zod';

// The body comes as a file: the directory's list is larger than an environment variable may be.
const body = readFileSync(process.env.BENCH_BODY_FILE ?? '/dev/null');
const etag = process.env.BENCH_ETAG ?? '"x"';
const headers = z.record(z.string(), z.string()).parse(JSON.parse(process.env.BENCH_HEADERS ?? '{}'));
const { 'content-type': contentType, 'content-encoding': encoding, ...common } = headers;

const server = createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...common,
    'content-type': contentType ?? 'application/json',
    'content-length': body.byteLength,
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  if (addr && typeof addr === 'object') console.log(`Listening on http://127.0.0.1:${addr.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
