import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connection, currentBanner, RECONNECT_BANNER_MS } from './connection';

const text = () => currentBanner()?.text ?? null;

describe('connection banners (part 2 §2.7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    connection.browserOnline();
    connection.socketStopped();
    vi.runAllTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing while the first connection is being made, then nothing once it is open', () => {
    connection.socketConnecting();
    expect(text()).toBeNull();
    connection.socketOpened();
    expect(text()).toBeNull();
  });

  it("says 'Not Connected' when the server was never reached", () => {
    connection.socketConnecting();
    connection.socketClosed();
    expect(text()).toBe('Not Connected');
    connection.socketOpened();
    // A first connection is not a re-establishment.
    expect(text()).toBeNull();
  });

  it("says 'Connection to Server Lost' after a drop, then 'Reestablished' for 3 seconds", () => {
    connection.socketConnecting();
    connection.socketOpened();
    connection.socketClosed();
    expect(text()).toBe('Connection to Server Lost');
    connection.socketConnecting();
    expect(text()).toBe('Connection to Server Lost');
    connection.socketOpened();
    expect(text()).toBe('Connection to Server Reestablished');
    vi.advanceTimersByTime(RECONNECT_BANNER_MS - 1);
    expect(text()).toBe('Connection to Server Reestablished');
    vi.advanceTimersByTime(1);
    expect(text()).toBeNull();
  });

  it("says 'Not Connected' while the browser is offline, then 'Reconnected' for 3 seconds", () => {
    connection.socketConnecting();
    connection.socketOpened();
    connection.browserOffline();
    expect(text()).toBe('Not Connected');
    connection.browserOnline();
    expect(text()).toBe('Reconnected');
    vi.advanceTimersByTime(RECONNECT_BANNER_MS);
    expect(text()).toBeNull();
  });

  it('does not flash a reconnect banner for an online event that changed nothing', () => {
    connection.browserOnline();
    expect(text()).toBeNull();
  });
});
