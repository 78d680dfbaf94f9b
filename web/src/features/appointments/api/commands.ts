import type {
  AppointmentIdBody,
  AppointmentIdQuery,
  AppointmentPictureRemovedAnswer,
  AppointmentPictureVisibilityAnswer,
  AppointmentRatedAnswer,
  CancelAppointmentBody,
  CreateStandingInstanceBody,
  RemoveAppointmentPictureBody,
  SetAppointmentPictureVisibilityBody,
  SubmitAppointmentRatingBody,
  WithPosition,
} from '@pawroute/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiWrite, withQuery } from '../../../lib/apiClient';
import { appointmentKeys } from './keys';
import type {
  CommentBody,
  CreateAppointmentBody,
  CreatedAnswer,
  DeletedAnswer,
  PictureNameAnswer,
  PlaceAppointmentBody,
  PlacedAnswer,
  StatusAnswer,
} from './types';

/**
 * One mutation hook per command route of docs/APPOINTMENTS.md "Commands". Each write goes through
 * lib/apiClient (CSRF, one Idempotency-Key per submission, the answer's position for read-your-writes);
 * success refreshes the appointment reads, the standings and the estimates (an estimate shows its
 * appointment's status and becomes read-only when it is terminal).
 */
const BASE = '/api/v4/appointments';

function refreshAfterWrite(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: appointmentKeys.all }),
    // The standings list shows its appointments' status (the ['standings'] scope of lib/liveInvalidation).
    client.invalidateQueries({ queryKey: ['standings'] }),
    client.invalidateQueries({ queryKey: ['estimates'] }),
  ]);
}

function useCommand<Body, Answer>(send: (body: Body) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Not awaited: the caller's toast and close should not wait on the refetch.
    onSuccess: () => void refreshAfterWrite(client),
  });
}

const post =
  <Body, Answer>(route: string) =>
  (body: Body) =>
    apiWrite<Answer>('POST', `${BASE}/${route}`, body);

export const sendCreate = post<CreateAppointmentBody, CreatedAnswer>('create');
export const sendUpdate = post<PlaceAppointmentBody, PlacedAnswer>('update');
export const sendSchedule = post<PlaceAppointmentBody, PlacedAnswer>('schedule');

/** POST appointments/create (also 'Add Appointment to Waiting List' with addToWaitingList). */
export const useCreateAppointment = () => useCommand(sendCreate);
/** POST appointments/update */
export const useUpdateAppointment = () => useCommand(sendUpdate);
/** POST appointments/schedule (ours): place a waiting or rescheduled appointment. */
export const useScheduleAppointment = () => useCommand(sendSchedule);
/** POST appointments/confirm */
export const useConfirmAppointment = () => useCommand(post<AppointmentIdBody, StatusAnswer>('confirm'));
/** POST appointments/reschedule */
export const useRescheduleAppointment = () => useCommand(post<AppointmentIdBody, StatusAnswer>('reschedule'));
/** POST appointments/cancel { appointmentId, cancelFee? (cents: part 2 §3, charged on its own transaction) } */
export const useCancelAppointment = () => useCommand(post<CancelAppointmentBody, StatusAnswer>('cancel'));
/** POST appointments/resolveServiceIssue */
export const useResolveServiceIssue = () => useCommand(post<AppointmentIdBody, StatusAnswer>('resolveServiceIssue'));
/** POST appointments/start */
export const useStartAppointment = () => useCommand(post<AppointmentIdBody, StatusAnswer>('start'));
/** POST appointments/stylistEnRoute */
export const useStylistEnRoute = () => useCommand(post<AppointmentIdBody, StatusAnswer>('stylistEnRoute'));
/** POST appointments/requestStanding */
export const useRequestStanding = () => useCommand(post<CommentBody, StatusAnswer>('requestStanding'));
/** POST appointments/createServiceIssue */
export const useCreateServiceIssue = () => useCommand(post<CommentBody, StatusAnswer>('createServiceIssue'));
/** DELETE appointments/delete?appointmentId= */
export const useDeleteAppointment = () =>
  useCommand(({ appointmentId }: AppointmentIdQuery) => apiWrite<DeletedAnswer>('DELETE', withQuery(`${BASE}/delete`, { appointmentId })));

/** POST appointments/uploadPicture (multipart: appointmentId, file) */
export const useUploadAppointmentPicture = () =>
  useCommand(({ appointmentId, file }: AppointmentIdBody & { file: File }) => {
    const form = new FormData();
    form.append('appointmentId', String(appointmentId));
    form.append('file', file);
    return apiWrite<PictureNameAnswer>('POST', `${BASE}/uploadPicture`, form);
  });
/** POST appointments/removePicture */
export const useRemoveAppointmentPicture = () => useCommand(post<RemoveAppointmentPictureBody, WithPosition<AppointmentPictureRemovedAnswer>>('removePicture'));
/** POST appointments/setPictureVisibility */
export const useSetPictureVisibility = () =>
  useCommand(post<SetAppointmentPictureVisibilityBody, WithPosition<AppointmentPictureVisibilityAnswer>>('setPictureVisibility'));
/** POST appointments/submitRating */
export const useSubmitRating = () => useCommand(post<SubmitAppointmentRatingBody, WithPosition<AppointmentRatedAnswer>>('submitRating'));

/** POST appointments/createInstance { appointmentId (the standing's), appointmentDate 'MM-DD-YYYY' } */
export const useCreateInstance = () => useCommand(post<CreateStandingInstanceBody, CreatedAnswer>('createInstance'));
