import { authHandlers } from './auth';
import { bankLoginHandlers } from './bank-login';
import { bonusesHandlers } from './bonuses';
import { chatWidgetHandlers } from './chat-widget';
import { contentHandlers } from './content';
import { documentsHandlers } from './documents';
import { gamesHandlers } from './games';
import { limitsHandlers } from './limits';
import { paymentHandlers } from './payment';
import { playerHandlers } from './player';
import { qaHandlers } from './qa';
import { secondHandlers } from './second';
import { transactionsHandlers } from './transactions';

/** Every mock handler: used by jest (msw/node), the mock server and so Playwright. */
export const handlers = [
  ...qaHandlers,
  ...contentHandlers,
  ...authHandlers,
  ...bankLoginHandlers,
  ...playerHandlers,
  ...paymentHandlers,
  ...transactionsHandlers,
  ...limitsHandlers,
  ...bonusesHandlers,
  ...documentsHandlers,
  ...gamesHandlers,
  ...secondHandlers,
  ...chatWidgetHandlers,
];
