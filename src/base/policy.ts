/**
 * How hard the action tries and how long it waits, as named numbers in one place. Everything
 * here stays inside the run's `timeout`: these are caps and counts, never extensions.
 * `__tests__/unit/limits.test.ts` keeps them here: no `*_MS` constant and no number of 1,000 or
 * more elsewhere in `src/` but in `inputs/limits.ts` (input bounds) and `time/`.
 */

/** The units sizes are written in. */
export const KIB = 1024;
export const MIB = 1024 * KIB;

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

/**
 * A create, update or redeploy whose reply names no new revision: the revision list is read on
 * the poll schedule (`poll_interval`, growing by `poll_backoff`) for at least this long, within
 * `timeout`, before the run fails saying none appeared — a server may list it seconds later.
 */
export const NEW_REVISION_LOOK_MS = 30_000;

/**
 * A control-plane host name the name service says does not exist (ENOTFOUND, not the temporary
 * EAI_AGAIN) before the control plane ever answered is asked again for at most this long, then
 * the run fails naming the host and the input that set it. A name it answered under is retried
 * as any connection failure (a resolver's bad moment).
 */
export const HOST_NOT_FOUND_MS = 10_000;

/** Reads of the revisions after a lost redeploy reply, while a new one's source is not known yet. */
export const NEW_REVISION_CHECKS = 3;

/**
 * The answers of a control plane that refuses to redeploy a revision that ended DEPLOY_FAILED
 * (`deploy_retries`): then a new revision of the same source is made instead.
 */
export const REDEPLOY_REFUSED_STATUSES: readonly number[] = [400, 409, 422];

/** How much of each attempt's revision status `deploy_attempts` carries (a status is a word). */
export const DEPLOY_ATTEMPT_STATUS_MAX_CHARS = 64;

/** Deployments asked for per page of the list, and the most pages read looking for a name. */
export const LIST_PAGE_SIZE = 100;
export const MAX_LIST_PAGES = 50;

/**
 * A placement failure lists at most `shown` listeners (the Go client's `listenersShown`), each
 * with at most `namespaces` namespaces, each name cut at `nameChars`.
 */
export const LISTENERS_SHOWN = { shown: 10, namespaces: 20, nameChars: 128 };

/** Longest wait asked of the server in one auth-wait request (the spec's default). */
export const AUTH_WAIT_MAX_S = 300;
/** A long-polling request may last the time asked of the server plus this margin. */
export const LONG_POLL_MARGIN_MS = 30_000;

/**
 * The agent server's health probe: first pause, growth, and largest pause between probes; the
 * longest one probe may take — a deployment that scales to zero may hold the first request while
 * a replica starts (tens of seconds), and giving up on it only queues another; and how long a
 * server may refuse connections (or not resolve) before it is reported unreachable — a starting
 * server answers 5xx or holds the request, it does not vanish.
 */
export const HEALTH_PROBE = {
  firstPauseMs: 250,
  growth: 1.5,
  largestPauseMs: 5_000,
  requestMaxMs: 60_000,
  /** A probe is never given less than this, even at the end of the wait. */
  requestMinMs: 1_000,
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

/**
 * One reply of GitHub's API is read up to this size: a page of 100 comments of 65,536 characters
 * each stays under it; a larger one is refused as it arrives, never held whole in memory.
 */
export const GITHUB_REPLY_MAX_BYTES = 32 * 1_048_576;

/** Pages of a GitHub list read at most (100 rows each): comments of a pull request, deployments. */
export const GITHUB_MAX_PAGES = 10;

/**
 * An annotated tag points at a tag object, which may point at another (a tag of a tag): a promote
 * follows at most this many to the commit, then says the tag could not be read.
 */
export const TAG_PEELS_MAX = 4;

/**
 * How much the reports in GitHub hold, whatever a server sent. GitHub refuses a comment longer
 * than 65,536 characters (422: the comment is lost) and shows no step summary larger than 1 MiB;
 * each is cut, with a note, a little below (JavaScript's length counts at least as many
 * characters as GitHub does). Below those, single pieces are bounded so that one of them cannot
 * crowd out the rest.
 */
export const REPORT_LIMITS = {
  commentChars: 65_000,
  summaryBytes: 1_000_000,
  /** A longer URL is shown cut, as code, never linked: nobody follows it, and GitHub may refuse it. */
  linkChars: 2_048,
  /** One piece of prose with untrusted parts: a line of a message, a table cell. */
  textChars: 2_000,
  /** Rows of the revision timeline shown (the first and the last ones, with a count between). */
  timelineRows: 40,
  /** Revisions listed that superseded this run's. */
  supersededListed: 5,
  /** Previews a prune's summary lists (those that need a reader first). */
  previewsListed: 200,
  /**
   * A JSON output (`checks_report`): GitHub takes an output of at most 1 MB (a workflow reading a
   * larger one fails evaluating it); what does not fit is left out, saying so, well below that.
   */
  outputBytes: 900_000,
  /** The text of one JUnit testcase (its runs and what failed in each), and its failure message. */
  junitCaseChars: 16_000,
  junitMessageChars: 2_000,
};

/**
 * With GitHub reporting on, the end of `timeout` is kept for it: the deploy and its wait get
 * `timeout` minus this reserve (10 % of it, at most 10 s), so reporting fits inside `timeout`.
 */
export function reportingReserveMs(timeoutMs: number): number {
  return Math.min(10_000, timeoutMs / 10);
}

/**
 * After a cancellation the runner sends SIGTERM 7.5 s after SIGINT and SIGKILL 2.5 s later:
 * outputs and the summary are written at once; after a SIGINT, slow reporting (GitHub) gets this
 * long (well before the SIGTERM), or until a second signal. A SIGTERM ends reporting at once.
 */
export const CANCEL_GRACE_MS = 5_000;

/** Once the run has written everything, the process is ended this soon if anything lingers. */
export const EXIT_AFTER_MS = 200;

/**
 * Log reads are side reads: two attempts, a short request, a pause of at most `maxPauseMs`
 * between them (a server asking for a longer Retry-After gets no second attempt), and none with
 * less than `minTimeLeftMs` of their budget left (a read during the wait has the wait's budget,
 * so it never eats into the diagnostics reserve).
 */
export const LOG_READ = { attempts: 2, requestTimeoutMs: 5_000, maxPauseMs: 2_000, minTimeLeftMs: 250 };

/**
 * The end of `timeout` the wait for a revision keeps for what a failure needs when time runs out:
 * the last status read at the end of the wait (in the first half of the reserve at most), the log
 * tail that says why (the build log while building, the server log while deploying) and what
 * serves. Small next to the limit — the lesser of 3 s and a tenth of `timeout` — so the run still
 * ends at about `timeout`; but never so small that its second half could not start a log read
 * (LOG_READ.minTimeLeftMs): a reserve nothing can use would only shorten the wait.
 */
export function diagnosticsReserveMs(timeoutMs: number): number {
  return Math.min(3_000, Math.max(timeoutMs / 10, 2 * LOG_READ.minTimeLeftMs));
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
  /**
   * A failure tail whose newest lines are multi-MiB reads again with fewer lines a reply, at most
   * this many reads in all.
   */
  tailReads: 8,
  /**
   * Rows read of one reply at most (more than any read asks for): a server that ignores `limit`
   * may send hundreds of thousands, and each line read is redacted against every secret — seconds
   * of work no timer or signal can interrupt. The rest are counted, never parsed.
   */
  pageRowsRead: 1_000,
  /**
   * The start of a line larger than a whole reply is shown without its last this many characters
   * (after redaction): more than the longest form of any secret (values are at most 64 KiB), so
   * no secret the cut made unrecognisable can show.
   */
  cutMarginChars: 1_048_576,
  /** Lines a build log stream remembers as printed, so that none is printed twice. */
  streamSeenLines: 100_000,
};

/**
 * Server JSON shown as text (a log message sent as an object, an agent's error payload) is
 * written at most this deep; deeper objects show as `{…}`. What is shown is a line or two anyway.
 */
export const SHOWN_JSON_DEPTH = 32;

/**
 * A dataset example's `inputs` and `outputs`, and a run's input, may nest at most this deep
 * (`{"a": {"b": 1}}` is 2). JSON.parse reads any depth, but JSON.stringify recurses: a value a few
 * thousand deep (fewer inside a deep call stack) throws, in whatever writes it next. An example
 * nested deeper is not judged; a run's input nested deeper is not sent.
 */
export const JSON_VALUE_MAX_DEPTH = 64;

/**
 * Reading a dataset's examples: a page asks for as many as should make about `pageTargetBytes`
 * of JSON (from the size of the examples read so far; at most LIST_PAGE_SIZE, at least one), so
 * that no page passes the most a reply may be (4 MiB, http/transport.ts); and at most
 * `totalBytes` of examples are read in all (the rest are left out, saying so).
 */
export const DATASET_READ = { pageTargetBytes: 2 * 1_048_576, totalBytes: 64 * 1_048_576 };

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
  /** A fleet manifest (256 deployments with their settings fit in a few hundred KB). */
  manifestMaxBytes: 1_000_000,
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
  /** Where the signed URL's host name leads is looked up for at most this long before each PUT. */
  lookupMaxMs: 5_000,
  /** The start of each file archived that is looked at for a private key's header. */
  keyHeadBytes: 4096,
};

/**
 * Best-effort reads of what serves traffic ask for at least this much of the time left, and so
 * does the last read of the revision list while looking for a new revision.
 */
export const SERVING_READ_MIN_MS = 1_000;

/** Redirects the smoke test follows from the agent server (same origin only) before refusing. */
export const SMOKE_MAX_REDIRECTS = 5;

/** The largest reply the smoke test reads from the agent server (a streamed run included). */
export const SMOKE_MAX_REPLY_BYTES = 16 * 2 ** 20;

/** Distinct stream event kinds a smoke test's stream check keeps count of. */
export const SMOKE_MAX_EVENT_KINDS = 50;

/**
 * A double-texted run A that still ended `success` more than this after run B reached the server
 * was not stopped (rollback/interrupt failed); within it, A may have finished before the stop
 * could reach it (a fast graph, a stop taking a moment to travel, clocks of two machines).
 */
export const SMOKE_STOP_GRACE_MS = 1_000;

/** While a revision stays in one status, a line every so often says the wait is alive. */
export const HEARTBEAT_MS = 60_000;

/**
 * `checks_experiment`: one upload is at most `uploadBytes` of JSON (UTF-8), below the batch sizes
 * the LangSmith SDKs send (20 MB, 24 MiB). A row's `inputs`, `expected_outputs` or reply over
 * `valueBytes` of JSON goes as its first `valueBytes`, clipped; rows that still do not fit are
 * left out from the end, saying how many.
 */
export const EXPERIMENT_UPLOAD = {
  uploadBytes: 16 * 1_048_576,
  valueBytes: 64 * 1024,
  /** A feedback comment (the unmet expectations of one kind): at most this many characters… */
  commentChars: 2_000,
  /** …naming at most this many of them (the rest counted), each cut to `unmetChars`. */
  unmetShown: 10,
  unmetChars: 180,
};

/**
 * The CLI's `--output-file` (KEY=value lines) as GitLab's dotenv report accepts it: a file under
 * 5 KB (GitLab's default limit; a larger one fails the job's artifact upload). Values that would
 * pass it are left empty, largest first, and named in a warning.
 */
export const DOTENV_MAX_BYTES = 5_000;

/**
 * The CLI's `--output-file` and `--summary-file` may be a FIFO (`>(…)`, `mkfifo`): one nobody
 * reads would block the write for ever, past `timeout` and deaf to signals. After this long the
 * write is given up and said to have failed.
 */
export const RESULT_FILE_WRITE_MS = 5_000;

/**
 * `command: plan` runs git (diff, cat-file) on the checkout: each call ends after `callMaxMs` (or
 * when the run's budget does), and its output may be at most `outputMaxBytes` (the names of the
 * files changed between two commits: ~200,000 of them). GitHub's records of uploads are read for
 * `githubConcurrency` deployments at a time.
 */
export const FLEET = {
  gitCallMaxMs: 30_000,
  gitOutputMaxBytes: 16 * 1_048_576,
  githubConcurrency: 8,
  /** Changed files a plan names per deployment (the plan's JSON stays small). */
  changedShown: 5,
  /** Characters of GitHub's error message a plan or report repeats (one line). */
  githubWordsShown: 200,
  /** The most of what git writes that is read when it says nothing else is asked of it. */
  gitReadMaxBytes: 65_536,
  /** The start of git's error output kept, to say why it failed. */
  gitErrorBytes: 4_096,
};

/** The most of a reply this action reads: a hostile or broken server cannot fill the memory. */
export const MAX_BODY_BYTES = 4 * MIB;

/** Only the start of an error page is read: enough for a title, never a whole hostile page. */
export const ERROR_PAGE_SCANNED_CHARS = 64 * KIB;

/**
 * The longest text a reply's field may hold where the control plane or LangSmith names something:
 * a repository's URL, a log page's next offset, a signed upload URL and its object path, a
 * dataset's name. A longer one fails the reply's schema.
 */
export const REPLY_FIELD_MAX_CHARS = {
  url: 2048,
  offset: 1024,
  uploadUrl: 8192,
  objectPath: 1024,
  datasetName: 4096,
  /** A value a promote sends back as it was read (an image's URI, a ref, a config path, a command). */
  sentBack: 2048,
};

/** How much of a git ref (a branch or tag name a server or GitHub gave) a message shows. */
export const SHOWN_REF_CHARS = 200;

/** The longest line the log takes: a server's megabyte-long status is cut, after redaction. */
export const LOG_LINE_MAX_CHARS = 8_192;
/** An annotation's message is cut at this many characters. */
export const ANNOTATION_MAX_CHARS = 16_384;

/**
 * While a revision deploys (DEPLOYING, the last phase before it ends), how long it stays quiet
 * before the end can come: a first deployment provisions its database and server (minutes); an
 * update is a rolling restart (seconds). Polls pace themselves on it (wait/schedule.ts).
 */
export const DEPLOYING_QUIET_MS = { first: 5 * 60_000, update: 20_000 };

/** Pauses between reads of a double-texted run A's status while waiting for it to start: 25 ms, doubling to 400 ms. */
export const SMOKE_START_POLL = { firstMs: 25, largestMs: 400 };

/** The reply is judged on its first this many characters (a reply is bounded, the judging too). */
export const JUDGED_REPLY_CHARS = 256 * KIB;
/**
 * The `matches` patterns of one run get this long together on its reply; taking longer leaves the
 * run not judged. Together, so that no number of patterns can hold the run up for longer; a second,
 * because it is wall time: a busy runner must not make 50 ordinary patterns look catastrophic.
 */
export const PATTERN_MS = 1_000;

/**
 * The most calls of a run that are judged: a run that made more is judged on its first ones (the
 * matching is quadratic in the calls; a runaway agent must not make judging it slow).
 */
export const MAX_JUDGED_CALLS = 500;

/**
 * The most tokens one message is believed to report: no model reads or writes a billion tokens in
 * one call, and below it the sum over any number of messages a thread can hold stays exact.
 */
export const MAX_MESSAGE_TOKENS = 1_000_000_000;

/** The most of the agent's reply the judge reads (a judge is paid by the token). */
export const JUDGED_REPLY_MAX_CHARS = 32_000;
/** The most of the case's input shown to the judge beside the reply. */
export const JUDGED_INPUT_MAX_CHARS = 8_000;
/** The most of a dataset example's reference outputs shown to the judge. */
export const JUDGED_REFERENCE_MAX_CHARS = 8_000;
/** The most of one reference value filled into a rubric (`{{reference.PATH}}`). */
export const RUBRIC_REFERENCE_MAX_CHARS = 1_000;
/** The most of a rubric sent (4,000 characters in the file, with the values filled in). */
export const JUDGED_RUBRIC_MAX_CHARS = 16_000;
/** The most of the judge's reasoning kept for the report. */
export const JUDGE_REASONING_MAX_CHARS = 500;

/** One judge call's limit: a model grading one reply answers well within it. */
export const JUDGE_CALL_MS = 60_000;
/**
 * A judge call is tried at most `maxAttempts` times, pausing with full jitter over
 * `baseMs`·2^n up to `capMs`; a Retry-After beyond `longestWaitMs` is not waited for (the run is
 * not judged instead), nor a pause that would leave less than `callMinMs` of the run's time.
 */
export const JUDGE_RETRY = {
  baseMs: 1_000,
  capMs: 10_000,
  maxAttempts: 3,
  longestWaitMs: 30_000,
  callMinMs: 1_000,
};

/** How often the CLI tries again to write a result file to a FIFO without a reader, or a full one. */
export const RESULT_FILE_RETRY_MS = 25;

/**
 * A run-interface reply the official SDK would ask again (a 5xx, a 429, …) is asked again once,
 * after this pause on the run's clock (the SDK waits 1–2 s on its own timers).
 */
export const AGENT_RETRY_PAUSE_MS = 1_000;
