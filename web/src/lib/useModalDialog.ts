import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The native modal keeps the page behind inert, but Tab from its last control leaves for the browser's own UI: wrap it. */
function wrapTab(event: KeyboardEvent): void {
  const dialog = event.currentTarget as HTMLDialogElement;
  if (event.key !== 'Tab') return;
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Opens a native <dialog> as a modal while `open`: the browser keeps focus inside it and
 * makes the page behind inert. On close, focus goes back to what had it before (the button that
 * opened it), also when the dialog leaves the page rather than being closed.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener('keydown', wrapTab);
    return () => {
      dialog.removeEventListener('keydown', wrapTab);
      if (dialog.open) dialog.close();
      if (opener?.isConnected && !opener.closest('dialog:not([open])')) opener.focus();
    };
  }, [ref, open]);
}
