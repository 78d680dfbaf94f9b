import {
  CUSTOMER_TYPE_PERMISSIONS,
  createUserTypeSchema,
  deleteUserTypeSchema,
  PERMISSIONS,
  updateUserTypeSchema,
  USER_TYPE_MESSAGES,
  type Permission,
  type UserTypeView,
} from '@pawroute/domain';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router-dom';
import { toast } from 'sonner';
import { ModalDialog } from '../../../components/ModalDialog';
import { isApiError } from '../../../lib/apiClient';
import { useCan } from '../../../lib/session';
import { useOwnLeavePrompt } from '../../../lib/unsavedChanges';
import { useDeleteUserType, useSaveUserType, useUserTypes } from './api';
import { PERMISSION_GROUPS } from './permissionGroups';
import './permissions.css';

interface Edits { typeId: number; name: string; permissions: Permission[] }

const grantedOf = (t: UserTypeView): Permission[] => PERMISSIONS.filter((p) => t.permissions[p]);
const sameSet = (a: readonly Permission[], b: readonly Permission[]) => a.length === b.length && a.every((p) => b.includes(p));
const serverMessage = (error: unknown): string | undefined => (isApiError(error) && error.statusCode < 500 ? error.message : undefined);

/**
 * Management > permissions (EditPermissions; part 2 §2.6, §4.5): choose a user type, a checkbox per
 * permission grouped as part 2 §6, create, save and delete (with a replacement that takes over the
 * users). Leaving the tab or choosing another type with unsaved changes asks first: 'Cancel',
 * 'Continue without Saving', 'Save and Continue'.
 */
export function PermissionsTab() {
  const canEdit = useCan('EditPermissions');
  const types = useUserTypes();
  const save = useSaveUserType();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [edits, setEdits] = useState<Edits | null>(null);
  const [pendingAction, setPendingAction] = useState<(() => void) | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  const all = types.data?.userTypes ?? [];
  const selected = all.find((t) => t.ID === selectedId) ?? all[0];
  const current = selected && edits?.typeId === selected.ID ? edits : selected ? { typeId: selected.ID, name: selected.UserType, permissions: grantedOf(selected) } : null;
  const dirty = Boolean(selected && edits && edits.typeId === selected.ID && (edits.name.trim() !== selected.UserType || !sameSet(edits.permissions, grantedOf(selected))));

  // Leaving the tab (another tab, another page) with unsaved changes asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // This prompt has the spec's three choices; the app's own guard steps aside while it is shown.
  useOwnLeavePrompt();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** Runs `action` now, or after the unsaved-changes prompt. */
  const guarded = (action: () => void) => (dirty ? setPendingAction(() => action) : action());

  function saveEdits(then?: () => void) {
    if (!selected || !current) return;
    const parsed = updateUserTypeSchema.safeParse({ ID: selected.ID, UserType: current.name, Permissions: current.permissions });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? USER_TYPE_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    const name = parsed.data.UserType;
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`${USER_TYPE_MESSAGES.saved} ${name}`);
        setEdits(null);
        then?.();
      },
      onError: (e) => toast.error(USER_TYPE_MESSAGES.saveFailed(selected.UserType), { description: serverMessage(e) }),
    });
  }

  const choose = (id: number) => {
    setSelectedId(id);
    setEdits(null);
    setError(null);
  };

  const toggle = (permission: Permission, on: boolean) => {
    if (!current) return;
    const permissions = on ? PERMISSIONS.filter((p) => p === permission || current.permissions.includes(p)) : current.permissions.filter((p) => p !== permission);
    setEdits({ ...current, permissions });
  };

  const promptOpen = blocker.state === 'blocked' || pendingAction !== null;
  const closePrompt = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingAction(null);
  };
  const continueWithoutSaving = () => {
    setEdits(null);
    if (blocker.state === 'blocked') blocker.proceed();
    pendingAction?.();
    setPendingAction(null);
  };
  const saveAndContinue = () => {
    const action = pendingAction;
    saveEdits(() => {
      if (blocker.state === 'blocked') blocker.proceed();
      action?.();
      setPendingAction(null);
    });
  };

  if (types.isError) return <section className="panel"><p role="alert">Failed to retrieve user types</p></section>;
  if (!selected || !current) return <section className="panel"><p>Loading…</p></section>;
  const isCustomer = selected.isCustomerType;

  return (
    <section className="panel perm" aria-labelledby="permissions-heading">
      <h2 id="permissions-heading">Permissions</h2>
      <div className="perm__toolbar">
        <div className="field perm__type">
          <label htmlFor={selectId}>User Type</label>
          <select id={selectId} value={selected.ID} onChange={(e) => { const id = Number(e.target.value); guarded(() => choose(id)); }}>
            {all.map((t) => <option key={t.ID} value={t.ID}>{t.UserType}</option>)}
          </select>
        </div>
        <button type="button" className="button button--secondary" disabled={!canEdit} onClick={() => guarded(() => setCreating(true))}>
          New User Type
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={!canEdit || isCustomer || all.length <= 1}
          title={isCustomer ? USER_TYPE_MESSAGES.customerUndeletable : undefined}
          onClick={() => guarded(() => setDeleting(true))}
        >
          Delete User Type
        </button>
      </div>

      <form
        className="perm__form"
        aria-label={`Permissions of ${selected.UserType}`}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          saveEdits();
        }}
      >
        <label className="field perm__name">
          Name
          <input value={current.name} disabled={!canEdit} onChange={(e) => setEdits({ ...current, name: e.target.value })} />
        </label>
        <p className="perm__meta">
          {selected.userCount === 1 ? '1 user has this type.' : `${selected.userCount} users have this type.`}
          {isCustomer && ' The Customer type holds only customer permissions and cannot be deleted.'}
        </p>
        {PERMISSION_GROUPS.map((group) => (
          <fieldset key={group.title} className="perm__group">
            <legend>{group.title}</legend>
            {group.permissions.map(({ name, description }) => {
              const locked = !canEdit || (isCustomer && !CUSTOMER_TYPE_PERMISSIONS.includes(name));
              return (
                <label key={name} className="perm__item">
                  <input
                    type="checkbox"
                    name={name}
                    checked={current.permissions.includes(name)}
                    disabled={locked}
                    onChange={(e) => toggle(name, e.target.checked)}
                  />
                  <span className="perm__label">
                    <span className="perm__name-text">{name}</span>
                    <span className="perm__desc">{description}</span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ))}
        {error && <p role="alert" className="form__error">{error}</p>}
        <div className="perm__actions">
          <button type="submit" className="button" disabled={!canEdit || !dirty || save.isPending}>Save</button>
          <button type="button" className="button button--secondary" disabled={!dirty || save.isPending} onClick={() => { setEdits(null); setError(null); }}>
            Discard Changes
          </button>
          {dirty && <span className="perm__unsaved" role="status">Unsaved changes</span>}
        </div>
      </form>

      <ModalDialog
        open={promptOpen}
        title="Unsaved changes"
        onClose={closePrompt}
        busy={save.isPending}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={closePrompt} disabled={save.isPending}>Cancel</button>
            <button type="button" className="button button--secondary" onClick={continueWithoutSaving} disabled={save.isPending}>Continue without Saving</button>
            <button type="button" className="button" onClick={saveAndContinue} disabled={save.isPending}>Save and Continue</button>
          </>
        }
      >
        <p>The permissions of {selected.UserType} have changes that are not saved.</p>
      </ModalDialog>

      {creating && <CreateUserTypeDialog onClose={() => setCreating(false)} onCreated={(id) => { setCreating(false); choose(id); }} />}
      {deleting && (
        <DeleteUserTypeDialog
          type={selected}
          others={all.filter((t) => t.ID !== selected.ID && !t.isCustomerType)}
          onClose={() => setDeleting(false)}
          onDeleted={(replacingId) => { setDeleting(false); choose(replacingId); }}
        />
      )}
    </section>
  );
}

/** A new type has a name and starts with every permission off (part 2 §3, §4.5). */
function CreateUserTypeDialog({ onClose, onCreated }: { onClose(): void; onCreated(id: number): void }) {
  const save = useSaveUserType();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit(e?: FormEvent) {
    e?.preventDefault();
    const parsed = createUserTypeSchema.safeParse({ UserType: name, Permissions: [] });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? USER_TYPE_MESSAGES.nameRequired);
    setError(null);
    save.mutate({ UserType: parsed.data.UserType, Permissions: [] }, {
      onSuccess: (reply) => {
        toast.success(`Created user type ${parsed.data.UserType}`);
        onCreated(reply.ID);
      },
      onError: (e) => setError(serverMessage(e) ?? `Failed to create user type: ${parsed.data.UserType}`),
    });
  }
  return (
    <ModalDialog
      open
      title="New User Type"
      onClose={onClose}
      busy={save.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={save.isPending}>Cancel</button>
          <button type="button" className="button" onClick={() => submit()} disabled={save.isPending}>Create</button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <label className="field">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} autoFocus aria-invalid={error ? true : undefined} />
        </label>
        <p className="perm__meta">A new user type starts with every permission off.</p>
        {error && <p role="alert" className="form__error">{error}</p>}
      </form>
    </ModalDialog>
  );
}

/** Deleting needs more than one type and a replacement that takes over the type's users (part 2 §4.5). */
function DeleteUserTypeDialog({ type, others, onClose, onDeleted }: { type: UserTypeView; others: UserTypeView[]; onClose(): void; onDeleted(replacingId: number): void }) {
  const remove = useDeleteUserType();
  const [replacing, setReplacing] = useState('');
  const [error, setError] = useState<string | null>(null);
  function submit() {
    const parsed = deleteUserTypeSchema.safeParse({ ID: type.ID, ReplacingID: replacing ? Number(replacing) : undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? USER_TYPE_MESSAGES.replacementRequired);
    setError(null);
    remove.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(USER_TYPE_MESSAGES.deleted);
        onDeleted(parsed.data.ReplacingID);
      },
      onError: (e) => {
        toast.error(USER_TYPE_MESSAGES.deleteFailed(type.UserType), { description: serverMessage(e) });
        setError(serverMessage(e) ?? USER_TYPE_MESSAGES.deleteFailed(type.UserType));
      },
    });
  }
  return (
    <ModalDialog
      open
      title={`Delete ${type.UserType}`}
      onClose={onClose}
      busy={remove.isPending}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={remove.isPending}>Cancel</button>
          <button type="button" className="button button--danger" onClick={submit} disabled={remove.isPending}>Delete</button>
        </>
      }
    >
      <p>
        {type.userCount === 0 ? 'No user has this type.' : `${type.userCount === 1 ? '1 user has' : `${type.userCount} users have`} this type.`} Choose the
        user type that takes over its users.
      </p>
      <label className="field">
        Replacement User Type
        <select value={replacing} onChange={(e) => { setReplacing(e.target.value); setError(null); }} aria-invalid={error ? true : undefined}>
          <option value="">Select…</option>
          {others.map((t) => <option key={t.ID} value={t.ID}>{t.UserType}</option>)}
        </select>
      </label>
      {error && <p role="alert" className="form__error">{error}</p>}
    </ModalDialog>
  );
}
