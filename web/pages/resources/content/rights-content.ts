// Reading content of the rights-advocacy page and the womens-rights block: workplace and legal rights, sourced impact figures and legal-help services.
// Text written by us is held as message ids (shared/messages/en/), drawn in the page's language; names stay as the organizations write them.

import type { MessageId } from '../../../../shared/messages/en.ts';
import type { InfoList, Listing, SourcedFigure } from './types.ts';

export const WORKPLACE_RIGHTS: readonly InfoList<MessageId>[] = [
  {
    title: 'topics.rights.equalPay.title',
    items: [
      'topics.rights.equalPay.item1',
      'topics.rights.equalPay.item2',
      'topics.rights.equalPay.item3',
      'topics.rights.equalPay.item4',
    ],
  },
  {
    title: 'topics.rights.discrimination.title',
    items: [
      'topics.rights.discrimination.item1',
      'topics.rights.discrimination.item2',
      'topics.rights.discrimination.item3',
      'topics.rights.discrimination.item4',
      'topics.rights.discrimination.item5',
    ],
  },
  {
    title: 'topics.rights.pregnancy.title',
    items: [
      'topics.rights.pregnancy.item1',
      'topics.rights.pregnancy.item2',
      'topics.rights.pregnancy.item3',
      'topics.rights.pregnancy.item4',
    ],
  },
  {
    title: 'topics.rights.leave.title',
    items: [
      'topics.rights.leave.item1',
      'topics.rights.leave.item2',
      'topics.rights.leave.item3',
      'topics.rights.leave.item4',
      'topics.rights.leave.item5',
    ],
  },
  {
    title: 'topics.rights.education.title',
    items: [
      'topics.rights.education.item1',
      'topics.rights.education.item2',
      'topics.rights.education.item3',
      'topics.rights.education.item4',
    ],
  },
  {
    title: 'topics.rights.housing.title',
    items: [
      'topics.rights.housing.item1',
      'topics.rights.housing.item2',
      'topics.rights.housing.item3',
      'topics.rights.housing.item4',
      'topics.rights.housing.item5',
    ],
  },
  {
    title: 'topics.rights.protectionOrders.title',
    items: [
      'topics.rights.protectionOrders.item1',
      'topics.rights.protectionOrders.item2',
      'topics.rights.protectionOrders.item3',
      'topics.rights.protectionOrders.item4',
      'topics.rights.protectionOrders.item5',
      'topics.rights.protectionOrders.item6',
      'topics.rights.protectionOrders.item7',
    ],
  },
];

export const RIGHTS_STATS: readonly SourcedFigure<MessageId>[] = [
  {
    value: 'topics.rightsStats.1.value',
    text: 'topics.rightsStats.1.text',
    source: 'topics.rightsStats.1.source',
    sourceUrl: 'https://www.census.gov/library/publications/2024/demo/p60-282.html',
  },
  {
    value: 'topics.rightsStats.2.value',
    text: 'topics.rightsStats.2.text',
    source: 'topics.rightsStats.2.source',
    sourceUrl: 'https://www.eeoc.gov/2024-annual-performance-report',
  },
  {
    value: 'topics.rightsStats.3.value',
    text: 'topics.rightsStats.3.text',
    source: 'topics.rightsStats.3.source',
    sourceUrl: 'https://justicegap.lsc.gov',
  },
];

export const LEGAL_HELP: readonly Listing<MessageId>[] = [
  {
    name: 'LawHelp.org',
    description: 'resources.legalHelp.lawhelpOrg.description',
    website: 'https://www.lawhelp.org',
    focus: 'resources.legalHelp.lawhelpOrg.focus',
  },
  {
    name: 'Legal Services Corporation: Find Legal Aid',
    description: 'resources.legalHelp.legalServicesCorporationFindLegal.description',
    website: 'https://www.lsc.gov',
    focus: 'resources.legalHelp.legalServicesCorporationFindLegal.focus',
  },
  {
    name: 'WomensLaw.org Email Hotline',
    description: 'resources.legalHelp.womenslawOrgEmailHotline.description',
    website: 'https://www.womenslaw.org',
    focus: 'resources.legalHelp.womenslawOrgEmailHotline.focus',
  },
  {
    name: 'ABA Free Legal Answers',
    description: 'resources.legalHelp.abaFreeLegalAnswers.description',
    website: 'https://abafreelegalanswers.org',
    focus: 'resources.legalHelp.abaFreeLegalAnswers.focus',
  },
  {
    name: 'U.S. Equal Employment Opportunity Commission (EEOC)',
    description: 'resources.legalHelp.uSEqualEmploymentOpportunity.description',
    values: { tty: '1-800-669-6820' },
    phone: '1-800-669-4000',
    website: 'https://www.eeoc.gov',
    focus: 'resources.legalHelp.uSEqualEmploymentOpportunity.focus',
  },
  {
    name: 'U.S. Department of Labor, Wage and Hour Division',
    description: 'resources.legalHelp.uSDepartmentOfLabor.description',
    phone: '1-866-487-9243',
    website: 'https://www.dol.gov/agencies/whd',
    focus: 'resources.legalHelp.uSDepartmentOfLabor.focus',
  },
  {
    name: 'HUD Office of Fair Housing and Equal Opportunity',
    description: 'resources.legalHelp.hudOfficeOfFairHousing.description',
    values: { tty: '1-800-877-8339' },
    phone: '1-800-669-9777',
    website: 'https://www.hud.gov/fairhousing',
    focus: 'resources.legalHelp.hudOfficeOfFairHousing.focus',
  },
  {
    name: 'U.S. Department of Education, Office for Civil Rights',
    description: 'resources.legalHelp.uSDepartmentOfEducation.description',
    phone: '1-800-421-3481',
    email: 'OCR@ed.gov',
    website: 'https://www.ed.gov',
    focus: 'resources.legalHelp.uSDepartmentOfEducation.focus',
  },
];
