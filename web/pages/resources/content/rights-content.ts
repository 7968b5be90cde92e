// Reading content of the rights-advocacy page and the womens-rights block: workplace and legal rights, sourced impact figures and legal-help services.

import type { InfoList, Listing, SourcedFigure } from './types.ts';

export const WORKPLACE_RIGHTS: readonly InfoList[] = [
  {
    title: 'Equal pay',
    items: [
      'The Equal Pay Act says women and men in the same workplace must get equal pay for jobs that need substantially equal skill, effort, and responsibility.',
      'Equal pay covers all forms of pay, including salary, overtime, bonuses, benefits, and vacation.',
      'Under the Equal Pay Act you can go straight to court, usually within 2 years, or 3 years if the violation was willful.',
      'Many states have their own equal pay laws that may protect you more.',
    ],
  },
  {
    title: 'Discrimination and harassment at work',
    items: [
      'Title VII of the Civil Rights Act makes it illegal for employers with 15 or more employees to discriminate because of sex, race, color, religion, or national origin.',
      'Sexual harassment is a form of sex discrimination, including unwanted sexual advances, requests for sexual favors, and a hostile work environment.',
      'It is illegal for an employer to punish you for reporting discrimination or for taking part in an investigation.',
      'To use these federal laws, you usually must file a charge with the EEOC within 180 calendar days, or within 300 days if a state or local agency enforces a similar law.',
      'Federal employees have a different process and must usually contact an EEO counselor at their agency within 45 days.',
    ],
  },
  {
    title: 'Pregnancy and new parents',
    items: [
      'The Pregnancy Discrimination Act makes it illegal to treat you worse at work because of pregnancy, childbirth, or a related medical condition.',
      'The Pregnant Workers Fairness Act requires employers with 15 or more employees to make reasonable changes for known limits caused by pregnancy, childbirth, or related conditions, unless it causes undue hardship.',
      'These changes can include more breaks, a place to sit, lighter duties, time off for appointments, or time off to recover from childbirth.',
      'The PUMP Act gives most workers reasonable break time and a private place that is not a bathroom to pump breast milk for up to one year after the baby\'s birth.',
    ],
  },
  {
    title: 'Family and medical leave',
    items: [
      'The Family and Medical Leave Act (FMLA) gives eligible workers up to 12 weeks of unpaid, job-protected leave in a 12-month period.',
      'You can use FMLA leave for the birth of a child, a new adoption or foster child, your own serious health condition, or to care for a spouse, child, or parent with a serious health condition.',
      'You are usually eligible if your employer has 50 or more employees within 75 miles, and you have worked there at least 12 months and at least 1,250 hours in the past year.',
      'Your employer must keep your group health insurance going during FMLA leave on the same terms.',
      'Some states and cities also have paid family leave or paid sick leave laws.',
    ],
  },
  {
    title: 'Education',
    items: [
      'Title IX bans sex discrimination in schools and colleges that get federal money, including in admissions, sports, and financial aid.',
      'Schools must respond to sexual harassment and sexual assault, and must have a Title IX coordinator you can contact.',
      'Title IX also protects students who are pregnant or parenting, so a school cannot push you out because you are pregnant.',
      'You can file a complaint with the U.S. Department of Education\'s Office for Civil Rights, usually within 180 days.',
    ],
  },
  {
    title: 'Housing',
    items: [
      'The Fair Housing Act makes it illegal to refuse to rent or sell to you, or to set different terms, because of sex, race, color, religion, national origin, disability, or having children.',
      'Sexual harassment by a landlord or property manager is illegal under the Fair Housing Act, including asking for sex in exchange for rent or repairs.',
      'The Violence Against Women Act (VAWA) protects survivors of domestic violence, dating violence, sexual assault, and stalking in most federally assisted housing, like public housing and Section 8 vouchers.',
      'Under VAWA, you cannot be denied housing or evicted just because you are a survivor, and you can ask for an emergency transfer or to have the abuser removed from the lease.',
      'You can report housing discrimination to HUD, usually within one year.',
    ],
  },
  {
    title: 'Protection orders',
    items: [
      'A protection order (also called a restraining order or order of protection) is a court order that tells an abuser to stay away from you and stop contacting or hurting you.',
      'Every state has protection orders, but the names, rules, and who can apply are different in each state.',
      'Courts can often give a temporary order quickly, sometimes the same day, before a full hearing.',
      'In most states, you do not have to pay to file for a domestic violence protection order.',
      'A valid protection order must be enforced in every state, territory, and tribal land.',
      'Under federal law, a person under a qualifying domestic violence protection order is generally not allowed to have guns.',
      'WomensLaw.org explains the rules for protection orders in each state.',
    ],
  },
];

export const RIGHTS_STATS: readonly SourcedFigure[] = [
  {
    value: '83¢',
    text: 'In 2023, women who worked full-time, year-round earned about 83 cents for every dollar men earned.',
    source: 'U.S. Census Bureau, Income in the United States: 2023 (P60-282)',
    sourceUrl: 'https://www.census.gov/library/publications/2024/demo/p60-282.html',
  },
  {
    value: '$700M',
    text: 'In fiscal year 2024, the EEOC secured nearly $700 million for more than 21,000 victims of job discrimination.',
    source: 'U.S. Equal Employment Opportunity Commission, Fiscal Year 2024 Annual Performance Report',
    sourceUrl: 'https://www.eeoc.gov/2024-annual-performance-report',
  },
  {
    value: '92%',
    text: 'Low-income Americans got no legal help, or not enough, for 92% of the civil legal problems that seriously affected them.',
    source: 'Legal Services Corporation, The Justice Gap (2022)',
    sourceUrl: 'https://justicegap.lsc.gov',
  },
];

export const LEGAL_HELP: readonly Listing[] = [
  {
    name: 'LawHelp.org',
    description: 'Find free legal aid programs and plain legal information for your state.',
    website: 'https://www.lawhelp.org',
    focus: 'Free legal aid near you',
  },
  {
    name: 'Legal Services Corporation: Find Legal Aid',
    description: 'Search for a legal aid organization that serves your area. Legal aid helps people with low income for free.',
    website: 'https://www.lsc.gov',
    focus: 'Free civil legal aid',
  },
  {
    name: 'WomensLaw.org Email Hotline',
    description: 'State-by-state legal information for survivors of abuse. Send a question through the Email Hotline on the website and trained staff will reply. It is not for emergencies.',
    website: 'https://www.womenslaw.org',
    focus: 'Abuse, protection orders, custody',
  },
  {
    name: 'ABA Free Legal Answers',
    description: 'Post a civil legal question online and a volunteer lawyer in your state may answer. For people who meet income limits.',
    website: 'https://abafreelegalanswers.org',
    focus: 'Short legal questions',
  },
  {
    name: 'U.S. Equal Employment Opportunity Commission (EEOC)',
    description: 'Ask questions or start a job discrimination charge, including sex, pregnancy, and harassment. Free interpreters are available. TTY: 1-800-669-6820.',
    phone: '1-800-669-4000',
    website: 'https://www.eeoc.gov',
    focus: 'Job discrimination and harassment',
  },
  {
    name: 'U.S. Department of Labor, Wage and Hour Division',
    description: 'Free and confidential help with unpaid wages, overtime, FMLA leave, and break time to pump at work.',
    phone: '1-866-487-9243',
    website: 'https://www.dol.gov/agencies/whd',
    focus: 'Pay, leave, and pumping breaks',
  },
  {
    name: 'HUD Office of Fair Housing and Equal Opportunity',
    description: 'Report housing discrimination, including sexual harassment by a landlord and violations of VAWA housing rights. TTY: 1-800-877-8339.',
    phone: '1-800-669-9777',
    website: 'https://www.hud.gov/fairhousing',
    focus: 'Housing discrimination',
  },
  {
    name: 'U.S. Department of Education, Office for Civil Rights',
    description: 'File a complaint about sex discrimination, sexual harassment, or pregnancy discrimination at a school or college.',
    phone: '1-800-421-3481',
    email: 'OCR@ed.gov',
    website: 'https://www.ed.gov',
    focus: 'Title IX and school discrimination',
  },
];
