/** Stream names of the users feature (`{Aggregate}-{id}`, ARCHITECTURE.md "The write side"). */
export const userStream = (userId: number): string => `User-${userId}`;

/** One address, one owner: the claim stream is keyed by the address as compared (trimmed, lowercase). */
export const normalizeEmail = (emailAddress: string): string => emailAddress.trim().toLowerCase();
export const emailClaimStream = (emailAddress: string): string => `EmailClaim-${normalizeEmail(emailAddress)}`;
