/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run-script';

/**
 * No deployment's values in the repository (SECURITY.md): every env file Next (.env.local,
 * .env.production, .env.production.local …) or the compose file (deploy/.env) reads is ignored,
 * and the one that is ours, .env.example, holds names and safe defaults only.
 */
const ignored = (path: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: ROOT }).status === 0;

describe('env files', () => {
  it('are never committed, whichever of Next\'s names they have, except the example', () => {
    for (const path of ['.env', '.env.local', '.env.production', '.env.production.local', '.env.development', '.env.development.local', '.env.test.local', 'deploy/.env', 'deploy/.env.production']) {
      expect([path, ignored(path)]).toEqual([path, true]);
    }
    expect(ignored('.env.example')).toBe(false);
  });

  it('the example sets no secret: every secret, token, DSN and password is blank', () => {
    const assignments = readFileSync(join(ROOT, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.split('=') as [string, string]);
    expect(assignments.length).toBeGreaterThan(10);
    for (const [name, value] of assignments) {
      if (/SECRET|TOKEN|DSN|PASSWORD|KEY/.test(name)) expect([name, value]).toEqual([name, '']);
      expect([name, value]).not.toEqual([name, expect.stringMatching(/[0-9a-f]{24,}|:\/\/[^/@\s]+:[^/@\s]+@/i)]);
    }
  });
});
