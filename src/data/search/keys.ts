/** Cache keys of the game search: one result per keyword, language and provider. */
export const searchKeys = {
  results: (keyword: string, lang: string, provider?: string) => ['games', 'search', keyword, lang, provider ?? ''] as const,
};
