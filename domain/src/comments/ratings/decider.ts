import type { CommandContext, Decider, DomainEvent } from '../../shared/decider';
import { DomainError } from '../../shared/errors';
import { NOTE_MAX } from '../../shared/validators';
import type { RatingEvent } from '../events';
import { COMMENT_MESSAGES } from '../messages';

/** The `Rating-<id>` stream: one rating of a customer, and where a merge moved it. */
export interface GiveRating {
  type: 'GiveRating';
  data: { ratingId: number; userId: number; rating: number; comment: string | null };
}
export interface MoveRating {
  type: 'MoveRating';
  data: { ratingId: number; toUserId: number };
}
export type RatingCommand = GiveRating | MoveRating;
export type RatingState = { status: 'none' } | { status: 'given'; ratingId: number; userId: number };

export const initialRatingState = (): RatingState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveRating(state: RatingState, anyEvent: DomainEvent): RatingState {
  const event = anyEvent as RatingEvent;
  switch (event.type) {
    case 'RatingGiven':
      return { status: 'given', ratingId: event.data.ratingId, userId: event.data.userId };
    case 'RatingMoved':
      return state.status === 'given' ? { ...state, userId: event.data.toUserId } : state;
    default:
      return state;
  }
}

export function decideRating(command: RatingCommand, state: RatingState, { now, actorUserId }: CommandContext): RatingEvent[] {
  if (command.type === 'GiveRating') {
    const { rating } = command.data;
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw new DomainError(400, COMMENT_MESSAGES.ratingRange, { rating: COMMENT_MESSAGES.ratingRange });
    }
    const comment = command.data.comment?.trim() || null;
    if (comment && comment.length > NOTE_MAX) {
      throw new DomainError(400, COMMENT_MESSAGES.ratingCommentTooLong, { comment: COMMENT_MESSAGES.ratingCommentTooLong });
    }
    if (state.status !== 'none') throw new DomainError(409, COMMENT_MESSAGES.ratingExists);
    return [{ type: 'RatingGiven', data: { ...command.data, comment, raterUserId: actorUserId, givenAt: now } }];
  }
  if (state.status === 'none') throw new DomainError(404, COMMENT_MESSAGES.ratingNotFound);
  if (state.userId === command.data.toUserId) return [];
  return [{ type: 'RatingMoved', data: { ratingId: state.ratingId, fromUserId: state.userId, toUserId: command.data.toUserId, movedAt: now } }];
}

export const ratingDecider: Decider<RatingCommand, RatingEvent, RatingState> = {
  initialState: initialRatingState,
  evolve: evolveRating,
  decide: decideRating,
};

/** Part 1 §9: the average shown to 1 decimal on customer detail (2 on the waiting list). */
export function averageRating(ratings: readonly number[], decimals = 1): number | null {
  if (ratings.length === 0) return null;
  const factor = 10 ** decimals;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * factor) / factor;
}
