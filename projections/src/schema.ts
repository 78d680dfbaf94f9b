import type { Selectable } from 'kysely';
import type { OptionsTables } from './options';
import type { CustomersTables } from './customers';
import type { EstimatesTables } from './estimates';
import type { CommentsTables } from './comments';
import type { PetsTables } from './pets';
import type { PicturesTables } from './pictures';
import type { ContactsTables } from './contacts';
import type { ExceptionsTables } from './exceptions';
import type { ComplaintsTables } from './complaints';
import type { EmployeesTables } from './employees';
import type { AppointmentsTables, AppointmentConfirmationsTables } from './appointments';
import type { TransactionsTables } from './transactions';
import type { RouteTables } from './route';
import type { BookingRequestsTables } from './booking';
import type { VaccinationsTables } from './vaccinations';
import type { GroomingReportTables } from './groomingReport';
import type { MessagesTables } from './messages';
import type { RemindersTables } from './reminders';
import type { PetRemindersTables } from './petReminders';
import type { MessageTemplatesTables } from './messageTemplates';

/**
 * The read database's table types, for kysely. Each feature adds its tables' interface here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ReadDatabase {}
export interface ReadDatabase extends OptionsTables {}
export interface ReadDatabase extends CustomersTables {}
export interface ReadDatabase extends CommentsTables {}
export interface ReadDatabase extends EstimatesTables {}
export interface ReadDatabase extends PetsTables {}
export interface ReadDatabase extends PicturesTables {}
export interface ReadDatabase extends ContactsTables {}
export interface ReadDatabase extends ExceptionsTables {}
export interface ReadDatabase extends ComplaintsTables {}
export interface ReadDatabase extends EmployeesTables {}
export interface ReadDatabase extends AppointmentsTables {}
export interface ReadDatabase extends GroomingReportTables {}
export interface ReadDatabase extends AppointmentConfirmationsTables {}
export interface ReadDatabase extends TransactionsTables {}
export interface ReadDatabase extends RouteTables {}
export interface ReadDatabase extends BookingRequestsTables {}
export interface ReadDatabase extends VaccinationsTables {}
export interface ReadDatabase extends MessagesTables {}
export interface ReadDatabase extends RemindersTables {}
export interface ReadDatabase extends PetRemindersTables {}
export interface ReadDatabase extends MessageTemplatesTables {}

/**
 * A row of a read table as a SELECT returns it (the projections' table types, not a copy): query-api
 * types its raw SQL rows with it, e.g. `Omit<TableRow<'employees'>, 'created_at'> & { first_name: ... }`.
 */
export type TableRow<T extends keyof ReadDatabase> = Selectable<ReadDatabase[T]>;
