/** Cache keys of the content service (and its maintenance check): the same for everyone. */
export const contentKeys = {
  maintenance: () => ['content', 'maintenance'] as const,
  suppliers: () => ['content', 'suppliers'] as const,
  popups: () => ['content', 'popups'] as const,
  affiliate: (reference: string) => ['content', 'affiliate', reference] as const,
  siteSettings: (locale: string) => ['content', 'site-settings', locale] as const,
  groupGames: (groupId: number, page: number, pageSize: number) => ['content', 'group', groupId, page, pageSize] as const,
  rowGames: (perGroup: number) => ['content', 'rows', perGroup] as const,
  providerGames: (supplierId: number, page: number, pageSize: number) => ['content', 'provider', supplierId, page, pageSize] as const,
};
