/** The icons of panels, dialogs, banners and inner screens (./icons.tsx draws them): they come with those, not with every page's first load. */
export const panelIcons = {
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C11 4 7 3 7 5.5S10 7 12 7zm0 0c1-3 5-4 5-1.5S14 7 12 7z',
  chat: 'M4 5h16v11H9l-5 4z',
  list: 'M9 6h12M9 12h12M9 18h12M4 6h1M4 12h1M4 18h1',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  close: 'M5 5l14 14M19 5 5 19',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
} as const;
