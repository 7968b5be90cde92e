// Home: the crisis numbers block (domestic violence, sexual assault, text START, 911), all from shared/hotlines.ts.
import { EMERGENCY_NUMBER, hotline, textOptionFor } from '../../../shared/hotlines.ts';
import { CallLink, EmergencyCallLink, TextLink, textWords } from '../../components/hotline-links.tsx';
import { MessageIcon, PhoneIcon } from '../../components/icons.tsx';
import { useLocale, useT } from '../../i18n/use-t.ts';

const tile = 'flex flex-col gap-1 rounded-lg border border-crisis/30 bg-crisis-soft p-4';
const action =
  'mt-1 inline-flex min-h-11 items-center gap-2 self-start font-bold text-crisis-ink underline decoration-2 underline-offset-4 hover:decoration-4';

export function CrisisNumbers() {
  const dv = hotline('domestic-violence');
  const sa = hotline('sexual-assault');
  const t = useT();
  const dvText = textOptionFor(dv, useLocale());
  return (
    <section aria-labelledby="crisis-title" className="pt-14">
      <h2 id="crisis-title" className="m-0 text-2xl font-bold sm:text-3xl">
        {t('home.crisis.title')}
      </h2>
      <p className="mt-3 mb-0 max-w-2xl text-ink-muted">{t('home.crisis.lead')}</p>
      <ul className="m-0 mt-6 grid list-none gap-3 p-0 sm:grid-cols-2">
        {dv.phone && (
          <li className={tile}>
            <span className="font-semibold text-ink">{dv.name}</span>
            <CallLink phone={dv.phone} className={action}>
              <PhoneIcon className="size-4" />
              {t('hotline.call', { number: dv.phone })}
            </CallLink>
          </li>
        )}
        {sa.phone && (
          <li className={tile}>
            <span className="font-semibold text-ink">{sa.name}</span>
            <CallLink phone={sa.phone} className={action}>
              <PhoneIcon className="size-4" />
              {t('hotline.call', { number: sa.phone })}
            </CallLink>
          </li>
        )}
        {dvText && (
          <li className={tile}>
            <span className="font-semibold text-ink">{t('home.crisis.cantTalk', { name: dv.name })}</span>
            <TextLink line={dv} className={action}>
              <MessageIcon className="size-4" />
              {textWords(t, dvText)}
            </TextLink>
          </li>
        )}
        <li className={tile}>
          <span className="font-semibold text-ink">{t('home.crisis.immediate')}</span>
          <EmergencyCallLink className={action}>
            <PhoneIcon className="size-4" />
            {t('hotline.call', { number: EMERGENCY_NUMBER })}
          </EmergencyCallLink>
        </li>
      </ul>
    </section>
  );
}
