// Reading content of the financial-support category page: kinds of grants, application red flags and application tips.
// Text written by us is held as message ids (shared/messages/en/), drawn in the page's language; names stay as the organizations write them.

import type { MessageId } from '../../../../shared/messages/en.ts';
import type { InfoList } from './types.ts';

export const GRANT_KINDS: readonly InfoList<MessageId>[] = [
  {
    title: 'resources.grantKind.federal.title',
    intro: 'resources.grantKind.federal.intro',
    items: [
      'resources.grantKind.federal.item1',
      'resources.grantKind.federal.item2',
      'resources.grantKind.federal.item3',
      'resources.grantKind.federal.item4',
      'resources.grantKind.federal.item5',
    ],
  },
  {
    title: 'resources.grantKind.private.title',
    intro: 'resources.grantKind.private.intro',
    items: [
      'resources.grantKind.private.item1',
      'resources.grantKind.private.item2',
      'resources.grantKind.private.item3',
      'resources.grantKind.private.item4',
      'resources.grantKind.private.item5',
    ],
  },
  {
    title: 'resources.grantKind.education.title',
    intro: 'resources.grantKind.education.intro',
    items: [
      'resources.grantKind.education.item1',
      'resources.grantKind.education.item2',
      'resources.grantKind.education.item3',
      'resources.grantKind.education.item4',
      'resources.grantKind.education.item5',
    ],
  },
];

export const APPLICATION_RED_FLAGS: InfoList<MessageId> = {
  title: 'resources.redFlags.title',
  intro: 'resources.redFlags.intro',
  items: [
    'resources.redFlags.item1',
    'resources.redFlags.item2',
    'resources.redFlags.item3',
    'resources.redFlags.item4',
    'resources.redFlags.item5',
    'resources.redFlags.item6',
    'resources.redFlags.item7',
    'resources.redFlags.item8',
  ],
};

export const APPLICATION_TIPS: InfoList<MessageId> = {
  title: 'resources.tips.title',
  items: [
    'resources.tips.item1',
    'resources.tips.item2',
    'resources.tips.item3',
    'resources.tips.item4',
    'resources.tips.item5',
    'resources.tips.item6',
    'resources.tips.item7',
    'resources.tips.item8',
    'resources.tips.item9',
    'resources.tips.item10',
  ],
};
