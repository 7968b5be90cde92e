// What the page and the device worker say to each other (web/local/device-worker.ts, web/local/sync-worker.ts).
import type { SentNotice } from '../../shared/outbox/notices.ts';
import type { SessionEndReason } from './account-sync.ts';
import type { Refusal } from './outbox-handlers.ts';
import type { SyncOutcome } from './sync-pull.ts';
import type { NewsFetchOutcome, NewsQuery } from './news-fetch.ts';

export type WorkerRequest =
  | { type: 'pull' }
  /** Start the outbox's replays; `visible` says whether she is looking at the page (only then are notices told). */
  | { type: 'outbox-start'; visible: boolean }
  | { type: 'outbox-replay' }
  | { type: 'visible'; visible: boolean }
  | { type: 'account-check' }
  /** A page of news, fetched and checked (web/local/news-fetch.ts); the page writes it. */
  | { type: 'news'; id: number; query: NewsQuery };

export type WorkerReply =
  | { type: 'pulled'; outcome: SyncOutcome }
  | { type: 'outbox-refused'; refusals: Refusal[] }
  | { type: 'outbox-sent'; notices: SentNotice[] }
  | { type: 'account-checked'; ended: SessionEndReason | undefined }
  | { type: 'news-checked'; id: number; outcome: NewsFetchOutcome };
