import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { isApiError } from '../../../lib/apiClient';
import { useProjections, useStartVerification, type ProjectorState, type SystemProjections } from '../api/projections';
import '../health.css';
import { GatewayPanel } from '../../../components/card/GatewayPanel';

const STATUS_LABEL: Record<ProjectorState['status'], string> = {
  running: 'Running',
  faulted: 'Stopped',
  rebuilding: 'Rebuilding',
  diverged: 'Differs from the log',
};

/**
 * The last verification: when, by whom, what it found, and the button that starts one. A
 * verification rebuilds every read model aside and compares it with the live one, row by row.
 */
function VerificationPanel({ run }: { run: SystemProjections['verification'] }) {
  const start = useStartVerification();
  const running = run?.running === true || start.isPending;
  return (
    <section className="panel system__verification" aria-label="Verification">
      <div className="system__head">
        <strong>Verification against the event log</strong>
        <button type="button" className="button" onClick={() => start.mutate()} disabled={running}>
          {running ? 'Verifying…' : 'Verify now'}
        </button>
      </div>
      <p className="muted system__meta" role="status">
        {run === null
          ? 'No verification has run yet.'
          : run.running
            ? `Started ${new Date(run.startedAt).toLocaleString()} (${run.requestedBy}); still running.`
            : `Last run ${new Date(run.startedAt).toLocaleString()} (${run.requestedBy}): ${
                run.diverged.length === 0 && run.failed.length === 0
                  ? 'every read model equals a rebuild of the log.'
                  : [run.diverged.length > 0 ? `differs: ${run.diverged.join(', ')}` : '', run.failed.length > 0 ? `could not check: ${run.failed.join(', ')}` : '']
                      .filter(Boolean)
                      .join('; ') + '.'
              }`}
      </p>
      {start.isError && (
        <p className="system__error" role="alert">
          {isApiError(start.error) ? start.error.message : 'Failed to start the verification.'}
        </p>
      )}
    </section>
  );
}

/**
 * /dashboard/system: whether every read model is up to date. A stopped one names the event that
 * stopped it and why, and how to recover it once fixed (`pawroute rebuild <name>`).
 */
export function SystemPage() {
  useDocumentTitle('System — Pawroute');
  const projections = useProjections();
  const rows = projections.data?.projectors ?? [];
  const faulted = rows.filter((row) => row.status === 'faulted');
  const diverged = rows.filter((row) => row.status === 'diverged');
  return (
    <div className="page">
      <PageHeader title="System" subtitle="The read models behind every screen, and whether they are keeping up." />
      <GatewayPanel />
      {projections.isPending ? (
        <Spinner label="Loading…" />
      ) : projections.isError ? (
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">Failed to load the system status.</p>
        </section>
      ) : (
        <>
          <section className={`panel system__summary${faulted.length || diverged.length ? ' system__summary--bad' : ''}`} role="status">
            {faulted.length > 0
              ? `${faulted.length} of ${rows.length} read models stopped. Screens that use them show old data until they are rebuilt.`
              : diverged.length > 0
                ? `${diverged.length} of ${rows.length} read models differ from the event log. Screens that use them may be wrong until they are rebuilt.`
                : `All ${rows.length} read models are running.`}
          </section>
          <VerificationPanel run={projections.data?.verification ?? null} />
          <ul className="system__list">
            {rows.map((row) => (
              <li key={row.name} className={`panel system__item system__item--${row.status}`} data-projector={row.name}>
                <div className="system__head">
                  <strong>{row.name}</strong>
                  <span className={`badge system__badge--${row.status}`}>{STATUS_LABEL[row.status]}</span>
                </div>
                {row.status === 'rebuilding' && row.rebuildProgress !== null && (
                  <div className="system__progress">
                    <progress max={1} value={row.rebuildProgress} aria-label={`${row.name} rebuild progress`} />
                    <span>{Math.floor(row.rebuildProgress * 100)}% of the history rebuilt</span>
                  </div>
                )}
                <p className="muted system__meta">
                  Version {row.version} · last event {row.checkpoint ?? 'none'} · checked through {row.scannedThrough ?? 'nothing yet'} ·
                  updated {new Date(row.updatedAt).toLocaleString()}
                </p>
                {row.status === 'diverged' && row.verification && (
                  <>
                    <ul className="system__differences">
                      {row.verification.differences.map((d) => (
                        <li key={d.table}>
                          Table <code>{d.table}</code>: {d.differingRows} differing row(s), first{' '}
                          {d.rows.map((r) => JSON.stringify(r.key)).join(', ')}
                        </li>
                      ))}
                    </ul>
                    <p className="muted">
                      Rebuild it from the log with <code>npm run pawroute -- rebuild {row.name}</code>, then verify again.
                    </p>
                  </>
                )}
                {row.error && (
                  <>
                    <pre className="system__error">{row.error}</pre>
                    <p className="muted">
                      After the fix is deployed, recover it with <code>npm run pawroute -- rebuild {row.name}</code>.
                    </p>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
