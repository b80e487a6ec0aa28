import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AvatarPanel } from '@/features/account/AvatarPanel';
import { ClosePanel } from '@/features/account/ClosePanel';
import { ProfilePanel } from '@/features/account/ProfilePanel';
import { AVATARS } from '@/lib/avatars';
import { getWorld } from '@/mocks/world/worlds';
import { server } from '../utils/msw';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

const DOCS = 1601; // documents@kasino.test: avatar id 42, unknown to the app
const REGULAR = 1002; // regular@kasino.test: avatar 7

const chatScript = () => document.head.querySelector<HTMLScriptElement>('script[src$="/chat/widget.js"]');

afterEach(() => {
  chatScript()?.remove();
  delete window.KasinoChat;
});

describe('avatar panel', () => {
  it('says when the current avatar could not be loaded, that a new one can still be chosen, and loads it again on request (fi)', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'second.getAvatar', remaining: 1, status: 503 });
    renderPlayerPanel(REGULAR, <AvatarPanel />, 'fi');
    const failed = await screen.findByTestId('avatar-failed');
    expect(failed).toHaveTextContent('Nykyistä profiilikuvaasi ei voitu ladata. Voit silti valita uuden.');
    expect(within(screen.getByRole('group', { name: 'Profiilikuvat' })).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(within(failed).getByRole('button', { name: 'Yritä uudelleen' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Profiilikuva 7' })).toBeChecked());
    expect(screen.queryByTestId('avatar-failed')).not.toBeInTheDocument();
  });

  it("offers this brand's avatars with an unknown id shown as avatar 1, and shows a saved one at once in the profile panel", async () => {
    const user = userEvent.setup();
    let avatarReads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/second/user/avatar') avatarReads += 1;
    });
    renderPlayerPanel(
      DOCS,
      <>
        <ProfilePanel />
        <AvatarPanel />
      </>,
    );
    const group = await screen.findByRole('group', { name: 'Avatars' });
    expect(within(group).getAllByRole('radio')).toHaveLength(AVATARS.length);
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Avatar 1' })).toBeChecked());
    expect(await screen.findByTestId('profile-avatar')).toHaveAttribute('data-avatar', '1');
    const reads = avatarReads;

    await user.click(within(group).getByRole('radio', { name: 'Avatar 5' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Your avatar has been changed.')).toBeInTheDocument();
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-avatar', '5');
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('src', '/avatars/5.svg');
    expect(seededPlayer(DOCS).avatar).toBe(5);
    // From the answer, not from asking again.
    expect(avatarReads).toBe(reads);
  }, 20_000);

  it('takes a save whose answer does not name the avatar (spec 7.2 shows no answer) as the one asked for', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    server.use(
      http.post('*/second/user/avatar', async ({ request }) => {
        sent.push(String((await request.formData()).get('avatar')));
        return HttpResponse.json({ success: true });
      }),
    );
    renderPlayerPanel(
      REGULAR,
      <>
        <ProfilePanel />
        <AvatarPanel />
      </>,
    );
    const group = await screen.findByRole('group', { name: 'Avatars' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Avatar 7' })).toBeChecked());
    await user.click(within(group).getByRole('radio', { name: 'Avatar 3' }));
    await user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByTestId('avatar-notice')).toHaveTextContent('Your avatar has been changed.');
    expect(sent).toEqual(['3']);
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('src', '/avatars/3.svg');
    expect(within(group).getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  });

  it('says so when the save fails, and keeps the avatar shown', async () => {
    const user = userEvent.setup();
    const { getWorld } = await import('@/mocks/world/worlds');
    getWorld().failures.push({ call: 'second.setAvatar', remaining: 1, errorCode: 195 });
    renderPlayerPanel(
      REGULAR,
      <>
        <ProfilePanel />
        <AvatarPanel />
      </>,
      'fi',
    );
    const group = await screen.findByRole('group', { name: 'Profiilikuvat' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Profiilikuva 7' })).toBeChecked());
    await user.click(within(group).getByRole('radio', { name: 'Profiilikuva 2' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna profiilikuva' }));
    expect(await screen.findByTestId('avatar-notice')).toHaveTextContent('Tarkista tämä tieto.');
    expect(screen.getByTestId('profile-avatar')).toHaveAttribute('data-avatar', '7');
    expect(seededPlayer(REGULAR).avatar).toBe(7);
  });
});

describe('close panel', () => {
  it('offers a break instead, asks for a confirmation, and prepares the request with the player filled in', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <ClosePanel selfExclusion={<p>self-exclusion help</p>} />);
    const instead = await screen.findByTestId('close-instead');
    expect(within(instead).getByRole('button', { name: 'Cool-off and limits' })).toBeInTheDocument();
    expect(within(instead).getByRole('link', { name: 'Open the limits page' })).toHaveAttribute('href', '/en/profile/limits');
    expect(within(instead).getByText('self-exclusion help')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prepare the request' }));
    expect(await screen.findByText('Tick the box to confirm that you want to close your account.')).toBeInTheDocument();
    expect(screen.queryByTestId('close-request')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /Why are you leaving/ }), 'tooMuch');
    await user.click(screen.getByRole('checkbox', { name: /closing my account is permanent/ }));
    await user.click(screen.getByRole('button', { name: 'Prepare the request' }));
    const player = seededPlayer(REGULAR);
    const text = await screen.findByTestId('close-request-text');
    for (const part of [`Customer number: ${player.userId}`, `Email: ${player.email}`, `Phone: ${player.phoneNumber}`, `Name: ${player.firstName} ${player.lastName}`, 'Reason: I play too much']) {
      expect(text).toHaveTextContent(part);
    }
    const mail = new URL(screen.getByRole('link', { name: 'Send by email' }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('support@kasino.example');
    expect(mail.searchParams.get('subject')).toBe(`Request to close my account (${player.userId})`);
    expect(mail.searchParams.get('body')).toContain(`Customer number: ${player.userId}`);
  });

  it('sends the same request into the live chat', async () => {
    const user = userEvent.setup();
    renderPlayerPanel(REGULAR, <ClosePanel selfExclusion={null} />, 'et');
    await user.click(await screen.findByRole('checkbox', { name: /konto sulgemine on lõplik/ }));
    await user.click(screen.getByRole('button', { name: 'Koosta taotlus' }));
    await user.click(await screen.findByRole('button', { name: 'Saada vestluses' }));
    // While the chat's code comes, the button says so (it once kept its label for 15 s).
    expect(screen.getByTestId('close-chat')).toHaveTextContent('Vestluse avamine…');
    const open = jest.fn();
    window.KasinoChat = { open, end: jest.fn() };
    chatScript()?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const identity = open.mock.calls[0]?.[0] as { email: string; locale: string; message: string };
    expect(identity).toMatchObject({ email: 'regular@kasino.test', locale: 'et' });
    expect(identity.message).toContain('Tere!\n\nPalun sulgege minu Kasino konto');
    expect(identity.message).toContain('Kliendinumber: 1002');
    await waitFor(() => expect(screen.getByTestId('close-chat')).toHaveTextContent('Saada vestluses'));
  });
});
