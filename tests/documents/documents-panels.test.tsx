import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DocumentsPanel, VerificationPanel } from '@/features/documents/DocumentsPanel';
import { UploadDocumentsPanel } from '@/features/documents/UploadDocumentsPanel';
import { getWorld } from '@/mocks/world/worlds';
import { shortDateText } from '../utils/date-text';
import { emulateFocusFixup } from '../utils/focus-fixup';
import { server } from '../utils/msw';
import { renderPlayerPanel, seededPlayer } from '../utils/player-panel';

const DOCS = 1601; // documents@kasino.test: every status
const REGULAR = 1002;

/** Node's File: jsdom's is not a Blob to Node's FormData, which jest's fetch uses. */
const file = (name: string, bytes: number, type = 'application/pdf'): File => new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

/** The uploads the backend received, as they start. */
function uploads(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/main/player/documentUpload') seen.push(request.clone());
  });
  return seen;
}

describe('documents panel', () => {
  it('lists every document with its type, source, status and upload time in the locale, and the verification status', async () => {
    renderPlayerPanel(DOCS, <DocumentsPanel />, 'fi');
    const table = await screen.findByTestId('documents-list');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const docs = seededPlayer(DOCS).documents;
    const newest = docs.find((d) => d.id === 'doc-1601-4');
    expect(rows[0]).toHaveTextContent('Varojen alkuperä');
    expect(rows[0]).toHaveTextContent('Ladattu täällä');
    expect(rows[0]).toHaveTextContent('Odottaa tarkistusta');
    expect(rows[0]).toHaveTextContent(shortDateText(new Date(newest?.uploadTime ?? ''), 'fi'));
    expect(rows[1]).toHaveTextContent('Sähköpostilla');
    expect(rows[2]).toHaveTextContent('Osoitetodistus');
    expect(rows[2]).toHaveTextContent('Hylätty');
    expect(rows[3]).toHaveTextContent('Henkilöllisyystodistus');
    expect(rows[3]).toHaveTextContent('Hyväksytty');
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Tarkistettavana');
  });

  it('lets the document type give way in a narrow panel, not the source, status or date', async () => {
    renderPlayerPanel(DOCS, <DocumentsPanel />, 'fi');
    const table = await screen.findByTestId('documents-list');
    // The long Finnish compounds are the types: four columns of whole words are wider than a 550 px panel.
    expect(within(table).getByRole('rowheader', { name: 'Henkilöllisyystodistus' })).toHaveAttribute('data-break-words');
    expect(within(table).getAllByRole('cell').filter((cell) => cell.hasAttribute('data-break-words'))).toEqual([]);
    // Cards at every width: a 550 px panel has no room for four columns side by side.
    expect(table).toHaveAttribute('data-cards');
  });

  it('says when there are no documents yet', async () => {
    renderPlayerPanel(REGULAR, <DocumentsPanel />);
    expect(await screen.findByText('You have not uploaded any documents yet.')).toBeInTheDocument();
    expect(await screen.findByTestId('verification-status')).toHaveTextContent('Verified');
  });

  it("says when the list could not be loaded, with the backend's reason, and keeps focus on Try again while it asks again", async () => {
    const stopFixup = emulateFocusFixup();
    try {
      const user = userEvent.setup();
      getWorld().failures.push({ call: 'main.getDocuments', remaining: 1, errorCode: 235 });
      renderPlayerPanel(DOCS, <DocumentsPanel />);
      const box = await screen.findByTestId('documents-failed');
      expect(within(box).getByText('Your documents could not be loaded.')).toBeInTheDocument();
      expect(within(box).getByTestId('api-error')).toHaveTextContent('This action is blocked by our security checks.');
      let answer: () => void = () => undefined;
      server.use(http.get('*/main/player/documents', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }));
      const retry = within(box).getByRole('button', { name: 'Try again' });
      await user.click(retry);
      await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
      await act(async () => {});
      expect(retry).toHaveFocus();
      expect(retry).not.toBeDisabled();
      answer();
      expect(await screen.findByTestId('documents-list')).toBeInTheDocument();
      expect(screen.queryByTestId('documents-failed')).toBeNull();
    } finally {
      stopFixup();
    }
  });

  it('explains the verification status in its own panel', async () => {
    renderPlayerPanel(DOCS, <VerificationPanel />, 'et');
    expect(await screen.findByText(/Oleme sinu dokumendid kätte saanud/)).toBeInTheDocument();
  });
});

describe('upload documents panel', () => {
  it('requires a type and files, and sends nothing then', async () => {
    const user = userEvent.setup();
    const seen = uploads();
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /Document type/ })).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('sends each good file on its own and lists who arrived and who did not, with sizes in the right unit', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const seen = uploads();
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Document type/ }), 'address');
    await user.upload(screen.getByLabelText(/^Files/), [file('bill.pdf', 1_000), file('scan.png', 3_250_586, 'image/png'), file('notes.txt', 10, 'text/plain'), file('id.jpg', 2_000, 'image/jpeg')]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const results = await screen.findByTestId('upload-results');
    expect(within(screen.getByTestId('upload-succeeded')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['bill.pdf', 'id.jpg']);
    expect(within(screen.getByTestId('upload-failed')).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'scan.png is 3.1\u00a0MB; the maximum is 2\u00a0MB.',
      'notes.txt: only .pdf, .png, .jpg and .jpeg files are accepted.',
    ]);
    expect(within(results).getByRole('heading', { level: 3 })).toHaveFocus();
    // No "try again" where there is nothing to retry: the refused files need other files.
    expect(within(results).getByRole('heading', { level: 3 })).toHaveTextContent(/^Some files were not uploaded\. Choose new files for them\.$/);
    // One call per good file, with the spec's fields; the refused ones never left.
    expect(seen).toHaveLength(2);
    const form = await seen[0]!.formData();
    expect([form.get('name'), form.get('documentSide'), form.get('documentType'), (form.get('file') as File).size]).toEqual(['bill.pdf', 'any', 'address', 1_000]);
    expect(seededPlayer(REGULAR).documents.map((d) => d.name)).toEqual(['bill.pdf', 'id.jpg']);
    // Nothing the backend could take again: no retry.
    expect(screen.queryByTestId('upload-retry')).not.toBeInTheDocument();
  });

  it('shows 160 with its message and retries only the failed files', async () => {
    const user = userEvent.setup();
    const seen = uploads();
    // The backend refuses the first file with 160 once.
    getWorld().failures.push({ call: 'main.uploadDocument', remaining: 1, errorCode: 160 });
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />, 'fi');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Asiakirjan tyyppi/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Tiedostot/), [file('passport.pdf', 500), file('back.pdf', 600)]);
    await user.click(screen.getByRole('button', { name: 'Lataa' }));
    await screen.findByTestId('upload-results');
    expect(screen.getByTestId('upload-failed')).toHaveTextContent('Tiedostoa passport.pdf ei ladattu: Asiakirjan lataus epäonnistui.');
    expect(screen.getByTestId('upload-succeeded')).toHaveTextContent('back.pdf');
    await user.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(screen.queryByTestId('upload-failed')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('upload-succeeded')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['back.pdf', 'passport.pdf']);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Kaikki tiedostot ladattiin.');
    expect(seen.length).toBe(3);
  });

  // Before, the heading said "some" with every file failed.
  it('says no file was uploaded when none was (et)', async () => {
    const user = userEvent.setup();
    getWorld().failures.push({ call: 'main.uploadDocument', remaining: 'always', status: 500 });
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />, 'et');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Dokumendi liik/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Failid/), [file('passport.pdf', 500), file('back.pdf', 600)]);
    await user.click(screen.getByRole('button', { name: 'Laadi üles' }));
    const results = await screen.findByTestId('upload-results');
    expect(within(results).getByRole('heading', { level: 3 })).toHaveTextContent('Faile ei laaditud üles. Vali uued failid või proovi uuesti.');
    expect(screen.queryByTestId('upload-succeeded')).not.toBeInTheDocument();
    getWorld().failures.length = 0;
  });

  it('says only to choose other files when every file was refused before sending (fi)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />, 'fi');
    await user.selectOptions(await screen.findByRole('combobox', { name: /Asiakirjan tyyppi/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Tiedostot/), [file('notes.txt', 10, 'text/plain')]);
    await user.click(screen.getByRole('button', { name: 'Lataa' }));
    const results = await screen.findByTestId('upload-results');
    expect(within(results).getByRole('heading', { level: 3 })).toHaveTextContent(/^Tiedostoa ei ladattu\. Valitse uusi tiedosto\.$/);
    expect(screen.queryByTestId('upload-retry')).not.toBeInTheDocument();
  });

  // A file whose upload timed out may have arrived after the deadline: sent again with the
  // failed ones, it arrived twice (two identical documents waiting for review).
  it('leaves a file whose upload timed out out of the retry, saying it may have arrived', async () => {
    const user = userEvent.setup();
    const seen = uploads();
    getWorld().failures.push({ call: 'main.uploadDocument', remaining: 1, errorCode: 408 }, { call: 'main.uploadDocument', remaining: 1, errorCode: 160 });
    renderPlayerPanel(REGULAR, <UploadDocumentsPanel />);
    await user.selectOptions(await screen.findByRole('combobox', { name: /Document type/ }), 'identity');
    await user.upload(screen.getByLabelText(/^Files/), [file('a.pdf', 500), file('b.pdf', 600)]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByTestId('upload-results');
    const unsure = screen.getByTestId('upload-unsure');
    expect(unsure).toHaveTextContent('Not confirmed');
    expect(unsure).toHaveTextContent('The service did not answer in time, so these may have arrived. Check your documents before sending them again.');
    expect(within(unsure).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf']);
    expect(within(screen.getByTestId('upload-failed')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b.pdf: The document could not be uploaded.']);
    await user.click(screen.getByTestId('upload-retry'));
    await waitFor(() => expect(screen.getByTestId('upload-succeeded')).toHaveTextContent('b.pdf'));
    // Only b.pdf went again: two first sends and one retry.
    expect(seen).toHaveLength(3);
    expect(await seen.at(-1)!.formData().then((form) => form.get('name'))).toBe('b.pdf');
    expect(screen.queryByTestId('upload-failed')).not.toBeInTheDocument();
    // Not "all uploaded", nor "not uploaded": a.pdf's upload is not known.
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent("One file's upload was not confirmed.");
    expect(within(screen.getByTestId('upload-unsure')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a.pdf']);
  });
});
