// Organization groups of the accordion at the end of the resources pages, and the legal-help card of the Emergency and Crisis Resources panel.

import type { Listing } from './types.ts';

export const ORG_GROUPS: readonly { title: string; description: string; listings: readonly Listing[] }[] = [
  {
    title: 'Global and national organizations',
    description: 'Groups that work for women\'s rights and safety across the U.S. and the world. Most do advocacy and education, and can point you to local help.',
    listings: [
      {
        name: 'UN Women',
        description: 'The United Nations agency for gender equality and women\'s rights around the world.',
        website: 'https://www.unwomen.org',
      },
      {
        name: 'National Organization for Women (NOW)',
        description: 'A U.S. grassroots group that works for women\'s equal rights, with local chapters in many states.',
        website: 'https://now.org',
      },
      {
        name: 'National Women\'s Law Center',
        description: 'Works on laws and policies about pay, jobs, education, health care, and child care for women and girls.',
        website: 'https://nwlc.org',
      },
      {
        name: 'Feminist Majority Foundation',
        description: 'Works for women\'s equality, reproductive health, and ending violence against women.',
        website: 'https://feminist.org',
      },
      {
        name: 'National Network to End Domestic Violence',
        description: 'A network of state domestic violence coalitions. It runs WomensLaw.org and the Safety Net Project on technology safety.',
        website: 'https://nnedv.org',
      },
      {
        name: 'National Coalition Against Domestic Violence',
        description: 'Works to change laws and public attitudes about domestic violence, and shares information for survivors.',
        website: 'https://ncadv.org',
      },
    ],
  },
  {
    title: 'Specialized focus',
    description: 'Groups that serve women in specific communities, such as immigrant, Native, Black, Latina, and disabled women, and girls in technology.',
    listings: [
      {
        name: 'Tahirih Justice Center',
        description: 'Legal help and advocacy for immigrant women and girls who have survived gender-based violence.',
        website: 'https://www.tahirih.org',
      },
      {
        name: 'StrongHearts Native Helpline',
        description: 'A free, confidential helpline for Native Americans and Alaska Natives affected by domestic, dating, or sexual violence. Call or text, 24/7.',
        phone: '1-844-762-8483',
        website: 'https://strongheartshelpline.org',
      },
      {
        name: 'Black Women\'s Health Imperative',
        description: 'Works to improve the health and wellness of Black women and girls.',
        website: 'https://bwhi.org',
      },
      {
        name: 'National Latina Institute for Reproductive Justice',
        description: 'Works for the health, dignity, and reproductive rights of Latinas.',
        website: 'https://www.latinainstitute.org',
      },
      {
        name: 'Casa de Esperanza: National Latin@ Network',
        description: 'Works to end domestic violence in Latino communities and shares information in Spanish and English.',
        website: 'https://casadeesperanza.org',
      },
      {
        name: 'National Disability Rights Network',
        description: 'Helps you find your state\'s Protection and Advocacy agency, which gives legal help to people with disabilities.',
        website: 'https://www.ndrn.org',
      },
      {
        name: 'Girls Who Code',
        description: 'Free coding clubs and programs for girls and young women who want to learn computer science.',
        website: 'https://girlswhocode.com',
      },
    ],
  },
];

export const LEGAL_HELP_CARD: Listing = {
  name: 'WomensLaw.org Email Hotline',
  description:
    'Free legal information for survivors of abuse, explained state by state. To ask a question, open the Email Hotline on WomensLaw.org and send your question. Trained staff reply by email. Use an email account the abuser cannot see. The Email Hotline is not for emergencies.',
  website: 'https://www.womenslaw.org',
  focus: 'Protection orders, custody, divorce, and other legal questions',
};
