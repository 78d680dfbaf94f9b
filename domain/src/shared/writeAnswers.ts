/**
 * The answers many writes share, named once (docs/ARCHITECTURE.md "Contracts"): the server builds them,
 * the web reads them.
 */

/** A write that answers with a sentence for the user (the spec's success messages). */
export interface MessageAnswer {
  message: string;
}

/** A write that answers with the global position of its last event (for read-your-writes). */
export interface PositionAnswer {
  position: string;
}

/**
 * What a write's reply carries on top of its handler's answer: runCommandRequest adds `position` to every
 * one (null when the write appended nothing), so the answer schemas leave it out and the web's types add it here.
 */
export type WithPosition<Answer> = Answer & { position: string | null };
