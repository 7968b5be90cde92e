// The "Send Us a Message" form. The message is written to the device's outbox first, then sent; offline (or when the
// server fails) it waits there and goes out once, when the connection returns.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CONTACT_CATEGORIES,
  CONTACT_PRIORITIES,
  MISSING_FIELDS_MESSAGE,
  contactMessageSchema,
  type ContactMessageInput,
} from '../../../shared/schemas/contact.ts';
import { buttonStyles, fieldStyles } from '../../components/button-styles.ts';
import { EmergencyCallLink, HotlineEntry } from '../../components/hotline-links.tsx';
import { enqueue, sendItem } from '../../local/outbox.ts';
import { requestBackgroundSync } from '../../local/outbox-send.ts';
import { toast } from '../../shell/toast.ts';
import { issueText } from '../../i18n/issue-text.ts';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import { useT } from '../../i18n/use-t.ts';

export { SAVED_OFFLINE_MESSAGE } from '../../../shared/outbox/notices.ts';

type Fields = Required<Omit<ContactMessageInput, 'sendCopy' | 'phone'>> & { phone: string; sendCopy: boolean };

const EMPTY: Fields = { name: '', email: '', phone: '', subject: '', category: '' as Fields['category'], priority: 'normal', message: '', sendCopy: false };

const input = fieldStyles;

export interface CategoryChoice {
  category: Fields['category'];
  /** A new object each time a card is chosen, so choosing the same card again still applies. */
  at: number;
}

export function ContactForm({ choice }: { choice?: CategoryChoice }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const id = useId();
  const t = useT();
  useEffect(() => {
    if (choice) setFields((f) => ({ ...f, category: choice.category }));
  }, [choice]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (invalid.has(key)) setInvalid((s) => new Set([...s].filter((k) => k !== key)));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = contactMessageSchema.safeParse({ ...fields, phone: fields.phone || undefined, category: fields.category || undefined });
    if (!parsed.success) {
      const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      // Drawn before the focus moves, so a screen reader reads the field as invalid.
      flushSync(() => setInvalid(bad));
      // Keyboard and screen reader users land on the first field to fix.
      const first = (['name', 'email', 'phone', 'subject', 'category', 'message'] as const).find((k) => bad.has(k));
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      const missing = parsed.error.issues.some((i) => i.message === MISSING_FIELDS_MESSAGE);
      toast({
        title: missing ? t('contact.form.missing.title') : t('contact.form.check.title'),
        description: missing ? t('contact.form.missing.body') : issueText(t, parsed.error.issues[0]),
        variant: 'destructive',
      });
      return;
    }
    setSending(true);
    try {
      const item = await enqueue({ kind: 'contact', url: '/api/contact', body: parsed.data, label: t('contact.form.outboxLabel', { subject: parsed.data.subject }) }, {}, { sendingNow: true });
      const outcome = await sendItem(item);
      if (outcome.kind === 'sent') {
        toast({ title: t('contact.form.sent.title'), description: t('contact.form.sent.body'), variant: 'success' });
        setFields(EMPTY);
      } else if (outcome.kind === 'kept') {
        // It is safe in the outbox (listed below): the form can be cleared.
        toast({ title: t('contact.form.saved.title'), description: t('contact.form.saved.body') });
        setFields(EMPTY);
        void requestBackgroundSync();
      } else {
        toast({ title: t('contact.form.failed.title'), description: outcome.message || t('contact.form.failed.body'), variant: 'destructive' });
      }
    } catch {
      toast({ title: t('contact.form.failed.title'), description: t('contact.form.failed.device'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const label = (key: keyof Fields, text: string, required = true) => (
    <label htmlFor={`${id}-${key}`} className="font-semibold">
      {text}
      {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-muted"> {t('contact.form.optional')}</span>}
    </label>
  );
  const common = (key: keyof Fields) => ({ id: `${id}-${key}`, 'aria-invalid': invalid.has(key) || undefined, className: input });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="form-title" className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="form-title" className="m-0 text-2xl font-bold">
        {t('contact.form.title')}
      </h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">{t('contact.form.lead')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          {label('name', t('contact.form.name'))}
          <input {...common('name')} required autoComplete="name" value={fields.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div>
          {label('email', t('contact.form.email'))}
          <input {...common('email')} required type="email" autoComplete="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
        </div>
        <div>
          {label('phone', t('contact.form.phone'), false)}
          <input {...common('phone')} type="tel" autoComplete="tel" value={fields.phone} onChange={(e) => set('phone', e.target.value)} />
        </div>
        <div>
          {label('subject', t('contact.form.subject'))}
          <input {...common('subject')} required value={fields.subject} onChange={(e) => set('subject', e.target.value)} />
        </div>
        <div>
          {label('category', t('contact.form.category'))}
          <select {...common('category')} required value={fields.category} onChange={(e) => set('category', e.target.value as Fields['category'])}>
            <option value="">{t('contact.form.chooseCategory')}</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`contact.category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('priority', t('contact.form.priority'), false)}
          <select {...common('priority')} value={fields.priority} onChange={(e) => set('priority', e.target.value as Fields['priority'])}>
            {CONTACT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`contact.priority.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fields.priority === 'emergency' && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4">
          <p className="m-0 text-lg font-bold text-crisis-ink">
            {t('contact.form.danger', { number: EMERGENCY_NUMBER })} <EmergencyCallLink className="ml-1 inline-flex min-h-11 items-center rounded-md bg-crisis px-3 font-bold text-on-crisis no-underline" />
          </p>
          <p className="mt-2 mb-3 text-sm">{t('contact.form.dangerBody')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <HotlineEntry id="domestic-violence" as="p" showDescription={false} />
            <HotlineEntry id="crisis-text" as="p" showDescription={false} />
          </div>
        </div>
      )}
      <div className="mt-4">
        {label('message', t('contact.form.message'))}
        <textarea {...common('message')} required rows={6} value={fields.message} onChange={(e) => set('message', e.target.value)} />
      </div>
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3">
        <input type="checkbox" checked={fields.sendCopy} onChange={(e) => set('sendCopy', e.target.checked)} className="mt-1 size-5 shrink-0 accent-brand" />
        <span>
          {t('contact.form.sendCopy')}
          <span className="block text-sm text-ink-muted">{t('contact.form.sendCopyNote')}</span>
        </span>
      </label>
      <button type="submit" disabled={sending} className={`${buttonStyles.primary} mt-5 cursor-pointer disabled:opacity-60`}>
        {sending ? t('contact.form.sending') : t('contact.form.send')}
      </button>
    </form>
  );
}
