import type { Selectable } from 'kysely';
import type { OptionsTables } from './options/tables';
import type { CustomersTables } from './customers/tables';
import type { EstimatesTables } from './estimates/tables';
import type { CommentsTables } from './comments/tables';
import type { PetsTables } from './pets/tables';
import type { PicturesTables } from './pictures/tables';
import type { ContactsTables } from './contacts/tables';
import type { ExceptionsTables } from './exceptions/tables';
import type { ComplaintsTables } from './complaints/tables';
import type { EmployeesTables } from './employees/tables';
import type { AppointmentsTables } from './appointments/tables';
import type { AppointmentConfirmationsTables } from './appointments/confirmationTables';
import type { TransactionsTables } from './transactions/tables';
import type { RouteTables } from './route/tables';
import type { BookingRequestsTables } from './booking/tables';
import type { VaccinationsTables } from './vaccinations/tables';
import type { GroomingReportTables } from './groomingReport/tables';
import type { MessagesTables } from './messages/tables';
import type { RemindersTables } from './reminders/tables';
import type { PetRemindersTables } from './petReminders/tables';
import type { MessageTemplatesTables } from './messageTemplates/tables';

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
