// npm run test:e2e: a fresh production build, then Playwright (which starts the app and the mock).
import { bin, run } from './proc.mjs';

if (!process.argv.includes('--no-build')) await run(bin('next'), ['build']);
await run(bin('playwright'), ['test', ...process.argv.slice(2).filter((a) => a !== '--no-build')]);
