// The bench's bare server (ops/bench/anchorServer.ts) answers the customer page and the balance with these.
export { readBalance, readCustomerDetails } from './profileReads';
