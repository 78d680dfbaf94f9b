// The Transaction ledger's domain: Transaction-<id> streams, their decider and the money rules.
export * from './events';
export * from './commands';
export * from './messages';
export * from './money';
export * from './evolve';
export * from './decider';
export * from './answers';
export * from './bodies';
export * from './checkInDecision';
export * from './labels';
export * from './receiptInfo';
export * from './ledgerFold';
