// Building blocks of the directory's static reading content: titled lists, contact listings and sourced figures.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { telHref } from '../../../shared/hotlines.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { primaryPhone } from '../../../shared/primary-phone.ts';
import { normalizeUrl } from '../../../shared/web-address.ts';
import { ExternalIcon, PhoneIcon } from '../../components/icons.tsx';
import { descriptionFor } from '../../components/listing-words.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import type { InfoList, Listing, SourcedFigure } from './content/types.ts';
import { ReadingSection } from './reading-section.tsx';

export { ReadingSection };

export const linkAction =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-link underline decoration-2 hover:bg-brand-soft';

export function ExternalLink({ href, children, label }: { href: string; children: ReactNode; label?: string }) {
  const t = useT();
  return (
    <a href={normalizeUrl(href)} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={linkAction}>
      {children}
      <ExternalIcon className="size-4" />
      {/* A listing's name is its own (English) name. */}
      <span className="sr-only"> {label ? <FormattedMessage id="listing.newTabOf" values={{ name: <span lang="en">{label}</span> }} /> : t('widget.newTab')}</span>
    </a>
  );
}

export function InfoListBlock({ list, as: Heading = 'h3' }: { list: InfoList; as?: 'h3' | 'h4' }) {
  return (
    <div>
      {list.title && <Heading className="m-0 text-lg font-bold">{list.title}</Heading>}
      {list.intro && <p className="mt-1 mb-0 text-ink-muted">{list.intro}</p>}
      <ul className="mt-2 mb-0 flex list-disc flex-col gap-1.5 pl-5 marker:text-brand">
        {list.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One contact of a static listing: name, what it is, and how to reach it. `inEnglish`: its description is the
 * organization's own words from the directory's data, kept in English on a page in another language (and said so).
 */
export function ListingEntry({ listing: l, as: Heading = 'h4', inEnglish = false }: { listing: Listing; as?: 'h3' | 'h4' | 'p'; inEnglish?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const foreign = inEnglish && locale !== 'en';
  return (
    <div className="flex flex-col gap-1">
      <Heading className="m-0 text-base font-bold">{l.name}</Heading>
      {l.description &&
        (foreign ? (
          <p className="m-0 text-sm">
            <span lang="en">{l.description}</span> <span className="text-ink-muted">{t('listing.inEnglish')}</span>
          </p>
        ) : (
          <p className="m-0 text-sm">{l.description}</p>
        ))}
      {l.programs && l.programs.length > 0 && (
        <ul className="m-0 list-disc pl-5 text-sm">
          {l.programs.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {(l.award || l.focus) && (
        <p className="m-0 text-sm text-ink-muted">
          {l.award && <span>{t('listing.award', { award: l.award })}</span>}
          {l.focus && <span>{t('listing.focus', { focus: l.focus })}</span>}
        </p>
      )}
      {l.address && <p className="m-0 text-sm text-ink-muted">{l.address}</p>}
      <div className="-ml-2 flex flex-wrap gap-x-1">
        {l.phone && (
          <a href={telHref(l.phone)} className={linkAction}>
            <PhoneIcon className="size-4" />
            {t('hotline.call', { number: l.phone })}
          </a>
        )}
        {l.email && (
          <a href={`mailto:${l.email}`} className={linkAction}>
            {l.email}
          </a>
        )}
        {l.website && (
          <ExternalLink href={l.website} label={l.name}>
            {t('listing.website')}
          </ExternalLink>
        )}
      </div>
    </div>
  );
}

/**
 * A directory record in a static block, reached by id so its number is typed once (in data/resources.json). Its
 * Spanish description on a Spanish page where one was written, else its English one, said so.
 */
export function RecordEntry({ resource: r, as = 'h4' }: { resource: Resource; as?: 'h3' | 'h4' }) {
  const locale = useLocale();
  const phone = primaryPhone(r);
  const description = descriptionFor(locale, r);
  return (
    <ListingEntry
      as={as}
      inEnglish={description.inEnglish}
      listing={{ name: r.title, description: description.text, ...(phone ? { phone } : {}), ...(r.url ? { website: r.url } : {}) }}
    />
  );
}

export function SourcedFigures({ figures, title, id }: { figures: readonly SourcedFigure[]; title: string; id: string }) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="m-0 text-2xl font-bold">
        {title}
      </h2>
      <ul className="m-0 mt-4 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {figures.map((f) => (
          <li key={f.value + f.text} className="rounded-lg bg-surface-2 p-5">
            <p className="m-0 text-3xl font-extrabold text-heading">{f.value}</p>
            <p className="mt-2 mb-0">{f.text}</p>
            <p className="mt-2 mb-0 text-sm text-ink-muted">
              {t('listing.source')}{' '}
              <a href={f.sourceUrl} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className="text-link underline">
                {f.source}
                <span className="sr-only"> {t('widget.newTab')}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

