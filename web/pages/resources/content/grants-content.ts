// Reading content of the /grants page: service cards, scam warning signs, timing, documents, categories and checked
// grant listings. Words are message ids (shared/messages/en/grants.ts), drawn in the page's language; names of
// programs and organizations, numbers and addresses stay here, as they are written.
import type { MessageId } from '../../../../shared/messages/en.ts';

export type GrantCategoryKey = 'federal' | 'private' | 'education' | 'emergency';

export const GRANT_SERVICES = ['finding', 'eligibility', 'applications', 'scams'] as const;

/** A titled list of sentences, as message ids. */
export interface InfoListIds {
  title: MessageId;
  intro?: MessageId;
  items: readonly MessageId[];
}

export const GRANT_RED_FLAGS = {
  title: 'grants.redFlags.title',
  intro: 'grants.redFlags.intro',
  items: [
    'grants.redFlags.fee',
    'grants.redFlags.guaranteed',
    'grants.redFlags.contacted',
    'grants.redFlags.numbers',
    'grants.redFlags.payment',
    'grants.redFlags.official',
    'grants.redFlags.pressure',
    'grants.redFlags.free',
    'grants.redFlags.report',
  ],
} as const satisfies InfoListIds;

export const FISCAL_YEAR_NOTE = 'grants.fiscalYear' satisfies MessageId;

export const GRANT_TIMING = {
  title: 'grants.timing.title',
  items: [
    'grants.timing.deadline',
    // Begins with the fiscal year note.
    'grants.timing.fiscal',
    'grants.timing.yearly',
    'grants.timing.review',
    'grants.timing.scholarships',
    'grants.timing.fafsa',
    'grants.timing.emergency',
    'grants.timing.early',
  ],
} as const satisfies InfoListIds;

export const GRANT_DOCUMENTS = {
  title: 'grants.documents.title',
  intro: 'grants.documents.intro',
  items: [
    'grants.documents.id',
    'grants.documents.ssn',
    'grants.documents.income',
    'grants.documents.address',
    'grants.documents.emergency',
    'grants.documents.school',
    'grants.documents.business',
    'grants.documents.statement',
    'grants.documents.letters',
    'grants.documents.copies',
  ],
} as const satisfies InfoListIds;

export const GRANT_CATEGORIES: readonly GrantCategoryKey[] = ['federal', 'private', 'education', 'emergency'];

/**
 * A checked listing: its name, numbers and addresses as written, and its words by key (`grants.listing.{key}.*`):
 * a description and a focus always, an award where it has one (`hasAward`), and its programs by their keys.
 */
export interface GrantListing {
  key: string;
  name: string;
  phone?: string;
  email?: string;
  website?: string;
  programs?: readonly string[];
  hasAward?: true;
}

export const GRANT_LISTINGS: Record<GrantCategoryKey, readonly GrantListing[]> = {
  federal: [
    { key: 'grants-gov', name: 'Grants.gov', phone: '1-800-518-4726', email: 'support@grants.gov', website: 'https://www.grants.gov' },
    {
      key: 'sba',
      name: 'U.S. Small Business Administration (SBA): Office of Women\'s Business Ownership',
      phone: '1-800-827-5722',
      website: 'https://www.sba.gov',
      programs: ['centers', 'loans', 'counseling'],
    },
    {
      key: 'student-aid',
      name: 'Federal Student Aid (U.S. Department of Education)',
      phone: '1-800-433-3243',
      website: 'https://studentaid.gov',
      programs: ['pell', 'fseog', 'fafsa'],
    },
  ],
  private: [
    { key: 'tory-burch', name: 'Tory Burch Foundation Fellows Program', website: 'https://www.toryburchfoundation.org' },
    { key: 'cartier', name: 'Cartier Women\'s Initiative', website: 'https://www.cartierwomensinitiative.com', hasAward: true },
    { key: 'ifundwomen', name: 'IFundWomen', website: 'https://ifundwomen.com' },
  ],
  education: [
    { key: 'rankin', name: 'Jeannette Rankin Women\'s Scholarship Fund', website: 'https://www.rankinfoundation.org' },
    { key: 'mink', name: 'Patsy Takemoto Mink Education Foundation', website: 'https://www.patsyminkfoundation.org' },
    { key: 'peo', name: 'P.E.O. Program for Continuing Education', website: 'https://www.peointernational.org' },
  ],
  emergency: [
    {
      key: 'liheap',
      name: 'Low Income Home Energy Assistance Program (LIHEAP)',
      phone: '1-866-674-6327',
      email: 'energyassistance@ncat.org',
      website: 'https://www.acf.hhs.gov/ocs/programs/liheap',
      programs: ['bills', 'crisis', 'weatherization'],
    },
    // Its description says to dial its number, given as the message's argument.
    { key: '211', name: '211 (United Way)', phone: '211', website: 'https://www.211.org' },
    { key: 'salvation-army', name: 'The Salvation Army', website: 'https://www.salvationarmyusa.org' },
  ],
};
