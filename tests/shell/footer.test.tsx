import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Footer } from '@/features/shell/Footer';
import { PRESS_TAIL_MS } from '@/features/shell/LanguageSwitcher';
import { footerTarget } from '@/features/shell/footer-links';
import { LoginStatus, sessionChecked } from '../utils/login-status';
import { server } from '../utils/msw';
import { renderWithProviders } from '../utils/render';

const footer = () => within(screen.getByRole('contentinfo'));

/** An IntersectionObserver that records its callbacks and reports nothing: the test says when the footer comes near. */
function recordObservers(): IntersectionObserverCallback[] {
  const observed: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: Observer });
  return observed;
}

/** The first observer told that the footer is near. */
const comeNear = (observed: IntersectionObserverCallback[]) => observed[0]?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);

/**
 * The footer far from view (so the switcher's code is not asked for), its button pressed down,
 * then a scroll that brings the switcher (at once when its code is in, as after an earlier test;
 * else after its fallback button). Gives the button's name.
 */
async function pressBeforeTheSwitcher(): Promise<string> {
  class Far {
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: Far });
  try {
    renderWithProviders(<Footer />, { locale: 'en' });
    const name = 'Language: English';
    const toggle = footer().getByRole('button', { name });
    expect(toggle).not.toHaveAttribute('aria-controls');
    fireEvent.pointerDown(toggle);
    await act(async () => {
      fireEvent.scroll(window);
    });
    return name;
  } finally {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
}

describe('footer', () => {
  it("opens its language list on a press that came before the switcher's code (not a dead press), focus on its button", async () => {
    renderWithProviders(<Footer />, { locale: 'et' });
    const name = 'Keel: Eesti';
    // The button from the first paint, while the switcher's code comes.
    fireEvent.click(footer().getByRole('button', { name }));
    const list = await footer().findByRole('link', { name: 'Suomi' });
    expect(list).toBeVisible();
    const toggle = footer().getByRole('button', { name });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
  });

  it('keeps the list open when the press that opened it ends on the switcher that took its button\'s place; a new press shuts it', async () => {
    const name = await pressBeforeTheSwitcher();
    const list = await footer().findByRole('link', { name: 'Eesti' });
    // The same press's click, on the switcher's button.
    fireEvent.click(footer().getByRole('button', { name }));
    expect(list).toBeVisible();
    expect(footer().getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(footer().getByRole('button', { name }));
    fireEvent.click(footer().getByRole('button', { name }));
    expect(footer().getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a click without a press after the moment has passed as a new one (a screen reader\'s activation)', async () => {
    const name = await pressBeforeTheSwitcher();
    await footer().findByRole('link', { name: 'Eesti' });
    const now = performance.now();
    const later = jest.spyOn(performance, 'now').mockReturnValue(now + PRESS_TAIL_MS + 1);
    try {
      fireEvent.click(footer().getByRole('button', { name }));
      expect(footer().getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    } finally {
      later.mockRestore();
    }
  });

  describe.each([
    ['the first scroll', (_observed: IntersectionObserverCallback[]) => window.dispatchEvent(new Event('scroll'))],
    ['the footer coming near', comeNear],
  ])('after %s asked for the switcher', (_cause, ask) => {
    it('keeps the button a press is on until the press is handled (the swap is not rendered with the press\'s own updates)', async () => {
      const observed = recordObservers();
      let pressUpdate = () => {};
      /** Something on the page that a press updates (React renders it synchronously, within the press's dispatch). */
      function PressedElsewhere() {
        const [presses, setPresses] = useState(0);
        pressUpdate = () => setPresses((n) => n + 1);
        return <output>{presses}</output>;
      }
      const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
      try {
        renderWithProviders(<><Footer /><PressedElsewhere /></>, { locale: 'fi' });
        const name = 'Kieli: Suomi';
        const pressed = footer().getByRole('button', { name });
        // As in a browser: the update waits for React's scheduler, not for act().
        Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
        ask(observed);
        flushSync(pressUpdate);
        expect(screen.getByRole('status')).toHaveTextContent('1');
        expect(footer().getByRole('button', { name })).toBe(pressed);
        expect(pressed).toBeInTheDocument();
      } finally {
        Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
        Reflect.deleteProperty(window, 'IntersectionObserver');
      }
      // The switcher comes after.
      await act(async () => {});
      fireEvent.click(footer().getByRole('button', { name: 'Kieli: Suomi' }));
      expect(await footer().findByRole('link', { name: 'Eesti' })).toBeVisible();
    });
  });

  it('shows the links and text of the site settings, sanitised, with content pages at their route', async () => {
    renderWithProviders(<Footer />, { locale: 'fi' });
    expect(await footer().findByRole('link', { name: 'Bonusehdot' })).toHaveAttribute('href', '/fi/tietoa/bonus-terms');
    expect(footer().getByRole('heading', { name: 'Ehdot' })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: 'Käyttöehdot' })).toHaveAttribute('href', '/fi/tietoa/terms');
    expect(footer().getByRole('link', { name: 'Asiakaspalvelu' })).toHaveAttribute('href', 'mailto:tuki@kasino.example');
    expect(await footer().findByText(/Kaikki oikeudet pidätetään/)).toBeInTheDocument();
    // The static column is replaced, not doubled.
    expect(footer().queryByRole('heading', { name: 'Tietoa' })).not.toBeInTheDocument();
  });

  it('keeps its static links, the same nodes, from the first render while the site settings part loads and asks, then gives them up for its columns', async () => {
    const observed = recordObservers();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      // Held, then on to the mock's own answer.
      http.get('*/content/site-settings', async () => {
        asked += 1;
        await answered;
      }),
    );
    try {
      renderWithProviders(<Footer />, { locale: 'en' });
      const heading = footer().getByRole('heading', { name: 'Information' });
      const link = footer().getByRole('link', { name: 'About us' });
      act(() => comeNear(observed));
      await waitFor(() => expect(asked).toBe(1));
      expect(footer().getByRole('heading', { name: 'Information' })).toBe(heading);
      expect(footer().getByRole('link', { name: 'About us' })).toBe(link);
      await act(async () => answer());
      expect(await footer().findByRole('link', { name: 'Bonus terms' })).toHaveAttribute('href', '/en/info/bonus-terms');
      expect(heading).not.toBeInTheDocument();
      // The site's notes in place of the static ones.
      expect(await footer().findByText('Kasino. All rights reserved.')).toBeInTheDocument();
      expect(footer().queryByText(/Gambling is for adults only/)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('falls back to the static links to the information pages when the content service fails', async () => {
    let asked = 0;
    server.use(
      http.get('*/content/site-settings', () => {
        asked += 1;
        return new HttpResponse('down', { status: 503 });
      }),
    );
    renderWithProviders(
      <>
        <Footer />
        <LoginStatus />
      </>,
      { locale: 'en' },
    );
    const heading = footer().getByRole('heading', { name: 'Information' });
    await sessionChecked();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(asked).toBeGreaterThan(0);
    // Never replaced, not even by the same links.
    expect(footer().getByRole('heading', { name: 'Information' })).toBe(heading);
    for (const [name, slug] of [
      ['About us', 'about'],
      ['Terms and conditions', 'terms'],
      ['Privacy policy', 'privacy'],
      ['Responsible gaming', 'responsible-gaming'],
    ]) {
      expect(footer().getByRole('link', { name })).toHaveAttribute('href', `/en/info/${slug}`);
    }
    expect(footer().queryByRole('link', { name: 'Bonus terms' })).not.toBeInTheDocument();
    expect(footer().getByText(/Gambling is for adults only/)).toBeInTheDocument();
  });

  it('drops links the site settings should never carry, and strips scripts from its text', async () => {
    server.use(
      http.get('*/content/site-settings', () =>
        HttpResponse.json({
          settings: {
            footer_links: [
              {
                title: 'Links',
                links: [
                  { label: 'Script', href: 'javascript:alert(1)' },
                  { label: 'Elsewhere', href: '//evil.example/x' },
                  { label: 'Plain http', href: 'http://evil.example' },
                  { label: 'Partner', href: 'https://partner.example/' },
                  { label: 'News', href: '/et/uudised' },
                ],
              },
            ],
            footer_html: '<p>Safe text</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
          },
        }),
      ),
    );
    renderWithProviders(<Footer />, { locale: 'et' });
    expect(await footer().findByRole('link', { name: 'News' })).toHaveAttribute('href', '/et/uudised');
    expect(footer().getByRole('link', { name: 'Partner' })).toHaveAttribute('href', 'https://partner.example/');
    for (const name of ['Script', 'Elsewhere', 'Plain http']) expect(footer().queryByRole('link', { name })).not.toBeInTheDocument();
    expect(await footer().findByText('Safe text')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo').innerHTML).not.toMatch(/onerror|<script/);
  });

  it('asks for the site settings only when the footer comes near the viewport, showing the static links until then', async () => {
    const observers: { callback: IntersectionObserverCallback; margin: string | undefined; targets: Element[] }[] = [];
    class Observer {
      readonly entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: Observer });
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/content/site-settings')) asked += 1;
    });
    try {
      renderWithProviders(
        <>
          <Footer />
          <LoginStatus />
        </>,
        { locale: 'en' },
      );
      await sessionChecked();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(asked).toBe(0);
      expect(footer().getByRole('heading', { name: 'Information' })).toBeInTheDocument();
      const [watch] = observers;
      expect(watch?.targets).toEqual([screen.getByRole('contentinfo')]);
      expect(watch?.margin).toBe('800px 0px');
      act(() => watch?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await footer().findByRole('link', { name: 'Bonus terms' })).toHaveAttribute('href', '/en/info/bonus-terms');
      expect(asked).toBe(1);
    } finally {
      server.events.removeAllListeners();
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('resolves a link by page slug in the locale', () => {
    expect(footerTarget({ label: 'x', page: 'privacy' }, 'et')).toEqual({ kind: 'internal', href: '/et/info/privacy' });
    expect(footerTarget({ label: 'x', href: 'data:text/html,hi' }, 'fi')).toBeNull();
  });
});
