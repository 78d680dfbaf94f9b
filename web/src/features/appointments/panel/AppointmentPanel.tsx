import { APPOINTMENT_MESSAGES, type AppointmentAction, displayAddressLine, isMoney, moneyToCents, offersAction, statusLabel } from '@pawroute/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { Spinner } from '../../../components/Spinner';
import { isApiError } from '../../../lib/apiClient';
import { feeInput, useDefaultCancelFee } from '../../../lib/defaultCancelFee';
import { useCan, useSessionUser } from '../../../lib/session';
import { TOAST_MS } from '../../../lib/toast';
import {
  useCancelAppointment,
  useConfirmAppointment,
  useCreateServiceIssue,
  useDeleteAppointment,
  useRequestStanding,
  useRescheduleAppointment,
  useResolveServiceIssue,
  useStartAppointment,
  useStylistEnRoute,
} from '../api/commands';
import { useAppointment } from '../api/queries';
import type { AppointmentRow } from '../api/types';
import { StatusBadge } from '../../../components/lists/StatusBadge';
import { CONFLICT_CONSEQUENCE, conflictLabel, HOW_TO_RESOLVE } from '../schedule/conflictLabels';
import { AppointmentPicturesModal } from '../pictures';
import { CreateStandingDialog } from '../../standings';
import { SendReceiptDialog } from '../../transactions';
import { replacementPaymentPath } from '../unpaid/paths';
import { UnpaidGroomNotice } from '../../../components/UnpaidGroomNotice';
import { ACTION_LABELS, ACTION_MESSAGES } from './actionMessages';
import { CommentDialog } from './CommentDialog';
import { RateAppointment } from './RateAppointment';
import { PlacementForm } from './PlacementForm';
import { statusOptions, type StatusAction } from './statusOptions';
import './panel.css';

export interface AppointmentPanelProps {
  appointmentId: number;
  /** The row the list already has: shown at once, while findById brings the latest. */
  row?: AppointmentRow;
  onClose(): void;
}

type Dialog = null | 'serviceIssue' | 'standingRequest' | 'createStanding' | 'delete' | 'cancel' | 'pictures' | 'receipt';

/** Actions that are one call with the appointment id. */
type PlainAction = 'confirm' | 'reschedule' | 'cancel' | 'start' | 'stylistEnRoute' | 'resolveServiceIssue' | 'delete';

/** Part 1 §5's money validator, for the cancel fee. */
const CANCEL_FEE_INVALID = 'Invalid dollar amount for the cancel fee';

const serverMessage = (error: unknown): string | undefined => (isApiError(error) && error.statusCode > 0 ? error.message : undefined);

/**
 * The appointment details side panel (part 1 §2, §4): who, what, where and when; the actions the
 * status offers (domain ACTIONS_BY_STATUS) as buttons, the status dropdown for EditAppointmentStatus
 * (a badge for others), Save/Schedule with the placing questions, and the comment dialogs. Each toast
 * is part 1 §8's. At phone width it is a full-screen sheet.
 */
/** The panel's title in words people use: whose appointment and when, never its internal number. */
function panelTitle(a: { Customer?: { name?: string | null } | null; appointmentDate?: string | null; startTime?: string | null } | null): string {
  const who = a?.Customer?.name ? `${a.Customer.name}'s appointment` : 'Appointment';
  return a?.appointmentDate ? `${who}, ${a.appointmentDate}${a.startTime ? ` at ${a.startTime}` : ''}` : who;
}

export function AppointmentPanel({ appointmentId, row, onClose }: AppointmentPanelProps) {
  const titleId = useId();
  const found = useAppointment(appointmentId);
  const appointment = found.data?.appointment ?? row ?? null;
  const session = useSessionUser().data;
  const canEdit = useCan('EditAppointments');
  const canEditStatus = useCan('EditAppointmentStatus');
  const canDelete = useCan('DeleteAppointments');
  const canStartAny = useCan('StartAppointments');
  const canStanding = useCan('EditStandingAppointments');
  // Part 2 §3: a cancel fee is a charge, so it is offered with CreateTransactions.
  const canChargeFee = useCan('CreateTransactions');
  // The transaction form is on the ledger's screen (ViewAllTransactions, app/screens.ts).
  const mayOpenLedger = useCan('ViewAllTransactions');
  // The customer's Messages thread is the phone system's screen (UsePhoneSystem, app/screens.ts).
  const mayText = useCan('UsePhoneSystem');
  const [cancelFee, setCancelFee] = useState('');
  // Management's default cancel fee prefills the field each time the cancel dialog opens; it stays editable.
  const defaultCancelFee = useDefaultCancelFee(canChargeFee && Boolean(canEdit || canEditStatus));
  const defaultFeeCents = defaultCancelFee.data?.defaultCancelFee;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // Opened before the setting arrived: fill the still-empty field once it does.
  useEffect(() => {
    if (dialog === 'cancel' && defaultFeeCents !== undefined) setCancelFee((typed) => (typed === '' ? feeInput(defaultFeeCents) : typed));
  }, [dialog, defaultFeeCents]);
  const closeRef = useRef<HTMLButtonElement>(null);

  const mutations = {
    confirm: useConfirmAppointment(),
    reschedule: useRescheduleAppointment(),
    cancel: useCancelAppointment(),
    start: useStartAppointment(),
    stylistEnRoute: useStylistEnRoute(),
    resolveServiceIssue: useResolveServiceIssue(),
    delete: useDeleteAppointment(),
  } as const;
  const createServiceIssue = useCreateServiceIssue();
  const requestStanding = useRequestStanding();
  const pending = Object.values(mutations).some((m) => m.isPending) || createServiceIssue.isPending || requestStanding.isPending;

  useEffect(() => {
    closeRef.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dialog === null && !document.querySelector('dialog[open]')) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, onClose]);
  useEffect(() => {
    if (found.isError && !row) toast.error(APPOINTMENT_MESSAGES.failedToRetrieve, { id: `appointment-${appointmentId}`, duration: TOAST_MS });
  }, [found.isError, row, appointmentId]);

  const shell = (body: React.ReactNode) => (
    <>
      <div className="appt-panel__backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="appt-panel" role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="appointment-panel" data-appointment-id={appointmentId}>
        <header className="appt-panel__head">
          <h2 id={titleId} className="appt-panel__title">
            {panelTitle(appointment)}
          </h2>
          <button ref={closeRef} type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="appt-panel__body">{body}</div>
      </aside>
    </>
  );

  if (!appointment) {
    return shell(
      found.isError ? (
        <p className="form__error">{isApiError(found.error) && found.error.statusCode === 404 ? APPOINTMENT_MESSAGES.notFound : APPOINTMENT_MESSAGES.failedToRetrieve}</p>
      ) : (
        <Spinner label="Loading appointment…" />
      ),
    );
  }

  const a = appointment;
  const assigned = session !== undefined && session !== null && a.employeeId === session.ID;
  const offers = (action: AppointmentAction) => offersAction(a.status, action);
  const mayStart = offers('start') && !a.isStanding && (canStartAny || assigned);
  const allowed = (action: AppointmentAction): boolean => {
    switch (action) {
      case 'start':
        return mayStart;
      case 'stylistEnRoute':
        return offers(action) && (canEdit || assigned);
      case 'delete':
        return offers(action) && canDelete;
      case 'update':
      case 'schedule':
        return false; // the placement form
      default:
        return offers(action) && canEdit;
    }
  };

  const run = async (action: PlainAction) => {
    const messages = ACTION_MESSAGES[action]!;
    const fee = cancelFee.trim();
    if (action === 'cancel' && fee !== '' && !isMoney(fee)) {
      setDialogError(CANCEL_FEE_INVALID);
      return;
    }
    try {
      if (action === 'cancel') await mutations.cancel.mutateAsync({ appointmentId: a.ID, cancelFee: fee === '' ? 0 : moneyToCents(fee) });
      else await mutations[action].mutateAsync({ appointmentId: a.ID });
      setCancelFee('');
      toast.success(messages.ok, { duration: TOAST_MS });
      setDialog(null);
      if (action === 'delete') onClose();
    } catch (error) {
      toast.error(messages.failed, { description: serverMessage(error), duration: TOAST_MS });
    }
  };

  const withComment = async (kind: 'serviceIssue' | 'standingRequest', comment: string) => {
    const action = kind === 'serviceIssue' ? 'createServiceIssue' : 'requestStanding';
    const messages = ACTION_MESSAGES[action]!;
    const mutation = kind === 'serviceIssue' ? createServiceIssue : requestStanding;
    try {
      await mutation.mutateAsync({ appointmentId: a.ID, comment });
      toast.success(messages.ok, { duration: TOAST_MS });
      setDialog(null);
    } catch (error) {
      setDialogError(serverMessage(error) ?? messages.failed);
      toast.error(messages.failed, { description: serverMessage(error), duration: TOAST_MS });
    }
  };

  const choose = (action: StatusAction | 'stylistEnRoute') => {
    setDialogError(null);
    if (action === 'createServiceIssue') setDialog('serviceIssue');
    else if (action === 'requestStanding') setDialog('standingRequest');
    else if (action === 'cancel') {
      setCancelFee(feeInput(defaultFeeCents ?? 0));
      setDialog('cancel');
    } else void run(action);
  };

  const dropdown = canEditStatus ? statusOptions(a.status, { canStart: mayStart }) : [];
  const buttons = (['confirm', 'reschedule', 'start', 'stylistEnRoute', 'resolveServiceIssue', 'createServiceIssue', 'requestStanding', 'cancel'] as const).filter(
    (action) => allowed(action),
  );
  const placeable = canEdit && (offers('update') || offers('schedule')) && !a.isStanding;
  const dateText = a.appointmentDate ? `${a.appointmentDate} ${a.startTime ?? ''} – ${a.endTime ?? ''}` : 'On the waiting list (no time yet)';

  return shell(
    <>
      <div className="appt-panel__status">
        {dropdown.length > 0 ? (
          <label className="appt-panel__status-select">
            <span className="visually-hidden">Status</span>
            <select
              aria-label="Status"
              value=""
              disabled={pending}
              onChange={(event) => {
                const action = event.target.value as StatusAction;
                if (action) choose(action);
              }}
            >
              <option value="">{`Status: ${statusLabel(a.status)}`}</option>
              {dropdown.map((o) => (
                <option key={o.action} value={o.action}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <StatusBadge status={a.status} standing={a.standingId !== null || a.isStanding} />
      </div>
      {a.status === 'conflicting' && a.conflicts.length > 0 && (
        <ul className="appt-panel__conflicts" aria-label="Conflicts">
          {a.conflicts.map((c) => (
            <li key={c}>{conflictLabel(c)}</li>
          ))}
          <li className="muted">
            {CONFLICT_CONSEQUENCE} {HOW_TO_RESOLVE}
          </li>
        </ul>
      )}
      <dl className="appt-facts">
        <div>
          <dt>Customer</dt>
          <dd>
            <Link to={`/dashboard/customers/${a.customerUserId}`}>{a.Customer.name}</Link>
            {a.Customer.rating !== null && <span className="muted"> · {a.Customer.rating.toFixed(1)} ★</span>}
            {mayText && (
              <>
                {' · '}
                <Link to={`/dashboard/messages/${a.customerId}`}>Messages</Link>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Pets</dt>
          <dd>{a.pets.map((p) => p.name).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{displayAddressLine(a.address) || '—'}</dd>
        </div>
        <div>
          <dt>Stylist</dt>
          <dd>{a.Employee?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{dateText}</dd>
        </div>
        {a.Standing && (
          <div>
            <dt>Standing</dt>
            <dd>{a.Standing.title}</dd>
          </div>
        )}
        {a.initialComment && (
          <div>
            <dt>Initial comment</dt>
            <dd className="appt-facts__text">{a.initialComment}</dd>
          </div>
        )}
        {a.lastComment && a.lastComment !== a.initialComment && (
          <div>
            <dt>Last comment</dt>
            <dd className="appt-facts__text">{a.lastComment}</dd>
          </div>
        )}
        <div>
          <dt>Pictures</dt>
          <dd>
            <button type="button" className="button button--secondary button--small" onClick={() => setDialog('pictures')}>
              Pictures ({a.pictureCount})
            </button>
          </dd>
        </div>
        {canEdit && (a.status === 'inProgress' || a.status === 'completed') && (
          <div>
            <dt>Rating</dt>
            <dd>
              <RateAppointment appointment={a} />
            </dd>
          </div>
        )}
        {a.estimateId !== null && (
          <div>
            <dt>Estimate</dt>
            <dd>
              <Link to={`/dashboard/estimates/${a.estimateId}/user/${a.customerUserId}`}>Open the estimate</Link>
            </dd>
          </div>
        )}
      </dl>

      {placeable && (
        <section className="appt-panel__section" aria-label="Date, time and stylist">
          <PlacementForm key={`${a.ID}-${a.date}-${a.start}-${a.employeeId}`} appointment={a} />
        </section>
      )}

      {a.paymentVoided && (
        <section aria-label="Payment voided">
          <UnpaidGroomNotice appointmentDate={a.appointmentDate ?? ''} recordPath={canChargeFee && canEdit && mayOpenLedger ? replacementPaymentPath(a) : null} />
        </section>
      )}
      {a.status === 'completed' && !a.paymentVoided && canChargeFee && (canEdit || assigned) && (
        <section className="appt-panel__actions" aria-label="Receipt">
          <button type="button" className="button button--secondary" onClick={() => setDialog('receipt')}>
            Send Receipt
          </button>
        </section>
      )}
      {(buttons.length > 0 || allowed('delete') || (a.status === 'standingRequest' && canStanding)) && (
        <section className="appt-panel__actions" aria-label="Actions">
          {a.status === 'standingRequest' && canStanding && (
            <button type="button" className="button button--primary" onClick={() => setDialog('createStanding')} disabled={pending}>
              Create Standing Appointment
            </button>
          )}
          {buttons.map((action) => (
            <button
              key={action}
              type="button"
              className={`button ${action === 'cancel' ? 'button--ghost appt-panel__danger' : 'button--secondary'}`}
              disabled={pending}
              onClick={() => choose(action)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
          {allowed('delete') && (
            <button type="button" className="button button--ghost appt-panel__danger" disabled={pending} onClick={() => setDialog('delete')}>
              Delete
            </button>
          )}
        </section>
      )}
      {!canEdit && !assigned && <p className="muted appt-panel__note">You can see this appointment; changing it needs EditAppointments.</p>}

      {(dialog === 'serviceIssue' || dialog === 'standingRequest') && (
        <CommentDialog
          title={dialog === 'serviceIssue' ? 'Create Service Issue' : 'Request Standing Appointment'}
          submitLabel={dialog === 'serviceIssue' ? 'Create Service Issue' : 'Request Standing Appointment'}
          requiredMessage={dialog === 'serviceIssue' ? APPOINTMENT_MESSAGES.serviceIssueCommentRequired : APPOINTMENT_MESSAGES.standingRequestCommentRequired}
          busy={pending}
          error={dialogError}
          onSubmit={(comment) => void withComment(dialog, comment)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'pictures' && <AppointmentPicturesModal appointmentId={a.ID} canEdit={canEdit || assigned} onClose={() => setDialog(null)} />}
      <SendReceiptDialog target={{ appointmentId: a.ID }} open={dialog === 'receipt'} onClose={() => setDialog(null)} />
      {dialog === 'createStanding' && <CreateStandingDialog appointment={a} onClose={() => setDialog(null)} onCreated={() => setDialog(null)} />}
      <ModalDialog
        open={dialog === 'delete' || dialog === 'cancel'}
        title={dialog === 'delete' ? 'Delete Appointment' : 'Cancel Appointment'}
        onClose={() => setDialog(null)}
        busy={pending}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)} disabled={pending}>
              Keep It
            </button>
            <button type="button" className="button button--danger" disabled={pending} onClick={() => void run(dialog === 'delete' ? 'delete' : 'cancel')}>
              {dialog === 'delete' ? 'Delete' : 'Cancel Appointment'}
            </button>
          </>
        }
      >
        <p>
          {dialog === 'delete'
            ? `Delete ${a.Customer.name}'s appointment? It leaves every list.`
            : `Cancel ${a.Customer.name}'s appointment${a.appointmentDate ? ` on ${a.appointmentDate}` : ''}?`}
        </p>
        {dialog === 'cancel' && canChargeFee && (
          <label className="field">
            <span className="field__label">Cancel fee ($, optional: charged to the customer, not taxed)</span>
            <input className="input" inputMode="decimal" value={cancelFee} onChange={(e) => setCancelFee(e.target.value)} aria-invalid={dialogError === CANCEL_FEE_INVALID || undefined} />
            {dialogError === CANCEL_FEE_INVALID && <span className="form__error">{CANCEL_FEE_INVALID}</span>}
          </label>
        )}
      </ModalDialog>
    </>,
  );
}
