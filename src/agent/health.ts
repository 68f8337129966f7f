import { ActionError, NetworkError } from '../base/errors.ts';
import type { Transport } from '../http/transport.ts';
import { HEALTH_PROBE } from '../base/policy.ts';
import { sleepUnlessCancelled, type Clock } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';

/**
 * A freshly deployed server can take a few seconds to accept traffic: probe `GET /ok` with
 * backoff until it answers, at most `limitMs`. Any reply but a 5xx means "answering"; a 401 or
 * 403 fails at once (the key is wrong for this server), and so does a redirect to another
 * origin (the key is never carried there). A server that refuses connections or does not
 * resolve for HEALTH_PROBE.unreachableAfterMs is reported unreachable without waiting out the
 * limit; one answering 5xx while it starts is waited for. Returns the time it took.
 */
export async function waitUntilAnswering(options: {
  url: string;
  apiKey?: string;
  transport: Transport;
  clock: Clock;
  signal: AbortSignal;
  limitMs: number;
  /** Which limit `limitMs` is, for the message: `smoke_timeout` or what is left of `timeout`. */
  limitName: string;
}): Promise<number> {
  const { clock } = options;
  const started = clock.now();
  let unreachableSince: number | undefined;
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
      unreachableSince = undefined;
      refuseRedirect(options.url, reply.status, reply.location);
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
      if (error.failure === 'connect') {
        unreachableSince ??= clock.now();
        if (clock.now() - unreachableSince >= HEALTH_PROBE.unreachableAfterMs) {
          throw new ActionError({
            title: 'Agent server unreachable',
            message: `${options.url} could not be reached for ${formatDuration(clock.now() - unreachableSince)} (${error.code}): check deployment_url, DNS and the network (a starting server answers 5xx; it does not refuse connections).`,
          });
        }
      } else {
        unreachableSince = undefined;
      }
    }
    const pause = Math.min(
      HEALTH_PROBE.largestPauseMs,
      HEALTH_PROBE.firstPauseMs * HEALTH_PROBE.growth ** attempt,
    );
    if (clock.now() + pause - started > options.limitMs) {
      throw new NotAnswering({
        limitName: options.limitName,
        title: 'Agent server not answering',
        message: `${options.url} did not answer its health probe within ${formatDuration(options.limitMs)} (${options.limitName}); last: ${last}`,
      });
    }
    await sleepUnlessCancelled(clock, pause, options.signal);
  }
}

/** No answer but 5xx (or nothing) within the limit; which limit it was says whose fault that is. */
export class NotAnswering extends ActionError {
  readonly limitName: string;

  constructor(options: { title: string; message: string; limitName: string }) {
    super(options);
    this.limitName = options.limitName;
  }
}

function refuseRedirect(base: string, status: number, location: string | undefined): void {
  if (status < 300 || status > 399 || !location) return;
  let target: URL;
  try {
    target = new URL(location, `${base}/ok`);
  } catch {
    return;
  }
  const origin = new URL(base).origin;
  if (target.origin === origin) return;
  throw new ActionError({
    title: 'Agent server redirects elsewhere',
    message: `${base}/ok answered ${status}, redirecting to ${target.origin}; not followed: the API key is only sent to ${origin}. Set deployment_url to the agent server's own URL.`,
  });
}
