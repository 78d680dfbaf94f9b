/**
 * Query keys of the estimates feature, following lib/liveInvalidation's convention. The estimates
 * projector pushes { scope: 'estimates', id: estimateId } for a saved estimate and
 * { scope: 'estimates', id: 'customer-<userId>' } when a customer's pets or trip charge change;
 * either refreshes every ['estimates', 'list', ...] query, an estimate id also its own findById.
 */
export const estimateKeys = {
  all: ['estimates'] as const,
  byId: (estimateId: number, isCopy: boolean) => ['estimates', estimateId, { isCopy }] as const,
  byCustomer: (userId: number) => ['estimates', 'list', 'customer', userId] as const,
  lastByCustomer: (userId: number) => ['estimates', 'list', 'last', userId] as const,
  customerSearch: (text: string) => ['customers', 'list', 'estimate-search', text] as const,
  /** getOptions: the options projector pushes { scope: 'options' }. */
  options: ['options'] as const,
};
