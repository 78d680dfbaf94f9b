import { useEffect } from 'react';
import { toast } from 'sonner';

/** One toast per failed read (part 1 §8's 'Failed to retrieve …'), not one per re-render or retry. */
export function useFailureToast(failed: boolean, message: string, id: string): void {
  useEffect(() => {
    if (failed) toast.error(message, { id });
  }, [failed, message, id]);
}
