/**
 * The auditor's answers: one set of types for the server that builds them
 * (query-api/src/audit) and the web page that shows them. Money is integer cents; instants are ISO
 * strings (UTC). "Then" is recomputed from the events recorded up to the instant, never from a read
 * model; "now" is today's read model (what getBalance and the ledger answer).
 */
/** GET /api/v4/audit/history's subject: one customer's balance, or one transaction. */
export type AuditSubject = { customerId: number } | { transactionId: number };

export interface AuditTransactionFigures {
  charged: number;
  paid: number;
  /** What the row adds to the customer's balance (0 when voided). */
  balanceEffect: number;
  status: string | null;
  isVoided: boolean;
  isRefunded: boolean;
  refunded: number;
  checkedIn: boolean;
}

export interface AuditTransaction {
  id: number;
  customerId: number;
  userId: number | null;
  customerName: string;
  refTransactionId: number | null;
  isRefund: boolean;
  /** ISO 'YYYY-MM-DD' business date. */
  date: string;
  then: AuditTransactionFigures | null;
  now: AuditTransactionFigures | null;
}

export interface AuditBalance {
  customerId: number;
  userId: number | null;
  customerName: string;
  /** Cents; positive: the customer owes. */
  balanceThen: number;
  balanceNow: number;
}

export interface AuditAsOfAnswer {
  instant: string;
  /** Ledger events recorded at or before the instant (folded). */
  eventsReplayed: number;
  balances: AuditBalance[];
  transactions: AuditTransaction[];
  totals: { balanceThen: number; balanceNow: number };
  /**
   * The reports of the instant's month (business dates): as the events recorded up to the instant made
   * them, and as all events make them now (the reports' own arithmetic, domain/src/reports).
   */
  reports: { startDate: string; endDate: string; then: AuditReportFigures; now: AuditReportFigures };
}

/** Sales tax, payroll and tips over a range, in cents. */
export interface AuditReportFigures {
  salesTax: { taxable: number; exempt: number; tax: number };
  payroll: { employeeId: number; appointments: number; commissionable: number; commission: number; tips: number }[];
  /** Σ daily tips. */
  tips: number;
}

export interface AuditTimelineEntry {
  /** The event's global position, recorded time (the store's) and the time its command ran. */
  position: string;
  recordedAt: string;
  occurredAt: string | null;
  type: string;
  stream: string;
  commandName: string | null;
  actor: { userId: number | null; name: string | null };
  correlationId: string | null;
  transactionId: number | null;
  customerId: number | null;
  /** Of the transaction the event touched (the refund row's for a refund), before and after. */
  chargedBefore: number | null;
  chargedAfter: number | null;
  paidBefore: number | null;
  paidAfter: number | null;
  /** The customer's balance before and after the event. */
  balanceBefore: number | null;
  balanceAfter: number | null;
  /** Why, for a void or refund that recorded one. */
  reason: string | null;
}

export interface AuditHistoryAnswer {
  subject: { kind: 'customer'; customerId: number } | { kind: 'transaction'; transactionId: number };
  entries: AuditTimelineEntry[];
}

/** One problem `audit verify` found: the event it names and what is wrong with it. */
export interface AuditVerifyProblem {
  kind: 'edited' | 'removed' | 'reordered' | 'checkpoint';
  stream?: string;
  revision?: number;
  eventId?: string;
  eventType?: string;
  position?: string;
  message: string;
}

/** Lines of GET /api/v4/audit/verify (newline-delimited JSON): progress, then one result. */
export type AuditVerifyLine =
  | { kind: 'progress'; done: number; total: number }
  | {
      kind: 'result';
      ok: boolean;
      events: number;
      streams: number;
      checkpoints: number;
      /** When the first event was written, and the newest signed checkpoint sealed (null: none). */
      firstEventAt?: string | null;
      lastCheckpointAt?: string | null;
      seconds: number;
      problems: AuditVerifyProblem[];
    }
  | { kind: 'error'; message: string };
