import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPLOYEE_MESSAGES,
  updateEmployeeDetailsSchema,
  type EmployeeDetailsResponse,
  type UpdateEmployeeDetailsInput,
} from '@pawroute/domain';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { TextField } from '../../../components/TextField';
import { useSessionUser } from '../../../lib/session';
import { useEmployeeDetails, useUpdateEmployeeDetails } from '../api/employees';
import { DAYS, employeeName, formatDate, formatPhone, formatTime, type WorkDayKey } from '../format';
import { updateDisabledForType } from './mayUpdate';
import type { EmployeeContext } from './slots';
import { cancelAndReload, EditCardHead, saveWithToasts } from './editMode';
import { useUnsavedChangesPrompt } from '../../../lib/unsavedChanges';
import { StaleEditNotice } from '../../../components/StaleEditNotice';

type Form = {
  firstName: string;
  lastName: string;
  dateHired: string;
  dateTerminated: string;
  workDayStartTime: string;
  workDayEndTime: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
} & Record<WorkDayKey, boolean>;

function formFrom(d: EmployeeDetailsResponse): Form {
  return {
    firstName: d.User.firstName,
    lastName: d.User.lastName,
    dateHired: d.dateHired ?? '',
    dateTerminated: d.dateTerminated ?? '',
    workDayStartTime: d.workDayStartTime ?? '',
    workDayEndTime: d.workDayEndTime ?? '',
    emergencyContactName: d.emergencyContactName ?? '',
    emergencyContactPhone: d.emergencyContactPhone ?? '',
    worksMonday: d.worksMonday,
    worksTuesday: d.worksTuesday,
    worksWednesday: d.worksWednesday,
    worksThursday: d.worksThursday,
    worksFriday: d.worksFriday,
    worksSaturday: d.worksSaturday,
    worksSunday: d.worksSunday,
  };
}

const FIELDS = new Set<string>([
  'firstName',
  'lastName',
  'dateHired',
  'dateTerminated',
  'workDayStartTime',
  'workDayEndTime',
  'emergencyContactName',
  'emergencyContactPhone',
  ...DAYS.map(([key]) => key),
]);
const asField = (name: string) => (FIELDS.has(name) ? (name as FieldPath<Form>) : null);

const workDays = (d: EmployeeDetailsResponse) =>
  DAYS.filter(([key]) => d[key])
    .map(([, day]) => day.slice(0, 3))
    .join(', ') || 'None';

/** Employee details (part 2 §2.4, §3): view, then edit with Save / Cancel (Cancel reloads the data). */
export function EmployeeDetailsCard({ ctx }: { ctx: EmployeeContext }) {
  const { employeeId } = ctx;
  const [editing, setEditing] = useState(false);
  const { data: me } = useSessionUser();
  const loaded = useEmployeeDetails(employeeId);
  const details = loaded.data ?? ctx.details;
  const save = useUpdateEmployeeDetails(employeeId);
  const schemaResolver = zodResolver(updateEmployeeDetailsSchema);
  const resolver: Resolver<Form, unknown, UpdateEmployeeDetailsInput> = (values, context, options) =>
    schemaResolver({ ...values, employeeId }, context, options as never) as never;
  const form = useForm<Form, unknown, UpdateEmployeeDetailsInput>({ resolver, defaultValues: formFrom(details), mode: 'onBlur' });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  // Leaving with unsaved changes asks first.
  useUnsavedChangesPrompt(editing && formState.isDirty && !formState.isSubmitting);
  const updateDisabled = updateDisabledForType(me);
  // The version the edit started from: a push refreshing the record mid-edit must not move it.
  const [editedVersion, setEditedVersion] = useState<string | undefined>();
  const [stale, setStale] = useState(false);
  const startEditing = () => {
    setEditedVersion(details.version);
    setStale(false);
    setEditing(true);
  };
  const reload = () => {
    setStale(false);
    cancel();
  };

  useEffect(() => {
    if (!editing) reset(formFrom(details));
  }, [editing, details, reset]);
  useEffect(() => {
    if (!ctx.canEdit) setEditing(false);
  }, [ctx.canEdit]);

  // Part 2 §2.4: Cancel reloads the data.
  const cancel = () => cancelAndReload(setEditing, () => loaded.refetch(), EMPLOYEE_MESSAGES.failedToRetrieveEmployeeDetails, `employee-${employeeId}`);

  const onSubmit = handleSubmit((body) =>
    saveWithToasts(
      () => save.mutateAsync({ ...body, expectedVersion: editedVersion }),
      { saved: EMPLOYEE_MESSAGES.updatedEmployeeDetails, failed: EMPLOYEE_MESSAGES.failedToSaveEmployeeDetails },
      () => setEditing(false),
      (name, message) => {
        const field = asField(name);
        if (field) setError(field, { message });
      },
      { onStale: () => setStale(true), reload },
    ),
  );

  const head = <EditCardHead title="Employee Details" showUpdate={ctx.canEdit && !editing} disabled={updateDisabled} onUpdate={startEditing} />;

  if (!editing) {
    return (
      <section className="panel panel--span" aria-label="Employee Details">
        {head}
        <dl className="facts">
          <div>
            <dt>Name</dt>
            <dd>{employeeName(details.User) || '—'}</dd>
          </div>
          <div>
            <dt>User Type</dt>
            <dd>{details.User.UserType ?? '—'}</dd>
          </div>
          <div>
            <dt>Date Hired</dt>
            <dd>{formatDate(details.dateHired) || '—'}</dd>
          </div>
          <div>
            <dt>Date Terminated</dt>
            <dd>{formatDate(details.dateTerminated) || '—'}</dd>
          </div>
          <div>
            <dt>Work Day Start Time</dt>
            <dd>{formatTime(details.workDayStartTime) || '—'}</dd>
          </div>
          <div>
            <dt>Work Day End Time</dt>
            <dd>{formatTime(details.workDayEndTime) || '—'}</dd>
          </div>
          <div className="facts--wide">
            <dt>Work Days</dt>
            <dd data-testid="work-days">{workDays(details)}</dd>
          </div>
          <div>
            <dt>Emergency Contact Name</dt>
            <dd>{details.emergencyContactName || '—'}</dd>
          </div>
          <div>
            <dt>Emergency Contact Phone</dt>
            <dd>{formatPhone(details.emergencyContactPhone) || '—'}</dd>
          </div>
        </dl>
      </section>
    );
  }

  const busy = formState.isSubmitting;
  return (
    <form className="panel form panel--span" onSubmit={onSubmit} noValidate aria-label="Edit Employee Details" aria-busy={busy}>
      {head}
      {stale && <StaleEditNotice onReload={reload} />}
      <fieldset className="form__section" disabled={busy}>
        <div className="form__grid form__grid--2">
          <TextField label="First Name" required error={errors.firstName} {...register('firstName')} />
          <TextField label="Last Name" required error={errors.lastName} {...register('lastName')} />
        </div>
        <div className="form__grid form__grid--2">
          <TextField label="Date Hired" type="date" error={errors.dateHired} {...register('dateHired')} />
          <TextField label="Date Terminated" type="date" error={errors.dateTerminated} {...register('dateTerminated')} />
        </div>
        <div className="form__grid form__grid--2">
          <TextField label="Work Day Start Time" type="time" error={errors.workDayStartTime} {...register('workDayStartTime')} />
          <TextField label="Work Day End Time" type="time" error={errors.workDayEndTime} {...register('workDayEndTime')} />
        </div>
        <fieldset className="emp-days">
          <legend className="field__label">Work Days</legend>
          <div className="toggle-row">
            {DAYS.map(([key, day]) => (
              <label key={key} className="check">
                <input type="checkbox" {...register(key)} /> Works {day}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="form__grid form__grid--2">
          <TextField label="Emergency Contact Name" error={errors.emergencyContactName} {...register('emergencyContactName')} />
          <TextField
            label="Emergency Contact Phone"
            type="tel"
            inputMode="tel"
            placeholder="(555) 555-5555"
            error={errors.emergencyContactPhone}
            {...register('emergencyContactPhone')}
          />
        </div>
      </fieldset>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={cancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
