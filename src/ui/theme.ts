/** The typed design tokens. Colours are chosen for WCAG AA contrast on the dark surfaces. */
export const theme = {
  color: {
    bg: '#0e0f1f',
    surface: '#191a33',
    surfaceRaised: '#24264a',
    border: '#34365f',
    text: '#f4f5fb',
    muted: '#b3b6d3',
    primary: '#f5c542',
    primaryText: '#1a1400',
    accent: '#8f7bff',
    danger: '#ff8a8a',
    success: '#6fe3a5',
    warningBg: '#5a3b00',
    focus: '#ffdf7a',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (n: number): string => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  layout: { maxWidth: '1280px', navHeight: '64px', mobileNavHeight: '56px', bottomBarHeight: '64px', mobileToolbarHeight: '40px' },
  /**
   * `mobile`/`desktop`: below 1280 px the mobile interface (bottom bar, toolbar, sidebars)
   * replaces the desktop navbar and dropdown, and what depends on which is there: a player's
   * navbar (links, search, quick stop, account) needs about 1 200 px in Estonian even in its
   * compact form (`compactNav`, below 1440 px), so a narrower window (a tablet, a small laptop)
   * gets the mobile interface rather than a page wider than the window. `narrow`: a page's own
   * layout (the game grid's two columns, the page's padding) is a phone's only below 900 px.
   */
  media: {
    mobile: '@media (max-width: 1279px)',
    desktop: '@media (min-width: 1280px)',
    compactNav: '@media (max-width: 1439px)',
    narrow: '@media (max-width: 899px)',
  },
  motion: { sidebarMs: 500, fadeMs: 500 },
  z: { toolbar: 20, nav: 30, bottomBar: 40, sidebar: 50, modal: 60, loading: 100 },
} as const;

export type Theme = typeof theme;
