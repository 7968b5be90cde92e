// The "Send Us a Message" form. The message is written to the device's outbox first, then sent; offline (or when the
// server fails) it waits there and goes out once, when the connection returns.
import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_PRIORITIES,
  CONTACT_PRIORITY_LABELS,
  CONTACT_SUCCESS_MESSAGE,
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
import { useT } from '../../i18n/use-t.ts';

export { SAVED_OFFLINE_MESSAGE } from '../../../shared/outbox/notices.ts';
import { SAVED_OFFLINE_MESSAGE } from '../../../shared/outbox/notices.ts';

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
      setInvalid(bad);
      // Keyboard and screen reader users land on the first field to fix.
      const first = (['name', 'email', 'phone', 'subject', 'category', 'message'] as const).find((k) => bad.has(k));
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      const missing = parsed.error.issues.some((i) => i.message === MISSING_FIELDS_MESSAGE);
      toast({ title: missing ? 'Missing Information' : 'Please check the form', description: missing ? t(MISSING_FIELDS_MESSAGE) : issueText(t, parsed.error.issues[0]), variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      const item = await enqueue({ kind: 'contact', url: '/api/contact', body: parsed.data, label: `Message: ${parsed.data.subject}` });
      const outcome = await sendItem(item);
      if (outcome.kind === 'sent') {
        toast({ title: 'Message Sent Successfully', description: CONTACT_SUCCESS_MESSAGE, variant: 'success' });
        setFields(EMPTY);
      } else if (outcome.kind === 'kept') {
        // It is safe in the outbox (listed below): the form can be cleared.
        toast({ title: 'Saved on this device', description: `${SAVED_OFFLINE_MESSAGE}.` });
        setFields(EMPTY);
        void requestBackgroundSync();
      } else {
        toast({ title: 'Message Failed to Send', description: outcome.message || 'Please try again or contact us directly via phone.', variant: 'destructive' });
      }
    } catch {
      toast({ title: 'Message Failed to Send', description: 'This device could not save the message. Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  const label = (key: keyof Fields, text: string, required = true) => (
    <label htmlFor={`${id}-${key}`} className="font-semibold">
      {text}
      {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-muted"> (optional)</span>}
    </label>
  );
  const common = (key: keyof Fields) => ({ id: `${id}-${key}`, 'aria-invalid': invalid.has(key) || undefined, className: input });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="form-title" className="rounded-lg border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="form-title" className="m-0 text-2xl font-bold">
        Send Us a Message
      </h2>
      <p className="mt-1 mb-0 text-sm text-ink-muted">Fields marked * are required. Your message is kept on this device until it is sent.</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          {label('name', 'Name')}
          <input {...common('name')} required autoComplete="name" value={fields.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div>
          {label('email', 'Email')}
          <input {...common('email')} required type="email" autoComplete="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
        </div>
        <div>
          {label('phone', 'Phone', false)}
          <input {...common('phone')} type="tel" autoComplete="tel" value={fields.phone} onChange={(e) => set('phone', e.target.value)} />
        </div>
        <div>
          {label('subject', 'Subject')}
          <input {...common('subject')} required value={fields.subject} onChange={(e) => set('subject', e.target.value)} />
        </div>
        <div>
          {label('category', 'Category')}
          <select {...common('category')} required value={fields.category} onChange={(e) => set('category', e.target.value as Fields['category'])}>
            <option value="">Choose a category</option>
            {CONTACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CONTACT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <div>
          {label('priority', 'Priority', false)}
          <select {...common('priority')} value={fields.priority} onChange={(e) => set('priority', e.target.value as Fields['priority'])}>
            {CONTACT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {CONTACT_PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {fields.priority === 'emergency' && (
        <div role="alert" className="mt-4 rounded-lg border-2 border-crisis bg-crisis-soft p-4">
          <p className="m-0 text-lg font-bold text-crisis-ink">
            If you are in danger, call 911. <EmergencyCallLink className="ml-1 inline-flex min-h-11 items-center rounded-md bg-crisis px-3 font-bold text-on-crisis no-underline" />
          </p>
          <p className="mt-2 mb-3 text-sm">We read messages in office hours, so please also reach a crisis line now. They answer 24/7:</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <HotlineEntry id="domestic-violence" as="p" showDescription={false} />
            <HotlineEntry id="crisis-text" as="p" showDescription={false} />
          </div>
        </div>
      )}
      <div className="mt-4">
        {label('message', 'Message')}
        <textarea {...common('message')} required rows={6} value={fields.message} onChange={(e) => set('message', e.target.value)} />
      </div>
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3">
        <input type="checkbox" checked={fields.sendCopy} onChange={(e) => set('sendCopy', e.target.checked)} className="mt-1 size-5 shrink-0 accent-brand" />
        <span>
          Email me a copy of my message
          <span className="block text-sm text-ink-muted">Leave this off if someone else can read your email.</span>
        </span>
      </label>
      <button type="submit" disabled={sending} className={`${buttonStyles.primary} mt-5 cursor-pointer disabled:opacity-60`}>
        {sending ? 'Sending Message...' : 'Send Message'}
      </button>
    </form>
  );
}
