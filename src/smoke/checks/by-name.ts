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

/**
 * How the log, the plan and the summary name each check: a double-texting check says it is one,
 * so that "✓ rollback" is never read as a rollback of the deployment. `smoke_checks` takes the
 * names (the keys), as before.
 */
const LABELS: Record<SmokeCheckName, string> = {
  run: 'run',
  enqueue: 'double-text, enqueue strategy',
  rollback: 'double-text, rollback strategy',
  interrupt: 'double-text, interrupt strategy',
  stream: 'stream',
};

/** A check as a reader sees it named; a name not in the table (from an older report) as it is. */
export function smokeCheckLabel(name: string): string {
  return Object.hasOwn(LABELS, name) ? LABELS[name as SmokeCheckName] : name;
}
