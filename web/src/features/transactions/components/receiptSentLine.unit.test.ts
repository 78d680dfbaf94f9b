import { describe, expect, it } from 'vitest';
import { receiptSentLine } from './SendReceiptDialog';

// On the business's clock, named here: the browser's saved zone is whatever an earlier test file left.
const ZONE = 'America/Chicago';
describe("the Send Receipt dialog's last-send line", () => {
  const now = new Date('2026-12-02T20:00:00Z');
  it('names a texted number as people write it, and the time on the business clock', () => {
    expect(receiptSentLine({ method: 'text', to: '12145550177', at: '2026-12-02T14:39:00Z' }, now, ZONE)).toBe('Receipt texted to +1 (214) 555-0177 at 8:39 AM');
  });
  it('names a mailed address as given, and the date when it was another day', () => {
    expect(receiptSentLine({ method: 'email', to: 'casey@example.com', at: '2026-11-30T21:05:00Z' }, now, ZONE)).toBe('Receipt sent to casey@example.com at 3:05 PM on Nov 30');
  });
});
