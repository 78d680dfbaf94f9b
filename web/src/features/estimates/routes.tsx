import { useCallback } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useCan } from '../../lib/session';
import { EstimateEditor } from './components/EstimateEditor';
import { EstimateReadOnly } from './components/EstimateReadOnly';
import { EstimatesListPage } from './components/EstimatesListPage';
import { isStepKey, type StepKey } from './model/steps';
import './estimates.css';

/**
 * The estimate routes of part 1 §2, parsed here so the editor stays mounted (and keeps what was
 * typed) while the step part of the path changes:
 *   /dashboard/estimate[/pets|/confirmation]                      new estimate
 *   /dashboard/estimate/user/{userId}/info|pets|confirmation      new estimate for a customer
 *   /dashboard/estimate/{estimateId}/user/{userId}[/step]         existing estimate (?copy=1: a copy)
 *   /dashboard/estimates/{estimateId}/user/{userId}[/step]        existing estimate (read-only without EditEstimates)
 */
interface EditorPath {
  estimateId: number | null;
  userId: number | null;
  step: StepKey;
  base: string;
}

const DIGITS = /^\d+$/;

export function parseEditorPath(root: string, rest: string): EditorPath | null {
  const parts = rest.split('/').filter(Boolean);
  const stepOf = (value: string | undefined): StepKey | null => (value === undefined ? 'info' : isStepKey(value) ? value : null);
  if (parts.length <= 1 && root === '/dashboard/estimate') {
    const step = stepOf(parts[0]);
    return step ? { estimateId: null, userId: null, step, base: root } : null;
  }
  if (parts[0] === 'user' && root === '/dashboard/estimate' && DIGITS.test(parts[1] ?? '') && parts.length <= 3) {
    const step = stepOf(parts[2]);
    return step ? { estimateId: null, userId: Number(parts[1]), step, base: `${root}/user/${parts[1]}` } : null;
  }
  if (DIGITS.test(parts[0] ?? '') && parts[1] === 'user' && DIGITS.test(parts[2] ?? '') && parts.length <= 4) {
    const step = stepOf(parts[3]);
    return step ? { estimateId: Number(parts[0]), userId: Number(parts[2]), step, base: `${root}/${parts[0]}/user/${parts[2]}` } : null;
  }
  return null;
}

function Editor({ root, path, isCopy }: { root: string; path: EditorPath; isCopy: boolean }) {
  const suffix = isCopy ? '?copy=1' : '';
  const { base } = path;
  const pathFor = useCallback(
    // The new estimate's first step is the bare /dashboard/estimate (part 1 §2); the others say their step.
    (step: StepKey) => (base === root && path.estimateId === null && step === 'info' ? base : `${base}/${step}`) + suffix,
    [base, root, path.estimateId, suffix],
  );
  return <EstimateEditor estimateId={path.estimateId} userId={path.userId} isCopy={isCopy} step={path.step} pathFor={pathFor} />;
}

/** /dashboard/estimate/*: making and editing estimates (EditEstimates); read-only otherwise. */
export function EstimateRoutes() {
  const rest = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const canEdit = useCan('EditEstimates');
  const path = parseEditorPath('/dashboard/estimate', rest);
  if (!path) return <Navigate to="/dashboard/estimate" replace />;
  if (!canEdit) {
    return path.estimateId !== null ? (
      <Navigate to={`/dashboard/estimates/${path.estimateId}/user/${path.userId}`} replace />
    ) : (
      <Navigate to="/dashboard/estimates" replace />
    );
  }
  const isCopy = path.estimateId !== null && search.get('copy') === '1';
  return <Editor key={isCopy ? 'copy' : 'edit'} root="/dashboard/estimate" path={path} isCopy={isCopy} />;
}

/** /dashboard/estimates/*: the user's own estimates; one estimate, editable with EditEstimates. */
export function EstimatesRoutes() {
  const rest = useParams()['*'] ?? '';
  const canEdit = useCan('EditEstimates');
  if (rest.split('/').filter(Boolean).length === 0) return <EstimatesListPage />;
  const path = parseEditorPath('/dashboard/estimates', rest);
  if (!path || path.estimateId === null) return <Navigate to="/dashboard/estimates" replace />;
  if (!canEdit) {
    // Read-only: one page, no steps.
    return path.step === 'info' ? <EstimateReadOnly estimateId={path.estimateId} /> : <Navigate to={path.base} replace />;
  }
  return <Editor root="/dashboard/estimates" path={path} isCopy={false} />;
}
