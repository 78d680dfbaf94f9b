export * from './eventstore/port';
export * from './db/database';
export { openDatabase, type OpenDatabaseOptions } from './db/openDatabase';
export { queryPrepared, queryPreparedByText } from './db/prepared';
export { selectPaged, type PagedQuery } from './db/pagedSelect';
export { defaultPublicUrl, loadConfig, type Config } from './config';
export * from './sms';
export * from './phone';
export * from './geocoder';
export * from './routing';
export type { AppServices } from './http/services';
export { nowOf } from './http/clock';
export { isStaff, type Actor } from './http/actor';
export { httpCore, type HttpCoreOptions } from './http/httpCore';
export { admission, workKindOf, BUSY_MESSAGE, type AdmissionLimits } from './http/admission/admission';
export { WorkQueue, type WorkLimits } from './http/admission/workQueue';
export { commandRoute, type CommandRouteOptions } from './http/commandRoute';
export { ReadCache, type ReadCacheOptions } from './http/readCache';
export { readModelStamp, stampPart, type ReadModelScope } from './http/readModelStamp';
export { queryRoute, type QueryRouteOptions, type QueryHandlerContext, AFTER_HEADER } from './http/queryRoute';
export {
  authorize,
  anyOf,
  allOf,
  permissionOr,
  permissionOrOwn,
  staffOnly,
  describedRule,
  describeRule,
  permissionsAllow,
  permissionsAllowingAlone,
  type AccessRule,
  type DescribedRule,
  type RuleAccess,
  NOT_SIGNED_IN,
  NOT_PERMITTED,
} from './http/authorize';
export { declareRouteAccess, routeAccessTable, routeAccess, routeAccessKey, type RouteAccessEntry } from './http/routeRegistry';
export { errorBody, zodErrorBody, handleError, sendNotFound, isApiPath, SOMETHING_WENT_WRONG, type ErrorBody } from './http/errors';
export { assertCsrf, csrfMatches, CSRF_HEADER, INVALID_CSRF } from './http/csrf';
export { ensureSessionTables } from './http/sessions/sessionTables';
export { ensureSession } from './http/sessions/sessionHooks';
export { signIn, signOut } from './http/sessions/signInOut';
export { SESSION_COOKIE } from './http/sessions/sessionCookie';
export type { SessionState } from './http/sessions/sessionState';
export { hashPassword, verifyPassword, burnPasswordCheck } from './http/passwords';
export { LoginRateLimiter, ensureLoginAttemptsTable, TOO_MANY_LOGIN_FAILURES, type LoginRateLimiterOptions, type LoginReservation } from './http/loginRateLimit';
export { nextId } from './http/ids';
export { DEVICE_COOKIE, deviceCookieOf, setDeviceCookie, type DeviceCookie } from './http/auth/deviceCookie';
export { redactUrl, serializeRequest, withRedactedRequests } from './http/requestLogRedaction';
export { registerServerProcess, type ServerProcess } from './idempotency/serverProcess';
export { loadUserRecord, findLoginCandidate, type UserRecord } from './http/auth/userRecord';
export { ensureCredentialsTable, setPasswordHash } from './http/auth/credentials';
export {
  PASSWORD_TOKEN_TTL_HOURS,
  RECOVERY_TOKEN_TTL_HOURS,
  RECOVERY_MAILS_PER_HOUR,
  consumePasswordToken,
  createPasswordToken,
  ensurePasswordTokensTable,
  findPasswordToken,
  hashPasswordToken,
  isPasswordTokenUsable,
  newPasswordToken,
  passwordResetLink,
  recentRecoveryTokens,
  spendEarlierPasswordTokens,
  spendPasswordToken,
  type PasswordTokenPurpose,
  type PasswordTokenRow,
} from './http/auth/passwordTokens';
export { toSessionUser, toActor, type SessionUser } from './http/auth/sessionUser';
export {
  LINK_TOKEN_TTL_MS,
  checkLinkToken,
  consumeLinkToken,
  createLinkToken,
  ensureLinkTokensTable,
  linkFor,
  type LinkTokenCheck,
  type LinkTokenPurpose,
  type LinkTokenRow,
} from './http/auth/linkTokens';
export { TOO_MANY_REQUESTS, ensureEntranceRateTable, takeEntranceRate } from './http/auth/entranceRateLimit';
export { permissionsFromJson } from './http/auth/permissionsFromJson';
export { executeCommand, RECORD_CHANGED, type ExecuteCommandOptions, type ExecuteResult } from './commands/executeCommand';
export { createCommandContext, type CommandHandlerContext, type CommandContextInput } from './commands/commandContext';
export { expectedRevisions, readEditVersion, type EditConflict } from './commands/editVersion';
export { publishLiveEvent, publishLiveEvents, LIVE_EVENTS_CHANNEL, CHANGES_CHANNEL, type LiveAudience, type LiveEventMessage } from './http/liveEvents';
export { createPostgresEventStore, ensureEventStoreSchema, EVENTS_CHANNEL, appendWithoutWakeups, createAppendGroups } from './eventstore/postgres';
export type { PostgresEventStoreOptions } from './eventstore/postgres';
export { auditKeyFor, keyInDataDir, serverKeyFor, signWith, type ServerKeyPurpose } from './audit/key';
export { verifyEventChain, sealCheckpoint, sealIfDayOld, startDailyCheckpoint, type ChainProblem, type ChainProblemKind, type VerifyResult, type VerifyOptions, type Checkpoint } from './eventstore/postgres';
export { createEventStoreDbStore, type EventStoreDbStoreOptions } from './eventstore/eventstoredb';
export { eventIdFor, newEventId } from './eventstore/eventIds';
export { matchesFilter } from './eventstore/filter';
export { checkedEventStore, InvalidEvent, type CheckedEventStoreOptions } from './eventstore/checkedEventStore';
export * from './blobs';
export * from './mail';
export * from './payments';
export { runCommandRequest, IDEMPOTENCY_MESSAGES, type CommandRequest } from './idempotency/runCommandRequest';
export { ensureIdempotencyTable } from './idempotency/idempotencyTable';
export { SESSIONS_ENDED_CHANNEL, sessionIdOf, endSessionsOfUser, parseSessionsEnded, type SessionsEnded } from './http/sessions/sessionsEnded';
export { startDailyLook, LOOK_EVERY_MS } from './schedule/dailyLook';
