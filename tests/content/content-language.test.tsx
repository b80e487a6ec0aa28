import { screen } from '@testing-library/react';
import type { ContentPage } from '@/api/schemas/content';
import { ContentItem } from '@/features/content/ContentItem';
import { renderWithProviders } from '../utils/render';

const item = (fields: Partial<ContentPage>): ContentPage => ({
  id: 7,
  slug: 'winter-spins',
  type: 'campaign',
  status: 'published',
  title: { en: 'Winter spins' },
  body: { en: '<p>Fifty free spins every Friday.</p>' },
  date_parsed: '2026-11-20',
  ...fields,
});

describe('a content item shown in its English fallback', () => {
  it('marks the English title and body as English on a Finnish page', async () => {
    renderWithProviders(<ContentItem kind="campaign" slug="winter-spins" item={item({})} />, { locale: 'fi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Winter spins' })).toHaveAttribute('lang', 'en');
    const body = await screen.findByText('Fifty free spins every Friday.');
    expect(body.closest('[data-content-html]')).toHaveAttribute('lang', 'en');
  });

  it('leaves a text in the page language unmarked', async () => {
    renderWithProviders(
      <ContentItem kind="campaign" slug="winter-spins" item={item({ title: { et: 'Talvised keerutused', en: 'Winter spins' }, body: { et: '<p>Igal reedel viiskümmend tasuta keerutust.</p>' } })} />,
      { locale: 'et' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Talvised keerutused' })).not.toHaveAttribute('lang');
    const body = await screen.findByText('Igal reedel viiskümmend tasuta keerutust.');
    expect(body.closest('[data-content-html]')).not.toHaveAttribute('lang');
  });
});
