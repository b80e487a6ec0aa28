import * as React from 'react';
import ReactDOMClient from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { hydrateInTransition } from '@/root/hydrate-in-transition';

type HydrateRoot = typeof ReactDOMClient.hydrateRoot;
// React marks the updates made inside startTransition through this field; it is how the
// hydration's own update gets a transition lane (a hydration React may slice and yield in).
const internals = (React as unknown as { __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: { T: unknown } })
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

describe('hydrateInTransition', () => {
  it('calls the original hydrateRoot inside a transition, with the same arguments, and returns its root', () => {
    const root = { render: jest.fn(), unmount: jest.fn() } as unknown as ReturnType<HydrateRoot>;
    let inTransition: boolean | null = null;
    const original = jest.fn<ReturnType<HydrateRoot>, Parameters<HydrateRoot>>(() => {
      inTransition = internals.T !== null;
      return root;
    });
    const client = { hydrateRoot: original as HydrateRoot };
    hydrateInTransition(client);
    const container = document.createElement('div');
    const options = { onRecoverableError: jest.fn() };
    expect(client.hydrateRoot(container, <p>x</p>, options)).toBe(root);
    expect(original).toHaveBeenCalledWith(container, <p>x</p>, options);
    expect(inTransition).toBe(true);
    expect(internals.T).toBeNull();
  });

  it('wraps once, however often the module is evaluated', () => {
    const original = jest.fn(() => ({}) as ReturnType<HydrateRoot>);
    const client = { hydrateRoot: original as unknown as HydrateRoot };
    hydrateInTransition(client);
    const wrapped = client.hydrateRoot;
    hydrateInTransition(client);
    expect(client.hydrateRoot).toBe(wrapped);
    client.hydrateRoot(document.createElement('div'), null);
    expect(original).toHaveBeenCalledTimes(1);
  });

  it('hydrates server HTML with React DOM, keeping the server nodes and attaching the handlers', async () => {
    const client = { hydrateRoot: ReactDOMClient.hydrateRoot };
    hydrateInTransition(client);
    const onClick = jest.fn();
    const app = <button type="button" onClick={onClick}>Pelaa</button>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      client.hydrateRoot(container, app);
    });
    expect(container.querySelector('button')).toBe(serverButton);
    serverButton?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

describe('the app', () => {
  it('hydrates in a transition: loading _app wraps the hydrateRoot that Next calls', async () => {
    await import('@/pages/_app');
    // Next's pages router calls `require('react-dom/client').hydrateRoot`, this very object.
    expect((ReactDOMClient.hydrateRoot as HydrateRoot & { inTransition?: true }).inTransition).toBe(true);
  });
});
