// Call and text links for crisis lines, always built from shared/hotlines.ts (never retype a number).
import type { ReactNode } from 'react';
import { EMERGENCY_NUMBER, hotline, smsHref, spanishKeyFor, telHref, textOptionFor, type Hotline, type HotlineKind } from '../../shared/hotlines.ts';
import { useLocale, useT, type Translate } from '../i18n/use-t.ts';
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

/** The words for calling a line in the page's language: "Call 988", or in Spanish "Llame al 988 y marque 2". */
export function callWords(t: Translate, line: Hotline, locale: 'en' | 'es'): string {
  const key = spanishKeyFor(line, locale);
  return key ? t('hotline.callPress', { number: line.phone ?? '', key }) : t('hotline.call', { number: line.phone ?? '' });
}

interface TextLinkProps {
  /** A crisis line that takes texts: its own number, with the keyword of the page's language. */
  line: Hotline;
  className?: string;
  children?: ReactNode;
}

/**
 * An sms: link with the body prefilled; the visible text defaults to "Text HOME to 741741" (in Spanish, the Spanish
 * keyword where the service publishes one: "Envíe AYUDA al 741741").
 */
export function TextLink({ line, className, children }: TextLinkProps) {
  const t = useT();
  const text = textOptionFor(line, useLocale());
  if (!text) return null;
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

/**
 * On Spanish pages, what we know of the line in Spanish: answered in Spanish, or not confirmed (never implied). A key
 * to press or a Spanish keyword is already in the line's buttons.
 */
function spanishNote(t: Translate, line: Hotline): string | undefined {
  if (!line.spanish.confirmed) return t('hotline.spanish.unconfirmed');
  if (line.spanish.call && !line.spanish.call.press) return t('hotline.spanish.answered');
  return undefined;
}

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
  const locale = useLocale();
  const text = textOptionFor(line, locale);
  return (
    <div className="flex flex-col gap-2">
      {/* In Spanish, the name the service gives itself in Spanish where it has one. */}
      <Name className="m-0 text-base font-bold text-ink">{(locale === 'es' && line.spanish.confirmed && line.spanish.name) || line.name}</Name>
      {showDescription && <p className="m-0 text-sm text-ink-muted">{t(`hotline.description.${id}`, { number: line.phone ?? '' })}</p>}
      {locale === 'es' && spanishNote(t, line) && <p className="m-0 text-sm text-ink-muted">{spanishNote(t, line)}</p>}
      <div className="flex flex-wrap gap-2">
        {line.phone && (
          <CallLink phone={line.phone} className={actionClass}>
            <PhoneIcon className="size-4" />
            {callWords(t, line, locale)}
          </CallLink>
        )}
        {text && (
          <TextLink line={line} className={actionClass}>
            <MessageIcon className="size-4" />
            {textWords(t, text)}
          </TextLink>
        )}
      </div>
    </div>
  );
}
