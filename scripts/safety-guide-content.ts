// The words of the printable Safety Planning Guide, as pure data, so tests can check them without drawing a PDF. The
// Spanish guide's words are in safety-guide-content-es.ts; both take every number and hotline from shared/hotlines.ts.

import { contactWays, EMERGENCY_NUMBER, HOTLINES, hotline, spanishKeyFor, textOptionFor, type Hotline } from '../shared/hotlines.ts';
import { serverMessage } from '../shared/server-intl.ts';
import { SAFETY_GUIDE_FILES } from '../shared/safety-guide.ts';
import { guideSectionsEs, GUIDE_WORDS_ES } from './safety-guide-content-es.ts';

export type GuideLocale = 'en' | 'es';

export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Tick boxes; `columns: 2` suits short items. */
  | { kind: 'checklist'; label?: string; items: string[]; columns: 1 | 2 }
  /** A hotline: name, then the ways to reach it, then what it offers. */
  | { kind: 'contact'; name: string; ways: string[]; description: string; website: string }
  /** Blank lines to write on; `columns` names what goes in each part of a line. */
  | { kind: 'fill-in'; label: string; rows: number; columns?: string[] };

export interface GuideSection {
  heading: string;
  /** `urgent` draws the section as a boxed call-out at the top of the first page. */
  tone?: 'urgent' | 'note';
  /** Start on a fresh page, so the fill-in page can be kept apart from the rest. */
  newPage?: boolean;
  blocks: GuideBlock[];
}

export const GUIDE_TITLE = 'Safety Planning Guide';
export const GUIDE_SUBTITLE = 'A plan for staying safer, in your own words. Fill it in only when it is safe to do so.';
export const GUIDE_FOOTER = 'Keep this guide where it is safe.';

/** The words around the sections: title, subtitle, the footer of each page, the PDF's subject. */
export interface GuideWords {
  title: string;
  subtitle: string;
  footer: string;
  page: (n: number) => string;
  subject: string;
}
export const GUIDE_WORDS: Readonly<Record<GuideLocale, GuideWords>> = {
  en: {
    title: GUIDE_TITLE,
    subtitle: GUIDE_SUBTITLE,
    footer: GUIDE_FOOTER,
    page: (n) => `Page ${n}`,
    subject: 'Safety planning for people affected by abuse',
  },
  es: GUIDE_WORDS_ES,
};

/** Where each language's guide is served from (public/). */
export const GUIDE_FILES: Readonly<Record<GuideLocale, string>> = SAFETY_GUIDE_FILES;

/**
 * A hotline as the guide prints it. In Spanish: the service's own Spanish name where it has one, the Spanish key to
 * press or keyword to text where the service publishes one, and the app's Spanish words (shared/messages), with a
 * plain note where Spanish help is not confirmed by the service itself.
 */
export function contactBlock(line: Hotline, locale: GuideLocale): GuideBlock {
  // Printed without the scheme: shorter to read and to type.
  const website = line.website.replace(/^https:\/\/(www\.)?/, '');
  if (locale === 'en') return { kind: 'contact', name: line.name, ways: contactWays(line), description: line.description, website };
  const m = (id: Parameters<typeof serverMessage>[1], values?: Record<string, string>) => serverMessage('es', id, values);
  const ways: string[] = [];
  if (line.phone) {
    const key = spanishKeyFor(line, 'es');
    ways.push(key ? m('hotline.callPress', { number: line.phone, key }) : m('hotline.call', { number: line.phone }));
  }
  const text = textOptionFor(line, 'es');
  if (text) ways.push(text.body ? m('hotline.textWord', { word: text.body, number: text.to }) : m('hotline.textNumber', { number: text.to }));
  if (line.tty) ways.push(m('hotline.tty', { number: line.tty }));
  const spanish = !line.spanish.confirmed ? m('hotline.spanish.unconfirmed') : line.spanish.call && !line.spanish.call.press ? m('hotline.spanish.answered') : '';
  const description = [m(`hotline.description.${line.id}`, { number: line.phone ?? '' }), spanish].filter(Boolean).join(' ');
  return { kind: 'contact', name: (line.spanish.confirmed && line.spanish.name) || line.name, ways, description, website };
}

/** Every way to reach a hotline, in the words the guide prints: "Call …", "Text START to 88788", "TTY …". */
function suicideLineWays(): string {
  // Mid-sentence, so "call 988 or text 988".
  return contactWays(hotline('suicide-crisis'))
    .map((way) => way.charAt(0).toLowerCase() + way.slice(1))
    .join(' or ');
}

export function guideSections(locale: GuideLocale = 'en'): GuideSection[] {
  if (locale === 'es') return guideSectionsEs();
  const dvHotline = hotline('domestic-violence');
  return [
    {
      heading: `If you are in danger, call ${EMERGENCY_NUMBER}`,
      tone: 'urgent',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you cannot speak, call ${EMERGENCY_NUMBER} anyway and leave the line open so the dispatcher can listen. In some areas you can also text ${EMERGENCY_NUMBER}.`,
        },
      ],
    },
    {
      heading: 'Free, confidential help, 24 hours a day',
      blocks: [
        ...HOTLINES.map((line) => contactBlock(line, 'en')),
        {
          kind: 'paragraph',
          text: `There is no single right way to stay safe, and you know your situation best. Use what fits, skip what does not, and update your plan as things change. An advocate at the ${dvHotline.name} can help you make a plan.`,
        },
      ],
    },
    {
      heading: 'Safety at home and during an argument',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Know the safer rooms in your home: ones with a way out. Try to stay away from the kitchen, bathroom, garage and any room with weapons or hard surfaces.',
            'If an argument starts, move toward a room with a door or window to the outside.',
            'Keep your phone charged and close. Know where another phone is in case yours is taken.',
            'Practice how you would get out safely: which doors, windows, stairs or elevators you would use.',
            'Agree on a code word with people you trust, so they know to call for help.',
            'If you cannot avoid being hurt, make yourself a small target: go to a corner, curl up and protect your head and face with your arms.',
            'Trust your judgment. Calming things down, or leaving, may be the safest choice in the moment.',
          ],
        },
      ],
    },
    {
      heading: 'Planning to leave',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Leaving can be a dangerous time. If you can, talk your plan through with a hotline advocate first, and leave when the person is not around.',
            'Know where you will go: a friend, a relative, or a shelter. The hotline can help you find one.',
            'Set aside money a little at a time, and think about opening a bank account in your own name at a different bank.',
            'Pack a go-bag and keep it somewhere safe, such as with a trusted friend or at work.',
          ],
        },
        {
          kind: 'checklist',
          label: 'My go-bag',
          columns: 2,
          items: [
            'Photo ID or driver’s license',
            'Birth certificates',
            'Social security cards',
            'Medications and prescriptions',
            'Keys: house, car, work',
            'Cash and bank cards',
            'Phone and phone charger',
            'Important papers (listed below)',
            'Children’s things and comfort toys',
            'Clothes for a few days',
            'Glasses, contacts, hearing aids',
            'A paper list of phone numbers',
          ],
        },
      ],
    },
    {
      heading: 'Documents to gather',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Originals are best. If you cannot take them, photos or copies kept somewhere safe still help.',
        },
        {
          kind: 'checklist',
          columns: 2,
          items: [
            'Passports, green cards, visas',
            'Car title and registration',
            'Health insurance and Medicaid cards',
            'Lease, deed or mortgage papers',
            'Bank statements and tax returns',
            'Pay stubs or other proof of income',
            'Marriage and divorce papers',
            'Protection and custody orders',
            'Children’s school and shot records',
            'Medical records',
            'Benefits cards and letters',
            'Police reports, photos of injuries',
          ],
        },
      ],
    },
    {
      heading: 'Safety at work and in public',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'If it feels safe, tell someone at work, such as a manager or security, and give them a photo of the person.',
            'Ask to have your calls screened and your name taken off public staff lists.',
            'Change your routes and times to and from work. Park close to the entrance, or ask someone to walk you to your car.',
            'Decide what you would do if the person comes to your work or finds you in public: where you would go and who you would tell.',
            'Carry a copy of any protection order, and give a copy to security at work.',
            'Where you can, use different stores, banks and services from the ones you used before.',
          ],
        },
      ],
    },
    {
      heading: 'Safety with children',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Teach your children a safe place to go in the home, and that it is not their job to protect you.',
            `Teach them how to call ${EMERGENCY_NUMBER} and say their address.`,
            'Agree on a code word that means “go to the safe place” or “get help now”.',
            'Tell the school or childcare who may and may not pick up your children. Give them a copy of any custody or protection order.',
            'For visits or hand-overs, meet in a busy public place or at a supervised exchange center.',
            'Remind your children often that what is happening is not their fault.',
          ],
        },
      ],
    },
    {
      heading: 'Digital safety',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'If someone may be watching your phone or computer, look for help from a safer device: a trusted friend’s phone, or a computer at a library or work.',
            'Check your phone for apps you do not recognize, and check location sharing in your settings, maps and family-finder apps. Check your car and bags for small tracking devices.',
            'Turning off tracking suddenly can alert the other person. Think about timing; an advocate can help you decide.',
            'Change your passwords and security questions from a safe device: email, bank, phone company, social media and cloud accounts. Turn on two-step sign-in.',
            'Quick exit buttons hide a website fast, but they do not fully erase your browser history. Use a private or incognito window when you look for help.',
            'Ask friends not to tag you or share where you are online. Save screenshots of threats somewhere the other person cannot reach.',
          ],
        },
      ],
    },
    {
      heading: 'Emotional safety',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'What is happening is not your fault. Abuse is a choice the other person makes.',
            'It is normal to have mixed feelings, including about the person who hurts you.',
            'Stay in touch with people who support you. A hotline advocate is there to listen at any hour.',
            'Look after your body when you can: rest, eat, move, and take your medications.',
            'Support groups and counseling can help. The hotline can tell you about options near you.',
            `If you have thoughts of suicide, ${suicideLineWays()}.`,
          ],
        },
      ],
    },
    {
      heading: 'My plan',
      newPage: true,
      blocks: [
        { kind: 'fill-in', label: 'My safe people and their numbers', rows: 4, columns: ['Name', 'Phone number'] },
        {
          kind: 'fill-in',
          label: 'Other helpful numbers: shelter, advocate, doctor, lawyer',
          rows: 2,
          columns: ['Who', 'Phone number'],
        },
        { kind: 'fill-in', label: 'A safe place I can go', rows: 2 },
        { kind: 'fill-in', label: 'Code word with my trusted people', rows: 1 },
        { kind: 'fill-in', label: 'Where I keep my go-bag and spare keys', rows: 1 },
      ],
    },
    {
      heading: 'About this guide',
      tone: 'note',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This guide is general information, not legal advice. For help with protection orders, custody or immigration, contact a local legal aid office, or ask the hotline to connect you with one.',
        },
      ],
    },
  ];
}

/** Every string the guide prints, in order, for searching. */
export function guideText(sections: GuideSection[] = guideSections()): string[] {
  return sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block): string[] => {
      switch (block.kind) {
        case 'paragraph':
          return [block.text];
        case 'bullets':
          return block.items;
        case 'checklist':
          return [...(block.label ? [block.label] : []), ...block.items];
        case 'contact':
          return [block.name, ...block.ways, block.description, block.website];
        case 'fill-in':
          return [block.label, ...(block.columns ?? [])];
      }
    }),
  ]);
}
