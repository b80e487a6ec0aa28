import type { Request } from '@playwright/test';

/** The value of one field of a multipart form body (the main API's bodies), as the backend receives it. */
export function formField(request: Request, name: string): string | null {
  const body = request.postData() ?? '';
  const match = new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body);
  return match?.[1] ?? null;
}
