// One directory record as a card: badges, what it offers, how to reach it (call, text, TTY, website) and where it is.
import type { ReactNode } from 'react';
import { CATEGORY_LABELS } from '../../shared/categories.ts';
import { checkedLine } from '../../shared/format.ts';
import { smsHref, telHref } from '../../shared/hotlines.ts';
import type { Resource } from '../../shared/schemas/resource.ts';
import { normalizeUrl } from '../../shared/web-address.ts';
import { stateName } from '../../shared/us-states.ts';
import { CheckIcon, ClockIcon, ExternalIcon, LockIcon, MapPinIcon, MessageIcon, PhoneIcon } from './icons.tsx';
import { SaveButton } from './save-button.tsx';
import { ReportProblemButton } from './report-problem-button.tsx';
import { useLikelyOnline } from './use-online.ts';
import { listingStateOf } from '../../shared/analytics/events.ts';
import { countUsage } from '../local/count.ts';
import { openStatus, openStatusText, weekLines } from '../../shared/open-hours.ts';
import { useMinute } from './use-minute.ts';

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold';
const action =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold no-underline transition-colors';

/**
 * The street address when there is a public one; the ZIP code when only that is known (never a false street);
 * otherwise where the service is offered.
 */
function addressLine(r: Resource): string {
  if (r.address) return [r.address, r.city, r.state, r.zip].filter(Boolean).join(', ');
  if (r.approximatePlace && r.zip) return `Near ZIP ${r.zip}${r.city ? ` (${[r.city, r.state].filter(Boolean).join(', ')})` : ''}: no street address published`;
  if (r.city || r.state) return `Serves ${[r.city, stateName(r.state)].filter(Boolean).join(', ')}`;
  if (r.serviceArea === 'national') return 'Serves the whole United States';
  if (r.serviceArea === 'local') return r.serviceAreas?.length ? `Serves ${r.serviceAreas.join('; ')}` : 'Serves its local area';
  return `Serves ${stateName(r.serviceArea) ?? r.serviceArea}`;
}

/** "Call 305-555-0100 ext. 12" */
function withExtension(p: { number: string; extension?: string }): string {
  return p.extension ? `${p.number} ext. ${p.extension}` : p.number;
}

/** Open now or not, in the listing's own time, then its week and any note on hours. */
function OpenHours({ resource: r }: { resource: Resource }) {
  const now = useMinute();
  const status = openStatus(r, new Date(now));
  if (!status && !r.hours) return null;
  const words = status && openStatusText(status);
  const lines = r.schedule && !r.isOpen24Hours ? weekLines(r.schedule) : [];
  return (
    <li className="flex items-start gap-2">
      <ClockIcon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {words && (
          <p className="m-0">
            <strong className={status.open ? 'text-success' : 'text-ink'}>{words.headline === 'Open 24 hours' && r.isOpen24Hours ? 'Open 24 hours, 7 days a week' : words.headline}</strong>
            {words.detail && ` · ${words.detail}`}
          </p>
        )}
        {r.hours && <p className="m-0">{r.hours}</p>}
        {lines.length > 0 && (
          <details className="mt-0.5">
            <summary className="inline-flex min-h-6 cursor-pointer items-center text-link">Opening hours ({r.state ? `${r.state} time` : 'local time'})</summary>
            <ul className="m-0 mt-1 list-none p-0">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </details>
        )}
      </div>
    </li>
  );
}

interface ResourceCardProps {
  resource: Resource;
  headingLevel?: 2 | 3;
  /** Shown above the badges (the housing assistant's match and emergency banner, a distance). */
  before?: ReactNode;
  /** Shown after the details, before the ways to reach it (the housing assistant's reasons). */
  after?: ReactNode;
}

export function ResourceCard({ resource: r, headingLevel = 3, before, after }: ResourceCardProps) {
  const online = useLikelyOnline();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const voice = r.phones.filter((p) => p.kind === 'voice');
  const mainVoice: { number: string; extension?: string } | undefined = voice[0] ?? (r.phoneNumber ? { number: r.phoneNumber } : undefined);
  const texts = r.phones.filter((p) => p.kind === 'text');
  const tty = r.phones.find((p) => p.kind === 'tty');
  const address = addressLine(r);
  const titleId = `resource-${r.id}`;
  // Counted by category and the state it serves, never which listing or who.
  const counted = () => countUsage('connect', r.category, listingStateOf(r));
  return (
    <article aria-labelledby={titleId} className="flex h-full min-w-0 flex-col rounded-lg [overflow-wrap:anywhere] border border-line bg-surface p-5 shadow-card">
      {before}
      <div className="flex flex-wrap gap-1.5">
        <span className={`${badge} bg-brand-soft text-heading`}>{CATEGORY_LABELS[r.category]}</span>
        {r.isEmergency && <span className={`${badge} bg-crisis text-on-crisis`}>Emergency</span>}
        {/* Only a phone call confirms a listing; a web page read is said plainly at the foot of the card. */}
        {r.phoneConfirmedOn && (
          <span className={`${badge} bg-success-soft text-success`}>
            <CheckIcon className="size-3.5" />
            {checkedLine(r)}
          </span>
        )}
      </div>
      <Heading id={titleId} className="mt-3 mb-0 text-lg leading-snug font-bold">
        {r.title}
      </Heading>
      {r.organization && r.organization !== r.title && <p className="mt-0.5 mb-0 text-sm text-ink-muted">{r.organization}</p>}
      <p className="mt-2 mb-0 flex-1">{r.description}</p>

      <ul className="m-0 mt-3 flex list-none flex-col gap-1.5 p-0 text-sm text-ink-muted">
        <OpenHours resource={r} />
        <li className="flex items-start gap-2">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          <span>{address}</span>
        </li>
        {r.isConfidential && (
          <li className="flex items-start gap-2">
            <LockIcon className="mt-0.5 size-4 shrink-0" />
            <span>Confidential location: call for intake. The address is never published.</span>
          </li>
        )}
        {r.languages.length > 0 && <li>Languages: {r.languages.join(', ')}</li>}
        {r.eligibility && <li>Who can use it: {r.eligibility}</li>}
        {r.fees && <li>Cost: {r.fees}</li>}
        {r.applicationProcess && <li>How to apply: {r.applicationProcess}</li>}
        {/* No number we could confirm from a page we trust: say where the current one is, rather than look empty. */}
        {!mainVoice && texts.length === 0 && (
          <li className="flex items-start gap-2">
            <PhoneIcon className="mt-0.5 size-4 shrink-0" />
            <span>{r.url ? 'No phone number listed here: its website gives the current one.' : 'No phone number listed here.'}</span>
          </li>
        )}
        {!r.phoneConfirmedOn && <li data-checked>{checkedLine(r)}. Not confirmed by phone: check before you go.</li>}
      </ul>
      {after}

      <div className="mt-4 flex flex-wrap gap-2">
        {mainVoice && (
          <a href={telHref(mainVoice.number, mainVoice.extension)} onClick={counted} className={`${action} bg-brand text-on-brand hover:bg-brand-strong`}>
            <PhoneIcon className="size-4" />
            Call {withExtension(mainVoice)}
            <span className="sr-only"> ({r.title})</span>
          </a>
        )}
        {voice.slice(1).map((p) => (
          <a key={`${p.number} ${p.extension ?? ''}`} href={telHref(p.number, p.extension)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
            <PhoneIcon className="size-4" />
            {p.label ? `${p.label}: ` : 'Call '}
            {withExtension(p)}
          </a>
        ))}
        {texts.map((p) => (
          <a key={p.number} href={smsHref(p.number, p.textBody)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
            <MessageIcon className="size-4" />
            {p.textBody ? `Text ${p.textBody} to ${p.number}` : `Text ${p.number}`}
          </a>
        ))}
        {tty && (
          <a href={telHref(tty.number)} onClick={counted} className={`${action} border border-line text-link hover:bg-brand-soft`}>
            TTY {tty.number}
          </a>
        )}
        {r.url && (
          <a
            href={normalizeUrl(r.url)}
            onClick={counted}
            target="_blank"
            rel="noopener noreferrer"
            referrerPolicy="no-referrer"
            className={`${action} border-2 border-brand text-link hover:bg-brand-soft`}
          >
            Visit Website
            <ExternalIcon className="size-4" />
            <span className="sr-only"> of {r.title} (opens in a new tab)</span>
            {!online && <span className="text-xs font-normal text-ink-muted">(needs a connection)</span>}
          </a>
        )}
        <SaveButton resourceId={r.id} title={r.title} state={listingStateOf(r) || undefined} />
        <ReportProblemButton resourceId={r.id} title={r.title} />
      </div>
    </article>
  );
}

/** Six grey cards while results load (spec: 6 placeholders). */
export function ResourceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-56 flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-card">
      <div className="h-5 w-28 animate-pulse rounded-full bg-surface-2" />
      <div className="h-6 w-3/4 animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-full animate-pulse rounded bg-surface-2" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-surface-2" />
      <div className="mt-auto h-11 w-40 animate-pulse rounded-md bg-surface-2" />
    </div>
  );
}
