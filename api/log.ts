// The server's log: one line per request and per event (start, stop, seed, import, mail, feeds, backup). With
// LOG_FORMAT=json each line is a JSON object (pino), for log collectors; otherwise plain text. Information goes to
// stdout, warnings and errors to stderr, in both formats. Nothing personal goes in: callers pass event names, counts
// and paths, never bodies, query strings, search text, emails, IP addresses or tokens (request paths are cut by
// api/http/request-log.ts, unhandled errors by api/http/errors.ts).
import pino from 'pino';

export type LogEvent = 'start' | 'stop' | 'seed' | 'import' | 'mail' | 'feeds' | 'backup' | 'request' | 'retention' | 'error';
export type LogLevel = 'info' | 'warn' | 'error';

/** A plain line printer for services that take one; failures pass 'warn' or 'error'. */
export type LineLog = (line: string, level?: LogLevel) => void;

export interface Log {
  info(event: LogEvent, message: string, fields?: Record<string, unknown>): void;
  warn(event: LogEvent, message: string, fields?: Record<string, unknown>): void;
  error(event: LogEvent, message: string, fields?: Record<string, unknown>): void;
  /** The same log as a line printer for one event. */
  lines(event: LogEvent): LineLog;
}

export type LogFormat = 'text' | 'json';

/** For services' defaults: information to stdout, warnings and errors to stderr. */
export const consoleLines: LineLog = (line, level = 'info') => (level === 'info' ? console.log(line) : console.error(line));

// Errors are logged by kind and place, never by message: a failed query's message holds its parameters.
/** An error's kind, in words that never hold data: its class name and code ("SQLITE_CONSTRAINT"), and its cause's. */
export function errorKind(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // Some libraries' errors keep the name "Error" (pg's say "error"): their class says more.
    const name = (e.name === 'Error' || e.name === 'error') && e.constructor.name ? e.constructor.name : e.name;
    parts.push(typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? `${name} (${code})` : name);
  }
  return parts.join(' caused by ') || typeof err;
}

/** Where it happened: the stack's frames only. A stack opens with the message (of any number of lines): cut it. */
export function stackFrames(err: unknown): string {
  if (!(err instanceof Error)) return '';
  let stack = err.stack ?? '';
  const at = err.message ? stack.indexOf(err.message) : -1;
  if (at !== -1) stack = stack.slice(at + err.message.length);
  return stack
    .split('\n')
    .filter((line) => /^ {4}at [^\n]*:\d+:\d+\)?$/.test(line))
    .join('\n');
}


function jsonStream(write?: (line: string) => void) {
  if (write) return { write: (chunk: string) => write(chunk.trimEnd()) };
  // Synchronous writes: a line written just before an exit (a start-up error) is not lost.
  return pino.multistream(
    [
      { level: 'info', stream: pino.destination({ dest: 1, sync: true }) },
      { level: 'warn', stream: pino.destination({ dest: 2, sync: true }) },
    ],
    { dedupe: true },
  );
}

export function createLog(format: LogFormat = 'text', write?: (line: string) => void): Log {
  let log: Log;
  if (format === 'json') {
    // No pid or hostname: a line says what happened, not where.
    const logger = pino({ base: undefined, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, jsonStream(write));
    log = {
      info: (event, message, fields = {}) => logger.info({ event, ...fields }, message),
      warn: (event, message, fields = {}) => logger.warn({ event, ...fields }, message),
      error: (event, message, fields = {}) => logger.error({ event, ...fields }, message),
      lines: (event) => (line, level = 'info') => log[level](event, line),
    };
    return log;
  }
  const out = write ?? ((line: string) => console.log(line));
  const err = write ?? ((line: string) => console.error(line));
  log = {
    info: (_event, message) => out(message),
    warn: (_event, message) => err(message),
    // A stack, when one is given, follows its line (JSON keeps it in its own field).
    error: (_event, message, fields) => err(typeof fields?.stack === 'string' && fields.stack ? `${message}\n${fields.stack}` : message),
    lines: (event) => (line, level = 'info') => log[level](event, line),
  };
  return log;
}
