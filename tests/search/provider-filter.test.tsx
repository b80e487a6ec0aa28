import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NavSearch } from '@/features/search/NavSearch';
import type { Locale } from '@/routes/href';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

const NAMES = ['Zeta Slots', 'Äijä Gaming', 'Ahti Games', 'Šmaragd Play', 'Saku Studio', 'Tartu Games'];

const LABELS: Record<Locale, { search: string; provider: string }> = {
  en: { search: 'Search games, campaigns and news', provider: 'Game provider' },
  fi: { search: 'Hae pelejä, kampanjoita ja uutisia', provider: 'Pelivalmistaja' },
  et: { search: 'Otsi mänge, pakkumisi ja uudiseid', provider: 'Mängude tootja' },
};

/** The search, typed into until its provider filter shows. */
async function openFilter(locale: Locale) {
  server.use(
    http.get('*/content/suppliers', () =>
      HttpResponse.json({ suppliers: NAMES.map((name, i) => ({ id: i + 1, name, slug: `p-${i + 1}`, logo: `/media/suppliers/${i + 1}.png`, game_count: 10 })) }),
    ),
  );
  renderWithProviders(<NavSearch />, { locale });
  const search = screen.getByRole('combobox', { name: LABELS[locale].search });
  await userEvent.type(search, 'a');
  return { search, filter: await screen.findByRole('combobox', { name: LABELS[locale].provider }) };
}

const optionNames = (filter: HTMLElement) =>
  within(filter)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent ?? '');

async function providerOptions(locale: Locale): Promise<string[]> {
  return optionNames((await openFilter(locale)).filter);
}

describe("the search's provider filter", () => {
  it.each([
    // Finnish sorts Ä after Z, and Š with S.
    ['fi', ['Ahti Games', 'Saku Studio', 'Šmaragd Play', 'Tartu Games', 'Zeta Slots', 'Äijä Gaming']],
    // Estonian has Š, then Z, before T, and Ä near the end.
    ['et', ['Ahti Games', 'Saku Studio', 'Šmaragd Play', 'Zeta Slots', 'Tartu Games', 'Äijä Gaming']],
    ['en', ['Ahti Games', 'Äijä Gaming', 'Saku Studio', 'Šmaragd Play', 'Tartu Games', 'Zeta Slots']],
  ] as const)('lists the providers in the order of the page language (%s)', async (locale, order) => {
    expect(await providerOptions(locale)).toEqual(order);
  });

  it('sits in a dropdown that counts as something the player opened while it shows, so an automatic popup waits', async () => {
    const { search, filter } = await openFilter('en');
    expect(filter.closest('[data-overlay]')).not.toHaveAttribute('hidden');
    await userEvent.clear(search);
    expect(filter.closest('[data-overlay]')).toHaveAttribute('hidden');
  });

  it('sorts them once for the list, not again at each keystroke of the search', async () => {
    const { search } = await openFilter('fi');
    const collators = jest.spyOn(Intl, 'Collator');
    try {
      await userEvent.type(search, 'hti');
      expect(search).toHaveValue('ahti');
      expect(collators).not.toHaveBeenCalled();
    } finally {
      collators.mockRestore();
    }
    expect(optionNames(screen.getByRole('combobox', { name: LABELS.fi.provider }))).toEqual(['Ahti Games', 'Saku Studio', 'Šmaragd Play', 'Tartu Games', 'Zeta Slots', 'Äijä Gaming']);
  });
});
