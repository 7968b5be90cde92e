// Housing & Shelter category: emergency contacts, help by state (three states and every state's coalition), digital
// safety and emergency planning.
import { EMERGENCY_NUMBER, telHref } from '../../../../shared/hotlines.ts';
import { stateName } from '../../../../shared/us-states.ts';
import { SingleAccordion } from '../../../components/accordion.tsx';
import { HotlineEntry } from '../../../components/hotline-links.tsx';
import { useResourcesWithIdPrefix } from '../../../local/resources.ts';
import { DIGITAL_SAFETY, EMERGENCY_PLANNING, HOUSING_STATES } from '../content/housing-content.ts';
import { InfoListBlock, ListingEntry, ReadingSection, RecordEntry } from '../reading-blocks.tsx';

/** Every statewide coalition record carries this id prefix (data/resources.json). */
export const COALITION_ID_PREFIX = 'dv-coalition-';

function AllStates() {
  const coalitions = useResourcesWithIdPrefix(COALITION_ID_PREFIX);
  if (coalitions === undefined) return <p className="m-0">Loading the list of states…</p>;
  if (coalitions.length === 0) return <p className="m-0">The list of states loads when you are online once.</p>;
  const sorted = [...coalitions].sort((a, b) => (stateName(a.state) ?? '').localeCompare(stateName(b.state) ?? ''));
  return (
    <>
      <p className="mt-0 mb-3 text-sm text-ink-muted">
        Each state’s domestic violence coalition knows the programs and shelters in its state. Shelter addresses are kept
        confidential: call a hotline or the coalition to be referred.
      </p>
      <ul aria-label="Statewide domestic violence coalitions" className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2">
        {sorted.map((r) => (
          <li key={r.id} className="rounded-md border border-line p-3">
            <p className="m-0 text-sm font-bold tracking-wide text-heading uppercase">{stateName(r.state)}</p>
            <RecordEntry resource={r} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function HousingBlock() {
  const states = HOUSING_STATES.map((s) => ({
    value: s.code,
    title: s.name,
    content: (
      <div className="flex flex-col gap-4">
        {s.summary && <p className="m-0">{s.summary}</p>}
        {s.listings.map((l) => (
          <ListingEntry key={l.name} listing={l} />
        ))}
      </div>
    ),
  }));
  return (
    <>
      <ReadingSection id="housing-emergency" title="Emergency contacts" intro="If you are in danger now, call 911. Hotline advocates can help you find emergency shelter tonight.">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg border-2 border-crisis bg-surface p-5">
            <h3 className="m-0 text-base font-bold">Immediate danger</h3>
            <a href={telHref(EMERGENCY_NUMBER)} className="mt-2 inline-flex min-h-11 items-center rounded-md bg-crisis px-4 font-bold text-on-crisis no-underline hover:bg-crisis-strong">
              Call {EMERGENCY_NUMBER}
            </a>
          </div>
          <div className="rounded-lg border border-line bg-surface p-5">
            <HotlineEntry id="domestic-violence" />
          </div>
        </div>
      </ReadingSection>
      <ReadingSection id="housing-states" title="Help in your state" intro="Statewide services can point you to shelters and housing programs near you.">
        <SingleAccordion label="Help by state" items={[...states, { value: 'all-states', title: 'View All 50 States', content: <AllStates /> }]} />
      </ReadingSection>
      <ReadingSection id="housing-safety" title="Staying safe while you look for help">
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={DIGITAL_SAFETY} />
          </div>
          <div className="rounded-lg bg-surface-2 p-5">
            <InfoListBlock list={EMERGENCY_PLANNING} />
          </div>
        </div>
      </ReadingSection>
    </>
  );
}
