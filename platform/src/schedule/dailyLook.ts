/** How often a process looks whether a daily job is due (the job itself decides whether it is). */
export const LOOK_EVERY_MS = 15 * 60_000;

/**
 * Runs `look` a minute after start and then every quarter of an hour, never twice at once; a failed look
 * is handed to `onError` and tried again next time. The daily jobs (read-model verification, the audit
 * checkpoint) keep their "is a day up?" in the database, so several processes may look.
 */
export function startDailyLook(look: () => Promise<void>, onError: (error: unknown) => void): { stop(): void } {
  let busy = false;
  const once = async () => {
    if (busy) return;
    busy = true;
    try {
      await look();
    } catch (error) {
      onError(error);
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(() => void once(), 60_000);
  const timer = setInterval(() => void once(), LOOK_EVERY_MS);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
