// "Near me says what it has" (issue 37): for each kind of help the directory sorts by, when nothing near her place
// (within the radius, or serving her county) is listed, say so plainly, with the lines of that kind that serve her
// whole state and the country, so she is never left with an empty answer; then ask readers for what is missing.
import { CORE_CATEGORY_KEYS, type CategoryKey } from '../../../shared/categories.ts';
import type { NearbyResult } from '../../../shared/geo/distance.ts';
import { primaryPhone } from '../../../shared/primary-phone.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { CallLink } from '../../components/hotline-links.tsx';
import { linkStyles } from '../../components/button-styles.ts';
import { useT } from '../../i18n/use-t.ts';

/** How many lines of each reach are named for a kind: the first of the page's order (crisis lines lead). */
const SHOWN = { state: 3, national: 2 } as const;

export interface MissingKind {
  category: CategoryKey;
  statewide: Resource[];
  national: Resource[];
}

/**
 * The kinds with nothing local for her place, each with what serves her from further away. `found` is every listing
 * the page found for her place, in its order; a listing near her or serving her county is local. The national lines
 * of a kind come from the whole directory (`all`) when the page's lists left them out (they name the country's lines
 * only at the widest step): those it found first, then the round-the-clock ones.
 */
export function missingKinds(found: readonly NearbyResult<Resource>[], all: readonly Resource[] = []): MissingKind[] {
  return CORE_CATEGORY_KEYS.flatMap((category) => {
    const ofKind = found.filter((n) => n.resource.category === category);
    if (ofKind.some((n) => n.reach === 'local' || n.reach === 'county')) return [];
    const statewide = ofKind.filter((n) => n.reach === 'state').map((n) => n.resource);
    const nationalFound = ofKind.filter((n) => n.reach === 'national').map((n) => n.resource);
    const urgentFirst = (r: Resource) => (r.isEmergency || r.isOpen24Hours ? 0 : 1);
    const nationalOther = all
      .filter((r) => r.serviceArea === 'national' && r.category === category && !nationalFound.includes(r))
      .sort((a, b) => urgentFirst(a) - urgentFirst(b));
    return [{ category, statewide: statewide.slice(0, SHOWN.state), national: [...nationalFound, ...nationalOther].slice(0, SHOWN.national) }];
  });
}

/** "example.org" for a listing's website; undefined for one that is not a web address (a damaged record). */
function siteName(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

function Line({ r }: { r: Resource }) {
  const phone = primaryPhone(r);
  const site = siteName(r.url);
  return (
    <li className="min-w-0 break-words">
      <span className="font-semibold">{r.title}</span>
      {phone ? (
        <>
          {' '}
          <CallLink phone={phone} className={`${linkStyles} inline-flex min-h-11 items-center`} />
        </>
      ) : (
        site && (
          <>
            {' '}
            <a href={r.url} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={`${linkStyles} inline-flex min-h-11 items-center`}>
              {site}
            </a>
          </>
        )
      )}
    </li>
  );
}

export function MissingKinds({ kinds, place, state }: { kinds: MissingKind[]; place: string; state?: string }) {
  const t = useT();
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="missing-kinds" className="mt-8 rounded-lg border border-line bg-surface p-5">
      <h3 id="missing-kinds" className="m-0 text-lg font-bold">
        {t('location.missing.title')}
      </h3>
      <p className="mt-1 mb-0 text-ink-muted">{t('location.missing.lead', { place })}</p>
      <ul className="m-0 mt-3 grid list-none gap-4 p-0">
        {kinds.map((k) => (
          <li key={k.category} data-missing-kind={k.category}>
            <p className="m-0 font-semibold">{t('location.missing.none', { kind: t(`category.${k.category}`), place })}</p>
            {k.statewide.length > 0 && (
              <>
                <p className="mt-1 mb-0 text-sm text-ink-muted">{t('location.missing.statewide', { state: state ?? t('location.yourState') })}</p>
                <ul className="m-0 list-none p-0">
                  {k.statewide.map((r) => (
                    <Line key={r.id} r={r} />
                  ))}
                </ul>
              </>
            )}
            {k.national.length > 0 && (
              <>
                <p className="mt-1 mb-0 text-sm text-ink-muted">{t('location.missing.national')}</p>
                <ul className="m-0 list-none p-0">
                  {k.national.map((r) => (
                    <Line key={r.id} r={r} />
                  ))}
                </ul>
              </>
            )}
            {k.statewide.length === 0 && k.national.length === 0 && <p className="mt-1 mb-0 text-sm">{t('location.missing.nothingWider')}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
