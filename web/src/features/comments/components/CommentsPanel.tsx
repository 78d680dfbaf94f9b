import { COMMENT_MESSAGES } from '@pawroute/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';
import { openCommentGroup, useAddComment, useComments } from '../api/comments';
import { CommentText } from './CommentText';
import { formatDateTime } from './formatDate';
import '../../../styles/profile.css';

interface Props {
  userId: number;
  /** Null for a profile made before comment groups existed: the first comment opens one. */
  commentGroupId: number | null;
  canView: boolean;
  canAdd: boolean;
}

/** A profile's comments (ViewComments to read, EditCustomers to add), newest first, max 200px high. */
export function CommentsPanel({ userId, commentGroupId, canView, canAdd }: Props) {
  const comments = useComments(commentGroupId, canView);
  const add = useAddComment();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const inputId = useId();

  useEffect(() => {
    if (comments.isError) toast.error(COMMENT_MESSAGES.failedToGetComments, { id: `comments-${commentGroupId}` });
  }, [comments.isError, commentGroupId]);

  if (!canView && !canAdd) return null;

  const submit = async () => {
    const comment = text.trim();
    // Part 1 §5: an empty comment is not submitted.
    if (!comment) return;
    try {
      let groupId = commentGroupId;
      if (groupId === null) {
        groupId = (await openCommentGroup(userId)).commentGroupId;
        void client.invalidateQueries({ queryKey: ['user', userId] });
      }
      await add.mutateAsync({ commentGroupId: groupId, comment });
      setText('');
      toast.success(COMMENT_MESSAGES.addedComment);
    } catch (error) {
      toast.error(COMMENT_MESSAGES.failedToAddComment, { description: isApiError(error) ? error.message : undefined });
    }
  };

  const list = comments.data?.comments ?? [];
  return (
    <section className="panel" aria-labelledby={`${inputId}-title`}>
      <div className="panel__head">
        <h2 id={`${inputId}-title`} className="panel__title">
          Comments
        </h2>
      </div>
      {canView &&
        (comments.isError ? (
          <p className="muted-line">{COMMENT_MESSAGES.failedToGetComments}</p>
        ) : comments.isPending && commentGroupId !== null ? (
          <p className="muted-line">Loading comments…</p>
        ) : list.length === 0 ? (
          <p className="muted-line">No comments yet.</p>
        ) : (
          <ul className="scroll-list" aria-label="Comments">
            {list.map((c) => (
              <li key={c.ID} className="comment">
                <div className="comment__meta">
                  {c.author ? `${c.author.firstName} ${c.author.lastName}` : 'System'} · {formatDateTime(c.DateAdded)}
                </div>
                <CommentText comment={c.comment} />
              </li>
            ))}
          </ul>
        ))}
      {canAdd && (
        <form
          className="comment-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            New comment
          </label>
          <textarea
            id={inputId}
            value={text}
            maxLength={1000}
            placeholder="Add a comment…"
            onChange={(e) => setText(e.target.value)}
            disabled={add.isPending}
          />
          <div className="comment-form__actions">
            <button type="submit" className="button button--primary button--small" disabled={add.isPending || !text.trim()}>
              {add.isPending ? 'Adding…' : 'Add Comment'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
