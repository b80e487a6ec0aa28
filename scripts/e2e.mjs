// npm run test:e2e: a fresh production build, then Playwright (which starts the app and the mock).
// The mock backend runs during the build, as the content service would in a deployment, so the
// statically generated pages hold the seeded content (without it they hold the empty defaults).
import { bin, run, start } from './proc.mjs';

const args = process.argv.slice(2);
if (!args.includes('--no-build')) {
  const mock = start(bin('tsx'), ['src/mocks/serve.ts']);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await run(bin('next'), ['build']);
  mock.kill('SIGTERM');
  await new Promise((resolve) => mock.once('exit', resolve));
}
await run(bin('playwright'), ['test', ...args.filter((a) => a !== '--no-build')]);
