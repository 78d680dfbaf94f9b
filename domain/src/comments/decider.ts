import type { CommandContext, Decider, DomainEvent } from '../shared/decider';
import { DomainError } from '../shared/errors';
import type { CommentGroupEvent, CommentOwnerType } from './events';
import { COMMENT_MAX, COMMENT_MESSAGES } from './messages';

/** The `CommentGroup-<id>` stream. */
export interface OpenCommentGroup {
  type: 'OpenCommentGroup';
  data: { commentGroupId: number; ownerType: CommentOwnerType; ownerId: number; ownerUserId: number | null };
}
export interface AddComment {
  type: 'AddComment';
  data: { commentGroupId: number; commentId: number; comment: string };
}
export interface MergeCommentGroup {
  type: 'MergeCommentGroup';
  data: { commentGroupId: number; intoCommentGroupId: number };
}
export type CommentGroupCommand = OpenCommentGroup | AddComment | MergeCommentGroup;

export type CommentGroupState =
  | { status: 'none' }
  | { status: 'open'; commentGroupId: number; ownerType: CommentOwnerType; ownerId: number; ownerUserId: number | null; mergedInto: number | null; commentIds: number[] };

export const initialCommentGroupState = (): CommentGroupState => ({ status: 'none' });

/** Total: events this state does not read leave it unchanged. */
export function evolveCommentGroup(state: CommentGroupState, anyEvent: DomainEvent): CommentGroupState {
  const event = anyEvent as CommentGroupEvent;
  switch (event.type) {
    case 'CommentGroupOpened': {
      const { commentGroupId, ownerType, ownerId, ownerUserId } = event.data;
      return { status: 'open', commentGroupId, ownerType, ownerId, ownerUserId, mergedInto: null, commentIds: [] };
    }
    case 'CommentAdded':
      return state.status === 'open' ? { ...state, commentIds: [...state.commentIds, event.data.commentId] } : state;
    case 'CommentGroupMerged':
      return state.status === 'open' ? { ...state, mergedInto: event.data.intoCommentGroupId } : state;
    default:
      return state;
  }
}

export function decideCommentGroup(command: CommentGroupCommand, state: CommentGroupState, { now, actorUserId }: CommandContext): CommentGroupEvent[] {
  if (command.type === 'OpenCommentGroup') {
    if (state.status !== 'none') throw new DomainError(409, COMMENT_MESSAGES.groupExists);
    return [{ type: 'CommentGroupOpened', data: { ...command.data, openedAt: now } }];
  }
  if (state.status === 'none') throw new DomainError(404, COMMENT_MESSAGES.groupNotFound);
  switch (command.type) {
    case 'AddComment': {
      const comment = command.data.comment.trim();
      // Part 1 §5: an empty comment is not submitted.
      if (!comment) throw new DomainError(400, COMMENT_MESSAGES.commentRequired, { comment: COMMENT_MESSAGES.commentRequired });
      if (comment.length > COMMENT_MAX) throw new DomainError(400, COMMENT_MESSAGES.commentTooLong, { comment: COMMENT_MESSAGES.commentTooLong });
      if (state.mergedInto !== null) throw new DomainError(409, COMMENT_MESSAGES.groupMerged);
      if (state.commentIds.includes(command.data.commentId)) return [];
      return [
        {
          type: 'CommentAdded',
          data: { commentGroupId: state.commentGroupId, commentId: command.data.commentId, comment, authorUserId: actorUserId, addedAt: now },
        },
      ];
    }
    case 'MergeCommentGroup':
      if (state.mergedInto === command.data.intoCommentGroupId || command.data.intoCommentGroupId === state.commentGroupId) return [];
      return [{ type: 'CommentGroupMerged', data: { ...command.data, mergedAt: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown comment group command ${JSON.stringify(unknown)}`);
    }
  }
}

export const commentGroupDecider: Decider<CommentGroupCommand, CommentGroupEvent, CommentGroupState> = {
  initialState: initialCommentGroupState,
  evolve: evolveCommentGroup,
  decide: decideCommentGroup,
};
