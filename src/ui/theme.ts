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
  layout: { maxWidth: '1280px', navHeight: '64px', bottomBarHeight: '64px', mobileToolbarHeight: '40px' },
  /** Below this width the mobile interface (bottom bar, sidebars) replaces the desktop navbar. */
  media: { mobile: '@media (max-width: 899px)', desktop: '@media (min-width: 900px)' },
  motion: { sidebarMs: 500, fadeMs: 500 },
  z: { toolbar: 20, nav: 30, bottomBar: 40, sidebar: 50, modal: 60, loading: 100 },
} as const;

export type Theme = typeof theme;
