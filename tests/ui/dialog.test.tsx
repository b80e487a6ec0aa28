import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '@/ui/Dialog';
import { useDisclosure } from '@/ui/use-disclosure';

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

/** A page with its content, an opener and an automatic modal that closes by being removed (src/root/AutoModals.tsx). */
function AutomaticModal() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setShown(true)}>
          Open the reminder
        </button>
      </main>
      {shown ? (
        <Dialog open onClose={() => setShown(false)} labelledBy="reminder-title" automatic>
          <h2 id="reminder-title">Reality check</h2>
          <button type="button" onClick={() => setShown(false)}>
            Continue playing
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

/** The mobile sidebar: opened from the bottom bar, closed by its `open` going false. */
function Sidebar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <h1>Games</h1>
      </main>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="menu-title" exitMs={500}>
        <h2 id="menu-title">Menu</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}

/** A disclosure in the sidebar (the mobile menu's language list). */
function LanguageList() {
  const { open, setOpen, panelId, root, button, onKeyDown } = useDisclosure<HTMLDivElement>();
  return (
    <div ref={root} onKeyDown={onKeyDown}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        Language: English
      </button>
      <ul id={panelId} hidden={!open}>
        <li>
          <a href="/fi">Suomi</a>
        </li>
      </ul>
    </div>
  );
}

/** What a browser does with Escape in a modal dialog: a close request (cancel) unless a handler took the key. */
function pressEscape(target: Element) {
  const taken = !fireEvent.keyDown(target, { key: 'Escape' });
  const dialog = target.closest('dialog');
  if (!taken && dialog) fireEvent(dialog, new Event('cancel', { cancelable: true }));
}

describe('Dialog', () => {
  it('gives focus back to where it was when an automatic modal closes by being removed', async () => {
    const user = userEvent.setup();
    render(<AutomaticModal />);
    const opener = screen.getByRole('button', { name: 'Open the reminder' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['after a navigation, puts focus on the new page’s content, not on the button that opened it', () => window.history.pushState(null, '', '/en/suppliers'), 'main'],
    ['on the same page (a query change), gives focus back to its button', () => window.history.replaceState(null, '', '/en?panel=deposit'), 'menu'],
  ] as const)('closed %s', async (_, meanwhile, focused) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.history.replaceState(null, '', '/en');
    render(<Sidebar />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    // A link in the sidebar led on; the panel stack closes the sidebar after it.
    act(meanwhile);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(500));
    expect(focused === 'main' ? screen.getByRole('main') : menu).toHaveFocus();
  });

  it('removed after a navigation, puts focus on the new page’s content', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en');
    render(<AutomaticModal />);
    await user.click(screen.getByRole('button', { name: 'Open the reminder' }));
    act(() => window.history.pushState(null, '', '/en/profile/limits'));
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Escape on an open list inside it closes the list only', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <Dialog open onClose={onClose} labelledBy="menu-title">
        <h2 id="menu-title">Menu</h2>
        <LanguageList />
      </Dialog>,
    );
    const toggle = screen.getByRole('button', { name: 'Language: English' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    pressEscape(screen.getByRole('link', { name: 'Suomi' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    // With the list closed, Escape is the dialog's.
    pressEscape(toggle);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back without scrolling the page (focus() would bring a tall opener’s top under the sticky navbar)', async () => {
    const user = userEvent.setup();
    render(<AutomaticModal />);
    const opener = screen.getByRole('button', { name: 'Open the reminder' });
    await user.click(opener);
    const focus = jest.spyOn(opener, 'focus');
    await user.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(opener).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('closed on the same page, gives focus back to its button without scrolling', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    window.history.replaceState(null, '', '/en');
    render(<Sidebar />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const focus = jest.spyOn(menu, 'focus');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => jest.advanceTimersByTime(500));
    expect(menu).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('opened by itself while focus was nowhere, puts focus on the page’s content when Escape closes it, not on <body>', () => {
    function PopupOnArrival() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <main id="main" tabIndex={-1}>
            <h1>Games</h1>
          </main>
          {shown ? (
            <Dialog open onClose={() => setShown(false)} labelledBy="popup-title" automatic>
              <h2 id="popup-title">Announcement</h2>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<PopupOnArrival />);
    expect(document.body).toHaveFocus();
    pressEscape(screen.getByRole('heading', { name: 'Announcement' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('a press in a modal the app opened by itself does not close the dropdown under it', async () => {
    const user = userEvent.setup();
    function DropdownWithPopup() {
      const { open, setOpen, panelId, root, button } = useDisclosure<HTMLDivElement>();
      const [popup, setPopup] = useState(true);
      return (
        <>
          <div ref={root}>
            <button ref={button} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
              Profile
            </button>
            <div id={panelId} hidden={!open}>
              Deposit result
            </div>
          </div>
          <button type="button">Elsewhere</button>
          {popup ? (
            <Dialog open onClose={() => setPopup(false)} labelledBy="popup-title" automatic>
              <h2 id="popup-title">Announcement</h2>
              <button type="button" onClick={() => setPopup(false)}>
                Close
              </button>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<DropdownWithPopup />);
    const profile = screen.getByRole('button', { name: 'Profile' });
    await user.click(profile);
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(profile).toHaveAttribute('aria-expanded', 'true');
    // A press outside both still closes it.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(profile).toHaveAttribute('aria-expanded', 'false');
  });
});
