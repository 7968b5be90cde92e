// POST /api/listing-suggestions: "Suggest a listing" (issue 37), stored at most once per Idempotency-Key (the outbox
// replays it offline-safe), rate limited with the other public writes. Nothing is published by itself: an editor
// checks the service and publishes a listing made from it, or declines it (api/routes/admin.ts).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listingSuggestionReceiptSchema, listingSuggestionSchema } from '../../shared/schemas/listing-suggestion.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from '../db/client.ts';
import { storeSuggestion } from '../db/suggestions-repo.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, problem } from '../http/openapi.ts';

const docs = describeRoute({
  tags: ['Directory'],
  summary: 'Suggest a service the directory is missing',
  parameters: [IDEMPOTENCY_KEY_HEADER],
  requestBody: jsonBody(listingSuggestionSchema),
  responses: {
    201: jsonResponse('Stored for an editor to check; nothing is published by itself', listingSuggestionReceiptSchema),
    400: problem('A field is missing or not valid (the message says which)'),
    422: problem('This Idempotency-Key was used for a different request'),
    429: problem('Too many writes from this client for now'),
  },
});

export function listingSuggestionsRouter(db: Db) {
  return new Hono().post('/', docs, (c) =>
    idempotentJsonWrite(c, db, 'POST /api/listing-suggestions', async (body, locale, tx) => {
      const parsed = listingSuggestionSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error, locale);
      const id = await storeSuggestion(tx, parsed.data);
      return { status: 201, body: { id, message: serverMessage(locale, 'api.suggestion.thanks') } };
    }),
  );
}
