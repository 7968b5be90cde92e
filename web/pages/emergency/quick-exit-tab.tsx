// Emergency page, Quick Exit tab: how quick exit works, what it cannot do, and how to browse more safely.
import { FormattedMessage } from 'react-intl';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { RICH_TAGS } from '../../i18n/rich-text.tsx';
import { useT } from '../../i18n/use-t.ts';

const card = 'rounded-lg border border-line bg-surface p-5 shadow-card';

const SAFER: readonly MessageId[] = ['emergency.qx.private', 'emergency.qx.otherDevice', 'emergency.qx.singleEntries', 'emergency.qx.downloads'];
const TIPS: readonly MessageId[] = ['emergency.qx.tip.monitored', 'emergency.qx.tip.location', 'emergency.qx.tip.passwords', 'emergency.qx.tip.codeWord'];

export function QuickExitTab() {
  const t = useT();
  return (
    <div className="grid gap-5">
      <section aria-labelledby="qx-how" className={card}>
        <h2 id="qx-how" className="m-0 text-xl font-bold">
          {t('emergency.qx.howTitle')}
        </h2>
        <p className="mt-2 mb-0">{t('emergency.qx.threeWays')}</p>
        <ol className="mt-2 mb-0 grid gap-1.5 pl-6">
          <li>
            <FormattedMessage id="emergency.qx.way.button" values={{ ...RICH_TAGS, button: t('quickExit.label') }} />
          </li>
          <li>
            <FormattedMessage id="emergency.qx.way.escape" values={RICH_TAGS} />
          </li>
          <li>
            <FormattedMessage id="emergency.qx.way.shift" values={RICH_TAGS} />
          </li>
        </ol>
        <p className="mt-3 mb-0">{t('emergency.qx.what')}</p>
      </section>

      <section aria-labelledby="qx-limits" className={`${card} border-crisis/40`}>
        <h2 id="qx-limits" className="m-0 text-xl font-bold">
          {t('emergency.qx.limitsTitle')}
        </h2>
        <p className="mt-2 mb-0">
          <FormattedMessage id="emergency.qx.noErase" values={RICH_TAGS} />
        </p>
        <ul className="mt-2 mb-0 grid gap-1.5 pl-6">
          {SAFER.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="qx-tips" className={card}>
        <h2 id="qx-tips" className="m-0 text-xl font-bold">
          {t('emergency.qx.tipsTitle')}
        </h2>
        <ul className="mt-2 mb-0 grid gap-1.5 pl-6">
          {TIPS.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
          <li>{t('emergency.qx.tip.call', { number: EMERGENCY_NUMBER })}</li>
        </ul>
      </section>
    </div>
  );
}
