import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExceptionBody, GetExceptionsResponse, ExceptionWritten } from '@pawroute/domain';
import { api, apiWrite, withQuery } from '../../../lib/apiClient';

/** ['exceptions', employeeId, range]: the exceptions projector pushes { scope: 'exceptions', id: employeeId }. */
export const exceptionKeys = {
  employee: (employeeId: number) => ['exceptions', employeeId] as const,
  range: (employeeId: number, start: string, end: string) => ['exceptions', employeeId, { start, end }] as const,
};

/** GET /api/v4/exceptions/getAll?employeeId= (occurrences of local dates start..end). */
export function useExceptions(employeeId: number, range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: exceptionKeys.range(employeeId, range?.start ?? '', range?.end ?? ''),
    queryFn: ({ signal }) => api.get<GetExceptionsResponse>('/api/v4/exceptions/getAll', { employeeId, ...range }, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export type { ExceptionBody };

/** POST exceptions/create {event, isWorking, employeeId}, POST exceptions/update {event, isWorking, ID}, DELETE exceptions/delete?exceptionId=. */
export function useSaveException(employeeId: number) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: exceptionKeys.employee(employeeId) });
  const save = useMutation({
    mutationFn: ({ ID, ...body }: ExceptionBody & { ID: number | null }) =>
      ID === null
        ? api.post<ExceptionWritten>('/api/v4/exceptions/create', { ...body, employeeId })
        : api.post<ExceptionWritten>('/api/v4/exceptions/update', { ...body, ID }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (exceptionId: number) => apiWrite<Pick<ExceptionWritten, 'exceptionId'>>('DELETE', withQuery('/api/v4/exceptions/delete', { exceptionId })),
    onSuccess: refresh,
  });
  return { save, remove };
}
