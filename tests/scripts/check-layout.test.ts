/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runNode } from './run-script';

const script = join(ROOT, 'scripts/check-layout.mjs');

describe('scripts/check-layout.mjs (part of the first step of npm test)', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'check-layout-'));
    mkdirSync(join(dir, 'src/root'), { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the pages-router layout with the composition root in src/root', async () => {
    const run = await runNode([script], { cwd: dir });
    expect(run).toMatchObject({ code: 0, output: '' });
  });

  it.each(['src/app', 'app'])('fails when %s exists (Next.js would take it for the App Router) and points to src/root', async (appDir) => {
    mkdirSync(join(dir, appDir), { recursive: true });
    const run = await runNode([script], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${appDir} must not exist`);
    expect(run.output).toContain('src/root');
    expect(run.output).toContain('docs/decisions.md');
  });

  it('holds for this repository', async () => {
    expect((await runNode([script])).code).toBe(0);
  });
});
