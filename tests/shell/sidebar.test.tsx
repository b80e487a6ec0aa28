import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIDEBAR_PAGES } from '@/root/sidebar-pages';
import { Sidebar } from '@/features/shell/sidebar/Sidebar';
import { SidebarProvider, useSidebar } from '@/state/sidebar';
import { renderWithProviders } from '../utils/render';

function Opener() {
  const sidebar = useSidebar();
  return (
    <>
      <button type="button" onClick={() => sidebar.open('loggedOut')}>
        open
      </button>
      <button type="button" onClick={() => sidebar.push('menu')}>
        push menu
      </button>
      <output data-testid="stack">{sidebar.stack.join(',')}</output>
    </>
  );
}

function setup() {
  return renderWithProviders(
    <SidebarProvider>
      <Opener />
      <Sidebar pages={SIDEBAR_PAGES} />
    </SidebarProvider>,
    { locale: 'fi', router: { pathname: '/', asPath: '/fi' } },
  );
}

describe('sidebar frame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stacks pages with a Back button and resets 500 ms after closing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup();
    await user.click(screen.getByText('open'));
    expect(await screen.findByRole('heading', { name: 'Tervetuloa' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Unohditko salasanasi?' })).toHaveAttribute('href', '/fi/login/forgotPassword');
    expect(screen.queryByRole('button', { name: /Takaisin/ })).not.toBeInTheDocument();

    await user.click(screen.getByText('push menu'));
    expect(screen.getByRole('heading', { name: 'Valikko' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Takaisin/ }));
    expect(screen.getByRole('heading', { name: 'Tervetuloa' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByTestId('stack')).toHaveTextContent('loggedOut');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('stack')).toHaveTextContent('');
  });

  it('closes 100 ms after a navigation', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = setup();
    await user.click(screen.getByText('open'));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('open');
    act(() => router.emit('routeChangeComplete'));
    act(() => jest.advanceTimersByTime(99));
    expect(screen.getByTestId('stack')).toHaveTextContent('loggedOut');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-state', 'closed');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('open');
    expect(screen.getByTestId('stack')).toHaveTextContent('');
  });
});
