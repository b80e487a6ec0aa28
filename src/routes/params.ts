import { z } from 'zod';

/** Route params are validated like any other input (a bad one is a 404, never a crash). */
export const idParam = z.string().regex(/^\d{1,10}$/);
export const slugParam = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i).max(120);
