// Resources: the directory as editors keep it. Every directory field is editable (phones, hours, the confidential
// flag, where the facts came from and when they were checked); each change reaches visitors' devices by sync.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_KEYS, CATEGORY_LABELS } from '../../../shared/categories.ts';
import { adminResourceInputSchema } from '../../../shared/admin/schemas.ts';
import type { Phone, Resource } from '../../../shared/schemas/resource.ts';
import { EMPTY, toDraft, toInput, today, type Draft } from './resource-draft.ts';
import { US_STATES } from '../../../shared/us-states.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { adminChange } from './admin-api.ts';
import { Badge, CheckField, ConfirmDialog, Field, FormDialog, TextField } from './admin-ui.tsx';
import { useAdminList } from './use-admin-list.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { useT } from '../../i18n/use-t.ts';


export function ResourcesTab({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const { items, reload } = useAdminList<Resource>('/resources');
  const [editing, setEditing] = useState<{ id?: string; draft: Draft }>();
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState<Resource>();
  const [filter, setFilter] = useState('');
  // "Edit this listing" from a report or the stale list: open its editor once the list has loaded.
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  useEffect(() => {
    const listing = editId ? items?.find((r) => r.id === editId) : undefined;
    if (!listing) return;
    setEditing({ id: listing.id, draft: toDraft(listing) });
    setParams({ tab: 'resources' }, { replace: true });
  }, [editId, items]);

  const set = (patch: Partial<Draft>) => setEditing((e) => e && { ...e, draft: { ...e.draft, ...patch } });
  const setPhone = (i: number, patch: Partial<Draft['phones'][number]>) =>
    setEditing((e) => e && { ...e, draft: { ...e.draft, phones: e.draft.phones.map((p, j) => (j === i ? { ...p, ...patch } : p)) } });

  const save = async () => {
    if (!editing) return false;
    const checked = adminResourceInputSchema.safeParse(toInput(editing.draft));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setError(`${issue?.path.join('.') || 'Form'}: ${issueText(t, issue) ?? 'not valid'}`);
      return false;
    }
    setError(undefined);
    const out = editing.id ? await adminChange(`/resources/${editing.id}`, 'PUT', checked.data) : await adminChange('/resources', 'POST', checked.data);
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
          Resources
        </h2>
        <button type="button" className={buttonStyles.primary} onClick={() => (setError(undefined), setEditing({ draft: { ...EMPTY, verifiedAt: today() } }))}>
          Add Resource
        </button>
      </div>
      <div className="mt-3 max-w-md">
        <TextField label="Find a resource" value={filter} onChange={setFilter} />
      </div>
      {!shown ? (
        <p role="status">Loading resources…</p>
      ) : (
        <ul className="m-0 mt-4 grid list-none gap-3 p-0 lg:grid-cols-2">
          {shown.slice(0, 100).map((r) => (
            <li key={r.id} className="rounded-lg border border-line bg-surface p-4">
              <p className="m-0 flex flex-wrap gap-2">
                <Badge tone="brand">{CATEGORY_LABELS[r.category]}</Badge>
                {r.isEmergency && <Badge tone="crisis">Emergency</Badge>}
                {r.isVerified && <Badge tone="success">Verified</Badge>}
                {r.isConfidential && <Badge>Confidential location</Badge>}
              </p>
              <h3 className="mt-2 mb-0 text-lg font-bold">{r.title}</h3>
              {r.phoneNumber && <p className="mt-1 mb-0 text-sm">{r.phoneNumber}</p>}
              <p className="mt-1 mb-0 text-sm text-ink-muted">{[r.address, r.city, r.state].filter(Boolean).join(', ') || (r.serviceArea === 'national' ? 'Nationwide' : r.serviceArea === 'local' ? 'Local' : r.serviceArea)}</p>
              <p className="mt-1 mb-0 text-xs text-ink-muted">Checked {r.verifiedAt}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" className={buttonStyles.secondary} onClick={() => (setError(undefined), setEditing({ id: r.id, draft: toDraft(r) }))}>
                  Edit<span className="sr-only"> {r.title}</span>
                </button>
                <button type="button" className={buttonStyles.ghost} onClick={() => setDeleting(r)}>
                  Delete<span className="sr-only"> {r.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {shown && shown.length > 100 && <p className="mt-3 text-sm">Showing 100 of {shown.length}. Type in “Find a resource” to narrow the list.</p>}

      <FormDialog
        open={Boolean(editing)}
        title={editing?.id ? 'Edit Resource' : 'Create New Resource'}
        submitLabel={editing?.id ? 'Save Changes' : 'Create Resource'}
        pendingLabel={editing?.id ? 'Saving...' : 'Creating...'}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
        {...(error ? { error } : {})}
      >
        {editing && (
          <>
            <TextField label="Title" required maxLength={200} value={editing.draft.title} onChange={(title) => set({ title })} />
            <TextField label="Organization" maxLength={200} value={editing.draft.organization} onChange={(organization) => set({ organization })} />
            <TextField label="Description" required rows={3} maxLength={2000} value={editing.draft.description} onChange={(description) => set({ description })} />
            <Field label="Category *">
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.category} onChange={(e) => set({ category: e.target.value })}>
                  {CATEGORY_KEYS.map((k) => (
                    <option key={k} value={k}>
                      {CATEGORY_LABELS[k]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <fieldset className="m-0 grid gap-3 rounded-md border border-line p-3">
              <legend className="px-1 font-semibold">Phone numbers</legend>
              {editing.draft.phones.map((p, i) => (
                <div key={i} className="grid gap-2 sm:grid-cols-[1fr_8rem]">
                  <TextField label={`Number ${i + 1}`} value={p.number} onChange={(number) => setPhone(i, { number })} />
                  <Field label="Kind">
                    {(id) => (
                      <select id={id} className={fieldStyles} value={p.kind} onChange={(e) => setPhone(i, { kind: e.target.value as Phone['kind'] })}>
                        <option value="voice">Call</option>
                        <option value="text">Text</option>
                        <option value="tty">TTY</option>
                        <option value="whatsapp">WhatsApp</option>
                      </select>
                    )}
                  </Field>
                  <TextField label="Label (optional)" maxLength={80} value={p.label} onChange={(label) => setPhone(i, { label })} />
                  {p.kind === 'voice' && <TextField label="Extension (optional)" maxLength={8} value={p.extension} onChange={(extension) => setPhone(i, { extension })} />}
                  {p.kind === 'text' && <TextField label="Word to text" maxLength={40} value={p.textBody} onChange={(textBody) => setPhone(i, { textBody })} />}
                  <button type="button" className={`${buttonStyles.ghost} justify-self-start`} onClick={() => set({ phones: editing.draft.phones.filter((_, j) => j !== i) })}>
                    Remove number {i + 1}
                  </button>
                </div>
              ))}
              <button type="button" className={`${buttonStyles.secondary} justify-self-start`} onClick={() => set({ phones: [...editing.draft.phones, { number: '', kind: 'voice', label: '', textBody: '', extension: '' }] })}>
                Add a phone number
              </button>
            </fieldset>
            <TextField label="Website URL" type="url" value={editing.draft.url} onChange={(url) => set({ url })} />
            <TextField label="Email" type="email" value={editing.draft.email} onChange={(email) => set({ email })} />
            <CheckField label="Confidential location (domestic-violence shelter: no street address or coordinates)" checked={editing.draft.isConfidential} onChange={(isConfidential) => set({ isConfidential })} />
            {!editing.draft.isConfidential && <TextField label="Address" maxLength={300} value={editing.draft.address} onChange={(address) => set({ address })} />}
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label="City" maxLength={100} value={editing.draft.city} onChange={(city) => set({ city })} />
              <Field label="State">
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
              <TextField label="ZIP" maxLength={5} value={editing.draft.zip} onChange={(zip) => set({ zip })} />
            </div>
            {!editing.draft.isConfidential && (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField label="Latitude" value={editing.draft.latitude} onChange={(latitude) => set({ latitude })} />
                <TextField label="Longitude" value={editing.draft.longitude} onChange={(longitude) => set({ longitude })} />
              </div>
            )}
            <Field label="Serves">
              {(id) => (
                <select id={id} className={fieldStyles} value={editing.draft.serviceArea} onChange={(e) => set({ serviceArea: e.target.value })}>
                  <option value="national">The whole country</option>
                  <option value="local">The area around its location</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name} only
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <TextField label="Hours" maxLength={200} value={editing.draft.hours} onChange={(hours) => set({ hours })} />
            <CheckField label="Open 24 hours" checked={editing.draft.isOpen24Hours} onChange={(isOpen24Hours) => set({ isOpen24Hours })} />
            <TextField label="Languages" hint="Separated by commas, e.g. English, Spanish." value={editing.draft.languages} onChange={(languages) => set({ languages })} />
            <TextField label="Eligibility" rows={2} maxLength={500} value={editing.draft.eligibility} onChange={(eligibility) => set({ eligibility })} />
            <TextField label="Tags" hint="Separated by commas." value={editing.draft.tags} onChange={(tags) => set({ tags })} />
            <CheckField label="Emergency service" checked={editing.draft.isEmergency} onChange={(isEmergency) => set({ isEmergency })} />
            <CheckField label="Verified" checked={editing.draft.isVerified} onChange={(isVerified) => set({ isVerified })} />
            <TextField label="Source URL" required type="url" hint="Where these facts can be checked (the organization’s own page)." value={editing.draft.sourceUrl} onChange={(sourceUrl) => set({ sourceUrl })} />
            <TextField label="Checked on" required type="date" value={editing.draft.verifiedAt} onChange={(verifiedAt) => set({ verifiedAt })} />
            <TextField
              label="Confirmed by phone on"
              hint="Only when you called them and they confirmed the listing. Cards then say so."
              type="date"
              value={editing.draft.phoneConfirmedOn}
              onChange={(phoneConfirmedOn) => set({ phoneConfirmedOn })}
            />
          </>
        )}
      </FormDialog>

      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this resource?"
        body={<>“{deleting?.title}” will be removed from the directory and from visitors’ devices at their next sync. The audit log keeps a copy.</>}
        confirmLabel="Delete resource"
        onClose={() => setDeleting(undefined)}
        returnFocus={() => document.getElementById('admin-resources')}
        onConfirm={async () => {
          if (!deleting) return;
          if (await adminChange(`/resources/${deleting.id}`, 'DELETE')) {
            reload();
            onChanged();
          }
        }}
      />
    </div>
  );
}
