import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/** One table's rows that differ from a rebuild, as verify-projections names them. */
export interface TableDifference {
  table: string;
  differingRows: number;
  rows: { key: Record<string, unknown>; live: Record<string, unknown> | null; rebuilt: Record<string, unknown> | null }[];
}

/** A projector's latest verification (issue 27). */
export interface ProjectorVerification {
  status: 'equal' | 'diverged' | 'skipped' | 'failed';
  checkpoint: string | null;
  finishedAt: string | null;
  differences: TableDifference[];
  message: string | null;
}

/** One projector as GET /api/v4/system/projections reports it. */
export interface ProjectorState {
  name: string;
  version: number;
  /** 'diverged': running, but its latest verification found its tables unequal to a rebuild. */
  status: 'running' | 'faulted' | 'rebuilding' | 'diverged';
  /** When faulted: which event stopped it and why. */
  error: string | null;
  checkpoint: string | null;
  scannedThrough: string | null;
  /** While rebuilding: the share of the history done, 0..1. */
  rebuildProgress: number | null;
  updatedAt: string;
  verification: ProjectorVerification | null;
}

/** The last verification run, whoever started it. */
export interface VerificationRun {
  startedAt: string;
  finishedAt: string | null;
  requestedBy: string;
  running: boolean;
  diverged: string[];
  failed: string[];
}

export interface SystemProjections {
  projectors: ProjectorState[];
  verification: VerificationRun | null;
}

/** GET /api/v4/system/projections (EditSettings), refreshed every few seconds while the page is open. */
export function useProjections() {
  return useQuery({
    queryKey: ['systemProjections'],
    queryFn: ({ signal }) => api.get<SystemProjections>('/api/v4/system/projections', undefined, signal),
    refetchInterval: 5_000,
  });
}

/** POST /api/v4/system/verifyProjections (EditSettings): starts a verification of every read model. */
export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ started: boolean; projectors: string[] }>('/api/v4/system/verifyProjections', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['systemProjections'] }),
  });
}
