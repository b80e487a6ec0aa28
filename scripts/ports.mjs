// The ports and backends of a run, checked before anything starts or builds: a taken port ends
// the command at once with what to change, rather than a build that fails minutes later or an
// app that talks to a mock backend this run did not start.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { PlainError } from './proc.mjs';

/** `value` as a port number, or a PlainError naming `variable`. */
export function portOf(variable, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new PlainError(`${variable} must be a port number (1-65535), not "${value}".`);
  return port;
}

/**
 * The app's port (PORT), the mock backend's (MOCK_PORT) and, when the developer runs a mock
 * themselves, its URL (MOCK_URL: use it, start none). `env` holds what the children get, so the
 * build, the app and the mock read the same values as this script. The site's own address
 * (NEXT_PUBLIC_SITE_URL: canonical links, hreflang, the sitemap) is this run's port on
 * localhost unless set: a demo on another port links to itself, not to port 3000.
 * @param {Record<string, string | undefined>} source the environment to read
 * @param {{ port: number, mockPort: number }} defaults
 */
export function runConfig(source, defaults) {
  const port = portOf('PORT', source.PORT || defaults.port);
  const mockPort = portOf('MOCK_PORT', source.MOCK_PORT || defaults.mockPort);
  const mockUrl = (source.MOCK_URL || '').trim();
  let mockOrigin = `http://localhost:${mockPort}`;
  if (mockUrl) {
    const url = URL.canParse(mockUrl) ? new URL(mockUrl) : null;
    if (!url || !/^https?:$/.test(url.protocol)) {
      throw new PlainError(`MOCK_URL must be the http URL of a running mock backend (e.g. http://localhost:4555), not "${mockUrl}".`);
    }
    mockOrigin = url.origin;
  }
  return {
    port,
    mockPort,
    mockUrl,
    mockOrigin,
    // Marks the run as one against the mock backend: only such a production build or start may
    // use its loopback http URLs (src/lib/production-config.js productionProblems).
    // The mock's content service and the app share one preview token (drafts for marketers'
    // previews); a mock at MOCK_URL needs the same CONTENT_PREVIEW_TOKEN set where it runs.
    env: {
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      MOCK_URL: mockUrl,
      MOCK_BACKEND: '1',
      NEXT_PUBLIC_SITE_URL: siteUrlOf(source, port),
      CONTENT_PREVIEW_TOKEN: source.CONTENT_PREVIEW_TOKEN || randomBytes(24).toString('hex'),
    },
  };
}

/** NEXT_PUBLIC_SITE_URL when set, else `http://localhost:<port>`. */
const siteUrlOf = (source, port) => source.NEXT_PUBLIC_SITE_URL || `http://localhost:${port}`;

/** Whether nothing listens on `port` (binding it on all addresses, as `next start` does, succeeds). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function freePortAfter(port, avoid) {
  for (let candidate = port + 1; candidate < Math.min(port + 200, 65536); candidate += 1) {
    if (!avoid.includes(candidate) && (await isPortFree(candidate))) return candidate;
  }
  return port + 300;
}

/**
 * Ends the command (PlainError) when one of `ports` is taken, naming the port and the variable
 * that moves it.
 * @param {{ port: number, variable: string }[]} ports
 * @param {string} command how the developer started this, for the suggestion
 */
export async function ensurePortsFree(ports, command) {
  const numbers = ports.map((p) => p.port);
  const clash = ports.find((p, i) => numbers.indexOf(p.port) !== i);
  if (clash) {
    const names = ports.filter((p) => p.port === clash.port).map((p) => p.variable);
    throw new PlainError(`${names.join(' and ')} are both ${clash.port}; choose different ports.`);
  }
  const problems = [];
  for (const { port, variable } of ports) {
    if (await isPortFree(port)) continue;
    const other = await freePortAfter(port, numbers);
    problems.push(`Port ${port} is in use. Choose another: ${variable}=${other} ${command}`);
    if (variable === 'MOCK_PORT') {
      problems.push(`  (or, if that is a Kasino mock backend you started yourself, use it: MOCK_URL=http://localhost:${port} ${command})`);
    }
  }
  if (problems.length) throw new PlainError(problems.join('\n'));
}

/** The ports a run of the app checks: the mock's only when this run starts the mock. */
export const appPorts = (config) => [
  { port: config.port, variable: 'PORT' },
  ...(config.mockUrl ? [] : [{ port: config.mockPort, variable: 'MOCK_PORT' }]),
];
