// The words people actually type, mapped to the words directory records use (the Spanish ones in synonyms-es.ts).
// Keys and values are plain lowercase text. A key may be a phrase ("rent help"); the longest phrase in the query wins.
// Each value list replaces the key with alternatives, any one of which may match; the typed words themselves are
// always kept as the first alternative.
import { SPANISH_STOPWORDS, SPANISH_SYNONYMS } from './synonyms-es.ts';

const ENGLISH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Abuse and violence
  dv: ['domestic violence', 'abuse'],
  ipv: ['intimate partner violence', 'domestic violence'],
  'domestic abuse': ['domestic violence', 'abuse'],
  abuse: ['domestic violence'],
  abuser: ['domestic violence', 'abuse'],
  battered: ['domestic violence', 'abuse'],
  'family violence': ['domestic violence'],
  sa: ['sexual assault'],
  rape: ['sexual assault', 'sexual violence'],
  'sexual abuse': ['sexual assault', 'sexual violence'],
  stalking: ['stalker', 'harassment'],
  trafficking: ['trafficked', 'human trafficking'],
  // Health
  abortion: ['abortion pill', 'pregnancy options', 'reproductive'],
  'plan b': ['emergency contraception'],
  'morning after pill': ['emergency contraception'],
  'birth control': ['contraception', 'contraceptive', 'family planning'],
  contraception: ['birth control', 'family planning'],
  pregnant: ['pregnancy', 'prenatal', 'maternal'],
  pregnancy: ['pregnant', 'prenatal', 'maternal'],
  postpartum: ['maternal mental health', 'after birth'],
  therapy: ['counseling', 'mental health'],
  therapist: ['counseling', 'mental health'],
  counselling: ['counseling'],
  depression: ['mental health', 'depressed'],
  anxiety: ['mental health'],
  suicide: ['suicidal', 'crisis'],
  'mental health': ['counseling', 'emotional support'],
  doctor: ['clinic', 'health center', 'medical'],
  clinic: ['health center', 'clinic'],
  'health insurance': ['medicaid', 'coverage', 'marketplace'],
  insurance: ['coverage', 'medicaid'],
  addiction: ['substance use', 'recovery', 'treatment'],
  drugs: ['substance use', 'addiction'],
  // Law and rights
  'legal aid': ['legal help', 'legal services', 'lawyer', 'attorney'],
  'legal help': ['legal aid', 'legal services', 'lawyer', 'attorney'],
  lawyer: ['attorney', 'legal aid', 'legal help'],
  attorney: ['lawyer', 'legal aid', 'legal help'],
  'restraining order': ['protection order', 'protective order'],
  'protective order': ['protection order', 'restraining order'],
  divorce: ['custody', 'family law'],
  custody: ['family law', 'divorce'],
  immigrant: ['immigration', 'undocumented', 'visa'],
  immigration: ['immigrant', 'visa', 'undocumented'],
  'u visa': ['immigration', 'vawa'],
  discrimination: ['discriminated', 'equal rights', 'civil rights'],
  harassment: ['harassed', 'sexual harassment'],
  'equal pay': ['pay gap', 'wage discrimination'],
  // Housing
  'rent help': ['rent', 'rental assistance', 'housing assistance', 'eviction'],
  'help with rent': ['rent', 'rental assistance', 'housing assistance', 'eviction'],
  'rental assistance': ['rent', 'housing assistance'],
  eviction: ['evicted', 'tenant', 'rent'],
  evicted: ['eviction', 'tenant'],
  homeless: ['homelessness', 'shelter', 'unhoused'],
  'safe place': ['shelter', 'safe house'],
  'place to stay': ['shelter', 'housing'],
  shelter: ['safe house', 'emergency housing'],
  'section 8': ['housing choice voucher', 'voucher'],
  // Money
  money: ['financial', 'cash assistance', 'benefits'],
  'cash assistance': ['tanf', 'welfare'],
  welfare: ['tanf', 'benefits', 'cash assistance'],
  'food stamps': ['snap', 'food assistance'],
  food: ['snap', 'food pantry', 'meals', 'wic', 'hunger'],
  bills: ['utility', 'energy assistance', 'liheap'],
  utilities: ['utility', 'energy assistance', 'liheap'],
  taxes: ['tax', 'tax credit', 'tax preparation'],
  debt: ['credit counseling', 'credit'],
  scholarship: ['tuition', 'education grant', 'college'],
  college: ['tuition', 'scholarship', 'student aid'],
  loan: ['loans', 'microloan', 'lending', 'capital'],
  funding: ['grant', 'loan', 'capital', 'investment'],
  // Work and business
  job: ['jobs', 'employment', 'career', 'work'],
  work: ['job', 'employment', 'career'],
  career: ['job', 'employment'],
  'job training': ['workforce', 'skills training', 'apprenticeship'],
  resume: ['job search', 'career'],
  business: ['small business', 'entrepreneur', 'startup'],
  startup: ['small business', 'entrepreneur', 'start a business'],
  entrepreneur: ['small business', 'business owner', 'startup'],
  mentor: ['mentoring', 'mentorship'],
};

export const SYNONYMS: Readonly<Record<string, readonly string[]>> = { ...ENGLISH_SYNONYMS, ...SPANISH_SYNONYMS };

/**
 * Words that carry no meaning for finding an organization ("help for women near me"). They are dropped from a query
 * unless nothing else is left.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'any', 'are', 'as', 'at', 'can', 'do', 'for', 'from', 'get', 'how', 'i', 'in', 'is', 'it', 'me',
  'my', 'near', 'need', 'of', 'on', 'or', 'please', 'the', 'to', 'want', 'what', 'where', 'who', 'with', 'woman',
  'women', 'womens', 'help', 'helps', 'service', 'services', 'support', 'find', 'nearby', 'free', 'program',
  'programs', 'organization', 'organizations', 'resource', 'resources',
  ...SPANISH_STOPWORDS,
]);

/** Short words that are searched although they are under the minimum length: abbreviations people type. */
export const SHORT_QUERIES: ReadonlySet<string> = new Set(
  Object.keys(SYNONYMS).filter((k) => k.length < 3),
);
