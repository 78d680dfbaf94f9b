/*
 * The tamper-evident log (docs/DECISIONS.md "Audit"), one idea per file:
 * - chainLink.ts: what a link covers, computed in JS;
 * - chainSql.ts: the same in SQL, the schema, and the trigger that links rows inserted outside appends;
 * - appendSql.ts: the append statement that writes each event with its link;
 * - checkpoints.ts: signed checkpoints that seal the store-wide order;
 * - verifyChain.ts: audit verify.
 */
export { CHAIN_VERSION, canonicalContent, foldGlobal, linkOf, type ChainRow } from './chainLink';
export { CHAIN_TRIGGER, ensureChainSchema } from './chainSql';
export {
  checkpointSignatureValid,
  sealCheckpoint,
  signCheckpoint,
  type Checkpoint,
  type CheckpointResult,
} from './checkpoints';
export {
  verifyEventChain,
  type ChainProblem,
  type ChainProblemKind,
  type VerifyOptions,
  type VerifyResult,
} from './verifyChain';
