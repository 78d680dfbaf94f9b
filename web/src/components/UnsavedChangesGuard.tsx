import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { hasUnsavedChanges, leavesUnsavedChanges, useScreenHasOwnLeavePrompt } from '../lib/unsavedChanges';
import { ModalDialog } from './ModalDialog';

export const UNSAVED_CHANGES = {
  title: 'Unsaved changes',
  body: 'You have changes that are not saved. Leave this page and lose them?',
  stay: 'Stay on this Page',
  leave: 'Leave without Saving',
} as const;

/**
 * Mounted once at the root. While a form has unsaved changes, an in-app navigation (a link, Back) waits
 * for the person's choice, and closing or reloading the tab gets the browser's own prompt. A change of
 * search only (a tab's query, a list filter) is not leaving. Both read the dirty forms when the person
 * leaves, so a form is guarded from the moment it is edited (a screen with a blocker of its own, the
 * permissions editor, says so with useOwnLeavePrompt and this one steps aside while it is shown).
 */
export function UnsavedChangesGuard() {
  return useScreenHasOwnLeavePrompt() ? null : <LeavePrompt />;
}

function LeavePrompt() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => leavesUnsavedChanges(currentLocation.pathname, nextLocation.pathname));
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
  };
  return (
    <ModalDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_CHANGES.title}
      onClose={stay}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={stay}>
            {UNSAVED_CHANGES.stay}
          </button>
          <button type="button" className="button button--danger" onClick={leave}>
            {UNSAVED_CHANGES.leave}
          </button>
        </>
      }
    >
      <p>{UNSAVED_CHANGES.body}</p>
    </ModalDialog>
  );
}
