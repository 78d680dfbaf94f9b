import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError } from './transientError';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isTransientDatabaseError: retried, never a fault', () => {
  it.each([
    ['serialization failure', pgError('40001')],
    ['deadlock', pgError('40P01')],
    ['lock timeout', pgError('55P03')],
    ['pg_terminate_backend', pgError('57P01', 'terminating connection due to administrator command')],
    ['connection exception class', pgError('08006')],
    ['socket reset', pgError('ECONNRESET')],
    ['connection lost (pg)', new Error('Connection terminated unexpectedly')],
    ['wrapped', Object.assign(new Error('outer'), { cause: pgError('40001') })],
  ])('%s is transient', (_, error) => {
    expect(isTransientDatabaseError(error)).toBe(true);
  });

  it.each([
    ['integer out of range', pgError('22003')],
    ['not-null violation', pgError('23502')],
    ['a bug in the handler', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a zod failure', new Error('Invalid input: expected number')],
  ])('%s is deterministic', (_, error) => {
    expect(isTransientDatabaseError(error)).toBe(false);
  });
});
