import type * as AvatarsModule from '@/lib/avatars';
import { AVATARS, avatarFor, avatarsOf, brandVariant, isAvatarId } from '@/lib/avatars';

describe('avatars', () => {
  it('has 12 avatars in the compact brand variant and 29 in the others', () => {
    expect(brandVariant('compact')).toBe('compact');
    expect(brandVariant(' Compact ')).toBe('compact');
    expect(brandVariant(undefined)).toBe('full');
    expect(brandVariant('kasino')).toBe('full');
    expect(avatarsOf('compact').map((a) => a.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(avatarsOf('full')).toHaveLength(29);
    expect(avatarsOf('full')[28]).toEqual({ id: 29, url: '/avatars/29.svg' });
  });

  it('reads the variant from NEXT_PUBLIC_BRAND_VARIANT', () => {
    const before = process.env.NEXT_PUBLIC_BRAND_VARIANT;
    try {
      process.env.NEXT_PUBLIC_BRAND_VARIANT = 'compact';
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const isolated = require('@/lib/avatars') as typeof AvatarsModule;
        expect(isolated.AVATARS).toHaveLength(12);
        expect(isolated.isAvatarId(13)).toBe(false);
      });
    } finally {
      if (before === undefined) delete process.env.NEXT_PUBLIC_BRAND_VARIANT;
      else process.env.NEXT_PUBLIC_BRAND_VARIANT = before;
    }
    expect(AVATARS).toHaveLength(29);
  });

  it('falls back to the default avatar (id 1) for an unknown id', () => {
    expect(avatarFor(7)).toEqual({ id: 7, url: '/avatars/7.svg' });
    for (const id of [0, -1, 30, 1.5, Number.NaN, null, undefined]) expect(avatarFor(id)).toEqual({ id: 1, url: '/avatars/1.svg' });
    expect(avatarFor(20, avatarsOf('compact'))).toEqual({ id: 1, url: '/avatars/1.svg' });
    expect(isAvatarId(29)).toBe(true);
    expect(isAvatarId(30)).toBe(false);
  });
});
