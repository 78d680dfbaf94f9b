/** Part 2 §8.2 "Transactions" and "Other" toasts, word for word (part 1 §8 for invoices and the customer's list). */
export const TRANSACTION_TOASTS = {
  failedToRetrieveAll: 'Failed to retrieve all transactions.',
  failedToRetrieveTransaction: 'Failed to retrieve transaction',
  failedToRetrieveUserDetails: 'Failed to retrieve user details',
  failedToGetCreditCards: "Failed to get customer's credit cards",
  failedToRetrieveSummary: 'Failed to retrieve the transaction summary',
  failedToSendSummary: 'Failed to send the transaction summary',
  failedToRetrieveBalanceAndEmails: "Failed to retrieve customer's balance and email addresses",
  failedToRetrieveOutstanding: 'Failed to retrieve outstanding balances',
  failedToRetrieveForCustomer: 'Failed to retrieve transactions for customer.',
  failedToRetrieveInvoice: 'Failed to retrieve the invoice',
  failedToSendInvoice: 'Failed to send the invoice',
  sentInvoice: 'Successfully sent invoice to customer',
  invoiceEmailRequired: 'An email address is required to send an invoice',
  /** Part 1 §5 / part 2 §5.7 'Please enter a valid email...': the example is ours. */
  validEmail: 'Please enter a valid email. Example: name@example.com',
  summaryFieldsRequired: 'A start date, end date and email address are required.',
} as const;
