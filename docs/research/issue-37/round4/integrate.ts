// Round 4 into data/resources.json (run once from the repository root: npx tsx docs/research/issue-37/round4/integrate.ts).
// Kentucky Legal Aid (LSC area KY-9) gets the 35 counties of LSC's table: its own pages (klaid.org/faq, /how-we-work)
// give its intake line and hours and its four offices (Bowling Green, Madisonville, Owensboro, Paducah: Warren,
// Hopkins, Daviess and McCracken counties, all in KY-9); its listing said it served the whole state, which it does
// not. The legal help site Kentucky's four programs run with the state's Access to Justice Commission (kyjustice.org)
// is listed for the whole state: its own page sends people to its county map to find their program (what it says of
// itself is all the listing says).
import { readFileSync, writeFileSync } from 'node:fs';
import { countyNamed } from '../../../../api/hsds/zip-centres.ts';
import { LEGAL_AID_PROGRAM_TAG } from '../../../../scripts/legal-aid-coverage.ts';

type Rec = Record<string, unknown> & { id: string; tags: string[] };
const DATA = 'data/resources.json';
const raw = readFileSync(DATA, 'utf8');
const data = JSON.parse(raw) as { resources: Rec[] };
const byId = new Map(data.resources.map((r) => [r.id, r]));

const ky = JSON.parse(readFileSync('docs/research/issue-37/round3/KY.json', 'utf8')) as {
  programs: { lscServiceArea: string; counties: string[]; countiesSource: { repo: string; commit: string; path: string; documentDate: string } }[];
};
const area = ky.programs.find((p) => p.lscServiceArea === 'KY-9')!;
const counties = area.counties.map((name) => {
  const code = countyNamed(name, 'KY');
  if (!code) throw new Error(`KY-9: no county "${name}"`);
  return code;
});
if (counties.length !== 35 || new Set(counties).size !== 35) throw new Error('KY-9: not 35 counties');
for (const office of ['Warren County', 'Hopkins County', 'Daviess County', 'McCracken County']) {
  if (!area.counties.includes(office)) throw new Error(`KY-9: its office's ${office} is not in the table`);
}

const kla = byId.get('ky-legal-aid-kla');
if (!kla) throw new Error('ky-legal-aid-kla: no such listing');
kla.counties = counties.sort();
kla.countiesSource = {
  name: 'Legal Services Corporation',
  year: /\b(20\d\d)\b/.exec(area.countiesSource.documentDate)![1],
  url: `https://github.com/${area.countiesSource.repo}/blob/${area.countiesSource.commit}/${area.countiesSource.path}`,
};
kla.serviceArea = 'local';
kla.hours = 'Intake line: Monday to Thursday, 8:30 am to 6:00 pm Central; closed on major holidays';
kla.sourceUrl = 'https://www.klaid.org/how-we-work';
kla.verifiedAt = '2026-12-02';
if (!kla.tags.includes(LEGAL_AID_PROGRAM_TAG)) kla.tags.splice(kla.tags.indexOf('legal aid') + 1, 0, LEGAL_AID_PROGRAM_TAG);

const portal: Rec = {
  id: 'ky-kyjustice-legal-help',
  title: 'KYJustice.org: find your county’s legal aid program',
  organization: 'KYJustice.org',
  description:
    'Four legal aid programs serve different parts of Kentucky. This website’s county map shows which one serves yours, and a few questions tell you whether you may qualify for free legal help. Interpreters are free.',
  category: 'rights-advocacy',
  phones: [],
  url: 'https://www.kyjustice.org/help-near-you',
  state: 'KY',
  serviceArea: 'KY',
  tags: ['legal aid', 'legal information', 'self-help'],
  languages: [],
  isOpen24Hours: false,
  sourceUrl: 'https://www.kyjustice.org/selfhelpforms', // read at http://kyjustice.org/selfhelpforms
  verifiedAt: '2026-12-02',
};
if (byId.has(portal.id)) throw new Error(`${portal.id}: already listed`);
data.resources.push(portal);

writeFileSync(DATA, JSON.stringify(data, null, 2) + (raw.endsWith('\n') ? '\n' : ''));
console.log(`KY-9 ky-legal-aid-kla: ${counties.length} counties; ${portal.id} added`);
