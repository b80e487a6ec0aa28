import { ServerResponse } from 'node:http';
import { instanceName } from './instance-name';

/**
 * Every response of an instance names it in `x-kasino-instance` when KASINO_INSTANCE is set
 * (`npm run cluster` and the compose file name each instance), so a response read through
 * nginx says which instance made it. Started from src/instrumentation.ts in the Node.js
 * runtime, before the server answers anything.
 *
 * Next has no hook on every response (next.config.js headers are fixed at build time, and
 * the middleware runs only where its matcher sends a request, on purpose), so this wraps
 * Node's `writeHead`, which every response goes through, also one ended without an explicit
 * writeHead. It only adds the header when the response has none.
 */
export const INSTANCE_HEADER = 'x-kasino-instance';

const TAGGED = Symbol.for('kasino.instanceHeader');

/** Adds the header to every response of this process from now on (once, however often called). */
export function tagResponses(instance: string): void {
  const proto = ServerResponse.prototype as ServerResponse & { [TAGGED]?: string };
  if (proto[TAGGED]) return;
  proto[TAGGED] = instance;
  const writeHead = proto.writeHead;
  proto.writeHead = function writeHeadWithInstance(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && !this.hasHeader(INSTANCE_HEADER)) withInstance(this, args, instance);
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof writeHead;
}

/**
 * Adds the header to a writeHead call: `writeHead(status, [statusMessage], [headers])`. Raw
 * header arrays ([k, v, ...] or [[k, v], ...]) get it appended, since Node refuses a nested
 * array after setHeader; otherwise setHeader, unless the call sets it itself.
 */
function withInstance(res: ServerResponse, args: unknown[], instance: string): void {
  const at = typeof args[1] === 'string' ? 2 : 1;
  const headers = args[at];
  const ours = (name: unknown) => String(name).toLowerCase() === INSTANCE_HEADER;
  if (Array.isArray(headers)) {
    const nested = Array.isArray(headers[0]);
    const names = nested ? headers.map((pair: unknown[]) => pair[0]) : headers.filter((_, i) => i % 2 === 0);
    if (!names.some(ours)) args[at] = nested ? [...headers, [INSTANCE_HEADER, instance]] : [...headers, INSTANCE_HEADER, instance];
  } else if (!(headers && typeof headers === 'object' && Object.keys(headers).some(ours))) {
    res.setHeader(INSTANCE_HEADER, instance);
  }
}

/** From src/instrumentation.ts: tags responses when KASINO_INSTANCE names this instance. */
export function tagInstanceResponses(value: string | undefined): void {
  if (!value) return;
  const name = instanceName(value);
  if (name) tagResponses(name);
  else console.error('KASINO_INSTANCE must be 1 to 64 letters, digits, ".", "_", "-" or ":"; no x-kasino-instance header is sent.');
}
