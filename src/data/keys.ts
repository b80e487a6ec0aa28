/** SWR key factory: every cache key is built here, for fetching and for mutate alike. */
export const keys = {
  maintenance: () => ['content', 'maintenance'] as const,
};
