// Parts shared by the three built-in directories (organizations, funding, business owners): the search box with its
// clear button, category buttons with counts, the summary line, category groups, badges cut at a number, and the
// filters kept in the address so Back and a shared link restore them.
import { accentBorder } from './accent.ts';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMemoryTexts, useTextsFromAddressOnce } from './search-memory.ts';
import { cutBadges } from '../../shared/directories/filter.ts';
import { useUrlDraft } from './use-url-draft.ts';
import { useIntl } from 'react-intl';
import type { SyncOutcome } from '../local/sync.ts';
import { buttonStyles, fieldStyles } from './button-styles.ts';
import { ResourceCardSkeleton } from './resource-card.tsx';
import { CloseIcon, SearchIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import { updatedWords } from './listing-words.ts';

/**
 * Filter values kept in the address (?q=&category=...); empty and 'all' are left out of it. Text keys default to ''.
 * `allowed` lists the values a choice key accepts: anything else in the address (an old or mistyped link) is 'all'.
 * "Clear all filters" clears `keys` but not `keep` (e.g. the open tab).
 */
export function useUrlFilters<K extends string>(keys: readonly K[], textKeys: readonly K[] = ['q' as K], allowed: Partial<Record<K, readonly string[]>> = {}, keep: readonly K[] = []) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // Typed words stay in memory for the visit (never in the address: a search can reveal her situation); choices
  // (category, sort) stay in the address, so Back and a shared link restore them.
  const memoryKey = (k: K) => `${pathname}:${k}`;
  useTextsFromAddressOnce(textKeys.map((k) => [k, memoryKey(k)] as const));
  const { texts, remember } = useMemoryTexts();
  const values = Object.fromEntries(
    keys.map((k) => {
      if (textKeys.includes(k)) return [k, texts[memoryKey(k)] ?? ''];
      const raw = params.get(k);
      const ok = raw !== null && (allowed[k] ? allowed[k].includes(raw) : true);
      return [k, ok ? raw : 'all'];
    }),
  ) as Record<K, string>;
  const set = useCallback(
    (key: K, value: string) => {
      if (textKeys.includes(key)) {
        remember(`${pathname}:${key}`, value);
        return;
      }
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!value || value === 'all') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, textKeys, remember, pathname],
  );
  const clear = useCallback(() => {
    for (const k of textKeys) if (!keep.includes(k)) remember(`${pathname}:${k}`, '');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const k of keys) if (!keep.includes(k)) next.delete(k);
        return next;
      },
      { replace: true },
    );
    // The button that was pressed goes away: keyboard users continue in the search box.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('main [role="search"] input')?.focus());
  }, [setParams, keys, keep, textKeys, remember, pathname]);
  return { values, set, clear };
}

export function SearchBox({ label, value, onChange, hint }: { label: string; value: string; onChange: (v: string) => void; hint?: string }) {
  const id = useId();
  const t = useT();
  // The box keeps its own text: a keystroke is never undone by an older address arriving late.
  const [draft, setDraft] = useUrlDraft(value);
  const change = (v: string) => {
    setDraft(v);
    onChange(v);
  };
  return (
    <div role="search" aria-label={label}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="m-0 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="relative mt-1">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          className={`${fieldStyles} mt-0 pr-12 pl-9 [&::-webkit-search-cancel-button]:appearance-none`}
          value={draft}
          onChange={(e) => change(e.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
        />
        {draft && (
          <button
            type="button"
            onClick={() => {
              change('');
              document.getElementById(id)?.focus();
            }}
            className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-ink-muted hover:bg-brand-soft hover:text-link"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">{t('directory.search.clear')}</span>
          </button>
        )}
      </div>
    </div>
  );
}

export interface FilterOption {
  key: string;
  label: string;
}

/** A row of toggle buttons, one pressed ("All" plus one per category). */
export function FilterButtons({ label, options, value, onChange }: { label: string; options: readonly FilterOption[]; value: string; onChange: (key: string) => void }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={value === o.key}
          onClick={() => onChange(o.key)}
          className="min-h-11 cursor-pointer rounded-full border-2 border-line bg-surface px-4 py-2 text-sm font-semibold text-ink hover:border-brand aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-on-brand"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** How long the summary must stay the same before screen readers are told (not on every keystroke). */
const ANNOUNCE_DELAY_MS = 800;

export function SummaryBar({ summary, active, onClear }: { summary: string; active: boolean; onClear: () => void }) {
  const t = useT();
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSpoken(summary), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [summary]);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p data-summary="" className="m-0 font-semibold">
        {summary}
      </p>
      <p role="status" className="sr-only">
        {spoken}
      </p>
      {active && (
        <button type="button" className={buttonStyles.ghost} onClick={onClear}>
          {t('directory.builtin.clearFilters')}
        </button>
      )}
    </div>
  );
}

export function CategoryGroup({ id, title, description, count, colour, children }: { id: string; title: string; description: string; count: number; colour: string; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className={`mt-8 rounded-xl border border-line bg-surface-2 p-4 sm:p-6 ${accentBorder(colour)}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="m-0 text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        <span className="rounded-full bg-surface px-3 py-1 text-sm font-bold text-heading">
          {t('directory.builtin.entries', { count })}
        </span>
      </div>
      <p className="mt-1 mb-0 text-ink-muted">{description}</p>
      <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">{children}</ul>
    </section>
  );
}

/** At most `max` badges, then "+N more" (spec: 3 on organization cards, 5 on funding cards). */
export function Badges({ items, max, label }: { items: readonly string[]; max: number; label: string }) {
  const { shown, more } = cutBadges(items, max);
  const t = useT();
  return (
    <ul aria-label={label} className="m-0 flex list-none flex-wrap gap-1.5 p-0">
      {shown.map((i) => (
        <li key={i} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-heading">
          {i}
        </li>
      ))}
      {more > 0 && <li className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold text-ink-muted">{t('directory.builtin.more', { count: more })}</li>}
    </ul>
  );
}

/** Says when the copy on the device could not be refreshed, and from when it is. */
export function DeviceCopyNote({ status, syncedAt, empty }: { status: SyncOutcome | 'syncing'; syncedAt: number | undefined; empty: boolean }) {
  const t = useT();
  const intl = useIntl();
  if (status !== 'offline' && status !== 'error') return null;
  const when = syncedAt ? updatedWords(t, intl, syncedAt) : undefined;
  return (
    <p className="mt-4 mb-0 rounded-lg border border-line bg-surface-2 p-4">
      {status === 'offline' ? t('directory.builtin.offline') : t('directory.builtin.notUpdated')}{' '}
      {empty ? t('directory.builtin.notOnDevice') : when ? t('directory.builtin.deviceCopyWhen', { when }) : t('directory.builtin.deviceCopy')}
    </p>
  );
}

/** A labelled fact on a card ("Grant amount: Up to $10,000"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-1.5 text-sm">
      <dt className="font-semibold">{label}:</dt>
      <dd className="m-0">{children}</dd>
    </div>
  );
}

/** Six placeholder cards while a directory first arrives (spec: 6 skeletons). */
export function LoadingCards({ label }: { label: string }) {
  return (
    <ul aria-busy="true" aria-label={label} className="m-0 mt-6 grid list-none gap-4 p-0 md:grid-cols-2">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <ResourceCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
