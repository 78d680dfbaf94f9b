export { balancesQueries, BALANCE_MESSAGES } from './routes';
export { readUserBalance, readOutstandingBalances, balanceOfUser, balanceOfCustomer, customerIdsOfUser } from './reads';
