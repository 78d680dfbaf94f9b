import { z } from 'zod';
import type { DomainEvent } from '../shared/decider';
import { storableId, storableText } from '../shared/storable';
import { TEXT_MAX } from '../shared/validators';
import { MAX_PET_WEIGHT } from './messages';
import { isCommissionRate, isIsoDate, isTimeOfDay } from './bodies';

/** An employee record of a staff user (part 2 §2.4, §3). employeeId = userId: one record per staff user. */
export const employeeCreatedSchema = z.object({
  employeeId: storableId(),
  userId: storableId(),
  createdAt: storableText(),
});

const date = storableText().refine(isIsoDate).nullable();
const time = storableText().refine(isTimeOfDay).nullable();

/** The whole new state of the employee details (part 2 §3 "Employee details"). */
export const employeeDetailsUpdatedSchema = z.object({
  employeeId: storableId(),
  dateHired: date,
  dateTerminated: date,
  workDayStartTime: time,
  workDayEndTime: time,
  worksMonday: z.boolean(),
  worksTuesday: z.boolean(),
  worksWednesday: z.boolean(),
  worksThursday: z.boolean(),
  worksFriday: z.boolean(),
  worksSaturday: z.boolean(),
  worksSunday: z.boolean(),
  emergencyContactName: storableText().max(TEXT_MAX).nullable(),
  emergencyContactPhone: storableText().max(TEXT_MAX).nullable(),
  updatedAt: storableText(),
});

/**
 * The whole new state of the stylist details (part 2 §3 "Stylist details"); the history keeps the
 * commission rate in force on each date (payroll).
 */
export const stylistDetailsUpdatedSchema = z.object({
  employeeId: storableId(),
  petsPerDay: storableId(),
  minutesPerPet: storableId(),
  maxPetWeight: storableId().max(MAX_PET_WEIGHT),
  commissionRate: z.number().refine(isCommissionRate),
  servicesCats: z.boolean(),
  isSmoker: z.boolean(),
  hasGeneratorVehicle: z.boolean(),
  stylistBreedRestrictions: z.array(storableId()),
  updatedAt: storableText(),
});

export type EmployeeCreated = DomainEvent<'EmployeeCreated', z.infer<typeof employeeCreatedSchema>>;
export type EmployeeDetailsUpdated = DomainEvent<'EmployeeDetailsUpdated', z.infer<typeof employeeDetailsUpdatedSchema>>;
export type StylistDetailsUpdated = DomainEvent<'StylistDetailsUpdated', z.infer<typeof stylistDetailsUpdatedSchema>>;
export type EmployeeEvent = EmployeeCreated | EmployeeDetailsUpdated | StylistDetailsUpdated;

/** For the event-schema registry. */
export const EMPLOYEE_EVENT_SCHEMAS = {
  EmployeeCreated: employeeCreatedSchema,
  EmployeeDetailsUpdated: employeeDetailsUpdatedSchema,
  StylistDetailsUpdated: stylistDetailsUpdatedSchema,
} as const;

export const employeeStream = (employeeId: number): string => `Employee-${employeeId}`;
