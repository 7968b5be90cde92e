// The baseline for the API benchmark: plain node:http answering with the same bytes and the same ETag logic.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY_B64 ?? '', 'base64');
const etag = process.env.BENCH_ETAG ?? '"x"';
const encoding = process.env.BENCH_ENCODING;

const server = createServer((req, res) => {
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.byteLength,
    ETag: etag,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  if (addr && typeof addr === 'object') console.log(`Listening on http://127.0.0.1:${addr.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
