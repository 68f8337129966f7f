import type { SmokeCheckName } from '../../inputs/types.ts';
import type { Check } from './check-context.ts';
import { enqueueCheck, interruptCheck, rollbackCheck } from './double-texting.ts';
import { singleRunCheck } from './single-run.ts';
import { streamCheck } from './streamed-run.ts';

export const CHECKS: Record<SmokeCheckName, Check> = {
  run: singleRunCheck,
  enqueue: enqueueCheck,
  rollback: rollbackCheck,
  interrupt: interruptCheck,
  stream: streamCheck,
};
