import type { Projector } from './runner/projector';
import { optionsProjector } from './options/projector';
import { customersProjector } from './customers/projector';
import { commentsProjector } from './comments/projector';
import { estimatesProjector } from './estimates/projector';
import { petsProjector } from './pets/projector';
import { picturesProjector } from './pictures/projector';
import { contactsProjector } from './contacts/projector';
import { exceptionsProjector } from './exceptions/projector';
import { complaintsProjector } from './complaints/projector';
import { employeesProjector } from './employees/projector';
import { appointmentsProjector } from './appointments/projector';
import { appointmentConfirmationsProjector } from './appointments/confirmationsProjector';
import { transactionsProjector } from './transactions/projector';
import { todoProjector } from './todo/projector';
import { messagesProjector } from './messages/projector';
import { remindersProjector } from './reminders/projector';
import { reportsProjector } from './reports/projector';
import { routeProjector } from './route/projector';
import { bookingRequestsProjector } from './booking/projector';
import { vaccinationsProjector } from './vaccinations/projector';
import { groomingReportProjector } from './groomingReport/projector';
import { petRemindersProjector } from './petReminders/projector';
import { messageTemplatesProjector } from './messageTemplates/projector';

/** Every projector the runner keeps up to date, in no particular order. */
export const allProjectors: Projector[] = [optionsProjector, customersProjector, commentsProjector, petsProjector, picturesProjector, estimatesProjector, contactsProjector, exceptionsProjector, complaintsProjector, employeesProjector, appointmentsProjector, appointmentConfirmationsProjector, transactionsProjector, todoProjector, messagesProjector, remindersProjector, reportsProjector, routeProjector, bookingRequestsProjector, vaccinationsProjector, groomingReportProjector, petRemindersProjector, messageTemplatesProjector];
