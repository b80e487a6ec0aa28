import fc from 'fast-check';
import { countWords, readTimeMinutes, WORDS_PER_MINUTE } from '@/lib/read-time';

const word = fc.stringMatching(/^[a-zäöõü0-9]{1,12}$/);
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max });
/** The same words wrapped in paragraphs, headings and links. */
const asHtml = (list: string[]) => list.map((w, i) => (i % 7 === 0 ? `<p><a href="/x">${w}</a></p>` : i % 5 === 0 ? `<h2>${w}</h2>` : ` ${w} `)).join('');

describe('read time (spec 9: words / 200, at least 1 minute)', () => {
  it('is 1 minute for an empty or short text', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('<p></p>')).toBe(1);
    expect(readTimeMinutes('<p>One short sentence.</p>')).toBe(1);
  });

  it('counts words, not tags, attributes or entities', () => {
    expect(countWords('<p class="lead">Tervetuloa&nbsp;Kasinoon</p><img src="x.png" alt="not counted">')).toBe(2);
    expect(countWords('<h2>1. Yleistä</h2><p>Nämä ehdot — koskevat</p>')).toBe(5);
  });

  it('rounds up at each 200 words', () => {
    const text = (n: number) => Array.from({ length: n }, () => 'sana').join(' ');
    expect(readTimeMinutes(text(200))).toBe(1);
    expect(readTimeMinutes(text(201))).toBe(2);
    expect(readTimeMinutes(text(400))).toBe(2);
    expect(readTimeMinutes(text(401))).toBe(3);
  });

  it('is ceil(words / 200) and never below 1, whatever the markup (property)', () => {
    fc.assert(
      fc.property(words(0, 1500), (list) => {
        const minutes = readTimeMinutes(asHtml(list));
        expect(countWords(asHtml(list))).toBe(list.length);
        expect(minutes).toBe(Math.max(1, Math.ceil(list.length / WORDS_PER_MINUTE)));
        expect(Number.isInteger(minutes)).toBe(true);
      }),
    );
  });

  it('never falls when words are added (property)', () => {
    fc.assert(
      fc.property(words(0, 900), words(0, 900), (a, b) => {
        expect(readTimeMinutes(asHtml([...a, ...b]))).toBeGreaterThanOrEqual(readTimeMinutes(asHtml(a)));
      }),
    );
  });
});
