import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '@/ui/Badge';
import { MenuList, type MenuItem } from '@/ui/MenuList';
import { createRouter } from '../utils/router';

function setup(items: MenuItem[]) {
  const router = createRouter({ locale: 'en' });
  render(<MenuList label="Profile" items={items} />);
  return { router, nav: screen.getByRole('navigation', { name: 'Profile' }) };
}

describe('MenuList', () => {
  it('is a labelled navigation list of links and buttons', async () => {
    const user = userEvent.setup();
    const onTransactions = jest.fn();
    const { router, nav } = setup([
      { key: 'campaigns', label: 'Campaigns', href: '/en/campaigns', icon: 'gift', badge: <Badge count={3} label="3 active" /> },
      { key: 'transactions', label: 'Transactions', onClick: onTransactions, deeper: true },
    ]);
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const link = within(nav).getByRole('link', { name: 'Campaigns 3 active' });
    expect(link).toHaveAttribute('href', '/en/campaigns');
    await user.click(link);
    expect(router.push).toHaveBeenCalledWith('/en/campaigns', '/en/campaigns', { locale: false, scroll: true });

    const button = within(nav).getByRole('button', { name: 'Transactions' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onTransactions).toHaveBeenCalledTimes(1);
  });

  it('is reached and used with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSettings = jest.fn();
    const onClose = jest.fn();
    setup([
      { key: 'home', label: 'Home', href: '/en', onClick: onClose },
      { key: 'settings', label: 'Settings', onClick: onSettings },
    ]);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSettings).toHaveBeenCalledTimes(1);
    // A link's own click handler (closing the panel) runs too.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a chevron only on items that go deeper, and marks the current page', () => {
    const { nav } = setup([
      { key: 'deposits', label: 'Deposits', onClick: () => undefined, deeper: true },
      { key: 'limits', label: 'Limits', href: '/en/profile/limits', current: true },
    ]);
    const [deeper, flat] = within(nav).getAllByRole('listitem');
    expect(deeper?.querySelector('svg.chevron')).not.toBeNull();
    expect(flat?.querySelector('svg.chevron')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Limits' })).toHaveAttribute('aria-current', 'page');
  });
});
