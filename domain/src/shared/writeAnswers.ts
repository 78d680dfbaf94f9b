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
