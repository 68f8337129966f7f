import type { RunContext } from '../run/context.ts';
import { smokeTestOnce, withServerLog } from '../gate/smoke.ts';

/**
 * `command: smoke-test`, and the smoke test after a deploy: runs it against `deployment_url`,
 * else the deployment's URL, records the report, and fails when it did not pass — with the
 * revision's server log when there is one.
 */
export async function smokeTestCommand(ctx: RunContext): Promise<void> {
  try {
    await smokeTestOnce(ctx);
  } catch (error) {
    throw await withServerLog(ctx, error);
  }
}
