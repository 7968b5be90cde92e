// The womens-rights block (Rights & Advocacy category): rights at work, school and home, and where to get legal help.
import { useT } from '../../../i18n/use-t.ts';
import { SingleAccordion } from '../../../components/accordion.tsx';
import { LEGAL_HELP, WORKPLACE_RIGHTS } from '../content/rights-content.ts';
import { InfoListBlock, ListingEntry, ReadingSection } from '../reading-blocks.tsx';
import { infoListText, listingText } from '../reading-text.ts';

export function RightsBlock() {
  const t = useT();
  return (
    <>
      <ReadingSection id="womens-rights" title={t('resources.rights.title')} intro={t('resources.rights.intro')}>
        <SingleAccordion
          label={t('resources.rights.label')}
          items={WORKPLACE_RIGHTS.map((list) => ({ value: list.title, title: t(list.title), content: <InfoListBlock list={{ ...infoListText(t, list), title: '' }} as="h4" /> }))}
        />
      </ReadingSection>
      <ReadingSection id="legal-help" title={t('resources.rights.legalHelp')}>
        <ul className="m-0 mt-4 grid list-none gap-4 p-0 md:grid-cols-2">
          {LEGAL_HELP.map((l) => (
            <li key={l.name} className="rounded-lg border border-line bg-surface p-5">
              <ListingEntry listing={listingText(t, l)} as="h3" />
            </li>
          ))}
        </ul>
      </ReadingSection>
    </>
  );
}
