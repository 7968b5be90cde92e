// Reading content of the womens-health category page: abortion law by state (dated), telehealth and funding services, legal information, health figures and services.
// Text written by us is held as message ids (shared/messages/en/), drawn in the page's language; names stay as the organizations write them.

import type { MessageId } from '../../../../shared/messages/en.ts';
import type { TextValues, AsOf, InfoList, Listing, SourcedFigure } from './types.ts';

export const REPRO_LAW: AsOf & {
  summary: MessageId;
  protectedStates: readonly { code: string }[];
  restrictedStates: readonly { code: string; note: MessageId }[];
} = {
  asOf: '2025-06-30',
  trackerName: 'Guttmacher Institute: Interactive Map of US Abortion Policies',
  trackerUrl: 'https://states.guttmacher.org/policies/',
  summary: 'topics.repro.summary',
  protectedStates: [
    { code: 'AZ' },
    { code: 'CA' },
    { code: 'CO' },
    { code: 'CT' },
    { code: 'DE' },
    { code: 'HI' },
    { code: 'IL' },
    { code: 'ME' },
    { code: 'MD' },
    { code: 'MA' },
    { code: 'MI' },
    { code: 'MN' },
    { code: 'MT' },
    { code: 'NV' },
    { code: 'NJ' },
    { code: 'NY' },
    { code: 'OH' },
    { code: 'OR' },
    { code: 'RI' },
    { code: 'VT' },
    { code: 'WA' },
  ],
  restrictedStates: [
    { code: 'AL', note: 'topics.repro.note.fewExceptions' },
    { code: 'AR', note: 'topics.repro.note.fewExceptions' },
    { code: 'FL', note: 'topics.repro.note.sixWeeks' },
    { code: 'GA', note: 'topics.repro.note.sixWeeks' },
    { code: 'ID', note: 'topics.repro.note.fewExceptions' },
    { code: 'IN', note: 'topics.repro.note.fewExceptions' },
    { code: 'IA', note: 'topics.repro.note.sixWeeks' },
    { code: 'KY', note: 'topics.repro.note.fewExceptions' },
    { code: 'LA', note: 'topics.repro.note.fewExceptions' },
    { code: 'MS', note: 'topics.repro.note.fewExceptions' },
    { code: 'NE', note: 'topics.repro.note.twelveWeeks' },
    { code: 'NC', note: 'topics.repro.note.twelveWeeks' },
    { code: 'OK', note: 'topics.repro.note.fewExceptions' },
    { code: 'SC', note: 'topics.repro.note.sixWeeks' },
    { code: 'SD', note: 'topics.repro.note.fewExceptions' },
    { code: 'TN', note: 'topics.repro.note.fewExceptions' },
    { code: 'TX', note: 'topics.repro.note.fewExceptions' },
    { code: 'WV', note: 'topics.repro.note.fewExceptions' },
  ],
};

export const TELEHEALTH_AND_FUNDING: readonly Listing<MessageId>[] = [
  {
    name: 'AbortionFinder',
    description: 'topics.telehealth.abortionfinder.description',
    website: 'https://www.abortionfinder.org',
    focus: 'topics.telehealth.abortionfinder.focus',
  },
  {
    name: 'National Network of Abortion Funds',
    description: 'topics.telehealth.nationalNetworkOfAbortionFunds.description',
    website: 'https://abortionfunds.org',
    focus: 'topics.telehealth.nationalNetworkOfAbortionFunds.focus',
  },
  {
    name: 'National Abortion Hotline (National Abortion Federation)',
    description: 'topics.telehealth.nationalAbortionHotlineNationalAbortion.description',
    phone: '1-800-772-9100',
    website: 'https://prochoice.org',
    focus: 'topics.telehealth.nationalAbortionHotlineNationalAbortion.focus',
  },
  {
    name: 'Planned Parenthood',
    description: 'topics.telehealth.plannedParenthood.description',
    phone: '1-800-230-7526',
    website: 'https://www.plannedparenthood.org',
    focus: 'topics.telehealth.plannedParenthood.focus',
  },
  {
    name: 'Miscarriage and Abortion Hotline (M+A Hotline)',
    description: 'topics.telehealth.miscarriageAndAbortionHotlineM.description',
    website: 'https://www.mahotline.org',
    focus: 'topics.telehealth.miscarriageAndAbortionHotlineM.focus',
  },
  {
    name: 'Repro Legal Helpline (If/When/How)',
    description: 'topics.telehealth.reproLegalHelplineIfWhen.description',
    phone: '844-868-2812',
    website: 'https://www.reprolegalhelpline.org',
    focus: 'topics.telehealth.reproLegalHelplineIfWhen.focus',
  },
  {
    name: 'Plan C',
    description: 'topics.telehealth.planC.description',
    website: 'https://www.plancpills.org',
    focus: 'topics.telehealth.planC.focus',
  },
  {
    name: 'Bedsider',
    description: 'topics.telehealth.bedsider.description',
    website: 'https://www.bedsider.org',
    focus: 'topics.telehealth.bedsider.focus',
  },
];

export const REPRO_LEGAL_INFO: InfoList<MessageId> = {
  title: 'topics.reproLegal.title',
  intro: 'topics.reproLegal.intro',
  items: [
    'topics.reproLegal.item1',
    'topics.reproLegal.item2',
    'topics.reproLegal.item3',
    'topics.reproLegal.item4',
    'topics.reproLegal.item5',
    'topics.reproLegal.item6',
    'topics.reproLegal.item7',
    'topics.reproLegal.item8',
    'topics.reproLegal.item9',
    'topics.reproLegal.item10',
    'topics.reproLegal.item11',
  ],
};

export const HEALTH_NUMBERS: readonly SourcedFigure<MessageId>[] = [
  {
    value: 'topics.healthNumbers.1.value',
    text: 'topics.healthNumbers.1.text',
    source: 'topics.healthNumbers.1.source',
    sourceUrl: 'https://www.cdc.gov/maternal-mortality/',
  },
  {
    value: 'topics.healthNumbers.2.value',
    text: 'topics.healthNumbers.2.text',
    source: 'topics.healthNumbers.2.source',
    sourceUrl: 'https://www.cdc.gov/heart-disease/about/women-and-heart-disease.html',
  },
  {
    value: 'topics.healthNumbers.3.value',
    text: 'topics.healthNumbers.3.text',
    source: 'topics.healthNumbers.3.source',
    sourceUrl: 'https://www.cancer.org/cancer/types/breast-cancer/about/how-common-is-breast-cancer.html',
  },
];

export const HEALTH_SERVICES: readonly { key: string; title: MessageId; text: MessageId; where: MessageId; values?: TextValues }[] = [
  {
    key: 'annualExams',
    title: 'topics.healthService.annualExams.title',
    text: 'topics.healthService.annualExams.text',
    where: 'topics.healthService.annualExams.where',
  },
  {
    key: 'birthControl',
    title: 'topics.healthService.birthControl.title',
    text: 'topics.healthService.birthControl.text',
    where: 'topics.healthService.birthControl.where',
  },
  {
    key: 'mentalHealth',
    title: 'topics.healthService.mentalHealth.title',
    text: 'topics.healthService.mentalHealth.text',
    where: 'topics.healthService.mentalHealth.where',
    values: { samhsaNumber: '1-800-662-4357', maternalNumber: '1-833-852-6262' },
  },
  {
    key: 'pregnancyCare',
    title: 'topics.healthService.pregnancyCare.title',
    text: 'topics.healthService.pregnancyCare.text',
    where: 'topics.healthService.pregnancyCare.where',
  },
];
