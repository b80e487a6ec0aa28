// npm run test:e2e: the browser check; a fresh production build for the e2e ports (app PORT
// 3100, mock MOCK_PORT 4110: not the demo's defaults, which shows that any port pair works),
// made with the mock running as a deployment builds against its content service; Playwright,
// which starts its own app and mock; then, on a full run, the demo test (e2e/demo), which runs
// `npm run demo` on DEMO_PORT (3310) with the same mock port, so it reuses this build; then the
// cluster test (scripts/cluster-test.mjs) on the same build's standalone server.
import { buildApp, staleBuildReason } from './build.mjs';
import { ensurePortsFree, portOf, runConfig } from './ports.mjs';
import { bin, exitCodeWhenStopped, PlainError, run, startMock, stop } from './proc.mjs';

exitCodeWhenStopped(130);
await import('./ensure-browser.mjs'); // installs Chromium or ends the run with what to do

const args = process.argv.slice(2);
const playwrightArgs = args.filter((a) => a !== '--no-build');
const config = runConfig({ PORT: process.env.PORT, MOCK_PORT: process.env.MOCK_PORT }, { port: 3100, mockPort: 4110 });
const demoPort = portOf('DEMO_PORT', process.env.DEMO_PORT || 3310);
// The suite needs its own mock, whatever .env files say about backends (blank = the mock).
const env = {
  ...config.env,
  NEXT_PUBLIC_MAIN_API_URL: '',
  NEXT_PUBLIC_CONTENT_API_URL: '',
  CONTENT_API_URL: '',
  SECOND_API_URL: '',
  DEMO_PORT: String(demoPort),
};
// A run narrowed by arguments (a file, a project, -g) is about those tests only.
const withDemo = playwrightArgs.length === 0;

await ensurePortsFree(
  [
    { port: config.port, variable: 'PORT' },
    { port: config.mockPort, variable: 'MOCK_PORT' },
    ...(withDemo ? [{ port: demoPort, variable: 'DEMO_PORT' }] : []),
  ],
  'npm run test:e2e',
);
if (args.includes('--no-build')) {
  const stale = staleBuildReason(env);
  if (stale) throw new PlainError(`--no-build cannot reuse .next: ${stale}. Run without --no-build.`);
} else {
  const mock = await startMock(config);
  await buildApp(env);
  await stop(mock);
}
const playwright = { stopSignal: 'SIGINT' };
await run(bin('playwright'), ['test', ...playwrightArgs], env, playwright);
if (withDemo) {
  await run(bin('playwright'), ['test', '--config', 'e2e/demo/demo.config.ts'], env, playwright);
  // The scale-out proof on this build's standalone server: nginx, Redis, two instances (issue #18).
  await run(process.execPath, ['scripts/cluster-test.mjs', '--no-build'], env);
}
