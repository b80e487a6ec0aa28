import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { reportRenderError } from '@/lib/monitoring';
import { PageErrorBoundary } from '@/root/PageErrorBoundary';
import { renderWithProviders } from '../utils/render';

jest.mock('@/lib/monitoring', () => ({ reportRenderError: jest.fn() }));
const reported = jest.mocked(reportRenderError);

let failing = true;
function Flaky({ text }: { text: string }) {
  if (failing) throw new Error('render failed');
  return <p>{text}</p>;
}

/** A page element that is made anew, as _app makes one for each navigation. */
function Navigator() {
  const [page, setPage] = useState('first');
  return (
    <>
      <button type="button" onClick={() => setPage('second')}>
        navigate
      </button>
      <PageErrorBoundary>
        <Flaky text={page} />
      </PageErrorBoundary>
    </>
  );
}

beforeEach(() => {
  failing = true;
  reported.mockClear();
  // React reports the caught error on the console; the test is about what the player sees.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a page that fails to render', () => {
  it.each([
    ['fi', 'Sivua ei voitu näyttää', 'Yritä uudelleen', 'Siirry etusivulle', '/fi'],
    ['en', 'This page ran into a problem', 'Try again', 'Go to the home page', '/en'],
    ['et', 'Lehte ei saanud kuvada', 'Proovi uuesti', 'Mine avalehele', '/et'],
  ] as const)('says so in %s, with a retry and a way home', async (locale, title, retry, home, homeHref) => {
    renderWithProviders(
      <PageErrorBoundary>
        <Flaky text="page" />
      </PageErrorBoundary>,
      { locale },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', homeHref);
  });

  it('renders the page again on retry', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PageErrorBoundary>
        <Flaky text="the page" />
      </PageErrorBoundary>,
    );
    await screen.findByRole('heading', { name: 'This page ran into a problem' });
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page ran into a problem' })).not.toBeInTheDocument();
  });

  it('shows the next page after a navigation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navigator />);
    await screen.findByRole('heading', { name: 'This page ran into a problem' });
    failing = false;
    await user.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('renders and reports a page that fails on arrival once', async () => {
    const user = userEvent.setup();
    failing = false;
    renderWithProviders(<Navigator />);
    expect(screen.getByText('first')).toBeInTheDocument();
    failing = true;
    await user.click(screen.getByRole('button', { name: 'navigate' }));
    expect(await screen.findByRole('heading', { name: 'This page ran into a problem' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalledTimes(1);
  });
});
