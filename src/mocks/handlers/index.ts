import { contentHandlers } from './content';
import { qaHandlers } from './qa';

/** Every mock handler: used by jest (msw/node), the mock server and so Playwright. */
export const handlers = [...qaHandlers, ...contentHandlers];
