// The "Report a problem" form: what is wrong and an optional note, nothing about her. Written to the outbox first
// and sent from there, like the contact form: offline it waits on the device and goes once when she is back.
import { useId, useState, type FormEvent } from 'react';
import { issueText } from '../i18n/issue-text.ts';
import { LISTING_PROBLEMS, LISTING_REPORT_NOTE_MAX, listingReportSchema, type ListingProblem } from '../../shared/schemas/listing-report.ts';
import { sendForm } from './send-form.ts';
import { PublicFormDialog } from './public-form-dialog.tsx';
import { useT } from '../i18n/use-t.ts';

export default function ReportProblemDialog({ resourceId, title, onClose }: { resourceId: string; title: string; onClose: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<ListingProblem | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const t = useT();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = listingReportSchema.safeParse({ resourceId, problem: problem || undefined, note });
    if (!parsed.success) {
      setError(issueText(t, parsed.error.issues[0]));
      document.getElementById(`${id}-${LISTING_PROBLEMS[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendForm(
        { kind: 'listing-report', url: '/api/listing-reports', body: parsed.data, label: t('directory.report.label', { title }) },
        {
          sent: t('directory.report.sent'),
          thanks: t('directory.report.thanks'),
          kept: t('directory.report.kept'),
          keptBody: t('directory.report.keptBody'),
          notSent: t('directory.report.notSent'),
        },
      );
      onClose();
    } catch {
      setError(t('directory.report.saveFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <PublicFormDialog
      title={t('directory.report.title')}
      description={t('directory.report.about', { title })}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      sending={sending}
      labels={{ send: t('directory.report.send'), sending: t('directory.report.sending'), cancel: t('directory.report.cancel') }}
    >
      <fieldset className="m-0 border-0 p-0" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 font-semibold">{t('directory.report.what')}</legend>
        {LISTING_PROBLEMS.map((p) => (
          <label key={p} htmlFor={`${id}-${p}`} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input id={`${id}-${p}`} type="radio" name={`${id}-problem`} value={p} checked={problem === p} onChange={() => (setProblem(p), setError(undefined))} className="size-5 shrink-0 accent-brand" />
            {t(`directory.report.problem.${p}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-note`} className="mt-3 block font-semibold">
        {t('directory.report.note')} <span className="font-normal text-ink-muted">{t('directory.report.optional')}</span>
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={LISTING_REPORT_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        className="mt-1 w-full rounded-md border-2 border-line bg-surface p-2 text-base text-ink focus:border-brand"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 mb-0 font-semibold text-crisis-ink">
          {error}
        </p>
      )}
    </PublicFormDialog>
  );
}
