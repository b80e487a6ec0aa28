/**
 * The settings panels' bodies, as one module: the registry's three loaders share one chunk
 * (the user panel shows the phone status anyway), so the webpack runtime in every page's first
 * load names one more chunk, not three.
 */
export { MarketingPanel } from './MarketingPanel';
export { PhonePanel } from './PhonePanel';
export { UserPanel } from './UserPanel';
