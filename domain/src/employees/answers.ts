import { z } from 'zod';
import type { WithPosition } from '../shared/writeAnswers';
/** Response types of the employees routes (part 2 §2.4, §3, §7.3). employeeId = the staff user's userId. */

/** One row of GET /api/v4/users/getEmployees (every employee, terminated and deleted included). */
export interface EmployeeRow {
  ID: number;
  userId: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
  userTypeId: number;
  UserType: string | null;
  dateHired: string | null;
  dateTerminated: string | null;
  /** dateTerminated is set and on or before today (business time zone). */
  isTerminated: boolean;
  isStylist: boolean;
  IsDeleted: boolean;
}
export interface GetEmployeesResponse {
  rows: EmployeeRow[];
}

/** GET /api/v4/user/getEmployeeDetails?employeeId= */
export interface EmployeeDetailsResponse {
  ID: number;
  userId: number;
  /** What an edit sends back as expectedVersion (editVersion: Employee then User stream revisions). */
  version?: string;
  /** 'YYYY-MM-DD' */
  dateHired: string | null;
  dateTerminated: string | null;
  /** 'HH:MM' */
  workDayStartTime: string | null;
  workDayEndTime: string | null;
  worksMonday: boolean;
  worksTuesday: boolean;
  worksWednesday: boolean;
  worksThursday: boolean;
  worksFriday: boolean;
  worksSaturday: boolean;
  worksSunday: boolean;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  isTerminated: boolean;
  User: {
    ID: number;
    firstName: string;
    lastName: string;
    emailAddress: string;
    userTypeId: number;
    UserType: string | null;
    IsDeleted: boolean;
    isAccount: boolean;
    commentGroupId: number | null;
  };
  recurringTypes: { ID: number; type: string; label: string }[];
}

/** GET /api/v4/user/getStylistDetails?employeeId= */
export interface StylistDetailsResponse {
  employeeId: number;
  /** What an edit sends back as expectedVersion (editVersion: the Employee stream's revision). */
  version?: string;
  isStylist: boolean;
  petsPerDay: number | null;
  minutesPerPet: number | null;
  maxPetWeight: number | null;
  /** Read-only minutes; null until appointments exist. */
  averageGroomingTime: number | null;
  /** 45 when never set. */
  commissionRate: number;
  servicesCats: boolean;
  isSmoker: boolean;
  hasGeneratorVehicle: boolean;
  /** Breed ids the stylist does NOT groom. */
  stylistBreedRestrictions: number[];
}

/** The answer of both employee writes (plus `position`, as every commandRoute). */
export type EmployeeWriteResponse = WithPosition<EmployeeWrittenAnswer>;

/** POST employees/update and stylists/update: the employee written. */
export const employeeWrittenAnswerSchema = z.object({ employeeId: z.number() });
export type EmployeeWrittenAnswer = z.infer<typeof employeeWrittenAnswerSchema>;
