import { act, screen, waitFor, within } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NavSearch } from '@/features/search/NavSearch';
import { SearchPanel } from '@/features/search/SearchPanel';
import { SearchPanelDialog } from '@/features/search/SearchPanelDialog';
import { getCatalogue } from '@/mocks/seed/catalogue';
import { getWorld } from '@/mocks/world/worlds';
import type { Locale } from '@/routes/href';
import { SearchPanelProvider, useSearchPanel } from '@/state/search-panel';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

const LABEL: Record<Locale, string> = {
  en: 'Search games, campaigns and news',
  fi: 'Hae pelejä, kampanjoita ja uutisia',
  et: 'Otsi mänge, pakkumisi ja uudiseid',
};

/** The search calls that reached the mock backend, as URLs. */
let searches: URL[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/main/search')) searches.push(url);
};

beforeEach(() => {
  jest.useFakeTimers();
  searches = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  jest.useRealTimers();
});

function setupNav(locale: Locale = 'en') {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(<NavSearch />, { locale });
  const input = screen.getByRole('combobox', { name: LABEL[locale] });
  return { user, input, ...view };
}

/** Lets the debounce run out (spec 9: 900 ms). */
const settle = () => act(() => jest.advanceTimersByTime(900));
const status = () => screen.getByTestId('search-status');
/** The results listbox (the provider select has options too). */
const results = () => within(screen.getByRole('listbox', { hidden: true }));

describe('navbar search', () => {
  it('asks for 3 characters before searching, and sends nothing', async () => {
    const { user, input } = setupNav('en');
    await user.type(input, 'ar');
    expect(status()).toHaveTextContent('Type at least 3 characters to search.');
    expect(status()).toHaveAttribute('role', 'status');
    expect(input).toHaveAttribute('aria-describedby', status().id);
    await settle();
    expect(searches).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks for the provider list only once the search is used', async () => {
    const seen: string[] = [];
    const onRequest = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    const { user, input } = setupNav('en');
    await act(() => jest.advanceTimersByTimeAsync(50));
    expect(seen.filter((path) => path.endsWith('/suppliers'))).toEqual([]);
    await user.type(input, 'a');
    expect(await screen.findByRole('combobox', { name: 'Game provider' })).toBeInTheDocument();
    expect(seen.filter((path) => path.endsWith('/suppliers'))).toHaveLength(1);
    server.events.removeListener('request:start', onRequest);
  });

  it('waits 900 ms after the last keystroke, then shows the results and their count', async () => {
    const { user, input } = setupNav('en');
    await user.type(input, 'arctic can');
    expect(status()).toHaveTextContent('Searching…');
    act(() => jest.advanceTimersByTime(899));
    expect(searches).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    const option = await results().findByRole('option', { name: /Arctic Candy/ });
    expect(searches).toHaveLength(1);
    expect(searches[0]?.searchParams.get('keyword')).toBe('arctic can');
    expect(searches[0]?.searchParams.get('lang')).toBe('en');
    expect(searches[0]?.searchParams.has('gameProvider')).toBe(false);
    expect(option).toHaveAttribute('href', '/en/game/arctic-candy/play');
    expect(option).toHaveTextContent('Harbour Lights Play');
    expect(status()).toHaveTextContent(/^1 result$/);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox', { name: 'Search results' }).id);
  });

  it('says when nothing is found, in the player’s language', async () => {
    const { user, input } = setupNav('et');
    await user.type(input, 'zzqx');
    await settle();
    await waitFor(() => expect(status()).toHaveTextContent('Otsingule „zzqx“ ei leitud midagi.'));
    expect(results().queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrows and opens it with Enter', async () => {
    const { user, input, router } = setupNav('fi');
    await user.type(input, 'sauna');
    await settle();
    const options = await results().findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first option to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options[options.length - 1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(input).toHaveFocus();

    const target = options[0]?.getAttribute('href');
    expect(target).toMatch(/^\/fi\/peli\/[\w-]+\/pelaa$/);
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith(target, undefined, { locale: false });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the results with Escape, then clears the field', async () => {
    const { user, input } = setupNav('en');
    await user.type(input, 'sauna');
    await settle();
    await results().findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('sauna');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('links campaigns and news by slug in the query', async () => {
    const { user, input } = setupNav('fi');
    await user.type(input, 'tappiorajat');
    await settle();
    const article = await results().findByRole('option', { name: /Näin tappiorajat toimivat/ });
    expect(article.getAttribute('href')).toMatch(/^\/fi\/uutiset\?article=[\w-]+$/);
    expect(article).toHaveTextContent(/Uutinen · \d{1,2}\. \p{L}+ \d{4}/u);

    await user.clear(input);
    await user.type(input, 'tervetuliais');
    await settle();
    const campaign = await results().findByRole('option', { name: /Tervetuliaistarjous/ });
    expect(campaign).toHaveAttribute('href', '/fi/kampanjat?campaign=welcome-offer');
    expect(campaign).toHaveTextContent('Kampanja');
  });

  it('narrows the games to the chosen provider', async () => {
    const { user, input } = setupNav('en');
    await user.type(input, 'dragon');
    await settle();
    await results().findAllByRole('option');
    const filter = await screen.findByRole('combobox', { name: 'Game provider' });
    expect(within(filter).getByRole('option', { name: 'All game providers' })).toHaveProperty('selected', true);

    await user.selectOptions(filter, 'Jade Dragon Play');
    await waitFor(() => expect(searches.at(-1)?.searchParams.get('gameProvider')).toBe('Jade Dragon Play'));
    expect(searches.at(-1)?.searchParams.get('keyword')).toBe('dragon');
    await waitFor(() => {
      const rows = results().getAllByRole('option').filter((o) => o.getAttribute('href')?.startsWith('/en/game/'));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Jade Dragon Play');
    });

    // Back to every provider: the earlier answer is still cached, so no new request.
    const sent = searches.length;
    await user.selectOptions(filter, '');
    await waitFor(() => expect(results().getAllByRole('option').some((o) => !o.textContent?.includes('Jade Dragon Play'))).toBe(true));
    expect(searches).toHaveLength(sent);
  });

  it('shows a translated error with a retry when the search fails', async () => {
    getWorld().failures.push({ call: 'main.search', remaining: 1, status: 503 });
    const { user, input } = setupNav('fi');
    await user.type(input, 'sauna');
    await settle();
    const alert = await screen.findByTestId('search-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Haku ei toimi juuri nyt.');
    expect(results().queryByRole('option')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect((await results().findAllByRole('option')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
    expect(searches).toHaveLength(2);
  });

  it('survives a malformed answer the same way', async () => {
    getWorld().failures.push({ call: 'main.search', remaining: 1, malformed: true });
    const { user, input } = setupNav('en');
    await user.type(input, 'sauna');
    await settle();
    expect(await screen.findByTestId('search-error')).toHaveTextContent('Search is not working right now.');
  });

  it('shows the other games when one in the answer is malformed', async () => {
    const [first, broken, undated] = getCatalogue().games;
    server.use(
      http.get('*/main/search', () =>
        HttpResponse.json({ games: [first, { ...broken, slug: '' }, { ...undated, release_date: '' }], articles: { blogs: [] }, content: [], suppliers: [], tags: [] }),
      ),
    );
    const { user, input } = setupNav('en');
    await user.type(input, 'sauna');
    await settle();
    await waitFor(() => expect(results().getAllByRole('option')).toHaveLength(2));
    const titles = results().getAllByRole('option').map((o) => o.textContent);
    expect(titles[0]).toContain(first!.translation);
    expect(titles[1]).toContain(undated!.translation);
    expect(screen.queryByTestId('search-error')).not.toBeInTheDocument();
  });
});

/** Opens the panel as the bottom bar's Search button does. */
function Opener() {
  const panel = useSearchPanel();
  const { open } = panel;
  return (
    <>
      <button type="button" onClick={open}>
        open search
      </button>
      <output data-testid="panel-state">{panel.isOpen ? 'open' : 'closed'}</output>
    </>
  );
}

describe('navbar search and the router', () => {
  it('does not read the router: Next replaces its state right after hydration, which rendered the navbar search again', () => {
    // useRouter() throws without a router in context; the search reads Next's singleton when an
    // option opens (the test above: the singleton's push), so it renders without one.
    renderWithProviders(
      <RouterContext.Provider value={null}>
        <NavSearch />
      </RouterContext.Provider>,
    );
    expect(screen.getByRole('combobox', { name: LABEL.en })).toBeVisible();
  });
});

describe('mobile search panel', () => {
  async function setupPanel(locale: Locale) {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const view = renderWithProviders(
      <SearchPanelProvider>
        <Opener />
        <SearchPanelDialog />
      </SearchPanelProvider>,
      { locale },
    );
    await user.click(screen.getByRole('button', { name: 'open search' }));
    return { user, ...view };
  }

  it('opens with the field focused, searches, and closes when a result is opened', async () => {
    const { user, router } = await setupPanel('et');
    const dialog = screen.getByTestId('search-panel');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { name: 'Otsing' })).toBeInTheDocument();
    const input = within(dialog).getByRole('combobox', { name: LABEL.et });
    expect(input).toHaveFocus();
    expect(status()).toHaveTextContent('Sisesta vähemalt 3 tähemärki.');

    await user.type(input, 'arctic candy');
    await settle();
    const option = await results().findByRole('option', { name: /Arctic Candy/ });
    expect(option).toHaveAttribute('href', '/et/mang/arctic-candy/mangi');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/et/mang/arctic-candy/mangi', undefined, { locale: false });
    expect(screen.getByTestId('panel-state')).toHaveTextContent('closed');
  });

  it('closes on any navigation and with its close button', async () => {
    const { user, router } = await setupPanel('fi');
    expect(screen.getByTestId('panel-state')).toHaveTextContent('open');
    act(() => router.emit('routeChangeStart'));
    expect(screen.getByTestId('panel-state')).toHaveTextContent('closed');

    await user.click(screen.getByRole('button', { name: 'open search' }));
    expect(screen.getByTestId('panel-state')).toHaveTextContent('open');
    await user.click(screen.getByRole('button', { name: 'Sulje haku' }));
    expect(screen.getByTestId('panel-state')).toHaveTextContent('closed');
  });

  it('loads nothing until the bottom bar first opens it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <SearchPanelProvider>
        <Opener />
        <SearchPanel />
      </SearchPanelProvider>,
      { locale: 'en' },
    );
    expect(screen.queryByTestId('search-panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open search' }));
    const dialog = await screen.findByTestId('search-panel');
    expect(dialog).toHaveAttribute('open');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: LABEL.en })).toHaveFocus());
  });
});
