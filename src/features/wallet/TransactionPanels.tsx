import { TransactionsList } from './TransactionsList';

/** The transaction panels of spec 2.4: page 1 of each list, with "show all". */
export const DepositsPanel = () => <TransactionsList kind="deposits" />;
export const WithdrawalsPanel = () => <TransactionsList kind="withdraws" />;
export const GameActionsPanel = () => <TransactionsList kind="game-actions" />;
