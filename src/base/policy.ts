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

/**
 * The agent server's health probe: first pause, growth, and largest pause between probes; the
 * longest one probe may take; and how long a server may refuse connections (or not resolve)
 * before it is reported unreachable — a starting server answers 5xx, it does not vanish.
 */
export const HEALTH_PROBE = {
  firstPauseMs: 250,
  growth: 1.5,
  largestPauseMs: 5_000,
  requestMaxMs: 10_000,
  unreachableAfterMs: 30_000,
};

/** A smoke test needs at least this much of `timeout` left to start. */
export const SMOKE_MIN_TIME_MS = 2_000;

/**
 * `wait-auth` against a server that answers `pending` without holding the request: pauses of
 * 1 s, 2 s, 4 s … up to 30 s between asks. A reply that took `heldMs` (or the whole time asked)
 * counts as held, and needs no pause.
 */
export const AUTH_WAIT_PACING = {
  firstPauseMs: 1_000,
  largestPauseMs: 30_000,
  heldMs: 10_000,
  /** The last ask is made at least this long before the deadline (a second for the server to answer). */
  lastAskMs: 1_000,
};

/** One request to GitHub's API (Deployments, comments) lasts at most this. */
export const SIDE_CHANNEL_REQUEST_MS = 10_000;

/** Pages of a GitHub list read at most (100 rows each): comments of a pull request, deployments. */
export const GITHUB_MAX_PAGES = 10;

/**
 * With GitHub reporting on, the end of `timeout` is kept for it: the deploy and its wait get
 * `timeout` minus this reserve (10 % of it, at most 10 s), so reporting fits inside `timeout`.
 */
export function reportingReserveMs(timeoutMs: number): number {
  return Math.min(10_000, timeoutMs / 10);
}

/**
 * After a cancellation the runner sends SIGTERM 7.5 s after SIGINT and SIGKILL 2.5 s later:
 * outputs and the summary are written at once, and slow reporting (GitHub) gets this long, or
 * until a second signal.
 */
export const CANCEL_GRACE_MS = 5_000;

/** Once the run has written everything, the process is ended this soon if anything lingers. */
export const EXIT_AFTER_MS = 200;

/**
 * Log reads are side reads: two attempts, a short request, a pause of at most `maxPauseMs`
 * between them (a server asking for a longer Retry-After gets no second attempt), and none when
 * little of `timeout` is left (`minTimeLeftMs`). `diagnosticsReserve` is kept at the end of the wait so a revision
 * stuck in DEPLOYING can still show its server log before the timeout fails the run.
 */
export const LOG_READ = { attempts: 2, requestTimeoutMs: 5_000, maxPauseMs: 2_000, minTimeLeftMs: 2_000 };
export function diagnosticsReserveMs(timeoutMs: number): number {
  return Math.min(5_000, Math.max(3_000, timeoutMs / 20), timeoutMs / 4);
}

/**
 * How much of a log is ever shown: a message is cut at `lineChars`, a level at `levelChars`, a
 * time that does not parse at `timeChars`, a block at `blockChars`. A stream reads
 * `streamPageLines` lines at a time, and when the build is over reads at most `drainPages` more
 * pages to show the rest of it; `streamFailures` reads failing in a row end a stream (a notice
 * comes at the first; one that gets no reply in time ends it at once: each costs the deploy
 * seconds).
 */
export const LOG_LIMITS = {
  lineChars: 2_000,
  levelChars: 16,
  timeChars: 32,
  blockChars: 64 * 1024,
  streamPageLines: 200,
  drainPages: 5,
  streamFailures: 3,
};

/**
 * Files read from the workspace (whatever an earlier step left there): each only when it is a
 * regular file of at most this size, so none can hang the run or flood its memory.
 */
export const WORKSPACE_FILES = {
  /** `langgraph.json` (the upload's layout, the smoke test's default assistant). */
  configMaxBytes: 1_000_000,
  /**
   * A .gitignore or .dockerignore: real ones are a few KB. Every path is matched against every
   * rule, so a huge one would make each match take seconds (past what a cancellation allows).
   */
  ignoreFileMaxBytes: 100_000,
  /**
   * A rule with more `**` than this can take minutes to match a deep path: refused (with
   * UPLOAD.walkMaxDepth, one match of a full ignore file stays well under a second).
   */
  ignoreRuleMaxGlobstars: 2,
  /** A git HEAD, ref, `commondir` or `.git` file: git's hold one line. */
  gitRefFileMaxBytes: 4096,
  /** A repository's `config`, read for its `origin` remote. */
  gitConfigMaxBytes: 65_536,
  /** `packed-refs` (100,000 refs take ~7 MB). */
  packedRefsMaxBytes: 64 * 1_048_576,
};

/**
 * `source: upload`: the archive may be at most 200 MiB (the signed URL's own limit), a warning
 * above 50 MiB (as the platform's CLI warns); a failed PUT is tried up to `attempts` times; progress is logged for archives from
 * `progressFromBytes`.
 */
export const UPLOAD = {
  maxBytes: 209_715_200,
  warnBytes: 50 * 1_048_576,
  attempts: 5,
  progressFromBytes: 10_000_000,
  /** Files up to this size are archived in one read; larger ones are streamed. */
  wholeFileMaxBytes: 1_048_576,
  /** While the archive is written and sent, the buffers streamed are freed this often (young-garbage.ts). */
  collectEveryBytes: 4 * 1_048_576,
  /** The file walk yields to timers and signals (the deadline, cancellation) this often. */
  walkYieldMs: 50,
  /** Folders deeper than this below an archived folder fail the walk (see ignoreRuleMaxGlobstars). */
  walkMaxDepth: 64,
  /**
   * Each PUT may take as long as the archive needs at `minBytesPerMs`, and at least
   * `attemptMinMs`: a hung attempt is cut and repeated instead of using up `timeout`.
   */
  attemptMinMs: 10_000,
  minBytesPerMs: 250, // 0.25 MB/s: a 200 MiB archive gets ~14 minutes per attempt
};

/** Best-effort reads of what serves traffic ask for at least this much of the time left. */
export const SERVING_READ_MIN_MS = 1_000;

/** Redirects the smoke test follows from the agent server (same origin only) before refusing. */
export const SMOKE_MAX_REDIRECTS = 5;

/** The largest reply the smoke test reads from the agent server (a streamed run included). */
export const SMOKE_MAX_REPLY_BYTES = 16 * 2 ** 20;

/** Distinct stream event kinds a smoke test's stream check keeps count of. */
export const SMOKE_MAX_EVENT_KINDS = 50;

/** While a revision stays in one status, a line every so often says the wait is alive. */
export const HEARTBEAT_MS = 60_000;
