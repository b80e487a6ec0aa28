import * as z from 'zod/mini';
import { emailField, requiredField } from '@/lib/form-rules';

/** Spec 5 "Login form": email (an email, required) and password (required). Messages are translation keys. */
export const loginSchema = z.object({
  email: emailField(),
  password: requiredField(),
});
export type LoginValues = z.infer<typeof loginSchema>;
