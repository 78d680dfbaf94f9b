import { employeeCreatedSchema, employeeDetailsUpdatedSchema, stylistDetailsUpdatedSchema } from '@pawroute/domain';
import { publishLiveEvent, type RecordedEvent, type Transaction } from '@pawroute/platform';
import type { ApplyContext, ChangedKey, Projector } from '../runner/projector';
import { createEmployeesTables, EMPLOYEES_TABLES, localToday, readStylistOptions } from './tables';

export const EMPLOYEES_EVENT_TYPES = ['EmployeeCreated', 'EmployeeDetailsUpdated', 'StylistDetailsUpdated'] as const;

/** The business time zone (the same setting as the server config's, PAWROUTE_TIME_ZONE). */
const timeZone = (): string => process.env.PAWROUTE_TIME_ZONE?.trim() || 'America/Chicago';

/**
 * Employees and their stylist details, for the employees screens and getOptions' stylists. A change that
 * touches a stylist changes the options too: the { scope: 'options' } key, and the spec's updatedOptions
 * live event (part 2 §7.8) to staff with the new stylists list, both sent by Postgres on commit.
 */
export const employeesProjector: Projector = {
  name: 'employees',
  version: 1,
  eventTypes: EMPLOYEES_EVENT_TYPES,
  tables: EMPLOYEES_TABLES,
  createTables: (tx: Transaction) => createEmployeesTables(tx),
  async apply(tx: Transaction, events: readonly RecordedEvent[], context?: ApplyContext): Promise<ChangedKey[]> {
    const keys: ChangedKey[] = [];
    let stylistsChanged = false;
    for (const event of events) {
      switch (event.type) {
        case 'EmployeeCreated': {
          const d = employeeCreatedSchema.parse(event.data);
          await tx.query(`INSERT INTO employees (id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING`, [
            d.employeeId, d.userId, d.createdAt,
          ]);
          keys.push({ scope: 'employees' }, { scope: 'employee', id: d.employeeId });
          break;
        }
        case 'EmployeeDetailsUpdated': {
          const d = employeeDetailsUpdatedSchema.parse(event.data);
          const { rows } = await tx.query<{ is_stylist: boolean }>(
            `UPDATE employees SET date_hired = $2, date_terminated = $3, work_day_start_time = $4, work_day_end_time = $5,
                    works_monday = $6, works_tuesday = $7, works_wednesday = $8, works_thursday = $9, works_friday = $10,
                    works_saturday = $11, works_sunday = $12, emergency_contact_name = $13, emergency_contact_phone = $14
              WHERE id = $1 RETURNING is_stylist`,
            [
              d.employeeId, d.dateHired, d.dateTerminated, d.workDayStartTime, d.workDayEndTime, d.worksMonday, d.worksTuesday,
              d.worksWednesday, d.worksThursday, d.worksFriday, d.worksSaturday, d.worksSunday, d.emergencyContactName, d.emergencyContactPhone,
            ],
          );
          stylistsChanged ||= rows.some((r) => r.is_stylist);
          keys.push({ scope: 'employees' }, { scope: 'employee', id: d.employeeId });
          break;
        }
        case 'StylistDetailsUpdated': {
          const d = stylistDetailsUpdatedSchema.parse(event.data);
          await tx.query(`UPDATE employees SET is_stylist = true WHERE id = $1`, [d.employeeId]);
          await tx.query(
            `INSERT INTO stylist_details (employee_id, pets_per_day, minutes_per_pet, max_pet_weight, commission_rate, services_cats, is_smoker, has_generator_vehicle, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (employee_id) DO UPDATE SET pets_per_day = $2, minutes_per_pet = $3, max_pet_weight = $4, commission_rate = $5,
               services_cats = $6, is_smoker = $7, has_generator_vehicle = $8, updated_at = $9`,
            [d.employeeId, d.petsPerDay, d.minutesPerPet, d.maxPetWeight, d.commissionRate, d.servicesCats, d.isSmoker, d.hasGeneratorVehicle, d.updatedAt],
          );
          await tx.query(`DELETE FROM stylist_breed_restrictions WHERE employee_id = $1`, [d.employeeId]);
          if (d.stylistBreedRestrictions.length > 0) {
            await tx.query(
              `INSERT INTO stylist_breed_restrictions (employee_id, breed_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
              [d.employeeId, d.stylistBreedRestrictions],
            );
          }
          await tx.query(
            `INSERT INTO stylist_commission_rates (employee_id, effective_at, commission_rate) VALUES ($1, $2, $3)
             ON CONFLICT (employee_id, effective_at) DO UPDATE SET commission_rate = $3`,
            [d.employeeId, d.updatedAt, d.commissionRate],
          );
          stylistsChanged = true;
          keys.push({ scope: 'employees' }, { scope: 'employee', id: d.employeeId });
          break;
        }
        default:
          throw new Error(`employees projector: unexpected event type ${event.type}`);
      }
    }
    if (stylistsChanged) {
      keys.push({ scope: 'options' });
      await publishLiveEvent(tx, 'updatedOptions', { stylists: await readStylistOptions(tx, localToday(timeZone(), context?.now ?? new Date())) }, 'staff');
    }
    return keys;
  },
};
