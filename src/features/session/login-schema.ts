import * as z from 'zod/mini';

/** Spec 5 "Login form": email (an email, required) and password (required). Messages are translation keys. */
export const loginSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'forms:requiredField'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'forms:invalidEmail'),
  ),
  password: z.string().check(z.minLength(1, 'forms:requiredField')),
});
export type LoginValues = z.infer<typeof loginSchema>;
