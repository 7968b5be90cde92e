// Emergency page, Safety Planning tab: three numbered tip lists and the printable plan template.
import { buttonStyles } from '../../components/button-styles.ts';
import { DownloadIcon } from '../../components/icons.tsx';
import { useSafetyGuide } from '../home/shelter-section.tsx';
import { PlanBuilder } from './plan-builder.tsx';
import { EMERGENCY_NUMBER } from '../../../shared/hotlines.ts';
import type { MessageId } from '../../../shared/messages/en.ts';
import { useT } from '../../i18n/use-t.ts';

const LISTS: readonly { id: string; title: MessageId; steps: readonly MessageId[] }[] = [
  {
    id: 'personal',
    title: 'plan.personal.title',
    steps: ['plan.personal.rooms', 'plan.personal.phone', 'plan.personal.bag', 'plan.personal.codeWord', 'plan.personal.route'],
  },
  {
    id: 'workplace',
    title: 'plan.work.title',
    steps: ['plan.work.tell', 'plan.work.photo', 'plan.work.calls', 'plan.work.route'],
  },
  {
    id: 'children',
    title: 'plan.children.title',
    steps: ['plan.children.call', 'plan.children.place', 'plan.children.codeWord', 'plan.children.school'],
  },
];

export function SafetyPlanTab() {
  const t = useT();
  const guide = useSafetyGuide();
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-3">
        {LISTS.map((list) => (
          <section key={list.id} aria-labelledby={`plan-${list.id}`} className="rounded-lg border border-line bg-surface p-5 shadow-card">
            <h2 id={`plan-${list.id}`} className="m-0 text-lg font-bold">
              {t(list.title)}
            </h2>
            <ol className="mt-2 mb-0 grid gap-1.5 pl-6 text-sm">
              {list.steps.map((s) => (
                <li key={s}>{t(s, { number: EMERGENCY_NUMBER })}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <PlanBuilder />
      <section aria-labelledby="plan-template" className="rounded-lg border-2 border-brand bg-surface p-5 shadow-card">
        <h2 id="plan-template" className="m-0 text-lg font-bold">
          {t('plan.paper.title')}
        </h2>
        <p className="mt-2 mb-0">{t('plan.paper.body')}</p>
        <a href={guide.href} download={guide.filename} className={`${buttonStyles.primary} mt-4`}>
          <DownloadIcon />
          {t('plan.paper.download')}
        </a>
      </section>
    </div>
  );
}
