import { useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { KEEP_SERVER_HTML } from '@/ui/hydrate-where-shown';
import { useShownBy } from '@/ui/media';

const WIDE = '@media (min-width: 1280px)';

/** A window whose width the test sets: matchMedia answers for WIDE and tells its listeners. */
function fakeWindowWidth(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return current >= 1280;
    },
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn((query: string) => {
    expect(query).toBe('(min-width: 1280px)');
    return list as unknown as MediaQueryList;
  });
  return {
    resize(to: number) {
      current = to;
      listeners.forEach((listener) => listener());
    },
    listening: () => listeners.size,
  };
}

const pressed = jest.fn();

/**
 * A part shown only on a wide window, as the desktop navbar is; not memoised here, so that the
 * kept element renders again with the page (React must not write its HTML again).
 */
function WidePart() {
  return useShownBy(WIDE) ? <LivePart /> : <KeptPart />;
}
function KeptPart() {
  return <header className="wide" {...KEEP_SERVER_HTML} />;
}
function LivePart() {
  const [count, setCount] = useState(0);
  return (
    <header className="wide">
      <button type="button" onClick={() => { pressed(); setCount(count + 1); }}>Pressed {count}</button>
    </header>
  );
}

let rerenderPage: () => void = () => undefined;
function Page() {
  const [renders, setRenders] = useState(0);
  rerenderPage = () => setRenders(renders + 1);
  return (
    <>
      <WidePart />
      <p>Page {renders}</p>
    </>
  );
}

/** The server's HTML of the page (the server shows every part), hydrated in a window `width` wide. */
async function hydrateAt(width: number) {
  const matchMedia = window.matchMedia;
  // The server has no matchMedia.
  Reflect.deleteProperty(window, 'matchMedia');
  const html = renderToString(<Page />);
  const size = fakeWindowWidth(width);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector('button');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  await act(async () => {
    ReactDOMClient.hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
  });
  return {
    container, serverButton, size, errors, recoverable,
    cleanup: () => {
      errors.mockRestore();
      container.remove();
      window.matchMedia = matchMedia;
    },
  };
}

beforeEach(() => pressed.mockClear());

describe('a part shown only on a wide window', () => {
  it('keeps the server HTML as it is on a narrow window, without hydrating it or any error', async () => {
    const page = await hydrateAt(390);
    const button = page.container.querySelector('button');
    expect(button).toBe(page.serverButton);
    expect(button).toHaveTextContent('Pressed 0');
    expect(page.container.querySelector('header')).toHaveClass('wide');
    button?.click();
    expect(pressed).not.toHaveBeenCalled();
    // The page around it goes on rendering, and the part stays as the server sent it.
    await act(async () => rerenderPage());
    expect(page.container.querySelector('p')).toHaveTextContent('Page 1');
    expect(page.container.querySelector('button')).toBe(page.serverButton);
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.recoverable).not.toHaveBeenCalled();
    page.cleanup();
  });

  it('renders it whole once the window widens, and stops listening', async () => {
    const page = await hydrateAt(390);
    expect(page.size.listening()).toBe(1);
    await act(async () => page.size.resize(900));
    expect(page.container.querySelector('button')).toBe(page.serverButton);
    await act(async () => page.size.resize(1440));
    const button = page.container.querySelector('button');
    expect(button).not.toBe(page.serverButton);
    expect(page.container.querySelectorAll('header')).toHaveLength(1);
    await act(async () => button?.click());
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Pressed 1');
    expect(page.size.listening()).toBe(0);
    // Narrowed again, it stays as it is now.
    await act(async () => page.size.resize(390));
    expect(page.container.querySelector('button')).toBe(button);
    expect(page.errors).not.toHaveBeenCalled();
    page.cleanup();
  });

  it('hydrates as usual on a wide window: the server nodes, with their handlers', async () => {
    const page = await hydrateAt(1440);
    expect(page.size.listening()).toBe(0);
    const button = page.container.querySelector('button');
    expect(button).toBe(page.serverButton);
    await act(async () => button?.click());
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.recoverable).not.toHaveBeenCalled();
    page.cleanup();
  });

  it('is shown where the browser cannot say (no matchMedia)', () => {
    const matchMedia = window.matchMedia;
    Reflect.deleteProperty(window, 'matchMedia');
    const container = document.createElement('div');
    const root = ReactDOMClient.createRoot(container);
    act(() => root.render(<WidePart />));
    expect(container.querySelector('button')).toHaveTextContent('Pressed 0');
    act(() => root.unmount());
    window.matchMedia = matchMedia;
  });
});
