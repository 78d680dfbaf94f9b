import {
  DEFAULT_COMMISSION_RATE,
  DomainError,
  EMPLOYEE_MESSAGES,
  type EmployeeDetailsResponse,
  type EmployeeRow,
  type GetEmployeesResponse,
  type StylistDetailsResponse,
} from '@pawroute/domain';
import type { SqlExecutor } from '@pawroute/platform';
import type { TableRow } from '@pawroute/projections';

const isTerminatedOn = (dateTerminated: string | null, today: string): boolean => dateTerminated !== null && dateTerminated <= today;

type EmployeeUserRow = Omit<TableRow<'employees'>, 'created_at'> & {
  first_name: string | null;
  last_name: string | null;
  email_address: string | null;
  phone_number: string | null;
  user_type_id: number | null;
  user_type: string | null;
  is_deleted: boolean | null;
  is_account: boolean | null;
  comment_group_id: number | null;
};

const SELECT = `SELECT e.*, u.first_name, u.last_name, u.email_address, u.phone_number, u.user_type_id, ut.name AS user_type,
                       u.is_deleted, u.is_account, u.comment_group_id
                  FROM employees e
                  LEFT JOIN users u ON u.id = e.user_id
                  LEFT JOIN user_types ut ON ut.id = u.user_type_id`;

/** GET /api/v4/users/getEmployees: every employee, terminated and deleted included, by name. */
export async function readEmployees(db: SqlExecutor, today: string): Promise<GetEmployeesResponse> {
  const { rows } = await db.query<EmployeeUserRow>(`${SELECT} ORDER BY u.first_name, u.last_name, e.id`);
  return {
    rows: rows.map(
      (r): EmployeeRow => ({
        ID: Number(r.id),
        userId: Number(r.user_id),
        firstName: r.first_name ?? '',
        lastName: r.last_name ?? '',
        emailAddress: r.email_address ?? '',
        phoneNumber: r.phone_number,
        userTypeId: Number(r.user_type_id ?? 0),
        UserType: r.user_type,
        dateHired: r.date_hired,
        dateTerminated: r.date_terminated,
        isTerminated: isTerminatedOn(r.date_terminated, today),
        isStylist: r.is_stylist,
        IsDeleted: Boolean(r.is_deleted),
      }),
    ),
  };
}

/** GET /api/v4/user/getEmployeeDetails?employeeId= */
export async function readEmployeeDetails(db: SqlExecutor, today: string, employeeId: number): Promise<EmployeeDetailsResponse> {
  const { rows } = await db.query<EmployeeUserRow>(`${SELECT} WHERE e.id = $1`, [employeeId]);
  const r = rows[0];
  if (!r) throw new DomainError(404, EMPLOYEE_MESSAGES.notFound);
  const { rows: recurring } = await db.query<{ id: number; type: string; label: string }>(`SELECT id, type, label FROM recurring_types ORDER BY id`);
  return {
    ID: Number(r.id),
    userId: Number(r.user_id),
    dateHired: r.date_hired,
    dateTerminated: r.date_terminated,
    workDayStartTime: r.work_day_start_time,
    workDayEndTime: r.work_day_end_time,
    worksMonday: r.works_monday,
    worksTuesday: r.works_tuesday,
    worksWednesday: r.works_wednesday,
    worksThursday: r.works_thursday,
    worksFriday: r.works_friday,
    worksSaturday: r.works_saturday,
    worksSunday: r.works_sunday,
    emergencyContactName: r.emergency_contact_name,
    emergencyContactPhone: r.emergency_contact_phone,
    isTerminated: isTerminatedOn(r.date_terminated, today),
    User: {
      ID: Number(r.user_id),
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      emailAddress: r.email_address ?? '',
      userTypeId: Number(r.user_type_id ?? 0),
      UserType: r.user_type,
      IsDeleted: Boolean(r.is_deleted),
      isAccount: Boolean(r.is_account),
      commentGroupId: r.comment_group_id === null ? null : Number(r.comment_group_id),
    },
    recurringTypes: recurring.map((t) => ({ ID: Number(t.id), type: t.type, label: t.label })),
  };
}

/** GET /api/v4/user/getStylistDetails?employeeId= (commission 45 and no limits until first saved). */
export async function readStylistDetails(db: SqlExecutor, employeeId: number): Promise<StylistDetailsResponse> {
  const { rows } = await db.query<{
    id: number; pets_per_day: number | null; minutes_per_pet: number | null; max_pet_weight: number | null; commission_rate: string | number | null;
    services_cats: boolean | null; is_smoker: boolean | null; has_generator_vehicle: boolean | null; restrictions: unknown;
  }>(
    `SELECT e.id, s.pets_per_day, s.minutes_per_pet, s.max_pet_weight, s.commission_rate, s.services_cats, s.is_smoker, s.has_generator_vehicle,
            coalesce((SELECT json_agg(r.breed_id ORDER BY r.breed_id) FROM stylist_breed_restrictions r WHERE r.employee_id = e.id), '[]'::json) AS restrictions
       FROM employees e LEFT JOIN stylist_details s ON s.employee_id = e.id
      WHERE e.id = $1`,
    [employeeId],
  );
  const r = rows[0];
  if (!r) throw new DomainError(404, EMPLOYEE_MESSAGES.notFound);
  const restrictions = (typeof r.restrictions === 'string' ? JSON.parse(r.restrictions) : r.restrictions) as unknown[];
  const num = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    employeeId: Number(r.id),
    isStylist: r.pets_per_day !== null,
    petsPerDay: num(r.pets_per_day),
    minutesPerPet: num(r.minutes_per_pet),
    maxPetWeight: num(r.max_pet_weight),
    // Read-only: the average of completed appointments, once appointments exist.
    averageGroomingTime: null,
    commissionRate: num(r.commission_rate) ?? DEFAULT_COMMISSION_RATE,
    servicesCats: Boolean(r.services_cats),
    isSmoker: Boolean(r.is_smoker),
    hasGeneratorVehicle: Boolean(r.has_generator_vehicle),
    stylistBreedRestrictions: restrictions.map(Number),
  };
}
