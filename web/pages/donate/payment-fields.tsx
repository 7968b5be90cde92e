// The optional email of the donate and shop forms: with the page, where the payment step (payment-step.tsx, with
// Stripe's React parts) comes only once she has chosen what to pay.
import { fieldStyles } from '../../components/button-styles.ts';
import { useT } from '../../i18n/use-t.ts';

/** Whether an optional email cannot be used (empty is fine). */
export function emailProblemOf(email: string): boolean {
  return Boolean(email.trim()) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}

/** The optional email of the donate and shop forms, with its problem said beside it. */
export function OptionalEmailField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  const t = useT();
  const problem = emailProblemOf(value);
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        maxLength={200}
        className={fieldStyles}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="mt-1 mb-0 text-sm font-semibold text-crisis-ink">
          {t('donate.pay.emailProblem')}
        </p>
      )}
    </div>
  );
}
