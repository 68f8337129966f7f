import { AGENT_RETRY_PAUSE_MS, SMOKE_MAX_REDIRECTS, SMOKE_MAX_REPLY_BYTES } from '../base/policy.ts';
import type { Budget } from '../time/budget.ts';
import type { Client } from '@langchain/langgraph-sdk';

/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests use the run's fetch (undici, through the configured proxy), carry
 * X-Api-Key when a key is given, and never leave the agent server's origin (originBoundFetch).
 */
export async function createAgentClient(
  url: string,
  apiKey: string | undefined,
  fetch: typeof globalThis.fetch,
  budget: Budget,
): Promise<Client> {
  const { Client } = await import('@langchain/langgraph-sdk');
  return new Client({
    apiUrl: url,
    // null: never fall back to LANGSMITH_API_KEY & co. from the environment.
    apiKey: apiKey ?? null,
    // The SDK's own retry pauses on real timers, deaf to cancellation: its one retry is made here,
    // where the SDK's was, around the whole request (redirects followed, replies bounded).
    callerOptions: {
      maxRetries: 0,
      fetch: retriedOnce(boundedReplies(originBoundFetch(fetch, url)), budget),
    },
  });
}

/** Statuses the SDK takes as final: every other reply that is not ok, it asks once more. */
const FINAL_STATUSES = new Set([400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 422]);

/**
 * The SDK's one retry (the statuses it retries, once), paused on the run's clock: the pause of
 * AGENT_RETRY_PAUSE_MS ends with the request's signal (the check's limit, a cancellation) and is
 * not taken when `timeout` has not that much left (the first reply is then the answer).
 */
function retriedOnce(fetch: typeof globalThis.fetch, budget: Budget): typeof globalThis.fetch {
  return async (input, init) => {
    const first = await fetch(input, init);
    if (first.ok || FINAL_STATUSES.has(first.status) || !budget.allows(AGENT_RETRY_PAUSE_MS)) return first;
    await first.body?.cancel().catch(() => undefined);
    const signal = init?.signal ?? budget.signal;
    try {
      await budget.clock.sleep(AGENT_RETRY_PAUSE_MS, signal);
    } catch {
      // As fetch itself rejects when its signal aborts: with the signal's reason.
      throw signal.reason;
    }
    return fetch(input, init);
  };
}

/**
 * A fetch whose replies cannot fill the runner's memory: a reply read whole (JSON) is cut off at
 * SMOKE_MAX_REPLY_BYTES; a streamed one (server-sent events, consumed line by line — and in
 * `messages` mode each event repeats the message so far, so a long answer streams many MiB) may
 * run as long as the check's limit allows, but no single line of it may pass that size.
 */
function boundedReplies(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    if (!response.body || NULL_BODY.has(response.status)) return response;
    const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    const mib = SMOKE_MAX_REPLY_BYTES / 2 ** 20;
    let held = 0;
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          // What is held: all of a reply read whole; of a stream, the line not finished yet.
          const newline = streamed ? chunk.lastIndexOf(0x0a) : -1;
          held = newline >= 0 ? chunk.byteLength - newline - 1 : held + chunk.byteLength;
          if (held > SMOKE_MAX_REPLY_BYTES)
            controller.error(
              new ReplyTooLarge(
                `the agent server's ${streamed ? 'stream sent a line' : 'reply was'} larger than ${mib} MiB`,
              ),
            );
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** A reply cut off for its size: the server's behaviour, but no proof its revision is broken. */
export class ReplyTooLarge extends Error {}

/** Statuses a Response may not be built with a body for. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** A redirect the smoke test refuses to follow, because it would carry the key elsewhere. */
export class RedirectRefused extends Error {}

/**
 * A fetch whose requests, and the API key on them, stay on one origin: redirects are never
 * followed by fetch itself. One to the same origin is followed here (at most five); one to any
 * other origin fails the request, naming where it pointed. (The alternative, following without
 * the key, would test a server that is not the deployment.)
 */
function originBoundFetch(fetch: typeof globalThis.fetch, baseUrl: string): typeof globalThis.fetch {
  const origin = new URL(baseUrl).origin;
  return async (input, init) => {
    let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let request: RequestInit = { ...init, redirect: 'manual' };
    for (let hop = 0; ; hop++) {
      const response = await fetch(url, request);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || !location) return response;
      const next = new URL(location, url);
      const method = (request.method ?? 'GET').toUpperCase();
      if (next.origin !== origin) {
        throw new RedirectRefused(
          `the agent server redirected ${method} ${new URL(url).pathname} to ${next.origin}; not followed: the API key is only sent to ${origin}`,
        );
      }
      if (hop >= SMOKE_MAX_REDIRECTS)
        throw new RedirectRefused(`more than ${SMOKE_MAX_REDIRECTS} redirects from ${origin}`);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      )
        request = { ...request, method: 'GET', body: undefined };
      url = next.href;
    }
  };
}
