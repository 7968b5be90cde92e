// POST /api/contact: a message to the team, stored with its staff notification, at most once per Idempotency-Key.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { contactMessageSchema, contactReceiptSchema } from '../../shared/schemas/contact.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from '../db/client.ts';
import { storeContactMessage } from '../db/contact-repo.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, problem } from '../http/openapi.ts';

const docs = describeRoute({
  tags: ['Contact'],
  summary: 'Send a message to the team',
  parameters: [IDEMPOTENCY_KEY_HEADER],
  requestBody: jsonBody(contactMessageSchema),
  responses: {
    201: jsonResponse('Stored; the team is told', contactReceiptSchema),
    400: problem('A required field is missing or not valid (the first problem as the message, every field’s issue)'),
    422: problem('This Idempotency-Key was used for a different request'),
    429: problem('Too many messages from this client for now'),
  },
});

export function contactRouter(db: Db, afterWrite: () => void) {
  return new Hono().post('/', docs, (c) =>
    idempotentJsonWrite(
      c,
      db,
      'POST /api/contact',
      async (body, locale, tx) => {
        const parsed = contactMessageSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error, locale);
        const id = await storeContactMessage(tx, parsed.data, locale);
        return { status: 201, body: { id, message: serverMessage(locale, 'api.contact.thanks') } };
      },
      afterWrite,
    ),
  );
}
