import type { SmokeCheckName } from '../../inputs/types.ts';
import type { Check } from './context.ts';
import { enqueueCheck, interruptCheck, rollbackCheck } from './double-texting.ts';
import { runCheck } from './run.ts';
import { streamCheck } from './stream.ts';

export const CHECKS: Record<SmokeCheckName, Check> = {
  run: runCheck,
  enqueue: enqueueCheck,
  rollback: rollbackCheck,
  interrupt: interruptCheck,
  stream: streamCheck,
};
