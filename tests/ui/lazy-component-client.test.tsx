import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Suspense, type ComponentType } from 'react';
import { lazyComponent, type LazyState } from '@/ui/lazy-component';

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

  it("keeps a server-rendered part's HTML while its code loads, though the page around it renders again", async () => {
    const errors = jest.mocked(console.error);
    const { load, resolve } = chunk();
    const Lazy = lazyComponent(load, { ssr: true, loading: Loading });
    const container = document.createElement('div');
    const page = (n: number) => (
      <main>
        <h1>Lobby {n}</h1>
        <Lazy name="Aino" />
      </main>
    );
    // What the server sent: the part's HTML, inlined in its boundary.
    container.innerHTML = renderToString(
      <main>
        <h1>Lobby {1}</h1>
        <Suspense>
          <Greeting name="Aino" />
        </Suspense>
      </main>,
    );
    expect(container.innerHTML).toContain('<!--$--><p>Hello');
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(1), { onRecoverableError: (error) => console.error(error) }));
    expect(container).toHaveTextContent('Hello Aino');
    await act(async () => root.render(page(2)));
    expect(container).toHaveTextContent('Lobby 2');
    expect(container).toHaveTextContent('Hello Aino');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await resolve();
    expect(container).toHaveTextContent('Hello Aino');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
