import { ServerResponse } from 'node:http';

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

/** An instance name as a header may carry it (letters, digits, `.`, `_`, `-`, `:`), or null. */
export function instanceName(value: string | undefined): string | null {
  const name = (value ?? '').trim();
  return /^[\w.:-]{1,64}$/.test(name) ? name : null;
}

const TAGGED = Symbol.for('kasino.instanceHeader');

/** Adds the header to every response of this process from now on (once, however often called). */
export function tagResponses(instance: string): void {
  const proto = ServerResponse.prototype as ServerResponse & { [TAGGED]?: string };
  if (proto[TAGGED]) return;
  proto[TAGGED] = instance;
  const writeHead = proto.writeHead;
  proto.writeHead = function writeHeadWithInstance(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent && !this.hasHeader(INSTANCE_HEADER)) this.setHeader(INSTANCE_HEADER, instance);
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof writeHead;
}
