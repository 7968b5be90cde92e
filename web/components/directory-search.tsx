// The search box and result grid of every directory page. The text lives in memory for the visit (never in the address
// or history: a search can reveal her situation); under 3 characters the page's list shows, from 3 (or "dv") results.
import { DIRECTORY_SEARCH_KEY, SEARCH_PARAM } from './search-param.ts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CategoryKey } from '../../shared/categories.ts';
import { RESULTS_PAGE_SIZE, SKELETON_CARDS } from '../../shared/limits.ts';
import { buttonStyles } from './button-styles.ts';
import { CloseIcon, SearchIcon } from './icons.tsx';
import { ListedResourceCard, ResourceCardSkeleton } from './resource-card.tsx';
import { useRememberedText, useTextFromAddressOnce } from './search-memory.ts';
import { useDirectorySearch } from './use-directory-search.ts';
import { SuggestListing } from './suggest-listing.tsx';
import { SyncStatusLine } from '../shell/sync-status-line.tsx';
import { useOnline } from './use-online.ts';
import { useSyncStatus } from '../local/sync-status.ts';
import { isOpenNow } from '../../shared/open-hours.ts';
import { OpenNowFilter, OpenNowNote } from './open-now-filter.tsx';
import { useMinute } from './use-minute.ts';
import { SOURCE_NOTE_IDS, type SourceNote } from './source-notes.ts';
import { useT } from '../i18n/use-t.ts';
import { useHeldStates } from '../local/use-held-states.ts';
import { useProgressiveCount } from './use-progressive-count.ts';

export interface EmptyMessages {
  title: string;
  /** Shown when a search found nothing. */
  searching: (text: string) => string;
  /** Shown when the page's list itself is empty. */
  idle: string;
}

interface DirectorySearchProps {
  heading: string;
  /** Only for a list right under the page title that already names it: the heading is kept for screen readers but not
   * shown on a phone, so the first listing starts within the first screen. */
  headingHiddenOnPhone?: boolean;
  /** The categories this page lists; empty for all. */
  categories: readonly CategoryKey[];
  searchLabel?: string;
  /** Example words, shown under the label. */
  hint?: string;
  empty: EmptyMessages;
}

export { DIRECTORY_SEARCH_KEY, SEARCH_PARAM };

/** How long the result count must stay the same before screen readers are told. */
const ANNOUNCE_DELAY_MS = 800;

/** The value once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function DirectorySearch({ heading, headingHiddenOnPhone = false, categories, searchLabel, hint, empty }: DirectorySearchProps) {
  const t = useT();
  // Her words stay in memory, shared by the directory's pages: never in the address or the tab's history.
  useTextFromAddressOnce(SEARCH_PARAM, DIRECTORY_SEARCH_KEY);
  const [draft, update] = useRememberedText(DIRECTORY_SEARCH_KEY);
  const inputRef = useRef<HTMLInputElement>(null);

  const { mode, results: found, source, fallback, problem } = useDirectorySearch(draft, categories);
  const [openOnly, setOpenOnly] = useState(false);
  const now = useMinute();
  const results = openOnly && found ? found.filter((r) => isOpenNow(r, new Date(now))) : found;
  const [shown, setShown] = useState(RESULTS_PAGE_SIZE);
  // Drawn a few cards at a time (use-progressive-count.ts): the count and "Show more" speak of `shown`.
  const drawn = useProgressiveCount(Math.min(shown, results?.length ?? 0));
  const listKey = `${mode}\n${draft.trim()}\n${categories.join(',')}\n${openOnly}`;
  // A new search or list starts from its first page again.
  useEffect(() => setShown(RESULTS_PAGE_SIZE), [listKey]);
  const online = useOnline();
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-input`;
  const trimmed = draft.trim();

  let status = '';
  if (problem) status = problem.reason === 'tooLong' ? t('directory.search.tooLong', { max: problem.max }) : t('directory.search.controlChars');
  else if (results === undefined) status = mode === 'search' ? t('directory.search.searching') : t('directory.search.loading');
  else if (mode === 'search') status = t(openOnly ? 'directory.search.resultsOpen' : 'directory.search.results', { count: results.length, text: trimmed });
  else status = t(openOnly ? 'directory.search.resourcesOpen' : 'directory.search.resources', { count: results.length });
  // navigator.onLine can say "online" with no way through (and does under emulated offline): a failed sync counts too.
  const syncOffline = useSyncStatus((s) => s.state === 'offline');
  const held = useHeldStates();
  // Where the list came from, said plainly (source-notes.ts).
  let note: SourceNote | undefined;
  if (problem || results === undefined) note = undefined;
  else if (mode === 'list') note = held === undefined ? undefined : held.length ? 'list' : 'listNoStates';
  else if (source === 'server') note = 'server';
  else if (!online || syncOffline) note = 'offline';
  else note = fallback === 'unreachable' ? 'unreachable' : 'waiting';
  // Read out with the count only when the device stands in for the whole directory.
  const spoken = note === 'offline' || note === 'unreachable' ? `. ${t(SOURCE_NOTE_IDS[note])}` : '';
  const announcement = useSettled(results === undefined ? '' : `${status}${spoken}`, ANNOUNCE_DELAY_MS);

  return (
    // Tighter on a phone, so the first listing starts within the first screen.
    <section aria-labelledby={headingId} className="mt-8 sm:mt-10">
      <h2 id={headingId} className={`m-0 text-xl font-bold sm:text-2xl ${headingHiddenOnPhone ? 'max-sm:sr-only' : ''}`}>
        {heading}
      </h2>
      <form role="search" className={headingHiddenOnPhone ? 'sm:mt-4' : 'mt-4'} onSubmit={(e: FormEvent) => e.preventDefault()}>
        <label htmlFor={inputId} className="block font-semibold">
          {searchLabel ?? t('directory.search.label')}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 mb-1.5 text-sm text-ink-muted">
          {hint ?? t('directory.search.hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          {/* A basis narrow enough that the Search button stays beside the box down to 320 px. */}
          <div className="relative min-w-0 flex-[1_1_10rem]">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={draft}
              onChange={(e) => update(e.target.value)}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${id}-hint ${id}-status ${id}-source`}
              className="min-h-11 w-full rounded-md border-2 border-line bg-surface py-2 pr-11 pl-10 text-base text-ink placeholder:text-ink-muted focus:border-brand [&::-webkit-search-cancel-button]:appearance-none"
            />
            {draft && (
              <button
                type="button"
                onClick={() => {
                update('');
                // The button goes away with the text: keep the keyboard in the search box.
                inputRef.current?.focus();
              }}
                className="absolute top-1/2 right-1 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-brand-soft hover:text-link"
              >
                <CloseIcon className="size-5" />
                <span className="sr-only">{t('directory.search.clear')}</span>
              </button>
            )}
          </div>
          <button type="submit" className={buttonStyles.primary}>
            {t('directory.search.button')}
          </button>
        </div>
      </form>
      {/* The count and the directory's freshness share a line where they fit. */}
      <div className="mt-2 flex flex-wrap items-center gap-x-3">
        <p id={`${id}-status`} className={`m-0 text-sm ${problem ? 'font-semibold text-crisis-ink' : 'text-ink-muted'}`}>
          {status}
        </p>
        {/* A list says where it comes from in a few words here (the detail is under it): on a phone this row has room
            for them, and the first listing still starts within the first screen. */}
        {mode === 'list' && note && <p className="m-0 text-sm text-ink-muted">{t(SOURCE_NOTE_IDS.listShort)}</p>}
        {/* Read out once typing settles, not on every keystroke and again when the server answers. */}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* On a phone these two have a line of their own: the count's words and the list's note arrive with the
            results, and the sync's words change while the directory downloads; each change would otherwise move the
            row's wrapping, and every listing under it. */}
        <div className="flex flex-wrap items-center gap-x-3 max-sm:basis-full">
          <OpenNowFilter checked={openOnly} onChange={setOpenOnly} />
          <SyncStatusLine />
        </div>
      </div>
      {mode === 'search' && note && (
        <p id={`${id}-source`} data-source-note={note} className={`mt-1 mb-0 text-sm ${note === 'offline' || note === 'unreachable' ? 'text-ink' : 'text-ink-muted'}`}>
          {t(SOURCE_NOTE_IDS[note])}
        </p>
      )}
      {openOnly && <OpenNowNote className="mt-1 mb-0 text-sm text-ink-muted" />}

      {results === undefined ? (
        <ul aria-busy="true" aria-label={t('directory.search.loadingList')} className="m-0 mt-3 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i}>
              <ResourceCardSkeleton />
            </li>
          ))}
        </ul>
      ) : results.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-line bg-surface p-8 text-center">
          <h3 className="m-0 text-lg font-bold">{empty.title}</h3>
          <p className="mt-2 mb-0 text-ink-muted">
            {openOnly && found?.length ? t('directory.search.noneOpen', { count: found.length }) : mode === 'search' ? empty.searching(trimmed) : empty.idle}
          </p>
        </div>
      ) : (
        <>
          {/* Busy while its cards are still being drawn in steps: a screen reader waits for the whole list. */}
          <ul aria-busy={drawn < Math.min(shown, results.length) || undefined} className="m-0 mt-3 grid list-none gap-4 p-0 sm:grid-cols-2 xl:grid-cols-3">
            {results.slice(0, drawn).map((r) => (
              <li key={r.id} className="min-w-0">
                <ListedResourceCard resource={r} />
              </li>
            ))}
          </ul>
          {results.length > shown && (
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <button type="button" onClick={() => setShown((n) => n + RESULTS_PAGE_SIZE)} className={`${buttonStyles.secondary} cursor-pointer`}>
                {t('directory.search.more', { count: Math.min(RESULTS_PAGE_SIZE, results.length - shown) })}
              </button>
              <span className="text-sm text-ink-muted">
                {t('directory.search.showing', { shown, total: results.length })}
              </span>
            </div>
          )}
          {mode === 'list' && note && (
            <p id={`${id}-source`} data-source-note={note} className="mt-4 mb-0 text-sm text-ink-muted">
              {t(SOURCE_NOTE_IDS[note])}
            </p>
          )}
        </>
      )}
      {/* A service she knows of that is not here, whether or not the list found something. */}
      <SuggestListing {...(categories.length === 1 ? { category: categories[0] } : {})} />
    </section>
  );
}
