import { PERMISSIONS, type Permission } from '@pawroute/domain';
import { describeRule, routeAccessKey, type AccessRule, type RouteAccessEntry } from '@pawroute/platform';
import { PERMISSION_DECISIONS } from './decisions';

export const PERMISSIONS_DOC = 'docs/PERMISSIONS.md';
export const REGENERATE = 'npm run pawroute -- permissions table';

/**
 * Where the spec names a call (../shared/spec: part 1 §7, part 2 §7.x), by path; a path the spec does
 * not name is ours ("chosen", listed in docs/API.md). Matched in order, first hit wins.
 */
const names = (prefix: string, list: string) => list.split(' ').map((name) => `${prefix}/${name}`);
const CALL_SECTIONS: [string[], string][] = [
  [['/csrfToken'], 'part 1 §7, part 2 §7'],
  [names('/api/v4/entrance', 'login check-session-user send-password-recovery-email update-password-and-login signup get-sign-up-options confirmEmail confirmAppointment'), 'part 2 §7.1'],
  [['/api/v4/account/logout', '/api/v4/logClientError'], 'part 2 §7.1'],
  [['/api/v4/getOptions', '/api/v4/appointments/getAll', '/api/v4/profile/getAppointmentsByEmployee'], 'part 2 §7.2'],
  [['/api/v4/user/getEmployeeDetails', '/api/v4/user/getStylistDetails', '/api/v4/users/getEmployees', ...names('/api/v4/exceptions', 'getAll create update delete')], 'part 2 §7.3'],
  [names('/api/v4/appointments', 'signoffCheck uploadSignature getPicturePaths getPicture complete createTransaction'), 'part 2 §7.4, part 1 §7'],
  [names('/api/v4/transactions', 'getAll'), 'part 2 §7.5'],
  [[...names('/api/v4/management', 'deleteUserType user-type/create user-type/update')], 'part 2 §7.6'],
  [[...names('/api/v4/complaints', 'findAll setBlocking'), '/api/v4/outstandingBalances/findByDate', '/api/v4/users/mergeCustomerProfiles', ...names('/api/v4/reports', 'getSalesTax getPayroll getDailyTips')], 'part 2 §7.7'],
  [names('/api/v4/phone', 'subscribeToPhone callPhoneNumber'), 'part 2 §7.8'],
  [
    [
      ...names('/api/v4/user', 'getDetails getCustomerDetails getBalance getCustomerInvoiceInfo getCreditCards find getCustomerPolicyStatus getCustomerDefaultGratuity updateCustomerDetails customerAcceptedPolicies create createLoginAccount delete restore getProfilePicture uploadPicture addNewCard setPrimaryCard deleteCreditCard'),
      '/api/v4/users/getCustomers', '/api/v4/profile/getProfilePicture', '/api/v4/phoneNumbers/SMSInfo',
      ...['addresses', 'emails', 'phoneNumbers'].flatMap((kind) => names(`/api/v4/${kind}`, 'create update delete findByUser')),
      ...names('/api/v4/transactions', 'getInvoice sendInvoice findByCustomer'),
    ],
    'part 1 §7 (customers and users)',
  ],
  [[...names('/api/v4/pets', 'update delete updateOwner sendSympathyEmail getPicturePaths getPicture getPetProfilePicture uploadPicture removePicture findByCustomer'), '/api/v4/profile/updatePetNotes'], 'part 1 §7 (pets)'],
  [
    names('/api/v4/appointments', 'create update cancel reschedule confirm start stylistEnRoute resolveServiceIssue requestStanding createServiceIssue createStanding updateStanding updateStandingEvent createInstance submitRating delete deleteStanding findUpcomingByCustomer findByCustomer getAllHistory uploadPicture removePicture setPictureVisibility'),
    'part 1 §7 (appointments)',
  ],
  [names('/api/v4/estimate', 'findById findByCustomer findLastByCustomer save'), 'part 1 §7 (estimates)'],
  [[...names('/api/v4/todo', 'create complete getAll'), '/api/v4/comments/findByGroup', '/api/v4/comments/create', '/api/v4/ratings/findByUser'], 'part 1 §7 (todo, comments, ratings)'],
  [['/api/v4/entrance/privacyPolicy', '/api/v4/entrance/termsOfService'], 'part 1 §7'],
];

/** Part 2 §7.4-§7.7 name these calls without their paths; ours are listed in docs/API.md. */
const UNNAMED_PATHS: [RegExp, string][] = [
  [/^\/api\/v4\/transactions\/findUnpaidAfterVoid$/, 'ours (docs/API.md)'],
  [/^\/api\/v4\/transactions\//, 'part 2 §7.5 (path not shown)'],
  [/^\/api\/v4\/management\//, 'part 2 §7.6 (path not shown)'],
  [/^\/api\/v4\/complaints\/create$/, 'part 2 §7.5 (path not shown)'],
  [/^\/api\/v4\/user\/update(Employee|Stylist)Details$/, 'part 2 §7.3 (path not shown)'],
  [/^\/api\/v4\/appointments\/(notifyOnTheWay|sendReceipt)$/, 'part 2 §7.4 (path not shown)'],
];

export function callReference(url: string): string {
  const named = CALL_SECTIONS.find(([paths]) => paths.includes(url))?.[1];
  if (named) return named;
  return UNNAMED_PATHS.find(([pattern]) => pattern.test(url))?.[1] ?? 'ours (docs/API.md)';
}

/** Part 2 §6's table names the first permissions of PERMISSIONS; part 1 §2/§4/§6 the rest; ViewAuditLog is issue 14's. */
export function permissionReference(permission: Permission): string {
  if (permission === 'ViewAuditLog') return 'issue 14 (ours)';
  return PERMISSIONS.indexOf(permission) < PERMISSIONS.indexOf('ViewAllCustomers') ? 'part 2 §6' : 'part 1 §6';
}

/** The permissions a rule names at all (alone, together, or as one of several). */
export function permissionsNamed(rule: AccessRule<never>): Permission[] {
  if (rule === 'public' || rule === 'signedIn') return [];
  if (typeof rule === 'string') return [rule];
  return [...new Set([...rule.access.allOf, ...rule.access.anyOf, ...(rule.access.inputChecks ?? [])])];
}

const groupOf = (url: string): string => {
  const match = /^\/api\/v4\/([^/]+)/.exec(url);
  return match ? match[1]! : 'platform';
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/PERMISSIONS.md from the table the server checks. Deterministic: the same routes give the same text. */
export function renderPermissionsTable(entries: readonly RouteAccessEntry[]): string {
  const sorted = [...entries].sort((a, b) => {
    const group = groupOf(a.url).localeCompare(groupOf(b.url));
    return group !== 0 ? group : routeAccessKey(a.method, a.url).localeCompare(routeAccessKey(b.method, b.url));
  });
  const lines: string[] = [
    '# Permissions of the server, route by route',
    '',
    `Generated from the rules the server checks on every call (\`commandRoute\`/\`queryRoute\` fill the table in`,
    `\`platform/src/http/routeRegistry.ts\` as they register). Do not edit: run \`${REGENERATE}\`.`,
    'A test (`ops/src/permissions/permissionsTable.unit.test.ts`) fails when a served route is missing here or',
    'this file is stale; `ops/src/permissions/perPermission.e2e.test.ts` signs in with a user type holding one',
    'permission at a time and checks every route below answers accordingly (403 when refused).',
    '',
    '"or ..." names who else may call the route without the permission (the record\'s own customer, the',
    "assigned stylist); it is checked by the rule, or by the handler once the record is loaded. A 401 means",
    'not signed in, a 403 refused. Spec references: part 1 = customers, pets, appointments, estimates, todo;',
    'part 2 = sign-in, employees, money, management, reports. "path ours" marks a call whose path the spec',
    'does not show (docs/API.md).',
    '',
  ];
  let group = '';
  for (const entry of sorted) {
    const next = groupOf(entry.url);
    if (next !== group) {
      group = next;
      lines.push(`## ${group}`, '', '| Route | Permission | Spec |', '|---|---|---|');
    }
    lines.push(`| \`${entry.method} ${entry.url}\` | ${cell(describeRule(entry.rule))} | ${callReference(entry.url)} |`);
    const after = sorted[sorted.indexOf(entry) + 1];
    if (!after || groupOf(after.url) !== group) lines.push('');
  }

  lines.push('## By permission', '', 'Every permission of part 2 §6 and part 1 §6, and the routes that name it.', '');
  lines.push('| Permission | Spec | Routes |', '|---|---|---|');
  for (const permission of PERMISSIONS) {
    const routes = sorted.filter((e) => permissionsNamed(e.rule).includes(permission)).map((e) => `\`${e.method} ${e.url}\``);
    lines.push(`| ${permission} | ${permissionReference(permission)} | ${routes.length > 0 ? routes.join(', ') : 'none (docs/DECISIONS.md, "No screen-only permissions": name the calls behind its screen)'} |`);
  }
  lines.push('', '## Decisions', '', ...PERMISSION_DECISIONS, '');
  return lines.join('\n');
}
