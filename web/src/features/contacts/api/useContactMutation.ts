import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A write whose success refreshes one [scope, userId] list. */
export function useContactMutation<Input, Result>(key: readonly unknown[], write: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled() {
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
