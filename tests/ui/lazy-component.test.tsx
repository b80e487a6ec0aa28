/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { renderToPipeableStream } from 'react-dom/server';
import { lazyComponent } from '@/ui/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** What the pages router sends: it waits for every lazy part before the HTML goes out. */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => resolve(text(pipe(new PassThrough()))),
      onError: reject,
    });
  });
}

describe('lazyComponent on the server', () => {
  it('renders an ssr part into the HTML once its code is in, with no fallback left behind', async () => {
    const Lazy = lazyComponent(async () => Greeting, { ssr: true, loading: () => <p>Loading</p> });
    const html = await serverHtml(<Lazy name="Aino" />);
    expect(html).toContain('Hello <!-- -->Aino');
    expect(html).not.toContain('Loading');
  });

  it('sends only the loading view of a client-only part, and does not fetch its code', async () => {
    const load = jest.fn(async () => Greeting);
    const Lazy = lazyComponent(load, { loading: () => <p>Loading</p> });
    const html = await serverHtml(<Lazy name="Aino" />);
    expect(html).toContain('Loading');
    expect(html).not.toContain('Hello');
    expect(load).not.toHaveBeenCalled();
  });
});
