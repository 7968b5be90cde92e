// Reading content of the financial-support category page: kinds of grants, application red flags and application tips.

import type { InfoList } from './types.ts';

export const GRANT_KINDS: readonly InfoList[] = [
  {
    title: 'Federal grants',
    intro: 'Money from the U.S. government that you do not have to pay back.',
    items: [
      'Federal agencies, like the Departments of Health and Human Services, Education, and Housing and Urban Development, offer grants.',
      'Most federal grants go to states, cities, schools, and nonprofits. They then use the money to help people.',
      'People usually get federal help through programs, like Pell Grants for school or LIHEAP for energy bills, not by applying on Grants.gov.',
      'Look for federal grant listings on Grants.gov, and for student aid on StudentAid.gov. Both are free.',
      'The Small Business Administration does not give grants to start or grow a business. It offers loans, counseling, and training.',
    ],
  },
  {
    title: 'Private grants',
    intro: 'Money from foundations, companies, and nonprofits.',
    items: [
      'Private grants often go to women who own a business, to students, or to people in one city or state.',
      'Most are competitive. Many people apply and only a few get money.',
      'Look on the foundation\'s own website, and ask your local community foundation.',
      'Women\'s Business Centers and public libraries can help you search for private grants for free.',
      'Check every grant before you share personal details. A real foundation has a real address and clear rules.',
    ],
  },
  {
    title: 'Education grants',
    intro: 'Money for college, career school, or job training that you usually do not pay back.',
    items: [
      'Start with the free FAFSA at StudentAid.gov. It is used for Pell Grants and many state and school grants.',
      'Pell Grants are for students with financial need who do not yet have a bachelor\'s degree.',
      'Your state and your school may have their own grants. Ask the school\'s financial aid office.',
      'Scholarships from groups and foundations can add to your aid. Some are only for women returning to school or for mothers.',
      'You should never pay to fill out the FAFSA or to find scholarships.',
    ],
  },
];

export const APPLICATION_RED_FLAGS: InfoList = {
  title: 'Red flags when you apply',
  intro: 'Stop and check the offer if you notice any of these signs.',
  items: [
    'They ask for a fee to apply, to "hold your spot," or to release the money.',
    'They promise you will get the grant, or say you already won.',
    'They contacted you first, by phone, text, email, or social media.',
    'They ask for your bank login, passwords, or a copy of your debit card.',
    'They want payment by gift card, wire transfer, money app, or cryptocurrency.',
    'The website or email does not match the real organization. Government sites end in .gov.',
    'There is no street address, phone number, or clear list of rules.',
    'They rush you or tell you not to talk about it with anyone.',
  ],
};

export const APPLICATION_TIPS: InfoList = {
  title: 'Tips for a strong application',
  items: [
    'Read the eligibility rules first. Apply only for grants you qualify for.',
    'Make a list of deadlines and the papers each one needs.',
    'Follow the instructions exactly, including word limits and file types.',
    'Answer every question. If something does not apply to you, say so.',
    'Use short, clear sentences. Explain your need and how the money will help.',
    'Ask someone you trust to read it before you send it.',
    'Submit a few days early in case the website is slow.',
    'Save a copy of your application and any confirmation number.',
    'If you are turned down, ask for feedback and try again next time.',
    'Get free help from a Women\'s Business Center, a school financial aid office, or a public library.',
  ],
};
