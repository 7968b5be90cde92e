// Error answers in one shape: a human-readable message, and field issues for bad input. An unhandled error is logged
// without its message: drizzle puts a failed query's parameters there (emails, message text, search words).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/schemas/errors.ts';
import { errorKind, stackFrames, type Log } from '../log.ts';
import { redactPath } from './request-log.ts';

export type { ErrorBody };

export function badRequest(c: Context, message: string, error?: z.ZodError) {
  const body: ErrorBody = { message };
  if (error) body.issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return c.json(body, 400);
}

export function notFound(c: Context) {
  return c.json({ message: `Nothing is found at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404);
}

export function onError(log: Log) {
  return (err: Error, c: Context) => {
    if (err instanceof HTTPException) {
      const res = err.getResponse();
      return c.json({ message: err.message || res.statusText || 'Request refused' } satisfies ErrorBody, err.status);
    }
    const path = redactPath(c.req.path);
    const kind = errorKind(err);
    const stack = stackFrames(err);
    const requestId = c.get('requestId') as string | undefined;
    log.error('error', `Unhandled error on ${c.req.method} ${path}: ${kind}${requestId ? ` [${requestId}]` : ''}`, { requestId, method: c.req.method, path, error: kind, stack });
    return c.json({ message: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody, 500);
  };
}
