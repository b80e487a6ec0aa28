// The public settings next.config.js inlines into a build (publicServiceEnv), set the same way
// for jest, which does not read next.config.js's `env`: src/lib/env.ts only reads them.
const { publicServiceEnv } = require('../src/lib/service-urls');

for (const [name, value] of Object.entries(publicServiceEnv(process.env))) {
  if (process.env[name] === undefined) process.env[name] = value;
}
