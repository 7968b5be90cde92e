// The ways to reach a directory entry (website, phone, email) and where its facts were checked.
import { FormattedMessage, useIntl } from 'react-intl';
import { telHref } from '../../shared/hotlines.ts';
import { ExternalIcon, MessageIcon, PhoneIcon } from './icons.tsx';
import { useT } from '../i18n/use-t.ts';
import { monthYearIn } from './listing-words.ts';

const action = 'inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold no-underline transition-colors';

export function EntryLinks({ name, website, phone, email }: { name: string; website: string; phone?: string | undefined; email?: string | undefined }) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <a href={website} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={`${action} border-2 border-brand text-link hover:bg-brand-soft`}>
        {t('directory.card.website')}
        <ExternalIcon className="size-4" />
        <span className="sr-only"> <FormattedMessage id="directory.card.websiteOf" values={{ name: <span lang="en">{name}</span> }} /></span>
      </a>
      {phone && (
        <a href={telHref(phone)} className={`${action} border border-line text-link hover:bg-brand-soft`}>
          <PhoneIcon className="size-4" />
          {t('hotline.call', { number: phone })}
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={`${action} border border-line text-link hover:bg-brand-soft`}>
          <MessageIcon className="size-4" />
          {t('directory.entry.email')}
          <span className="sr-only"> {name}</span>
        </a>
      )}
    </div>
  );
}

/** When the entry was added or last reviewed, and where to check it. */
export function Checked({ sourceUrl, verifiedAt, name }: { sourceUrl: string; verifiedAt: string; name: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <p className="mt-3 mb-0 text-xs text-ink-muted">
      {t('directory.entry.added', { date: monthYearIn(intl, verifiedAt) })} ·{' '}
      <a href={sourceUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
        {t('directory.entry.source')}
        <span className="sr-only"> <FormattedMessage id="directory.entry.sourceFor" values={{ name: <span lang="en">{name}</span> }} /></span>
      </a>
    </p>
  );
}
