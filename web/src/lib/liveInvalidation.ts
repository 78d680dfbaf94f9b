import type { QueryClient } from '@tanstack/react-query';
import type { ChangedKey } from './socket';

/**
 * Turn pushed changed keys into TanStack Query invalidations.
 * Convention for query keys: [scope] for everything of a scope, [scope, id] for one record,
 * [scope, 'list', params] for server-paged lists. A change to one record can move it into or out of any
 * list page, so [scope, id] also refreshes that scope's lists.
 */
/**
 * Reads computed from other scopes: the staff landing counts customers, estimates and complaints (and
 * lists the stylist's appointments); an appointment row shows its estimate's pets and address, the day
 * schedule shows standings' placeholders, stylists' hours and exceptions, and open slots leave out
 * stylists blocked by a complaint; an estimate shows its appointment's status (read-only when terminal).
 */
const DERIVED_SCOPES: Record<string, readonly string[]> = {
  customers: ['dashboard'],
  estimates: ['dashboard', 'appointments'],
  complaints: ['dashboard', 'appointments'],
  // The day's route shows appointments and the customers' addresses.
  // ... and the confirmation board lists appointments with their status.
  appointments: ['estimates', 'dashboard', 'routes', 'appointmentConfirmations'],
  addresses: ['routes'],
  standings: ['appointments'],
  exceptions: ['appointments'],
  employees: ['appointments'],
  options: ['appointments'],
  // A transaction moves its customer's balance (the outstanding balances list, the profile's balance).
  transactions: ['balances'],
};

/**
 * Scopes pushed with the owner's user id whose reads are keyed otherwise (a transaction's page by its
 * own id, a summary by customer id): any change refreshes the whole scope. A balance change also
 * refreshes that user's profile balance, ['user', id, 'balance'].
 */
const WHOLE_SCOPES = new Set(['transactions', 'balances']);

export function invalidateChangedKeys(client: QueryClient, keys: ChangedKey[]): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (!key || typeof key.scope !== 'string') continue;
    for (const derived of DERIVED_SCOPES[key.scope] ?? []) {
      if (seen.has(derived)) continue;
      seen.add(derived);
      void client.invalidateQueries({ queryKey: [derived] });
    }
    const tag = `${key.scope}\u0000${key.id ?? ''}`;
    if (seen.has(tag)) continue;
    seen.add(tag);
    if (key.id === undefined || key.id === null || WHOLE_SCOPES.has(key.scope)) {
      void client.invalidateQueries({ queryKey: [key.scope] });
      if (key.scope === 'balances' && key.id !== undefined && key.id !== null) {
        void client.invalidateQueries({ queryKey: ['user', Number(key.id), 'balance'] });
      }
      continue;
    }
    const id = String(key.id);
    void client.invalidateQueries({
      predicate: (q) => {
        const [scope, second] = q.queryKey;
        return scope === key.scope && (second === 'list' || String(second) === id);
      },
    });
  }
}
