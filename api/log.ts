// The server's log: one line per request and per event (start, stop, seed, import, mail, feeds, backup). With
// LOG_FORMAT=json each line is a JSON object (pino), for log collectors; otherwise plain text. Nothing personal goes
// in: callers pass event names, counts and paths, never bodies, query strings, search text, emails, IP addresses or
// tokens (request paths are cut by api/http/request-log.ts).
import pino from 'pino';

export type LogEvent = 'start' | 'stop' | 'seed' | 'import' | 'mail' | 'feeds' | 'backup' | 'request' | 'retention' | 'error';

export interface Log {
  info(event: LogEvent, message: string, fields?: Record<string, unknown>): void;
  error(event: LogEvent, message: string, fields?: Record<string, unknown>): void;
  /** The same log as a plain line printer, for services that take one. */
  lines(event: LogEvent): (line: string) => void;
}

export type LogFormat = 'text' | 'json';

export function createLog(format: LogFormat = 'text', write?: (line: string) => void): Log {
  if (format === 'json') {
    const stream = write ? { write: (chunk: string) => write(chunk.trimEnd()) } : pino.destination({ dest: 1, sync: true });
    // No pid or hostname: a line says what happened, not where.
    const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, stream);
    const log: Log = {
      info: (event, message, fields = {}) => logger.info({ event, ...fields }, message),
      error: (event, message, fields = {}) => logger.error({ event, ...fields }, message),
      lines: (event) => (line) => log.info(event, line),
    };
    return log;
  }
  const out = write ?? ((line: string) => console.log(line));
  const err = write ?? ((line: string) => console.error(line));
  const log: Log = {
    info: (_event, message) => out(message),
    error: (_event, message) => err(message),
    lines: (event) => (line) => log.info(event, line),
  };
  return log;
}
