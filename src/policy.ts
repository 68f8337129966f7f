/**
 * How hard the action tries and how long it waits, as named numbers in one place. Everything
 * here stays inside the run's `timeout`: these are caps and counts, never extensions.
 */

/** Attempts per control-plane call (the first included), and per uncertain write's recovery. */
export const MAX_ATTEMPTS = 8;

/** One hung connection may not eat the budget: a request lasts at most this, … */
const REQUEST_TIMEOUT_MAX_MS = 30_000;
/** … or this share of `timeout`, whichever is shorter. */
const REQUEST_TIMEOUT_SHARE = 1 / 4;

/** The per-request limit for a run whose `timeout` is `timeoutMs`. */
export function requestTimeoutMs(timeoutMs: number): number {
  return Math.min(REQUEST_TIMEOUT_MAX_MS, timeoutMs * REQUEST_TIMEOUT_SHARE);
}

/** Reads of the revision list after an update whose reply named no new revision. */
export const NEW_REVISION_CHECKS = 3;

/** Deployments asked for per page of the list, and the most pages read looking for a name. */
export const LIST_PAGE_SIZE = 100;
export const MAX_LIST_PAGES = 50;

/** Longest wait asked of the server in one auth-wait request (the spec's default). */
export const AUTH_WAIT_MAX_S = 300;
/** A long-polling request may last the time asked of the server plus this margin. */
export const LONG_POLL_MARGIN_MS = 30_000;

/** The agent server's health probe: first pause, growth, and largest pause between probes. */
export const HEALTH_PROBE = { firstPauseMs: 250, growth: 1.5, largestPauseMs: 5_000, requestMaxMs: 10_000 };
