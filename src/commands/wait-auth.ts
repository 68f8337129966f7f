import { ActionError } from '../errors.ts';
import type { RunContext } from './context.ts';

/**
 * Wait for an OAuth authentication to complete. The server holds each request open; while it
 * answers `pending` and the timeout allows, ask again. `completed` yields a masked token.
 */
export async function waitAuthCommand(ctx: RunContext): Promise<void> {
  const { state, cp, inputs, log, clock } = ctx;
  state.action = 'wait-auth';
  const authId = inputs.authId!;
  for (;;) {
    const left = Math.floor((ctx.deadline - clock.now()) / 1_000);
    const reply = await cp.waitAuth(authId, Math.max(1, left));
    state.authStatus = reply.status;
    if (reply.status === 'completed') {
      if (reply.token) {
        ctx.mask(reply.token);
        state.token = reply.token;
      }
      log.info(`Authentication ${authId} completed.`);
      return;
    }
    if (reply.status !== 'pending' || ctx.deadline - clock.now() < 1_000) {
      throw new ActionError({
        title: `Authentication ${reply.status}`,
        message: AUTH_MEANING[reply.status] ?? `Authentication ${authId} ended with status ${reply.status}`,
      });
    }
    log.info(`Authentication ${authId} is still pending; waiting again.`);
  }
}

const AUTH_MEANING: Record<string, string> = {
  pending:
    'The authentication is still pending: the user has not completed the OAuth flow within the timeout.',
  timeout: 'The authentication flow timed out on the server; start it again.',
  not_found: 'No authentication with this auth_id exists (or it expired); check auth_id.',
};
