// Request logging (LOG_REQUESTS) that never writes what a visitor typed: query strings and search text are cut.
import { logger } from 'hono/logger';

/** "GET /api/resources/search?q=abortion 200" → "GET /api/resources/search?… 200". */
export function redactRequestLine(line: string): string {
  return line.replace(/(\/api\/resources\/search)\/[^\s?]+/g, '$1/…').replace(/\?[^\s]*/g, '?…');
}

export function requestLogger(print: (line: string) => void = console.log) {
  return logger((message, ...rest) => print([redactRequestLine(message), ...rest.map(String)].join(' ')));
}
