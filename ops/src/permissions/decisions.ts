/**
 * The "Decisions" section of docs/PERMISSIONS.md: where the spec's permission list leaves a route's
 * answer to us, what we chose and why. Rendered under the generated tables (the file is generated, so
 * its prose lives here). Longer records: docs/DECISIONS.md, "Sign-in, user types and permissions".
 */
export const PERMISSION_DECISIONS: readonly string[] = [
  '- **Signed out is 401 first**. Every route that is not public answers 401 to a caller who is not signed ' +
    'in, before CSRF, body parsing or input validation (`platform/src/http/authenticateFirst.ts`), so a stranger learns ' +
    'no field names or messages. Test: `ops/src/fuzz/signedOutFirst.e2e.test.ts`.',
  "- **`appointments/getAllHistory`**: ViewAppointmentHistory opens the history screen; whose appointments it " +
    "lists follows part 2 §6 (\"only users with this permission load all appointments\"): every stylist's with " +
    "ViewAllAppointments, otherwise the caller's own, as `appointments/getAll`'s day schedule does. " +
    'Test: `ops/src/permissions/ownRecordsOnly.e2e.test.ts`.',
  '- **`user/getBalance`**: a balance is money, which part 2 §6 gives to ViewAllTransactions. A stylist ' +
    'collects what is owed at the door, so staff with ViewCustomers read the balance of a customer who has an appointment ' +
    'assigned to them (any date, not deleted); a customer reads their own. Other profiles hide the balance card. ' +
    'Test: `ops/src/permissions/ownRecordsOnly.e2e.test.ts`.',
  '- **`users/getCustomers`**: a search (a name, email, address or pet filter with a value, or a phone filter ' +
    'of 4 digits or more) needs ViewCustomers, as the estimate picker, change owner and merge use it; the whole list, ' +
    'with no filter that narrows it, is part 1 §2\'s customer list and needs ViewAllCustomers too. ' +
    'Test: `ops/src/permissions/ownRecordsOnly.e2e.test.ts`.',
  '- **`account/logout`**: public, and a GET as the spec says, but it needs the CSRF header like a write, so ' +
    'an image, link or prefetch cannot sign anyone out (403, session untouched). Test: `ops/src/e2e/auth.e2e.test.ts`.',
  '- **Who may give a login**: `user/createLoginAccount` for a staff user, `user/create` of a staff type and ' +
    "`user/changeUserType` (the old and the new type) need EditEmployees and every permission of the type, read from the " +
    'event streams; else 403 before anything is written or mailed. The Customer type (own-record permissions only) is ' +
    'exempt. docs/DECISIONS.md, "Who may give a login". Test: `ops/src/permissions/loginsAndScreens.e2e.test.ts`.',
  "- **The spec's screen permissions on their calls**: ViewProfile (one's own profile and contacts), EditProfile (changing " +
    'them), ViewCustomerDashboard (a customer\'s own appointments and money on the customer pages), ViewManagement (with ' +
    'EditSettings, ViewEmployees or EditEmployees on the Management and Employees screens\' calls). docs/DECISIONS.md, ' +
    '"No screen-only permissions". Test: `ops/src/permissions/loginsAndScreens.e2e.test.ts`.',
  '- **`dev/outbox`**: development mode only, and the administrator\'s (EditPermissions): it holds every password link. ' +
    'Test: `ops/src/permissions/loginsAndScreens.e2e.test.ts`.',
];
