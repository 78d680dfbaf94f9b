import type { FastifyInstance } from 'fastify';
import { authCommands, clientErrorsCommands, customersCommands } from '@pawroute/command-api';
import { estimatesCommands } from '@pawroute/command-api';
import { estimatesQueries } from '@pawroute/query-api';
import { authQueries, customersQueries, optionsQueries, pushQueries } from '@pawroute/query-api';
import { petsCommands, picturesCommands } from '@pawroute/command-api';
import { mailQueries, petsQueries, picturesQueries } from '@pawroute/query-api';
import { commentsCommands, mergeCommands, policiesCommands } from '@pawroute/command-api';
import { contactsCommands } from '@pawroute/command-api';
import { contactsQueries } from '@pawroute/query-api';
import { commentsQueries, policiesQueries } from '@pawroute/query-api';
import { healthQueries } from '@pawroute/query-api';
import { complaintsCommands, exceptionsCommands } from '@pawroute/command-api';
import { complaintsQueries, depositsQueries, exceptionsQueries } from '@pawroute/query-api';
import { employeesCommands } from '@pawroute/command-api';
import { appointmentsCommands, standingsCommands } from '@pawroute/command-api';
import { completionCommands, onTheSpotCommands, paymentGatewayCommands, transactionsCommands } from '@pawroute/command-api';
import { employeesQueries } from '@pawroute/query-api';
import { dashboardQueries } from '@pawroute/query-api';
import { appointmentsQueries } from '@pawroute/query-api';
import { balancesQueries, invoiceInfoQueries, paymentGatewayQueries, transactionsQueries } from '@pawroute/query-api';
import { managementCommands } from '@pawroute/command-api';
import { bookingCommands } from '@pawroute/command-api';
import { publicBookingCommands, serviceAreaCommands } from '@pawroute/command-api';
import { managementQueries } from '@pawroute/query-api';
import { bookingQueries } from '@pawroute/query-api';
import { publicBookingQueries, serviceAreaQueries } from '@pawroute/query-api';
import { todoCommands } from '@pawroute/command-api';
import { messagesCommands } from '@pawroute/command-api';
import { remindersCommands } from '@pawroute/command-api';
import { messageTemplatesCommands } from '@pawroute/command-api';
import { petRemindersCommands } from '@pawroute/command-api';
import { phoneCommands } from '@pawroute/command-api';
import { phoneQueries } from '@pawroute/query-api';
import { todoQueries } from '@pawroute/query-api';
import { messagesQueries } from '@pawroute/query-api';
import { remindersQueries } from '@pawroute/query-api';
import { petRemindersQueries } from '@pawroute/query-api';
import { messageTemplatesQueries } from '@pawroute/query-api';
import { reportsQueries } from '@pawroute/query-api';
import { routeCommands } from '@pawroute/command-api';
import { routeQueries } from '@pawroute/query-api';
import { auditQueries } from '@pawroute/query-api';
import { vaccinationsCommands } from '@pawroute/command-api';
import { groomingReportCommands } from '@pawroute/command-api';
import { vaccinationsQueries } from '@pawroute/query-api';
import { groomingReportQueries } from '@pawroute/query-api';
import { verificationCommands } from './verify/routes';

/**
 * Every feature plugin, by name. A new feature adds its `<feature>Commands` / `<feature>Queries`
 * here (and exports it from command-api/src/index.ts or query-api/src/index.ts).
 */
type FeaturePlugin = (app: FastifyInstance) => Promise<void>;

export const commandPlugins: readonly FeaturePlugin[] = [clientErrorsCommands, customersCommands, estimatesCommands, petsCommands, picturesCommands, commentsCommands, policiesCommands, mergeCommands, contactsCommands, exceptionsCommands, complaintsCommands, employeesCommands, appointmentsCommands, standingsCommands, transactionsCommands, paymentGatewayCommands, completionCommands, onTheSpotCommands, todoCommands, managementCommands, bookingCommands, serviceAreaCommands, publicBookingCommands, phoneCommands, messagesCommands, remindersCommands, petRemindersCommands, messageTemplatesCommands, routeCommands, vaccinationsCommands, groomingReportCommands, verificationCommands];

export const queryPlugins: readonly FeaturePlugin[] = [authQueries, pushQueries, customersQueries, optionsQueries, estimatesQueries, petsQueries, picturesQueries, mailQueries, commentsQueries, policiesQueries, contactsQueries, healthQueries, exceptionsQueries, complaintsQueries, dashboardQueries, employeesQueries, appointmentsQueries, transactionsQueries, paymentGatewayQueries, depositsQueries, balancesQueries, invoiceInfoQueries, todoQueries, messagesQueries, remindersQueries, petRemindersQueries, messageTemplatesQueries, managementQueries, bookingQueries, serviceAreaQueries, publicBookingQueries, auditQueries, phoneQueries, routeQueries, reportsQueries, vaccinationsQueries, groomingReportQueries];

/** Login takes options (its rate limiter), so it is registered apart. */
export { authCommands };
