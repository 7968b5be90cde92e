// The hub's "Get Legal Help" tab: national legal-aid listings, read from the directory kept on the device. It loads
// when she opens the tab (web/pages/legal/legal-page.tsx), with the device database and the listing cards' words, so
// the hub itself is live without them (issue 36).
import { ResourceCard } from '../../components/resource-card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useResourcesByIds } from '../../local/resources.ts';

const HELP_IDS = ['lsc-find-legal-aid', 'lawhelp-org', 'womenslaw-org', 'aba-free-legal-answers', 'eeoc', 'a-better-balance', 'immigration-law-help', 'asista', 'tahirih-justice-center', 'national-housing-law-project', 'nela-find-a-lawyer'];

export function HelpTab() {
  const resources = useResourcesByIds(HELP_IDS);
  const t = useT();
  return (
    <div>
      <p className="mt-0">{t('legal.help.intro')}</p>
      {!resources ? (
        <p role="status">{t('shell.loading')}</p>
      ) : resources.length === 0 ? (
        <p>{t('legal.help.empty')}</p>
      ) : (
        <ul className="m-0 grid list-none gap-4 p-0 md:grid-cols-2">
          {resources.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
