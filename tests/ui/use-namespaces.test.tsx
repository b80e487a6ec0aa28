import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import browserI18next from '@/lib/i18n/browser-i18next';
import { useNamespaces } from '@/ui/use-namespaces';
import { loadResources } from '../utils/i18n';
import { server } from '../utils/msw';

/** A page's i18next: what its props carried, without the panels' own namespace. */
function pageI18n() {
  const { account, ...carried } = loadResources('fi');
  void account;
  const instance = browserI18next.createInstance();
  void instance.use(initReactI18next).init({ lng: 'fi', defaultNS: 'common', resources: { fi: carried as Record<string, never> } });
  return instance;
}

function Panel() {
  const strings = useNamespaces(['account']);
  const { t } = useTranslation('account');
  if (strings.failed) {
    return (
      <button type="button" onClick={strings.retry}>
        retry
      </button>
    );
  }
  return <p>{strings.ready ? t('support.chat') : 'loading'}</p>;
}

const served = (status = 200) =>
  http.get('http://localhost/locales/fi/account.json', () =>
    status === 200 ? HttpResponse.json(loadResources('fi').account) : new HttpResponse('gone', { status }),
  );

describe('useNamespaces', () => {
  it('fetches a namespace the page did not carry, then renders with it', async () => {
    server.use(served());
    render(
      <I18nextProvider i18n={pageI18n() as never}>
        <Panel />
      </I18nextProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Aloita chat')).toBeInTheDocument();
  });

  it('offers a retry when the file cannot be fetched', async () => {
    server.use(served(503));
    render(
      <I18nextProvider i18n={pageI18n() as never}>
        <Panel />
      </I18nextProvider>,
    );
    const retry = await screen.findByRole('button', { name: 'retry' });
    server.use(served());
    await userEvent.click(retry);
    expect(await screen.findByText('Aloita chat')).toBeInTheDocument();
  });
});
