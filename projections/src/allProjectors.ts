import type { Projector } from './runner/projector';
import { optionsProjector } from './options';
import { customersProjector } from './customers';
import { commentsProjector } from './comments';
import { estimatesProjector } from './estimates';
import { petsProjector } from './pets';
import { picturesProjector } from './pictures';
import { contactsProjector } from './contacts';
import { exceptionsProjector } from './exceptions';
import { complaintsProjector } from './complaints';
import { employeesProjector } from './employees';
import { appointmentsProjector, appointmentConfirmationsProjector } from './appointments';
import { transactionsProjector } from './transactions';
import { todoProjector } from './todo';
import { messagesProjector } from './messages';
import { remindersProjector } from './reminders';
import { reportsProjector } from './reports';
import { routeProjector } from './route';
import { bookingRequestsProjector } from './booking';
import { vaccinationsProjector } from './vaccinations';
import { groomingReportProjector } from './groomingReport';
import { petRemindersProjector } from './petReminders';
import { messageTemplatesProjector } from './messageTemplates';

/** Every projector the runner keeps up to date, in no particular order. */
export const allProjectors: Projector[] = [optionsProjector, customersProjector, commentsProjector, petsProjector, picturesProjector, estimatesProjector, contactsProjector, exceptionsProjector, complaintsProjector, employeesProjector, appointmentsProjector, appointmentConfirmationsProjector, transactionsProjector, todoProjector, messagesProjector, remindersProjector, reportsProjector, routeProjector, bookingRequestsProjector, vaccinationsProjector, groomingReportProjector, petRemindersProjector, messageTemplatesProjector];
