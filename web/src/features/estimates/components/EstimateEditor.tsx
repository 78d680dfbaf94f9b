import { ESTIMATE_TOASTS, statusLabel } from '@pawroute/domain';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useEstimate } from '../api/findEstimate';
import { useLastEstimate } from '../api/findLastByCustomer';
import { estimateAppointmentOf, freezesEstimate } from '../api/appointment';
import { useOptions } from '../../options';
import { customerEstimateForm, emptyEstimateForm } from '../model/form';
import { catalogOf } from '../model/pricing';
import type { StepKey } from '../model/steps';
import { EstimateReadOnly } from './EstimateReadOnly';
import { EstimateWizard } from './EstimateWizard';

interface Props {
  estimateId: number | null;
  userId: number | null;
  isCopy: boolean;
  step: StepKey;
  pathFor(step: StepKey): string;
}

function Failed({ message }: { message: string }) {
  return (
    <div className="page">
      <PageHeader title="Estimate" />
      <section className="panel panel--empty" role="alert">
        <p className="panel__lead">{message}</p>
        <Link to="/dashboard" className="button button--secondary">
          Back to the dashboard
        </Link>
      </section>
    </div>
  );
}

/** Loads what the editor needs (options; the estimate, or the customer of a new one), then edits. */
export function EstimateEditor({ estimateId, userId, isCopy, step, pathFor }: Props) {
  const options = useOptions();
  const existing = useEstimate(estimateId, isCopy);
  const last = useLastEstimate(estimateId === null ? userId : null);
  const catalog = useMemo(() => (options.data ? catalogOf(options.data) : null), [options.data]);

  useEffect(() => {
    if (existing.isError) toast.error(ESTIMATE_TOASTS.failedToLoad, { id: `estimate-${estimateId}` });
  }, [existing.isError, estimateId]);
  useEffect(() => {
    if (last.isError) toast.error(ESTIMATE_TOASTS.failedToGet, { id: `estimate-user-${userId}` });
  }, [last.isError, userId]);

  if (options.isError) return <Failed message="Failed to load the price lists. Please refresh the page." />;
  if (existing.isError) {
    return <Failed message={isApiError(existing.error) && existing.error.statusCode === 404 ? 'Estimate not found.' : ESTIMATE_TOASTS.failedToLoad} />;
  }
  if (last.isError) {
    return <Failed message={isApiError(last.error) && last.error.statusCode === 404 ? 'Customer not found.' : ESTIMATE_TOASTS.failedToGet} />;
  }
  const loading = !catalog || (estimateId !== null && !existing.data) || (estimateId === null && userId !== null && !last.data);
  if (loading) {
    return (
      <div className="page">
        <section className="panel">
          <Spinner label="Loading estimate…" />
        </section>
      </div>
    );
  }

  // A copy is a new estimate with no appointment; the original's appointment decides only for itself.
  const appointment = estimateId !== null && !isCopy ? estimateAppointmentOf(existing.data!.appointment) : null;
  if (appointment && freezesEstimate(appointment)) {
    return <EstimateReadOnly estimateId={estimateId!} notice={`This estimate is read-only: its appointment is ${statusLabel(appointment.status)}.`} />;
  }
  const source = estimateId !== null ? existing.data! : userId !== null ? last.data! : null;
  const known = source ? { user: source.user, customer: source.customer } : null;
  const estimate = estimateId !== null ? (existing.data!.estimate ?? null) : null;
  const initialForm = source
    ? customerEstimateForm(source.user, source.customer, source.estimate, catalog.generatorFeeCents, estimateId !== null)
    : emptyEstimateForm(catalog.generatorFeeCents);

  return (
    <EstimateWizard
      key={`${estimateId ?? 'new'}-${userId ?? ''}-${isCopy}`}
      catalog={catalog}
      initialForm={initialForm}
      known={known}
      estimate={estimate}
      appointment={appointment}
      isCopy={isCopy}
      step={step}
      pathFor={pathFor}
    />
  );
}
