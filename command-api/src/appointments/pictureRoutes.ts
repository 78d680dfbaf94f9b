import { createHash } from 'node:crypto';
import {
  appointmentDecider,
  appointmentStream,
  removeAppointmentPictureInputSchema,
  setAppointmentPictureVisibilityInputSchema,
  uploadAppointmentPictureInputSchema,
  appointmentPictureRemovedAnswerSchema,
  appointmentPictureVisibilityAnswerSchema,
} from '@pawroute/domain';
import { blobStoreFor, commandRoute } from '@pawroute/platform';
import type { FastifyInstance } from 'fastify';
import { asStoredImage } from '../pictures';
import { uploadRoute } from '../pictures';
import { editOrAssignedStylist } from './access';
import { appointmentNow, dryDecide } from './placing';

/**
 * Appointment pictures (part 1 §5, §7): images only, 5 MB, at most 20 per appointment. The bytes go to
 * the blob store under their sha256; the picture's name is that hash with the image's extension
 * (`<sha256>.<ext>`), so a reader finds the blob by the name alone (docs/APPOINTMENTS.md "Write side
 * notes"). Needs @fastify/multipart registered by the calling plugin.
 */
export function appointmentPictureRoutes(app: FastifyInstance): void {
  const blobs = blobStoreFor(app.services);
  const mayEdit = editOrAssignedStylist(app, 'EditAppointments');

  uploadRoute(app, {
    url: '/api/v4/appointments/uploadPicture',
    name: 'UploadAppointmentPicture',
    schema: uploadAppointmentPictureInputSchema,
    permission: mayEdit,
    async handle({ appointmentId, visibleToCustomer }, file, ctx) {
      const image = await asStoredImage(file.bytes);
      const fileName = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.ext}`;
      const command = { type: 'UploadAppointmentPicture' as const, data: { appointmentId, fileName, visibleToCustomer } };
      // Refused (no appointment, 20 already, the same picture) before the bytes are kept.
      dryDecide(ctx, command, await appointmentNow(ctx, appointmentId));
      await blobs.put(image.bytes);
      await ctx.execute(appointmentStream(appointmentId), appointmentDecider, command);
      return { appointmentId, name: fileName, fileName, visibleToCustomer };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/removePicture',
    name: 'RemoveAppointmentPicture',
    answer: appointmentPictureRemovedAnswerSchema,
    schema: removeAppointmentPictureInputSchema,
    permission: mayEdit,
    async handle({ appointmentId, fileName }, ctx) {
      await ctx.execute(appointmentStream(appointmentId), appointmentDecider, { type: 'RemoveAppointmentPicture', data: { appointmentId, fileName } });
      return { appointmentId, fileName };
    },
  });

  commandRoute(app, {
    method: 'POST',
    url: '/api/v4/appointments/setPictureVisibility',
    name: 'SetAppointmentPictureVisibility',
    answer: appointmentPictureVisibilityAnswerSchema,
    schema: setAppointmentPictureVisibilityInputSchema,
    permission: mayEdit,
    async handle({ appointmentId, fileName, visibleToCustomer }, ctx) {
      await ctx.execute(appointmentStream(appointmentId), appointmentDecider, {
        type: 'SetAppointmentPictureVisibility',
        data: { appointmentId, fileName, visibleToCustomer },
      });
      return { appointmentId, fileName, visibleToCustomer };
    },
  });
}
