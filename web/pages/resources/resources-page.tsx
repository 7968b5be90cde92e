// /resources and /resources/{category}: the category buttons, search over the directory, the category's reading
// content, organization groups and the crisis panel. Old widget links (?category=shelter) land on the right page.
import { lazy, useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { CORE_CATEGORY_KEYS, resolveCategory, type CategoryKey } from '../../../shared/categories.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { metaFor } from '../../../shared/routes.ts';
import { SEARCH_PARAM } from '../../components/search-param.ts';
import type { EmptyMessages } from '../../components/directory-search.tsx';
import { useT } from '../../i18n/use-t.ts';
import { countUsage } from '../../local/count.ts';
import { whenIdle } from '../../shell/when-idle.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { CategoryButtons } from './category-buttons.tsx';
import { TopicLinks } from './topic-links.tsx';
import { laterPart } from '../../shell/later.tsx';

// The directory (read from the device), each category's reading and the folded lists below come once the page is
// live (web/shell/later.tsx): the built page shows them as built, a tap on them meanwhile is kept, and what she types
// in the search box stays.
// They bring their words with them: the listings', the directory's and the reading content's (shared/messages/pages.ts).
// An address with an unknown category is a rare visitor: its page loads when needed.
const NotFoundPage = lazy(() => import('../not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const PARTS = { messages: ['resources', 'topics', 'listing', 'directory'], device: true } as const;
const DirectorySearch = laterPart(() => import('../../components/directory-search.tsx').then((m) => m.DirectorySearch), PARTS);
const OrganizationGroups = laterPart(() => import('./org-groups.tsx').then((m) => m.OrganizationGroups), PARTS);
const CrisisResourcesPanel = laterPart(() => import('./org-groups.tsx').then((m) => m.CrisisResourcesPanel), PARTS);
const HousingBlock = laterPart(() => import('./blocks/housing-block.tsx').then((m) => m.HousingBlock), PARTS);
const HealthBlock = laterPart(() => import('./blocks/health-block.tsx').then((m) => m.HealthBlock), PARTS);
const RightsBlock = laterPart(() => import('./blocks/rights-block.tsx').then((m) => m.RightsBlock), PARTS);
const FinancialBlock = laterPart(() => import('./blocks/financial-block.tsx').then((m) => m.FinancialBlock), PARTS);

type CoreKey = (typeof CORE_CATEGORY_KEYS)[number];

function isCore(key: string): key is CoreKey {
  return (CORE_CATEGORY_KEYS as readonly string[]).includes(key);
}

/** Categories without a /resources/{key} page have a page of their own. */
const TOPIC_PAGE: Partial<Record<CategoryKey, string>> = {
  grants: '/grants',
  'employment-opportunities': '/employment-opportunities',
};

const INTROS: Record<CoreKey | 'all', MessageId> = {
  all: 'resources.intro.all',
  'housing-shelter': 'resources.intro.housing-shelter',
  'womens-health': 'resources.intro.womens-health',
  'rights-advocacy': 'resources.intro.rights-advocacy',
  'financial-support': 'resources.intro.financial-support',
};

const BLOCKS: Record<CoreKey, typeof HousingBlock> = {
  'housing-shelter': HousingBlock,
  'womens-health': HealthBlock,
  'rights-advocacy': RightsBlock,
  'financial-support': FinancialBlock,
};

function ResourcesPage({ category }: { category: CoreKey | undefined }) {
  usePageMeta(metaFor(category ? `/resources/${category}` : '/resources'));
  const t = useT();
  const Block = category ? BLOCKS[category] : undefined;
  const label = category ? t(`category.${category}`) : undefined;
  // Counted once the phone is idle, as the visit (app-layout.tsx): not part of the effects that end hydration.
  useEffect(() => {
    const viewedOn = location.pathname;
    whenIdle(() => countUsage('view', category ?? 'all', '', viewedOn));
  }, [category]);
  const empty: EmptyMessages = {
    title: t('resources.empty.title'),
    searching: () => t('resources.empty.searching'),
    idle: t('resources.empty.idle'),
  };
  return (
    <TopicLayout title={label ?? t('resources.title')} intro={<p className="m-0">{t(INTROS[category ?? 'all'])}</p>} heroExtra={<CategoryButtons current={category} />}>
      <DirectorySearch
        heading={label ? t('resources.search.heading.category', { category: label }) : t('resources.search.heading.all')}
        headingHiddenOnPhone
        categories={category ? [category] : []}
        searchLabel={label ? t('resources.search.label.category', { category: label }) : t('resources.search.label.all')}
        empty={empty}
      />
      {Block && <Block />}
      <TopicLinks />
      <OrganizationGroups />
      <CrisisResourcesPanel />
    </TopicLayout>
  );
}

export function ResourcesRoute() {
  const { category: param } = useParams();
  const [params] = useSearchParams();
  const legacy = params.get('category');
  if (param === undefined && legacy) {
    const key = resolveCategory(legacy);
    // Words in an old link are passed on once; the search box takes them out of the address.
    const q = params.get(SEARCH_PARAM);
    const search = q ? `?${new URLSearchParams({ [SEARCH_PARAM]: q }).toString()}` : '';
    if (key && isCore(key)) return <Navigate replace to={`/resources/${key}${search}`} />;
    if (key && TOPIC_PAGE[key]) return <Navigate replace to={`${TOPIC_PAGE[key]}${search}`} />;
  }
  if (param !== undefined && !isCore(param)) return <NotFoundPage />;
  return <ResourcesPage key={param ?? 'all'} category={param} />;
}
