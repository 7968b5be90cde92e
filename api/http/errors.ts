// Error answers in one shape: a human-readable message, and field issues for bad input. An unhandled error is logged
// without its message: drizzle puts a failed query's parameters there (emails, message text, search words).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/schemas/errors.ts';
import { errorKind, stackFrames, type Log } from '../log.ts';
import { issueText, requestLocale, say } from './locale.ts';
import { redactPath } from './request-log.ts';

export type { ErrorBody };

/** `message` may be a validation message id (shared/form-issues.ts): it is said in the request's language like the issues. */
export function badRequest(c: Context, message: string, error?: z.ZodError) {
  const locale = requestLocale(c);
  // When the message is an issue's own, said with that issue: its numbers ("at most {max}") come from it.
  const issue = error?.issues.find((i) => i.message === message);
  const body: ErrorBody = { message: issueText(locale, issue ?? { message }) };
  if (error) body.issues = error.issues.map((i) => ({ path: i.path.join('.'), message: issueText(locale, i) }));
  return c.json(body, 400);
}

export function notFound(c: Context) {
  return c.json({ message: say(c, 'api.notFound', { method: c.req.method, path: c.req.path }) } satisfies ErrorBody, 404);
}

export function onError(log: Log) {
  return (err: Error, c: Context) => {
    if (err instanceof HTTPException) {
      const res = err.getResponse();
      return c.json({ message: err.message || res.statusText || say(c, 'api.refused') } satisfies ErrorBody, err.status);
    }
    const path = redactPath(c.req.path);
    const kind = errorKind(err);
    const stack = stackFrames(err);
    const requestId = c.get('requestId') as string | undefined;
    log.error('error', `Unhandled error on ${c.req.method} ${path}: ${kind}${requestId ? ` [${requestId}]` : ''}`, { requestId, method: c.req.method, path, error: kind, stack });
    return c.json({ message: say(c, 'api.serverError') } satisfies ErrorBody, 500);
  };
}
