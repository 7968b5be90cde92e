// A JSON write run at most once per Idempotency-Key (see api/db/idempotency-repo.ts), with the same error shapes as
// every other answer.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { runOnce, type Answer } from '../db/idempotency-repo.ts';
import type { Locale } from '../../shared/locale.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { ErrorBody } from './errors.ts';
import { issueText, requestLocale, say } from './locale.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * 400 with the first problem as the message (the spec's wording, e.g. "Please fill in all required fields.") and every
 * field's issue, in the request's language.
 */
export function invalid(error: z.ZodError, locale: Locale): Answer {
  const first = error.issues[0];
  const body: ErrorBody = {
    message: first ? issueText(locale, first) : serverMessage(locale, 'api.invalid'),
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: issueText(locale, i) })),
  };
  return { status: 400, body };
}

/**
 * Reads the JSON body and runs `handle` inside the idempotency transaction, with the request's language (what it
 * writes keeps it; a replay gets the answer stored in it) and the transaction to write through. `afterWrite` runs only when something new was written
 * (not for a replay), e.g. to deliver queued mail.
 */
export async function idempotentJsonWrite(c: Context, db: Db, scope: string, handle: (body: unknown, locale: Locale, tx: Db) => Answer | Promise<Answer>, afterWrite?: () => void) {
  const locale = requestLocale(c);
  const key = c.req.header('idempotency-key');
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return c.json({ message: say(c, 'api.idempotencyKey') } satisfies ErrorBody, 400);
  }
  const raw = await c.req.text();
  const hash = createHash('sha256').update(raw).digest('hex');
  const outcome = await runOnce(db, key, scope, hash, async (tx) => {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: { message: serverMessage(locale, 'api.notJson') } satisfies ErrorBody };
    }
    return handle(body, locale, tx);
  });
  if (outcome.kind === 'conflict') {
    return c.json({ message: say(c, 'api.idempotencyConflict') } satisfies ErrorBody, 422);
  }
  if (outcome.kind === 'replayed') c.header('Idempotent-Replayed', 'true');
  // After the answer has gone: delivery's first steps must not make one answer slower than another (a newsletter
  // signup for a new address queues a mail, a known one does not; the time must not tell which).
  else if (outcome.answer.status < 300 && afterWrite) setImmediate(afterWrite);
  return c.json(outcome.answer.body, outcome.answer.status as ContentfulStatusCode);
}
