/** @jest-environment node */
import { ROOT, runNode } from './run-script';

/**
 * scripts/ensure-cluster-tools.mjs (an early step of npm test, and the start of npm run cluster):
 * a developer who is not root and lacks redis-server or nginx is told at once what to run,
 * and nothing is installed. The machine may have both, so the lookup is replaced here.
 */
function ensure(missing: string[], root: boolean) {
  const script = `
    import { ensureClusterTools } from './scripts/ensure-cluster-tools.mjs';
    const missing = ${JSON.stringify(missing)};
    const found = ensureClusterTools('npm run cluster', (message) => { console.log(message); process.exit(1); }, {
      find: (name) => (missing.includes(name) ? null : '/usr/bin/' + name),
      isRoot: () => ${root},
    });
    console.log(JSON.stringify(found));`;
  return runNode(['--input-type=module', '-e', script], { cwd: ROOT });
}

describe('scripts/ensure-cluster-tools.mjs', () => {
  it('stops a non-root developer within seconds with the apt-get command for what is missing', async () => {
    const run = await ensure(['nginx'], false);
    expect(run.output).toContain('sudo apt-get update && sudo apt-get install -y nginx');
    expect(run.output).not.toContain('redis-server\n');
    expect(run.output).not.toContain('installing with apt-get');
    expect(run.code).toBe(1);
    expect(run.ms).toBeLessThan(5_000);
  });

  it('names both packages when both are missing', async () => {
    const run = await ensure(['redis-server', 'nginx'], false);
    expect(run.output).toContain('sudo apt-get install -y redis-server nginx');
    expect(run.code).toBe(1);
  });

  it('passes at once with the two binaries found', async () => {
    const run = await ensure([], false);
    expect(JSON.parse(run.output)).toEqual({ redisServer: '/usr/bin/redis-server', nginx: '/usr/bin/nginx' });
    expect(run.code).toBe(0);
  });
});
