// Home: the essential resources section (anchor #resources). The titles come from the device database, whose code
// loads beside the first render; until then the section shows its frame and placeholders.
import { laterPart } from '../../shell/later.tsx';
import { Link } from 'react-router-dom';
import { CORE_CATEGORY_KEYS } from '../../../shared/categories.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { RESOURCES_SECTION_ID } from './hero.tsx';
import { useT } from '../../i18n/use-t.ts';

// Read from the device once the page is live (web/shell/later.tsx): the built page shows the same sized placeholders.
const CategoryPreviews = laterPart(() => import('./essential-resources-list.tsx').then((m) => m.CategoryPreviews), { device: true });

const SKELETON_WIDTHS = ['w-[85%]', 'w-[70%]', 'w-[55%]'] as const;

export function TitleSkeleton() {
  return (
    // The lines pulse as one (see ResourceCardSkeleton).
    <ul aria-hidden="true" className="m-0 mt-3 flex flex-1 animate-pulse list-none flex-col gap-2.5 p-0">
      {SKELETON_WIDTHS.map((w) => (
        <li key={w} className={`h-4 rounded bg-surface-2 ${w}`} />
      ))}
    </ul>
  );
}

function PreviewsSkeleton() {
  const t = useT();
  return (
    <ul aria-busy="true" className="m-0 mt-6 grid list-none gap-4 p-0 sm:grid-cols-2">
      {CORE_CATEGORY_KEYS.map((key) => (
        <li key={key} className="flex flex-col rounded-lg border border-line bg-surface p-5 shadow-card">
          <h3 className="m-0 text-lg font-bold">{t(`category.${key}`)}</h3>
          <TitleSkeleton />
        </li>
      ))}
    </ul>
  );
}

export function EssentialResources() {
  const t = useT();
  return (
    <section id={RESOURCES_SECTION_ID} aria-labelledby="resources-title" className="scroll-mt-24 pt-14 lg:scroll-mt-36">
      <h2 id="resources-title" tabIndex={-1} data-focus-target="" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.resources.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.resources.body')}</p>
      <CategoryPreviews fallback={<PreviewsSkeleton />} />
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3">
        <Link to="/resources" className={buttonStyles.primary}>
          {t('home.resources.browse')}
        </Link>
      </div>
    </section>
  );
}
