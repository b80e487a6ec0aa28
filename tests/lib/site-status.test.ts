import { isNoticeActive, noticeFor } from '@/lib/site-status';

describe('maintenance and disruption notices', () => {
  it('are active when any language has a message', () => {
    expect(isNoticeActive({})).toBe(false);
    expect(isNoticeActive(undefined)).toBe(false);
    expect(isNoticeActive({ fi: '  ' })).toBe(false);
    expect(isNoticeActive({ et: '<p>x</p>' })).toBe(true);
  });
  it('pick the player language, then English, then any', () => {
    expect(noticeFor({ fi: 'fi', en: 'en' }, 'fi')).toBe('fi');
    expect(noticeFor({ fi: 'fi', en: 'en' }, 'et')).toBe('en');
    expect(noticeFor({ fi: 'fi' }, 'et')).toBe('fi');
    expect(noticeFor({}, 'et')).toBeUndefined();
  });
});
