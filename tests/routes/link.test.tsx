import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { Link } from '@/routes/RouteLink';
import { createRouter } from '../utils/router';

function renderLink(props: Partial<Parameters<typeof Link>[0]> = {}) {
  const router = createRouter({ locale: 'fi' });
  const { unmount } = render(
    <RouterContext.Provider value={router}>
      <Link href="/fi/pelit" {...props}>
        Pelit
      </Link>
    </RouterContext.Provider>,
  );
  return { router, unmount, link: screen.getByRole('link', { name: 'Pelit' }) };
}

describe('Link', () => {
  it('is a real link whose plain click navigates on the client, keeping the locale in the path', () => {
    const { router, link } = renderLink();
    expect(link).toHaveAttribute('href', '/fi/pelit');
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/fi/pelit', '/fi/pelit', { locale: false, scroll: true });
  });

  it('keeps the scroll position when asked (pagination)', () => {
    const { router, link } = renderLink({ scroll: false });
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/fi/pelit', '/fi/pelit', { locale: false, scroll: false });
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser (new tab or window)', (_, init) => {
    const { router, link } = renderLink();
    fireEvent.click(link, init);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves other targets, downloads and external URLs to the browser', () => {
    for (const props of [{ target: '_blank' }, { download: '' }, { href: 'https://example.com/' }, { href: '//evil.example/x' }]) {
      const { router, link, unmount } = renderLink(props);
      fireEvent.click(link);
      expect(router.push).not.toHaveBeenCalled();
      unmount();
    }
  });

  it("runs the caller's onClick first and respects its preventDefault", () => {
    const { router, link } = renderLink({ onClick: (event) => event.preventDefault() });
    fireEvent.click(link);
    expect(router.push).not.toHaveBeenCalled();
  });
});
