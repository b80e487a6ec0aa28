import type { TFunction } from 'i18next';

type Group = 'types' | 'sources' | 'statuses' | 'verification';

/**
 * A backend value (document type, source, status, verification status) in the player's
 * language; a value the app has no words for yet shows as the backend wrote it.
 */
export function labelOf(t: TFunction, group: Group, value: string): string {
  return t(`documents:${group}.${value}`, { defaultValue: value });
}
