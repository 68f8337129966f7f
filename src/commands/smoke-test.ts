import type { RunContext } from '../run/context.ts';
import { verifyServing } from '../gate/verify.ts';
import { noteAction } from '../deploy/target.ts';

/**
 * `command: smoke-test`: the smoke test, and the agent checks when a file is given, against
 * `deployment_url` — any agent server (a preview, a self-hosted one). Fails when they did not pass.
 */
export async function smokeTestCommand(ctx: RunContext): Promise<void> {
  noteAction(ctx.state, 'smoke-test', { unlessKnown: true });
  await verifyServing(ctx, 'the agent server');
}
