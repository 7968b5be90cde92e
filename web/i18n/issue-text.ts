// A validation issue of a shared schema as the page says it: its `form.*` message in the page's language, or its own
// text when it is not a message id (shared/form-issues.ts).
import { issueMessage, type IssueLike } from '../../shared/form-issues.ts';
import type { Translate } from './use-t.ts';

export function issueText(t: Translate, issue: IssueLike): string;
export function issueText(t: Translate, issue: IssueLike | undefined): string | undefined;
export function issueText(t: Translate, issue: IssueLike | undefined): string | undefined {
  if (!issue) return undefined;
  const message = issueMessage(issue);
  return message ? t(message.id, message.values) : issue.message;
}
