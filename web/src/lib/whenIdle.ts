/**
 * Runs `work` once the page is idle (after the current screen has painted and the main thread is free),
 * so loading what comes next never delays what is on screen now. Browsers without
 * requestIdleCallback (Safari) wait for a timer instead. Returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}
