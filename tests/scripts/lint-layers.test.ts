import { spawnSync } from 'node:child_process';
import { ROOT } from './run-script';

jest.setTimeout(90_000);

/**
 * Lints texts as if they were files at the given paths (they need not exist), in one eslint
 * process: its config is an ES module, which jest's module sandbox cannot load. import/no-cycle
 * is off for the probes, since it needs the file on disk.
 */
function lint(probes: { filePath: string; code: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
    const probes = JSON.parse(process.env.PROBES);
    const out = [];
    for (const { filePath, code } of probes) {
      const [result] = await eslint.lintText(code, { filePath });
      out.push(result.messages.map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, env: { ...process.env, PROBES: JSON.stringify(probes) }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const importsMock = "import { handlers } from '@/mocks/handlers';\n\nexport const count = handlers.length;\n";
const MOCK_RULE = /Only tests, e2e and the mock backend itself import the mock/;

const productFiles = ['src/features/session/probe.ts', 'src/api/probe.ts', 'src/lib/probe.ts', 'src/pages/probe.tsx', 'src/root/probe.ts', 'src/state/probe.ts', 'scripts/probe.ts'];
const relative = "import { handlers } from '../../mocks/handlers';\n\nexport const count = handlers.length;\n";
const allowed = ['tests/mocks/probe.test.ts', 'src/mocks/probe.ts', 'e2e/probe.ts'];

describe('lint keeps the mock backend out of the product', () => {
  let results: string[][] = [];
  beforeAll(() => {
    results = lint([
      ...productFiles.map((filePath) => ({ filePath, code: importsMock })),
      { filePath: 'src/features/session/probe.ts', code: relative },
      ...allowed.map((filePath) => ({ filePath, code: importsMock })),
    ]);
  });
  const flagged = (messages: string[] | undefined) => (messages ?? []).some((m) => MOCK_RULE.test(m));

  it('refuses an import of src/mocks from any product folder, by alias or relative path', () => {
    const refused = results.slice(0, productFiles.length + 1).map(flagged);
    expect(refused).toEqual(Array(productFiles.length + 1).fill(true));
  });

  it('lets the tests, the Playwright specs and the mock itself import it', () => {
    expect(results.slice(productFiles.length + 1).map(flagged)).toEqual(allowed.map(() => false));
  });
});

describe('lint keeps money in cents in the product', () => {
  const MONEY_RULE = /Amounts stay in cents|no floats for money|toFixed rounds floats/;
  const probes = [
    { filePath: 'src/features/wallet/probe.ts', code: 'export const euros = (balance: { cash: number }) => balance.cash / 100;\n', refused: true },
    { filePath: 'src/features/wallet/probe.ts', code: 'export const toCents = (amount: number) => amount * 100;\n', refused: true },
    { filePath: 'src/data/wallet/probe.ts', code: "export const read = (text: string) => parseFloat(text);\n", refused: true },
    { filePath: 'src/ui/probe.ts', code: 'export const shown = (total: number) => total.toFixed(2);\n', refused: true },
    // A percentage is no amount; money's own module converts by design; tests may compute expectations.
    { filePath: 'src/ui/probe.ts', code: 'export const percent = (ratio: number) => ratio * 100;\n', refused: false },
    { filePath: 'src/lib/money.ts', code: 'export const toCents = (amount: number) => amount * 100;\n', refused: false },
    { filePath: 'tests/lib/probe.test.ts', code: 'export const euros = (amount: number) => amount / 100;\n', refused: false },
  ];
  it('refuses euros by hand and float parsing or rounding of amounts, and only there', () => {
    const results = lint(probes.map(({ filePath, code }) => ({ filePath, code })));
    expect(results.map((messages) => messages.some((m) => MONEY_RULE.test(m)))).toEqual(probes.map((p) => p.refused));
  });
});
