// Builds data/resources.json from the 293 listings of commit 995703e plus the audited candidates of this folder:
// `npx tsx docs/research/issue-23/merge.ts [research folder]` (default: this folder). One-off research tooling, kept
// so the data can be traced: a candidate goes in only with an audit verdict of "confirmed" or "fix" (fix applied), or
// as a record an auditor added; evidence and notes stay here; national crisis numbers are left to their own records.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { zipCentre } from '../../../api/hsds/zip-centres.ts';
import { HOTLINES } from '../../../shared/hotlines.ts';
import { seedResourceSchema } from '../../../shared/schemas/resource.ts';

type Rec = Record<string, unknown> & { id: string; phones?: { number: string; kind: string; label?: string }[] };
interface Verdict {
  id: string;
  verdict: 'confirmed' | 'fix' | 'drop';
  fix?: Record<string, unknown>;
}

const HERE = new URL('.', import.meta.url).pathname;
const research = process.argv[2] ?? HERE;
const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(research, file), 'utf8'));
const readIf = (file: string) => (existsSync(join(research, file)) ? read(file) : {});
const BASE_COMMIT = '995703e';
const base = JSON.parse(execFileSync('git', ['show', `${BASE_COMMIT}:data/resources.json`], { encoding: 'utf8' })).resources as Rec[];

const candidates: Rec[] = [];
for (const f of ['statewide-a.json', 'statewide-b.json', 'statewide-c.json', 'statewide-d.json', 'cities.json']) candidates.push(...((read(f).records as Rec[]) ?? []));
const verdicts = new Map<string, Verdict>();
const added: Rec[] = [];
for (const f of ['audit.json', 'audit-out-1.json', 'audit-out-2.json', 'audit-out-3.json', 'cities-out.json', 'gaps-out.json']) {
  const a = readIf(f);
  for (const v of (a.audited as Verdict[] | undefined) ?? []) if (!verdicts.has(v.id)) verdicts.set(v.id, v);
  added.push(...((a.added as Rec[] | undefined) ?? []));
}

const national = new Set(HOTLINES.flatMap((h) => [h.phone, h.tty, h.text?.to]).filter((n): n is string => Boolean(n)).map((n) => digits(n)));
function digits(n: string): string {
  const d = n.replace(/\D/g, '');
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
}
const https = (u: unknown) => (typeof u === 'string' ? u.replace(/^http:\/\//i, 'https://') : u);

const report = { unaudited: [] as string[], dropped: [] as string[], nationalNumbersRemoved: [] as string[], invalid: [] as string[] };
function shape(input: Rec): Rec | undefined {
  const r: Rec = { ...input };
  for (const k of ['evidence', 'notes', '_file', 'confidence']) delete r[k];
  r.url = https(r.url);
  r.sourceUrl = https(r.sourceUrl);
  if (!r.url) delete r.url;
  r.verifiedAt = '2026-11-25';
  if (typeof r.sourceDate === 'string') {
    const m = /^(\d{4})(-\d{2}-\d{2})?/.exec(r.sourceDate);
    if (m) r.sourceDate = m[2] ? m[0] : m[1];
    else delete r.sourceDate;
  } else delete r.sourceDate;
  const phones = (r.phones ?? []).filter((p) => {
    if (!national.has(digits(p.number)) || p.number.replace(/\D/g, '') === '211') return true;
    report.nationalNumbersRemoved.push(`${r.id} ${p.number}`);
    return false;
  });
  r.phones = phones.map((p) => ({ ...p, ...(p.label ? { label: p.label.slice(0, 80) } : {}) }));
  const voice = phones.find((p) => p.kind === 'voice');
  if (voice) r.phoneNumber = voice.number;
  else delete r.phoneNumber;
  const local = typeof r.city === 'string' && r.city.length > 0;
  r.serviceArea = local ? 'local' : r.state;
  if (local) {
    // The kind of help a city listing is, as a search word too (scripts/resource-depth.ts checks each city has all three).
    const text = `${String(r.title)} ${String(r.organization ?? '')}`;
    const kind = r.category === 'womens-health' ? 'health clinic' : r.category === 'rights-advocacy' && /legal|law\b|justice project/i.test(text) ? 'legal aid' : 'domestic violence';
    const tags = Array.isArray(r.tags) ? (r.tags as string[]) : [];
    r.tags = [...new Set([kind, ...tags])];
  }
  if (r.isConfidential) {
    for (const k of ['address', 'zip', 'latitude', 'longitude', 'approximatePlace']) delete r[k];
  } else if (local && typeof r.zip === 'string' && r.latitude === undefined) {
    // The source gave a ZIP code, not coordinates: its centre, marked approximate (never a false street pin).
    const c = zipCentre(r.zip);
    if (c) Object.assign(r, { latitude: c.latitude, longitude: c.longitude, approximatePlace: true });
  }
  if (!r.address) delete r.address;
  if (typeof r.zip !== 'string' || !/^\d{5}$/.test(r.zip)) delete r.zip;
  const parsed = seedResourceSchema.safeParse(r);
  if (!parsed.success) {
    report.invalid.push(`${r.id}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
    return undefined;
  }
  return r;
}

const out: Rec[] = [];
for (const c of candidates) {
  const v = verdicts.get(c.id);
  if (!v) report.unaudited.push(c.id);
  else if (v.verdict === 'drop') report.dropped.push(c.id);
  else {
    const r = shape({ ...c, ...(v.verdict === 'fix' ? (v.fix ?? {}) : {}) });
    if (r) out.push(r);
  }
}
// The second audit (of records the auditors added) and our own decisions (decisions.json, each with its reason) come last.
const later = new Map<string, Verdict>(((readIf('final-audit.json').audited as Verdict[] | undefined) ?? []).map((v) => [v.id, v]));
const decisions = readIf('decisions.json') as { drop?: Record<string, string>; fix?: Record<string, Record<string, unknown> & { why: string }> };
for (const [id, why] of Object.entries(decisions.drop ?? {})) later.set(id, { id, verdict: 'drop', fix: { why } });
for (const [id, fix] of Object.entries(decisions.fix ?? {})) {
  if (decisions.drop?.[id]) throw new Error(`decisions.json: ${id} is both dropped and fixed`);
  const { why: _why, ...fields } = fix;
  const before = later.get(id);
  later.set(id, { id, verdict: 'fix', fix: { ...(before?.verdict === 'fix' ? before.fix : {}), ...fields } });
}
for (const a of added) {
  const r = shape(a);
  if (r) out.push(r);
}
for (let i = out.length - 1; i >= 0; i--) {
  const v = later.get(out[i]!.id);
  if (!v || v.verdict === 'confirmed') continue;
  if (v.verdict === 'drop') {
    report.dropped.push(out[i]!.id);
    out.splice(i, 1);
    continue;
  }
  const r = shape({ ...out[i]!, ...(v.fix ?? {}) });
  if (r) out[i] = r;
  else out.splice(i, 1);
}
// Session 4: a researcher's finds (pass4-out.json) as the auditor left them (pass4-audit.json), then our own
// decisions (pass4-decisions.json). Records touched are dated by this pass.
const pass4 = readIf('pass4-out.json') as { added?: Rec[]; fixes?: { id: string; set: Record<string, unknown> }[] };
const audit4 = new Map(((readIf('pass4-audit.json').audited as Verdict[] | undefined) ?? []).map((v) => [v.id, v]));
const own4 = ((readIf('pass4-decisions.json') as { fix?: Record<string, Record<string, unknown>> }).fix ?? {});
function pass4Change(id: string, proposed: Record<string, unknown>): Record<string, unknown> | undefined {
  const v = audit4.get(id);
  if (!v) {
    report.unaudited.push(`pass4 ${id}`);
    return undefined;
  }
  if (v.verdict === 'drop') {
    report.dropped.push(`pass4 ${id}`);
    return undefined;
  }
  const { why: _why, dropFields, statewide, ...own } = own4[id] ?? {};
  const change: Record<string, unknown> = { ...proposed, ...(v.verdict === 'fix' ? (v.fix ?? {}) : {}), ...own };
  for (const f of (dropFields as string[] | undefined) ?? []) delete change[f];
  // A new source page: the old page's date no longer applies.
  if (typeof change.sourceUrl === 'string' && !('sourceDate' in change)) change.sourceDate = undefined;
  if (typeof statewide === 'string') {
    for (const k of ['city', 'address', 'zip', 'latitude', 'longitude', 'approximatePlace']) delete change[k];
    change.serviceArea = statewide;
  }
  return change;
}
function dated4(r: Rec | undefined): Rec | undefined {
  return r && { ...r, verifiedAt: '2026-11-26' };
}
for (const a of pass4.added ?? []) {
  const change = pass4Change(a.id, a);
  const r = change && dated4(shape(change as Rec));
  if (r && typeof change?.serviceArea === 'string' && change.serviceArea !== 'local') r.serviceArea = change.serviceArea;
  if (r) out.push(r);
}
const everyRecord = [...base, ...out];
for (const f of pass4.fixes ?? []) {
  const change = pass4Change(f.id, f.set);
  if (!change) continue;
  const list = out.some((r) => r.id === f.id) ? out : base;
  const i = list.findIndex((r) => r.id === f.id);
  if (i === -1 || !everyRecord.some((r) => r.id === f.id)) {
    report.invalid.push(`pass4 ${f.id}: no such listing`);
    continue;
  }
  const r = dated4(shape({ ...list[i]!, ...change }));
  if (r) list[i] = r;
}
const ids = new Set(base.map((r) => r.id));
const fresh = out.filter((r) => (ids.has(r.id) ? (report.invalid.push(`${r.id}: duplicate id`), false) : (ids.add(r.id), true)));
writeFileSync(new URL('../../../data/resources.json', import.meta.url), `${JSON.stringify({ resources: [...base, ...fresh] }, null, 2)}\n`);
console.log(`${fresh.length} listings added to ${base.length}.`);
for (const [k, v] of Object.entries(report)) console.log(`${k} (${v.length}): ${v.join('; ')}`);
