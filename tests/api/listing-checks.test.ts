// A listing an editor confirmed by phone: the day travels to devices with the listing, and the HSDS export's
// assured_date is that day, not the day a web page was read.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { applySeed, updateResourceForAdmin } from '../../api/db/resources-repo.ts';
import { tempDb, type TempDb } from '../fixtures/db.ts';
import { makeResource } from '../fixtures/factories.ts';

let t: TempDb;
beforeEach(async () => {
  t = await tempDb();
});
afterEach(() => t.close());

it('carries the phone confirmation to the lists and to HSDS assured_date', async () => {
  const listing = makeResource({ id: 'called', title: 'Called listing', verifiedAt: '2026-11-01', sourceDate: '2021' });
  await applySeed(t.db, [listing]);
  const { id: _id, ...fields } = listing;
  await updateResourceForAdmin(t.db, 'called', { ...fields, phoneConfirmedOn: '2026-11-24' }, async () => {});
  const app = createApp({ db: t.db });
  const [r] = (await (await app.request('http://localhost/api/resources')).json()) as { phoneConfirmedOn?: string; sourceDate?: string }[];
  expect(r).toMatchObject({ phoneConfirmedOn: '2026-11-24', sourceDate: '2021' });
  const page = (await (await app.request('http://localhost/api/hsds/services')).json()) as { contents: { name: string; assured_date: string }[] };
  expect(page.contents.find((s) => s.name === 'Called listing')?.assured_date).toBe('2026-11-24');
});
