import { screen, within } from '@testing-library/react';
import { CompleteAccountModal } from '@/features/account/auto/CompleteAccountModal';
import type { Locale } from '@/routes/href';
import { renderWithProviders } from '../utils/render';

const LABEL: Record<Locale, string> = { fi: 'Maatunnus', en: 'Country code', et: 'Riigikood' };

function dialCodes(locale: Locale): string[] {
  renderWithProviders(<CompleteAccountModal userId={1002} onClose={() => {}} />, { locale });
  return within(screen.getByRole('combobox', { name: LABEL[locale] }))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** The names after the first two, without their dial codes. */
const namesAfterFirstTwo = (options: string[]) => options.slice(2).map((label) => label.replace(/ \+\d+$/, ''));

describe("the complete-account modal's phone country codes (spec 2.3)", () => {
  it.each([
    ['fi', ['Suomi +358', 'Viro +372']],
    ['et', ['Soome +358', 'Eesti +372']],
    ['en', ['Finland +358', 'Estonia +372']],
  ] as const)('put +358 and +372 first, then the rest by the names shown, in the order of the page language (%s)', (locale, first) => {
    const options = dialCodes(locale);
    expect(options.slice(0, 2)).toEqual(first);
    const names = namesAfterFirstTwo(options);
    expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
  });

  it('sorts by the translated names, not the English ones', () => {
    const fi = namesAfterFirstTwo(dialCodes('fi'));
    // Alankomaat (the Netherlands) leads in Finnish; Itävalta (Austria) comes after Italia.
    expect(fi[0]).toBe('Alankomaat');
    expect(fi.indexOf('Itävalta')).toBe(fi.indexOf('Italia') + 1);
  });

  it('sorts Estonian names the Estonian way: Šveits after Saksamaa, Ühendkuningriik last', () => {
    const et = namesAfterFirstTwo(dialCodes('et'));
    expect(et.indexOf('Šveits')).toBe(et.indexOf('Saksamaa') + 1);
    expect(et.at(-1)).toBe('Ühendkuningriik');
  });
});
