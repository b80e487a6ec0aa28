/**
 * What `use-sync-external-store/shim` gives with React 18 and later: React's own hook. SWR
 * imports the shim, whose module also carries its fallback for older Reacts (about 0.35 kB gz of
 * every page's first load); the client build aliases the shim to this (next.config.js), and
 * `tests/lib/use-sync-external-store-shim.test.ts` holds it to the shim's export.
 */
export { useSyncExternalStore } from 'react';
