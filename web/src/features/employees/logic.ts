import type { EmployeeRow } from '@pawroute/domain';
import { employeeName } from './format';

export interface EmployeeFilters {
  text: string;
  userType: string;
  showTerminated: boolean;
}

/** Text over name and email, the user type, and terminated employees only when asked (off by default). */
export function matchesFilters(row: EmployeeRow, f: EmployeeFilters): boolean {
  if (!f.showTerminated && row.isTerminated) return false;
  if (f.userType && String(row.userTypeId) !== f.userType) return false;
  const text = f.text.trim().toLowerCase();
  if (!text) return true;
  return [employeeName(row), `${row.lastName} ${row.firstName}`, row.emailAddress].some((v) => v.toLowerCase().includes(text));
}

export interface StylistForm {
  petsPerDay: string;
  minutesPerPet: string;
  maxPetWeight: string;
  commissionRate: string;
  servicesCats: boolean;
  isSmoker: boolean;
  hasGeneratorVehicle: boolean;
  stylistBreedRestrictions: number[];
}

/** A blank number field is no number (the schema then gives the field's own message). */
const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.trim()));

/** The request body the domain schema (the server's) validates. */
export const toStylistBody = (employeeId: number, f: StylistForm) => ({
  employeeId,
  petsPerDay: num(f.petsPerDay),
  minutesPerPet: num(f.minutesPerPet),
  maxPetWeight: num(f.maxPetWeight),
  commissionRate: num(f.commissionRate),
  servicesCats: f.servicesCats,
  isSmoker: f.isSmoker,
  hasGeneratorVehicle: f.hasGeneratorVehicle,
  stylistBreedRestrictions: f.stylistBreedRestrictions,
});

