import { describe, expect, it } from 'vitest';
import { intactInWords } from './components/AuditPage';

describe("the audit check's result in plain words", () => {
  it('says what was proved and since when, and what a checkpoint is when there is none', () => {
    const text = intactInWords({ events: 376, checkpoints: 0, firstEventAt: '2026-11-02T15:00:00.000Z', lastCheckpointAt: null });
    expect(text).toMatch(/^Every one of the 376 recorded changes since .+ is exactly as it was written: none was edited, removed or put out of order\./);
    expect(text).toContain('No signed checkpoint yet: a checkpoint is a seal the server signs with its own key');
    expect(text).toContain('The server seals one each day.');
  });
  it('names the newest seal when there are some', () => {
    const text = intactInWords({ events: 10, checkpoints: 2, firstEventAt: null, lastCheckpointAt: '2026-12-01T06:00:00.000Z' });
    expect(text).toMatch(/^Every one of the 10 recorded changes is exactly/);
    expect(text).toMatch(/sealed by 2 signed checkpoints, the newest on .+: a seal only the server's key can make/);
  });
});
