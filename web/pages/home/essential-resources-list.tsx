// Home: the four core categories with up to four titles each, read from the device. Loaded lazily with the device database.
import { Link } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { CORE_CATEGORY_KEYS, type CategoryKey } from '../../../shared/categories.ts';
import { HOME_CATEGORY_PREVIEW } from '../../../shared/limits.ts';
import { linkStyles } from '../../components/button-styles.ts';
import { useResourcesByCategories } from '../../local/resources.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { SyncStatusLine } from '../../shell/sync-status-line.tsx';
import { TitleSkeleton } from './essential-resources.tsx';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';

/** `resources`: undefined while the device is read. */
function CategoryPreview({ category, resources }: { category: CategoryKey; resources: Resource[] | undefined }) {
  const t = useT();
  const label = t(`category.${category}`);
  return (
    <li className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
      <h3 className="m-0 text-lg font-bold">{label}</h3>
      {resources === undefined ? (
        <TitleSkeleton />
      ) : resources.length === 0 ? (
        <p className="mt-3 mb-0 flex-1 text-ink-muted">{t('home.resources.comingSoon')}</p>
      ) : (
        <ul className="m-0 mt-3 flex flex-1 list-none flex-col gap-2 p-0">
          {resources.map((r) => (
            <li key={r.id} className="border-l-4 border-brand-soft pl-3 leading-snug">
              {r.title}
            </li>
          ))}
        </ul>
      )}
      <Link to={`/resources/${category}`} className={`${linkStyles} mt-4`}>
        <FormattedMessage id="home.resources.seeAll" values={{ ...RICH_TAGS, category: label }} />
      </Link>
    </li>
  );
}

export function CategoryPreviews() {
  const byCategory = useResourcesByCategories(CORE_CATEGORY_KEYS, HOME_CATEGORY_PREVIEW);
  return (
    <>
      <ul className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
        {CORE_CATEGORY_KEYS.map((key, i) => (
          <CategoryPreview key={key} category={key} resources={byCategory?.[i]} />
        ))}
      </ul>
      <SyncStatusLine />
    </>
  );
}
