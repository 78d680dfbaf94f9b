import { toast } from 'sonner';
import { isApiError } from '../../../lib/apiClient';

/** The server's words for a refusal (a 4xx), else `fallback`. */
export const messageOf = (error: unknown, fallback: string) => (isApiError(error) && error.statusCode < 500 ? error.message : fallback);

/** A toast with the server's words for a refusal, else `fallback`. */
export const failed = (fallback: string) => (error: unknown) => toast.error(messageOf(error, fallback));
