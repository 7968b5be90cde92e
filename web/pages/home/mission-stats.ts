// The home page's mission figures. Only figures we could trace to a named source are listed, each with that source and year.

export interface MissionStat {
  value: string;
  /** What the figure means, in a sentence. */
  text: string;
  source: string;
}

export const MISSION_STATS: readonly MissionStat[] = [
  {
    value: '85¢',
    text: 'Women in the U.S. earned about 85 cents for every dollar men earned (median hourly pay, full- and part-time workers).',
    source: 'Pew Research Center, 2025 analysis of 2024 earnings',
  },
  {
    value: '134 years',
    text: 'The time it would take to close the global gender gap at the current pace.',
    source: 'World Economic Forum, Global Gender Gap Report 2024',
  },
  {
    value: '2.3%',
    text: 'The share of U.S. venture capital that went to startups founded solely by women.',
    source: 'PitchBook, 2020 data',
  },
  {
    value: '39%',
    text: 'The share of U.S. businesses owned by women: about 14 million firms.',
    source: 'Wells Fargo, 2024 Impact of Women-Owned Businesses report',
  },
  {
    value: '78¢ vs 31¢',
    text: 'Revenue per dollar invested: startups founded by women generated 78 cents, those founded by men 31 cents.',
    source: 'BCG & MassChallenge, 2018',
  },
];
