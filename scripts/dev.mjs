// npm run dev: the app in dev mode on PORT (3000) with the mock backend on MOCK_PORT (4010), or
// with the mock the developer already runs at MOCK_URL. The ports are checked before anything
// starts.
import { appPorts, ensurePortsFree, runConfig } from './ports.mjs';
import { bin, loadEnv, start, startMock } from './proc.mjs';

loadEnv({ dev: true });
const config = runConfig(process.env, { port: 3000, mockPort: 4010 });
await ensurePortsFree(appPorts(config), 'npm run dev');
await startMock(config);
start(bin('next'), ['dev', '-p', String(config.port)], config.env);
