import { z } from 'zod';
import type { ServiceArea } from './settings';

/** POST serviceArea/update: the area now. */
/** GET serviceArea/get and POST serviceArea/update answer the setting. */
export const serviceAreaAnswerSchema = z.object({
  serviceArea: z.object({
    kind: z.enum(['mapsco', 'zip', 'driveTime']),
    zipcodes: z.array(z.string()),
    baseAddress: z.string(),
    baseLat: z.number().nullable(),
    baseLng: z.number().nullable(),
    maxMinutes: z.number(),
  }),
});
export type ServiceAreaAnswer = z.infer<typeof serviceAreaAnswerSchema>;
