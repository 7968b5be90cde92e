// Round 3 into data/resources.json (run once from the repository root: npx tsx docs/research/issue-37/round3/integrate.ts).
// Only the programs LSC's service-area tables place with high or medium-high confidence whose own site we read: each
// gets the counties of its LSC service area (named as in the table, matched to FIPS codes), the "legal aid program"
// tag, and `countiesSource` saying whose list that is and of which year (the card says so, and to call to check).
// Existing listings keep their own facts; new ones carry only what their own pages say (no phone we did not read there).
import { readFileSync, writeFileSync } from 'node:fs';
import { countyNamed, countyNameOf, knownCounties } from '../../../../api/hsds/zip-centres.ts';
import { STATE_FIPS } from '../../../../shared/geo/counties.ts';
import { LEGAL_AID_PROGRAM_TAG } from '../../../../scripts/legal-aid-coverage.ts';

interface Program {
  lscServiceArea: string;
  program: string;
  status: string;
  confidence: string;
  counties: string[];
  countiesSource: { repo: string; commit: string; path: string; documentDate?: string; document?: string };
}
type Rec = Record<string, unknown> & { id: string; tags: string[] };

const DATA = 'data/resources.json';
const raw = readFileSync(DATA, 'utf8');
const data = JSON.parse(raw) as { resources: Rec[] };
const byId = new Map(data.resources.map((r) => [r.id, r]));

function program(state: string, area: string): Program {
  const file = JSON.parse(readFileSync(`docs/research/issue-37/round3/${state}.json`, 'utf8')) as { programs: Program[] };
  const p = file.programs.find((x) => x.lscServiceArea === area);
  if (!p) throw new Error(`${area}: not in round3/${state}.json`);
  if (p.status !== 'assign' || !['high', 'medium-high'].includes(p.confidence)) throw new Error(`${area}: ${p.status}, ${p.confidence}: not placed here`);
  return p;
}

function fips(state: string, p: Program): string[] {
  const out = p.counties.map((name) => {
    // The tables write some names apart that the Census Bureau writes together ("La Salle County", LaSalle County).
    const squeezed = (n: string) => n.toLowerCase().replace(/[^a-z]/g, '');
    const code = countyNamed(name, state) ?? knownCounties().find((f) => f.startsWith(STATE_FIPS[state as keyof typeof STATE_FIPS]) && squeezed(countyNameOf(f) ?? '') === squeezed(name));
    if (!code) throw new Error(`${p.lscServiceArea}: no county "${name}" in ${state}`);
    return code;
  });
  if (new Set(out).size !== out.length) throw new Error(`${p.lscServiceArea}: a county twice`);
  return out.sort();
}

function source(p: Program) {
  const year = /\b(20\d\d)\b/.exec(p.countiesSource.documentDate ?? '')?.[1];
  if (!year) throw new Error(`${p.lscServiceArea}: no year for its table`);
  return { name: 'Legal Services Corporation', year, url: `https://github.com/${p.countiesSource.repo}/blob/${p.countiesSource.commit}/${p.countiesSource.path}` };
}

function tag(r: Rec): void {
  if (r.tags.includes(LEGAL_AID_PROGRAM_TAG)) return;
  const i = r.tags.indexOf('legal aid');
  r.tags.splice(i >= 0 ? i + 1 : 0, 0, LEGAL_AID_PROGRAM_TAG);
}

// 1. Listings we have: their counties. Three that said "all of the state" serve part of it (TRLA, Prairie State, Land
// of Lincoln). Legal Services of South Central Michigan already names its 13 counties, from its own page.
const existing: [state: string, area: string, id: string][] = [
  ['TX', 'TX-13', 'houston-lone-star-legal-aid'],
  ['TX', 'TX-14', 'fort-worth-legal-aid-northwest-texas'],
  ['TX', 'TX-15', 'tx-trla-legal-aid'],
  ['IL', 'IL-7', 'il-legal-aid-prairie-state'],
  ['IL', 'IL-3', 'il-legal-aid-land-of-lincoln'],
  ['NY', 'NY-9', 'new-york-legal-services-nyc'],
  ['CA', 'CA-14', 'san-diego-legal-aid-society'],
];
for (const [state, area, id] of existing) {
  const r = byId.get(id);
  if (!r) throw new Error(`${id}: no such listing`);
  const p = program(state, area);
  r.counties = fips(state, p);
  r.countiesSource = source(p);
  r.serviceArea = 'local';
  tag(r);
  console.log(`${area} ${id}: ${(r.counties as string[]).length} counties`);
}

// 2. Programs we had no listing for: what their own pages say.
const base = { category: 'rights-advocacy', phones: [] as unknown[], serviceArea: 'local', isOpen24Hours: false, languages: [] as string[] };
const added: (Rec & { state: string; area: string })[] = [
  { id: 'tn-legal-aid-west-tennessee', area: 'TN-7', state: 'TN', title: 'West Tennessee Legal Services', organization: 'West Tennessee Legal Services, Inc.', description: 'A nonprofit law firm giving free civil legal help to people who live in seventeen West Tennessee counties.', url: 'https://www.wtls.org/', sourceUrl: 'https://www.wtls.org/about/priorities/', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'tn-legal-aid-east-tennessee', area: 'TN-9', state: 'TN', title: 'Legal Aid of East Tennessee', organization: 'Legal Aid of East Tennessee', description: 'Free civil legal help in 26 East Tennessee counties (formerly Knoxville Legal Aid Society).', url: 'https://www.laet.org/', sourceUrl: 'https://www.laet.org/News/Online-Press-Kit/Timeline.aspx', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'tn-legal-aid-middle-tennessee', area: 'TN-10', state: 'TN', title: 'Legal Aid Society of Middle Tennessee and the Cumberlands', organization: 'Legal Aid Society of Middle Tennessee and the Cumberlands', description: 'Free civil legal help for low-income people in the 48 counties it serves across Middle Tennessee and the Cumberlands. To ask for legal help, call its line.', url: 'https://las.org/', sourceUrl: 'https://las.org/covid-19-faq/', sourceDate: '2020-04-17', verifiedAt: '2026-12-01', phones: [{ number: '1-800-238-1443', kind: 'voice', label: 'To ask for legal help' }], phoneNumber: '1-800-238-1443', tags: ['legal aid', 'free lawyer'] },
  { id: 'mn-legal-aid-central-minnesota', area: 'MN-6', state: 'MN', title: 'Central Minnesota Legal Services', organization: 'Central Minnesota Legal Services (CMLS)', description: 'Free civil legal help in the 21 central Minnesota counties it serves (it cannot take cases from outside them). Call your local office or apply online.', url: 'https://www.centralmnlegal.org/', sourceUrl: 'https://www.centralmnlegal.org/get-help/legal-aid-eligibility/', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'mn-legal-aid-southern-minnesota', area: 'MN-5', state: 'MN', title: 'Southern Minnesota Regional Legal Services', organization: 'Southern Minnesota Regional Legal Services (SMRLS)', description: 'Free civil legal help in the 33 counties of southern Minnesota, including the Twin Cities’ east and south metro.', url: 'https://www.smrls.org/', sourceUrl: 'https://www.smrls.org/about-us/history/', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'oh-legal-aid-western-ohio', area: 'OH-23', state: 'OH', title: 'Legal Aid of Western Ohio', organization: 'Legal Aid of Western Ohio, Inc. (LAWO)', description: 'Free civil legal help in 32 western Ohio counties, from Toledo south.', url: 'https://www.lawolaw.org/', sourceUrl: 'https://www.lawolaw.org/support-our-work/celebrating-70-years-of-legal-aid-in-western-ohio/', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'mo-legal-aid-western-missouri', area: 'MO-3', state: 'MO', title: 'Legal Aid of Western Missouri', organization: 'Legal Aid of Western Missouri', description: 'Free civil legal help in 40 counties, the western third of Missouri.', url: 'https://lawmo.org/', sourceUrl: 'https://lawmo.org/about-us', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'ny-legal-aid-northeastern-new-york', area: 'NY-21', state: 'NY', title: 'Legal Aid Society of Northeastern New York', organization: 'Legal Aid Society of Northeastern New York (LASNNY)', description: 'Free civil legal help for individuals and families struggling with poverty in a 16-county service area of northeastern New York.', url: 'https://www.lasnny.org/', sourceUrl: 'https://www.lasnny.org/category/front_page/news/page/17/', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
  { id: 'pa-legal-aid-midpenn', area: 'PA-25', state: 'PA', title: 'MidPenn Legal Services', organization: 'MidPenn Legal Services', description: 'Free civil legal help for low-income residents and survivors of domestic violence and sexual assault in 18 Central Pennsylvania counties.', url: 'https://www.midpenn.org/', sourceUrl: 'https://www.midpenn.org/', verifiedAt: '2026-12-01', tags: ['legal aid', 'free lawyer', 'domestic violence'] },
  { id: 'mi-legal-aid-western-michigan', area: 'MI-15', state: 'MI', title: 'Legal Aid of Western Michigan', organization: 'Legal Aid of Western Michigan', description: 'Free legal help in non-criminal cases for low-income and elderly residents of 17 western Michigan counties.', url: 'https://www.legalaidwestmich.org/', sourceUrl: 'https://www.legalaidwestmich.org/faq', verifiedAt: '2026-12-02', tags: ['legal aid', 'free lawyer'] },
];
for (const { area, ...fields } of added) {
  if (byId.has(fields.id)) throw new Error(`${fields.id}: already listed`);
  const p = program(fields.state, area);
  const r: Rec = { ...base, ...fields, counties: fips(fields.state, p), countiesSource: source(p) };
  tag(r);
  data.resources.push(r);
  byId.set(r.id, r);
  console.log(`${area} ${r.id}: ${(r.counties as string[]).length} counties (new)`);
}

// 3. Land of Lincoln and Prairie State were Illinois's statewide legal listings; neither serves the whole state. The
// statewide legal help site the programs send people to (Prairie State's apply-online page) is listed for all of it.
const ilao: Rec = {
  id: 'il-illinois-legal-aid-online',
  title: 'Illinois Legal Aid Online',
  organization: 'Illinois Legal Aid Online (ILAO)',
  description: 'A statewide website connecting people in Illinois to legal information, self-help tools and lawyers. Prairie State Legal Services takes its online applications there.',
  category: 'rights-advocacy',
  phones: [],
  url: 'https://www.illinoislegalaid.org/',
  state: 'IL',
  serviceArea: 'IL',
  tags: ['legal aid', 'legal information', 'self-help'],
  languages: [],
  isOpen24Hours: false,
  sourceUrl: 'https://www.illinoislegalaid.org/about/our-work/blog/new-ilao-program-free-legal-answers',
  sourceDate: '2016-10-18',
  verifiedAt: '2026-12-02',
};
if (byId.has(ilao.id)) throw new Error(`${ilao.id}: already listed`);
data.resources.push(ilao);

writeFileSync(DATA, JSON.stringify(data, null, 2) + (raw.endsWith('\n') ? '\n' : ''));
