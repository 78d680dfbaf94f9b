import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Contracts are declared once, in domain (docs/ARCHITECTURE.md, "Contracts"): the web takes every request
 * body and answer type from `@pawroute/domain` (a type, or `z.input`/`z.output` of the server's schema).
 * A web API module (a file in an `api/` folder, or `api.ts`) that declares an object type of its own is
 * a second copy that will drift.
 */
const DECLARATION = /^\s*(?:export\s+)?(?:interface\s+(\w+)|type\s+(\w+)(?:<[^>]*>)?\s*=\s*\{)/gm;

/**
 * Web API modules that still declare their own answer or body types, moved to domain one by one; the
 * list only shrinks (the test fails when a listed file no longer declares one, so it is taken off).
 */
export const NOT_YET_IN_DOMAIN: readonly string[] = [
  'web/src/features/appointments/api/queries.ts',
  'web/src/features/appointments/confirmations/api.ts',
  'web/src/features/audit/api/asOf.ts',
  'web/src/features/auth/api/entrance.ts',
  'web/src/features/auth/api/login.ts',
  'web/src/features/complaints/api/complaints.ts',
  'web/src/features/contacts/api/addresses.ts',
  'web/src/features/contacts/api/creditCards.ts',
  'web/src/features/contacts/api/emails.ts',
  'web/src/features/contacts/api/phoneNumbers.ts',
  'web/src/features/customers/api/createCustomer.ts',
  'web/src/features/customers/api/getCustomers.ts',
  'web/src/features/dashboard/api/summary.ts',
  'web/src/features/employees/api/createEmployee.ts',
  'web/src/features/estimates/api/appointment.ts',
  'web/src/features/estimates/api/startFromEstimate.ts',
  'web/src/features/exceptions/api/exceptions.ts',
  'web/src/features/health/api/projections.ts',
  'web/src/features/mail/api/outbox.ts',
  'web/src/features/management/api.ts',
  'web/src/features/management/userTypes/api.ts',
  'web/src/features/pets/api/updateOwner.ts',
  'web/src/features/pictures/api/uploadProfilePicture.ts',
  'web/src/features/reports/api.ts',
  'web/src/features/route/api.ts',
  'web/src/features/standings/api.ts',
  'web/src/features/stylistDay/completion/api.ts',
  'web/src/features/todo/api/todo.ts',
  'web/src/features/transactions/api/types.ts',
];

export const isApiModule = (file: string): boolean => /(^|\/)api\//.test(file) || /(^|\/)api\.tsx?$/.test(file);

/** The object types a source declares (names). */
export function declaredTypes(source: string): string[] {
  return [...source.matchAll(DECLARATION)].map((m) => m[1] ?? m[2]);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** Every web API module that declares an object type, with the names. */
export function webApiDeclarations(root: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const path of files(join(root, 'web/src'))) {
    const file = relative(root, path).split(sep).join('/');
    if (!isApiModule(file)) continue;
    const names = declaredTypes(readFileSync(path, 'utf8'));
    if (names.length > 0) found[file] = names;
  }
  return found;
}
