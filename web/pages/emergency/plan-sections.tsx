// The safety plan builder's editors: a titled section, short-line lists, safe people, the packing checklist, code words and free text.
import type { ReactNode } from 'react';
import { SAFETY_PLAN_LIMITS as L, type CodeWord, type PackItem, type SafePerson } from '../../../shared/schemas/safety-plan.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { MessageId } from '../../../shared/messages/en.ts';

// Inputs need a 3:1 border against the surface (WCAG 1.4.11), so they use ink-muted rather than the lighter line colour.
export const fieldClass =
  'block min-h-11 w-full min-w-0 rounded-md border border-ink-muted bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted';
const labelClass = 'block text-sm font-semibold text-ink';
const addClass = `${buttonStyles.secondary} mt-3 cursor-pointer disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-surface`;
const removeClass = `${buttonStyles.ghost} shrink-0 cursor-pointer px-2.5 sm:px-3`;

/** Focus an element once React has put it on the page (after adding or removing a row). */
export function focusSoon(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((old, i) => (i === index ? value : old));
}
function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
/** After removing row `index`, focus the row that took its place, the one before, or the Add button when none are left. */
function focusAfterRemove(idPrefix: string, index: number, remaining: number): void {
  focusSoon(remaining === 0 ? `${idPrefix}-add` : `${idPrefix}-${Math.min(index, remaining - 1)}`);
}

export function PlanSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} className="border-t border-line pt-5">
      <h3 id={`${id}-title`} tabIndex={-1} data-focus-target className="m-0 text-lg font-bold">
        {title}
      </h3>
      <p id={`${id}-hint`} className="mt-1 mb-3 text-sm text-ink-muted">
        {hint}
      </p>
      {children}
    </section>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onClick} className={removeClass}>
      <CloseIcon className="size-4" />
      <span className="max-sm:sr-only">{t('plan.remove')}</span>
      <span className="sr-only"> {label}</span>
    </button>
  );
}

function AddButton({ id, label, atMax, max, onClick }: { id: string; label: string; atMax: boolean; max: number; onClick: () => void }) {
  const t = useT();
  return (
    <>
      <button id={id} type="button" onClick={onClick} disabled={atMax} className={addClass}>
        {label}
      </button>
      {atMax && <p className="mt-2 mb-0 text-sm text-ink-muted">{t('plan.atMax', { max })}</p>}
    </>
  );
}

interface TextListProps {
  id: string;
  /** "Warning sign": used in each row's label, "Warning sign 2". */
  itemLabel: string;
  addLabel: string;
  values: string[];
  placeholder?: string;
  onChange: (next: string[]) => void;
}

/** A list of short lines (warning signs, safe places). */
export function TextListEditor({ id, itemLabel, addLabel, values, placeholder, onChange }: TextListProps) {
  return (
    <>
      {values.length > 0 && (
        <ul className="m-0 grid list-none gap-2 p-0">
          {values.map((value, i) => (
            <li key={i} className="flex items-center gap-2">
              <label htmlFor={`${id}-${i}`} className="sr-only">
                {itemLabel} {i + 1}
              </label>
              <input
                id={`${id}-${i}`}
                type="text"
                value={value}
                maxLength={L.listItemChars}
                placeholder={i === 0 ? placeholder : undefined}
                onChange={(e) => onChange(replaceAt(values, i, e.target.value))}
                className={fieldClass}
              />
              <RemoveButton
                label={`${itemLabel.toLowerCase()} ${i + 1}`}
                onClick={() => {
                  onChange(removeAt(values, i));
                  focusAfterRemove(id, i, values.length - 1);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <AddButton
        id={`${id}-add`}
        label={addLabel}
        atMax={values.length >= L.listItems}
        max={L.listItems}
        onClick={() => {
          onChange([...values, '']);
          focusSoon(`${id}-${values.length}`);
        }}
      />
    </>
  );
}

interface Field<T> {
  key: keyof T & string;
  label: MessageId;
  max: number;
  multiline?: boolean;
}

/** Rows of a few labelled fields each (safe people, code words), every row its own fieldset: "Safe person 2". */
function RecordListEditor<T extends Record<string, string | undefined>>(props: {
  id: string;
  itemLabel: string;
  addLabel: string;
  fields: readonly Field<T>[];
  values: T[];
  max: number;
  blank: () => T;
  onChange: (next: T[]) => void;
}) {
  const t = useT();
  const { id, itemLabel, addLabel, fields, values, max, blank, onChange } = props;
  return (
    <>
      {values.length > 0 && (
        <div className="grid gap-3">
          {values.map((record, i) => (
            <fieldset key={i} className="m-0 min-w-0 rounded-md border border-line bg-surface-2 p-3 sm:p-4">
              {/* The legend names the group for assistive technology; the visible title sits in a row with Remove. */}
              <legend className="sr-only">
                {itemLabel} {i + 1}
              </legend>
              <div className="flex items-center justify-between gap-2">
                <p aria-hidden="true" className="m-0 font-semibold text-ink">
                  {itemLabel} {i + 1}
                </p>
                <RemoveButton
                  label={`${itemLabel.toLowerCase()} ${i + 1}`}
                  onClick={() => {
                    onChange(removeAt(values, i));
                    focusAfterRemove(id, i, values.length - 1);
                  }}
                />
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {fields.map((f, fi) => {
                  const fieldId = fi === 0 ? `${id}-${i}` : `${id}-${i}-${f.key}`;
                  const common = {
                    id: fieldId,
                    value: record[f.key] ?? '',
                    maxLength: f.max,
                    onChange: (e: { target: { value: string } }) => onChange(replaceAt(values, i, { ...record, [f.key]: e.target.value })),
                  };
                  return (
                    <div key={f.key} className={f.multiline ? 'sm:col-span-2' : undefined}>
                      <label htmlFor={fieldId} className={labelClass}>
                        {t(f.label)}
                      </label>
                      {f.multiline ? (
                        <textarea {...common} rows={2} className={`${fieldClass} mt-1 resize-y`} />
                      ) : (
                        <input {...common} type="text" className={`${fieldClass} mt-1`} />
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      )}
      <AddButton
        id={`${id}-add`}
        label={addLabel}
        atMax={values.length >= max}
        max={max}
        onClick={() => {
          onChange([...values, blank()]);
          focusSoon(`${id}-${values.length}`);
        }}
      />
    </>
  );
}

const PERSON_FIELDS: readonly Field<SafePerson>[] = [
  { key: 'name', label: 'plan.people.name', max: L.nameChars },
  { key: 'howToReach', label: 'plan.people.howToReach', max: L.howToReachChars },
  { key: 'notes', label: 'plan.people.notes', max: L.personNotesChars, multiline: true },
];

export function PeopleEditor({ values, onChange }: { values: SafePerson[]; onChange: (next: SafePerson[]) => void }) {
  const t = useT();
  return (
    <RecordListEditor
      id="plan-people"
      itemLabel={t('plan.people.item')}
      addLabel={t('plan.people.add')}
      fields={PERSON_FIELDS}
      values={values}
      max={L.safePeople}
      blank={() => ({ name: '', howToReach: '' })}
      onChange={onChange}
    />
  );
}

const CODE_FIELDS: readonly Field<CodeWord>[] = [
  { key: 'word', label: 'plan.codes.word', max: L.codeWordChars },
  { key: 'meaning', label: 'plan.codes.meaning', max: L.codeMeaningChars },
];

export function CodeWordsEditor({ values, onChange }: { values: CodeWord[]; onChange: (next: CodeWord[]) => void }) {
  const t = useT();
  return (
    <RecordListEditor
      id="plan-codes"
      itemLabel={t('plan.codes.item')}
      addLabel={t('plan.codes.add')}
      fields={CODE_FIELDS}
      values={values}
      max={L.codeWords}
      blank={() => ({ word: '', meaning: '' })}
      onChange={onChange}
    />
  );
}

/** The bag checklist: each item is editable and has its own "packed" tick. */
export function PackEditor({ values, onChange }: { values: PackItem[]; onChange: (next: PackItem[]) => void }) {
  const t = useT();
  const id = 'plan-pack';
  const packed = values.filter((p) => p.packed).length;
  return (
    <>
      {values.length > 0 && (
        <>
          <p className="mt-0 mb-2 text-sm font-semibold text-ink">
            {t('plan.pack.count', { packed, total: values.length })}
          </p>
          <ul className="m-0 grid list-none gap-2 p-0">
            {values.map((p, i) => (
              <li key={i} className="flex items-center gap-1 sm:gap-2">
                <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-brand-soft">
                  <input
                    type="checkbox"
                    checked={p.packed}
                    onChange={(e) => onChange(replaceAt(values, i, { ...p, packed: e.target.checked }))}
                    className="size-5 cursor-pointer accent-brand"
                  />
                  <span className="sr-only">{t('plan.pack.packedItem', { item: p.item.trim() || t('plan.pack.item', { n: i + 1 }) })}</span>
                </label>
                <label htmlFor={`${id}-${i}`} className="sr-only">
                  {t('plan.pack.itemField', { n: i + 1 })}
                </label>
                <input
                  id={`${id}-${i}`}
                  type="text"
                  value={p.item}
                  maxLength={L.packItemChars}
                  onChange={(e) => onChange(replaceAt(values, i, { ...p, item: e.target.value }))}
                  className={`${fieldClass} ${p.packed ? 'text-ink-muted line-through' : ''}`}
                />
                <RemoveButton
                  label={p.item.trim() || t('plan.pack.item', { n: i + 1 })}
                  onClick={() => {
                    onChange(removeAt(values, i));
                    focusAfterRemove(id, i, values.length - 1);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <AddButton
        id={`${id}-add`}
        label={t('plan.pack.add')}
        atMax={values.length >= L.packItems}
        max={L.packItems}
        onClick={() => {
          onChange([...values, { item: '', packed: false }]);
          focusSoon(`${id}-${values.length}`);
        }}
      />
    </>
  );
}

/** A free-text section; labelled by its section heading and described by its hint. */
export function TextEditor({ sectionId, value, max, onChange }: { sectionId: string; value: string; max: number; onChange: (next: string) => void }) {
  return (
    <textarea
      id={`${sectionId}-text`}
      aria-labelledby={`${sectionId}-title`}
      aria-describedby={`${sectionId}-hint`}
      value={value}
      maxLength={max}
      rows={4}
      onChange={(e) => onChange(e.target.value)}
      className={`${fieldClass} resize-y`}
    />
  );
}
