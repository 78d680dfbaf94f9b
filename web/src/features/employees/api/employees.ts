import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateUserBody,
  CreateUserResponse,
  EmployeeDetailsResponse,
  EmployeeWriteResponse,
  GetEmployeesResponse,
  StylistDetailsResponse,
  UpdateEmployeeDetailsBody,
  UpdateStylistDetailsBody,
} from '@pawroute/domain';
import { api } from '../../../lib/apiClient';
import { employeeKeys } from './keys';

/** GET /api/v4/users/getEmployees: every employee, terminated and deleted included (filtered here). */
export function useEmployees() {
  return useQuery({
    queryKey: employeeKeys.list,
    queryFn: ({ signal }) => api.get<GetEmployeesResponse>('/api/v4/users/getEmployees', undefined, signal),
  });
}

/** GET /api/v4/user/getEmployeeDetails?employeeId= */
export function useEmployeeDetails(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.details(employeeId),
    queryFn: ({ signal }) => api.get<EmployeeDetailsResponse>('/api/v4/user/getEmployeeDetails', { employeeId }, signal),
    retry: false,
  });
}

/** GET /api/v4/user/getStylistDetails?employeeId= */
export function useStylistDetails(employeeId: number) {
  return useQuery({
    queryKey: employeeKeys.stylist(employeeId),
    queryFn: ({ signal }) => api.get<StylistDetailsResponse>('/api/v4/user/getStylistDetails', { employeeId }, signal),
    retry: false,
  });
}

function useEmployeeWrite<B>(employeeId: number, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<EmployeeWriteResponse>(path, body),
    onSuccess() {
      void client.invalidateQueries({ queryKey: employeeKeys.employee(employeeId) });
      void client.invalidateQueries({ queryKey: employeeKeys.user(employeeId) });
      void client.invalidateQueries({ queryKey: employeeKeys.all });
      // Stylist details and names feed getOptions' stylists.
      void client.invalidateQueries({ queryKey: employeeKeys.options });
    },
  });
}

/** POST /api/v4/user/updateEmployeeDetails (EditEmployees). */
export const useUpdateEmployeeDetails = (employeeId: number) =>
  useEmployeeWrite<UpdateEmployeeDetailsBody>(employeeId, '/api/v4/user/updateEmployeeDetails');

/** POST /api/v4/user/updateStylistDetails (EditEmployees); the first save makes the employee a stylist. */
export const useUpdateStylistDetails = (employeeId: number) =>
  useEmployeeWrite<UpdateStylistDetailsBody>(employeeId, '/api/v4/user/updateStylistDetails');

/** POST /api/v4/user/create with a staff UserTypeID: the server also opens the employee record. */
export function useCreateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => api.post<CreateUserResponse>('/api/v4/user/create', body),
    onSuccess() {
      void client.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
