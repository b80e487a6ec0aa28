import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createContext, startTransition, Suspense, useState, type ComponentType } from 'react';
import { HYDRATION_PATIENCE_MS, lazyComponent, type LazyState } from '@/ui/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Loading({ failed, retry }: LazyState) {
  return failed ? (
    <button type="button" onClick={retry}>
      Try again
    </button>
  ) : (
    <p role="status">Loading</p>
  );
}

/** A chunk that resolves or fails when the test says so. */
function chunk() {
  let settle: { resolve: (c: ComponentType<{ name: string }>) => void; reject: (e: Error) => void } | undefined;
  const load = jest.fn(
    () =>
      new Promise<ComponentType<{ name: string }>>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => act(async () => settle?.resolve(Greeting)),
    fail: () => act(async () => settle?.reject(new Error('ChunkLoadError: Loading chunk 42 failed.'))),
  };
}

describe('lazyComponent in the browser', () => {
  // React reports an error its boundary caught; here that is the point of the test.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loading view until the code is in, then the component, and fetches the code once', async () => {
    const { load, resolve } = chunk();
    const Lazy = lazyComponent(load, { loading: Loading });
    const { rerender } = render(<Lazy name="Aino" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await resolve();
    expect(screen.getByText('Hello Aino')).toBeInTheDocument();
    rerender(
      <>
        <Lazy name="Aino" />
        <Lazy name="Mari" />
      </>,
    );
    expect(screen.getByText('Hello Mari')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed chunk with a retry (not a crashed page), and the retry loads it again', async () => {
    const user = userEvent.setup();
    const { load, resolve, fail } = chunk();
    const Lazy = lazyComponent(load, { loading: Loading });
    render(
      <>
        <h1>Lobby</h1>
        <Lazy name="Aino" />
      </>,
    );
    await fail();
    expect(screen.getByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await resolve();
    expect(screen.getByText('Hello Aino')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing for a failed chunk when it has no loading view', async () => {
    const { load, fail } = chunk();
    const Lazy = lazyComponent(load);
    render(
      <main>
        <Lazy name="Aino" />
      </main>,
    );
    await fail();
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });

  it('hydrates a client-only part without a mismatch, then loads it', async () => {
    const errors = jest.mocked(console.error);
    const { load, resolve } = chunk();
    const Lazy = lazyComponent(load, { loading: Loading });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Lazy name="Aino" />);
    document.body.append(container);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, <Lazy name="Aino" />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(container).toHaveTextContent('Hello Aino');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  describe('a server-rendered part', () => {
    /** A field standing for a deferred form: uncontrolled, so what is typed lives in the DOM. */
    function Field({ name }: { name: string }) {
      return (
        <label>
          {name}
          <input name="email" />
        </label>
      );
    }
    const Count = createContext(0);
    /** A page whose button changes a context above the part, as the session check's answer does. */
    function Page({ Part }: { Part: ComponentType<{ name: string }> }) {
      const [count, setCount] = useState(0);
      return (
        <Count.Provider value={count}>
          <button type="button" onClick={() => setCount(count + 1)}>
            Pressed {count}
          </button>
          <Part name="Email" />
        </Count.Provider>
      );
    }
    /** What the server sent: the page with the part's HTML, inlined in its boundary. */
    function serverPage(container: HTMLElement) {
      const ServerPart = ({ name }: { name: string }) => (
        <Suspense>
          <Field name={name} />
        </Suspense>
      );
      container.innerHTML = renderToString(<Page Part={ServerPart} />);
      expect(container.innerHTML).toContain('<!--$--><label>Email');
    }

    it('hydrates with the page: the page waits for its code, keeping the server HTML and what was typed, then hydrates whole', async () => {
      const errors = jest.mocked(console.error);
      const recoverable = jest.fn();
      let arrive: () => void = () => undefined;
      const load = jest.fn(() => new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = () => resolve(Field))));
      const container = document.createElement('div');
      serverPage(container);
      document.body.append(container);
      const input = screen.getByLabelText<HTMLInputElement>('Email');
      const button = screen.getByRole('button');
      // Hydrated in a transition, as the app's pages are (src/root/hydrate-in-transition.ts).
      await act(async () => startTransition(() => void hydrateRoot(container, <Page Part={lazyComponent(load, { ssr: true })} />, { onRecoverableError: recoverable })));
      expect(load).toHaveBeenCalledTimes(1);
      // Typed as the browser takes it before the page is React's (no events React would see).
      input.value = 'aino@kasino.test';
      // A press before the part's code came: the page is the server's still, and the part stays.
      await act(async () => button.click());
      expect(screen.getByLabelText('Email')).toBe(input);
      expect(input).toHaveValue('aino@kasino.test');

      await act(async () => arrive());
      await act(async () => button.click());
      expect(button).toHaveTextContent('Pressed 1');
      expect(screen.getByLabelText('Email')).toBe(input);
      expect(input).toHaveValue('aino@kasino.test');
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    });

    describe('whose code does not come (a request that hangs)', () => {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => {
        jest.useRealTimers();
        document.body.replaceChildren();
      });

      /**
       * The server's page hydrating with a part whose code comes only when the test says. Asked
       * again while on its way, the code is the same download (webpack answers a chunk it is
       * loading with the promise it has).
       */
      async function hydrateWaiting({ withFailureView = true } = {}) {
        let arrive: () => void = () => undefined;
        const download = new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = () => resolve(Greeting)));
        const load = jest.fn(() => download);
        const container = document.createElement('div');
        serverPage(container);
        document.body.append(container);
        // React tells of the part it rendered afresh instead of hydrating it, as for a failed load (Next logs it).
        await act(async () => startTransition(() => void hydrateRoot(container, <Page Part={lazyComponent(load, { ssr: true, ...(withFailureView ? { loading: Loading } : {}) })} />, { onRecoverableError: () => {} })));
        return { load, resolve: () => act(async () => arrive()), button: screen.getByRole('button', { name: /Pressed/ }) };
      }

      it('holds the page only so long: then the page is answered and the part shows its retry, never a blank', async () => {
        const { button } = await hydrateWaiting();
        await act(async () => jest.advanceTimersByTime(HYDRATION_PATIENCE_MS - 1));
        await act(async () => button.click());
        expect(button).toHaveTextContent('Pressed 0');
        expect(screen.getByLabelText('Email')).toBeInTheDocument();

        await act(async () => jest.advanceTimersByTime(1));
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
        await act(async () => button.click());
        expect(button).toHaveTextContent('Pressed 1');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      });

      it('shows the part by itself when its late code comes, without asking again', async () => {
        const { load, resolve } = await hydrateWaiting();
        await act(async () => jest.advanceTimersByTime(HYDRATION_PATIENCE_MS));
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        await resolve();
        expect(screen.getByText('Hello Email')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
        // The part asked webpack again, which answered with the same download.
        expect(load).toHaveBeenCalledTimes(2);
      });

      it('without a failure view (the maintenance page) is waited for: no blank where the server HTML was', async () => {
        const { button, resolve } = await hydrateWaiting({ withFailureView: false });
        await act(async () => jest.advanceTimersByTime(HYDRATION_PATIENCE_MS * 3));
        await act(async () => button.click());
        expect(button).toHaveTextContent('Pressed 0');
        expect(screen.getByLabelText('Email')).toBeInTheDocument();
        await resolve();
        await act(async () => button.click());
        expect(button).toHaveTextContent('Pressed 1');
        expect(screen.getByText('Hello Email')).toBeInTheDocument();
      });

      it('whose retry is pressed waits for the same download and shows the part when it comes', async () => {
        const { resolve } = await hydrateWaiting();
        await act(async () => jest.advanceTimersByTime(HYDRATION_PATIENCE_MS));
        await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
        expect(screen.getByRole('status')).toHaveTextContent('Loading');
        await resolve();
        expect(screen.getByText('Hello Email')).toBeInTheDocument();
      });
    });

    it('that mounts after the page has hydrated shows its loading view while its code comes', async () => {
      const { load, resolve } = chunk();
      const Lazy = lazyComponent(load, { ssr: true, loading: Loading });
      render(<Lazy name="Aino" />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      await resolve();
      expect(screen.getByText('Hello Aino')).toBeInTheDocument();
    });
  });
});
