import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useProjections, type ProjectorState } from '../api/projections';
import '../health.css';
import { GatewayPanel } from '../../../components/card/GatewayPanel';

const STATUS_LABEL: Record<ProjectorState['status'], string> = {
  running: 'Running',
  faulted: 'Stopped',
  rebuilding: 'Rebuilding',
};

/**
 * /dashboard/system: whether every read model is up to date. A stopped one names the event that
 * stopped it and why, and how to recover it once fixed (`pawroute rebuild <name>`).
 */
export function SystemPage() {
  useDocumentTitle('System — Pawroute');
  const projections = useProjections();
  const rows = projections.data?.projectors ?? [];
  const faulted = rows.filter((row) => row.status === 'faulted');
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
          <section className={`panel system__summary${faulted.length ? ' system__summary--bad' : ''}`} role="status">
            {faulted.length === 0
              ? `All ${rows.length} read models are running.`
              : `${faulted.length} of ${rows.length} read models stopped. Screens that use them show old data until they are rebuilt.`}
          </section>
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
