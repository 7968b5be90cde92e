// POST /api/contact: a message to the team, stored with its staff notification, at most once per Idempotency-Key.
import { Hono } from 'hono';
import { CONTACT_SUCCESS_MESSAGE, contactMessageSchema } from '../../shared/schemas/contact.ts';
import type { Db } from '../db/client.ts';
import { storeContactMessage } from '../db/contact-repo.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';

export function contactRouter(db: Db, afterWrite: () => void) {
  return new Hono().post('/', (c) =>
    idempotentJsonWrite(
      c,
      db,
      'POST /api/contact',
      (body) => {
        const parsed = contactMessageSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const id = storeContactMessage(db, parsed.data);
        return { status: 201, body: { id, message: CONTACT_SUCCESS_MESSAGE } };
      },
      afterWrite,
    ),
  );
}
