// The words of a legal guide's page (web/pages/legal/guide-page.tsx); the guides' own text is data
// (data/legal-guides.json, data/legal-guides-es.json).
export const guideEn = {
  'guide.allGuides': 'All legal guides',
  'guide.category.safety-and-protection': 'Safety & protection',
  'guide.category.family': 'Family',
  'guide.category.work': 'Work',
  'guide.category.housing': 'Housing',
  'guide.category.immigration': 'Immigration',
  'guide.category.identity': 'Identity & records',
  'guide.difficulty.beginner': 'Beginner',
  'guide.difficulty.intermediate': 'Intermediate',
  'guide.difficulty.advanced': 'Advanced',
  'guide.details': '{difficulty} · {minutes} min read · last updated {date}',
  'guide.notLegalAdvice':
    '<strong>This is general information, not legal advice.</strong> Laws differ from state to state and change. For advice about your situation, talk to a lawyer or a legal aid office — many help for free. (Last reviewed {date, date, long}.)',
  'guide.inEnglish': '(in English)',
  'guide.inEnglishNote': 'This guide has not been translated yet, so it is shown in English.',
  'guide.sources': 'Sources',
  'guide.getHelp': 'Get legal help',
  'guide.tools': 'Legal tools',
};
