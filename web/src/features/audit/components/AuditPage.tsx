import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { AuditAsOfAnswer, AuditTimelineEntry, AuditVerifyLine } from '@pawroute/domain';
import { cardStatusLabel, ledgerEventLabel, toSpecDate, transactionInWords } from '@pawroute/domain';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useAuditAsOf, useAuditHistory, type AuditSubject } from '../api/asOf';
import { exportLedger, saveBlob } from '../api/exportLedger';
import { verifyChain } from '../api/verify';
import '../audit.css';
import { dollars } from '../../../lib/money';

const money = (cents: number | null | undefined) => dollars(cents, '—');
const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value ('YYYY-MM-DDTHH:mm') for a Date, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function yesterdayNoon(): Date {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  d.setHours(12, 0, 0, 0);
  return d;
}

/**
 * /dashboard/audit (ViewAuditLog): pick an instant and see every customer balance and
 * transaction as it stood then (replayed from the event log) beside today's; open a customer's or a
 * transaction's timeline (who, what, when, from which request, amounts before and after); check the
 * whole log's hash chain with a progress bar; download the ledger as CSV.
 */
export function AuditPage() {
  useDocumentTitle('Audit — Pawroute');
  const [input, setInput] = useState(() => toLocalInput(yesterdayNoon()));
  const [instant, setInstant] = useState<string | null>(null);
  const [subject, setSubject] = useState<Opened | null>(null);
  const asOf = useAuditAsOf(instant);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = new Date(input);
    if (!input || Number.isNaN(date.getTime())) {
      toast.error('Pick a date and time.');
      return;
    }
    setSubject(null);
    setInstant(date.toISOString());
    if (instant === date.toISOString()) void asOf.refetch();
  };

  return (
    <div className="page audit">
      <PageHeader title="Audit" subtitle="The ledger as it stood at any moment, replayed from the event log, and proof that the log was not edited." />
      <section className="panel audit__section" aria-labelledby="audit-asof">
        <h2 id="audit-asof" className="audit__title">Balances as of an instant</h2>
        <form className="audit__form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="audit-instant">As of (your local time)</label>
            <input id="audit-instant" type="datetime-local" value={input} onChange={(e) => setInput(e.target.value)} required />
          </div>
          <button type="submit" className="button button--primary">
            Show balances
          </button>
        </form>
        {instant && <AsOfResult answer={asOf.data} pending={asOf.isFetching} error={asOf.error} onHistory={setSubject} />}
      </section>
      {subject && <Timeline opened={subject} onClose={() => setSubject(null)} />}
      <div className="audit__tools">
        <VerifyPanel />
        <ExportPanel />
      </div>
    </div>
  );
}

function AsOfResult({
  answer,
  pending,
  error,
  onHistory,
}: {
  answer: AuditAsOfAnswer | undefined;
  pending: boolean;
  error: unknown;
  onHistory: (opened: Opened) => void;
}) {
  if (error) return <p role="alert">{isApiError(error) ? error.message : 'Failed to load the balances.'}</p>;
  if (!answer) return <Spinner label="Replaying the ledger…" />;
  const then = new Date(answer.instant).toLocaleString();
  const names = namesOf(answer.transactions);
  return (
    <div aria-busy={pending}>
      <p className="muted">
        Replayed {answer.eventsReplayed} ledger events recorded up to {then}. “Then” is recomputed from those events; “Now” is today’s ledger.
      </p>
      <div className="table-scroll">
        <table className="table audit__table audit__table--narrow" aria-label="Customer balances then and now">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col" className="money">
                Then
              </th>
              <th scope="col" className="money">
                Now
              </th>
              <th scope="col">
                <span className="visually-hidden">History</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.balances.length === 0 && (
              <tr>
                <td colSpan={4}>No customer has a transaction.</td>
              </tr>
            )}
            {answer.balances.map((b) => (
              <tr key={b.customerId} data-customer-id={b.customerId} className={b.balanceThen !== b.balanceNow ? 'audit__row--changed' : undefined}>
                <th scope="row">{b.customerName}</th>
                <td className="money" data-label="Then">
                  {money(b.balanceThen)}
                </td>
                <td className="money" data-label="Now">
                  {money(b.balanceNow)}
                </td>
                <td>
                  <button type="button" className="button button--small" onClick={() => onHistory({ subject: { customerId: b.customerId }, title: `Balance history of ${b.customerName}`, names })}>
                    History
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="money">{money(answer.totals.balanceThen)}</td>
              <td className="money">{money(answer.totals.balanceNow)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
      <ReportsThenNow reports={answer.reports} />
      <details className="audit__details">
        <summary>Transactions then and now ({answer.transactions.length})</summary>
        <div className="table-scroll">
          <table className="table audit__table" aria-label="Transactions then and now">
            <thead>
              <tr>
                <th scope="col">Transaction</th>
                <th scope="col">Customer</th>
                <th scope="col">Date</th>
                <th scope="col" className="money">
                  Charged then / now
                </th>
                <th scope="col" className="money">
                  Paid then / now
                </th>
                <th scope="col">State then / now</th>
                <th scope="col">
                  <span className="visually-hidden">History</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.transactions.map((t) => (
                <tr key={t.id}>
                  <th scope="row">{names.get(t.id) ?? ''}</th>
                  <td>{t.customerName}</td>
                  <td>{toSpecDate(t.date)}</td>
                  <td className="money">
                    {t.then ? money(t.then.charged) : 'not yet'} / {t.now ? money(t.now.charged) : '—'}
                  </td>
                  <td className="money">
                    {t.then ? money(t.then.paid) : 'not yet'} / {t.now ? money(t.now.paid) : '—'}
                  </td>
                  <td>
                    {state(t.then)} / {state(t.now)}
                  </td>
                  <td>
                    <button type="button" className="button button--small" onClick={() => onHistory({ subject: { transactionId: t.refTransactionId ?? t.id }, title: `History of ${lower(names.get(t.refTransactionId ?? t.id) ?? 'the transaction')} (${t.customerName})`, names })}>
                      History
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

function ReportsThenNow({ reports }: { reports: AuditAsOfAnswer['reports'] }) {
  const sum = (f: typeof reports.then, pick: (p: (typeof reports.then.payroll)[number]) => number) => f.payroll.reduce((s, p) => s + pick(p), 0);
  const rows: [string, number, number][] = [
    ['Taxable sales', reports.then.salesTax.taxable, reports.now.salesTax.taxable],
    ['Exempt sales', reports.then.salesTax.exempt, reports.now.salesTax.exempt],
    ['Sales tax', reports.then.salesTax.tax, reports.now.salesTax.tax],
    ['Commissionable', sum(reports.then, (p) => p.commissionable), sum(reports.now, (p) => p.commissionable)],
    ['Commission', sum(reports.then, (p) => p.commission), sum(reports.now, (p) => p.commission)],
    ['Tips', reports.then.tips, reports.now.tips],
  ];
  return (
    <div className="table-scroll">
      <table className="table audit__table audit__table--narrow" aria-label="Report figures then and now">
        <caption className="audit__caption">
          Reports {reports.startDate} to {reports.endDate}
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className="money">
              Then
            </th>
            <th scope="col" className="money">
              Now
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, then, now]) => (
            <tr key={label} data-figure={label} className={then !== now ? 'audit__row--changed' : undefined}>
              <th scope="row">{label}</th>
              <td className="money" data-label="Then">
                {money(then)}
              </td>
              <td className="money" data-label="Now">
                {money(now)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// Card statuses in the one map's words (domain CARD_STATUS_LABELS), never the gateway's codes.
const state = (f: AuditAsOfAnswer['transactions'][number]['then']) =>
  !f ? '—' : f.isVoided ? 'Voided' : f.isRefunded ? `Refunded ${money(f.refunded)}` : f.status ? cardStatusLabel(f.status) : 'Recorded';

/** A timeline opened from a row: its subject, its title in words, and every transaction's name. */
interface Opened {
  subject: AuditSubject;
  title: string;
  names: Map<number, string>;
}

/**
 * Each transaction named as people say it, by amount, kind and date ("the $54.13 payment of 12-01-2026"),
 * a refund by the payment it refunds (docs/DECISIONS.md "Words people use instead of internal numbers").
 */
export function namesOf(transactions: AuditAsOfAnswer['transactions']): Map<number, string> {
  const names = new Map<number, string>();
  const figures = (t: AuditAsOfAnswer['transactions'][number]) => t.now ?? t.then;
  // A payment by what it paid when it paid the whole charge, else by what it charged (the figures beside it say the rest).
  const nameOf = (t: AuditAsOfAnswer['transactions'][number]) => {
    const f = figures(t);
    const paid = f?.paid ?? 0;
    const charged = f?.charged ?? 0;
    const payment = paid > 0 && paid >= charged;
    return transactionInWords({ amount: Math.abs(payment ? paid : charged), date: t.date, kind: payment ? 'payment' : 'charge' });
  };
  for (const t of transactions) if (!t.isRefund) names.set(t.id, capitalise(nameOf(t)));
  for (const t of transactions) {
    if (!t.isRefund) continue;
    const refunded = transactionInWords({ amount: Math.abs(figures(t)?.paid ?? 0), date: t.date, kind: 'refund' });
    const of = t.refTransactionId === null ? undefined : names.get(t.refTransactionId);
    names.set(t.id, capitalise(`${refunded}${of ? ` of ${lower(of)}` : ''}`));
  }
  return names;
}
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function Timeline({ opened, onClose }: { opened: Opened; onClose: () => void }) {
  const { subject, title, names } = opened;
  const history = useAuditHistory(subject);
  return (
    <section className="panel audit__section" aria-labelledby="audit-timeline">
      <div className="audit__head">
        <h2 id="audit-timeline" className="audit__title">
          {title}
        </h2>
        <button type="button" className="button button--small" onClick={onClose}>
          Close
        </button>
      </div>
      {history.isPending ? (
        <Spinner label="Loading the timeline…" />
      ) : history.isError ? (
        <p role="alert">Failed to load the timeline.</p>
      ) : history.data.entries.length === 0 ? (
        <p>No events.</p>
      ) : (
        <ol className="audit__timeline">
          {history.data.entries.map((e) => (
            <TimelineEntry key={e.position} entry={e} names={names} />
          ))}
        </ol>
      )}
    </section>
  );
}

function TimelineEntry({ entry: e, names }: { entry: AuditTimelineEntry; names: Map<number, string> }) {
  return (
    <li className="audit__entry">
      <div className="audit__entry-head">
        <strong>{ledgerEventLabel(e.type)}</strong>
        <time dateTime={e.recordedAt}>{new Date(e.recordedAt).toLocaleString()}</time>
      </div>
      <dl className="audit__facts">
        <dt>Who</dt>
        <dd>{e.actor.name ? e.actor.name : e.actor.userId === null ? 'the system' : 'a user no longer on file'}</dd>
        <dt>Request</dt>
        <dd className="audit__mono">{e.correlationId ?? '—'}</dd>
        {e.reason !== null && e.reason !== undefined && (
          <>
            <dt>Reason</dt>
            <dd className="audit__reason">{e.reason}</dd>
          </>
        )}
        {e.transactionId !== null && (
          <>
            <dt>Transaction</dt>
            <dd>{names.get(e.transactionId) ?? 'a transaction'}</dd>
            <dt>Charged</dt>
            <dd>
              {money(e.chargedBefore)} → {money(e.chargedAfter)}
            </dd>
            <dt>Paid</dt>
            <dd>
              {money(e.paidBefore)} → {money(e.paidAfter)}
            </dd>
          </>
        )}
        {e.balanceBefore !== null && (
          <>
            <dt>Balance</dt>
            <dd>
              {money(e.balanceBefore)} → {money(e.balanceAfter)}
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

type Verified = Extract<AuditVerifyLine, { kind: 'result' }>;

const dayOf = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * What the check proved, in plain words: every record since the first is as it was written, and what a
 * signed checkpoint adds (a seal only the server's key can make: an edit before it shows even if
 * someone recomputed the hashes). The server seals one at least daily.
 */
export function intactInWords(result: Pick<Verified, 'events' | 'checkpoints' | 'firstEventAt' | 'lastCheckpointAt'>): string {
  const since = result.firstEventAt ? ` since ${dayOf(result.firstEventAt)}` : '';
  const proved = `Every one of the ${result.events} recorded changes${since} is exactly as it was written: none was edited, removed or put out of order.`;
  const sealed =
    result.checkpoints === 0 || !result.lastCheckpointAt
      ? ' No signed checkpoint yet: a checkpoint is a seal the server signs with its own key over the whole log, so that even someone able to recompute the hashes cannot change what came before it unnoticed. The server seals one each day.'
      : ` The log is sealed by ${result.checkpoints} signed checkpoint${result.checkpoints === 1 ? '' : 's'}, the newest on ${dayOf(result.lastCheckpointAt)}: a seal only the server's key can make, so nothing before it can be changed unnoticed, even by someone able to recompute the hashes.`;
  return proved + sealed;
}

function VerifyPanel() {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<Verified | null>(null);
  const run = async () => {
    setRunning(true);
    setResult(null);
    setProgress({ done: 0, total: 0 });
    try {
      setResult(await verifyChain((done, total) => setProgress({ done, total })));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The verification failed.');
    } finally {
      setRunning(false);
    }
  };
  return (
    <section className="panel audit__section" aria-labelledby="audit-verify">
      <h2 id="audit-verify" className="audit__title">
        Verify the event log
      </h2>
      <p className="muted">Recomputes every event’s hash and every signed checkpoint; names any event edited, removed or reordered.</p>
      <button type="button" className="button" onClick={() => void run()} disabled={running}>
        {running ? 'Verifying…' : 'Verify the log'}
      </button>
      {progress && running && (
        <progress className="audit__progress" aria-label="Verification progress" max={Math.max(progress.total, 1)} value={progress.done} />
      )}
      {result && (
        <div role="status" className={result.ok ? 'audit__ok' : 'audit__bad'}>
          {result.ok ? (
            <>
              <p>
                Intact: {result.events} events in {result.streams} streams, {result.checkpoints} signed checkpoints.
              </p>
              <p>{intactInWords(result)}</p>
            </>
          ) : (
            <>
              <p>The log was changed after it was written ({result.problems.length} problems):</p>
              <ul>
                {result.problems.map((p, i) => (
                  <li key={i}>{p.message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function ExportPanel() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [progress, setProgress] = useState<{ rows: number; total: number | null } | null>(null);
  const run = async () => {
    setProgress({ rows: 0, total: null });
    try {
      const blob = await exportLedger({ startDate: from || undefined, endDate: to || undefined }, (rows, total) => setProgress({ rows, total }));
      saveBlob(blob, `pawroute-ledger${from ? `-${from}` : ''}${to ? `-to-${to}` : ''}.csv`);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'The export failed.');
    } finally {
      setProgress(null);
    }
  };
  return (
    <section className="panel audit__section" aria-labelledby="audit-export">
      <h2 id="audit-export" className="audit__title">
        Export the ledger
      </h2>
      <p className="muted">Every money event with who, what, when, the amounts and the running balances, as CSV. Leave the dates empty for the whole ledger.</p>
      <div className="audit__form">
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={() => void run()} disabled={progress !== null}>
          {progress ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {progress && (
        <>
          <progress className="audit__progress" aria-label="Export progress" max={progress.total ?? undefined} value={progress.total ? Math.min(progress.rows, progress.total) : undefined} />
          <p className="muted">{progress.rows} rows</p>
        </>
      )}
    </section>
  );
}
