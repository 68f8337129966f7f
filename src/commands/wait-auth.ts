import { ActionError } from '../base/errors.ts';
import { AUTH_WAIT_PACING } from '../base/policy.ts';
import { excerpt } from '../base/untrusted.ts';
import { formatDuration, msOf, secondsOf } from '../time/duration.ts';
import type { RunContext } from '../run/context.ts';
import { noteAction, noteAuth } from '../deploy/target.ts';
import { runWords } from '../inputs/front-end.ts';

/**
 * Wait for an OAuth authentication to complete. The server is asked to hold each request open
 * for the time left; while it answers `pending` and the timeout allows, ask again. A server that
 * answers `pending` at once instead of holding the request is paced (a pause that grows), so the
 * action never hammers it. `completed` yields a masked token.
 */
export async function waitAuthCommand(ctx: RunContext): Promise<void> {
  const { state, cp, inputs, clock } = ctx;
  noteAction(state, 'wait-auth');
  const authId = inputs.authId!;
  let pause = AUTH_WAIT_PACING.firstPauseMs;
  for (;;) {
    const asked = Math.max(1, Math.floor(secondsOf(ctx.budget.left())));
    const sent = clock.now();
    const reply = await cp.waitAuth(authId, asked);
    noteAuth(state, reply.status);
    if (reply.status === 'completed') {
      // The token, masked, is the run's.
      if (reply.token) {
        ctx.mask(reply.token);
        noteAuth(state, 'completed', reply.token);
      }
      return ctx.log.info(`Authentication ${authId} completed.`);
    }
    // Another status: the failure, saying what it means. The status is the server's text: bounded in
    // the title, which is shown as a heading too (redacted first: a cut could leave a piece of a
    // secret the redactor no longer recognises).
    if (reply.status !== 'pending')
      throw new ActionError({
        title: `Authentication ${excerpt(reply.status, 40, ctx.redact)}`,
        message: Object.hasOwn(AUTH_MEANING, reply.status)
          ? AUTH_MEANING[reply.status]!
          : `Authentication ${authId} ended with status ${reply.status}; start a new authentication and run wait-auth with its auth_id.`,
      });
    const held = clock.now() - sent >= Math.min(msOf(asked), AUTH_WAIT_PACING.heldMs);
    pause = await askAgainAfter(ctx, authId, held, pause);
  }
}

/**
 * Still pending: ask again at once when the server held the request, else after a pause that
 * grows (returned: the next one). Out of time first is the timeout's failure.
 */
async function askAgainAfter(ctx: RunContext, authId: string, held: boolean, pause: number): Promise<number> {
  const { log } = ctx;
  // The last pause is cut to what is left, so the last ask comes just before the deadline; an
  // ask the server could not answer in time is not sent at all.
  const left = ctx.budget.left() - AUTH_WAIT_PACING.lastAskMs;
  const wait = held ? 0 : Math.min(pause, left);
  if (left <= 0 || wait < 0) {
    throw new ActionError({
      title: 'Timed out',
      stopped: 'timeout',
      message: `Authentication ${authId} is still pending after ${formatDuration(ctx.inputs.wait.timeoutMs)} (timeout): the sign-in was not completed. Complete it, then ${runWords(ctx.inputs.frontEnd, 'wait-auth', [['auth_id', authId]], { again: true })}, or raise timeout.`,
    });
  }
  if (held) {
    log.info(`Authentication ${authId} is still pending; waiting again.`);
    return AUTH_WAIT_PACING.firstPauseMs;
  }
  log.info(`Authentication ${authId} is still pending; asking again in ${formatDuration(wait)}.`);
  await ctx.budget.pause(wait);
  return Math.min(AUTH_WAIT_PACING.largestPauseMs, pause * 2);
}

const AUTH_MEANING: Record<string, string> = {
  timeout: 'The authentication flow timed out on the server; start it again.',
  not_found: 'No authentication with this auth_id exists (or it expired); check auth_id.',
};
