// What stops the server at start: a setting or a file that is wrong, said in one line that names it (no stack trace),
// and the reader of the JSON files the server needs at start (data/, NEWS_FEEDS_FILE).
import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** A start-up problem the operator can fix; its message is one line naming the variable or file. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** "feeds.0.url: Invalid URL (and 2 more problems)": the first problem, where it is, and how many more there are. */
export function oneLineIssues(error: z.ZodError, prefix = ''): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'is not valid';
  const at = [prefix, ...first.path.map(String)].filter(Boolean).join('.');
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length === 1 ? '' : 's'})` : '';
  return `${at ? `${at}: ` : ''}${first.message}${more}`;
}

/** Reads and checks a JSON file; every failure is a StartupError naming the file and what is wrong with it. */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S): z.output<S> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'the file does not exist' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder, not a file' : (code ?? 'it cannot be read');
    throw new StartupError(`${path} cannot be read: ${why}.`, { cause: err });
  }
  if (text.trim() === '') throw new StartupError(`${path} is empty: it must hold JSON.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new StartupError(`${path} is not valid JSON: ${firstLine(err instanceof Error ? err.message : String(err))}.`, { cause: err });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new StartupError(`${path} is not valid: ${oneLineIssues(parsed.error)}.`);
  return parsed.data;
}

export function firstLine(text: string): string {
  return (text.split('\n').find((l) => l.trim()) ?? '').trim().replace(/\.$/, '');
}

/** The one line printed when the server cannot start: the problem itself for a StartupError, else its first line. */
export function startupFailureLine(err: unknown): string {
  if (err instanceof StartupError) return `Cannot start: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  return `Cannot start: ${firstLine(message) || 'an unknown error'}.`;
}
