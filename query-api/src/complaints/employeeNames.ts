import type { SqlExecutor } from '@pawroute/platform';
import { readOptions, type OptionsReader } from '../options/readOptions';

export interface EmployeeName {
  userId: number | null;
  firstName: string;
  lastName: string;
  isTerminated: boolean;
}

/**
 * Complaints name employees as getOptions lists them (its stylists are what New Complaint offers), so
 * the table and the picker agree whatever ids the employees feature gives stylists. A stylist no longer
 * working carries a flag there; any of the usual names for it counts.
 */
export async function employeeNames(db: OptionsReader & SqlExecutor): Promise<Map<number, EmployeeName>> {
  const { stylists } = await readOptions(db);
  return new Map(
    stylists.map((s) => {
      const flags = s as unknown as Record<string, unknown>;
      const isTerminated = [flags.isTerminated, flags.terminated, flags.noLongerWorking, flags.isNoLongerWorking].some((v) => v === true) || (typeof flags.dateTerminated === 'string' && flags.dateTerminated !== '');
      return [s.ID, { userId: typeof flags.userId === 'number' ? flags.userId : null, firstName: s.firstName, lastName: s.lastName, isTerminated }];
    }),
  );
}
