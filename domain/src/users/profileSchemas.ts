import { z } from 'zod';
import { FIELD_MESSAGES, isEmail } from '../shared/validators';
import { idParam, storableText } from '../shared/storable';
import { PROFILE_MESSAGES } from './messages';

// Digits or a number within int4; anything else (or nothing) is the route's message.
const userIdOf = (message: string) => idParam(message);

/** Query of the profile reads: ?userId= */
export const userIdQuerySchema = z.object({ userId: userIdOf(PROFILE_MESSAGES.userIdRequired) });
/** Query of GET user/getCustomerDetails: ?customerId= */
export const customerIdQuerySchema = z.object({ customerId: userIdOf(PROFILE_MESSAGES.customerIdRequired) });

/** POST /api/v4/user/createLoginAccount { loginEmail, userId } (part 2 §5.7). */
export const createLoginAccountSchema = z.object({
  loginEmail: storableText({ error: PROFILE_MESSAGES.loginEmailRequired })
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

/** POST /api/v4/user/openCommentGroup: the profile's comment group, opened if it had none. */
export interface CommentGroupAnswer {
  commentGroupId: number;
}
