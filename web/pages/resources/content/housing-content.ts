// Reading content of the housing-shelter category page: statewide help in three states, digital safety, emergency planning and sourced figures.
// Text written by us is held as message ids (shared/messages/en/), drawn in the page's language; names stay as the organizations write them.

import { EMERGENCY_NUMBER } from '../../../../shared/hotlines.ts';
import type { MessageId } from '../../../../shared/messages/en.ts';
import type { InfoList, StateEntry, SourcedFigure } from './types.ts';

export const HOUSING_STATES: readonly StateEntry<MessageId>[] = [
  {
    code: 'CA',
    summary: 'resources.state.CA.summary',
    values: { number: '211' },
    listings: [
      {
        name: '211 California',
        description: 'resources.state.CA.211California.description',
        phone: '211',
        website: 'https://www.211ca.org',
      },
      {
        name: 'California Partnership to End Domestic Violence',
        description: 'resources.state.CA.californiaPartnershipToEndDomestic.description',
        website: 'https://www.cpedv.org',
      },
      {
        name: 'Safe at Home (California Secretary of State)',
        description: 'resources.state.CA.safeAtHomeCaliforniaSecretary.description',
        website: 'https://www.sos.ca.gov/registries/safe-home',
      },
    ],
  },
  {
    code: 'TX',
    summary: 'resources.state.TX.summary',
    values: { number: '211' },
    listings: [
      {
        name: '2-1-1 Texas',
        description: 'resources.state.TX.211Texas.description',
        values: { shortNumber: '211' },
        phone: '1-877-541-7905',
        website: 'https://www.211texas.org',
      },
      {
        name: 'Texas Council on Family Violence',
        description: 'resources.state.TX.texasCouncilOnFamilyViolence.description',
        website: 'https://tcfv.org',
      },
      {
        name: 'Texas Department of Housing and Community Affairs',
        description: 'resources.state.TX.texasDepartmentOfHousingAnd.description',
        website: 'https://www.tdhca.texas.gov',
      },
    ],
  },
  {
    code: 'NY',
    summary: 'resources.state.NY.summary',
    values: { number: '211' },
    listings: [
      {
        name: 'New York State Domestic and Sexual Violence Hotline',
        description: 'resources.state.NY.newYorkStateDomesticAnd.description',
        values: { textNumber: '844-997-2121' },
        phone: '1-800-942-6906',
        website: 'https://opdv.ny.gov',
      },
      {
        name: '211 New York',
        description: 'resources.state.NY.211NewYork.description',
        phone: '211',
        website: 'https://www.211nys.org',
      },
      {
        name: 'New York State Coalition Against Domestic Violence',
        description: 'resources.state.NY.newYorkStateCoalitionAgainst.description',
        website: 'https://www.nyscadv.org',
      },
    ],
  },
];

export const DIGITAL_SAFETY: InfoList<MessageId> = {
  title: 'resources.digitalSafety.title',
  intro: 'resources.digitalSafety.intro',
  items: [
    'resources.digitalSafety.item1',
    'resources.digitalSafety.item2',
    'resources.digitalSafety.item3',
    'resources.digitalSafety.item4',
    'resources.digitalSafety.item5',
    'resources.digitalSafety.item6',
    'resources.digitalSafety.item7',
    'resources.digitalSafety.item8',
    'resources.digitalSafety.item9',
    'resources.digitalSafety.item10',
    'resources.digitalSafety.item11',
  ],
};

export const EMERGENCY_PLANNING: InfoList<MessageId> = {
  title: 'resources.emergencyPlanning.title',
  values: { number: EMERGENCY_NUMBER },
  intro: 'resources.emergencyPlanning.intro',
  items: [
    'resources.emergencyPlanning.item1',
    'resources.emergencyPlanning.item2',
    'resources.emergencyPlanning.item3',
    'resources.emergencyPlanning.item4',
    'resources.emergencyPlanning.item5',
    'resources.emergencyPlanning.item6',
    'resources.emergencyPlanning.item7',
    'resources.emergencyPlanning.item8',
    'resources.emergencyPlanning.item9',
    'resources.emergencyPlanning.item10',
    'resources.emergencyPlanning.item11',
    'resources.emergencyPlanning.item12',
  ],
};

export const HOUSING_STATS: readonly SourcedFigure<MessageId>[] = [
  {
    value: 'topics.housingStats.1.value',
    text: 'topics.housingStats.1.text',
    source: 'topics.housingStats.1.source',
    sourceUrl: 'https://stacks.cdc.gov/view/cdc/46305',
  },
  {
    value: 'topics.housingStats.2.value',
    text: 'topics.housingStats.2.text',
    source: 'topics.housingStats.2.source',
    sourceUrl: 'https://www.acf.hhs.gov/fysb/fact-sheet/domestic-violence-and-homelessness-statistics-2016',
  },
  {
    value: 'topics.housingStats.3.value',
    text: 'topics.housingStats.3.text',
    source: 'topics.housingStats.3.source',
    sourceUrl: 'https://www.thehotline.org',
  },
];
