import { PageHeader } from './PageHeader';
import { useDocumentTitle } from '../lib/useDocumentTitle';

/** A screen whose route and permission exist, but whose content is a later release. Honest, not empty. */
export function ComingSoonPanel({ title }: { title: string }) {
  useDocumentTitle(`${title} — Pawroute`);
  return (
    <div className="page">
      <PageHeader title={title} />
      <section className="panel panel--empty" aria-live="polite">
        <p className="panel__lead">This area is coming in a later release.</p>
        <p className="muted">You have access to it; the screen itself is still being built.</p>
      </section>
    </div>
  );
}
