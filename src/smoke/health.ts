import { ActionError, NetworkError } from '../errors.ts';
import type { Transport } from '../http/transport.ts';
import { HEALTH_PROBE } from '../policy.ts';
import { sleepUnlessCancelled, type Clock } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';

/**
 * A freshly deployed server can take a few seconds to accept traffic: probe `GET /ok` with
 * backoff until it answers, at most `limitMs`. Any reply but a 5xx means "answering"; a 401 or
 * 403 fails at once (the key is wrong for this server). Returns the time it took.
 */
export async function waitUntilAnswering(options: {
  url: string;
  apiKey?: string;
  transport: Transport;
  clock: Clock;
  signal: AbortSignal;
  limitMs: number;
}): Promise<number> {
  const { clock } = options;
  const started = clock.now();
  let last: string;
  for (let attempt = 0; ; attempt++) {
    try {
      const reply = await options.transport.send({
        method: 'GET',
        url: `${options.url}/ok`,
        label: '/ok',
        headers: options.apiKey ? { 'x-api-key': options.apiKey } : {},
        timeoutMs: Math.max(
          1_000,
          Math.min(HEALTH_PROBE.requestMaxMs, started + options.limitMs - clock.now()),
        ),
        signal: options.signal,
      });
      if (reply.status === 401 || reply.status === 403) {
        throw new ActionError({
          title: 'Agent server refused the key',
          message: `${options.url}/ok answered ${reply.status}: the agent server does not accept api_key; hosted deployments need a LangSmith API key of their workspace.`,
        });
      }
      if (reply.status < 500) return clock.now() - started;
      last = `answered ${reply.status}`;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      last = error.message;
    }
    const pause = Math.min(
      HEALTH_PROBE.largestPauseMs,
      HEALTH_PROBE.firstPauseMs * HEALTH_PROBE.growth ** attempt,
    );
    if (clock.now() + pause - started > options.limitMs) {
      throw new ActionError({
        title: 'Agent server not answering',
        message: `${options.url} did not answer its health probe within ${formatDuration(options.limitMs)} (smoke_timeout); last: ${last}`,
      });
    }
    await sleepUnlessCancelled(clock, pause, options.signal);
  }
}
