// Organization groups of the accordion at the end of the resources pages, and the legal-help card of the Emergency and Crisis Resources panel.
// Text written by us is held as message ids (shared/messages/en/), drawn in the page's language; names stay as the organizations write them.

import type { MessageId } from '../../../../shared/messages/en.ts';
import type { Listing } from './types.ts';

export const ORG_GROUPS: readonly { title: MessageId; description: MessageId; listings: readonly Listing<MessageId>[] }[] = [
  {
    title: 'resources.orgGroup.global.title',
    description: 'resources.orgGroup.global.description',
    listings: [
      {
        name: 'UN Women',
        description: 'resources.orgGroup.global.unWomen.description',
        website: 'https://www.unwomen.org',
      },
      {
        name: 'National Organization for Women (NOW)',
        description: 'resources.orgGroup.global.nationalOrganizationForWomenNow.description',
        website: 'https://now.org',
      },
      {
        name: 'National Women\'s Law Center',
        description: 'resources.orgGroup.global.nationalWomenSLawCenter.description',
        website: 'https://nwlc.org',
      },
      {
        name: 'Feminist Majority Foundation',
        description: 'resources.orgGroup.global.feministMajorityFoundation.description',
        website: 'https://feminist.org',
      },
      {
        name: 'National Network to End Domestic Violence',
        description: 'resources.orgGroup.global.nationalNetworkToEndDomestic.description',
        website: 'https://nnedv.org',
      },
      {
        name: 'National Coalition Against Domestic Violence',
        description: 'resources.orgGroup.global.nationalCoalitionAgainstDomesticViolence.description',
        website: 'https://ncadv.org',
      },
    ],
  },
  {
    title: 'resources.orgGroup.specialized.title',
    description: 'resources.orgGroup.specialized.description',
    listings: [
      {
        name: 'Tahirih Justice Center',
        description: 'resources.orgGroup.specialized.tahirihJusticeCenter.description',
        website: 'https://www.tahirih.org',
      },
      {
        name: 'StrongHearts Native Helpline',
        description: 'resources.orgGroup.specialized.strongheartsNativeHelpline.description',
        phone: '1-844-762-8483',
        website: 'https://strongheartshelpline.org',
      },
      {
        name: 'Black Women\'s Health Imperative',
        description: 'resources.orgGroup.specialized.blackWomenSHealthImperative.description',
        website: 'https://bwhi.org',
      },
      {
        name: 'National Latina Institute for Reproductive Justice',
        description: 'resources.orgGroup.specialized.nationalLatinaInstituteForReproductive.description',
        website: 'https://www.latinainstitute.org',
      },
      {
        name: 'Casa de Esperanza: National Latin@ Network',
        description: 'resources.orgGroup.specialized.casaDeEsperanzaNationalLatin.description',
        website: 'https://casadeesperanza.org',
      },
      {
        name: 'National Disability Rights Network',
        description: 'resources.orgGroup.specialized.nationalDisabilityRightsNetwork.description',
        website: 'https://www.ndrn.org',
      },
      {
        name: 'Girls Who Code',
        description: 'resources.orgGroup.specialized.girlsWhoCode.description',
        website: 'https://girlswhocode.com',
      },
    ],
  },
];

export const LEGAL_HELP_CARD: Listing<MessageId> = {
  name: 'WomensLaw.org Email Hotline',
  description: 'resources.legalHelpCard.womenslawOrgEmailHotline.description',
  website: 'https://www.womenslaw.org',
  focus: 'resources.legalHelpCard.womenslawOrgEmailHotline.focus',
};
