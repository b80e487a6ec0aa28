import { isNoticeActive, noticeFor } from '@/lib/site-status';

describe('maintenance and disruption notices', () => {
  it('are active when any language has a message', () => {
    expect(isNoticeActive({})).toBe(false);
    expect(isNoticeActive(undefined)).toBe(false);
    expect(isNoticeActive({ fi: '  ' })).toBe(false);
    expect(isNoticeActive({ et: '<p>x</p>' })).toBe(true);
  });
  it('pick the player language, then English, then any, and say which it is', () => {
    expect(noticeFor({ fi: 'fi', en: 'en' }, 'fi')).toEqual({ html: 'fi', lang: 'fi' });
    expect(noticeFor({ fi: 'fi', en: 'en' }, 'et')).toEqual({ html: 'en', lang: 'en' });
    expect(noticeFor({ fi: 'fi', en: ' ' }, 'et')).toEqual({ html: 'fi', lang: 'fi' });
    expect(noticeFor({ et: '  ', fi: 'fi' }, 'et')).toEqual({ html: 'fi', lang: 'fi' });
    expect(noticeFor({}, 'et')).toBeUndefined();
  });
});
