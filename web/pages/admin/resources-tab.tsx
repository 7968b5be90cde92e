// Resources: the directory as editors keep it. Every directory field is editable (phones, hours, the confidential
// flag, where the facts came from and when they were checked); each change reaches visitors' devices by sync.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_KEYS, CATEGORY_LABELS, type CategoryKey } from '../../../shared/categories.ts';
import { adminResourceInputSchema } from '../../../shared/admin/schemas.ts';
import type { Phone, Resource } from '../../../shared/schemas/resource.ts';
import { countyLines, EMPTY, fromSuggestion, resolveCountyLines, toDraft, toInput, today, type Draft } from './resource-draft.ts';
import type { SuggestionRow } from '../../../shared/schemas/listing-suggestion.ts';
import { countyLabel, findCounty, type PlaceTable } from '../../../shared/geo/places.ts';
import { loadPlaces } from '../../local/places.ts';
import { US_STATES } from '../../../shared/us-states.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';
import { adminChange, adminErrorText, adminFetch } from './admin-api.ts';
import { Badge, CheckField, ConfirmDialog, Field, FormDialog, TextField } from './admin-ui.tsx';
import { useAdminList } from './use-admin-list.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { toast } from '../../shell/toast.ts';

/** Kinds of line named by their own names, the same in every language. */
const PHONE_KIND_NAMES = { tty: 'TTY', whatsapp: 'WhatsApp' } as const;

export function ResourcesTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const categoryLabel = (key: string) => (key in CATEGORY_LABELS ? t(`category.${key as CategoryKey}`) : key);
  const { items, reload } = useAdminList<Resource>('/resources');
  // `suggestion`: a draft made from a reader's suggestion, published through it (and marked so on its card).
  // `listing`: the listing as stored, when the form edits one (what it says of its counties' source is not a form field).
  const [editing, setEditing] = useState<{ id?: string; listing?: Resource; suggestion?: SuggestionRow; draft: Draft }>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<Resource>();
  const [filter, setFilter] = useState('');
  // "Edit this listing" from a report or the stale list: open its editor once the list has loaded.
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  useEffect(() => {
    const listing = editId ? items?.find((r) => r.id === editId) : undefined;
    if (!listing) return;
    setEditing({ id: listing.id, listing, draft: toDraft(listing) });
    setParams({ tab: 'resources' }, { replace: true });
  }, [editId, items]);

  // "Open as a draft listing" from the suggestions tab: the suggestion, read again, as a new listing's draft.
  const suggestionId = params.get('suggestion');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!suggestionId) return;
    // Taking the id out of the address runs this again without one: the answer still opens the draft, unless the tab
    // has gone (`mounted`).
    setParams({ tab: 'resources' }, { replace: true });
    adminFetch<{ suggestions: SuggestionRow[] }>('/listing-suggestions').then(
      ({ suggestions }) => {
        if (!mounted.current) return;
        const s = suggestions.find((x) => x.id === suggestionId && x.status === 'open');
        if (s) setEditing({ suggestion: s, draft: fromSuggestion(s) });
        else toast({ title: t('admin.toast.error'), description: t('admin.suggestions.gone'), variant: 'destructive' });
      },
      (err) => mounted.current && toast({ title: t('admin.toast.error'), description: adminErrorText(err, t), variant: 'destructive' }),
    );
  }, [suggestionId]);

  // The table of places names the counties a listing serves (read once a form opens; the admin area is online).
  const [places, setPlaces] = useState<PlaceTable | null>();
  const formOpen = Boolean(editing);
  // Asked again each time a form opens while it has not loaded (null: the last try failed).
  useEffect(() => {
    if (formOpen && !places) void loadPlaces().then(setPlaces, () => setPlaces(null));
  }, [formOpen]);
  // A listing's counties arrive as codes: shown by name once the table is read.
  useEffect(() => {
    if (!places) return;
    setEditing((e) => e && { ...e, draft: { ...e.draft, counties: countyLines(e.draft.counties).map((line) => (/^\d{5}$/.test(line) && places.countyNames.has(line) ? countyLabel(places, line) : line)).join('\n') } });
  }, [places, editing?.id]);
  const findIn = (table: PlaceTable, state: string) => (line: string) => findCounty(table, line, state || undefined);

  const countiesFound =
    places && editing
      ? countyLines(editing.draft.counties)
          .map(findIn(places, editing.draft.state))
          .filter((fips): fips is string => Boolean(fips))
          .map((fips) => countyLabel(places, fips))
      : [];

  // Whose list its counties are from: kept while the counties stay as they are (in any order), dropped by the API once
  // they change. The form says which, so an editor's change does not drop the claim unseen.
  const countiesSource = editing?.listing?.countiesSource;
  const countiesChanged = (() => {
    if (!countiesSource || !editing) return false;
    // Until the table of places is read (or if it could not be), the lines are the codes the listing came with.
    const resolve = places ? findIn(places, editing.draft.state) : (line: string) => (/^\d{5}$/.test(line) ? line : undefined);
    const now = countyLines(editing.draft.counties).map(resolve);
    const before = editing.listing?.counties ?? [];
    return now.some((fips) => !fips) || new Set(now).size !== before.length || !before.every((fips) => now.includes(fips));
  })();

  const set = (patch: Partial<Draft>) => setEditing((e) => e && { ...e, draft: { ...e.draft, ...patch } });
  const setPhone = (i: number, patch: Partial<Draft['phones'][number]>) =>
    setEditing((e) => e && { ...e, draft: { ...e.draft, phones: e.draft.phones.map((p, j) => (j === i ? { ...p, ...patch } : p)) } });

  const save = async () => {
    if (!editing) return false;
    const table = places ?? (await loadPlaces().catch(() => null));
    const counties = resolveCountyLines(editing.draft.counties, table ? findIn(table, editing.draft.state) : undefined);
    if ('unknown' in counties) {
      setError(t(table ? 'admin.resources.error.county' : 'admin.resources.error.countiesUnread', { entry: counties.unknown }));
      return false;
    }
    const checked = adminResourceInputSchema.safeParse({ ...toInput(editing.draft), counties: counties.counties });
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(`${issue?.path.join('.') || t('admin.resources.error.form')}: ${issueText(t, issue) ?? t('admin.resources.error.notValid')}`);
      return false;
    }
    setError(undefined);
    const out = editing.id
      ? await adminChange(t, 'admin.toast.resourceUpdated', `/resources/${editing.id}`, 'PUT', checked.data)
      : editing.suggestion
        ? await adminChange(t, 'admin.toast.suggestionPublished', `/listing-suggestions/${editing.suggestion.id}/publish`, 'POST', checked.data)
        : await adminChange(t, 'admin.toast.resourceCreated', '/resources', 'POST', checked.data);
    if (!out) return false;
    reload();
    onChanged();
    return true;
  };

  const shown = items?.filter((r) => !filter.trim() || `${r.title} ${r.organization ?? ''} ${r.city ?? ''}`.toLowerCase().includes(filter.trim().toLowerCase()));

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-resources" tabIndex={-1} className="m-0 text-xl font-bold outline-none">
          {t('admin.tab.resources')}
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => (setError(undefined), setEditing({ draft: { ...EMPTY, verifiedAt: today() } }))}>
          {t('admin.resources.add')}
        </button>
      </div>
      <div className="mt-3 max-w-md">
        <TextField label={t('admin.resources.find')} value={filter} onChange={setFilter} />
      </div>
      {!shown ? (
        <p role="status">{t('admin.resources.loading')}</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none grid-cols-1 gap-3 p-0 lg:grid-cols-2">
          {shown.slice(0, 100).map((r) => (
            <li key={r.id} className="min-w-0 rounded-lg border border-line bg-surface p-4 break-words">
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone="brand">{categoryLabel(r.category)}</Badge>
                {r.isEmergency && <Badge tone="crisis">{t('admin.resources.badge.emergency')}</Badge>}
                {r.isVerified && <Badge tone="success">{t('admin.resources.badge.verified')}</Badge>}
                {r.isConfidential && <Badge>{t('admin.resources.badge.confidential')}</Badge>}
              </p>
              <h3 className="mt-2 mb-0 text-lg font-bold">{r.title}</h3>
              {r.phoneNumber && <p className="mt-1 mb-0 text-sm">{r.phoneNumber}</p>}
              <p className="mt-1 mb-0 text-sm text-ink-muted">{[r.address, r.city, r.state].filter(Boolean).join(', ') || (r.serviceArea === 'national' ? t('admin.resources.area.national') : r.serviceArea === 'local' ? t('admin.resources.area.local') : r.serviceArea)}</p>
              <p className="mt-1 mb-0 text-xs text-ink-muted">{t('admin.resources.checked', { date: r.verifiedAt })}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={buttonStyles.secondary} onClick={() => (setError(undefined), setEditing({ id: r.id, listing: r, draft: toDraft(r) }))}>
                  <FormattedMessage id="admin.action.edit" values={{ name: r.title, ...RICH_TAGS }} />
                </button>
                <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(r)}>
                  <FormattedMessage id="admin.action.delete" values={{ name: r.title, ...RICH_TAGS }} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown && shown.length > 100 && <p className="mt-3 text-sm">{t('admin.resources.showing', { shown: 100, total: shown.length })}</p>}

      <FormDialog
        open={Boolean(editing)}
        title={t(editing?.id ? 'admin.resources.edit.title' : editing?.suggestion ? 'admin.suggestions.draft.title' : 'admin.resources.create.title')}
        submitLabel={t(editing?.id ? 'admin.form.saveChanges' : editing?.suggestion ? 'admin.suggestions.draft.submit' : 'admin.resources.create.submit')}
        pendingLabel={t(editing?.id ? 'admin.form.saving' : 'admin.form.creating')}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        {...(error ? { error } : {})}
      >
        {editing && (
          <>
            {editing.suggestion && (
              <div className="rounded-md bg-brand-soft p-3 text-sm">
                <p className="m-0 font-semibold">{t('admin.suggestions.draft.check')}</p>
                <p className="mt-1 mb-0">{t('admin.suggestions.draft.area', { area: editing.suggestion.area })}</p>
              </div>
            )}
            <TextField label={t('admin.resources.field.title')} required maxLength={200} value={editing.draft.title} onChange={(title) => set({ title })} />
            <TextField label={t('admin.resources.field.organization')} maxLength={200} value={editing.draft.organization} onChange={(organization) => set({ organization })} />
            <TextField label={t('admin.resources.field.description')} required rows={3} maxLength={2000} value={editing.draft.description} onChange={(description) => set({ description })} />
            <TextField
              label={t('admin.resources.field.descriptionEs')}
              hint={t('admin.resources.field.descriptionEsHint')}
              rows={3}
              maxLength={2000}
              lang="es"
              value={editing.draft.descriptionEs}
              onChange={(descriptionEs) => set({ descriptionEs })}
            />
            <Field label={`${t('admin.resources.field.category')} *`}>
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.category} onChange={(e) => set({ category: e.target.value })}>
                  {CATEGORY_KEYS.map((k) => (
                    <option key={k} value={k}>
                      {categoryLabel(k)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <fieldset className="m-0 grid gap-3 rounded-md border border-line p-3">
              <legend className="px-1 font-semibold">{t('admin.resources.field.phones')}</legend>
              {editing.draft.phones.map((p, i) => (
                <div key={i} className="grid gap-2 sm:grid-cols-[1fr_8rem]">
                  <TextField label={t('admin.resources.field.phoneNumber', { n: i + 1 })} value={p.number} onChange={(number) => setPhone(i, { number })} />
                  <Field label={t('admin.resources.field.phoneKind')}>
                    {(id) => (
                      <select id={id} className={fieldStyles} value={p.kind} onChange={(e) => setPhone(i, { kind: e.target.value as Phone['kind'] })}>
                        <option value="voice">{t('admin.resources.field.phoneKind.voice')}</option>
                        <option value="text">{t('admin.resources.field.phoneKind.text')}</option>
                        <option value="tty">{PHONE_KIND_NAMES.tty}</option>
                        <option value="whatsapp">{PHONE_KIND_NAMES.whatsapp}</option>
                      </select>
                    )}
                  </Field>
                  <TextField label={t('admin.resources.field.phoneLabel')} maxLength={80} value={p.label} onChange={(label) => setPhone(i, { label })} />
                  {p.kind === 'voice' && <TextField label={t('admin.resources.field.extension')} maxLength={8} value={p.extension} onChange={(extension) => setPhone(i, { extension })} />}
                  {p.kind === 'text' && <TextField label={t('admin.resources.field.textBody')} maxLength={40} value={p.textBody} onChange={(textBody) => setPhone(i, { textBody })} />}
                  <button type="button" className={`${buttonStyles.ghost} justify-self-start`} onClick={() => set({ phones: editing.draft.phones.filter((_, j) => j !== i) })}>
                    {t('admin.resources.field.removePhone', { n: i + 1 })}
                  </button>
                </div>
              ))}
              <button type="button" className={`${buttonStyles.secondary} justify-self-start`} onClick={() => set({ phones: [...editing.draft.phones, { number: '', kind: 'voice', label: '', textBody: '', extension: '' }] })}>
                {t('admin.resources.field.addPhone')}
              </button>
            </fieldset>
            <TextField label={t('admin.resources.field.url')} type="url" value={editing.draft.url} onChange={(url) => set({ url })} />
            <TextField label={t('admin.resources.field.email')} type="email" value={editing.draft.email} onChange={(email) => set({ email })} />
            <CheckField label={t('admin.resources.field.confidential')} checked={editing.draft.isConfidential} onChange={(isConfidential) => set({ isConfidential })} />
            {!editing.draft.isConfidential && <TextField label={t('admin.resources.field.address')} maxLength={300} value={editing.draft.address} onChange={(address) => set({ address })} />}
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label={t('admin.resources.field.city')} maxLength={100} value={editing.draft.city} onChange={(city) => set({ city })} />
              <Field label={t('admin.resources.field.state')}>
                {(id) => (
                  <select id={id} className={fieldStyles} value={editing.draft.state} onChange={(e) => set({ state: e.target.value })}>
                    <option value="">—</option>
                    {US_STATES.map(([code, name]) => (
                      <option key={code} value={code}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <TextField label={t('admin.resources.field.zip')} maxLength={5} value={editing.draft.zip} onChange={(zip) => set({ zip })} />
            </div>
            {!editing.draft.isConfidential && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label={t('admin.resources.field.latitude')} value={editing.draft.latitude} onChange={(latitude) => set({ latitude })} />
                <TextField label={t('admin.resources.field.longitude')} value={editing.draft.longitude} onChange={(longitude) => set({ longitude })} />
              </div>
            )}
            <Field label={t('admin.resources.field.serves')}>
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.serviceArea} onChange={(e) => set({ serviceArea: e.target.value })}>
                  <option value="national">{t('admin.resources.field.serves.national')}</option>
                  <option value="local">{t('admin.resources.field.serves.local')}</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {t('admin.resources.field.serves.state', { state: name })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField
              label={t('admin.resources.field.counties')}
              hint={t('admin.resources.field.countiesHint')}
              rows={3}
              value={editing.draft.counties}
              onChange={(counties) => set({ counties })}
              {...(countiesSource ? { describedBy: 'admin-counties-source' } : {})}
            />
            {countiesFound.length > 0 && <p className="-mt-2 mb-0 text-sm text-ink-muted">{t('admin.resources.field.countiesFound', { list: countiesFound.join('; ') })}</p>}
            {countiesSource && (
              <p id="admin-counties-source" data-counties-source className={countiesChanged ? '-mt-2 mb-0 text-sm font-semibold text-ink' : '-mt-2 mb-0 text-sm text-ink-muted'} aria-live="polite">
                {t(countiesChanged ? 'admin.resources.field.countiesSourceDropped' : 'admin.resources.field.countiesSource', { source: countiesSource.name, year: countiesSource.year })}{' '}
                <a href={countiesSource.url} target="_blank" rel="noopener noreferrer" className="underline">
                  <FormattedMessage id="admin.resources.field.countiesSourceLink" values={{ source: countiesSource.name, year: countiesSource.year, ...RICH_TAGS }} />
                </a>
              </p>
            )}
            <TextField label={t('admin.resources.field.hours')} maxLength={200} value={editing.draft.hours} onChange={(hours) => set({ hours })} />
            <CheckField label={t('admin.resources.field.open24')} checked={editing.draft.isOpen24Hours} onChange={(isOpen24Hours) => set({ isOpen24Hours })} />
            <TextField label={t('admin.resources.field.languages')} hint={t('admin.resources.field.languagesHint')} value={editing.draft.languages} onChange={(languages) => set({ languages })} />
            <TextField label={t('admin.resources.field.eligibility')} rows={2} maxLength={500} value={editing.draft.eligibility} onChange={(eligibility) => set({ eligibility })} />
            <TextField label={t('admin.resources.field.tags')} hint={t('admin.resources.field.tagsHint')} value={editing.draft.tags} onChange={(tags) => set({ tags })} />
            <CheckField label={t('admin.resources.field.emergency')} checked={editing.draft.isEmergency} onChange={(isEmergency) => set({ isEmergency })} />
            <CheckField label={t('admin.resources.field.verified')} checked={editing.draft.isVerified} onChange={(isVerified) => set({ isVerified })} />
            <TextField label={t('admin.resources.field.sourceUrl')} required type="url" hint={t('admin.resources.field.sourceUrlHint')} value={editing.draft.sourceUrl} onChange={(sourceUrl) => set({ sourceUrl })} />
            <TextField label={t('admin.resources.field.verifiedAt')} required type="date" value={editing.draft.verifiedAt} onChange={(verifiedAt) => set({ verifiedAt })} />
            <TextField
              label={t('admin.resources.field.phoneConfirmedOn')}
              hint={t('admin.resources.field.phoneConfirmedOnHint')}
              type="date"
              value={editing.draft.phoneConfirmedOn}
              onChange={(phoneConfirmedOn) => set({ phoneConfirmedOn })}
            />
          </>
        )}
      </FormDialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('admin.resources.delete.title')}
        body={t('admin.resources.delete.body', { title: deleting?.title ?? '' })}
        confirmLabel={t('admin.resources.delete.confirm')}
        onClose={() => setDeleting(undefined)}
        returnFocus={() => document.getElementById('admin-resources')}
        onConfirm={async () => {
          if (!deleting) return;
          if (await adminChange(t, 'admin.toast.resourceDeleted', `/resources/${deleting.id}`, 'DELETE')) {
            reload();
            onChanged();
          }
        }}
      />
    </div>
  );
}
