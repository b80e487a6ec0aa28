// npm run demo: build if needed, then the production app on PORT with the mock backend on MOCK_PORT.
import { bin, hasBuild, run, start } from './proc.mjs';

const port = process.env.PORT || '3000';
if (!hasBuild() || process.argv.includes('--build')) await run(bin('next'), ['build']);
start(bin('tsx'), ['src/mocks/serve.ts']);
start(bin('next'), ['start', '-p', port]);
console.log(`Kasino: http://localhost:${port}  (mock backend: http://localhost:${process.env.MOCK_PORT || 4010})`);
