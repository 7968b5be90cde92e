// The messages of the shared schemas' validation issues are ids of the catalogue (`form.*`, shared/messages/en/form.ts),
// so the app and the API each say them in the reader's language; the numbers they quote come from the issue itself
// (zod's `maximum`). A message that is not an id (the contract's words for developers, zod's defaults) stays as it is.
import type { MessageId } from './messages/en.ts';

export const FORM_MESSAGE_PREFIX = 'form.';

/** What a zod issue carries that a message needs (zod 4's issue shape, loosely). */
export interface IssueLike {
  readonly message: string;
  readonly maximum?: unknown;
}

export interface IssueMessage {
  id: MessageId;
  values: Record<string, number>;
}

/** The catalogue id and arguments of an issue's message, or undefined when its message is plain text. */
export function issueMessage(issue: IssueLike): IssueMessage | undefined {
  if (!issue.message.startsWith(FORM_MESSAGE_PREFIX)) return undefined;
  const max = issue.maximum;
  return { id: issue.message as MessageId, values: typeof max === 'number' || typeof max === 'bigint' ? { max: Number(max) } : {} };
}
