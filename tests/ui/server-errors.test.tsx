import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiError, type ApiError } from '@/api/errors';
import { ApiErrorNotice } from '@/ui/ApiErrorNotice';
import { TextField } from '@/ui/form/TextField';
import { applyServerErrors } from '@/ui/form/server-errors';
import { renderWithProviders } from '../utils/render';

type Values = { email: string; nickName: string };

function ProfileForm({ answer, placed }: { answer: ApiError; placed: (onField: boolean) => void }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { email: 'a@b.fi', nickName: 'Ace' } });
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = handleSubmit(async () => {
    const onField = applyServerErrors(setError, answer, { 180: 'email', 196: 'nickName' });
    placed(onField);
    setFailure(onField ? null : answer);
  });
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Nickname" error={formState.errors.nickName?.message} {...register('nickName')} />
      <TextField label="Email" error={formState.errors.email?.message} {...register('email')} />
      {failure ? <ApiErrorNotice error={failure} /> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('applyServerErrors', () => {
  it('puts a mapped code on its field with the catalogue message and focuses it', async () => {
    const user = userEvent.setup();
    const placed = jest.fn();
    renderWithProviders(<ProfileForm answer={apiError(180, 'Duplicate')} placed={placed} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(placed).toHaveBeenCalledWith(true);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('These details are already in use.');
    expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('api-error')).not.toBeInTheDocument();
  });

  it('leaves a code of no field to the caller, which shows it for the form', async () => {
    const user = userEvent.setup();
    const placed = jest.fn();
    renderWithProviders(<ProfileForm answer={apiError(100)} placed={placed} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(placed).toHaveBeenCalledWith(false);
    expect(screen.getByTestId('api-error')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Nickname')).not.toHaveAttribute('aria-invalid');
  });
});
