import type { z } from 'zod';
import type {
  createTodoCategorySchema,
  deleteProductOrServiceSchema,
  deleteTodoCategorySchema,
  updateDefaultCancelFeeSchema,
  updateDistanceUnitSchema,
  updateOtherOptionsSchema,
  updateTipBaseSchema,
} from './decider';

/** The Management writes' bodies as the web sends them: the inputs of the schemas the server checks with (decider.ts). */
export type DeleteProductOrServiceBody = z.input<typeof deleteProductOrServiceSchema>;
export type CreateTodoCategoryBody = z.input<typeof createTodoCategorySchema>;
export type DeleteTodoCategoryBody = z.input<typeof deleteTodoCategorySchema>;
export type UpdateOtherOptionsBody = z.input<typeof updateOtherOptionsSchema>;
export type UpdateDefaultCancelFeeBody = z.input<typeof updateDefaultCancelFeeSchema>;
export type UpdateTipBaseBody = z.input<typeof updateTipBaseSchema>;
export type UpdateDistanceUnitBody = z.input<typeof updateDistanceUnitSchema>;
