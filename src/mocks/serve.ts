import { handlers } from './handlers';
import { createMockServer } from './http-server';

/** `npm run mock`: the mock backend on loopback only, port MOCK_PORT (default 4010). */
const port = Number(process.env.MOCK_PORT || 4010);
const origin = `http://localhost:${port}`;
// Loopback only, on both address families, since "localhost" may resolve to either.
const servers = ['127.0.0.1', '::1'].map((host) => {
  const server = createMockServer(handlers, origin);
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) return;
    console.error(`[mock] cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host);
  return server;
});
console.log(`[mock] backend on ${origin} (loopback only)`);
const close = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);
