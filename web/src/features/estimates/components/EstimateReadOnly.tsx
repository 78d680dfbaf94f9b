import { displayAddressLine, ESTIMATE_TOASTS, type EstimateView } from '@pawroute/domain';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useEstimate } from '../api/findEstimate';
import { fullName } from '@pawroute/domain';
import { formatDate, formatDateTime, formatPhone, packageLabel } from '../format';
import { FeeBreakdown, type FeePetRow } from './FeeBreakdown';
import '../estimates.css';

const rowsOf = (estimate: EstimateView): FeePetRow[] =>
  estimate.PetEstimates.map((pet) => ({
    key: String(pet.petId),
    name: pet.petName,
    packageLabel: packageLabel(pet.estimatePackage),
    included: pet.includeInEstimate && !pet.isDeceased,
    isDeceased: pet.isDeceased,
    line: pet.line,
    addonNames: new Map(pet.addons.map((a) => [a.serviceId, a.item])),
    otherDescription: pet.otherDescription,
  }));

/**
 * A saved estimate, read-only (part 1 §6: without EditEstimates). The figures are the ones the
 * server stored when it was saved, not a new pricing.
 */
export function EstimateReadOnly({ estimateId, notice }: { estimateId: number; notice?: string }) {
  const found = useEstimate(estimateId, false);
  const estimate = found.data?.estimate ?? null;
  useDocumentTitle(`Estimate${estimate ? ` #${estimate.ID}` : ''} — Pawroute`);
  useEffect(() => {
    if (found.isError) toast.error(ESTIMATE_TOASTS.failedToLoad, { id: `estimate-${estimateId}` });
  }, [found.isError, estimateId]);

  const back = (
    <Link to="/dashboard/estimates" className="button button--secondary">
      ← Estimates
    </Link>
  );
  if (found.isPending) {
    return (
      <div className="page page--narrow">
        <section className="panel">
          <Spinner label="Loading estimate…" />
        </section>
      </div>
    );
  }
  if (found.isError || !estimate || !found.data) {
    const message = isApiError(found.error) && found.error.statusCode === 404 ? 'Estimate not found.' : ESTIMATE_TOASTS.failedToLoad;
    return (
      <div className="page page--narrow">
        <PageHeader title="Estimate" actions={back} />
        <section className="panel panel--empty" role="alert">
          <p className="panel__lead">{message}</p>
        </section>
      </div>
    );
  }
  const { user } = found.data;
  return (
    <div className="page page--narrow est-readonly">
      <PageHeader
        title={`Estimate of ${formatDate(estimate.DateAdded)}`}
        subtitle={`Created ${formatDate(estimate.DateAdded)} · last edited ${formatDateTime(estimate.LastEdited)}`}
        actions={back}
      />
      {notice && (
        <p className="notice notice--warning" role="status">
          {notice}
        </p>
      )}
      <section className="panel">
        <dl className="est-summary">
          <div>
            <dt>For</dt>
            <dd>
              <strong>{fullName(user)}</strong>
              {[estimate.emailString, formatPhone(estimate.phoneNumberString)].filter(Boolean).map((line) => (
                <span key={line} className="muted est-summary__line">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{displayAddressLine(estimate.addressString) || '—'}</dd>
          </div>
        </dl>
      </section>
      <section className="panel" aria-label="Fees">
        <FeeBreakdown
          pets={rowsOf(estimate)}
          figures={estimate}
          fuelCharge={estimate.fuelCharge}
          salesTax={estimate.salesTax}
          taxExempt={estimate.feeSalesTax === 0 && estimate.subtotal + estimate.feeFuel > 0}
          needsGenerator={estimate.needsGenerator}
        />
        <p className="muted est-readonly__note">
          Prices as of {formatDate(`${estimate.asOf}T12:00:00Z`)}. This estimate is read-only; contact the office to change it.
        </p>
      </section>
    </div>
  );
}
