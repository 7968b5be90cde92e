// Reading content of the /grants page: service cards, scam warning signs, timing, documents, categories and checked grant listings.

import type { InfoList, Listing } from './types.ts';

export type GrantCategoryKey = 'federal' | 'private' | 'education' | 'emergency';

export const GRANT_SERVICES: readonly { title: string; text: string }[] = [
  {
    title: 'Finding grants',
    text: 'Learn where real grants are listed. Start with official sites, like Grants.gov and StudentAid.gov, and with foundations you can check.',
  },
  {
    title: 'Checking eligibility',
    text: 'Read the rules before you apply. Check who can apply, income limits, where you must live, and what the money can pay for.',
  },
  {
    title: 'Preparing applications',
    text: 'Gather your documents early. Answer every question, follow the instructions, and keep a copy of everything you send.',
  },
  {
    title: 'Avoiding scams',
    text: 'Real grants never ask you to pay to get money. Learn the warning signs and how to report a scam.',
  },
];

export const GRANT_RED_FLAGS: InfoList = {
  title: 'Grant scam warning signs',
  intro: 'The Federal Trade Commission (FTC) warns about fake grant offers. Stop and check if you see any of these signs.',
  items: [
    'You are asked to pay a fee to get a grant, or to "process" or "release" it. Government grants never charge a fee.',
    'Someone says you are "guaranteed" a grant, or that you won a grant you never applied for.',
    'You get a call, text, or social media message offering you a grant. Government agencies do not contact people to offer free money.',
    'They ask for your bank account number, Social Security number, or passwords before anything is confirmed.',
    'They want payment by gift card, wire transfer, money app, or cryptocurrency.',
    'The group has an official-sounding name but is not a real agency. Federal government websites end in .gov.',
    'They push you to act right now or keep it secret.',
    'Searching and applying on Grants.gov is free. You never have to pay anyone to use it.',
    'Report grant scams to the FTC at ReportFraud.ftc.gov.',
  ],
};

export const FISCAL_YEAR_NOTE = 'The U.S. government fiscal year runs from October 1 to September 30.';

export const GRANT_TIMING: InfoList = {
  title: 'Timing Considerations',
  items: [
    'Every grant has a deadline, and many do not accept late applications. Write each deadline on a calendar.',
    FISCAL_YEAR_NOTE + ' Federal funding depends on the yearly budget, so the timing of federal opportunities can shift from year to year.',
    'Many programs post new opportunities at about the same time each year. Check the program page for past dates to plan ahead.',
    'Review can take weeks or months. Do not count on grant money to pay a bill that is due soon.',
    'Scholarship deadlines often fall months before the school term starts.',
    'The FAFSA for student aid usually opens in the fall before the school year. Some state and school aid runs out, so apply early.',
    'Emergency help, like energy bill assistance, can run out of money during the season. Ask as soon as you know you need help.',
    'Start gathering documents at least a few weeks before the deadline. Submit early in case a website is slow or you need help.',
  ],
};

export const GRANT_DOCUMENTS: InfoList = {
  title: 'Documentation Typically Required',
  intro: 'Each program asks for different papers. These are the most common.',
  items: [
    'A government-issued photo ID, such as a driver\'s license, state ID, or passport.',
    'Your Social Security number, or another taxpayer number if the program allows it.',
    'Proof of income, such as pay stubs, your last tax return, or benefit letters.',
    'Proof of address, such as a lease, mortgage statement, or utility bill.',
    'For emergency help: the bill or notice you need help with, like a shutoff notice or an eviction notice.',
    'For school aid: your FAFSA, school transcripts, and your acceptance or enrollment letter.',
    'For business grants: a business plan, a budget, your business registration, and financial statements.',
    'A short personal statement that explains your goals and how the money will help.',
    'Letters of recommendation, if the program asks for them.',
    'Keep copies of everything you send, and write down the date you sent it.',
  ],
};

export const GRANT_CATEGORIES: readonly { key: GrantCategoryKey; title: string; text: string }[] = [
  {
    key: 'federal',
    title: 'Federal programs',
    text: 'Money from U.S. government agencies. Most federal grants go to states, schools, and nonprofits. People usually get help through programs like Pell Grants or energy assistance.',
  },
  {
    key: 'private',
    title: 'Private foundations',
    text: 'Grants and awards from foundations and companies. Many support women who own a business. Most are competitive, so read the rules closely.',
  },
  {
    key: 'education',
    title: 'Educational scholarships',
    text: 'Money for school or job training that you do not pay back. Some are only for women returning to school or for mothers with low income.',
  },
  {
    key: 'emergency',
    title: 'Emergency assistance',
    text: 'Short-term help with rent, utilities, food, or a sudden bill. Help is often local, so start by asking what is near you.',
  },
];

export const GRANT_LISTINGS: Record<GrantCategoryKey, readonly Listing[]> = {
  federal: [
    {
      name: 'Grants.gov',
      description: 'The official site to search and apply for federal grants. Most grants listed are for organizations, not individuals. Its help desk answers technical questions.',
      phone: '1-800-518-4726',
      email: 'support@grants.gov',
      website: 'https://www.grants.gov',
      focus: 'Federal grant opportunities from all agencies',
    },
    {
      name: 'U.S. Small Business Administration (SBA): Office of Women\'s Business Ownership',
      description: 'Supports Women\'s Business Centers that give free or low-cost training and counseling. The SBA does not give grants to start or grow a business. It offers loan programs, counseling, and training.',
      phone: '1-800-827-5722',
      website: 'https://www.sba.gov',
      programs: ['Women\'s Business Centers', 'SBA-backed loans', 'Free business counseling'],
      focus: 'Women who own or want to start a small business',
    },
    {
      name: 'Federal Student Aid (U.S. Department of Education)',
      description: 'Fill out the free FAFSA to apply for federal grants, work-study, and loans for college or career school. Pell Grants usually do not have to be repaid.',
      phone: '1-800-433-3243',
      website: 'https://studentaid.gov',
      programs: ['Federal Pell Grant', 'Federal Supplemental Educational Opportunity Grant (FSEOG)', 'FAFSA'],
      focus: 'Students with financial need, including adults returning to school',
    },
  ],
  private: [
    {
      name: 'Tory Burch Foundation Fellows Program',
      description: 'A year-long program for women entrepreneurs in the U.S. Fellows get training, a peer network, and a grant for business education.',
      website: 'https://www.toryburchfoundation.org',
      focus: 'Women who own a small business',
    },
    {
      name: 'Cartier Women\'s Initiative',
      description: 'A yearly international program for women-led businesses with a strong social or environmental impact. Fellows get grants, coaching, and training.',
      website: 'https://www.cartierwomensinitiative.com',
      award: 'In recent years: US$100,000 for first place, US$60,000 for second, and US$30,000 for third in each award category',
      focus: 'Women impact entrepreneurs in any country',
    },
    {
      name: 'IFundWomen',
      description: 'A funding platform for women-owned businesses. It runs grant programs paid for by partner companies, plus crowdfunding and coaching. Each grant has its own rules and dates.',
      website: 'https://ifundwomen.com',
      focus: 'Women-owned small businesses',
    },
  ],
  education: [
    {
      name: 'Jeannette Rankin Women\'s Scholarship Fund',
      description: 'Scholarships for women with low income who are 35 or older. For a technical or vocational program, an associate degree, or a first bachelor\'s degree.',
      website: 'https://www.rankinfoundation.org',
      focus: 'Women 35 and older with low income',
    },
    {
      name: 'Patsy Takemoto Mink Education Foundation',
      description: 'Education awards for mothers with low income who have minor children. Can be used for job training, a GED, or a college degree.',
      website: 'https://www.patsyminkfoundation.org',
      focus: 'Mothers with low income pursuing education',
    },
    {
      name: 'P.E.O. Program for Continuing Education',
      description: 'A one-time, need-based grant for women whose education was interrupted and who are returning to school to support themselves or their families. A local P.E.O. chapter must recommend you.',
      website: 'https://www.peointernational.org',
      focus: 'Women in the U.S. or Canada returning to school',
    },
  ],
  emergency: [
    {
      name: 'Low Income Home Energy Assistance Program (LIHEAP)',
      description: 'Helps households with low income pay heating and cooling bills. States, tribes, and territories run it. To find where to apply, call the National Energy Assistance Referral line.',
      phone: '1-866-674-6327',
      email: 'energyassistance@ncat.org',
      website: 'https://www.acf.hhs.gov/ocs/programs/liheap',
      programs: ['Help paying energy bills', 'Energy crisis help', 'Weatherization and energy-related repairs in some states'],
      focus: 'Households with low income',
    },
    {
      name: '211 (United Way)',
      description: 'Free, confidential help finding local services, such as rent and utility help, food, shelter, and health care. Dial 211 or search online.',
      phone: '211',
      website: 'https://www.211.org',
      focus: 'Anyone who needs local help',
    },
    {
      name: 'The Salvation Army',
      description: 'Local centers may help with rent, utility bills, food, and shelter. What they offer differs by location.',
      website: 'https://www.salvationarmyusa.org',
      focus: 'People and families in need',
    },
  ],
};
