// npm run dev: the mock backend and the app in dev mode.
import { bin, start } from './proc.mjs';

const port = process.env.PORT || '3000';
start(bin('tsx'), ['src/mocks/serve.ts']);
start(bin('next'), ['dev', '-p', port]);
