import { z } from 'zod';
import { FIELD_MESSAGES, isEmail } from '../shared/validators';
import { PROFILE_MESSAGES } from './messages';

const MAX_ID = 2_147_483_647;
const userIdOf = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullish()
    .transform((value, ctx) => {
      const n = value === null || value === undefined || value === '' ? NaN : Number(value);
      if (!Number.isInteger(n) || n <= 0 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/** Query of the profile reads: ?userId= */
export const userIdQuerySchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
/** Query of GET user/getCustomerDetails: ?customerId= */
export const customerIdQuerySchema = z.object({ customerId: userIdOf(PROFILE_MESSAGES.customerIdRequired) });

/** POST /api/v4/user/createLoginAccount { loginEmail, userId } (part 2 §5.7). */
export const createLoginAccountSchema = z.object({
  loginEmail: z
    .string({ error: PROFILE_MESSAGES.loginEmailRequired })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.loginEmailRequired })
    .max(254, { error: FIELD_MESSAGES.tooLong(254) })
    .refine(isEmail, { error: FIELD_MESSAGES.email }),
  userId: userIdOf(PROFILE_MESSAGES.userIdRequired),
});

/** DELETE /api/v4/user/delete?userId= (part 2 §5.7 message when missing). */
export const deleteUserSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.deleteNeedsUserId) });
/** PUT /api/v4/user/restore { userId } */
export const restoreUserSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
/** POST /api/v4/user/openCommentGroup { userId }: gives an older user their comment group. */
export const openCommentGroupSchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
