import * as z from 'zod/mini';

/** Route params are validated like any other input (a bad one is a 404, never a crash). */
export const idParam = z.string().check(z.regex(/^\d{1,10}$/));
export const slugParam = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i), z.maxLength(120));
