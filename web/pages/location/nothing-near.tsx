// What "Resources Near You" offers when the directory has nothing local for her place: a wider search, every listing
// for her state, and 211, whose local specialists know help that no directory lists.
import { LINE_211, smsHref, telHref } from '../../../shared/hotlines.ts';
import type { Resource } from '../../../shared/schemas/resource.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { ExternalIcon, MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { useLikelyOnline } from '../../components/use-online.ts';
import { useLocale, useT, type Translate } from '../../i18n/use-t.ts';

/** 211.org, as its address says it. */
const SITE_211 = new URL(LINE_211.website).hostname.replace(/^www\./, '');
/** The number as it is dialled digit by digit: 2-1-1. */
const DIAL_211 = LINE_211.phone.split('').join('-');

interface NothingNearProps {
  /** What was searched, in words: "within 25 miles of this location". */
  searched: string;
  /** Nothing at all is listed (true), or only programs serving her whole state, shown below (false). */
  empty: boolean;
  /** Her state's name, when known. */
  stateName?: string;
  /** The next step's label ("within 50 miles", "across Texas"), when there is one. */
  wider?: string;
  onWiden: () => void;
  /** Offered while her whole state is more than one step away. */
  onShowState?: () => void;
  /** Her state's own 211 listing on this device, for the ways it takes texts (from the directory, never typed here). */
  stateLine211?: Resource;
  /** Filtered to open listings: the way back is to turn the filter off. */
  openOnly: boolean;
}

/** Her state's 211 in the directory: the program serving the whole state that answers the 211 dialling code. */
export function findStateLine211(resources: readonly Resource[], state: string | undefined): Resource | undefined {
  if (!state) return undefined;
  return resources.find((r) => r.serviceArea === state && r.phones.some((p) => p.kind === 'voice' && p.number.replace(/\D/g, '') === '211'));
}

function lead(t: Translate, { searched, empty, stateName, openOnly }: NothingNearProps): string {
  if (empty) return t(openOnly ? 'location.nothing.emptyOpen' : 'location.nothing.empty', { searched });
  const below = t('location.nothing.below', { state: stateName ?? t('location.yourState') });
  return `${t(openOnly ? 'location.nothing.localOpen' : 'location.nothing.local', { searched })} ${below}`;
}

export function NothingNear(props: NothingNearProps) {
  const { empty, stateName, wider, onWiden, onShowState, stateLine211 } = props;
  const online = useLikelyOnline();
  const t = useT();
  const locale = useLocale();
  // Only a text option her state's 211 publishes, as the directory lists it; there is no national one to offer.
  const texts = stateLine211?.phones.filter((p) => p.kind === 'text') ?? [];
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-5 sm:p-8">
      <h3 className="m-0 text-xl font-bold">{t(empty ? 'location.nothing.emptyTitle' : 'location.nothing.localTitle')}</h3>
      <p className="mt-2 mb-0 text-ink-muted">
        {lead(t, props)} {t('location.nothing.next')}
      </p>
      <ul className="m-0 mt-4 flex list-none flex-col gap-4 p-0">
        {(wider || onShowState) && (
          <li className="flex flex-wrap gap-2">
            {wider && (
              <button type="button" className={buttonStyles.primary} onClick={onWiden}>
                {t('location.widen', { radius: wider })}
              </button>
            )}
            {onShowState && stateName && (
              <button type="button" className={buttonStyles.secondary} onClick={onShowState}>
                {t('location.nothing.allOfState', { state: stateName })}
              </button>
            )}
          </li>
        )}
        <li className="rounded-lg bg-brand-soft p-4">
          <p className="m-0 font-bold">{t('location.nothing.call211', { number: LINE_211.phone })}</p>
          <p className="mt-1 mb-0">{t('location.nothing.about211', { number: LINE_211.phone, site: SITE_211, dial: DIAL_211 })}</p>
          {/* Spanish help is given by each local 211: said as for every line we could not confirm. */}
          {locale === 'es' && !LINE_211.spanish.confirmed && <p className="mt-1 mb-0 text-sm text-ink-muted">{t('hotline.spanish.unconfirmed')}</p>}
          {stateLine211 && texts.length > 0 && <p className="mt-2 mb-0">{t('location.nothing.texts', { name: stateLine211.title, count: texts.length })}</p>}
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={telHref(LINE_211.phone)} className={buttonStyles.primary}>
              <PhoneIcon className="size-4" />
              {t('hotline.call', { number: LINE_211.phone })}
            </a>
            {texts.map((p) => (
              <a key={p.number} href={smsHref(p.number, p.textBody)} className={buttonStyles.secondary}>
                <MessageIcon className="size-4" />
                {p.label ? `${p.label}: ${p.number}` : t('hotline.textNumber', { number: p.number })}
              </a>
            ))}
            <a href={LINE_211.website} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer" className={buttonStyles.secondary}>
              {t('location.nothing.visit', { site: SITE_211 })}
              <ExternalIcon className="size-4" />
              <span className="sr-only"> {t('widget.newTab')}</span>
              {!online && <span className="text-xs font-normal text-ink-muted">{t('location.nothing.needsConnection')}</span>}
            </a>
          </div>
        </li>
        <li>{t('location.nothing.anywhere')}</li>
      </ul>
    </div>
  );
}
