// Call and text links for crisis lines, always built from shared/hotlines.ts (never retype a number).
import type { ReactNode } from 'react';
import { EMERGENCY_NUMBER, hotline, smsHref, telHref, type HotlineKind } from '../../shared/hotlines.ts';
import { useT, type Translate } from '../i18n/use-t.ts';
import { MessageIcon, PhoneIcon } from './icons.tsx';

/** "Text START to 88788", "Text 988", in the page's language. */
export function textWords(t: Translate, text: { to: string; body: string }): string {
  return text.body ? t('hotline.textWord', { word: text.body, number: text.to }) : t('hotline.textNumber', { number: text.to });
}

interface CallLinkProps {
  phone: string;
  className?: string;
  children?: ReactNode;
}

/** A tel: link; the visible text defaults to "Call <number>". */
export function CallLink({ phone, className, children }: CallLinkProps) {
  const t = useT();
  return (
    <a href={telHref(phone)} className={className}>
      {children ?? t('hotline.call', { number: phone })}
    </a>
  );
}

interface TextLinkProps {
  text: { to: string; body: string };
  className?: string;
  children?: ReactNode;
}

/** An sms: link with the body prefilled; the visible text defaults to "Text HOME to 741741". */
export function TextLink({ text, className, children }: TextLinkProps) {
  const t = useT();
  return (
    <a href={smsHref(text.to, text.body)} className={className}>
      {children ?? textWords(t, text)}
    </a>
  );
}

/** "Call 911" as a link. */
export function EmergencyCallLink({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useT();
  return (
    <a href={telHref(EMERGENCY_NUMBER)} className={className}>
      {children ?? t('hotline.call', { number: EMERGENCY_NUMBER })}
    </a>
  );
}

const actionClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm font-semibold text-link no-underline hover:border-brand hover:bg-brand-soft';

interface HotlineEntryProps {
  id: HotlineKind;
  /** Heading level for the line's name, so the entry fits the page outline. */
  as?: 'h2' | 'h3' | 'h4' | 'p';
  showDescription?: boolean;
}

/** One crisis line: its name, what it is for, and a call button and/or a text button. */
export function HotlineEntry({ id, as: Name = 'h3', showDescription = true }: HotlineEntryProps) {
  const line = hotline(id);
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Name className="m-0 text-base font-bold text-ink">{line.name}</Name>
      {showDescription && <p className="m-0 text-sm text-ink-muted">{t(`hotline.description.${id}`, { number: line.phone ?? '' })}</p>}
      <div className="flex flex-wrap gap-2">
        {line.phone && (
          <CallLink phone={line.phone} className={actionClass}>
            <PhoneIcon className="size-4" />
            {t('hotline.call', { number: line.phone })}
          </CallLink>
        )}
        {line.text && (
          <TextLink text={line.text} className={actionClass}>
            <MessageIcon className="size-4" />
            {textWords(t, line.text)}
          </TextLink>
        )}
      </div>
    </div>
  );
}
