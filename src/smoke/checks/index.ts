import type { SmokeCheckName } from '../../inputs/types.ts';
import type { Check } from './context.ts';
import { enqueueCheck, interruptCheck, rollbackCheck } from './double-texting.ts';
import { singleRunCheck } from './run.ts';
import { streamCheck } from './stream.ts';

export const CHECKS: Record<SmokeCheckName, Check> = {
  run: singleRunCheck,
  enqueue: enqueueCheck,
  rollback: rollbackCheck,
  interrupt: interruptCheck,
  stream: streamCheck,
};
