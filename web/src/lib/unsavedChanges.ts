import { useCallback, useEffect, useId, useRef, useSyncExternalStore } from 'react';

/**
 * Which forms on screen hold unsaved changes. One guard at the root asks before leaving
 * when any does: react-router serves only one blocker at a time, so forms register here instead of
 * each holding a blocker (two open edit cards on one profile would otherwise silence each other).
 * Plain module state, read when someone leaves: nothing renders from it.
 */
// Form id -> the path the form spans (a wizard's steps are paths of their own), or '' for its page only.
const dirtyForms = new Map<string, string>();

function setDirty(id: string, dirty: boolean, scope = ''): void {
  if (dirty === dirtyForms.has(id) && (!dirty || dirtyForms.get(id) === scope)) return;
  if (dirty) dirtyForms.set(id, scope);
  else dirtyForms.delete(id);
}

const within = (pathname: string, scope: string) => scope !== '' && (pathname === scope || pathname.startsWith(`${scope}/`));

/**
 * Whether going from `from` to `to` leaves a dirty form. Read at navigation time, not from a render:
 * a save that navigates right after answering has already marked its form clean.
 */
export function leavesUnsavedChanges(from: string, to: string, dirtyScopes: Iterable<string> = dirtyForms.values()): boolean {
  if (from === to) return false;
  for (const scope of dirtyScopes) if (!within(to, scope)) return true;
  return false;
}

/** True while some form on screen has unsaved changes. */
export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

/**
 * Every edit form calls this with its dirty flag (for react-hook-form: `isDirty && !isSubmitting`, so a
 * save that navigates away is not held). Leaving the page while true asks first. `scope`: a path the
 * form spans, whose sub-paths are not leaving (the estimate wizard's steps). Returns `saved()`, for a
 * form that saves outside handleSubmit and navigates right after.
 */
export function useUnsavedChangesPrompt(isDirty: boolean, scope = ''): () => void {
  const id = useId();
  // Saved: clean until the form is clean again (a reset re-arms it). A create page that navigates after
  // saving stays mounted while the next page's code loads, and its handleSubmit ends meanwhile: without
  // this its still-dirty fields armed the prompt again and the next click asked about unsaved changes.
  const saved = useRef(false);
  useEffect(() => {
    if (!isDirty) saved.current = false;
    setDirty(id, isDirty && !saved.current, scope);
  }, [id, isDirty, scope]);
  useEffect(() => () => setDirty(id, false), [id]);
  return useCallback(() => {
    saved.current = true;
    setDirty(id, false);
  }, [id]);
}

// Screens with a leave prompt of their own (the permissions editor's 'Save and Continue'): while one is
// shown the root guard steps aside, as react-router serves one blocker at a time.
let ownPrompts = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Called by a screen that holds its own react-router blocker and prompt. */
export function useOwnLeavePrompt(): void {
  useEffect(() => {
    ownPrompts += 1;
    notify();
    return () => {
      ownPrompts -= 1;
      notify();
    };
  }, []);
}

/** True while a screen with its own leave prompt is shown. */
export function useScreenHasOwnLeavePrompt(): boolean {
  return useSyncExternalStore(subscribe, () => ownPrompts > 0, () => false);
}
