// Reading content of the womens-health category page: abortion law by state (dated), telehealth and funding services, legal information, health figures and services.

import type { AsOf, InfoList, Listing, SourcedFigure } from './types.ts';

export const REPRO_LAW: AsOf & {
  summary: string;
  protectedStates: readonly { code: string; name: string }[];
  restrictedStates: readonly { code: string; name: string; note: string }[];
} = {
  asOf: '2025-06-30',
  trackerName: 'Guttmacher Institute: Interactive Map of US Abortion Policies',
  trackerUrl: 'https://states.guttmacher.org/policies/',
  summary:
    'Abortion laws are different in each state and they change often. Some states protect abortion in their constitution or in state law. Others ban it or limit it early in pregnancy. Some state laws are being challenged in court, so their status can change quickly. States that are not listed here were in court or did not fit clearly in either group on the date shown. Before you make plans, check the tracker or AbortionFinder.org for the current rules.',
  protectedStates: [
    { code: 'AZ', name: 'Arizona' },
    { code: 'CA', name: 'California' },
    { code: 'CO', name: 'Colorado' },
    { code: 'CT', name: 'Connecticut' },
    { code: 'DE', name: 'Delaware' },
    { code: 'HI', name: 'Hawaii' },
    { code: 'IL', name: 'Illinois' },
    { code: 'ME', name: 'Maine' },
    { code: 'MD', name: 'Maryland' },
    { code: 'MA', name: 'Massachusetts' },
    { code: 'MI', name: 'Michigan' },
    { code: 'MN', name: 'Minnesota' },
    { code: 'MT', name: 'Montana' },
    { code: 'NV', name: 'Nevada' },
    { code: 'NJ', name: 'New Jersey' },
    { code: 'NY', name: 'New York' },
    { code: 'OH', name: 'Ohio' },
    { code: 'OR', name: 'Oregon' },
    { code: 'RI', name: 'Rhode Island' },
    { code: 'VT', name: 'Vermont' },
    { code: 'WA', name: 'Washington' },
  ],
  restrictedStates: [
    { code: 'AL', name: 'Alabama', note: 'Banned with few exceptions' },
    { code: 'AR', name: 'Arkansas', note: 'Banned with few exceptions' },
    { code: 'FL', name: 'Florida', note: 'Banned after about 6 weeks' },
    { code: 'GA', name: 'Georgia', note: 'Banned after about 6 weeks' },
    { code: 'ID', name: 'Idaho', note: 'Banned with few exceptions' },
    { code: 'IN', name: 'Indiana', note: 'Banned with few exceptions' },
    { code: 'IA', name: 'Iowa', note: 'Banned after about 6 weeks' },
    { code: 'KY', name: 'Kentucky', note: 'Banned with few exceptions' },
    { code: 'LA', name: 'Louisiana', note: 'Banned with few exceptions' },
    { code: 'MS', name: 'Mississippi', note: 'Banned with few exceptions' },
    { code: 'NE', name: 'Nebraska', note: 'Banned after about 12 weeks' },
    { code: 'NC', name: 'North Carolina', note: 'Banned after about 12 weeks' },
    { code: 'OK', name: 'Oklahoma', note: 'Banned with few exceptions' },
    { code: 'SC', name: 'South Carolina', note: 'Banned after about 6 weeks' },
    { code: 'SD', name: 'South Dakota', note: 'Banned with few exceptions' },
    { code: 'TN', name: 'Tennessee', note: 'Banned with few exceptions' },
    { code: 'TX', name: 'Texas', note: 'Banned with few exceptions' },
    { code: 'WV', name: 'West Virginia', note: 'Banned with few exceptions' },
  ],
};

export const TELEHEALTH_AND_FUNDING: readonly Listing[] = [
  {
    name: 'AbortionFinder',
    description: 'Search for checked abortion providers by location, and see the current rules in each state.',
    website: 'https://www.abortionfinder.org',
    focus: 'Finding a real provider',
  },
  {
    name: 'National Network of Abortion Funds',
    description: 'Find a local abortion fund. Funds can help pay for an abortion and for travel, lodging, and child care.',
    website: 'https://abortionfunds.org',
    focus: 'Help paying for care and travel',
  },
  {
    name: 'National Abortion Hotline (National Abortion Federation)',
    description: 'Free help finding a provider and, for some callers, help paying for care and travel costs. Staff speak several languages.',
    phone: '1-800-772-9100',
    website: 'https://prochoice.org',
    focus: 'Provider referrals and financial help',
  },
  {
    name: 'Planned Parenthood',
    description: 'Birth control, emergency contraception, STI testing, and abortion care at health centers. Some services are offered by video visit in some states. The phone number connects you to a nearby health center.',
    phone: '1-800-230-7526',
    website: 'https://www.plannedparenthood.org',
    focus: 'Birth control and reproductive health care',
  },
  {
    name: 'Miscarriage and Abortion Hotline (M+A Hotline)',
    description: 'Confidential medical information from doctors and nurses about miscarriage and abortion with pills. Contact details are on the website.',
    website: 'https://www.mahotline.org',
    focus: 'Medical questions',
  },
  {
    name: 'Repro Legal Helpline (If/When/How)',
    description: 'Free, confidential legal information about abortion and pregnancy, including travel and self-managed abortion. They can connect you to a lawyer if you need one.',
    phone: '844-868-2812',
    website: 'https://www.reprolegalhelpline.org',
    focus: 'Legal questions',
  },
  {
    name: 'Plan C',
    description: 'Information about how people in the U.S. get abortion pills, including by mail and telehealth.',
    website: 'https://www.plancpills.org',
    focus: 'Information on abortion pills',
  },
  {
    name: 'Bedsider',
    description: 'Plain information about every type of birth control, and where to get it, including online.',
    website: 'https://www.bedsider.org',
    focus: 'Birth control information',
  },
];

export const REPRO_LEGAL_INFO: InfoList = {
  title: 'Know your legal rights',
  intro: 'This is general information, not legal advice. Laws change. For advice about your situation, contact a legal helpline.',
  items: [
    'Adults can travel to another state to get an abortion where it is legal. No state makes it a crime for an adult to travel for care.',
    'Rules for people under 18 are different. Many states require a parent to give consent or be told, unless a judge approves.',
    'Most state bans punish the people who provide abortions, not the pregnant person. Still, some people have been investigated. If police contact you, you can say you want to talk to a lawyer first.',
    'Emergency contraception pills, like Plan B One-Step, are sold without a prescription or ID to people of any age. They are not abortion pills.',
    'Hospitals with emergency rooms that take Medicare must check anyone with an emergency and give care to stabilize them, even if they cannot pay. This is a federal law called EMTALA.',
    'Get emergency care if you have heavy bleeding, fever, or severe pain during pregnancy, or after a miscarriage or abortion. Care for a miscarriage and care after an abortion are the same.',
    'HIPAA protects health records held by doctors, clinics, hospitals, and health insurers. It does not cover most period-tracking apps, search engines, or your texts.',
    'Even under HIPAA, health records can sometimes be shared with police or courts, for example with a court order.',
    'Period-tracking apps, search history, messages, and location data can be requested by police with a warrant or court order. Think about what you keep on your phone and in your accounts.',
    'Use a messaging app with end-to-end encryption, turn on disappearing messages, and turn off location history if you are worried about privacy.',
    'For free, confidential legal information about abortion, contact the Repro Legal Helpline.',
  ],
};

export const HEALTH_NUMBERS: readonly SourcedFigure[] = [
  {
    value: '80%+',
    text: 'More than 80% of pregnancy-related deaths in the U.S. from 2017 to 2019 were found to be preventable.',
    source: 'CDC, Pregnancy-Related Deaths: Data from Maternal Mortality Review Committees in 36 U.S. States, 2017–2019',
    sourceUrl: 'https://www.cdc.gov/maternal-mortality/',
  },
  {
    value: '1 in 5',
    text: 'Heart disease is the leading cause of death for women in the U.S. It causes about 1 in every 5 female deaths.',
    source: 'CDC, Women and Heart Disease',
    sourceUrl: 'https://www.cdc.gov/heart-disease/about/women-and-heart-disease.html',
  },
  {
    value: '1 in 8',
    text: 'About 1 in 8 women in the U.S. will develop invasive breast cancer during their lifetime. Regular screening helps find it early.',
    source: 'American Cancer Society, Key Statistics for Breast Cancer',
    sourceUrl: 'https://www.cancer.org/cancer/types/breast-cancer/about/how-common-is-breast-cancer.html',
  },
];

export const HEALTH_SERVICES: readonly {
  title: 'Annual Exams' | 'Birth Control' | 'Mental Health' | 'Pregnancy Care';
  text: string;
  where: string;
}[] = [
  {
    title: 'Annual Exams',
    text: 'A yearly well-woman visit checks your blood pressure, updates vaccines, and screens for cancers like cervical and breast cancer when you are due. Most health plans must cover preventive care with no copay.',
    where: 'Community health centers charge based on your income, even if you have no insurance (find one at findahealthcenter.hrsa.gov). Medicaid covers checkups. The CDC\'s National Breast and Cervical Cancer Early Detection Program offers free or low-cost screening if you qualify.',
  },
  {
    title: 'Birth Control',
    text: 'There are many options, such as the pill, patch, ring, shot, IUD, implant, and condoms. Most health plans must cover FDA-approved birth control for women at no cost. The Opill daily pill is sold without a prescription.',
    where: 'Title X family planning clinics offer free or low-cost, confidential care based on your income. You can also go to a community health center or Planned Parenthood. Medicaid covers birth control.',
  },
  {
    title: 'Mental Health',
    text: 'Talk therapy and medicine can help with depression, anxiety, and trauma. Depression during or after pregnancy is common and treatable.',
    where: 'Community health centers and community mental health centers charge based on income, and Medicaid covers mental health care. Search FindTreatment.gov, or call the free SAMHSA National Helpline at 1-800-662-4357. Pregnant and new moms can call or text the National Maternal Mental Health Hotline at 1-833-852-6262. In a crisis, use the crisis lines shown on this page.',
  },
  {
    title: 'Pregnancy Care',
    text: 'Prenatal care means regular checkups during pregnancy to keep you and your baby healthy. Start as early as you can.',
    where: 'Medicaid covers pregnancy care for many people with low income, and in most states it now covers you for 12 months after birth. Community health centers offer prenatal care based on income. WIC gives healthy food and nutrition support during pregnancy and after.',
  },
];
