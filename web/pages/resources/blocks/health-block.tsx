// Women's Health category: hotlines, national organizations, reproductive-health law by state (dated, with a tracker),
// telehealth and funding, and legal information.
import { SingleAccordion } from '../../../components/accordion.tsx';
import { HotlineEntry } from '../../../components/hotline-links.tsx';
import { useResourcesByIds } from '../../../local/resources.ts';
import { REPRO_LAW, REPRO_LEGAL_INFO, TELEHEALTH_AND_FUNDING } from '../content/health-content.ts';
import { ExternalLink, InfoListBlock, ListingEntry, ReadingSection, RecordEntry } from '../reading-blocks.tsx';

/** Health lines kept in data/resources.json (their numbers are typed there once). */
export const HEALTH_HOTLINE_IDS = ['national-maternal-mental-health-hotline', 'samhsa-national-helpline', 'national-abortion-federation-hotline'] as const;
export const HEALTH_ORGANIZATION_IDS = ['planned-parenthood', 'hrsa-find-a-health-center', 'title-x-family-planning-clinics', 'cdc-nbccedp', 'postpartum-support-international', 'bedsider'] as const;

function Records({ ids }: { ids: readonly string[] }) {
  const records = useResourcesByIds(ids);
  if (records === undefined) return <p className="m-0">Loading…</p>;
  if (records.length === 0) return <p className="m-0">These load when you are online once.</p>;
  return (
    <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
      {records.map((r) => (
        <li key={r.id} className="rounded-lg border border-line bg-surface p-5">
          <RecordEntry resource={r} as="h3" />
        </li>
      ))}
    </ul>
  );
}

function formatAsOf(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function ReproLawAccordion() {
  const asOf = formatAsOf(REPRO_LAW.asOf);
  const note = (
    <p className="mt-0 mb-3 text-sm text-ink-muted">
      As of {asOf}. Laws change quickly; check the{' '}
      <a href={REPRO_LAW.trackerUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
        {REPRO_LAW.trackerName}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      for today’s rules.
    </p>
  );
  return (
    <>
      <p className="mt-3 mb-0 max-w-3xl">{REPRO_LAW.summary}</p>
      <p className="mt-2 mb-0 rounded-md bg-brand-soft px-3 py-2 text-sm font-semibold">
        Information as of {asOf}.{' '}
        <a href={REPRO_LAW.trackerUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
          Check the current law<span className="sr-only"> at {REPRO_LAW.trackerName} (opens in a new tab)</span>
        </a>
      </p>
      <SingleAccordion
        label="Abortion law by state"
        items={[
          {
            value: 'protected',
            title: `States that protect abortion access (${REPRO_LAW.protectedStates.length})`,
            content: (
              <>
                {note}
                <ul className="m-0 grid list-none grid-cols-2 gap-1 p-0 sm:grid-cols-3">
                  {REPRO_LAW.protectedStates.map((s) => (
                    <li key={s.code}>{s.name}</li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            value: 'restricted',
            title: `States that ban or restrict abortion (${REPRO_LAW.restrictedStates.length})`,
            content: (
              <>
                {note}
                <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
                  {REPRO_LAW.restrictedStates.map((s) => (
                    <li key={s.code}>
                      <span className="font-semibold">{s.name}</span>: {s.note}
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            value: 'telehealth',
            title: 'Telehealth and help paying',
            content: (
              <div className="flex flex-col gap-4">
                {TELEHEALTH_AND_FUNDING.map((l) => (
                  <ListingEntry key={l.name} listing={l} />
                ))}
              </div>
            ),
          },
          { value: 'legal', title: 'Legal information', content: <InfoListBlock list={REPRO_LEGAL_INFO} as="h4" /> },
        ]}
      />
    </>
  );
}

export function HealthBlock() {
  return (
    <>
      <ReadingSection id="health-hotlines" title="Health hotlines">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border border-line bg-surface p-5">
            <HotlineEntry id="suicide-crisis" />
          </div>
          <div className="rounded-lg border border-line bg-surface p-5">
            <HotlineEntry id="sexual-assault" />
          </div>
        </div>
        <Records ids={HEALTH_HOTLINE_IDS} />
      </ReadingSection>
      <ReadingSection id="health-organizations" title="National organizations">
        <Records ids={HEALTH_ORGANIZATION_IDS} />
      </ReadingSection>
      <ReadingSection id="health-states" title="Reproductive health care by state">
        <ReproLawAccordion />
        <p className="mt-3 mb-0 text-sm">
          <ExternalLink href="https://www.abortionfinder.org">Find verified providers at AbortionFinder.org</ExternalLink>
        </p>
      </ReadingSection>
    </>
  );
}
