import { z } from 'zod';
import { INT4_MAX, idParam, storableId, storableText } from '../shared/storable';
import { FIELD_MESSAGES, TEXT_MAX, isPhone } from '../shared/validators';
import { USER_MESSAGES } from '../users';
import { EMPLOYEE_MESSAGES as M, MAX_PET_WEIGHT } from './messages';
import { expectedVersionField } from '../shared/editVersion';
import { ISO_TIME, fromSpecDate, fromSpecTime } from '../shared/wire';
import { isDateOnly } from '../shared/calendarDates';

/** 'YYYY-MM-DD' and a real calendar day (shared/calendarDates). */
export const isIsoDate = isDateOnly;

/** 'HH:MM', 00:00 to 23:59 (shared/wire ISO_TIME). */
export const isTimeOfDay = (value: string): boolean => ISO_TIME.test(value);

/** At most two decimals (45.25 yes, 45.255 no), tolerant of binary fractions (0.29 * 100). */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A commission rate: 0 to 100 percent, at most two decimals (docs/RULES.md "Payroll"). */
export const isCommissionRate = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= 100 && hasAtMostTwoDecimals(value);

/** A date field: 'YYYY-MM-DD' or the spec's 'MM-DD-YYYY', or ''/null/absent for none. */
export const employeeDateSchema = storableText({ error: M.dates })
  .nullish()
  .transform((v) => {
    const t = v ? v.trim() : '';
    return (fromSpecDate(t) ?? t) || null;
  })
  .refine((v) => v === null || isIsoDate(v), { error: M.dates });

/** A time field: 'HH:MM' (a trailing ':SS' of an <input type=time> is dropped) or the spec's 'h:mm AM', or ''/null/absent. */
export const employeeTimeSchema = storableText({ error: M.times })
  .nullish()
  .transform((v) => {
    const t = (v ?? '').trim();
    if (/[AaPp][Mm]$/.test(t)) return fromSpecTime(t) ?? t;
    return (/^\d{2}:\d{2}:\d{2}$/.test(t) ? t.slice(0, 5) : t) || null;
  })
  .refine((v) => v === null || isTimeOfDay(v), { error: M.times });

const flag = z.boolean({ error: M.flag }).nullish().transform((v) => v ?? false);

const optionalText = (max = TEXT_MAX) =>
  storableText()
    .trim()
    .max(max, { error: FIELD_MESSAGES.tooLong(max) })
    .nullish()
    .transform((v) => v || null);

const requiredText = (message: string) =>
  storableText({ error: message }).trim().min(1, { error: message }).max(TEXT_MAX, { error: FIELD_MESSAGES.tooLong(TEXT_MAX) });

/** Cross-field rules shared by the body schema and the decider. Returns the broken rule's message. */
export function employeeDetailsProblem(d: {
  dateHired: string | null;
  dateTerminated: string | null;
  workDayStartTime: string | null;
  workDayEndTime: string | null;
}): { field: 'dateTerminated' | 'workDayEndTime'; message: string } | null {
  if (d.dateHired && d.dateTerminated && d.dateTerminated < d.dateHired) return { field: 'dateTerminated', message: M.terminatedBeforeHired };
  if (d.workDayStartTime && d.workDayEndTime && d.workDayEndTime <= d.workDayStartTime) return { field: 'workDayEndTime', message: M.endBeforeStart };
  return null;
}

/** POST /api/v4/user/updateEmployeeDetails (path ours: not shown in the spec). */
export const updateEmployeeDetailsSchema = z
  .object({
    employeeId: idParam(M.employeeRequired),
    firstName: requiredText(USER_MESSAGES.firstNameRequired),
    lastName: requiredText(USER_MESSAGES.lastNameRequired),
    dateHired: employeeDateSchema,
    dateTerminated: employeeDateSchema,
    workDayStartTime: employeeTimeSchema,
    workDayEndTime: employeeTimeSchema,
    worksMonday: flag,
    worksTuesday: flag,
    worksWednesday: flag,
    worksThursday: flag,
    worksFriday: flag,
    worksSaturday: flag,
    worksSunday: flag,
    emergencyContactName: optionalText(),
    emergencyContactPhone: optionalText().refine((v) => v === null || isPhone(v), { error: FIELD_MESSAGES.phone }),
    /** editVersion([Employee stream, User stream]) as read with getEmployeeDetails. */
    expectedVersion: expectedVersionField,
  })
  .superRefine((d, ctx) => {
    const problem = employeeDetailsProblem(d);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type UpdateEmployeeDetailsBody = z.input<typeof updateEmployeeDetailsSchema>;
export type UpdateEmployeeDetailsInput = z.output<typeof updateEmployeeDetailsSchema>;

const positiveInt = (message: string, max?: number) => {
  const base = z.number({ error: message }).int({ error: message }).min(1, { error: message });
  return (max === undefined ? base.max(INT4_MAX, { error: message }) : base.max(max, { error: message }));
};

/** Part 1: "petsPerDay (default 5) × minutesPerPet (default 90)". A blank field takes its default. */
export const DEFAULT_PETS_PER_DAY = 5;
export const DEFAULT_MINUTES_PER_PET = 90;
const blankIs = (fallback: number) => (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? fallback : v);

/** POST /api/v4/user/updateStylistDetails (path ours). The first save makes the employee a stylist. */
export const updateStylistDetailsSchema = z.object({
  employeeId: idParam(M.employeeRequired),
  petsPerDay: z.preprocess(blankIs(DEFAULT_PETS_PER_DAY), positiveInt(M.petsPerDay)),
  minutesPerPet: z.preprocess(blankIs(DEFAULT_MINUTES_PER_PET), positiveInt(M.minutesPerPet)),
  maxPetWeight: positiveInt(M.maxPetWeight, MAX_PET_WEIGHT),
  commissionRate: z.number({ error: M.commissionRate }).refine(isCommissionRate, { error: M.commissionRate }),
  servicesCats: flag,
  isSmoker: flag,
  hasGeneratorVehicle: flag,
  stylistBreedRestrictions: z
    .array(storableId(), { error: M.breedRestrictions })
    .max(10_000, { error: M.breedRestrictions })
    .nullish()
    .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b)),
  /** editVersion([Employee stream]) as read with getStylistDetails. */
  expectedVersion: expectedVersionField,
});
export type UpdateStylistDetailsBody = z.input<typeof updateStylistDetailsSchema>;
export type UpdateStylistDetailsInput = z.output<typeof updateStylistDetailsSchema>;

/** Query of the employee reads: ?employeeId= */
export const employeeIdQuerySchema = z.object({ employeeId: idParam(M.employeeRequired) });

