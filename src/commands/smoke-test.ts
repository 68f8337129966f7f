import type { RunContext } from '../run/context.ts';
import { verifyServing } from '../gate/verify.ts';

/**
 * `command: smoke-test`: the smoke test, and the agent checks when a file is given, against
 * `deployment_url` — any agent server (a preview, a self-hosted one). Fails when they did not pass.
 */
export async function smokeTestCommand(ctx: RunContext): Promise<void> {
  ctx.state.action ??= 'smoke-test';
  await verifyServing(ctx, 'the agent server');
}
