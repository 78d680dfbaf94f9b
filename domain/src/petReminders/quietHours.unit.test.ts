import { describe, expect, it } from 'vitest';
import { afterQuietHours } from './quietHours';

const TZ = 'America/Chicago';
const quiet = { quietStart: '21:00', quietEnd: '08:00' };

describe('afterQuietHours (docs/RULES.md REM-QUIET, a pet reminder)', () => {
  it.each([
    ['REM-QUIET: 10:00 AM is outside quiet hours: unchanged', '2026-01-15T16:00:00.000Z', quiet, '2026-01-15T16:00:00.000Z'],
    ['REM-QUIET: 9:00 PM, their first minute, is inside: held to 8:00 AM the next day', '2026-01-16T03:00:00.000Z', quiet, '2026-01-16T14:00:00.000Z'],
    ['REM-QUIET: 7:00 AM is inside: held to 8:00 AM that day', '2026-01-15T13:00:00.000Z', quiet, '2026-01-15T14:00:00.000Z'],
    ['REM-QUIET: 8:00 AM, their end, is outside', '2026-01-15T14:00:00.000Z', quiet, '2026-01-15T14:00:00.000Z'],
    ['REM-QUIET: quiet hours 9:00 AM to 11:00 AM hold a 10:00 AM reminder to 11:00 AM', '2026-01-15T16:00:00.000Z', { quietStart: '09:00', quietEnd: '11:00' }, '2026-01-15T17:00:00.000Z'],
    ['REM-QUIET: the same start and end: no quiet hours', '2026-01-15T16:00:00.000Z', { quietStart: '00:00', quietEnd: '00:00' }, '2026-01-15T16:00:00.000Z'],
  ])('%s', (_name, dueAt, q, then) => {
    expect(afterQuietHours(dueAt, q, TZ)).toBe(then);
  });
});
