/**
 * Runs `work` just after the browser has painted the current frame: for what should start as soon as a
 * screen shows but must not delay its first paint. Returns the cancel.
 */
export function afterPaint(work: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
