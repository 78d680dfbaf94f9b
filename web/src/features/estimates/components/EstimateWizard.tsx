import {
  APPOINTMENT_MESSAGES,
  ESTIMATE_TOASTS,
  statusLabel,
  needsTripFeeConsent,
  type EstimateView,
} from '@pawroute/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { PageHeader } from '../../../components/PageHeader';
import { isApiError } from '../../../lib/apiClient';
import { useCan, useSessionUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { offersSchedule, offersStart, offersWaitingList, useAddToWaitingList, useStartFromEstimate, type EstimateAppointment } from '../api/appointment';
import { useLastEstimate } from '../api/findLastByCustomer';
import type { KnownCustomer } from './knownCustomer';
import { useSaveEstimate } from '../api/saveEstimate';
import { completionPathFor, offersCompletion, useStartFromEstimateOnTheSpot } from '../api/startFromEstimate';
import { fullName } from '@pawroute/domain';
import { formatDate, formatDateTime } from '../format';
import { dollars } from '../../../lib/money';
import { customerEstimateForm, toSaveBody, type EstimateForm } from '../model/form';
import { moneyTextToCents } from '../model/money';
import { previewPrice, storedTripCharge, type EstimateCatalog } from '../model/pricing';
import { STEPS, stepIndex, type StepKey } from '../model/steps';
import { problemsOf, problemsOfStep, resolverErrors, type Problem } from '../model/validation';
import { ConfirmationStep } from './ConfirmationStep';
import { DetailsStep } from './DetailsStep';
import { EstimateSummaryPanel } from './EstimateSummaryPanel';
import { PetServicesStep } from './PetServicesStep';
import { Stepper } from './Stepper';
import { TripFeeConsentDialog, type ConsentAnswer } from './TripFeeConsentDialog';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';
import { businessToday } from '../../../lib/businessTime';
import { useServiceArea } from '../../serviceArea';


interface Props {
  catalog: EstimateCatalog;
  initialForm: EstimateForm;
  /** The customer when the route names one (an existing estimate, or /estimate/user/{userId}). */
  known: KnownCustomer | null;
  /** The estimate being edited or copied. */
  estimate: EstimateView | null;
  /** The edited estimate's appointment (estimate/findById), if it has one. */
  appointment: EstimateAppointment | null;
  isCopy: boolean;
  step: StepKey;
  pathFor(step: StepKey): string;
}

/**
 * A press on Next/Save must not blur the field first: the blur check would add or drop an error
 * line, move the button from under the pointer, and lose the click. Next and Save check everything.
 */
const keepFocus = (event: { preventDefault(): void }) => event.preventDefault();

/** Server field names (estimate draft / user create) -> this form's fields. */
function formField(path: string): string {
  if (path === 'emailAddress') return 'newUser.emailAddress';
  if (path.startsWith('user.')) return `newUser.${path.slice(5)}`;
  return path;
}

/**
 * The estimate editor: Details, Pet Services, Confirmation (part 1 §4), one form across the steps,
 * priced live in the browser with the domain's priceEstimate (the server prices again on save).
 */
/** What follows a save (part 1 §4 "Estimate flow"): nothing more, schedule it, put it on the waiting list, or start it. */
type AfterSave = 'none' | 'schedule' | 'waitingList' | 'start' | 'complete' | 'completeAbsent';

export function EstimateWizard({ catalog, initialForm, known, estimate, appointment, isCopy, step, pathFor }: Props) {
  const navigate = useNavigate();
  const canCreateCustomer = useCan('EditCustomers');
  const canSave = useCan('EditEstimates');
  // SA-KIND: a Mapsco is asked only when the service area is drawn by Mapsco.
  const askMapsco = (useServiceArea(canSave).data?.serviceArea.kind ?? 'mapsco') === 'mapsco';
  const toCustomerList = useCan('ViewAllCustomers');
  const canBook = useCan('EditAppointments');
  const canStartAny = useCan('StartAppointments');
  const sessionUserId = useSessionUser().data?.ID ?? null;
  const addToWaitingList = useAddToWaitingList();
  const startAppointment = useStartFromEstimate();
  const canTakePayment = useCan('CreateTransactions');
  const startOnTheSpot = useStartFromEstimateOnTheSpot();
  // Which button asked for the save: the trip-fee consent dialog may come in between.
  const afterSave = useRef<AfterSave>('none');
  // Fields are checked after blur (part 1 §5) with the server's own rules; Next and Save check a whole step.
  const resolver = useMemo<Resolver<EstimateForm>>(
    () => (values) => {
      // Pet fields are checked by Next and Save only: a pet card just added must not open in red.
      const problems = problemsOf(values, { canCreateCustomer, askMapsco }).filter((p) => !p.field.startsWith('pets.'));
      return problems.length > 0
        ? { values: {}, errors: resolverErrors(problems) as FieldErrors<EstimateForm> }
        : { values, errors: {} };
    },
    [canCreateCustomer, askMapsco],
  );
  const form = useForm<EstimateForm>({ defaultValues: initialForm, mode: 'onTouched', resolver });
  const save = useSaveEstimate();
  // Leaving with unsaved changes asks first; moving between the steps is not leaving.
  const wizardPath = pathFor('pets').split('?')[0]!.replace(/\/pets$/, '');
  const savedNow = useUnsavedChangesPrompt(form.formState.isDirty && !save.isPending, wizardPath);
  const [consentOpen, setConsentOpen] = useState(false);
  // Part 1 §4: an existing estimate has been through every step; a new one starts at Details.
  const [completedIndex, setCompletedIndex] = useState(estimate ? STEPS.length - 1 : 0);
  const currentIndex = stepIndex(step);

  const values = form.watch();
  const editingId = estimate && !isCopy ? estimate.ID : null;
  // Words people use (docs/DECISIONS.md "Words people use instead of internal numbers"): the estimate by its date.
  const title = editingId ? (estimate?.DateAdded ? `Estimate of ${formatDate(estimate.DateAdded)}` : 'Estimate') : isCopy && estimate ? 'Copy of an estimate' : 'New Estimate';
  useDocumentTitle(`${title} — Pawroute`);

  // A customer picked on the Details step: their pets, address and trip charge fill the form once.
  const pickedUserId = known ? null : values.customerMode === 'existing' ? values.userId : null;
  const picked = useLastEstimate(pickedUserId);
  const appliedFor = useRef<number | null>(null);
  useEffect(() => {
    if (pickedUserId === null) appliedFor.current = null;
  }, [pickedUserId]);
  useEffect(() => {
    if (!picked.data || picked.data.user.ID !== pickedUserId || appliedFor.current === pickedUserId) return;
    appliedFor.current = pickedUserId;
    const filled = customerEstimateForm(picked.data.user, picked.data.customer, picked.data.estimate, catalog.generatorFeeCents, false);
    form.reset({ ...form.getValues(), ...filled, newUser: form.getValues('newUser') });
  }, [picked.data, pickedUserId, catalog.generatorFeeCents, form]);
  useEffect(() => {
    if (picked.isError) toast.error(ESTIMATE_TOASTS.failedToGet, { id: 'estimate-customer' });
  }, [picked.isError]);

  const customerContext: KnownCustomer | null =
    known ?? (picked.data && picked.data.user.ID === pickedUserId ? { user: picked.data.user, customer: picked.data.customer } : null);
  const customer = values.customerMode === 'existing' ? (customerContext?.customer ?? null) : null;

  const asOf = useMemo(() => businessToday(), []);
  const figures = previewPrice(values, catalog, customer, asOf);

  // A step after the completed index cannot be opened, not even by its URL.
  useEffect(() => {
    if (currentIndex > completedIndex) navigate(pathFor(STEPS[completedIndex]!.key), { replace: true });
  }, [currentIndex, completedIndex, navigate, pathFor]);

  /** Marks every problem on its field; `announce` also toasts the first (on Save, whose step may be another). */
  const showProblems = (problems: Problem[], announce: boolean) => {
    form.clearErrors();
    for (const problem of problems) form.setError(problem.field as FieldPath<EstimateForm>, { type: 'rule', message: problem.message });
    if (announce && problems[0]) toast.error(problems[0].message, { id: 'estimate-problem' });
  };

  const goTo = (key: StepKey) => {
    if (stepIndex(key) <= completedIndex) navigate(pathFor(key));
  };

  const next = () => {
    const problems = problemsOfStep(problemsOf(form.getValues(), { canCreateCustomer, askMapsco }), step);
    if (problems.length > 0) {
      showProblems(problems, false);
      // The first problem's field gets the focus (and scrolls into view), so a phone shows it.
      const first = problems[0]!.field;
      requestAnimationFrame(() => {
        if (first !== 'userId') form.setFocus(first as FieldPath<EstimateForm>, { shouldSelect: false });
      });
      return;
    }
    form.clearErrors();
    const target = currentIndex + 1;
    setCompletedIndex((done) => Math.max(done, target));
    navigate(pathFor(STEPS[target]!.key));
  };

  const previous = () => {
    if (currentIndex > 0) navigate(pathFor(STEPS[currentIndex - 1]!.key));
  };

  const tripFee = moneyTextToCents(values.tripFee);
  const previousTripFee = editingId ? estimate!.tripFee : null;
  const stored = storedTripCharge(customer);

  const submit = async (answer: ConsentAnswer | null) => {
    const body = toSaveBody(form.getValues(), {
      estimateId: editingId,
      copiedFromEstimateId: isCopy && estimate ? estimate.copiedFromEstimateId : null,
      figures: {
        feeServices: figures.feeServices,
        feeTrip: figures.feeTrip,
        feeFuel: figures.feeFuel,
        feeGenerator: figures.feeGenerator,
        feeSalesTax: figures.feeSalesTax,
        feeTotal: figures.feeTotal,
        discount: figures.discount,
      },
      tripChargeIncrementConsent: answer !== null,
      saveTripChargeToProfile: answer?.saveToProfile ?? false,
    });
    const then = afterSave.current;
    afterSave.current = 'none';
    try {
      const saved = await save.mutateAsync(body);
      // Saved: what is on screen is no longer unsaved, so the follow-up may navigate freely.
      savedNow();
      form.reset(form.getValues());
      setConsentOpen(false);
      toast.success(ESTIMATE_TOASTS.saved);
      await followUp(then, saved.data.estimateId);
    } catch (error) {
      setConsentOpen(false);
      const message = isApiError(error) ? error.message : undefined;
      toast.error(ESTIMATE_TOASTS.failedToSave, { description: message });
      if (isApiError(error) && error.fieldErrors) {
        if (error.fieldErrors.tripChargeIncrementConsent) {
          setConsentOpen(true);
          return;
        }
        for (const [path, fieldMessage] of Object.entries(error.fieldErrors)) {
          form.setError(formField(path) as FieldPath<EstimateForm>, { type: 'server', message: fieldMessage });
        }
      }
    }
  };

  /** After the save: book it on the schedule, add it to the waiting list, start it, or leave (part 1 §4). */
  const followUp = async (then: AfterSave, savedEstimateId: number) => {
    if (then === 'schedule') {
      const customerName = customerContext ? fullName(customerContext.user) : values.customerMode === 'new' ? fullName(values.newUser) : undefined;
      const bookable = appointment && (appointment.status === 'waiting' || appointment.status === 'rescheduled') ? appointment.ID : null;
      navigate('/dashboard/appointments', { state: { estimateId: savedEstimateId, appointmentId: bookable, customerName } });
      return;
    }
    if (then === 'waitingList') {
      try {
        await addToWaitingList.mutateAsync(savedEstimateId);
        toast.success(APPOINTMENT_MESSAGES.addedToWaitingList);
      } catch (error) {
        toast.error(APPOINTMENT_MESSAGES.failedToAddToWaitingList, { description: isApiError(error) ? error.message : undefined });
      }
      if (!editingId) navigate(toCustomerList ? '/dashboard/customers' : '/dashboard');
      return;
    }
    if (then === 'start' && appointment) {
      try {
        await startAppointment.mutateAsync(appointment.ID);
        toast.success(APPOINTMENT_MESSAGES.started);
        // Part 1 §4: start, reload, and the path goes from confirmation to info.
        navigate(pathFor('info'));
      } catch (error) {
        toast.error(APPOINTMENT_MESSAGES.failedToStart, { description: isApiError(error) ? error.message : undefined });
      }
      return;
    }
    if (then === 'complete' || then === 'completeAbsent') {
      const absent = then === 'completeAbsent';
      // In progress: straight to its completion. No appointment: made and started here, then completed.
      if (appointment?.status === 'inProgress') {
        navigate(completionPathFor(appointment.ID, absent));
        return;
      }
      try {
        const started = await startOnTheSpot.mutateAsync(savedEstimateId);
        toast.success(APPOINTMENT_MESSAGES.started);
        navigate(completionPathFor(started.appointmentId, absent));
      } catch (error) {
        toast.error(APPOINTMENT_MESSAGES.failedToStart, { description: isApiError(error) ? error.message : undefined });
      }
      return;
    }
    // Part 1 §6: ViewAllCustomers decides where a saved estimate leads.
    navigate(toCustomerList ? '/dashboard/customers' : '/dashboard');
  };

  const onSave = (then: AfterSave = 'none') => {
    afterSave.current = then;
    const problems = problemsOf(form.getValues(), { canCreateCustomer, askMapsco });
    if (problems.length > 0) {
      showProblems(problems, true);
      const firstStep = problems[0]!.step;
      if (firstStep !== step) navigate(pathFor(firstStep));
      return;
    }
    if (needsTripFeeConsent({ newTripFee: tripFee, previousTripFee, customerTripCharge: stored })) {
      setConsentOpen(true);
      return;
    }
    void submit(null);
  };

  const copy = () => {
    if (!estimate || !editingId) return;
    navigate(`/dashboard/estimate/${editingId}/user/${estimate.userId}/info?copy=1`);
  };

  const busy = save.isPending || addToWaitingList.isPending || startAppointment.isPending || startOnTheSpot.isPending;
  const showSchedule = canSave && canBook && offersSchedule(appointment);
  const showWaitingList = canSave && canBook && offersWaitingList(appointment);
  const showStart = canSave && offersStart(appointment) && (canStartAny || appointment.employeeId === sessionUserId);
  // Part 2 §4.2: no appointment, or one in progress: the completion actions (customer on site, not home).
  const showComplete = canSave && canTakePayment && !isCopy && offersCompletion(appointment);
  const appointmentBar =
    step === 'confirmation' && (showSchedule || showWaitingList || showStart || showComplete || appointment) ? (
      <div className="est-appointment" aria-label="Appointment">
        {appointment && (
          <p className="est-appointment__status" data-appointment-id={appointment.ID}>
            This estimate's appointment: <strong>{statusLabel(appointment.status)}</strong>
          </p>
        )}
        <div className="est-appointment__buttons">
          {showSchedule && (
            <button type="button" className="button button--primary" onMouseDown={keepFocus} disabled={busy} onClick={() => onSave('schedule')}>
              Save/Create and Schedule Appointment
            </button>
          )}
          {showWaitingList && (
            <button
              type="button"
              className="button button--secondary"
              onMouseDown={keepFocus}
              disabled={busy || appointment?.status === 'waiting'}
              onClick={() => onSave('waitingList')}
            >
              Add Appointment to Waiting List
            </button>
          )}
          {showStart && (
            <button type="button" className="button button--primary" onMouseDown={keepFocus} disabled={busy} onClick={() => onSave('start')}>
              Start Appointment
            </button>
          )}
          {showComplete && (
            <>
              <button type="button" className="button button--primary" onMouseDown={keepFocus} disabled={busy} onClick={() => onSave('complete')}>
                {startOnTheSpot.isPending ? 'Starting…' : 'Complete Appointment — Customer On Site'}
              </button>
              <button type="button" className="button button--secondary" onMouseDown={keepFocus} disabled={busy} onClick={() => onSave('completeAbsent')}>
                Complete — Customer Not Home
              </button>
            </>
          )}
        </div>
      </div>
    ) : null;

  // The estimate summary panel's customer line: the known or picked customer, else the new one typed.
  const summaryName = customerContext ? fullName(customerContext.user) : values.customerMode === 'new' ? fullName(values.newUser) || null : null;
  const totalBar = (
    <div className="est-total" aria-live="polite">
      <span className="est-total__label">Estimate total</span>
      <span className="est-total__value" data-testid="estimate-total">
        {dollars(figures.feeTotal)}
      </span>
    </div>
  );

  return (
    <div className="page est-page">
      <PageHeader
        title={title}
        subtitle={
          editingId && estimate?.LastEdited
            ? `Last edited ${formatDateTime(estimate.LastEdited)}`
            : isCopy
              ? 'Saving creates a new estimate; the original stays as it is.'
              : 'Details, pet services, then confirm the fees.'
        }
        actions={
          editingId && canSave ? (
            <button type="button" className="button button--secondary" onClick={copy}>
              Copy Estimate
            </button>
          ) : undefined
        }
      />
      <FormProvider {...form}>
        <div className="est-layout">
          <aside className="est-layout__side">
            <Stepper currentIndex={currentIndex} completedIndex={completedIndex} onSelect={goTo} />
            <EstimateSummaryPanel variant="side" values={values} figures={figures} customerName={summaryName} total={totalBar} />
          </aside>
          <form
            className="est-layout__main"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (step === 'confirmation') onSave('none');
              else next();
            }}
          >
            <section className="panel est-step" aria-labelledby="est-step-title">
              <h2 id="est-step-title" className="est-step__title">
                <span className="est-step__count">
                  Step {currentIndex + 1} of {STEPS.length}
                </span>
                {STEPS[currentIndex]!.label}
              </h2>
              {step === 'info' && (
                <DetailsStep
                  known={known}
                  picked={customerContext}
                  pickedLoading={picked.isFetching}
                  canCreateCustomer={canCreateCustomer}
                  locked={Boolean(estimate)}
                />
              )}
              {step === 'pets' && <PetServicesStep catalog={catalog} figures={figures} canAddPets={values.customerMode === 'new' || Boolean(customerContext)} />}
              {step === 'confirmation' && (
                <ConfirmationStep catalog={catalog} figures={figures} customer={customerContext} storedTripCharge={stored} />
              )}
            </section>
            <div className="est-footer">
              <div className="est-footer__total">
                <EstimateSummaryPanel variant="footer" values={values} figures={figures} customerName={summaryName} total={totalBar} />
              </div>
              <div className="est-footer__nav">
                <button type="button" className="button button--secondary" onMouseDown={keepFocus} onClick={previous} disabled={currentIndex === 0}>
                  Previous
                </button>
                {step !== 'confirmation' ? (
                  <button type="submit" className="button button--primary" onMouseDown={keepFocus}>
                    Next
                  </button>
                ) : (
                  canSave && (
                    <button type="submit" className="button button--primary" onMouseDown={keepFocus} disabled={busy}>
                      {save.isPending ? 'Saving…' : 'Save Estimate'}
                    </button>
                  )
                )}
              </div>
              {appointmentBar}
            </div>
          </form>
        </div>
      </FormProvider>
      {consentOpen && (
        <TripFeeConsentDialog
          newTripFee={tripFee}
          previousTripFee={previousTripFee}
          storedTripCharge={stored}
          canSaveToProfile={canCreateCustomer}
          busy={save.isPending}
          onAnswer={(answer) => void submit(answer)}
          onCancel={() => setConsentOpen(false)}
        />
      )}
    </div>
  );
}
