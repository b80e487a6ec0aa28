import type { GameGroup } from '@/api/schemas/content';
import type { Locale } from '@/routes/href';

/** A group's title and description in the locale, falling back to the group's name (spec 3). */
export function groupTitle(group: Pick<GameGroup, 'name' | 'title'>, locale: Locale): string {
  return group.title?.[locale]?.trim() || group.name;
}

export function groupDescription(group: Pick<GameGroup, 'description'>, locale: Locale): string {
  return group.description?.[locale]?.trim() ?? '';
}
