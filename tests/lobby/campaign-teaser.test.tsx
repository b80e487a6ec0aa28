import { screen } from '@testing-library/react';
import type { PageSummary } from '@/api/schemas/content';
import { CampaignTeaser } from '@/features/lobby/CampaignTeaser';
import { renderWithProviders } from '../utils/render';

const campaign = (over: Partial<PageSummary>): PageSummary => ({
  id: 1,
  slug: 'summer-spins',
  type: 'campaign',
  status: 'published',
  title: { fi: 'Kesäkierrokset' },
  ...over,
});

describe('the home page campaigns teaser', () => {
  it("shows a title and summary in the page's language without a lang of their own", () => {
    renderWithProviders(<CampaignTeaser campaigns={[campaign({ summary: { fi: 'Sata kierrosta' } })]} />, { locale: 'fi' });
    expect(screen.getByText('Kesäkierrokset')).not.toHaveAttribute('lang');
    expect(screen.getByText('Sata kierrosta')).not.toHaveAttribute('lang');
  });

  it('falls back to English for a title and summary missing in the page language, marked lang="en" for a screen reader', () => {
    renderWithProviders(<CampaignTeaser campaigns={[campaign({ title: { en: 'Summer spins' }, summary: { en: 'A hundred spins' } })]} />, { locale: 'et' });
    expect(screen.getByText('Summer spins')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('A hundred spins')).toHaveAttribute('lang', 'en');
  });
});
