// Reading content of the housing-shelter category page: statewide help in three states, digital safety, emergency planning and sourced figures.

import type { InfoList, StateEntry, SourcedFigure } from './types.ts';

export const HOUSING_STATES: readonly StateEntry[] = [
  {
    code: 'CA',
    name: 'California',
    summary: 'Dial 211 in most California counties to find shelter, rent help, and local domestic violence programs.',
    listings: [
      {
        name: '211 California',
        description: 'Free, confidential referrals to local shelters, housing help, food, and other services. Available in most counties.',
        phone: '211',
        website: 'https://www.211ca.org',
      },
      {
        name: 'California Partnership to End Domestic Violence',
        description: 'The statewide domestic violence coalition. Its website can help you find domestic violence programs in your area.',
        website: 'https://www.cpedv.org',
      },
      {
        name: 'Safe at Home (California Secretary of State)',
        description: 'An address confidentiality program. It gives survivors a substitute mailing address so an abuser cannot find them through public records.',
        website: 'https://www.sos.ca.gov/registries/safe-home',
      },
    ],
  },
  {
    code: 'TX',
    name: 'Texas',
    summary: 'Dial 211 anywhere in Texas to find shelter, rent and utility help, and local family violence programs.',
    listings: [
      {
        name: '2-1-1 Texas',
        description: 'Free referrals to local help, 24 hours a day, in many languages. If 211 does not work from your phone, or you are outside Texas, call the toll-free number.',
        phone: '1-877-541-7905',
        website: 'https://www.211texas.org',
      },
      {
        name: 'Texas Council on Family Violence',
        description: 'The statewide domestic violence coalition. Its website lists family violence programs across Texas.',
        website: 'https://tcfv.org',
      },
      {
        name: 'Texas Department of Housing and Community Affairs',
        description: 'The state housing agency. Its "Help for Texans" pages list local rent, utility, and housing help.',
        website: 'https://www.tdhca.texas.gov',
      },
    ],
  },
  {
    code: 'NY',
    name: 'New York',
    summary: 'New York State has its own free, confidential domestic and sexual violence hotline, and 211 is available statewide.',
    listings: [
      {
        name: 'New York State Domestic and Sexual Violence Hotline',
        description: 'Free, confidential support 24 hours a day. You can call, or text 844-997-2121, or chat on the website. Run by the NYS Office for the Prevention of Domestic Violence.',
        phone: '1-800-942-6906',
        website: 'https://opdv.ny.gov',
      },
      {
        name: '211 New York',
        description: 'Free referrals to local shelters, housing help, food, and other services across the state.',
        phone: '211',
        website: 'https://www.211nys.org',
      },
      {
        name: 'New York State Coalition Against Domestic Violence',
        description: 'The statewide domestic violence coalition. Its website can help you find programs by county.',
        website: 'https://www.nyscadv.org',
      },
    ],
  },
];

export const DIGITAL_SAFETY: InfoList = {
  title: 'Digital safety',
  intro: 'If someone may be watching your phone or computer, use a device they cannot reach, like a library computer or a trusted friend\'s phone.',
  items: [
    'Private or incognito browsing does not save history on that device. It does not hide what you do from spyware, your internet provider, or a work or school network.',
    'Deleting all your history can look unusual. You can delete only the pages you want to hide.',
    'Change passwords for email, phone, bank, and cloud accounts from a safe device. Turn on two-step login.',
    'Check which devices are signed in to your accounts, and sign out any you do not know.',
    'On a shared or family phone plan, the account holder may see your call and text records and your location.',
    'Check location sharing in apps like Find My, Google Maps, Life360, and Snapchat. Turning it off may alert the other person, so plan first.',
    'Trackers like AirTags can be hidden in a bag, coat, or car. iPhones warn about an unknown AirTag moving with you, and Android phones can scan for unknown trackers.',
    'Signs of spyware can include a battery that drains fast or settings you did not change. Removing spyware may alert the abuser, so talk with an advocate first.',
    'Photos can hold your location. Turn off location for your camera app.',
    'Write important phone numbers on paper in case you lose your phone.',
    'The Safety Net Project at TechSafety.org has more guides on phones, apps, and trackers.',
  ],
};

export const EMERGENCY_PLANNING: InfoList = {
  title: 'Emergency planning',
  intro: 'If you are in danger right now, call 911 if it is safe to do so. If you can, plan ahead and pack a bag you can grab fast.',
  items: [
    'Keep the bag somewhere safe, like a trusted friend\'s home, your workplace, or your car.',
    'ID: driver\'s license or state ID, passports, birth certificates, and Social Security cards for you and your children.',
    'Papers: lease or deed, insurance cards, immigration papers, protection orders, custody papers, and school and medical records. Keep photos or copies in a safe place too.',
    'Medicine, prescriptions, glasses, and any medical devices.',
    'Cash, debit and credit cards, and a checkbook. If you can, open a bank account in your name only.',
    'Spare house and car keys.',
    'Your phone and charger. A prepaid phone can help if your phone may be tracked.',
    'A list of important phone numbers on paper.',
    'For children: clothes, a comfort item, and any medicine they need.',
    'Plan for pets. Ask a local shelter or advocate which places accept pets.',
    'Know where you will go, how you will get there, and who can help. Pick a code word with people you trust.',
    'During an argument, try to stay out of rooms with weapons or only one exit, like the kitchen or bathroom.',
  ],
};

export const HOUSING_STATS: readonly SourcedFigure[] = [
  {
    value: '1 in 4',
    text: 'Nearly 1 in 4 women in the U.S. have experienced severe physical violence by an intimate partner in their lifetime.',
    source: 'CDC, National Intimate Partner and Sexual Violence Survey (NISVS): 2010–2012 State Report',
    sourceUrl: 'https://stacks.cdc.gov/view/cdc/46305',
  },
  {
    value: '63%',
    text: 'On one day in 2015, 63% of the requests that domestic violence programs could not meet were for housing, such as emergency shelter.',
    source: 'National Network to End Domestic Violence, Domestic Violence Counts 2015, as cited by HHS Family and Youth Services Bureau',
    sourceUrl: 'https://www.acf.hhs.gov/fysb/fact-sheet/domestic-violence-and-homelessness-statistics-2016',
  },
  {
    value: '24/7',
    text: 'The National Domestic Violence Hotline answers calls, texts, and chats 24 hours a day, 7 days a week.',
    source: 'National Domestic Violence Hotline',
    sourceUrl: 'https://www.thehotline.org',
  },
];
