// /resources and /resources/{category}: the category buttons, search over the directory, the category's reading
// content, organization groups and the crisis panel. Old widget links (?category=shelter) land on the right page.
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { CATEGORY_LABELS, CORE_CATEGORY_KEYS, resolveCategory, type CategoryKey } from '../../../shared/categories.ts';
import { metaFor } from '../../../shared/routes.ts';
import { DirectorySearch, SEARCH_PARAM, type EmptyMessages } from '../../components/directory-search.tsx';
import { countUsage } from '../../local/count.ts';
import { usePageMeta } from '../../shell/use-page-meta.ts';
import { NotFoundPage } from '../not-found/not-found-page.tsx';
import { TopicLayout } from '../topics/topic-layout.tsx';
import { FinancialBlock } from './blocks/financial-block.tsx';
import { HealthBlock } from './blocks/health-block.tsx';
import { HousingBlock } from './blocks/housing-block.tsx';
import { RightsBlock } from './blocks/rights-block.tsx';
import { CategoryButtons } from './category-buttons.tsx';
import { CrisisResourcesPanel, OrganizationGroups, TopicLinks } from './org-groups.tsx';

type CoreKey = (typeof CORE_CATEGORY_KEYS)[number];

function isCore(key: string): key is CoreKey {
  return (CORE_CATEGORY_KEYS as readonly string[]).includes(key);
}

/** Categories without a /resources/{key} page have a page of their own. */
const TOPIC_PAGE: Partial<Record<CategoryKey, string>> = {
  grants: '/grants',
  'employment-opportunities': '/employment-opportunities',
};

const INTROS: Record<CoreKey | 'all', string> = {
  all: 'Shelters, health services, legal help and financial support from real organizations, each checked against its own website or a government page. Search works offline once you have visited.',
  'housing-shelter': 'Emergency shelter, domestic violence programs in every state, and help to find or keep a home.',
  'womens-health': 'Clinics, hotlines, reproductive health care, mental health and help paying for care.',
  'rights-advocacy': 'Legal help, your rights at work and school, immigration help for survivors, and advocacy organizations.',
  'financial-support': 'Benefits, grants, free tax help and money advice, and how to spot a grant scam.',
};

const BLOCKS: Record<CoreKey, () => React.JSX.Element> = {
  'housing-shelter': HousingBlock,
  'womens-health': HealthBlock,
  'rights-advocacy': RightsBlock,
  'financial-support': FinancialBlock,
};

const EMPTY: EmptyMessages = {
  title: 'No resources found',
  searching: () => 'No resources found for your search. Try different keywords.',
  idle: 'No resources available in this category. Try adjusting your search or browse different categories.',
};

function ResourcesPage({ category }: { category: CoreKey | undefined }) {
  usePageMeta(metaFor(category ? `/resources/${category}` : '/resources'));
  const Block = category ? BLOCKS[category] : undefined;
  const label = category ? CATEGORY_LABELS[category] : undefined;
  useEffect(() => countUsage('view', category ?? 'all'), [category]);
  return (
    <TopicLayout title={label ?? 'Resource Directory'} intro={<p className="m-0">{INTROS[category ?? 'all']}</p>} heroExtra={<CategoryButtons current={category} />}>
      <DirectorySearch
        heading={label ? `${label} resources` : 'All resources'}
        headingHiddenOnPhone
        categories={category ? [category] : []}
        searchLabel={label ? `Search ${label} resources` : 'Search all resources'}
        empty={EMPTY}
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
