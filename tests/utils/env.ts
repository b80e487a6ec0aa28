/** Sets an environment variable for each test of the enclosing describe, restoring it after. */
export function useEnv(name: string, value: string): void {
  const saved = process.env[name];
  beforeEach(() => {
    process.env[name] = value;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env[name];
    else process.env[name] = saved;
  });
}

/** The content service's preview token of the tests (the mock reads the same variable). */
export const TEST_PREVIEW_TOKEN = 'test-content-preview-token';
