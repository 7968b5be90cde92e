// Women's Health category: hotlines, national organizations, reproductive-health law by state (dated, with a tracker),
// telehealth and funding, and legal information.
import { FormattedMessage, useIntl } from 'react-intl';
import { stateName } from '../../../../shared/us-states.ts';
import { RICH_TAGS } from '../../../i18n/rich-text.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { SingleAccordion } from '../../../components/accordion.tsx';
import { HotlineEntry } from '../../../components/hotline-links.tsx';
import { useResourcesByIds } from '../../../local/resources.ts';
import { REPRO_LAW, REPRO_LEGAL_INFO, TELEHEALTH_AND_FUNDING } from '../content/health-content.ts';
import { ExternalLink, InfoListBlock, ListingEntry, ReadingSection, RecordEntry } from '../reading-blocks.tsx';
import { infoListText, listingText, stateLabel } from '../reading-text.ts';

/** Health lines kept in data/resources.json (their numbers are typed there once). */
export const HEALTH_HOTLINE_IDS = ['national-maternal-mental-health-hotline', 'samhsa-national-helpline', 'national-abortion-federation-hotline'] as const;
export const HEALTH_ORGANIZATION_IDS = ['planned-parenthood', 'hrsa-find-a-health-center', 'title-x-family-planning-clinics', 'cdc-nbccedp', 'postpartum-support-international', 'bedsider'] as const;

function Records({ ids }: { ids: readonly string[] }) {
  const t = useT();
  const records = useResourcesByIds(ids);
  if (records === undefined) return <p className="m-0">{t('shell.loading')}</p>;
  if (records.length === 0) return <p className="m-0">{t('resources.health.offline')}</p>;
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

/** The day the law was checked ("2025-06-30"), written in the page's language, in UTC so it is the same day everywhere. */
function useAsOf(iso: string): string {
  const intl = useIntl();
  const [y, m, d] = iso.split('-').map(Number);
  return intl.formatDate(new Date(Date.UTC(y!, m! - 1, d!)), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function ReproLawAccordion() {
  const t = useT();
  const asOf = useAsOf(REPRO_LAW.asOf);
  const note = (
    <p className="mt-0 mb-3 text-sm text-ink-muted">
      <FormattedMessage
        id="topics.repro.asOfNote"
        values={{
          date: asOf,
          tracker: (
            <a href={REPRO_LAW.trackerUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
              {REPRO_LAW.trackerName}
              <span className="sr-only"> {t('widget.newTab')}</span>
            </a>
          ),
        }}
      />
    </p>
  );
  return (
    <>
      <p className="mt-3 mb-0 max-w-3xl">{t(REPRO_LAW.summary)}</p>
      <p className="mt-2 mb-0 rounded-md bg-brand-soft px-3 py-2 text-sm font-semibold">
        {t('topics.repro.infoAsOf', { date: asOf })}{' '}
        <a href={REPRO_LAW.trackerUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
          <FormattedMessage id="topics.repro.checkLaw" values={{ ...RICH_TAGS, tracker: REPRO_LAW.trackerName }} />
        </a>
      </p>
      <SingleAccordion
        label={t('topics.repro.label')}
        items={[
          {
            value: 'protected',
            title: t('topics.repro.protected', { count: REPRO_LAW.protectedStates.length }),
            content: (
              <>
                {note}
                <ul className="m-0 grid list-none grid-cols-2 gap-1 p-0 sm:grid-cols-3">
                  {REPRO_LAW.protectedStates.map((s) => (
                    <li key={s.code}>{stateLabel(t, s.code, stateName(s.code))}</li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            value: 'restricted',
            title: t('topics.repro.restricted', { count: REPRO_LAW.restrictedStates.length }),
            content: (
              <>
                {note}
                <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
                  {REPRO_LAW.restrictedStates.map((s) => (
                    <li key={s.code}>
                      <span className="font-semibold">{stateLabel(t, s.code, stateName(s.code))}</span>: {t(s.note)}
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
          {
            value: 'telehealth',
            title: t('topics.repro.telehealth'),
            content: (
              <div className="flex flex-col gap-4">
                {TELEHEALTH_AND_FUNDING.map((l) => (
                  <ListingEntry key={l.name} listing={listingText(t, l)} />
                ))}
              </div>
            ),
          },
          { value: 'legal', title: t('topics.repro.legal'), content: <InfoListBlock list={infoListText(t, REPRO_LEGAL_INFO)} as="h4" /> },
        ]}
      />
    </>
  );
}

export function HealthBlock() {
  const t = useT();
  return (
    <>
      <ReadingSection id="health-hotlines" title={t('resources.health.hotlines')}>
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
      <ReadingSection id="health-organizations" title={t('resources.health.organizations')}>
        <Records ids={HEALTH_ORGANIZATION_IDS} />
      </ReadingSection>
      <ReadingSection id="health-states" title={t('topics.repro.sectionTitle')}>
        <ReproLawAccordion />
        <p className="mt-3 mb-0 text-sm">
          <ExternalLink href="https://www.abortionfinder.org">{t('resources.health.finder')}</ExternalLink>
        </p>
      </ReadingSection>
    </>
  );
}
