// npm run cluster: the production topology on one machine (issue #18; README, "Running in
// production"): nginx on CLUSTER_PORT (8080) in front of CLUSTER_INSTANCES (2) instances of the
// standalone build, sharing Next's page cache through Redis, with the mock backend on
// MOCK_PORT (4010) as the backends. It builds once when needed (as `npm run demo` does, with
// the mock up), installs Debian's redis-server and nginx when missing (as root), and one
// Ctrl-C stops everything it started. The instances and Redis listen on free ports of
// 127.0.0.1 only; nginx is what a browser opens.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp, staleBuildReason } from './build.mjs';
import {
  ensureSystemPackages,
  freePort,
  instanceReady,
  missingStandalone,
  prepareStandalone,
  runDir,
  runSecret,
  startInstance,
  startNginx,
  startRedis,
} from './cluster-lib.mjs';
import { ensurePortsFree, portOf, runConfig } from './ports.mjs';
import { loadEnv, PlainError, startMock } from './proc.mjs';

loadEnv();
const command = 'npm run cluster';
const clusterPort = portOf('CLUSTER_PORT', process.env.CLUSTER_PORT || 8080);
// The site's address is nginx's port (runConfig's NEXT_PUBLIC_SITE_URL), for the build and the instances alike.
const config = runConfig(
  { PORT: String(clusterPort), MOCK_PORT: process.env.MOCK_PORT, MOCK_URL: process.env.MOCK_URL, CONTENT_PREVIEW_TOKEN: process.env.CONTENT_PREVIEW_TOKEN, NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL },
  { port: 8080, mockPort: 4010 },
);
const count = Number(process.env.CLUSTER_INSTANCES || 2);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new PlainError(`CLUSTER_INSTANCES must be a whole number from 1 to 16, not "${process.env.CLUSTER_INSTANCES}".`);

await ensurePortsFree(
  [{ port: clusterPort, variable: 'CLUSTER_PORT' }, ...(config.mockUrl ? [] : [{ port: config.mockPort, variable: 'MOCK_PORT' }])],
  command,
);
const { redisServer, nginx } = ensureSystemPackages(command);

const dir = runDir();
process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
const site = `http://localhost:${clusterPort}`;
const env = {
  ...config.env,
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || runSecret(),
  PREVIEW_SECRET: process.env.PREVIEW_SECRET || runSecret(),
  // A revalidation has nginx's page cache fetch the page again at once (src/server/cache-fronts.ts).
  CACHE_FRONT_URLS: `http://127.0.0.1:${clusterPort}`,
};

await startMock(config);
const rebuild = process.argv.includes('--build') ? 'asked for with --build' : (staleBuildReason(config.env) ?? missingStandalone());
if (rebuild) {
  console.log(`Building the app: ${rebuild}.`);
  await buildApp(config.env);
} else {
  console.log('Using the existing build (made for these backend URLs).');
}
prepareStandalone();

const redisPort = await freePort();
await startRedis({ redisServer, port: redisPort, dir });
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const instances = [];
for (let i = 1; i <= count; i += 1) {
  const port = await freePort();
  const name = `app${i}`;
  startInstance({ name, port, redisUrl, env });
  instances.push({ name, port });
}
await Promise.all(instances.map((i) => instanceReady(i.port, i.name)));
await startNginx({ nginx, dir: join(dir, 'nginx'), listen: clusterPort, ports: instances.map((i) => i.port), secret: env.REVALIDATE_SECRET });

console.log(`
Kasino cluster: ${site}  (nginx in front of ${count} instance${count > 1 ? 's' : ''})  Ctrl-C stops it all.
  instances: ${instances.map((i) => `${i.name} 127.0.0.1:${i.port}`).join(', ')} (each answers with x-kasino-instance)
  Redis:     ${redisUrl} (the shared page cache; nothing kept on disk)
  mock:      ${config.mockOrigin}${config.mockUrl ? ', yours' : ''}
  health:    curl -s ${site}/api/app/health
  cache:     curl -sI ${site}/fi | grep -i x-cache-status   (MISS, then HIT for a second; deploy/nginx/kasino.conf.template)
  revalidate a page on every instance at once:
    curl -X POST ${site}/api/app/revalidate -H 'x-revalidate-secret: ${env.REVALIDATE_SECRET}' -H 'content-type: application/json' -d '{"path": "/fi"}'
`);
