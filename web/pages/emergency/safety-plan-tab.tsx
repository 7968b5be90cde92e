// Emergency page, Safety Planning tab: three numbered tip lists and the printable plan template.
import { buttonStyles } from '../../components/button-styles.ts';
import { DownloadIcon } from '../../components/icons.tsx';
import { SAFETY_GUIDE_FILENAME, SAFETY_GUIDE_HREF } from '../home/shelter-section.tsx';
import { PlanBuilder } from './plan-builder.tsx';

const LISTS = [
  {
    id: 'personal',
    title: 'Personal safety',
    steps: [
      'Know the safest rooms in your home: near an exit, away from the kitchen and rooms with weapons.',
      'Keep your phone charged and with you, and know the numbers you would call.',
      'Pack a bag with documents, medication, keys, money and a charger, and keep it somewhere safe or with someone you trust.',
      'Agree a code word with friends or family that means “call for help”.',
      'Plan where you would go and how you would get there, at any time of day.',
    ],
  },
  {
    id: 'workplace',
    title: 'Safety at work',
    steps: [
      'Tell someone you trust at work, such as a manager or security, if you feel able to.',
      'Share a photo of the person with security or reception if they might come to your workplace.',
      'Ask for calls to be screened, and save any threatening messages.',
      'Vary your route and your times to and from work, and park in a well-lit place.',
    ],
  },
  {
    id: 'children',
    title: 'Safety with children',
    steps: [
      'Teach children how and when to call 911, and what to say.',
      'Choose a safe place in the home, or a neighbour’s, where they can go.',
      'Agree a code word that tells them to leave or to get help.',
      'Tell the school or childcare who may and may not pick them up, and give them a copy of any protection order.',
    ],
  },
] as const;

export function SafetyPlanTab() {
  return (
    <div className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-3">
        {LISTS.map((list) => (
          <section key={list.id} aria-labelledby={`plan-${list.id}`} className="rounded-lg border border-line bg-surface p-5 shadow-card">
            <h2 id={`plan-${list.id}`} className="m-0 text-lg font-bold">
              {list.title}
            </h2>
            <ol className="mt-2 mb-0 grid gap-1.5 pl-6 text-sm">
              {list.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <PlanBuilder />
      <section aria-labelledby="plan-template" className="rounded-lg border-2 border-brand bg-surface p-5 shadow-card">
        <h2 id="plan-template" className="m-0 text-lg font-bold">
          A plan on paper
        </h2>
        <p className="mt-2 mb-0">
          A printable safety plan with checklists and spaces to write your safe people, places and code word. Keep it
          somewhere safe: a downloaded file can be found by anyone who uses this device.
        </p>
        <a href={SAFETY_GUIDE_HREF} download={SAFETY_GUIDE_FILENAME} className={`${buttonStyles.primary} mt-4`}>
          <DownloadIcon />
          Download the safety plan template (PDF)
        </a>
      </section>
    </div>
  );
}
