import { contentText, localeText } from '@/lib/content-text';
import { publicationDate } from '@/lib/format-day';

describe('content texts', () => {
  it('takes the page language, then English, then the fallback', () => {
    expect(localeText({ fi: 'Hei', en: 'Hi' }, 'fi')).toBe('Hei');
    expect(localeText({ fi: '', en: 'Hi' }, 'fi')).toBe('Hi');
    expect(localeText({ en: 'Hi' }, 'et')).toBe('Hi');
    expect(localeText({}, 'et', 'slug')).toBe('slug');
    expect(localeText(undefined, 'en')).toBe('');
  });

  it("names the language of a text that is not the page's", () => {
    expect(contentText({ fi: 'Hei', en: 'Hi' }, 'fi')).toEqual({ text: 'Hei', lang: undefined });
    expect(contentText({ fi: '', en: 'Hi' }, 'fi')).toEqual({ text: 'Hi', lang: 'en' });
    expect(contentText({ en: 'Hi' }, 'et')).toEqual({ text: 'Hi', lang: 'en' });
    expect(contentText({ en: 'Hi' }, 'en')).toEqual({ text: 'Hi', lang: undefined });
    expect(contentText({}, 'fi', 'slug')).toEqual({ text: 'slug', lang: undefined });
  });

  it('reads a publication day as that calendar day in any time zone', () => {
    const date = publicationDate('2026-11-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2026, 10, 5]);
    expect(publicationDate('2026-01-31T23:30:00Z')?.getDate()).toBe(31);
    expect(publicationDate('yesterday')).toBeNull();
    expect(publicationDate(undefined)).toBeNull();
  });
});
