import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { renderToReadableStream } from 'react-dom/server';
import { useState, type ComponentType, type FormEvent } from 'react';
import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { HOLD_SUBMITS_SCRIPT } from '@/lib/hold-submits';
import { deferredForm, useDeferredForm } from '@/ui/form/deferred-form';
import { createI18n } from '../utils/i18n';

// React's node server schedules with setImmediate, which jsdom does not have.
globalThis.setImmediate ??= ((run: () => void) => setTimeout(run, 0)) as unknown as typeof setImmediate;

// Here the server's renderer and the browser's share one copy of React and of the form's
// context (one jsdom; a deployment renders them in different processes), which React's
// development build warns of on every client render. Only that warning is muted.
const SHARED_RENDERERS = /Detected multiple renderers concurrently rendering the same context provider/;
beforeAll(() => {
  // The page's inline script, as the document runs it while the HTML is parsed (src/pages/_document.tsx).
  new Function(HOLD_SUBMITS_SCRIPT)();
  const print = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && SHARED_RENDERERS.test(args[0])) return;
    print(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

type Props = { onSend: (email: string) => void };
/** The form's import as Next's build would name it. */
const CHUNK = 'features/test/Page.tsx -> ./EmailForm';

/** Stands for a form built with react-hook-form: uncontrolled inputs, read when submitted. */
function EmailForm({ onSend }: Props) {
  const deferred = useDeferredForm();
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend((event.currentTarget.elements.namedItem('email') as HTMLInputElement).value);
    setSent(true);
  };
  return (
    <form {...deferred} onSubmit={submit} noValidate>
      <label>
        Email
        <input name="email" type="email" />
      </label>
      <button type="submit">Send</button>
      {sent ? <p>Sent</p> : null}
    </form>
  );
}

/**
 * The server's HTML hydrated with a deferred form whose chunk arrives when the test says so
 * (`arrive` also lets the held submit's task run).
 */
async function hydrateDeferred(container: HTMLElement, beforeHydration?: () => Promise<void>) {
  let resolveChunk: (() => void) | undefined;
  const load = jest.fn(() => new Promise<ComponentType<Props>>((resolve) => (resolveChunk = () => resolve(EmailForm))));
  const Form = deferredForm(load, CHUNK);
  const onSend = jest.fn();
  container.innerHTML = await serverHtml();
  // The page's module has run (the form was made above); React has not hydrated yet.
  await beforeHydration?.();
  await act(async () => {
    hydrateRoot(container, <Form onSend={onSend} />);
  });
  const arrive = async () => {
    await act(async () => resolveChunk?.());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { load, onSend, arrive };
}

/** The HTML the pages router sends: it waits for the lazy part, so the form is in it. */
async function serverHtml(): Promise<string> {
  const Form = deferredForm(async () => EmailForm, CHUNK);
  const stream = await renderToReadableStream(<Form onSend={() => {}} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe('deferredForm', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it("names its chunk to Next's record of the dynamic imports the server rendered, so the page's HTML preloads it", async () => {
    const Form = deferredForm(async () => EmailForm, CHUNK);
    const reported: string[] = [];
    const stream = await renderToReadableStream(
      <LoadableContext.Provider value={(name) => reported.push(name)}>
        <Form onSend={() => {}} />
      </LoadableContext.Provider>,
    );
    await stream.allReady;
    expect(await new Response(stream).text()).toContain('name="email"');
    expect(reported).toContain(CHUNK);
  });

  it('is in the server HTML as a POST form, inlined (no boundary left for a script to reveal)', async () => {
    const html = await serverHtml();
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toContain('name="email"');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<template');
  });

  it('keeps what was typed before its code arrived, and sends a submit pressed meanwhile once it is live', async () => {
    const user = userEvent.setup();
    const { load, onSend, arrive } = await hydrateDeferred(container);
    expect(load).toHaveBeenCalledTimes(1);
    // The browser's own submit would leave the page: it must not happen.
    const browserSubmits: boolean[] = [];
    const watch = (event: Event) => browserSubmits.push(event.defaultPrevented);
    document.addEventListener('submit', watch);
    await user.type(screen.getByLabelText('Email'), 'aino@kasino.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(browserSubmits).toEqual([true]);
    expect(onSend).not.toHaveBeenCalled();

    await arrive();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('aino@kasino.test');
    expect(screen.getByText('Sent')).toBeInTheDocument();
    // Live now: a submit goes straight to the form's handler.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(2);
    document.removeEventListener('submit', watch);
  });

  it('holds a submit pressed before the page hydrated, and sends it with what was typed once the form is live', async () => {
    const user = userEvent.setup();
    const browserSubmits: boolean[] = [];
    const watch = (event: Event) => browserSubmits.push(event.defaultPrevented);
    document.addEventListener('submit', watch);
    const { onSend, arrive } = await hydrateDeferred(container, async () => {
      await user.type(screen.getByLabelText('Email'), 'early@kasino.test');
      await user.click(screen.getByRole('button', { name: 'Send' }));
    });
    document.removeEventListener('submit', watch);
    expect(browserSubmits).toEqual([true]);
    expect(onSend).not.toHaveBeenCalled();

    await arrive();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('early@kasino.test');
  });

  it('says so with a retry when its code cannot come, instead of leaving the page without a form', async () => {
    const user = userEvent.setup();
    // The request made as the page's module ran fails (the network is down); the retry succeeds.
    const load = jest.fn<Promise<ComponentType<Props>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(EmailForm);
    container.innerHTML = await serverHtml();
    const Form = deferredForm(load, CHUNK);
    // React reports the failed import its boundary caught; the test asserts what the player sees.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={createI18n('fi')}>
          <Form onSend={() => {}} />
        </I18nextProvider>,
        // React gives up the server's form and renders the part on the client, and says so (Next logs it).
        { onRecoverableError: () => {} },
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Lomaketta ei voitu ladata. Tarkista yhteys ja yritä uudelleen.');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    reported.mockRestore();
  });

  it('does not send a submit held for a form whose code failed from the empty form its retry brings', async () => {
    const user = userEvent.setup();
    const load = jest.fn<Promise<ComponentType<Props>>, []>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(EmailForm);
    container.innerHTML = await serverHtml();
    const Form = deferredForm(load, CHUNK);
    const onSend = jest.fn();
    // Pressed on the server's form while its code was on its way: held.
    await user.type(screen.getByLabelText('Email'), 'lost@kasino.test');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(
        container,
        <I18nextProvider i18n={createI18n('en')}>
          <Form onSend={onSend} />
        </I18nextProvider>,
        { onRecoverableError: () => {} },
      );
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    // The new form is the player's to fill: nothing was sent from it, and no message says a field is empty.
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByText('Sent')).toBeNull();
    reported.mockRestore();
  });

  it('sends nothing by itself when nothing was pressed before it went live', async () => {
    const { onSend, arrive } = await hydrateDeferred(container);
    await arrive();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});
