// The ledger's bodies live in domain (domain/src/transactions/bodies.ts); re-exported for this package's features.
export { type TransactionBody, transactionBodySchema } from '@pawroute/domain';
export { chargeCard } from './gateway';
export { TRANSACTION_SEQUENCE, recordTransaction } from './record';
export { settleDueTransactions, startSettlementSweep } from './settlementSweep';
export { paymentGatewayCommands } from './gatewayRoutes';
export { GRACE_MINUTES, listReconciliations, reconcileGatewayCharges } from './reconcileGateway';
