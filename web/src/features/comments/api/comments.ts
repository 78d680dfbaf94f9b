import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentResponse, FindCommentsResponse, CommentGroupAnswer, CreateCommentBody } from '@pawroute/domain';
import { api } from '../../../lib/apiClient';

/** ['comments', groupId]: the comments projector pushes { scope: 'comments', id }. */
export const commentKeys = { group: (commentGroupId: number) => ['comments', commentGroupId] as const };

/** GET /api/v4/comments/findByGroup?commentGroupId= */
export function useComments(commentGroupId: number | null, enabled = true) {
  return useQuery({
    queryKey: commentKeys.group(commentGroupId ?? 0),
    queryFn: ({ signal }) => api.get<FindCommentsResponse>('/api/v4/comments/findByGroup', { commentGroupId: commentGroupId! }, signal),
    enabled: enabled && Boolean(commentGroupId),
  });
}

/** POST /api/v4/comments/create { comment, commentGroupId } */
export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => api.post<CreateCommentResponse>('/api/v4/comments/create', body),
    onSuccess(_result, body) {
      void client.invalidateQueries({ queryKey: commentKeys.group(body.commentGroupId) });
    },
  });
}

/** POST /api/v4/user/openCommentGroup { userId }: an older profile's group, made on first use. */
export function openCommentGroup(userId: number): Promise<CommentGroupAnswer> {
  return api.post<CommentGroupAnswer>('/api/v4/user/openCommentGroup', { userId });
}
