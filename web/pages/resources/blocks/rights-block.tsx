// The womens-rights block (Rights & Advocacy category): rights at work, school and home, and where to get legal help.
import { SingleAccordion } from '../../../components/accordion.tsx';
import { LEGAL_HELP, WORKPLACE_RIGHTS } from '../content/rights-content.ts';
import { InfoListBlock, ListingEntry, ReadingSection } from '../reading-blocks.tsx';

export function RightsBlock() {
  return (
    <>
      <ReadingSection id="womens-rights" title="Know your rights" intro="A short guide to the main federal protections. States often add more. This is information, not legal advice.">
        <SingleAccordion
          label="Your rights"
          items={WORKPLACE_RIGHTS.map((list) => ({ value: list.title, title: list.title, content: <InfoListBlock list={{ ...list, title: '' }} as="h4" /> }))}
        />
      </ReadingSection>
      <ReadingSection id="legal-help" title="Where to get legal help">
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {LEGAL_HELP.map((l) => (
            <li key={l.name} className="rounded-lg border border-line bg-surface p-5">
              <ListingEntry listing={l} as="h3" />
            </li>
          ))}
        </ul>
      </ReadingSection>
    </>
  );
}
