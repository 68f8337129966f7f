import { ActionError, NetworkError } from '../base/errors.ts';
import type { Transport } from '../http/transport.ts';
import { HEALTH_PROBE } from '../base/policy.ts';
import type { SmokeBlame } from '../run/facts.ts';
import type { Budget } from '../time/budget.ts';
import { sleepUnlessCancelled } from '../time/clock.ts';
import { formatDuration } from '../time/duration.ts';
import { TIME_LEFT } from '../time/limit.ts';

/** An agent server to probe, and the run's budget. */
interface Server {
  url: string;
  apiKey?: string;
  transport: Transport;
  budget: Budget;
}

/**
 * A freshly deployed server can take a while to accept traffic — seconds, or tens of seconds when
 * a deployment that scales to zero starts a replica: probe `GET /ok` with backoff until it
 * answers, at most `limitMs`. Any reply but a 5xx means "answering"; a 401 or 403 fails at once
 * (the key is wrong for this server), and so does a redirect to another origin (the key is never
 * carried there). While a server starts it may answer 5xx, reset connections or hold a request
 * (each probe may last HEALTH_PROBE.requestMaxMs): all are waited out. A server that refuses
 * connections or does not resolve for HEALTH_PROBE.unreachableAfterMs is reported unreachable
 * without waiting out the limit. Returns the time it took, or why the server is not ready and what
 * that is evidence of (notAnswering says; a refused key or redirect, or an unreachable server, is
 * `setup`). `limit` is the lesser of `smoke_timeout` and what is left of `timeout` (TIME_LEFT).
 */
export async function waitUntilAnswering(
  server: Server,
  limit: { ms: number; name: string },
): Promise<{ readyAfter: number } | { detail: string; blame: SmokeBlame }> {
  const options = { ...server, limit };
  const { clock, signal } = server.budget;
  const probing: Probing = { started: clock.now(), answered: false, last: '' };
  try {
    for (let attempt = 0; ; attempt++) {
      if (await probe(options, probing)) return { readyAfter: clock.now() - probing.started };
      const pause = Math.min(
        HEALTH_PROBE.largestPauseMs,
        HEALTH_PROBE.firstPauseMs * HEALTH_PROBE.growth ** attempt,
      );
      if (clock.now() + pause - probing.started > limit.ms) return notAnswering(options, probing);
      await sleepUnlessCancelled(clock, pause, signal);
    }
  } catch (error) {
    if (!(error instanceof ActionError)) throw error;
    return { detail: error.message, blame: 'setup' };
  }
}

/** The server probed, the budget whose clock and cancellation it keeps to, and the limit. */
interface HealthWait extends Server {
  limit: { ms: number; name: string };
}

/** What the probes so far have shown. */
interface Probing {
  started: number;
  unreachableSince?: number;
  /** Whether anything answered with an HTTP status: only a server that did can be judged broken. */
  answered: boolean;
  /** The last probe's failure, as said. */
  last: string;
}

/** One probe of `/ok`: true when the server answers; a 5xx or a network failure is noted. */
async function probe(options: HealthWait, probing: Probing): Promise<boolean> {
  const { clock, signal } = options.budget;
  try {
    const reply = await options.transport.send({
      method: 'GET',
      url: `${options.url}/ok`,
      label: '/ok',
      headers: options.apiKey ? { 'x-api-key': options.apiKey } : {},
      timeoutMs: Math.max(
        HEALTH_PROBE.requestMinMs,
        Math.min(HEALTH_PROBE.requestMaxMs, probing.started + options.limit.ms - clock.now()),
      ),
      signal,
    });
    probing.unreachableSince = undefined;
    refuseRedirect(options.url, reply.status, reply.location);
    if (reply.status === 401 || reply.status === 403) {
      throw new ActionError({
        title: 'Agent server refused the key',
        message: `${options.url}/ok answered ${reply.status}: the agent server does not accept api_key; hosted deployments need a LangSmith API key of their workspace.`,
      });
    }
    if (reply.status < 500) return true;
    probing.answered = true;
    probing.last = `answered ${reply.status}`;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    probing.last = error.message;
    noteUnreachable(options, probing, error);
  }
  return false;
}

/** A server that refuses connections or does not resolve for long enough is unreachable: said at once. */
function noteUnreachable(options: HealthWait, probing: Probing, error: NetworkError): void {
  if (error.failure !== 'connect' && error.failure !== 'unresolved') {
    probing.unreachableSince = undefined;
    return;
  }
  const now = options.budget.clock.now();
  probing.unreachableSince ??= now;
  if (now - probing.unreachableSince < HEALTH_PROBE.unreachableAfterMs) return;
  throw new ActionError({
    title: 'Agent server unreachable',
    message: `${options.url} could not be reached for ${formatDuration(now - probing.unreachableSince)} (${error.code}): check deployment_url, DNS and the network (a starting server answers 5xx; it does not refuse connections).`,
  });
}

/**
 * No answer but 5xx, or none at all, within the limit, and what that is evidence of: only 5xx for
 * the whole of its own limit (`smoke_timeout`) says it is broken (`revision`); no answer at all —
 * refused, not resolved, held or dropped to the end — says nothing of it (`setup`), at any limit;
 * and a limit that was what was left of `timeout` only says the run ran out of time.
 */
function notAnswering(
  options: HealthWait,
  { answered, last }: Probing,
): { detail: string; blame: SmokeBlame } {
  const within = `within ${formatDuration(options.limit.ms)} (${options.limit.name})`;
  return {
    blame: options.limit.name === TIME_LEFT ? 'time' : answered ? 'revision' : 'setup',
    detail: answered
      ? `${options.url} answered its health probe only with 5xx ${within}; last: ${last}`
      : `${options.url} did not answer its health probe ${within}; last: ${last}. Nothing answered at all: check deployment_url, DNS and the network (a deployment that scales to zero may need a longer smoke_timeout to start).`,
  };
}

function refuseRedirect(base: string, status: number, location: string | undefined): void {
  if (status < 300 || status > 399 || !location) return;
  if (!URL.canParse(location, `${base}/ok`)) return;
  const target = new URL(location, `${base}/ok`);
  const origin = new URL(base).origin;
  if (target.origin === origin) return;
  throw new ActionError({
    title: 'Agent server redirects elsewhere',
    message: `${base}/ok answered ${status}, redirecting to ${target.origin}; not followed: the API key is only sent to ${origin}. Set deployment_url to the agent server's own URL.`,
  });
}
