/**
 * The reads the schedule bench times: the query API's own functions (the routes call the same ones
 * after their permission checks), each answering how many rows it found so the bench can report them.
 */
import type { SqlExecutor } from '@pawroute/platform';
import { readDaySchedule, readOpenSlots, readWaitingList } from '@pawroute/query-api';

export interface ScheduleReadContext {
  db: SqlExecutor;
  timeZone: string;
  /** The bench's present, ISO. */
  now: string;
}

export interface ScheduleReads {
  /** The day schedule of every stylist (employeeId null) or one. */
  daySchedule(date: string, employeeId: number | null): Promise<number>;
  openSlots(date: string, estimateId: number): Promise<number>;
  /** `page` 1 is the first page. */
  waitingList(page: number, pageSize: number): Promise<number>;
}

export function scheduleReads({ db, timeZone, now }: ScheduleReadContext): ScheduleReads {
  const at = new Date(now);
  return {
    async daySchedule(date, employeeId) {
      const answer = await readDaySchedule(db, { date, employeeId, timeZone, now: at });
      return answer.appointments.length;
    },
    async openSlots(date, estimateId) {
      const answer = await readOpenSlots(db, { date, estimateId, timeZone, now: at });
      return answer.slots.length;
    },
    async waitingList(page, pageSize) {
      // The query API's pages count from 0.
      const answer = await readWaitingList(db, { page: page - 1, pageSize });
      return answer.appointments.length;
    },
  };
}
