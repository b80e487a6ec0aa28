import { screen, waitFor } from '@testing-library/react';
import { AFFILIATE_BANNER_SHOWN_COOKIE } from '@/lib/rules/affiliate';
import { SEEN_POPUPS_KEY } from '@/lib/rules/site-popups';
import { AppLayout } from '@/root/AppLayout';
import { useProfile } from '@/state/profile';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

// The whole shell renders, with lazy parts and the mock backend: more than jest's 5 s on a busy machine.
jest.setTimeout(20_000);

function Who() {
  return <output data-testid="who">{useProfile().isLoggedIn ? 'player' : 'visitor'}</output>;
}

afterEach(() => {
  document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=; max-age=0; path=/`;
});

// The mobile toolbar is in the page's flow and its code loads after the login is known: without
// its place held, it came a moment later and pushed the page down under a tap on its way.
it("holds the mobile toolbar's place from the moment the player is known until it comes", async () => {
  signInAs(1002);
  window.localStorage.setItem(SEEN_POPUPS_KEY, JSON.stringify([1, 2, 3]));
  document.cookie = `${AFFILIATE_BANNER_SHOWN_COOKIE}=1; path=/`;
  const gaps: string[] = [];
  const observer = new MutationObserver(() => {
    const player = document.querySelector('[data-testid="who"]')?.textContent === 'player';
    const toolbar = document.querySelector('[data-testid="mobile-toolbar"]');
    const space = document.querySelector('[data-testid="mobile-toolbar-space"]');
    if (player && !toolbar && !space) gaps.push('neither the toolbar nor its place');
    if (toolbar && space) gaps.push('both');
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  renderWithProviders(
    <AppLayout>
      <Who />
    </AppLayout>,
    { locale: 'fi', router: { pathname: '/', asPath: '/', query: {} } },
  );
  await waitFor(() => expect(screen.getByTestId('mobile-toolbar')).toBeInTheDocument());
  observer.disconnect();
  expect(gaps).toEqual([]);
  expect(screen.queryByTestId('mobile-toolbar-space')).not.toBeInTheDocument();
});
