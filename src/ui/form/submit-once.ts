import type { FormEvent } from 'react';

/**
 * A form's onSubmit that sends one at a time: react-hook-form runs a second submit beside the
 * first, and a busy button stops presses but not a submit that does not come through it (the
 * deferred form's held submit).
 */
export const submitOnce =
  (busy: boolean, submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>): void => {
    if (busy) event.preventDefault();
    else void submit(event);
  };
