import { useEffect, useState, type RefObject } from 'react';

type ToastPosition = 'top-center' | 'top-right' | 'bottom-center' | 'bottom-right';

/** Below this share of the window's height, a field counts as "low": toasts go to the top. */
const LOW_FIELD = 0.55;

// Fields that toasts must stay off while they are on screen (the signature pad): a toast already
// covering one would swallow the very touch that could move it.
const clearFields = new Set<RefObject<Element | null>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** While the calling component is mounted, toasts keep off the element `ref` points to. */
export function useKeepsToastsClear(ref: RefObject<Element | null>): void {
  useEffect(() => {
    clearFields.add(ref);
    notify();
    return () => {
      clearFields.delete(ref);
      notify();
    };
  }, [ref]);
}

const isLow = (element: Element) => element.getBoundingClientRect().bottom > window.innerHeight * LOW_FIELD;

/** The router's own subscription (a data router's `subscribe`): called on every change of its state. */
type SubscribeToRouter = (listener: (state: { location: { pathname: string } }) => void) => () => void;

/**
 * a toast never covers the header or the field being edited. Toasts sit at the bottom; they
 * move to the top, below the header (offsets in App), when the field last focused or touched is in the
 * lower part of the window, or when a field that must stay clear (the signature pad) is there.
 * A move to another page forgets the touched field: it was the last page's. Kept, the top toasts sat
 * over the next page's header actions ('Create New Customer' right after creating one swallowed the click).
 */
export function useToastPosition(phone: boolean, subscribeToRouter?: SubscribeToRouter): ToastPosition {
  const [touchedIsLow, setTouchedIsLow] = useState(false);
  const [clearFieldIsLow, setClearFieldIsLow] = useState(false);
  useEffect(() => {
    const onInteraction = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest('[data-sonner-toaster]')) return;
      const field = target.closest('input, textarea, select, [contenteditable="true"]');
      if (field) setTouchedIsLow(isLow(field));
    };
    const measure = () => {
      const shown = [...clearFields].map((ref) => ref.current).filter((element): element is Element => element !== null);
      setClearFieldIsLow(shown.some(isLow));
    };
    document.addEventListener('focusin', onInteraction);
    document.addEventListener('pointerdown', onInteraction, true);
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    listeners.add(measure);
    measure();
    let pathname = window.location.pathname;
    const stopFollowingPages = subscribeToRouter?.((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      setTouchedIsLow(false);
      measure();
    });
    return () => {
      stopFollowingPages?.();
      document.removeEventListener('focusin', onInteraction);
      document.removeEventListener('pointerdown', onInteraction, true);
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      listeners.delete(measure);
    };
  }, [subscribeToRouter]);
  if (touchedIsLow || clearFieldIsLow) return phone ? 'top-center' : 'top-right';
  return phone ? 'bottom-center' : 'bottom-right';
}
