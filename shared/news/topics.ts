// News topics: the ids both screens filter by, their labels, and the rules that sort a headline into them.
// One article can belong to several topics; its `category` is the first that matched, in the order below.

export const NEWS_TOPICS = [
  {
    id: 'domestic-violence',
    label: 'Domestic Violence',
    pattern: /\b(domestic (violence|abuse)|intimate[- ]partner|gender[- ]based violence|violence against women|femicide|sexual (assault|violence)|rape|stalk\w*|coercive control|trafficking|abus\w*)\b/i,
  },
  {
    id: 'reproductive-rights',
    label: 'Reproductive Rights',
    pattern: /\b(abortion|contracepti\w*|birth control|reproductive|roe v\.? wade|dobbs|mifepristone|misoprostol|ivf|in vitro|family planning|planned parenthood)\b/i,
  },
  {
    id: 'womens-health',
    label: 'Women’s Health',
    pattern: /\b(health|maternal|maternity care|pregnan\w*|postpartum|menopaus\w*|breast cancer|cervical|ovarian|endometriosis|pcos|hpv|mammogra\w*|midwi\w*|obstetric\w*|gyn(a)?ecolog\w*)\b/i,
  },
  {
    id: 'workplace-equality',
    label: 'Workplace Equality',
    pattern: /\b(pay gap|equal pay|wage(s)?|workplace|workers?|employ(er|ers|ee|ees|ment)|(paid|parental|maternity|family) leave|child ?care|sexual harassment|promotion|glass ceiling|caregiv\w*)\b/i,
  },
  {
    id: 'women-in-politics',
    label: 'Women in Politics',
    pattern: /\b(elect(ion|ions|ed)|vot(e|es|ers?|ing)|congress\w*|senat(e|or|ors)|parliament\w*|candidates?|lawmakers?|legislat\w*|governors?|campaign|ballot|cabinet)\b/i,
  },
  {
    id: 'economic-empowerment',
    label: 'Economic Empowerment',
    pattern: /\b(entrepreneur\w*|business(es)?|startups?|financ\w*|poverty|income|loans?|credit|savings|econom\w*|housing costs?|rent|benefits)\b/i,
  },
  {
    id: 'gender-equality',
    label: 'Gender Equality',
    pattern: /\b(gender (equality|gap|parity|equity)|equality|sexism|feminis[mt]\w*|child marriage|female genital|girls'? education|discriminat\w*)\b/i,
  },
  {
    id: 'womens-rights',
    label: 'Women’s Rights',
    pattern: /\b(women'?s rights|human rights|rights|title ix|equal rights amendment|cedaw|civil rights|supreme court|court ruling|law|laws)\b/i,
  },
] as const;

export type NewsTopic = (typeof NEWS_TOPICS)[number]['id'];
export const NEWS_TOPIC_IDS = NEWS_TOPICS.map((t) => t.id) as [NewsTopic, ...NewsTopic[]];

export function isNewsTopic(value: string): value is NewsTopic {
  return (NEWS_TOPIC_IDS as string[]).includes(value);
}

export function topicLabel(id: string): string {
  return NEWS_TOPICS.find((t) => t.id === id)?.label ?? id;
}

export interface TopicOption {
  value: 'all' | NewsTopic;
  label: string;
}

/** The home block's filter (spec section 3). */
export const HOME_NEWS_TOPIC_OPTIONS: readonly TopicOption[] = [
  { value: 'all', label: 'All topics' },
  { value: 'womens-rights', label: 'Women’s Rights' },
  { value: 'reproductive-rights', label: 'Reproductive Rights' },
  { value: 'gender-equality', label: 'Gender Equality' },
  { value: 'womens-health', label: 'Women’s Health' },
  { value: 'domestic-violence', label: 'Domestic Violence' },
  { value: 'workplace-equality', label: 'Workplace Equality' },
  { value: 'women-in-politics', label: 'Women in Politics' },
];

/** The news page's dropdown (spec section 3); its "Healthcare" is the women's health topic. */
export const PAGE_NEWS_TOPIC_OPTIONS: readonly TopicOption[] = [
  { value: 'all', label: 'All topics' },
  { value: 'womens-rights', label: 'Women’s Rights' },
  { value: 'womens-health', label: 'Healthcare' },
  { value: 'workplace-equality', label: 'Workplace Equality' },
  { value: 'domestic-violence', label: 'Domestic Violence' },
  { value: 'reproductive-rights', label: 'Reproductive Rights' },
  { value: 'economic-empowerment', label: 'Economic Empowerment' },
];

/**
 * The topics a headline belongs to, most specific first. A feed's own topics are added to what the words say;
 * when nothing matches and the feed has none, the article has no topic (and a feed that requires one drops it).
 */
export function classifyTopics(text: string, feedTopics: readonly NewsTopic[] = []): NewsTopic[] {
  const found = new Set<NewsTopic>();
  for (const topic of NEWS_TOPICS) if (topic.pattern.test(text)) found.add(topic.id);
  for (const t of feedTopics) found.add(t);
  return NEWS_TOPIC_IDS.filter((id) => found.has(id));
}
