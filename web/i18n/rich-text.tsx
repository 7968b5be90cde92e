// The few markup tags messages may hold (<strong>, <kbd>, <hidden> for words only screen readers say), drawn as the app draws them: translators move the tag
// with the words, and the page keeps its look.
import type { ReactNode } from 'react';

export const RICH_TAGS = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  kbd: (chunks: ReactNode[]) => <kbd className="rounded border border-line px-1.5">{chunks}</kbd>,
  hidden: (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>,
};
