// Housing & Shelter category: emergency contacts, help by state (three states and every state's coalition), digital
// safety and emergency planning.
import { EMERGENCY_NUMBER, telHref } from '../../../../shared/hotlines.ts';
import { stateName } from '../../../../shared/us-states.ts';
import { useLocale, useT } from '../../../i18n/use-t.ts';
import { SingleAccordion } from '../../../components/accordion.tsx';
import { HotlineEntry } from '../../../components/hotline-links.tsx';
import { useResourcesWithIdPrefix } from '../../../local/resources.ts';
import { DIGITAL_SAFETY, EMERGENCY_PLANNING, HOUSING_STATES } from '../content/housing-content.ts';
import { InfoListBlock, ListingEntry, ReadingSection, RecordEntry } from '../reading-blocks.tsx';
import { infoListText, listingText, stateLabel } from '../reading-text.ts';

/** Every statewide coalition record carries this id prefix (data/resources.json). */
export const COALITION_ID_PREFIX = 'dv-coalition-';

function AllStates() {
  const t = useT();
  const locale = useLocale();
  const coalitions = useResourcesWithIdPrefix(COALITION_ID_PREFIX);
  if (coalitions === undefined) return <p className="m-0">{t('resources.housing.states.loading')}</p>;
  if (coalitions.length === 0) return <p className="m-0">{t('resources.housing.states.offline')}</p>;
  const named = coalitions.map((r) => ({ r, name: stateLabel(t, r.state, stateName(r.state)) }));
  const sorted = named.sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <>
      <p className="mt-0 mb-3 text-sm text-ink-muted">{t('resources.housing.states.coalitionsNote')}</p>
      <ul aria-label={t('resources.housing.states.coalitions')} className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
        {sorted.map(({ r, name }) => (
          <li key={r.id} className="rounded-md border border-line p-3">
            <p className="m-0 text-sm font-bold tracking-wide text-heading uppercase">{name}</p>
            <RecordEntry resource={r} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function HousingBlock() {
  const t = useT();
  const states = HOUSING_STATES.map((s) => ({
    value: s.code,
    title: stateLabel(t, s.code, stateName(s.code)),
    content: (
      <div className="flex flex-col gap-4">
        {s.summary && <p className="m-0">{t(s.summary, s.values)}</p>}
        {s.listings.map((l) => (
          <ListingEntry key={l.name} listing={listingText(t, l)} />
        ))}
      </div>
    ),
  }));
  return (
    <>
      <ReadingSection id="housing-emergency" title={t('resources.housing.emergency.title')} intro={t('resources.housing.emergency.intro', { number: EMERGENCY_NUMBER })}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border-2 border-crisis bg-surface p-5">
            <h3 className="m-0 text-base font-bold">{t('resources.housing.immediateDanger')}</h3>
            <a href={telHref(EMERGENCY_NUMBER)} className="mt-2 inline-flex min-h-11 items-center rounded-md bg-crisis px-4 font-bold text-on-crisis no-underline hover:bg-crisis-strong">
              {t('hotline.call', { number: EMERGENCY_NUMBER })}
            </a>
          </div>
          <div className="rounded-lg border border-line bg-surface p-5">
            <HotlineEntry id="domestic-violence" />
          </div>
        </div>
      </ReadingSection>
      <ReadingSection id="housing-states" title={t('resources.housing.states.title')} intro={t('resources.housing.states.intro')}>
        <SingleAccordion
          label={t('resources.housing.states.label')}
          items={[...states, { value: 'all-states', title: t('resources.housing.states.all'), content: <AllStates /> }]}
        />
      </ReadingSection>
      <ReadingSection id="housing-safety" title={t('resources.housing.safety')}>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={infoListText(t, DIGITAL_SAFETY)} />
          </div>
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={infoListText(t, EMERGENCY_PLANNING)} />
          </div>
        </div>
      </ReadingSection>
    </>
  );
}
