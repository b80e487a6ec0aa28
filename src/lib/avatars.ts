/**
 * The avatars a player can choose (spec 3, spec 9): one brand variant has 12, the others 29.
 * The images are served by the app itself under /avatars, so the list is data here rather
 * than something the second API describes; both the app and the mock backend read it.
 */

export type Avatar = Readonly<{ id: number; url: string }>;
export type BrandVariant = 'compact' | 'full';

export const DEFAULT_AVATAR_ID = 1;
export const AVATAR_COUNTS: Readonly<Record<BrandVariant, number>> = { compact: 12, full: 29 };

/** Read by its literal name so that Next inlines it at build time. */
export const brandVariant = (value: string | undefined = process.env.NEXT_PUBLIC_BRAND_VARIANT): BrandVariant =>
  value?.trim().toLowerCase() === 'compact' ? 'compact' : 'full';

export const avatarUrl = (id: number) => `/avatars/${id}.svg`;

export function avatarsOf(variant: BrandVariant): readonly Avatar[] {
  return Object.freeze(Array.from({ length: AVATAR_COUNTS[variant] }, (_, i) => Object.freeze({ id: i + 1, url: avatarUrl(i + 1) })));
}

/** The avatars of this build's brand variant. */
export const AVATARS: readonly Avatar[] = avatarsOf(brandVariant());

export function isAvatarId(id: number, avatars: readonly Avatar[] = AVATARS): boolean {
  return avatars.some((avatar) => avatar.id === id);
}

/** The avatar with this id, or the default (id 1) when there is none (spec 3). */
export function avatarFor(id: number | null | undefined, avatars: readonly Avatar[] = AVATARS): Avatar {
  const found = avatars.find((avatar) => avatar.id === id);
  return found ?? avatars.find((avatar) => avatar.id === DEFAULT_AVATAR_ID) ?? { id: DEFAULT_AVATAR_ID, url: avatarUrl(DEFAULT_AVATAR_ID) };
}
