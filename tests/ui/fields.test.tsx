import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { FileField } from '@/ui/form/FileField';
import { SelectField } from '@/ui/form/SelectField';
import { TextField } from '@/ui/form/TextField';
import { renderWithProviders } from '../utils/render';

/** The elements an element's aria-describedby names, by their text. */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

describe('the field frame', () => {
  it('labels a text field and ties its hint and translated error to it', () => {
    renderWithProviders(<TextField label="Sähköposti" hint="Esim. nimi@esimerkki.fi" error="forms:requiredField" />, { locale: 'fi' });
    const input = screen.getByLabelText('Sähköposti');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Tämä kenttä on pakollinen.');
    expect(descriptions(input)).toEqual(['Tämä kenttä on pakollinen.', 'Esim. nimi@esimerkki.fi']);
  });

  it('says nothing is wrong until there is an error', () => {
    renderWithProviders(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a required field for the eye and makes the control required', () => {
    renderWithProviders(<TextField label="Nickname" required />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('frames a select and a checkbox the same way', () => {
    renderWithProviders(
      <>
        <SelectField label="Country" options={[{ value: 'FIN', label: 'Finland' }]} error="forms:requiredField" hint="Where you live" />
        <CheckboxField label="I am of age" error="forms:mustAccept" />
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(descriptions(select)).toEqual(['This field is required.', 'Where you live']);
    const box = screen.getByRole('checkbox', { name: 'I am of age' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(descriptions(box)).toEqual(['Please tick this box to continue.']);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('shows plain text errors as they are', () => {
    renderWithProviders(<TextField label="Amount" error="Min 10€ - Max 100000€" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Min 10€ - Max 100000€');
  });
});

describe('a text field in a form checked when it is left (onTouched)', () => {
  function AmountForm({ onValid }: { onValid: () => void }) {
    const { register, handleSubmit, formState } = useForm<{ amount: string }>({ mode: 'onTouched', defaultValues: { amount: '' } });
    return (
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate>
        <TextField label="Amount" error={formState.errors.amount?.message} {...register('amount', { pattern: { value: /^\d+$/, message: 'Digits only' } })} />
        <button type="button">Quick amount</button>
        <button type="submit">Deposit now</button>
      </form>
    );
  }

  it('is not checked as focus goes to its own submit button: the submit checks it, in one press, and focus comes back to it', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithProviders(<AmountForm onValid={onValid} />);
    const field = screen.getByLabelText('Amount');
    await user.type(field, 'abc');
    // The press's first half: focus moves to the button. A message shown now would move the
    // button away from under the pointer before the press ends (a browser's layout; jsdom has none).
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Deposit now' }) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Deposit now' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Digits only');
    expect(field).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('is checked as focus goes anywhere else', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AmountForm onValid={jest.fn()} />);
    await user.type(screen.getByLabelText('Amount'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Quick amount' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Digits only');
  });
});

describe('FileField', () => {
  const pdf = () => new File(['%PDF'], 'passport.pdf', { type: 'application/pdf' });
  const png = () => new File(['png'], 'bill.png', { type: 'image/png' });

  function UploadForm({ onFiles }: { onFiles: (names: string[]) => void }) {
    const { register, handleSubmit, reset } = useForm<{ files: FileList }>();
    return (
      <form onSubmit={handleSubmit((values) => onFiles(Array.from(values.files, (f) => f.name)))}>
        <FileField label="Documents" accept={['.pdf', '.png', '.jpg', '.jpeg']} hint="At most 2 MB each" {...register('files')} />
        <button type="submit">Send</button>
        <button type="button" onClick={() => reset()}>
          Clear
        </button>
      </form>
    );
  }

  it('takes several files of the accepted kinds, lists their names and hands them to the form', async () => {
    const user = userEvent.setup();
    const onFiles = jest.fn();
    renderWithProviders(<UploadForm onFiles={onFiles} />, { locale: 'fi' });
    const input = screen.getByLabelText('Documents');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText('Tiedostoa ei ole valittu')).toBeVisible();
    expect(screen.getByText('Valitse tiedostot')).toHaveAttribute('aria-hidden', 'true');

    await user.upload(input, [pdf(), png()]);
    const list = screen.getByRole('list', { name: 'Valitut tiedostot' });
    expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(['passport.pdf', 'bill.png']);
    expect(descriptions(input)).toEqual(['At most 2 MB each', 'passport.pdfbill.png']);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onFiles).toHaveBeenCalledWith(['passport.pdf', 'bill.png']);
  });

  it('forgets the names when the form is reset', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UploadForm onFiles={jest.fn()} />);
    await user.upload(screen.getByLabelText('Documents'), [pdf()]);
    expect(screen.getByText('passport.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('passport.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeVisible();
  });

  it('is reached with the keyboard and shows its error at the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FileField label="Documents" multiple={false} error="forms:requiredField" />);
    await user.tab();
    const input = screen.getByLabelText('Documents');
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required.');
  });
});
