import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

/** The mock backend's own handlers, intercepted in-process for jest. */
export const server = setupServer(...handlers);
