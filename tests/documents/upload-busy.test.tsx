import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadDocumentsPanel } from '@/features/documents/UploadDocumentsPanel';
import { getWorld } from '@/mocks/world/worlds';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { holdPost, server } from '../utils/msw';
import { mainCalls, renderPlayerPanel } from '../utils/player-panel';

// Whole panels over msw, several steps each.
jest.setTimeout(20_000);

const REGULAR = 1002;

/** Node's File: jsdom's is not a Blob to Node's FormData, which jest's fetch uses. */
const file = (name: string, bytes: number): File => new NodeFile([new Uint8Array(bytes)], name, { type: 'application/pdf' }) as unknown as File;


/*
 * A button that became `disabled` while the upload ran dropped the keyboard player's focus to
 * <body> (the browser's focus fixup, emulated here): the running one is busy and keeps focus,
 * the others are announced unavailable, and a press on either does nothing.
 */
let stopFixup = () => {};
beforeEach(() => (stopFixup = emulateFocusFixup()));
afterEach(() => {
  stopFixup();
  server.events.removeAllListeners();
});

describe('upload documents while the upload runs', () => {
  it('Upload keeps focus, busy, and a second Enter sends nothing', async () => {
    const user = userEvent.setup();
    const calls = mainCalls('player/documentUpload');
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Document type/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Files/), [file('passport.pdf', 500)]);
    const answer = holdPost('player/documentUpload');
    const submit = screen.getByTestId('upload-submit');
    act(() => submit.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAccessibleName('Uploading…'));
    expect(submit).toHaveFocus();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');

    await answer();
    expect(await screen.findByTestId('upload-results')).toHaveTextContent('All files were uploaded.');
    expect(calls).toHaveLength(1);
  });

  it('Try the failed ones again keeps focus, busy; Back and Upload more are unavailable', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.uploadDocument', remaining: 1, errorCode: 160 });
    const calls = mainCalls('player/documentUpload');
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Document type/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Files/), [file('passport.pdf', 500)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const retry = await screen.findByTestId('upload-retry');
    const answer = holdPost('player/documentUpload');
    act(() => retry.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    const back = screen.getByRole('button', { name: 'Back' });
    const another = screen.getByRole('button', { name: 'Upload more' });
    for (const other of [back, another]) {
      expect(other).toHaveAttribute('aria-disabled', 'true');
      expect(other).not.toHaveAttribute('aria-busy');
    }
    await user.click(another);
    expect(screen.getByTestId('upload-results')).toBeInTheDocument();

    await answer();
    expect(await screen.findByText('All files were uploaded. We will review them soon.')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});
