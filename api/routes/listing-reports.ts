// POST /api/listing-reports: "Report a problem" on a listing, stored at most once per Idempotency-Key (the outbox
// replays it offline-safe), rate limited with the other public writes. Nothing about who sent it is asked or kept.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listingReportReceiptSchema, listingReportSchema } from '../../shared/schemas/listing-report.ts';
import { serverMessage } from '../../shared/server-intl.ts';
import type { Db } from '../db/client.ts';
import { storeListingReport } from '../db/listing-reports-repo.ts';
import { idempotentJsonWrite, invalid } from '../http/idempotent-write.ts';
import { IDEMPOTENCY_KEY_HEADER, jsonBody, jsonResponse, problem } from '../http/openapi.ts';

const docs = describeRoute({
  tags: ['Directory'],
  summary: 'Report a problem with a listing',
  parameters: [IDEMPOTENCY_KEY_HEADER],
  requestBody: jsonBody(listingReportSchema),
  responses: {
    201: jsonResponse('Stored for the team to check', listingReportReceiptSchema),
    400: problem('The problem or the listing is missing or not valid'),
    404: problem('The listing is no longer in the directory'),
    422: problem('This Idempotency-Key was used for a different request'),
    429: problem('Too many reports from this client for now'),
  },
});

export function listingReportsRouter(db: Db) {
  return new Hono().post('/', docs, (c) =>
    idempotentJsonWrite(c, db, 'POST /api/listing-reports', async (body, locale, tx) => {
      const parsed = listingReportSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error, locale);
      const id = await storeListingReport(tx, parsed.data);
      if (!id) return { status: 404, body: { message: serverMessage(locale, 'api.listing.gone') } };
      return { status: 201, body: { id, message: serverMessage(locale, 'api.listing.thanks') } };
    }),
  );
}
