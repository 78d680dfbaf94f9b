import { ESTIMATE_TOASTS } from '@pawroute/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/Spinner';
import { useCustomerEstimates } from '../api/findByCustomer';
import { formatDate } from '../format';
import { dollars } from '../../../lib/money';

/** The estimate history table pages by 5 rows (spec). */
export const ESTIMATE_HISTORY_PAGE_SIZE = 5;
const COLUMNS = ['Last Edited', 'Pets', 'Total'] as const;

/** The estimateHistory tab of a staff profile: the customer's estimates, last edited first; a row opens the estimate. */
export function EstimateHistoryTab({ userId }: { userId: number }) {
  const list = useCustomerEstimates(userId);
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const rows = list.data ?? [];
  const pages = Math.max(1, Math.ceil(rows.length / ESTIMATE_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * ESTIMATE_HISTORY_PAGE_SIZE, (current + 1) * ESTIMATE_HISTORY_PAGE_SIZE);
  const open = (estimateId: number, ownerId: number) => navigate(`/dashboard/estimate/${estimateId}/user/${ownerId}/info`);

  return (
    <section className="panel panel--flush" aria-label="Estimate History">
      <div className="panel__head" style={{ padding: 'var(--space-4) var(--space-5) 0' }}>
        <h2 className="panel__title">Estimate History</h2>
      </div>
      <div className="table-scroll">
        <table className="table table--cards">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  <span className="table__heading">{c}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.isPending ? (
              <tr className="table__empty">
                <td colSpan={COLUMNS.length}>
                  <Spinner label="Loading estimates…" />
                </td>
              </tr>
            ) : list.isError ? (
              <tr className="table__empty" role="alert">
                <td colSpan={COLUMNS.length}>{ESTIMATE_TOASTS.failedToRetrievePrevious}</td>
              </tr>
            ) : shown.length === 0 ? (
              <tr className="table__empty">
                <td colSpan={COLUMNS.length}>No estimates yet.</td>
              </tr>
            ) : (
              shown.map((item) => (
                <tr
                  key={item.ID}
                  data-estimate-id={item.ID}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => open(item.ID, item.userId)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      open(item.ID, item.userId);
                    }
                  }}
                >
                  <td data-label="Last Edited">{formatDate(item.LastEdited)}</td>
                  <td data-label="Pets">{item.petNames.join(', ')}</td>
                  <td data-label="Total">{dollars(item.feeTotal)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {rows.length > ESTIMATE_HISTORY_PAGE_SIZE && (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 'var(--space-3)', padding: 'var(--space-3) var(--space-4)' }}>
          <button type="button" className="button button--secondary button--small" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span>
            Page {current + 1} of {pages}
          </span>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={current + 1 >= pages}
            onClick={() => setPage(current + 1)}
          >
            Next
          </button>
        </div>
      )}
    </section>
  );
}
