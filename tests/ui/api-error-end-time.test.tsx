import { screen, within } from '@testing-library/react';
import { apiError } from '@/api/errors';
import { endKey } from '@/lib/error-messages';
import type { Locale } from '@/routes/href';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { longDateText } from '../utils/date-text';
import { loadResources } from '../utils/i18n';
import { renderWithProviders } from '../utils/render';

const END = '2026-12-05T10:30:00Z';
const date = (locale: Locale) => longDateText(new Date(END), locale);

describe('the end time of a refusal (params.expireTimestamp, spec 8)', () => {
  it.each([
    ['en', 'You are on a cool-off break. You cannot deposit or play until it ends. Your break ends on {date}.'],
    ['fi', 'Olet pelitauolla. Et voi tallettaa tai pelata ennen kuin se päättyy. Taukosi päättyy {date}.'],
    ['et', 'Sul on mängupaus. Sa ei saa enne selle lõppu sissemakseid teha ega mängida. Pausi lõpp: {date}.'],
  ] as const)('is a sentence of the cool-off message (217), not a line of its own (%s)', async (locale, text) => {
    renderWithProviders(<ApiErrorNotice error={apiError(217, 'Cool-off in force', { expireTimestamp: END })} />, { locale });
    const notice = await screen.findByTestId('api-error');
    const first = notice.querySelector('p');
    expect(first).toHaveTextContent(text.replace('{date}', date(locale)));
    expect(within(notice).queryByText(String(loadResources(locale).errors?.until).replace('{{date}}', date(locale)))).toBeNull();
  });

  it('keeps the cool-off message alone when no end is given', async () => {
    renderWithProviders(<ApiErrorNotice error={apiError(217, 'Cool-off in force')} />, { locale: 'en' });
    expect((await screen.findByTestId('api-error')).querySelector('p')).toHaveTextContent(/^You are on a cool-off break\. You cannot deposit or play until it ends\.$/);
  });

  it('stays a line of its own under other codes (210)', async () => {
    renderWithProviders(<ApiErrorNotice error={apiError(210, 'Not active', { expireTimestamp: END })} />, { locale: 'en' });
    const notice = await screen.findByTestId('api-error');
    expect(within(notice).getByText(`Until ${date('en')}`)).toBeInTheDocument();
    expect(within(notice).getByText('Your account is not active.')).toBeInTheDocument();
  });

  it('names its sentence in every locale', () => {
    const key = endKey(217)?.replace('errors:', '') ?? '';
    for (const locale of ['fi', 'en', 'et'] as const) expect(loadResources(locale).errors?.[key]).toContain('{{date}}');
    expect(endKey(210)).toBeNull();
  });
});
