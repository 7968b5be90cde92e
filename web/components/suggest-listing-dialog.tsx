// "Suggest a listing" (issue 37): a short form for a local service the directory is missing. Written to the outbox
// first and sent from there, like "Report a problem": offline it waits on the device and goes once when she is back.
// It asks for nothing about her; a way to reach her is hers to give, and it is never published.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CATEGORY_KEYS, type CategoryKey } from '../../shared/categories.ts';
import { listingSuggestionSchema, SUGGESTION_LIMITS, type ListingSuggestionInput } from '../../shared/schemas/listing-suggestion.ts';
import { issueText } from '../i18n/issue-text.ts';
import { useT } from '../i18n/use-t.ts';
import { sendForm } from './send-form.ts';
import { buttonStyles, fieldStyles } from './button-styles.ts';
import { PublicFormDialog } from './public-form-dialog.tsx';

type Field = 'name' | 'about' | 'category' | 'phone' | 'website' | 'area' | 'contact';
const ORDER: readonly Field[] = ['name', 'about', 'category', 'phone', 'website', 'area', 'contact'];
type Fields = Record<Field, string>;

export interface SuggestListingProps {
  /**
   * Her place as the page worked it out on her device ("Cook County, Illinois"): offered as a button that fills the
   * area in, never filled in for her, so it is sent only if she chooses it.
   */
  place?: string;
  category?: CategoryKey;
  onClose: () => void;
}

export default function SuggestListingDialog({ place, category, onClose }: SuggestListingProps) {
  const id = useId();
  const t = useT();
  const [fields, setFields] = useState<Fields>({ name: '', about: '', category: category ?? '', phone: '', website: '', area: '', contact: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string>();

  /** The phone number and the website answer "one of the two" together: a change to either clears both. */
  const together = (key: Field): Field[] => (key === 'phone' || key === 'website' ? ['phone', 'website'] : [key]);
  const set = (key: Field, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    const cleared = together(key).filter((k) => errors[k]);
    if (cleared.length) setErrors((now) => Object.fromEntries(Object.entries(now).filter(([k]) => !cleared.includes(k as Field))));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input: ListingSuggestionInput = { ...fields, category: (fields.category || undefined) as CategoryKey | undefined };
    const parsed = listingSuggestionSchema.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as Field;
        found[key] ??= issueText(t, issue);
        // Neither a phone number nor a website: both fields say so.
        if (issue.message === 'form.suggestion.reach') found.website ??= found[key];
      }
      // Drawn before the focus moves, so a screen reader reads the field with its error.
      flushSync(() => setErrors(found));
      // Keyboard and screen reader users land on the first field to fix.
      const first = ORDER.find((k) => found[k]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    setFailed(undefined);
    try {
      await sendForm(
        { kind: 'listing-suggestion', url: '/api/listing-suggestions', body: parsed.data, label: t('directory.suggest.label', { name: parsed.data.name }) },
        {
          sent: t('directory.suggest.sent'),
          thanks: t('directory.suggest.thanks'),
          kept: t('directory.suggest.kept'),
          keptBody: t('directory.suggest.keptBody'),
          notSent: t('directory.suggest.notSent'),
        },
      );
      onClose();
    } catch {
      setFailed(t('directory.suggest.saveFailed'));
    } finally {
      setSending(false);
    }
  }

  const describedBy = (key: Field, hint?: boolean) => [hint ? `${id}-${key}-hint` : '', errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = (key: Field, hint?: boolean) => ({
    id: `${id}-${key}`,
    name: key,
    value: fields[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': describedBy(key, hint),
    className: fieldStyles,
  });
  /** `mark`: required (*), optional, or neither (the phone and website: one of the two, as their group says). */
  const label = (key: Field, text: string, mark: 'required' | 'optional' | 'none' = 'required'): ReactNode => (
    <label htmlFor={`${id}-${key}`} className="font-semibold">
      {text}
      {mark === 'optional' && <span className="font-normal text-ink-muted"> {t('directory.suggest.optional')}</span>}
      {mark === 'required' && <span aria-hidden="true"> *</span>}
    </label>
  );
  const hint = (key: Field, text: string) => (
    <p id={`${id}-${key}-hint`} className="mt-1 mb-0 text-sm text-ink-muted">
      {text}
    </p>
  );
  const error = (key: Field) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="mt-1 mb-0 text-sm font-semibold text-crisis-ink">
        {errors[key]}
      </p>
    );

  return (
    <PublicFormDialog
      title={t('directory.suggest.title')}
      description={t('directory.suggest.about')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      sending={sending}
      labels={{ send: t('directory.suggest.send'), sending: t('directory.suggest.sending'), cancel: t('directory.suggest.cancel') }}
      width="max-w-lg"
      formClassName="mt-4 grid gap-4"
    >
      <div>
        {label('name', t('directory.suggest.name'))}
        <input {...common('name')} required maxLength={SUGGESTION_LIMITS.name} autoComplete="off" onChange={(e) => set('name', e.target.value)} />
        {error('name')}
      </div>
      <div>
        {label('about', t('directory.suggest.what'))}
        <textarea {...common('about')} required rows={3} maxLength={SUGGESTION_LIMITS.about} onChange={(e) => set('about', e.target.value)} />
        {error('about')}
      </div>
      <div>
        {label('category', t('directory.suggest.category'), 'optional')}
        <select {...common('category')} onChange={(e) => set('category', e.target.value)}>
          <option value="">{t('directory.suggest.categoryUnsure')}</option>
          {CATEGORY_KEYS.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
        {error('category')}
      </div>
      <fieldset className="m-0 grid gap-3 border-0 p-0 sm:grid-cols-2">
        <legend className="mb-1 p-0 font-semibold">{t('directory.suggest.reachHint')}</legend>
        <div>
          {label('phone', t('directory.suggest.phone'), 'none')}
          <input {...common('phone')} type="tel" maxLength={SUGGESTION_LIMITS.phone} autoComplete="off" onChange={(e) => set('phone', e.target.value)} />
          {error('phone')}
        </div>
        <div>
          {label('website', t('directory.suggest.website'), 'none')}
          <input {...common('website')} type="url" inputMode="url" maxLength={SUGGESTION_LIMITS.website} autoComplete="off" onChange={(e) => set('website', e.target.value)} />
          {error('website')}
        </div>
      </fieldset>
      <div>
        {label('area', t('directory.suggest.area'))}
        <input {...common('area', true)} required maxLength={SUGGESTION_LIMITS.area} autoComplete="off" onChange={(e) => set('area', e.target.value)} />
        {hint('area', t('directory.suggest.areaHint'))}
        {place && fields.area !== place && (
          <button type="button" className={`${buttonStyles.ghost} mt-1 px-2`} onClick={() => set('area', place)}>
            {t('directory.suggest.usePlace', { place })}
          </button>
        )}
        {error('area')}
      </div>
      <div>
        {label('contact', t('directory.suggest.contact'), 'optional')}
        <input {...common('contact', true)} maxLength={SUGGESTION_LIMITS.contact} autoComplete="off" onChange={(e) => set('contact', e.target.value)} />
        {hint('contact', t('directory.suggest.contactHint'))}
        {error('contact')}
      </div>
      {failed && (
        <p role="alert" className="m-0 font-semibold text-crisis-ink">
          {failed}
        </p>
      )}
    </PublicFormDialog>
  );
}
