/** The query of a theme media rule (`theme.media.desktop`, '@media (min-width: 1280px)'), as matchMedia takes it. */
export const mediaQuery = (rule: string): string => rule.replace(/^@media\s+/, '');

/** Whether this window matches a theme media rule now. */
export const matchesMedia = (rule: string): boolean => window.matchMedia(mediaQuery(rule)).matches;
