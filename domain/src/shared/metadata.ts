/** Metadata every event carries (ARCHITECTURE.md, "The write side"). */
export interface EventMetadata {
  actorUserId: number | null;
  correlationId: string;
  causationId: string | null;
  commandName: string;
  idempotencyKey: string | null;
  /** ISO instant, UTC. */
  occurredAt: string;
  schemaVersion: number;
}
