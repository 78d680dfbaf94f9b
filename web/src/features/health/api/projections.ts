import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/apiClient';

/** One projector as GET /api/v4/system/projections reports it. */
export interface ProjectorState {
  name: string;
  version: number;
  status: 'running' | 'faulted' | 'rebuilding';
  /** When faulted: which event stopped it and why. */
  error: string | null;
  checkpoint: string | null;
  scannedThrough: string | null;
  /** While rebuilding: the share of the history done, 0..1. */
  rebuildProgress: number | null;
  updatedAt: string;
}

/** GET /api/v4/system/projections (EditSettings), refreshed every few seconds while the page is open. */
export function useProjections() {
  return useQuery({
    queryKey: ['systemProjections'],
    queryFn: ({ signal }) => api.get<{ projectors: ProjectorState[] }>('/api/v4/system/projections', undefined, signal),
    refetchInterval: 5_000,
  });
}
