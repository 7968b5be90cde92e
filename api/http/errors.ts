// Error answers in one shape: a human-readable message, and field issues for bad input.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { ErrorBody } from '../../shared/schemas/errors.ts';

export type { ErrorBody };

export function badRequest(c: Context, message: string, error?: z.ZodError) {
  const body: ErrorBody = { message };
  if (error) body.issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return c.json(body, 400);
}

export function notFound(c: Context) {
  return c.json({ message: `Nothing is found at ${c.req.method} ${c.req.path}.` } satisfies ErrorBody, 404);
}

export function onError(err: Error, c: Context) {
  if (err instanceof HTTPException) {
    const res = err.getResponse();
    return c.json({ message: err.message || res.statusText || 'Request refused' } satisfies ErrorBody, err.status);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: 'Something went wrong on our side. Please try again.' } satisfies ErrorBody, 500);
}
