// npm run demo: the production app on PORT (3000) with the mock backend on MOCK_PORT (4010), or
// with the mock the developer already runs at MOCK_URL. The ports are checked before anything
// starts. It builds, with the mock up so the lobby is prerendered with its content, when there
// is no build, when the build was made for other backend URLs, or with --build.
import { randomBytes } from 'node:crypto';
import { buildApp, otherSiteUrlNote, staleBuildReason } from './build.mjs';
import { appPorts, ensurePortsFree, runConfig } from './ports.mjs';
import { bin, loadEnv, start, startMock, waitFor } from './proc.mjs';

loadEnv();
const config = runConfig(process.env, { port: 3000, mockPort: 4010 });
// Marketers' preview (README): on in the demo, with a secret of this run unless one is set.
const previewSecret = process.env.PREVIEW_SECRET || randomBytes(16).toString('hex');
config.env.PREVIEW_SECRET = previewSecret;
await ensurePortsFree(appPorts(config), 'npm run demo');
await startMock(config);
const rebuild = process.argv.includes('--build') ? 'asked for with --build' : staleBuildReason(config.env);
if (rebuild) {
  console.log(`Building the app: ${rebuild}.`);
  await buildApp(config.env);
} else {
  console.log('Using the existing build (made for these backend URLs).');
  const note = otherSiteUrlNote(config.env);
  if (note) console.log(`  Note: ${note}.`);
}
start(bin('next'), ['start', '-p', String(config.port)], config.env);
await waitFor(`http://localhost:${config.port}/fi`, { what: 'The app' });
const mock = config.mockUrl ? `${config.mockOrigin}, yours` : config.mockOrigin;
console.log(`\nKasino: http://localhost:${config.port}  (mock backend: ${mock})  Ctrl-C stops it.`);
console.log(`Preview a draft: http://localhost:${config.port}/api/app/preview?secret=${previewSecret}&type=campaign&slug=christmas-calendar\n`);
