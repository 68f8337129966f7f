import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 3231:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   Kd: () => (/* binding */ sameCommit),
/* harmony export */   m_: () => (/* binding */ shortId)
/* harmony export */ });
/** A commit as people read it: its first 7 characters. */
function shortSha(sha) {
    return sha.slice(0, 7);
}
/**
 * An id (a revision's UUID) as people read it beside the full one, which the facts list keeps:
 * its first 8 characters, enough to tell a deployment's revisions apart.
 */
function shortId(id) {
    return id.slice(0, 8);
}
/** The same commit, whatever the length or case each side reports. */
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x.startsWith(y) || y.startsWith(x);
}


/***/ }),

/***/ 4758:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   GI: () => (/* binding */ RequestError),
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   QL: () => (/* binding */ hostPort),
/* harmony export */   TT: () => (/* binding */ ResponseFormatError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   j$: () => (/* binding */ HttpError),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   mh: () => (/* binding */ HostNotFoundError),
/* harmony export */   un: () => (/* binding */ UncertainOutcomeError)
/* harmony export */ });
/**
 * Every error this action raises on purpose, in one place. The rule: anything the user can act
 * on is an ActionError (a title for the annotation, a message with the next step) or one of the
 * typed errors below, which report/failure.ts renders once with the next step. A plain Error
 * reaching the user is a bug ("Unexpected error").
 */
/** A failure this action explains itself: a short title for the annotation, and what to do. */
class ActionError extends Error {
    title;
    /** Set when the run was stopped (timed out, cancelled) rather than failed. */
    stopped;
    constructor(options) {
        super(options.message);
        this.title = options.title;
        this.stopped = options.stopped;
    }
}
/** The workflow was cancelled (SIGINT/SIGTERM). */
class CancelledError extends Error {
    constructor() {
        super('cancelled');
    }
}
/** The overall `timeout` ran out. */
class DeadlineError extends Error {
    timeoutMs;
    /** What the run was doing: "waiting for the revision (last status BUILDING)". */
    during;
    constructor(options) {
        super(`timed out ${options.during}`);
        this.timeoutMs = options.timeoutMs;
        this.during = options.during;
    }
}
/** What went wrong on the wire, typed so callers decide (retry, adopt, fail) and render once. */
class RequestError extends Error {
    method;
    path;
    endpoint;
    constructor(request, message) {
        super(message);
        this.method = request.method;
        this.path = request.path;
        this.endpoint = request.endpoint;
    }
}
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** A status that may pass when asked again (the same rule for every server this action calls). */
function isRetryableStatus(status) {
    return RETRYABLE_STATUSES.has(status);
}
/** A reply with a status other than the expected one. */
class HttpError extends RequestError {
    status;
    /** The server's explanation (its `detail`, or the start of its text), never our request. */
    detail;
    fieldErrors;
    retryAfter;
    constructor(options) {
        const { method, path, status, detail } = options;
        super(options, `${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}`);
        this.status = status;
        this.detail = detail;
        this.fieldErrors = options.fieldErrors ?? [];
        this.retryAfter = options.retryAfter;
    }
    get retryable() {
        return isRetryableStatus(this.status);
    }
    /** 408 and 429 mean the request was refused before it was processed. */
    get mayHaveActed() {
        return this.status >= 500;
    }
}
const NETWORK_WORDS = {
    connect: 'could not connect',
    unresolved: 'host name not found',
    dropped: 'connection dropped before a reply',
    timeout: 'no reply within the request timeout',
};
/** `host:port`, as people type it. */
const hostPort = (to) => `${to.host}:${to.port}`;
/** No usable reply at all. A refused connection never reached the server; the others may have. */
class NetworkError extends RequestError {
    failure;
    code;
    /** `unresolved`: the host name that did not resolve (the proxy's, when `proxy` is set). */
    host;
    /** The environment variable whose proxy the request went through (`https_proxy`), if any. */
    proxy;
    /** `connect`: where the connection was tried (the proxy's host and port, when `proxy` is set). */
    to;
    constructor(options) {
        // What went wrong, naming where a connection was tried: every retry line and the error say it.
        const { failure, code, to } = options;
        const words = failure !== 'connect' || !to
            ? NETWORK_WORDS[failure]
            : `${code === 'ECONNREFUSED' ? 'nothing listens on' : 'could not connect to'} ${hostPort(to)}`;
        super(options, `${options.method} ${options.path}: ${words} (${code})`);
        this.failure = options.failure;
        this.code = options.code;
        this.host = options.host;
        this.proxy = options.proxy;
        this.to = options.to;
    }
    get retryable() {
        return true;
    }
    get mayHaveActed() {
        return this.failure !== 'connect' && this.failure !== 'unresolved';
    }
}
/**
 * The control plane's host name (or its proxy's) does not exist, as the name service answered
 * before the control plane ever did (a name it answered under is only having a bad moment):
 * retried for HOST_NOT_FOUND_MS at most, nothing sent. `setBy` is the setting that named the
 * host, as the user knows it (`api_url`, `--region`, `https_proxy`).
 */
class HostNotFoundError extends Error {
    host;
    setBy;
    failure;
    constructor(options) {
        super(`${options.host} not found`);
        this.host = options.host;
        this.setBy = options.setBy;
        this.failure = options.failure;
    }
}
/** A reply with the expected status whose body is not what the API documents. */
class ResponseFormatError extends RequestError {
    constructor(options) {
        super(options, `${options.method} ${options.path} answered ${options.status} with an unexpected body: ${options.problem}`);
    }
    get retryable() {
        return true;
    }
    get mayHaveActed() {
        return true;
    }
}
/**
 * A create or update whose outcome is unknown after a failure that may have reached the
 * server. It is never repeated blindly: the caller looks at the server's state first.
 */
class UncertainOutcomeError extends Error {
    failure;
    constructor(failure) {
        super(`${failure.message} (outcome unknown)`);
        this.failure = failure;
    }
}


/***/ }),

/***/ 8531:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ NEW_REVISION_CHECKS),
/* harmony export */   Ab: () => (/* binding */ GITHUB_REPLY_MAX_BYTES),
/* harmony export */   Cw: () => (/* binding */ DEPLOY_ATTEMPT_STATUS_MAX_CHARS),
/* harmony export */   D6: () => (/* binding */ MIB),
/* harmony export */   EV: () => (/* binding */ JUDGED_REPLY_MAX_CHARS),
/* harmony export */   Ec: () => (/* binding */ JUDGE_CALL_MS),
/* harmony export */   Ez: () => (/* binding */ SMOKE_MIN_TIME_MS),
/* harmony export */   FF: () => (/* binding */ REPLY_FIELD_MAX_CHARS),
/* harmony export */   FT: () => (/* binding */ ANNOTATION_MAX_CHARS),
/* harmony export */   Ft: () => (/* binding */ REDEPLOY_REFUSED_STATUSES),
/* harmony export */   G8: () => (/* binding */ GITHUB_MAX_PAGES),
/* harmony export */   Hl: () => (/* binding */ requestTimeoutMs),
/* harmony export */   Hr: () => (/* binding */ SMOKE_MAX_REDIRECTS),
/* harmony export */   Hs: () => (/* binding */ FLEET),
/* harmony export */   Id: () => (/* binding */ SMOKE_MAX_EVENT_KINDS),
/* harmony export */   It: () => (/* binding */ MAX_MESSAGE_TOKENS),
/* harmony export */   Kz: () => (/* binding */ AUTH_WAIT_MAX_S),
/* harmony export */   LZ: () => (/* binding */ JUDGED_REFERENCE_MAX_CHARS),
/* harmony export */   Lw: () => (/* binding */ LIST_PAGE_SIZE),
/* harmony export */   O7: () => (/* binding */ SHOWN_REF_CHARS),
/* harmony export */   OX: () => (/* binding */ JSON_VALUE_MAX_DEPTH),
/* harmony export */   PL: () => (/* binding */ MAX_JUDGED_CALLS),
/* harmony export */   QD: () => (/* binding */ SERVING_READ_MIN_MS),
/* harmony export */   RI: () => (/* binding */ CANCEL_GRACE_MS),
/* harmony export */   RU: () => (/* binding */ SMOKE_STOP_GRACE_MS),
/* harmony export */   S4: () => (/* binding */ REPORT_LIMITS),
/* harmony export */   ST: () => (/* binding */ LOG_LIMITS),
/* harmony export */   SV: () => (/* binding */ WORKSPACE_FILES),
/* harmony export */   Sp: () => (/* binding */ TAG_PEELS_MAX),
/* harmony export */   St: () => (/* binding */ PATTERN_MS),
/* harmony export */   UP: () => (/* binding */ SMOKE_MAX_REPLY_BYTES),
/* harmony export */   VO: () => (/* binding */ MAX_ATTEMPTS),
/* harmony export */   Wf: () => (/* binding */ EXPERIMENT_UPLOAD),
/* harmony export */   YK: () => (/* binding */ MAX_BODY_BYTES),
/* harmony export */   b6: () => (/* binding */ LOG_LINE_MAX_CHARS),
/* harmony export */   bq: () => (/* binding */ SMOKE_START_POLL),
/* harmony export */   d1: () => (/* binding */ SHOWN_JSON_DEPTH),
/* harmony export */   e: () => (/* binding */ NEW_REVISION_LOOK_MS),
/* harmony export */   eg: () => (/* binding */ DATASET_READ),
/* harmony export */   f6: () => (/* binding */ JUDGED_RUBRIC_MAX_CHARS),
/* harmony export */   g5: () => (/* binding */ JUDGED_INPUT_MAX_CHARS),
/* harmony export */   he: () => (/* binding */ EXIT_AFTER_MS),
/* harmony export */   jR: () => (/* binding */ SIDE_CHANNEL_REQUEST_MS),
/* harmony export */   lj: () => (/* binding */ AGENT_RETRY_PAUSE_MS),
/* harmony export */   m: () => (/* binding */ HEARTBEAT_MS),
/* harmony export */   nH: () => (/* binding */ KIB),
/* harmony export */   o0: () => (/* binding */ LOG_READ),
/* harmony export */   oH: () => (/* binding */ UPLOAD),
/* harmony export */   oy: () => (/* binding */ HEALTH_PROBE),
/* harmony export */   pZ: () => (/* binding */ reportingReserveMs),
/* harmony export */   pu: () => (/* binding */ JUDGE_RETRY),
/* harmony export */   py: () => (/* binding */ diagnosticsReserveMs),
/* harmony export */   qI: () => (/* binding */ ERROR_PAGE_SCANNED_CHARS),
/* harmony export */   rt: () => (/* binding */ MAX_LIST_PAGES),
/* harmony export */   s0: () => (/* binding */ DEPLOYING_QUIET_MS),
/* harmony export */   sx: () => (/* binding */ JUDGE_REASONING_MAX_CHARS),
/* harmony export */   vN: () => (/* binding */ LONG_POLL_MARGIN_MS),
/* harmony export */   ws: () => (/* binding */ AUTH_WAIT_PACING),
/* harmony export */   xc: () => (/* binding */ RUBRIC_REFERENCE_MAX_CHARS),
/* harmony export */   yK: () => (/* binding */ LISTENERS_SHOWN),
/* harmony export */   zT: () => (/* binding */ JUDGED_REPLY_CHARS),
/* harmony export */   zW: () => (/* binding */ HOST_NOT_FOUND_MS)
/* harmony export */ });
/* unused harmony exports DOTENV_MAX_BYTES, RESULT_FILE_WRITE_MS, RESULT_FILE_RETRY_MS */
/**
 * How hard the action tries and how long it waits, as named numbers in one place. Everything
 * here stays inside the run's `timeout`: these are caps and counts, never extensions.
 * `__tests__/unit/limits.test.ts` keeps them here: no `*_MS` constant and no number of 1,000 or
 * more elsewhere in `src/` but in `inputs/limits.ts` (input bounds) and `time/`.
 */
/** The units sizes are written in. */
const KIB = 1024;
const MIB = 1024 * KIB;
/** Attempts per control-plane call (the first included), and per uncertain write's recovery. */
const MAX_ATTEMPTS = 8;
/** One hung connection may not eat the budget: a request lasts at most this, … */
const REQUEST_TIMEOUT_MAX_MS = 30_000;
/** … or this share of `timeout`, whichever is shorter. */
const REQUEST_TIMEOUT_SHARE = 1 / 4;
/** The per-request limit for a run whose `timeout` is `timeoutMs`. */
function requestTimeoutMs(timeoutMs) {
    return Math.min(REQUEST_TIMEOUT_MAX_MS, timeoutMs * REQUEST_TIMEOUT_SHARE);
}
/**
 * A create, update or redeploy whose reply names no new revision: the revision list is read on
 * the poll schedule (`poll_interval`, growing by `poll_backoff`) for at least this long, within
 * `timeout`, before the run fails saying none appeared — a server may list it seconds later.
 */
const NEW_REVISION_LOOK_MS = 30_000;
/**
 * A control-plane host name the name service says does not exist (ENOTFOUND, not the temporary
 * EAI_AGAIN) before the control plane ever answered is asked again for at most this long, then
 * the run fails naming the host and the input that set it. A name it answered under is retried
 * as any connection failure (a resolver's bad moment).
 */
const HOST_NOT_FOUND_MS = 10_000;
/** Reads of the revisions after a lost redeploy reply, while a new one's source is not known yet. */
const NEW_REVISION_CHECKS = 3;
/**
 * The answers of a control plane that refuses to redeploy a revision that ended DEPLOY_FAILED
 * (`deploy_retries`): then a new revision of the same source is made instead.
 */
const REDEPLOY_REFUSED_STATUSES = [400, 409, 422];
/** How much of each attempt's revision status `deploy_attempts` carries (a status is a word). */
const DEPLOY_ATTEMPT_STATUS_MAX_CHARS = 64;
/** Deployments asked for per page of the list, and the most pages read looking for a name. */
const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 50;
/**
 * A placement failure lists at most `shown` listeners (the Go client's `listenersShown`), each
 * with at most `namespaces` namespaces, each name cut at `nameChars`.
 */
const LISTENERS_SHOWN = { shown: 10, namespaces: 20, nameChars: 128 };
/** Longest wait asked of the server in one auth-wait request (the spec's default). */
const AUTH_WAIT_MAX_S = 300;
/** A long-polling request may last the time asked of the server plus this margin. */
const LONG_POLL_MARGIN_MS = 30_000;
/**
 * The agent server's health probe: first pause, growth, and largest pause between probes; the
 * longest one probe may take — a deployment that scales to zero may hold the first request while
 * a replica starts (tens of seconds), and giving up on it only queues another; and how long a
 * server may refuse connections (or not resolve) before it is reported unreachable — a starting
 * server answers 5xx or holds the request, it does not vanish.
 */
const HEALTH_PROBE = {
    firstPauseMs: 250,
    growth: 1.5,
    largestPauseMs: 5_000,
    requestMaxMs: 60_000,
    /** A probe is never given less than this, even at the end of the wait. */
    requestMinMs: 1_000,
    unreachableAfterMs: 30_000,
};
/** A smoke test needs at least this much of `timeout` left to start. */
const SMOKE_MIN_TIME_MS = 2_000;
/**
 * `wait-auth` against a server that answers `pending` without holding the request: pauses of
 * 1 s, 2 s, 4 s … up to 30 s between asks. A reply that took `heldMs` (or the whole time asked)
 * counts as held, and needs no pause.
 */
const AUTH_WAIT_PACING = {
    firstPauseMs: 1_000,
    largestPauseMs: 30_000,
    heldMs: 10_000,
    /** The last ask is made at least this long before the deadline (a second for the server to answer). */
    lastAskMs: 1_000,
};
/** One request to GitHub's API (Deployments, comments) lasts at most this. */
const SIDE_CHANNEL_REQUEST_MS = 10_000;
/**
 * One reply of GitHub's API is read up to this size: a page of 100 comments of 65,536 characters
 * each stays under it; a larger one is refused as it arrives, never held whole in memory.
 */
const GITHUB_REPLY_MAX_BYTES = 32 * 1_048_576;
/** Pages of a GitHub list read at most (100 rows each): comments of a pull request, deployments. */
const GITHUB_MAX_PAGES = 10;
/**
 * An annotated tag points at a tag object, which may point at another (a tag of a tag): a promote
 * follows at most this many to the commit, then says the tag could not be read.
 */
const TAG_PEELS_MAX = 4;
/**
 * How much the reports in GitHub hold, whatever a server sent. GitHub refuses a comment longer
 * than 65,536 characters (422: the comment is lost) and shows no step summary larger than 1 MiB;
 * each is cut, with a note, a little below (JavaScript's length counts at least as many
 * characters as GitHub does). Below those, single pieces are bounded so that one of them cannot
 * crowd out the rest.
 */
const REPORT_LIMITS = {
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
function reportingReserveMs(timeoutMs) {
    return Math.min(10_000, timeoutMs / 10);
}
/**
 * After a cancellation the runner sends SIGTERM 7.5 s after SIGINT and SIGKILL 2.5 s later:
 * outputs and the summary are written at once; after a SIGINT, slow reporting (GitHub) gets this
 * long (well before the SIGTERM), or until a second signal. A SIGTERM ends reporting at once.
 */
const CANCEL_GRACE_MS = 5_000;
/** Once the run has written everything, the process is ended this soon if anything lingers. */
const EXIT_AFTER_MS = 200;
/**
 * Log reads are side reads: two attempts, a short request, a pause of at most `maxPauseMs`
 * between them (a server asking for a longer Retry-After gets no second attempt), and none with
 * less than `minTimeLeftMs` of their budget left (a read during the wait has the wait's budget,
 * so it never eats into the diagnostics reserve).
 */
const LOG_READ = { attempts: 2, requestTimeoutMs: 5_000, maxPauseMs: 2_000, minTimeLeftMs: 250 };
/**
 * The end of `timeout` the wait for a revision keeps for what a failure needs when time runs out:
 * the last status read at the end of the wait (in the first half of the reserve at most), the log
 * tail that says why (the build log while building, the server log while deploying) and what
 * serves. Small next to the limit — the lesser of 3 s and a tenth of `timeout` — so the run still
 * ends at about `timeout`; but never so small that its second half could not start a log read
 * (LOG_READ.minTimeLeftMs): a reserve nothing can use would only shorten the wait.
 */
function diagnosticsReserveMs(timeoutMs) {
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
const LOG_LIMITS = {
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
const SHOWN_JSON_DEPTH = 32;
/**
 * A dataset example's `inputs` and `outputs`, and a run's input, may nest at most this deep
 * (`{"a": {"b": 1}}` is 2). JSON.parse reads any depth, but JSON.stringify recurses: a value a few
 * thousand deep (fewer inside a deep call stack) throws, in whatever writes it next. An example
 * nested deeper is not judged; a run's input nested deeper is not sent.
 */
const JSON_VALUE_MAX_DEPTH = 64;
/**
 * Reading a dataset's examples: a page asks for as many as should make about `pageTargetBytes`
 * of JSON (from the size of the examples read so far; at most LIST_PAGE_SIZE, at least one), so
 * that no page passes the most a reply may be (4 MiB, http/transport.ts); and at most
 * `totalBytes` of examples are read in all (the rest are left out, saying so).
 */
const DATASET_READ = { pageTargetBytes: 2 * 1_048_576, totalBytes: 64 * 1_048_576 };
/**
 * Files read from the workspace (whatever an earlier step left there): each only when it is a
 * regular file of at most this size, so none can hang the run or flood its memory.
 */
const WORKSPACE_FILES = {
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
const UPLOAD = {
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
const SERVING_READ_MIN_MS = 1_000;
/** Redirects the smoke test follows from the agent server (same origin only) before refusing. */
const SMOKE_MAX_REDIRECTS = 5;
/** The largest reply the smoke test reads from the agent server (a streamed run included). */
const SMOKE_MAX_REPLY_BYTES = 16 * 2 ** 20;
/** Distinct stream event kinds a smoke test's stream check keeps count of. */
const SMOKE_MAX_EVENT_KINDS = 50;
/**
 * A double-texted run A that still ended `success` more than this after run B reached the server
 * was not stopped (rollback/interrupt failed); within it, A may have finished before the stop
 * could reach it (a fast graph, a stop taking a moment to travel, clocks of two machines).
 */
const SMOKE_STOP_GRACE_MS = 1_000;
/** While a revision stays in one status, a line every so often says the wait is alive. */
const HEARTBEAT_MS = 60_000;
/**
 * `checks_experiment`: one upload is at most `uploadBytes` of JSON (UTF-8), below the batch sizes
 * the LangSmith SDKs send (20 MB, 24 MiB). A row's `inputs`, `expected_outputs` or reply over
 * `valueBytes` of JSON goes as its first `valueBytes`, clipped; rows that still do not fit are
 * left out from the end, saying how many.
 */
const EXPERIMENT_UPLOAD = {
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
const DOTENV_MAX_BYTES = 5_000;
/**
 * The CLI's `--output-file` and `--summary-file` may be a FIFO (`>(…)`, `mkfifo`): one nobody
 * reads would block the write for ever, past `timeout` and deaf to signals. After this long the
 * write is given up and said to have failed.
 */
const RESULT_FILE_WRITE_MS = 5_000;
/**
 * `command: plan` runs git (diff, cat-file) on the checkout: each call ends after `callMaxMs` (or
 * when the run's budget does), and its output may be at most `outputMaxBytes` (the names of the
 * files changed between two commits: ~200,000 of them). GitHub's records of uploads are read for
 * `githubConcurrency` deployments at a time.
 */
const FLEET = {
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
const MAX_BODY_BYTES = 4 * MIB;
/** Only the start of an error page is read: enough for a title, never a whole hostile page. */
const ERROR_PAGE_SCANNED_CHARS = 64 * KIB;
/**
 * The longest text a reply's field may hold where the control plane or LangSmith names something:
 * a repository's URL, a log page's next offset, a signed upload URL and its object path, a
 * dataset's name. A longer one fails the reply's schema.
 */
const REPLY_FIELD_MAX_CHARS = {
    url: 2048,
    offset: 1024,
    uploadUrl: 8192,
    objectPath: 1024,
    datasetName: 4096,
    /** A value a promote sends back as it was read (an image's URI, a ref, a config path, a command). */
    sentBack: 2048,
};
/** How much of a git ref (a branch or tag name a server or GitHub gave) a message shows. */
const SHOWN_REF_CHARS = 200;
/** The longest line the log takes: a server's megabyte-long status is cut, after redaction. */
const LOG_LINE_MAX_CHARS = 8_192;
/** An annotation's message is cut at this many characters. */
const ANNOTATION_MAX_CHARS = 16_384;
/**
 * While a revision deploys (DEPLOYING, the last phase before it ends), how long it stays quiet
 * before the end can come: a first deployment provisions its database and server (minutes); an
 * update is a rolling restart (seconds). Polls pace themselves on it (wait/schedule.ts).
 */
const DEPLOYING_QUIET_MS = { first: 5 * 60_000, update: 20_000 };
/** Pauses between reads of a double-texted run A's status while waiting for it to start: 25 ms, doubling to 400 ms. */
const SMOKE_START_POLL = { firstMs: 25, largestMs: 400 };
/** The reply is judged on its first this many characters (a reply is bounded, the judging too). */
const JUDGED_REPLY_CHARS = 256 * KIB;
/**
 * The `matches` patterns of one run get this long together on its reply; taking longer leaves the
 * run not judged. Together, so that no number of patterns can hold the run up for longer; a second,
 * because it is wall time: a busy runner must not make 50 ordinary patterns look catastrophic.
 */
const PATTERN_MS = 1_000;
/**
 * The most calls of a run that are judged: a run that made more is judged on its first ones (the
 * matching is quadratic in the calls; a runaway agent must not make judging it slow).
 */
const MAX_JUDGED_CALLS = 500;
/**
 * The most tokens one message is believed to report: no model reads or writes a billion tokens in
 * one call, and below it the sum over any number of messages a thread can hold stays exact.
 */
const MAX_MESSAGE_TOKENS = 1_000_000_000;
/** The most of the agent's reply the judge reads (a judge is paid by the token). */
const JUDGED_REPLY_MAX_CHARS = 32_000;
/** The most of the case's input shown to the judge beside the reply. */
const JUDGED_INPUT_MAX_CHARS = 8_000;
/** The most of a dataset example's reference outputs shown to the judge. */
const JUDGED_REFERENCE_MAX_CHARS = 8_000;
/** The most of one reference value filled into a rubric (`{{reference.PATH}}`). */
const RUBRIC_REFERENCE_MAX_CHARS = 1_000;
/** The most of a rubric sent (4,000 characters in the file, with the values filled in). */
const JUDGED_RUBRIC_MAX_CHARS = 16_000;
/** The most of the judge's reasoning kept for the report. */
const JUDGE_REASONING_MAX_CHARS = 500;
/** One judge call's limit: a model grading one reply answers well within it. */
const JUDGE_CALL_MS = 60_000;
/**
 * A judge call is tried at most `maxAttempts` times, pausing with full jitter over
 * `baseMs`·2^n up to `capMs`; a Retry-After beyond `longestWaitMs` is not waited for (the run is
 * not judged instead), nor a pause that would leave less than `callMinMs` of the run's time.
 */
const JUDGE_RETRY = {
    baseMs: 1_000,
    capMs: 10_000,
    maxAttempts: 3,
    longestWaitMs: 30_000,
    callMinMs: 1_000,
};
/** How often the CLI tries again to write a result file to a FIFO without a reader, or a full one. */
const RESULT_FILE_RETRY_MS = 25;
/**
 * A run-interface reply the official SDK would ask again (a 5xx, a 429, …) is asked again once,
 * after this pause on the run's clock (the SDK waits 1–2 s on its own timers).
 */
const AGENT_RETRY_PAUSE_MS = 1_000;


/***/ }),

/***/ 412:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ tryJson),
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** The value of a JSON text, or undefined when it is not JSON (no JSON text is undefined). */
function tryJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/** Whether a value parsed from JSON is an object with keys (not null, not a list). */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 2607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Qt: () => (/* binding */ boundedJson),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   aQ: () => (/* binding */ hasControl),
/* harmony export */   d5: () => (/* binding */ head),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   mh: () => (/* binding */ ANSI),
/* harmony export */   v6: () => (/* binding */ ended)
/* harmony export */ });
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8531);

/**
 * Text that came from a server — statuses, names, error bodies, log lines — is untrusted: it may
 * hold a secret (a server echoing a request), control characters, or a billion bytes. Before it is
 * shown anywhere it is redacted FIRST (so clipping cannot cut a secret into an unmasked half),
 * then stripped of control characters, then clipped with a visible marker.
 */
/**
 * Characters never shown as they are: C0 and C1 controls (tab and newline aside: callers decide
 * what a line break is), Unicode line and paragraph separators, and the bidirectional overrides
 * that make text read differently from what it is. The one definition every renderer uses.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** Terminal escape sequences (colours, cursor moves, titles): build tools print them freely. */
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
/** Whether text holds a control character, a tab or a newline included (for one-line inputs). */
function hasControl(text) {
    return /[\t\n]/.test(text) || new RegExp(CONTROL.source).test(text);
}
/** One line of at most `max` characters, redacted first. */
function excerpt(text, max, redact) {
    return clip(redact(text).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), max);
}
/** At most `max` characters; a cut shows as `…`. */
function clip(text, max) {
    return text.length > max ? `${head(text, max)}…` : text;
}
/** The first `max` UTF-16 units, one fewer when the cut would leave half of a surrogate pair. */
function head(text, max) {
    const end = Math.max(0, max);
    const last = text.charCodeAt(end - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}
/** Text for one line: control characters and line breaks become spaces; nothing is cut. */
function printable(text) {
    return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}
/** Text ending as a sentence does, with one full stop at most. */
function ended(text) {
    return /[.?!]$/.test(text) ? text : `${text}.`;
}
/**
 * A value parsed from a server as JSON text, nested at most `maxDepth` deep: deeper objects and
 * arrays show as `{…}` and `[…]`. JSON.stringify recurses, so a hostile value nested a few
 * thousand deep would overflow the stack (JSON.parse does not: such a value parses fine).
 */
function boundedJson(value, maxDepth = _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOWN_JSON_DEPTH */ .d1) {
    const walk = (item, depth) => {
        if (item === null || typeof item !== 'object')
            return JSON.stringify(item) ?? 'null';
        const array = Array.isArray(item);
        const entries = array ? item : Object.entries(item);
        if (entries.length === 0)
            return array ? '[]' : '{}';
        if (depth >= maxDepth)
            return array ? '[…]' : '{…}';
        if (array)
            return `[${item.map((x) => walk(x, depth + 1)).join(',')}]`;
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${walk(x, depth + 1)}`).join(',')}}`;
    };
    return walk(value, 0);
}


/***/ }),

/***/ 3112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hU: () => (/* binding */ phaseOf),
/* harmony export */   xo: () => (/* binding */ classifyStatus)
/* harmony export */ });
/* unused harmony export buildStarted */
const KNOWN = {
    DEPLOYED: { phase: 'deploy', verdict: 'success', meaning: 'The revision is deployed and serving traffic.' },
    CREATE_FAILED: {
        phase: 'queue',
        verdict: 'failure',
        meaning: 'The control plane could not create the revision. Check the deployment settings in LangSmith.',
    },
    BUILD_FAILED: {
        phase: 'build',
        verdict: 'failure',
        meaning: 'The image build failed: check langgraph.json and the dependencies it installs.',
    },
    DEPLOY_FAILED: {
        phase: 'deploy',
        verdict: 'failure',
        meaning: 'The image built but the server did not start: check secrets and start-up errors.',
    },
    SKIPPED: {
        phase: 'queue',
        verdict: 'failure',
        meaning: 'The control plane skipped this revision (a newer revision superseded it before it was built). It was not deployed.',
    },
    INTERRUPTED: {
        phase: 'build',
        verdict: 'failure',
        meaning: 'The revision was interrupted before it finished (e.g. a newer revision or a cancellation stopped it). It was not deployed.',
    },
    CREATING: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision is being created.' },
    QUEUED: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision waits in the build queue.' },
    AWAITING_BUILD: {
        phase: 'build-wait',
        verdict: 'in-progress',
        meaning: 'The revision waits for a builder.',
    },
    BUILDING: { phase: 'build', verdict: 'in-progress', meaning: 'The image is being built.' },
    AWAITING_DEPLOY: {
        phase: 'deploy',
        verdict: 'in-progress',
        meaning: 'The image is built and waits to be deployed.',
    },
    DEPLOYING: { phase: 'deploy', verdict: 'in-progress', meaning: 'The new server is starting.' },
    UNKNOWN: { verdict: 'in-progress', meaning: 'The control plane reports the status as unknown for now.' },
};
function classifyStatus(status) {
    // Own keys only: a status named `constructor` or `__proto__` is just an unknown status.
    const known = Object.hasOwn(KNOWN, status) ? KNOWN[status] : undefined;
    if (known)
        return known;
    if (status.includes('FAILED'))
        return { verdict: 'failure', meaning: `The revision ended with ${status}.` };
    return {
        verdict: 'in-progress',
        meaning: `Status ${status} is not known to this action; it keeps waiting.`,
    };
}
/** The phase of a known status (undefined for statuses unknown today). */
function phaseOf(status) {
    return classifyStatus(status).phase;
}
/** Whether a revision in this status has started (or finished) its build: its commit is chosen. */
function buildStarted(status) {
    const phase = phaseOf(status);
    return phase === 'build' || phase === 'deploy';
}


/***/ }),

/***/ 3468:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ writeReportFile),
/* harmony export */   w: () => (/* binding */ appendToRegularFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _small_file_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(4327);
/* harmony import */ var _within_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(7860);





/**
 * Opening for writing without following a link at the path or waiting for a FIFO's reader
 * (POSIX; Windows has neither flag). Truncation waits until the file is known to be regular.
 */
const WRITE_NO_FOLLOW_NO_WAIT = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** Opening a file a link points to, without making one where it points. */
const WRITE_EXISTING_NO_WAIT = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0);
/** Appending, made when missing, never through a link at the path nor waiting for a FIFO's reader. */
const APPEND_NO_FOLLOW_NO_WAIT = WRITE_NO_FOLLOW_NO_WAIT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_APPEND;
/** What an open to write failed with: a link at the path, a folder, a FIFO nobody reads (no waiting), or else the error itself. */
function refusedWrite(error) {
    const code = (0,_small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error);
    if (code === 'ELOOP')
        return new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('a symbolic link');
    if (code === 'EISDIR')
        return new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('a folder');
    if (code === 'ENXIO')
        return new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('a FIFO, a socket or a device, not a regular file');
    return error;
}
/**
 * Writes a report file the user asked for (`checks_junit`) — into a folder the checkout may have
 * filled: a symbolic link planted at the path or on the way would carry the write (server text in
 * it) to any file the runner may change, a FIFO would hang the run on its open, a device would
 * swallow it. With `roots` (the action: the workspace, RUNNER_TEMP) the path must lie in one of
 * them, and its folders are made one by one, each a real folder; without (the CLI, which writes
 * where its user points) a link the user made is followed, but never one to nothing. Only a
 * regular file (new, or one there already) is written; anything else fails with RefusedFile.
 */
async function writeReportFile(path, content, roots) {
    let flags = WRITE_NO_FOLLOW_NO_WAIT;
    if (roots)
        await realFolders(path, roots);
    else {
        if ((0,_within_js__WEBPACK_IMPORTED_MODULE_4__/* .linkToNothing */ .b9)(path))
            throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('a symbolic link to nothing');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false })?.isSymbolicLink())
            flags = WRITE_EXISTING_NO_WAIT;
    }
    let file;
    try {
        file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, flags, 0o644);
    }
    catch (error) {
        throw refusedWrite(error);
    }
    try {
        (0,_small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .requireRegular */ .O4)(await file.stat());
        await file.truncate(0);
        await file.writeFile(content);
    }
    finally {
        await file.close();
    }
}
/**
 * The folders of `path` below the root that holds it, made where missing, each checked to be a
 * real folder (not a link) once it exists: a link planted after the inputs were checked is
 * refused here too.
 */
async function realFolders(path, roots) {
    const place = (0,_within_js__WEBPACK_IMPORTED_MODULE_4__/* .placeOf */ .$t)(path, roots);
    if (place.kind === 'outside')
        throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('outside the workspace and RUNNER_TEMP');
    if (place.kind === 'link')
        throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg(`behind a symbolic link (${place.link})`);
    let at = place.root;
    for (const part of (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(place.root, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).filter(Boolean)) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(at, part);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(at);
        }
        catch (error) {
            if ((0,_small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .errorCode */ .CA)(error) !== 'EEXIST')
                throw error;
        }
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at);
        if (stat.isSymbolicLink())
            throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg(`behind a symbolic link (${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(place.root, at)})`);
        if (!stat.isDirectory())
            throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg(`behind ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(place.root, at)}, which is no folder`);
    }
}
/**
 * Appends to a file the runner names (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY), made when missing: only
 * a regular file at the path itself. A symbolic link there would carry the write to the file it
 * points to, a FIFO would hang the run on its open (a synchronous one: no signal could end it),
 * a folder or a device cannot hold it; each fails with RefusedFile, nothing written. Appending
 * nothing checks the file (and makes it).
 */
function appendToRegularFile(path, text) {
    // Windows has no O_NOFOLLOW: the link is seen before the open.
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path, { throwIfNoEntry: false })?.isSymbolicLink())
        throw new _small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .RefusedFile */ .tg('a symbolic link');
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, APPEND_NO_FOLLOW_NO_WAIT, 0o644);
    }
    catch (error) {
        throw refusedWrite(error);
    }
    try {
        (0,_small_file_js__WEBPACK_IMPORTED_MODULE_3__/* .requireRegular */ .O4)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd));
        const bytes = Buffer.from(text, 'utf8');
        for (let at = 0; at < bytes.length;)
            at += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, at);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   EW: () => (/* binding */ readSmallFile),
/* harmony export */   O4: () => (/* binding */ requireRegular),
/* harmony export */   Qg: () => (/* binding */ unreadableBecause),
/* harmony export */   tg: () => (/* binding */ RefusedFile),
/* harmony export */   wP: () => (/* binding */ NO_FOLLOW_NO_WAIT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** A file refused before it was read: what it is instead of a small regular file. */
class RefusedFile extends Error {
}
/** The error's system code (ENOENT, EACCES…), if it has one. */
function errorCode(error) {
    return error.code;
}
/**
 * Why a file could not be read, in words: what it is when it was refused, a permission problem
 * said as one, else the system's code (or message).
 */
function unreadableBecause(error) {
    const code = errorCode(error);
    if (error instanceof RefusedFile)
        return `it is ${error.message}`;
    if (code === 'EACCES' || code === 'EPERM')
        return `${code}: the runner may not read it`;
    return code ?? error.message;
}
/** Throws RefusedFile unless the file opened is a regular one (not a folder, FIFO, socket or device). */
function requireRegular(stat) {
    if (stat.isDirectory())
        throw new RefusedFile('a folder');
    if (!stat.isFile())
        throw new RefusedFile('a FIFO, a socket or a device, not a regular file');
}
/**
 * Opening for reading without following a link or waiting for a FIFO's writer (POSIX; Windows
 * has neither flag, and an lstat before the open covers its links).
 */
const NO_FOLLOW_NO_WAIT = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * Reads a file from the workspace that the action must neither hang on nor be flooded by — an
 * ignore file, a git HEAD or ref. Only a regular file of at most `maxBytes` is read: a link, a
 * folder, a FIFO or a device fails with RefusedFile, checked on the opened file itself, so the
 * path cannot be swapped in between. Missing or unreadable files fail with the system's error
 * (`code` ENOENT, EACCES…).
 */
function readSmallFile(path, maxBytes) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
        throw new RefusedFile('a symbolic link');
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, NO_FOLLOW_NO_WAIT);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === 'ELOOP')
            throw new RefusedFile('a symbolic link');
        if (code === 'EISDIR')
            throw new RefusedFile('a folder');
        throw error;
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        requireRegular(stat);
        if (stat.size > maxBytes)
            throw new RefusedFile(`larger than ${maxBytes} bytes`);
        // What it holds now, up to the size it had: a file still growing cannot flood the run.
        const buffer = Buffer.alloc(stat.size);
        let read = 0;
        while (read < buffer.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, buffer.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 7860:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ placeOf),
/* harmony export */   b9: () => (/* binding */ linkToNothing),
/* harmony export */   hd: () => (/* binding */ throughNothing)
/* harmony export */ });
/* unused harmony export fileKey */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * Where `path` lies among `roots` (the first root that holds it): every part of it below that
 * root that exists is looked at without following it, the file itself included. A part that does
 * not exist yet ends the walk: nothing below it exists either.
 */
function placeOf(path, roots) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    for (const root of roots.map((r) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(r))) {
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
        // Not `root` or below it.
        if (rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
            continue;
        let at = root;
        for (const part of rel ? rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) : []) {
            at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(at, part);
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at, { throwIfNoEntry: false });
            if (!stat)
                break;
            if (stat.isSymbolicLink())
                return { kind: 'link', root, link: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, at) };
        }
        return { kind: 'inside', root };
    }
    return { kind: 'outside' };
}
/**
 * The symbolic link to nothing a write to `path` would go through, if any: the path itself, or
 * the nearest part of it that exists (what does not exist below a link to nothing would be made
 * where the link points). Creating a file through such a link makes one wherever it points.
 */
function linkToNothing(path) {
    for (let at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);; at = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at)) {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at, { throwIfNoEntry: false });
        if (stat)
            return stat.isSymbolicLink() && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(at, { throwIfNoEntry: false }) ? at : undefined;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(at) === at)
            return undefined;
    }
}
/** `is a symbolic link to nothing` / `goes through <link>, a symbolic link to nothing`, or undefined. */
function throughNothing(path) {
    const link = linkToNothing(path);
    if (!link)
        return undefined;
    return `${link === (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path) ? 'is' : `goes through ${link},`} a symbolic link to nothing`;
}
/**
 * What names the file a write to `path` would change, to tell when two paths are one file: a
 * regular file by its device and inode (through links, and hard links alike), one not made yet by
 * the real path of its folder. Undefined for what is no regular file (a FIFO, a device such as
 * `/dev/stdout`): a second write there overwrites nothing the first wrote.
 */
function fileKey(path) {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat)
        return stat.isFile() ? `${stat.dev}:${stat.ino}` : undefined;
    try {
        return join(realpathSync(dirname(path)), basename(path));
    }
    catch {
        return resolve(path);
    }
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7140);
/* harmony import */ var _inputs_load_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8450);
/* harmony import */ var _inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9023);
/* harmony import */ var _inputs_problem_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9758);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8531);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(8949);
/* harmony import */ var _runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5277);
/* harmony import */ var _report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(2411);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(7438);
/* harmony import */ var _report_internal_error_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(1150);
/* harmony import */ var _run_run_state_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(9184);
/* harmony import */ var _runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(1520);
// First of all, before any other module is evaluated: a cancellation that arrives while the run
// is still loading is not lost (it would otherwise kill the process before it wrote any output).












// Inputs are checked before anything heavy loads, so a bad input fails in milliseconds and
// no request is sent. The run itself (and @actions/core, undici) loads only when they pass; the
// YAML parser only for a run with a fleet manifest or a checks file.
const result = await (0,_inputs_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadInputs */ .I)(process.env);
if (result.ok) {
    const [{ run }, { actionsCorePort }, { systemClock }] = await Promise.all([
        Promise.all(/* import() */[__nccwpck_require__.e(816), __nccwpck_require__.e(496)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9496)),
        __nccwpck_require__.e(/* import() */ 62).then(__nccwpck_require__.bind(__nccwpck_require__, 2062)),
        __nccwpck_require__.e(/* import() */ 355).then(__nccwpck_require__.bind(__nccwpck_require__, 3355)),
    ]);
    // The outputs the run sets, as it sets them (redacted): a bug that escapes the run keeps them.
    const port = await actionsCorePort();
    const set = {};
    try {
        const state = await run(result.inputs, {
            clock: systemClock,
            random: Math.random,
            signal: _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__/* .termination */ .L.signal,
            reporting: _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__/* .termination */ .L.reporting,
            port: { ...port, setOutput: (name, value) => ((set[name] = value), port.setOutput(name, value)) },
            env: process.env,
            ownFiles: (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .runnerFiles */ .O9)(process.env),
        });
        if (state.failure)
            process.exitCode = 1;
        exitSoon();
    }
    catch (error) {
        // run() reports every failure it expects; this is a bug's last line of defence. Its
        // message may hold anything, so it is redacted like everything else; every output is still
        // written (status INTERNAL_ERROR), as for any failure — unless writing them was the bug.
        const redactor = new _runner_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .Redactor */ .pO();
        for (const value of (0,_inputs_secret_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .secretValuesOf */ .W)(result.inputs))
            redactor.add(value);
        const message = redactor.apply((0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error));
        console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_11__/* .errorCommand */ .iZ)((0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_9__/* .crashLine */ .MO)(message), _report_internal_error_js__WEBPACK_IMPORTED_MODULE_9__/* .INTERNAL_ERROR_TITLE */ .Km));
        process.exitCode = 1;
        // A file that cannot be written was warned of when the run began: not again.
        (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutputFile */ .BF)(process.env, (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .crashOutputs */ .KZ)(set, result.inputs.command, Date.now()));
        (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .appendSummaryFile */ .nz)(process.env, (0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_9__/* .crashMarkdown */ .d0)(message));
        exitSoon();
    }
}
else {
    // Refused inputs still give every output (status INVALID_INPUTS) and a summary card.
    const redactor = new _runner_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .Redactor */ .pO();
    for (const value of result.secretValues)
        for (const part of redactor.add(value))
            console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_11__/* .addMaskCommand */ .F8)(part));
    const problems = result.problems.map((p) => redactor.apply((0,_inputs_problem_js__WEBPACK_IMPORTED_MODULE_3__/* .problemText */ .fI)(p)));
    console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_11__/* .errorCommand */ .iZ)(`Invalid inputs; nothing was sent:\n${problems.map((p) => `  - ${p}`).join('\n')}`, 'Invalid inputs'));
    const unwritten = [
        (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .writeOutputFile */ .BF)(process.env, {
            ...(0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_8__/* .outputsOf */ .Yz)((0,_run_run_state_js__WEBPACK_IMPORTED_MODULE_10__/* .newRunState */ .PG)('deploy', Date.now())),
            status: _report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .INVALID_INPUTS_STATUS */ .J,
        }),
        (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .appendSummaryFile */ .nz)(process.env, (0,_report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_7__/* .invalidInputsMarkdown */ .G)(problems, result.workflow)),
    ];
    for (const warning of unwritten)
        if (warning)
            console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_11__/* .workflowCommand */ .NA)('warning', warning, { title: _runner_file_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .RUNNER_FILE_TITLE */ .nK }));
    process.exitCode = 1;
}
/**
 * Everything is written: whatever a library may still hold open (a retry timer of the run-interface
 * client, a socket a cancelled request was opening) must not keep the step running. The process
 * ends on its own when nothing is left; otherwise this ends it shortly.
 */
function exitSoon() {
    setTimeout(() => process.exit(), _base_policy_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_AFTER_MS */ .he).unref();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ INPUT_NAMES),
/* harmony export */   W: () => (/* binding */ INPUT_DEFAULTS)
/* harmony export */ });
// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.
// The defaults the code applies: action.yml documents them in each description and gives the
// runner none, so an empty input is one the step did not set (a fleet manifest may set it).
const INPUT_DEFAULTS = {
    region: 'us',
    command: 'deploy',
    dry_run: 'false',
    delete_tracing_project: 'false',
    graph_config_path: 'langgraph.json',
    source: 'github',
    secrets_mode: 'merge',
    require_commit: 'false',
    on_superseded: 'follow',
    rollback_on_failure: 'false',
    deploy_retries: '0',
    logs: 'on-failure',
    log_lines: '50',
    wait: 'true',
    timeout: '30m',
    poll_interval: '5s',
    poll_max_interval: '30s',
    poll_backoff: '2',
    smoke_test: 'false',
    smoke_checks: 'run,enqueue,rollback,interrupt,stream',
    smoke_message: 'Hello from the deploy pipeline: please reply.',
    smoke_timeout: '2m',
    checks_concurrency: '4',
    checks_baseline: 'false',
    checks_fail_on: 'any',
    judge_url: 'https://api.openai.com/v1',
    checks_experiment: 'false',
    pr_comment: 'false',
    force: 'false',
};
/** Every input action.yml declares. */
const INPUT_NAMES = [
    'api_key',
    'tenant_id',
    'region',
    'self_hosted_url',
    'api_url',
    'command',
    'dry_run',
    'name',
    'deployment_id',
    'agent_id',
    'agent_environment',
    'revision_id',
    'delete_tracing_project',
    'preview_prefix',
    'from',
    'from_deployment_id',
    'from_agent_environment',
    'from_revision_id',
    'from_github_environment',
    'repo_url',
    'repo_ref',
    'graph_config_path',
    'integration_id',
    'source',
    'install_command',
    'build_command',
    'image_uri',
    'listener_id',
    'k8s_namespace',
    'deployment_type',
    'build_on_push',
    'resource_spec',
    'secrets',
    'secrets_mode',
    'require_commit',
    'on_superseded',
    'rollback_on_failure',
    'deploy_retries',
    'logs',
    'log_lines',
    'wait',
    'timeout',
    'poll_interval',
    'poll_max_interval',
    'poll_backoff',
    'auth_id',
    'smoke_test',
    'deployment_url',
    'assistant_id',
    'smoke_checks',
    'smoke_message',
    'smoke_timeout',
    'checks',
    'checks_concurrency',
    'checks_baseline',
    'checks_fail_on',
    'checks_junit',
    'checks_token_growth',
    'judge_url',
    'judge_model',
    'judge_api_key',
    'checks_experiment',
    'langsmith_api_url',
    'github_token',
    'github_environment',
    'pr_comment',
    'manifest',
    'deployment',
    'force',
    'plan',
];


/***/ }),

/***/ 7272:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ readChecksSettings),
/* harmony export */   i7: () => (/* binding */ loadChecksFile),
/* harmony export */   q6: () => (/* binding */ junitPathProblems),
/* harmony export */   uy: () => (/* binding */ reportRoots)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _fs_small_file_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4327);
/* harmony import */ var _fs_within_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7860);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7671);
/* harmony import */ var _judge_settings_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6850);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(9352);
/* harmony import */ var _yaml_text_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5484);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(2996);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(6497);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(3448);










/**
 * The agent-checks inputs, checked with every other input. The file itself is read afterwards
 * (`loadChecksFile`), still before anything is sent — only for a command that runs the checks.
 * Settings that would change nothing here (no file, or a command that runs no checks) are
 * warned about (combinations.ts, which also holds the rules across these), never refused: a teardown job with the deploy step's inputs
 * and no checkout must still run.
 */
function readChecksSettings(p, raw, command, endpoint) {
    const file = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .text */ .Qq(p, 'checks', raw('checks'), _limits_js__WEBPACK_IMPORTED_MODULE_8__/* .LIMITS */ .b1.pathLength);
    const concurrency = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .integer */ .nd(p, 'checks_concurrency', raw('checks_concurrency'), _limits_js__WEBPACK_IMPORTED_MODULE_8__/* .LIMITS */ .b1.checks.concurrency);
    // Only a deploy has a revision serving before it to run the baseline against.
    const baseline = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zM(p, 'checks_baseline', raw('checks_baseline')) && (0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .appliesTo */ .Gl)('checks_baseline', command);
    const failOn = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .oneOf */ .yL(p, 'checks_fail_on', raw('checks_fail_on'), _types_js__WEBPACK_IMPORTED_MODULE_9__/* .CHECKS_FAIL_ON */ .R1);
    const junitPath = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .text */ .Qq(p, 'checks_junit', raw('checks_junit'), _limits_js__WEBPACK_IMPORTED_MODULE_8__/* .LIMITS */ .b1.pathLength);
    // The LLM judge of `judge` expectations, and the token gate.
    const judge = (0,_judge_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readJudgeSettings */ .zZ)(p, raw);
    const tokenGrowth = (0,_judge_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readTokenGrowth */ .hM)(p, raw);
    const langsmith = readLangSmithSettings(p, raw, endpoint);
    // Only commands that judge a deployed revision run agent checks (commands.ts says which).
    if (!file || !(0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .appliesTo */ .Gl)('checks', command))
        return undefined;
    return {
        file,
        cases: [],
        concurrency,
        baseline,
        failOn,
        ...(junitPath ? { junitPath } : {}),
        judge,
        ...(tokenGrowth !== undefined ? { tokenGrowth } : {}),
        ...langsmith,
    };
}
/**
 * `checks_experiment` and `langsmith_api_url`: where the LangSmith API of the checks is (the
 * dataset of `dataset:`, the experiments), by default the instance of the control plane.
 */
function readLangSmithSettings(p, raw, endpoint) {
    const experiment = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zM(p, 'checks_experiment', raw('checks_experiment'));
    const langsmithApiUrl = _fields_js__WEBPACK_IMPORTED_MODULE_7__/* .baseUrl */ .pc(p, 'langsmith_api_url', raw('langsmith_api_url'));
    if (!endpoint)
        return { experiment };
    const choice = { ...endpoint, ...(langsmithApiUrl ? { langsmithApiUrl } : {}) };
    return {
        experiment,
        langsmith: {
            apiUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_5__/* .langsmithApiBaseUrl */ .sC)(choice),
            uiUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_5__/* .langsmithUiBaseUrl */ .OG)(choice),
            ...(langsmithApiUrl && {
                urlFrom: { input: 'langsmith_api_url', label: p.label('langsmith_api_url') },
            }),
        },
    };
}
/** Where the checks file is read from, and what to do when it is not there, in the front end's words. */
const WORKSPACE_WORDS = {
    action: {
        folder: 'workspace',
        missing: 'no such file in the workspace (is actions/checkout before this step?)',
    },
    cli: { folder: 'current folder', missing: 'no such file in the current folder (paths are relative to it)' },
};
/**
 * Reads and checks the checks file the settings name, from the workspace: a regular file of at
 * most LIMITS.checks.fileBytes, YAML or JSON (the YAML parser is loaded only here), reached
 * through real folders of the workspace (a path out of it, or a link on the way a checkout can
 * plant, would read any file the runner can). Returns the problems, each starting with the input
 * and the file.
 */
async function loadChecksFile(settings, workspace, frontEnd = 'action') {
    const problems = [];
    const at = (message) => ({ input: 'checks', about: settings.file, message });
    const words = WORKSPACE_WORDS[frontEnd];
    const root = workspace ?? process.cwd();
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, settings.file);
    const place = (0,_fs_within_js__WEBPACK_IMPORTED_MODULE_2__/* .placeOf */ .$t)(path, [root]);
    if (place.kind === 'outside')
        return [at(`is outside the ${words.folder}; give the path of a file in it (e.g. evals/checks.yaml)`)];
    // A link at the file itself is refused as the reader refuses it (below).
    if (place.kind === 'link' && (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(root, place.link) !== path)
        return [at(`could not be read: it goes through a symbolic link (${place.link})`)];
    let text;
    try {
        text = (0,_fs_small_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readSmallFile */ .EW)(path, _limits_js__WEBPACK_IMPORTED_MODULE_8__/* .LIMITS */ .b1.checks.fileBytes);
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        return [at(missing ? words.missing : `could not be read: ${(0,_fs_small_file_js__WEBPACK_IMPORTED_MODULE_1__/* .unreadableBecause */ .Qg)(error)}`)];
    }
    // The file's reader (its regular-expression check) and YAML load only for a run with checks.
    const [parsed, { readChecksFile }] = await Promise.all([(0,_yaml_text_js__WEBPACK_IMPORTED_MODULE_6__/* .readYaml */ .g)(text), Promise.all(/* import() */[__nccwpck_require__.e(700), __nccwpck_require__.e(427)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7427))]);
    if ('problems' in parsed)
        return parsed.problems.map((p) => ({ ...at(`is not valid YAML or JSON: ${p.message}`), line: p.line }));
    const read = readChecksFile(parsed.value, (message) => problems.push(at(message)));
    if (read) {
        settings.cases = read.cases;
        if (read.assistantId)
            settings.assistantId = read.assistantId;
        if (read.dataset)
            settings.dataset = read.dataset;
        problems.push(...(0,_judge_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .judgeProblems */ .Et)(settings));
    }
    return problems;
}
/** The folders the action writes its report in: the workspace and the runner's temporary folder. */
function reportRoots(workflow) {
    return [workflow.workspace ?? process.cwd(), ...(workflow.runnerTemp ? [workflow.runnerTemp] : [])];
}
/**
 * Why the JUnit report could not go where `checks_junit` says, found before anything is sent. The
 * action writes only in the workspace or RUNNER_TEMP, through real folders (a link a checkout
 * planted would carry server text anywhere the runner may write); the CLI where its user points,
 * but never through a link to nothing (the write would make a file wherever it points).
 */
function junitPathProblems(settings, workflow) {
    const given = settings.junitPath;
    if (!given)
        return [];
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(workflow.workspace ?? process.cwd(), given);
    if (settings.junitAnywhere) {
        const nothing = (0,_fs_within_js__WEBPACK_IMPORTED_MODULE_2__/* .throughNothing */ .hd)(path);
        return nothing ? [junit(`${given} ${nothing}; point it at a file or folder that exists`)] : [];
    }
    const place = (0,_fs_within_js__WEBPACK_IMPORTED_MODULE_2__/* .placeOf */ .$t)(path, reportRoots(workflow));
    if (place.kind === 'outside')
        return [
            junit(`${given} is outside the workspace and RUNNER_TEMP; write it in the workspace (e.g. reports/agent-checks.xml) or under RUNNER_TEMP`),
        ];
    if (place.kind === 'link')
        return [
            junit(`${given} ${(0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(place.root, place.link) === path ? 'is a symbolic link' : `goes through a symbolic link (${place.link})`}; the report is written only through real folders of the workspace or of RUNNER_TEMP`),
        ];
    return [];
}
const junit = (message) => ({ input: 'checks_junit', message });


/***/ }),

/***/ 7671:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Gr: () => (/* binding */ INPUT_COMMANDS),
/* harmony export */   oo: () => (/* binding */ REFUSED_UNLESS_USED)
/* harmony export */ });
/* unused harmony export COMMAND_SUMMARIES */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3448);

/**
 * What each command is for, in one line (the CLI's help; action.yml describes `command` as a
 * whole). A command without a line here is still offered, with its name alone.
 */
const COMMAND_SUMMARIES = {
    deploy: 'Create or update a deployment, wait for its revision, and (with smoke_test) prove it answers.',
    rollback: 'Redeploy an earlier revision (revision_id, or the newest DEPLOYED before the one serving that no rollback left).',
    promote: 'Deploy what another deployment proved (from, from_revision_id) to an existing one, with the same gate as a deploy.',
    delete: 'Delete a deployment, by name or deployment_id; nothing to delete is not a failure.',
    status: 'Report a deployment and its latest revision, following it to its end unless wait is false.',
    'wait-auth': 'Wait for an authentication (auth_id) to complete, and output its token.',
    'smoke-test': 'Run the smoke test alone against deployment_url.',
    plan: 'Decide which deployments of a fleet manifest to deploy: output matrix, and plan with why for each.',
    report: "Report a fleet after its deploy jobs: each deployment's revision and result; output failed.",
    prune: 'Delete the preview deployments (<preview_prefix><number>) whose pull request is closed; output pruned.',
};
const FOLLOWING = ['deploy', 'status', 'rollback', 'promote'];
const SMOKE = [...FOLLOWING, 'smoke-test'];
const TARGETING = ['deploy', 'status', 'rollback', 'promote', 'delete'];
/** The commands that make a new revision of their own and judge it against what served before. */
const BUILDING = ['deploy', 'promote'];
/** The commands that delete deployments. */
const DELETING = ['delete', 'prune'];
const REPORTING = ['deploy', 'rollback', 'promote', 'delete'];
/**
 * A fleet's commands talk to GitHub too: `plan` reads each upload's commit from the GitHub
 * Deployments of `<github_environment>/<name>`, `report` the deploy jobs' results there, and keeps
 * the fleet's pull-request comment.
 */
const FLEET_GITHUB = ['plan', 'report'];
/** `prune` asks GitHub whether each preview's pull request is closed. */
const GITHUB_READING = [...FLEET_GITHUB, 'prune'];
/**
 * The commands of a fleet's matrix job: each acts on the one entry `deployment` names (every
 * command but the fleet's own, which cover the whole manifest).
 */
const ONE_ENTRY = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMANDS */ .Lo.filter((c) => !FLEET_GITHUB.includes(c) && c !== 'promote');
/**
 * The commands an input applies to, for the inputs that do not apply to every command: the one
 * place this is written. Every other input (the connection, `timeout`, the poll pacing that
 * retries use too, and any input added later) applies to all commands. That includes smoke-test,
 * which calls no control plane, for the connection: its instance holds the LangSmith API the agent
 * checks read datasets from and send experiments to (combinations.ts warns of it without checks).
 * The CLI shows each command's inputs in its --help and refuses a flag its command does not use.
 */
const INPUT_COMMANDS = {
    // The positional command of the CLI, the `command` input of the action.
    command: [],
    // prune: the default preview_prefix, `<name>-pr-`.
    name: [...TARGETING, 'prune'],
    deployment_id: TARGETING,
    agent_id: TARGETING,
    agent_environment: TARGETING,
    revision_id: ['rollback'],
    // promote: where the build comes from (the target is name or deployment_id).
    from: ['promote'],
    from_deployment_id: ['promote'],
    from_agent_environment: ['promote'],
    from_revision_id: ['promote'],
    from_github_environment: ['promote'],
    delete_tracing_project: DELETING,
    preview_prefix: ['prune'],
    // plan reads each entry as its deploy would: the step's repository is the entries' default.
    repo_url: ['deploy', 'plan'],
    repo_ref: ['deploy', 'plan'],
    // promote takes the source revision's config path; its smoke test still reads the workspace's.
    graph_config_path: ['deploy', 'status', 'rollback', 'smoke-test'],
    integration_id: ['deploy'],
    source: ['deploy'],
    install_command: ['deploy'],
    build_command: ['deploy'],
    image_uri: ['deploy'],
    listener_id: ['deploy'],
    k8s_namespace: ['deploy'],
    deployment_type: ['deploy'],
    build_on_push: ['deploy'],
    resource_spec: ['deploy'],
    secrets: BUILDING,
    secrets_mode: BUILDING,
    require_commit: ['deploy'],
    on_superseded: FOLLOWING,
    rollback_on_failure: BUILDING,
    deploy_retries: ['deploy'],
    logs: FOLLOWING,
    log_lines: FOLLOWING,
    wait: FOLLOWING,
    poll_backoff: FOLLOWING,
    auth_id: ['wait-auth'],
    smoke_test: FOLLOWING,
    deployment_url: SMOKE,
    assistant_id: SMOKE,
    smoke_checks: SMOKE,
    smoke_message: SMOKE,
    smoke_timeout: SMOKE,
    checks: SMOKE,
    checks_concurrency: SMOKE,
    checks_baseline: BUILDING,
    checks_fail_on: SMOKE,
    checks_junit: SMOKE,
    checks_token_growth: BUILDING,
    judge_url: SMOKE,
    judge_model: SMOKE,
    judge_api_key: SMOKE,
    checks_experiment: SMOKE,
    langsmith_api_url: SMOKE,
    github_token: [...REPORTING, ...GITHUB_READING],
    github_environment: [...REPORTING, ...FLEET_GITHUB],
    pr_comment: [...REPORTING, 'report'],
    // wait-auth changes nothing anyway: it only waits.
    dry_run: ['deploy', 'rollback', 'promote', 'delete', 'status', 'smoke-test', 'prune'],
    // A fleet (docs/fleet.md): plan and report read the whole manifest, a matrix job one entry.
    manifest: [...ONE_ENTRY, ...FLEET_GITHUB],
    deployment: ONE_ENTRY,
    force: ['plan'],
    plan: ['report'],
};
/** Inputs that a command which does not use them refuses (rather than warns of): a fleet's. */
const REFUSED_UNLESS_USED = new Set(['deployment', 'force', 'plan']);
/** Whether `input` applies to `command`. */
function appliesTo(input, command) {
    return !Object.hasOwn(INPUT_COMMANDS, input) || INPUT_COMMANDS[input].includes(command);
}


/***/ }),

/***/ 1188:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $b: () => (/* binding */ readWhichDeployment),
/* harmony export */   Oq: () => (/* binding */ normalizeDeploymentName),
/* harmony export */   WI: () => (/* binding */ PR_NUMBER_DIGITS),
/* harmony export */   XP: () => (/* binding */ readDeploymentName),
/* harmony export */   re: () => (/* binding */ readAgentEnvironment)
/* harmony export */ });
/* unused harmony export DEPLOYMENT_NAME_PATTERN */
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2996);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6497);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3448);



/**
 * The platform allows lowercase letters, digits and hyphens in a deployment's name. The three
 * official deploy clients (Python `normalize_name`, JS `normalizeName`, Go
 * `normalizeDeploymentName`) rewrite every name to that form before they create or find a
 * deployment; docs/platform-compatibility.md names the lines.
 */
const DEPLOYMENT_NAME_PATTERN = /^[a-z0-9-]+$/;
/**
 * The name the clients would send for `name`: lowercased, every run of other characters made
 * one hyphen, hyphens trimmed from both ends. Pure. Where the clients fall back to `app` for a
 * name that leaves nothing, this returns '' and the caller refuses it: in CI a guessed name is
 * worse than an error.
 */
function normalizeDeploymentName(name) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/** The digits a preview's name ends with: a pull request's number as GitHub writes it. */
const PR_NUMBER_DIGITS = 10;
/**
 * The Deployment group: which deployment (its name, the repository's by default, or its id), the
 * revision a rollback redeploys, and for `delete` and `prune` the tracing project and the previews'
 * prefix. `nameGiven`: the name is the step's, not the repository's.
 */
function readWhichDeployment(p, raw, command, nameGiven) {
    const agent = readAgentTarget(p, raw);
    // An agent's deployment has the name the platform gives it: the repository's is no default.
    const name = agent ? undefined : readDeploymentName(p, 'name', raw('name'), nameGiven);
    const previews = readPreviewPrefix(p, raw, command);
    return {
        target: {
            name: name?.sent,
            ...(name?.asGiven ? { asGiven: name.asGiven } : {}),
            deploymentId: _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .uuid */ .uR(p, 'deployment_id', raw('deployment_id')),
            ...(agent ? { agent } : {}),
        },
        revisionId: _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .uuid */ .uR(p, 'revision_id', raw('revision_id')),
        deleteTracingProject: _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM(p, 'delete_tracing_project', raw('delete_tracing_project')),
        ...(previews ? { previews } : {}),
    };
}
/**
 * `agent_id` and `agent_environment`, when both are given and valid (one given alone is refused
 * with the rules across inputs, combinations.ts). The Go client's rule: the id is any text, so
 * only what is safe in a query is accepted.
 */
function readAgentTarget(p, raw) {
    const agentId = _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .identifier */ .Cv(p, 'agent_id', raw('agent_id'));
    const environment = readAgentEnvironment(p, 'agent_environment', raw('agent_environment'));
    return agentId && environment ? { agentId, environment } : undefined;
}
/** One of an agent's environments, or undefined (a problem when given otherwise). */
function readAgentEnvironment(p, input, value) {
    if (value === '')
        return undefined;
    const known = _types_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_ENVIRONMENTS */ .$$.includes(value);
    return known ? value : void _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL(p, input, value, _types_js__WEBPACK_IMPORTED_MODULE_2__/* .AGENT_ENVIRONMENTS */ .$$);
}
/**
 * The deployment's name as the platform's clients send it, and the name as given when that
 * differs: a deployment made under it before names were normalized is still found (deploy/find.ts).
 * A name with nothing left is refused: the clients' `app` would be a guess.
 */
function readDeploymentName(p, input, text, nameGiven) {
    const given = _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq(p, input, text, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.nameLength);
    if (given === undefined)
        return undefined;
    const sent = normalizeDeploymentName(given);
    if (sent === '')
        return p.add(input, `"${given}"${nameGiven ? '' : " (the repository's name)"} has no letter or digit, and a deployment's name is lowercase letters, digits and hyphens; set ${p.label(input)} to such a name`);
    return sent === given ? { sent } : { sent, asGiven: given };
}
/**
 * `preview_prefix` (default `<name>-pr-`, `name` itself defaulting to the repository's), read for
 * `command: prune`: what its previews are named before their pull request's number. Checked
 * before anything is sent: it must keep something once normalized (as a whole name
 * `<prefix><number>` is: the number's digits keep a trailing hyphen, which a name alone would
 * lose), and end with a hyphen, so that `<prefix><number>` is not the name of some other
 * deployment whose name ends in digits (`my-agent2`).
 */
function readPreviewPrefix(p, raw, command) {
    const limit = _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.nameLength - PR_NUMBER_DIGITS;
    if (command !== 'prune')
        return void _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq(p, 'preview_prefix', raw('preview_prefix'), limit);
    const written = raw('preview_prefix') || (raw('name') ? `${raw('name')}-pr-` : '');
    // Neither given nor derived: refused with the rules across inputs (combinations.ts).
    if (!written || _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq(p, 'preview_prefix', written, limit) === undefined)
        return undefined;
    const prefix = normalizeDeploymentName(`${written}0`).slice(0, -1);
    if (!/[a-z0-9]/.test(prefix))
        return p.add('preview_prefix', `"${written}" keeps no letter or digit once normalized (a-z, 0-9, -)`);
    if (!prefix.endsWith('-'))
        return p.add('preview_prefix', `must end with a hyphen ("${prefix}-"): <preview_prefix><number> must not be the name of another deployment that ends in digits`);
    return { prefix, written };
}


/***/ }),

/***/ 9352:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ stripSlash),
/* harmony export */   H2: () => (/* binding */ uiBaseUrl),
/* harmony export */   OG: () => (/* binding */ langsmithUiBaseUrl),
/* harmony export */   XR: () => (/* binding */ isLangSmithCloud),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   iJ: () => (/* binding */ controlPlaneBaseUrl),
/* harmony export */   ij: () => (/* binding */ REGIONS),
/* harmony export */   sC: () => (/* binding */ langsmithApiBaseUrl),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl)
/* harmony export */ });
/* unused harmony exports LANGSMITH_API_PREFIX, fromLangSmithEndpoint */
/** Where the control plane lives: a region's hosted API, a self-hosted instance, or an explicit URL. */
/**
 * LangSmith's cloud: each region's hosts are the US hosts with the region's label in front. The
 * control plane is `[<region>.]api.host.langchain.com`, the LangSmith API
 * `[<region>.]api.smith.langchain.com`, the UI `[<region>.]smith.langchain.com` (deployment pages
 * are at /o/{tenant}/host/deployments/{id}).
 */
const CLOUD = {
    controlPlane: 'api.host.langchain.com',
    langsmithApi: 'api.smith.langchain.com',
    ui: 'smith.langchain.com',
};
/** What goes in front of each cloud host for a region: nothing for the US. */
const REGION_LABEL = { us: '', eu: 'eu.' };
const REGIONS = ['us', 'eu'];
const cloudUrl = (label, host) => `https://${label}${CLOUD[host]}`;
/**
 * The region label of a cloud control plane's URL (`''` for `api.host.langchain.com`, `'eu.'`,
 * `'apac.'`, any region, this action knows it or not), or undefined for any other URL — as the Go
 * client's `cloudDashboardFor` reads a control plane's host.
 */
function cloudLabelOf(url) {
    if (url.protocol !== 'https:')
        return undefined;
    const host = dnsName(url.hostname);
    if (host === CLOUD.controlPlane)
        return '';
    return host.endsWith(`.${CLOUD.controlPlane}`) ? host.slice(0, -CLOUD.controlPlane.length) : undefined;
}
/** A host name without the final dot of its fully qualified form (`api.host.langchain.com.` is that host). */
const dnsName = (hostname) => hostname.replace(/\.$/, '');
/** The control plane of a self-hosted instance is served under this prefix. */
const SELF_HOSTED_PREFIX = '/api-host';
function controlPlaneBaseUrl(choice) {
    if (choice.apiUrl)
        return stripSlash(choice.apiUrl.href);
    if (choice.selfHostedUrl)
        return stripSlash(choice.selfHostedUrl.href) + SELF_HOSTED_PREFIX;
    return cloudUrl(REGION_LABEL[choice.region], 'controlPlane');
}
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}
/**
 * A base URL the action may send the API key to: https, or plain http only on this machine's
 * loopback interface (the local emulator, a port-forward). Returns a problem sentence or the URL.
 */
function checkBaseUrl(text) {
    // Not quoted: a URL that does not parse may still carry credentials (https://user:pass@…).
    if (!URL.canParse(text))
        return 'is not a URL; expected e.g. https://langsmith.example.com';
    const url = new URL(text);
    if (url.username || url.password)
        return 'must not carry credentials (user:password@); use api_key';
    if (url.search || url.hash)
        return 'must not have a query string or fragment';
    if (url.protocol === 'https:')
        return url;
    if (url.protocol === 'http:' && isLoopbackHost(url.hostname))
        return url;
    if (url.protocol === 'http:')
        return `uses http for ${url.hostname}; only https is accepted, except for loopback hosts (127.0.0.0/8, localhost, [::1])`;
    return `uses ${url.protocol.replace(':', '')}; only https is accepted (http for loopback hosts)`;
}
/** The path the LangSmith API's endpoints hang off, on a region's host or a self-hosted instance. */
const LANGSMITH_API_PREFIX = '/api/v1';
/**
 * The paths a LangSmith API URL (`LANGSMITH_ENDPOINT`) may end with, after the instance's root:
 * `/api` is the older self-hosted form, which the SDK still takes.
 */
const API_PATHS = [LANGSMITH_API_PREFIX, '/api'];
/**
 * Where the LangSmith API lives, ending in `/api/v1`: `langsmith_api_url` when given, else the
 * instance of the control plane — the region's API host (for a cloud control plane given as
 * `api_url` too, whatever its region), a self-hosted instance's `/api/v1`, or for another custom
 * control plane (`api_url`, the emulator) its origin.
 */
function langsmithApiBaseUrl(choice) {
    if (choice.langsmithApiUrl) {
        // As the SDK takes `LANGSMITH_ENDPOINT`: `…/api/v1`, `…/api` and the bare root all mean the
        // root's `/api/v1` (`_get_openapi_base_url` in its Python client, `_getOpenAPIBaseUrl` in JS).
        const href = stripSlash(choice.langsmithApiUrl.href);
        const api = API_PATHS.find((suffix) => href.endsWith(suffix));
        return (api ? href.slice(0, -api.length) : href) + LANGSMITH_API_PREFIX;
    }
    const self = selfHostedRoot(choice);
    if (self)
        return self + LANGSMITH_API_PREFIX;
    const cloud = cloudLabelOf(new URL(controlPlaneBaseUrl(choice)));
    if (cloud !== undefined)
        return cloudUrl(cloud, 'langsmithApi') + LANGSMITH_API_PREFIX;
    return choice.apiUrl.origin + LANGSMITH_API_PREFIX;
}
/**
 * The LangSmith UI of that API, for links to experiments: its root without `/api/v1`, where a
 * cloud API's `[<region>.]api.smith.langchain.com` is the UI's `[<region>.]smith.langchain.com`
 * (as the SDK's `getHostUrl` reads `LANGSMITH_ENDPOINT`).
 */
function langsmithUiBaseUrl(choice) {
    const root = new URL(langsmithApiBaseUrl(choice).slice(0, -LANGSMITH_API_PREFIX.length));
    const host = dnsName(root.hostname);
    if (host === CLOUD.langsmithApi || host.endsWith(`.${CLOUD.langsmithApi}`))
        root.hostname = host.slice(0, -CLOUD.langsmithApi.length) + CLOUD.ui;
    return stripSlash(root.href);
}
/**
 * The LangSmith UI of the control plane's instance, for links to deployments: a region's, a cloud
 * control plane's given as `api_url` (its region's), a self-hosted instance's root; unknown for
 * another custom control plane.
 */
function uiBaseUrl(choice) {
    const self = selfHostedRoot(choice);
    if (self)
        return self;
    const cloud = cloudLabelOf(new URL(controlPlaneBaseUrl(choice)));
    return cloud === undefined ? undefined : cloudUrl(cloud, 'ui');
}
/** A self-hosted instance's root, when it is the control plane's (`api_url` overrides it). */
function selfHostedRoot(choice) {
    return choice.selfHostedUrl && !choice.apiUrl ? stripSlash(choice.selfHostedUrl.href) : undefined;
}
function stripSlash(href) {
    return href.replace(/\/+$/, '');
}
/** LangSmith's cloud domain: any host under it is the cloud's. */
const CLOUD_DOMAIN = 'langchain.com';
/** Whether a control plane's URL is on LangSmith's cloud (a host under `langchain.com`). */
function isLangSmithCloud(baseUrl) {
    const host = URL.canParse(baseUrl) ? dnsName(new URL(baseUrl).hostname) : '';
    return host === CLOUD_DOMAIN || host.endsWith(`.${CLOUD_DOMAIN}`);
}
/**
 * The control plane a LangSmith API URL (`LANGSMITH_ENDPOINT`) points to, as the Go client
 * (`langsmith deploy`) derives it: a cloud host is its region's hosted control plane (`eu.…` is
 * `eu`, any other is `us`; a region this action does not know is its `api_url`); any other host
 * is a self-hosted instance whose root is the URL without `/api/v1` or `/api`. Undefined when the
 * text is not a URL.
 */
function fromLangSmithEndpoint(text) {
    if (!URL.canParse(text))
        return undefined;
    const url = new URL(stripSlash(text));
    const host = dnsName(url.hostname);
    if (host === CLOUD_DOMAIN || host.endsWith(`.${CLOUD_DOMAIN}`)) {
        const region = host.endsWith(`.${CLOUD.langsmithApi}`)
            ? host.slice(0, -CLOUD.langsmithApi.length - 1)
            : 'us';
        return REGIONS.includes(region)
            ? { region: region }
            : { apiUrl: cloudUrl(`${region}.`, 'controlPlane') };
    }
    const api = API_PATHS.find((suffix) => url.pathname.endsWith(suffix));
    const path = api ? url.pathname.slice(0, -api.length) : url.pathname;
    return { selfHostedUrl: stripSlash(`${url.protocol}//${url.host}${path}`) };
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ readDuration),
/* harmony export */   Cv: () => (/* binding */ identifier),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   WE: () => (/* binding */ k8sName),
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   Zw: () => (/* binding */ Problems),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   o$: () => (/* binding */ jsonObject),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   uR: () => (/* binding */ uuid),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var _base_record_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(412);
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2061);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9352);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6497);
/* harmony import */ var _problem_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9758);






/*
 * Each parser reports a bad value to Problems and returns a placeholder of the right type: a run
 * with any problem never starts, so the placeholder is never used.
 */
/**
 * Collects every bad input of a run so the user fixes them all at once. Each problem names
 * the input and what it accepts.
 */
class Problems {
    items = [];
    /** How the front end names an input (the action: as action.yml does; the CLI: as a flag). */
    label;
    /** Where an input's value came from, when not the step itself (a fleet manifest's entry). */
    origin;
    constructor(label = (input) => input, origin = () => undefined) {
        this.label = label;
        this.origin = origin;
    }
    /** The problems as lines, each input named as this front end names it. */
    get list() {
        return this.items.map((problem) => (0,_problem_js__WEBPACK_IMPORTED_MODULE_4__/* .problemText */ .fI)(problem, this.label));
    }
    add(input, message, more = {}) {
        this.items.push({ input, message, ...this.origin(input), ...more });
        return undefined;
    }
}
function oneOf(p, input, value, allowed) {
    if (allowed.includes(value))
        return value;
    p.add(input, `"${value}" is not accepted; use one of ${allowed.join(', ')}`);
    return allowed[0];
}
/** The YAML 1.1 spellings workflow authors use; `true`/`false` in the docs. */
const BOOLEAN = new Map([
    ...['true', 'True', 'TRUE', 'yes', 'on'].map((word) => [word, true]),
    ...['false', 'False', 'FALSE', 'no', 'off'].map((word) => [word, false]),
]);
/** True or false as the docs spell it (and YAML 1.1 does); undefined for anything else. */
function parseBoolean(value) {
    return BOOLEAN.get(value);
}
function boolean(p, input, value) {
    const parsed = BOOLEAN.get(value);
    if (parsed !== undefined)
        return parsed;
    p.add(input, `"${value}" is not a boolean; use true or false`);
    return false;
}
function duration(p, input, value, bounds) {
    const { ms, problem } = readDuration(value, bounds);
    if (problem)
        p.add(input, problem);
    return ms;
}
/**
 * A duration in milliseconds within bounds, as every time input takes it (and a checks file's
 * `max_seconds`), or what is wrong with it; `ms` is then a placeholder.
 */
function readDuration(value, bounds) {
    const ms = (0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E9)(value);
    const range = `between ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(bounds.min)} and ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(bounds.max)}`;
    if (ms === undefined)
        return {
            ms: bounds.min,
            problem: `"${value}" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; ${range}`,
        };
    if (ms < bounds.min || ms > bounds.max)
        return { ms, problem: `${value} is out of range; use a duration ${range}` };
    return { ms };
}
/** A number within bounds; `whole` accepts digits only. Out of bounds or unreadable: named with the range. */
function number(p, input, value, bounds, whole = false) {
    const parsed = (whole ? /^\s*\d+\s*$/ : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/).test(value)
        ? Number(value)
        : undefined;
    if (parsed !== undefined && parsed >= bounds.min && parsed <= bounds.max)
        return parsed;
    p.add(input, `"${value}" is not accepted; use a ${whole ? 'whole ' : ''}number from ${bounds.min} to ${bounds.max}`);
    return bounds.min;
}
const integer = (p, input, value, bounds) => number(p, input, value, bounds, true);
/**
 * The inputs that are ids the API types as UUIDs (`format: uuid` in the OpenAPI document: the
 * deployment, revision, integration and listener path parameters and fields, the deployment's
 * `tenant_id`), each with what it is. `auth_id` is a plain string there, so it is not here.
 */
const UUID_INPUTS = {
    deployment_id: "the deployment's id",
    revision_id: "the revision's id",
    from_deployment_id: "the source deployment's id",
    from_revision_id: "the source revision's id",
    integration_id: "the GitHub integration's id in LangSmith",
    listener_id: "the listener's id",
    tenant_id: "the workspace's id: LangSmith → Settings → Workspace",
};
/** A UUID as the API writes them: 8-4-4-4-12 hex digits. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_EXAMPLE = '0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a';
/**
 * An id input the API types as a UUID, checked before anything is sent (a name in deployment_id
 * would be a 422): accepted in any case, kept lower-case as the API writes them (ids are compared
 * with the ones it returns). Never quoted back: a value pasted into the wrong input may be a secret.
 */
function uuid(p, input, value) {
    if (value === '')
        return undefined;
    if (UUID.test(value))
        return value.toLowerCase();
    // Letters past `f`, spaces, dots or underscores where the deployment's id goes: a name, not a
    // mistyped UUID; say how a deployment is found by name.
    const byName = { deployment_id: 'name', from_deployment_id: 'from' };
    const more = byName[input] && /[g-z_. ]/i.test(value)
        ? `; to find a deployment by its name, set ${byName[input]} instead`
        : '';
    return p.add(input, `is not a UUID (${UUID_INPUTS[input]}, e.g. ${UUID_EXAMPLE})${more}`);
}
/** An id that goes into a URL path: letters, digits, `.`, `_`, `-` (UUIDs fit). */
function identifier(p, input, value) {
    if (value === '')
        return undefined;
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value))
        return value;
    return p.add(input, 'is not an id; use letters, digits, ".", "_" or "-" (at most 128), e.g. a UUID');
}
/** A Kubernetes namespace's name (an RFC 1123 label), as a listener's namespaces are named. */
function k8sName(p, input, value) {
    if (value === '')
        return undefined;
    if (value.length <= _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.k8sNamespaceLength && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(value))
        return value;
    return p.add(input, `is not a Kubernetes namespace; use lowercase letters, digits and "-", starting and ending with a letter or digit (at most ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.k8sNamespaceLength})`);
}
/** A value sent as a header: printable ASCII, no spaces. Never quoted back: it may be a secret. */
function headerValue(p, input, value) {
    if (value === '')
        return undefined;
    if (!/^[\x21-\x7e]+$/.test(value))
        return p.add(input, 'contains spaces, newlines or non-ASCII characters; paste the value alone');
    if (value.length > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.headerValueLength)
        return p.add(input, `is longer than ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b1.headerValueLength} characters`);
    return value;
}
/** Free text that ends up in request bodies and logs: one line, bounded. */
function text(p, input, value, maxLength) {
    if (value === '')
        return undefined;
    if ((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .hasControl */ .aQ)(value))
        return p.add(input, 'must be one line without control characters or line/paragraph separators');
    if (value.length > maxLength)
        return p.add(input, `is longer than ${maxLength} characters`);
    return value;
}
/** A base URL the API key may be sent to (https, or http on loopback), without trailing slash. */
function baseUrl(p, input, value) {
    if (value === '')
        return undefined;
    const checked = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .checkBaseUrl */ .xd)(value);
    return typeof checked === 'string' ? p.add(input, checked) : checked;
}
function jsonObject(p, input, value, maxLength) {
    if (value === '')
        return undefined;
    if (value.length > maxLength)
        return p.add(input, `is longer than ${maxLength} characters`);
    const parsed = (0,_base_record_js__WEBPACK_IMPORTED_MODULE_5__/* .tryJson */ .M)(value);
    if ((0,_base_record_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(parsed))
        return parsed;
    return p.add(input, 'is not a JSON object; use e.g. {"min_scale": 1, "max_scale": 3}');
}


/***/ }),

/***/ 9906:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $W: () => (/* binding */ runWords),
/* harmony export */   Bl: () => (/* binding */ commandWords),
/* harmony export */   EZ: () => (/* binding */ actionInputSource),
/* harmony export */   YJ: () => (/* binding */ settingWords),
/* harmony export */   cJ: () => (/* binding */ inputWords),
/* harmony export */   iP: () => (/* binding */ flagOf),
/* harmony export */   kp: () => (/* binding */ closest),
/* harmony export */   pX: () => (/* binding */ runAgainWords)
/* harmony export */ });
/* unused harmony export CLI_PROGRAM */
/* harmony import */ var _github_env_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2032);

/**
 * The runner passes input `foo_bar` as `INPUT_FOO_BAR`; empty means "use the default", which
 * comes from action.yml (src/inputs/action-defaults.ts is generated from it).
 */
function actionInputSource(env) {
    return {
        value: (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '',
        workflow: (0,_github_env_js__WEBPACK_IMPORTED_MODULE_0__/* .readGitHubEnv */ .py)(env),
        env,
    };
}
/** The command-line tool, as its users type it. */
const CLI_PROGRAM = 'langgraph-deploy';
/** An input as the CLI's flag: `graph_config_path` is `--graph-config-path`. */
const flagOf = (input) => `--${input.replace(/_/g, '-')}`;
/** An input as the front end names it: `name`, or `--name` on the command line. */
const inputWords = (frontEnd, input) => frontEnd === 'cli' ? flagOf(input) : input;
const plain = (text) => text;
/**
 * An input set to a value, in the front end's words: `rollback_on_failure: true`, or
 * `--rollback-on-failure` (a switch) and `--deployment-id D` on the command line.
 */
function settingWords(frontEnd, input, value) {
    if (frontEnd !== 'cli')
        return `${input}: ${value}`;
    return value === 'true'
        ? flagOf(input)
        : value === 'false'
            ? `--no-${flagOf(input).slice(2)}`
            : `${flagOf(input)} ${value}`;
}
/** A command, as the user names it: `command: rollback`, or `langgraph-deploy rollback`. */
function commandWords(frontEnd, command, show = plain) {
    return show(frontEnd === 'cli' ? `${CLI_PROGRAM} ${command}` : `command: ${command}`);
}
/**
 * "run …" a command with some inputs, in the front end's words: `run the action (again) with
 * command: status and deployment_id: D`, or `run langgraph-deploy status --deployment-id D`.
 */
function runWords(frontEnd, command, settings = [], options = {}) {
    const show = options.show ?? plain;
    if (frontEnd === 'cli')
        return `run ${show([`${CLI_PROGRAM} ${command}`, ...settings.map(([k, v]) => settingWords('cli', k, v))].join(' '))}`;
    const more = settings.map(([k, v]) => ` and ${show(settingWords('action', k, v))}`).join('');
    return `run the action${options.again ? ' again' : ''} with ${show(`command: ${command}`)}${more}`;
}
/** Doing the same once more: the workflow's run, or the command's. */
function runAgainWords(frontEnd) {
    return frontEnd === 'cli' ? 'run the command again' : 'run the workflow again';
}
/** A near miss: the candidate fewest edits away from `word` (a typo or two), if one is at most `most` away. */
function closest(word, candidates, most) {
    let best;
    for (const candidate of candidates) {
        const distance = editDistance(word, candidate);
        if (distance <= most && (!best || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** Levenshtein distance (names are short). */
function editDistance(a, b) {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++)
            next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        row = next;
    }
    return row[b.length];
}


/***/ }),

/***/ 2032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ defaultRepoRef),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   py: () => (/* binding */ readGitHubEnv)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9352);


function readGitHubEnv(env) {
    const value = (name) => env[name]?.trim() || undefined;
    const repository = value('GITHUB_REPOSITORY');
    const [owner, repo] = repository?.split('/') ?? [];
    const event = readEvent(value('GITHUB_EVENT_PATH'));
    const ref = value('GITHUB_REF');
    const refPr = /^refs\/pull\/(\d+)\//.exec(ref ?? '')?.[1];
    const prFromEvent = event.pull_request?.number;
    const sha = commitSha(value('GITHUB_SHA'));
    return {
        repository,
        owner: owner || undefined,
        repo: repo || undefined,
        serverUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .stripSlash */ .GR)(value('GITHUB_SERVER_URL') ?? 'https://github.com'),
        apiUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .stripSlash */ .GR)(value('GITHUB_API_URL') ?? 'https://api.github.com'),
        ref,
        headRef: value('GITHUB_HEAD_REF'),
        eventName: value('GITHUB_EVENT_NAME'),
        actor: value('GITHUB_ACTOR'),
        runId: value('GITHUB_RUN_ID'),
        runAttempt: value('GITHUB_RUN_ATTEMPT'),
        job: value('GITHUB_JOB'),
        step: value('GITHUB_ACTION'),
        sha,
        // A pull request's GITHUB_SHA is a merge commit that is never built: its head is what it is about.
        commit: commitSha(event.pull_request?.head?.sha) ?? sha,
        prNumber: typeof prFromEvent === 'number' ? prFromEvent : refPr ? Number(refPr) : undefined,
        workspace: value('GITHUB_WORKSPACE'),
        runnerTemp: value('RUNNER_TEMP'),
        actionRepository: value('GITHUB_ACTION_REPOSITORY'),
    };
}
function readEvent(path) {
    if (!path)
        return {};
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        return payload && typeof payload === 'object' ? payload : {};
    }
    catch {
        return {};
    }
}
/**
 * The ref the control plane should build: a branch by its name, a tag by its full ref (the
 * API's convention), and for pull requests the head branch (refs/pull/N/merge is not a branch).
 */
function defaultRepoRef(gh) {
    if (gh.headRef)
        return gh.headRef;
    if (!gh.ref)
        return undefined;
    if (gh.ref.startsWith('refs/heads/'))
        return gh.ref.slice('refs/heads/'.length);
    if (gh.ref.startsWith('refs/tags/'))
        return gh.ref;
    return undefined;
}
/** A full commit SHA (lower case), or undefined for anything else. */
function commitSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : undefined;
}


/***/ }),

/***/ 6850:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ judgeProblems),
/* harmony export */   Ju: () => (/* binding */ judgeOff),
/* harmony export */   hM: () => (/* binding */ readTokenGrowth),
/* harmony export */   rt: () => (/* binding */ judgeWarnings),
/* harmony export */   zZ: () => (/* binding */ readJudgeSettings)
/* harmony export */ });
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2996);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6497);


/**
 * The inputs of the `judge` expectation (`judge_url`, `judge_model`, `judge_api_key`) and of the
 * token gate (`checks_token_growth`), read with the other `checks_*` inputs (checks.ts).
 */
/** `judge_url`'s default: OpenAI's API, where nothing is judged without `judge_api_key`. */
const DEFAULT_JUDGE_URL = 'https://api.openai.com/v1';
function readJudgeSettings(p, raw) {
    const given = raw('judge_url');
    const url = _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .baseUrl */ .pc(p, 'judge_url', given);
    const model = _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq(p, 'judge_model', raw('judge_model'), _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.judgeModelLength);
    const apiKey = _fields_js__WEBPACK_IMPORTED_MODULE_0__/* .headerValue */ .Z(p, 'judge_api_key', raw('judge_api_key'));
    const base = url ? url.href.replace(/\/+$/, '') : DEFAULT_JUDGE_URL;
    return {
        url: base,
        defaultUrl: base === DEFAULT_JUDGE_URL,
        ...(model ? { model } : {}),
        ...(apiKey ? { apiKey } : {}),
    };
}
/** `50%` or `50` (percent) as the fraction 0.5; empty: no token gate. */
function readTokenGrowth(p, raw) {
    const text = raw('checks_token_growth').trim();
    if (text === '')
        return undefined;
    const match = /^(\d+(?:\.\d+)?)\s*%?$/.exec(text);
    const percent = match ? Number(match[1]) : NaN;
    const { min, max } = _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.checks.tokenGrowthPercent;
    if (!(percent >= min && percent <= max))
        return void p.add('checks_token_growth', `must be a percentage from ${min}% to ${max}%, e.g. 50%: how much more a case's median tokens may be than on the baseline`);
    return percent / 100;
}
/** Problems of the checks file's judge cases with the judge inputs: a model is needed. */
function judgeProblems(settings) {
    const judged = settings.cases.filter((c) => c.expect.judge).length;
    if (!judged || settings.judge?.model)
        return [];
    return [
        {
            input: 'judge_model',
            message: `is required: ${judged} case${judged === 1 ? ' has' : 's have'} a judge expectation in ${settings.file}; name the model that grades them (e.g. gpt-4o-mini)`,
        },
    ];
}
/** Why judge expectations cannot be graded at all, when that is so (no key for OpenAI's API). */
function judgeOff(settings) {
    if (!settings || settings.apiKey || !settings.defaultUrl)
        return undefined;
    return `judge_api_key is empty and judge_url is the default (${DEFAULT_JUDGE_URL})`;
}
/** The one warning of a run whose judge cases will not be judged. */
function judgeWarnings(settings) {
    const judged = settings.cases.filter((c) => c.expect.judge).length;
    const off = judgeOff(settings.judge);
    if (!judged || !off)
        return [];
    return [
        `judge: ${off}, so the judge expectation of ${judged} case${judged === 1 ? '' : 's'} in ${settings.file} will not be judged (never a pass, never a rollback). Set judge_api_key from a secret, or judge_url to a server that needs no key.`,
    ];
}


/***/ }),

/***/ 6497:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ PLAN_TEXT_MAX),
/* harmony export */   T6: () => (/* binding */ PLAN_OUTPUT_MAX_BYTES),
/* harmony export */   b1: () => (/* binding */ LIMITS)
/* harmony export */ });
/** Bounds that keep a typo from turning into a runaway job or a hammered API. */
const LIMITS = {
    timeout: { min: 1_000, max: 6 * 3_600_000 },
    pollInterval: { min: 100, max: 10 * 60_000 },
    pollBackoff: { min: 1, max: 10 },
    nameLength: 128,
    /** A key or token sent as a header (`api_key`, `github_token`, `judge_api_key`). */
    headerValueLength: 1_024,
    /** GitHub's longest environment name (`github_environment`, with a fleet entry's `/<name>`). */
    environmentLength: 255,
    refLength: 255,
    pathLength: 512,
    imageUriLength: 1024,
    /** A Kubernetes namespace: an RFC 1123 label. */
    k8sNamespaceLength: 63,
    smokeTimeout: { min: 5_000, max: 30 * 60_000 },
    smokeMessageLength: 2_000,
    resourceSpecLength: 16_384,
    logLines: { min: 1, max: 1_000 },
    /** `deploy_retries`: tries again after `DEPLOY_FAILED`, each a whole deploy within `timeout`. */
    deployRetries: { min: 0, max: 3 },
    commandLength: 1_024,
    secrets: { count: 100, valueBytes: 64 * 1024 },
    /** The agent checks file and what it may ask for. */
    checks: {
        fileBytes: 1_000_000,
        cases: 200,
        runs: 20,
        nameLength: 200,
        textLength: 10_000,
        listItems: 50,
        maxSeconds: 3_600,
        concurrency: { min: 1, max: 32 },
        /** A checks file's `dataset.limit`, when it sets none: at most this many examples are read. */
        datasetExamples: 50,
        /** A dataset's `as_of` tag: LangSmith's tags, as the issue's users name them (`prod`, `v2`). */
        versionTagLength: 128,
        /** `max_tokens`, at most (beyond any run a check makes). */
        maxTokens: 1_000_000_000,
        /** A `judge` rubric: it goes to the judge with every run. */
        rubricLength: 4_000,
        /** `checks_token_growth`, in percent. */
        tokenGrowthPercent: { min: 1, max: 10_000 },
    },
    /** The longest `judge_model` taken. */
    judgeModelLength: 256,
    /** Aliases a checks file or manifest may expand: a few are a convenience, thousands an attack. */
    yamlAliases: 100,
    /** Deployments in one manifest: GitHub runs at most 256 jobs of one matrix. */
    fleetSize: 256,
    /**
     * A manifest entry's name (the deployment's): with fleetSize of them, the `plan` output stays
     * under its 100 KB (inputs/plan-json.ts) whatever the control plane says.
     */
    fleetNameLength: 128,
    /** The `plan` input (GitHub keeps at most 1 MB of a job's outputs). */
    planLength: 1_000_000,
};
/** The longest `why`, and the longest path of `changed`, a plan may carry: the plan keeps to them. */
const PLAN_TEXT_MAX = { why: 2_000, path: 1_024 };
/**
 * The most bytes of the plan's JSON as output `plan`. It reaches the report as input `plan`, which
 * the runner passes in one environment variable, and Linux refuses to start a program with a
 * variable over 128 KiB (E2BIG): the report step would not start at all.
 */
const PLAN_OUTPUT_MAX_BYTES = 100_000;


/***/ }),

/***/ 8450:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  I: () => (/* binding */ loadInputs)
});

// EXTERNAL MODULE: ./src/inputs/checks.ts
var inputs_checks = __nccwpck_require__(7272);
// EXTERNAL MODULE: ./src/inputs/judge-settings.ts
var judge_settings = __nccwpck_require__(6850);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
// EXTERNAL MODULE: ./src/fs/small-file.ts
var small_file = __nccwpck_require__(4327);
// EXTERNAL MODULE: ./src/inputs/action-defaults.ts
var action_defaults = __nccwpck_require__(8286);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __nccwpck_require__(6497);
// EXTERNAL MODULE: ./src/base/record.ts
var record = __nccwpck_require__(412);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __nccwpck_require__(2607);
// EXTERNAL MODULE: ./src/inputs/commands.ts
var commands = __nccwpck_require__(7671);
// EXTERNAL MODULE: ./src/inputs/deployment-name.ts
var deployment_name = __nccwpck_require__(1188);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __nccwpck_require__(2996);
// EXTERNAL MODULE: ./src/inputs/front-end.ts
var front_end = __nccwpck_require__(9906);
// EXTERNAL MODULE: ./src/inputs/plan-json.ts
var plan_json = __nccwpck_require__(5189);
// EXTERNAL MODULE: ./src/inputs/secret-inputs.ts
var secret_inputs = __nccwpck_require__(9023);
;// CONCATENATED MODULE: ./src/inputs/manifest.ts










/**
 * The Fleet group (docs/fleet.md): `manifest`, and `deployment` (a matrix job), `force` (plan),
 * `plan` (report). The manifest's entries are read on top of this (manifest-inputs.ts), not here.
 */
function readFleetSettings(p, raw, command) {
    const manifest = fields/* text */.Qq(p, 'manifest', raw('manifest'), limits/* LIMITS */.b1.pathLength);
    const deployment = fields/* text */.Qq(p, 'deployment', raw('deployment'), limits/* LIMITS */.b1.nameLength);
    const force = fields/* boolean */.zM(p, 'force', raw('force'));
    // Another command refuses it (combinations.ts): it is not read there.
    const text = (0,commands/* appliesTo */.Gl)('plan', command) ? raw('plan') : '';
    let plan;
    if (text.length > limits/* LIMITS */.b1.planLength)
        p.add('plan', `is longer than ${limits/* LIMITS */.b1.planLength} characters`);
    else if (text) {
        const parsed = (0,plan_json/* parsePlan */.vS)(text);
        plan = 'problem' in parsed ? p.add('plan', parsed.problem) : parsed.plan;
    }
    return manifest ? { manifest, deployment, force, plan, entries: [] } : undefined;
}
/**
 * Inputs a manifest may not set, and why. Secrets never go in a file in the repository (every input
 * of SECRET_INPUTS is refused, these two with words of their own); the rest belong to the step
 * (which command, which manifest, which entry) or to one deployment.
 */
const NOT_IN_MANIFEST = {
    github_token: 'is a secret: it never goes in a file; the step has it',
    secrets: 'are secrets: they never go in a file; set `secrets` on the deploy step (per deployment through the matrix, e.g. from a secret chosen by matrix.deployment)',
    command: 'is chosen by the step (plan, report, or a matrix job that deploys)',
    manifest: 'is set on the step',
    deployment: 'is set on the matrix step (matrix.deployment)',
    force: 'is an input of the plan step',
    plan: 'is an input of the report step',
    agent_id: 'is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
    agent_environment: 'is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
};
/** Inputs that name one deployment: an entry's own, never a default for all. */
const ONE_DEPLOYMENT = new Set(['name', 'deployment_id']);
/** Keys of an entry that are not inputs. */
const ENTRY_KEYS = new Set(['name', 'paths']);
/** Where in the manifest a problem is: the whole file, its defaults, or an entry (by name once known). */
function place(path, where) {
    if (where === undefined)
        return { origin: `manifest ${path}` };
    if (where === 'defaults')
        return { origin: `manifest ${path}, defaults` };
    const origin = where.name === undefined ? `deployments[${where.index}]` : `deployment ${where.name}`;
    return { origin: `manifest ${path}, ${origin}`, entry: where.index };
}
/** A deployment's name: also a GitHub environment's last part, a matrix value and a list item. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The manifest from its parsed YAML, and every problem with its shape: what is well formed of it
 * is kept, so its values are checked too and all problems are said at once. No manifest when the
 * file is not a mapping at all. `value` is what the YAML parser made of the file.
 */
function checkManifest(path, value) {
    const problems = [];
    const top = place(path);
    if (!(0,record/* isRecord */.u)(value))
        return { problems: [{ ...top, message: 'is not a mapping with defaults and deployments' }] };
    for (const key of Object.keys(value))
        if (key !== 'defaults' && key !== 'deployments')
            problems.push({
                ...top,
                input: key,
                message: 'is not a key of a manifest; use defaults and deployments',
            });
    const defaults = checkDefaults(problems, path, value.defaults);
    const deployments = checkDeployments(problems, path, value.deployments);
    return { manifest: { path, defaults, deployments }, problems };
}
/** The inputs under `defaults`: those that name or belong to one deployment are problems there. */
function checkDefaults(problems, path, value) {
    const defaults = {};
    if (value === undefined || value === null)
        return defaults;
    const where = place(path, 'defaults');
    if (!(0,record/* isRecord */.u)(value))
        problems.push({ ...where, message: `is not a mapping of inputs` });
    else
        for (const [key, raw] of Object.entries(value)) {
            const why = ONE_DEPLOYMENT.has(key)
                ? 'names one deployment: set it in that deployment’s entry'
                : ENTRY_KEYS.has(key)
                    ? 'belongs to one deployment: set it in each entry'
                    : inputProblem(key);
            if (why)
                problems.push({ ...where, input: key, message: why });
            else
                setting(problems, where, key, raw, defaults);
        }
    return defaults;
}
/** The entries under `deployments`, each checked, each named once. */
function checkDeployments(problems, path, value) {
    const top = place(path);
    if (!Array.isArray(value) || value.length === 0) {
        problems.push({
            ...top,
            input: 'deployments',
            message: `is missing or empty; list each deployment with its name`,
        });
        return [];
    }
    if (value.length > limits/* LIMITS */.b1.fleetSize) {
        problems.push({
            ...top,
            input: 'deployments',
            message: `lists ${value.length}; at most ${limits/* LIMITS */.b1.fleetSize} (the most jobs one GitHub matrix runs)`,
        });
        return [];
    }
    const deployments = [];
    const names = new NamesSeen();
    value.forEach((item, index) => {
        const entry = checkEntry(problems, path, item, index);
        if (!entry)
            return;
        const clash = names.clash(entry.name, index);
        if (clash)
            problems.push({ ...place(path, { index }), input: 'name', message: clash });
        else
            deployments.push(entry);
    });
    return deployments;
}
/** The deployments' names so far, as GitHub and LangSmith compare them. */
class NamesSeen {
    /** By the name as GitHub compares environment names (`production/<name>`): without case. */
    seen = new Map();
    /** And by the name LangSmith gets (deployment-name.ts): two entries would be one deployment. */
    sent = new Map();
    /** Why `name` cannot be deployments[index]'s, or undefined (and the name is kept). */
    clash(name, index) {
        const first = this.seen.get(name.toLowerCase());
        const sentAs = (0,deployment_name/* normalizeDeploymentName */.Oq)(name);
        const sameDeployment = this.sent.get(sentAs);
        if (first?.name === name)
            return `${name} is also the name of deployments[${first.index}]; each deployment is named once`;
        if (first)
            return `${name} differs from ${first.name} (deployments[${first.index}]) only in case; GitHub's environment names ignore case, so each deployment's name must differ by more`;
        if (sameDeployment)
            return `${name} is the deployment ${sentAs} in LangSmith, as ${sameDeployment.name} (deployments[${sameDeployment.index}]) is: a deployment's name is lowercase letters, digits and hyphens, so names are sent that way; make the two differ in more than case and punctuation`;
        this.seen.set(name.toLowerCase(), { index, name });
        this.sent.set(sentAs, { index, name });
        return undefined;
    }
}
function checkEntry(problems, path, item, index) {
    if (!(0,record/* isRecord */.u)(item)) {
        problems.push({ ...place(path, { index }), message: `is not a mapping with a name and inputs` });
        return undefined;
    }
    const tooLong = typeof item.name === 'string' && item.name.length > limits/* LIMITS */.b1.fleetNameLength;
    const name = typeof item.name === 'string' && NAME.test(item.name) && !tooLong ? item.name : undefined;
    const where = place(path, { name, index });
    if (tooLong)
        problems.push({
            ...where,
            input: 'name',
            message: `is ${item.name.length} characters long; a manifest takes names of at most ${limits/* LIMITS */.b1.fleetNameLength} (with ${limits/* LIMITS */.b1.fleetSize} deployments, the plan job's output must stay under 100 KB)`,
        });
    else if (name === undefined)
        problems.push({
            ...where,
            input: 'name',
            message: `${item.name === undefined ? 'is missing' : 'is not accepted'}; use the deployment’s name: letters, digits, ".", "_" or "-" (at most ${limits/* LIMITS */.b1.fleetNameLength}), starting with a letter or digit`,
        });
    const settings = {};
    let paths = [];
    for (const [key, raw] of Object.entries(item)) {
        if (key === 'name')
            continue;
        if (key === 'paths') {
            paths = checkPaths(problems, where, raw);
            continue;
        }
        const why = inputProblem(key);
        if (why)
            problems.push({ ...where, input: key, message: why });
        else
            setting(problems, where, key, raw, settings);
    }
    return name === undefined ? undefined : { name, index, paths, settings };
}
/** Why `key` cannot be set by a manifest, or undefined when it can. */
function inputProblem(key) {
    // Own keys only: `constructor` or `__proto__` in a manifest are not Object's.
    if (Object.hasOwn(NOT_IN_MANIFEST, key))
        return NOT_IN_MANIFEST[key];
    if (secret_inputs/* SECRET_INPUTS */.p.includes(key))
        return 'is a secret: it never goes in a file; pass it to the step from a secret';
    if (action_defaults/* INPUT_NAMES */.Q.includes(key))
        return undefined;
    const near = (0,front_end/* closest */.kp)(key, [...action_defaults/* INPUT_NAMES */.Q, ...ENTRY_KEYS], 2);
    return `is not an input of the action${near ? ` (did you mean ${near}?)` : ''}; a manifest sets the inputs action.yml declares`;
}
/**
 * A value as the runner would pass it: text. Booleans and numbers as written; a mapping (a
 * `resource_spec`) as JSON; null as not set. A list is refused: inputs are text.
 */
function setting(problems, where, key, raw, into) {
    if (raw === null || raw === undefined)
        return;
    if (typeof raw === 'string')
        into[key] = raw;
    else if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw)))
        into[key] = String(raw);
    else if ((0,record/* isRecord */.u)(raw))
        into[key] = JSON.stringify(raw);
    else
        problems.push({
            ...where,
            input: key,
            message: `is ${Array.isArray(raw) ? 'a list' : 'not text'}; write it as the step's input is written (text${key === 'smoke_checks' ? ', e.g. "run,stream"' : ''})`,
        });
}
/**
 * `paths`: repository-relative folders or files, written with `/`. Refused: absolute paths, `..`,
 * a leading `-` or `:` (git would read an option or pathspec magic), control characters.
 */
function checkPaths(problems, where, raw) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list)) {
        problems.push({ ...where, input: 'paths', message: `is not a list of paths in the repository` });
        return [];
    }
    const paths = [];
    for (const item of list) {
        // A changed file is matched against a folder or a file, never a pattern: `libs/*` would
        // match nothing, and the deployment would silently never redeploy for it.
        if (typeof item === 'string' && /[*?[\]]/.test(item)) {
            problems.push({
                ...where,
                input: 'paths',
                message: `${JSON.stringify(item.slice(0, 100))} is a pattern; name the folder or file itself (a folder covers everything in it, e.g. libs/common)`,
            });
            continue;
        }
        const path = typeof item === 'string' ? normalisePath(item) : undefined;
        if (path === undefined) {
            problems.push({
                ...where,
                input: 'paths',
                message: `${typeof item === 'string' ? JSON.stringify(item.slice(0, 100)) : 'an item'} is not accepted; use a folder or file relative to the repository's root, written with "/", without ".." (e.g. libs/common)`,
            });
            continue;
        }
        paths.push(path);
    }
    return paths;
}
/** `./libs/common/` → `libs/common`; `.` → `''` (the whole repository); undefined when refused. */
function normalisePath(value) {
    if (value.length === 0 || value.length > limits/* LIMITS */.b1.pathLength || (0,untrusted/* hasControl */.aQ)(value))
        return undefined;
    if (value.includes('\\') || value.startsWith('/') || /^[A-Za-z]:/.test(value))
        return undefined;
    const parts = value.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.some((part) => part === '..'))
        return undefined;
    const path = parts.join('/');
    if (path.startsWith('-') || path.startsWith(':'))
        return undefined;
    return path;
}

// EXTERNAL MODULE: ./src/inputs/problem.ts
var inputs_problem = __nccwpck_require__(9758);
;// CONCATENATED MODULE: ./src/inputs/build-commands.ts


/**
 * What LangSmith's deploy clients refuse in `install_command` and `build_command`, commands the
 * platform's build runs: these characters, and an `&` that is not part of `&&` (`a && b` chains
 * commands; a lone `&` runs one in the background). Python `langgraph_cli/config.py`
 * (`DISALLOWED_BUILD_COMMAND_CHARS`, `has_disallowed_build_command_content`), JS
 * `utils/deploy-helpers.mts` (`hasDisallowedBuildCommandContent`); docs/platform-compatibility.md.
 */
const REFUSED = new Set([
    '"',
    '`',
    '\\',
    '\n',
    '\r',
    '\0',
    '\t',
    '|',
    ';',
    '$',
    '>',
    '<',
]);
/** What a character the command may not hold is called, when it cannot be seen. */
const UNSEEN = {
    '\n': 'a newline',
    '\r': 'a carriage return',
    '\0': 'a NUL',
    '\t': 'a tab',
};
/**
 * The characters of `command` the clients refuse, each once, in the order they first appear: an
 * `&` is refused when a run of them is odd (`&`, `&&&`), as the clients' pattern matches it.
 */
function refusedCharacters(command) {
    const found = new Set();
    for (let i = 0; i < command.length; i++) {
        const c = command[i];
        if (c !== '&') {
            if (REFUSED.has(c))
                found.add(c);
            continue;
        }
        let end = i;
        while (command[end] === '&')
            end++;
        if ((end - i) % 2 === 1)
            found.add('&');
        i = end - 1;
    }
    return [...found];
}
/** A refused character as a problem names it: escaped, never the command itself (it may hold a token). */
function shown(c) {
    const quoted = JSON.stringify(c);
    if (c === '&')
        return `${quoted} (alone; "&&" between commands is accepted)`;
    return UNSEEN[c] ? `${quoted} (${UNSEEN[c]})` : quoted;
}
/**
 * `install_command` or `build_command`: one line without the characters the platform's deploy
 * clients refuse, bounded. Each refused character is named, escaped.
 */
function shellCommand(p, input, value) {
    const refused = refusedCharacters(value);
    if (refused.length)
        return p.add(input, `contains ${refused.map(shown).join(', ')}, which LangSmith's deploy clients refuse in an install or build command; put the steps in a script in the repository and run that script here (e.g. sh scripts/${input === 'install_command' ? 'install' : 'build'}.sh)`);
    return fields/* text */.Qq(p, input, value, limits/* LIMITS */.b1.commandLength);
}

// EXTERNAL MODULE: ./src/inputs/github-env.ts
var github_env = __nccwpck_require__(2032);
;// CONCATENATED MODULE: ./src/inputs/combinations.ts




/** Inputs whose command a rule refuses (rather than warns of), and the one the runner fills in. */
const REFUSED_BY_COMMAND = new Set(['command', 'revision_id', 'auth_id', 'github_token']);
/** Commands that act on a deployment, and that follow a revision. */
const ON_A_DEPLOYMENT = ['deploy', 'rollback', 'promote', 'delete', 'status'];
const FOLLOWING_A_REVISION = ['deploy', 'rollback', 'promote', 'status'];
/** What a promote takes from the source revision, never from an input (docs/promote.md). */
const FROM_THE_SOURCE = [
    'source',
    'repo_url',
    'repo_ref',
    'image_uri',
    'integration_id',
    'graph_config_path',
    'install_command',
    'build_command',
];
const SMOKE_SETTINGS = ['assistant_id', 'deployment_url', 'smoke_checks', 'smoke_message', 'smoke_timeout'];
/** The smoke settings agent checks read too: the assistant, the URL, a run's limit. */
const AGENT_CHECKS_READ = ['assistant_id', 'deployment_url', 'smoke_timeout'];
/** Set to something that matters: true for a boolean, else anything but the default. */
const BOOLEANS = new Set([
    'require_commit',
    'rollback_on_failure',
    'smoke_test',
    'pr_comment',
    'dry_run',
    'checks_baseline',
    'checks_experiment',
    'delete_tracing_project',
    'force',
]);
const set = (s, input) => BOOLEANS.has(input) ? s.given(input) && s.on(input) : s.changed(input);
/** The fleet's own commands: they read the whole manifest. */
const FLEET = ['plan', 'report'];
function unused(s, input) {
    return `command: ${s.command} does not use it; it applies to ${commands/* INPUT_COMMANDS */.Gr[input].join(', ')}`;
}
const among = (commands, s) => commands.includes(s.command);
/** Why `require_commit` cannot hold for a deploy of this source, if it cannot. */
function requireCommitCannot({ inputs }) {
    const { source, expectedCommit, repoRef } = inputs.deployment;
    if (source === 'external_docker')
        return 'applies to source: github (an image is not built from a commit here)';
    if (source === 'upload')
        return 'applies to source: github (an upload deploys the files checked out, by construction; commit_sha says which commit)';
    if (!inputs.wait.enabled)
        return 'needs wait: true: the built commit is known only once the build has started';
    if (expectedCommit)
        return undefined;
    return repoRef && repoRef !== (0,github_env/* defaultRepoRef */.DM)(inputs.workflow)
        ? `needs repo_ref to be the ref that triggered the workflow; ${repoRef} is another ref, so there is no commit to require`
        : 'needs the workflow commit (GITHUB_SHA), which is not set';
}
/**
 * Whether the run talks to the instance the connection inputs name: every command does, but
 * smoke-test (no control plane) only for its agent checks' LangSmith API.
 */
const instanceUsed = (s) => s.command !== 'smoke-test' || s.given('checks');
/**
 * Whether `from` (by name) or `from_deployment_id` names the target itself, as far as the inputs
 * say (a name and an id are compared once both deployments are found).
 */
function promotesToItself({ inputs }, input) {
    const { from } = inputs.promotion ?? { from: {} };
    if (input === 'from_deployment_id')
        return !!from.deploymentId && from.deploymentId === inputs.target.deploymentId;
    return !from.deploymentId && !inputs.target.deploymentId && !!from.name && from.name === inputs.target.name;
}
/** Whether the deployment is named by an agent's environment (either input given: both are needed). */
const byAgent = (s) => s.given('agent_id') || s.given('agent_environment');
const AGENT_INPUTS = ['agent_id', 'agent_environment'];
const bothAgentInputs = (label) => `${label('agent_id')} and ${label('agent_environment')}`;
/**
 * An agent's environment names the deployment with both inputs, instead of a name or an id; a
 * promote's source is another environment of the same agent. The fleet finds its deployments by
 * name. As the Go client refuses them (docs/agent-environments.md).
 */
const AGENT_RULES = [
    {
        inputs: AGENT_INPUTS,
        when: (s, input) => s.given(input) && !AGENT_INPUTS.every((i) => s.given(i)),
        why: (_, __, label) => `${bothAgentInputs(label)} are given together: an agent's deployment is found by both (the environment: development, staging or production)`,
    },
    {
        inputs: ['name', 'deployment_id'],
        when: (s, input) => s.given(input) && byAgent(s) && among(ON_A_DEPLOYMENT, s),
        why: (_, input, label) => `cannot be combined with ${bothAgentInputs(label)}, which name the deployment by its agent's environment; set ${label(input)} or ${bothAgentInputs(label)}`,
    },
    {
        inputs: ['agent_id'],
        when: (s) => s.given('agent_id') && s.given('manifest'),
        why: (_, __, label) => `is not taken with ${label('manifest')}: a fleet finds its deployments by name; remove ${bothAgentInputs(label)}`,
    },
    {
        inputs: ['from_agent_environment'],
        when: (s) => s.command === 'promote' && s.given('from_agent_environment') && !s.given('agent_id'),
        why: (_, __, label) => `needs ${bothAgentInputs(label)}: it names another environment of the agent promoted to`,
    },
    {
        inputs: ['from', 'from_deployment_id'],
        when: (s, input) => s.command === 'promote' && s.given(input) && s.given('from_agent_environment'),
        why: (_, input, label) => `cannot be combined with ${label('from_agent_environment')}; set ${label(input)} or ${label('from_agent_environment')}`,
    },
    {
        inputs: ['from_agent_environment'],
        when: (s) => s.command === 'promote' &&
            s.given('from_agent_environment') &&
            s.value('from_agent_environment') === s.value('agent_environment'),
        why: (_, __, label) => `names the environment promoted to (${label('agent_environment')}): promote takes a revision from another environment of the agent`,
    },
];
/** Commands that find their deployment by name unless given its id; `delete` never by a default. */
const BY_NAME = ['deploy', 'status', 'rollback', 'promote'];
/**
 * What a command needs, and values that need another input's: refused before anything is sent.
 * In action.yml's order of the inputs they name.
 */
const NEEDS_AS_WRITTEN = [
    {
        inputs: ['api_key'],
        when: (s) => !s.given('api_key') && s.command !== 'smoke-test',
        why: () => 'is required; pass your LangSmith API key from a secret',
    },
    {
        inputs: ['name'],
        when: (s) => among(BY_NAME, s) && !s.value('name') && !s.given('deployment_id') && !byAgent(s),
        why: (_, __, label) => `is empty and GITHUB_REPOSITORY is not set to derive it; set ${label('name')} or ${label('deployment_id')}`,
    },
    {
        inputs: ['name'],
        when: (s) => s.command === 'delete' && !s.given('name') && !s.given('deployment_id') && !byAgent(s),
        why: (_, __, label) => `is required for command delete (or set ${label('deployment_id')}): delete never falls back to the repository name, which is usually your production deployment`,
    },
    {
        inputs: ['preview_prefix'],
        when: (s) => s.command === 'prune' && !s.given('preview_prefix') && !s.value('name'),
        why: (_, __, label) => `is empty, and so are name and GITHUB_REPOSITORY to derive it from; set ${label('preview_prefix')} (previews are named <preview_prefix><pull request number>)`,
    },
    {
        inputs: ['from'],
        when: (s) => s.command === 'promote' &&
            !s.given('from') &&
            !s.given('from_deployment_id') &&
            !s.given('from_agent_environment'),
        why: (_, __, label) => `is required for command promote (or set ${label('from_deployment_id')}): the deployment whose revision is promoted`,
    },
    {
        inputs: ['from', 'from_deployment_id'],
        when: (s, input) => s.command === 'promote' && s.given(input) && promotesToItself(s, input),
        why: (_, input, label) => `names the deployment promoted to (${label(input === 'from' ? 'name' : 'deployment_id')}): promote takes a revision from another deployment; set ${label(input)} to the one it passed in (staging)`,
    },
    {
        // Only a deploy sends it: another command warns that it does not use it (below).
        inputs: ['build_on_push'],
        when: (s) => s.command === 'deploy' &&
            !!s.inputs.deployment.buildOnPush &&
            !!s.inputs.deployment.repoRef?.startsWith('refs/tags/'),
        why: (s) => `cannot be true when repo_ref is a tag (${s.inputs.deployment.repoRef}): tags never move; use false or leave it empty`,
    },
    {
        inputs: ['repo_ref'],
        when: (s) => s.command === 'deploy' && s.source === 'github' && !s.value('repo_ref'),
        why: (_, __, label) => `is empty and the triggering ref is not a branch or tag; set ${label('repo_ref')}`,
    },
    {
        inputs: ['repo_url'],
        when: (s) => s.command === 'deploy' && s.source === 'github' && !s.value('repo_url'),
        why: (_, __, label) => `is empty and GITHUB_REPOSITORY is not set to derive it; set ${label('repo_url')}`,
    },
    {
        inputs: ['image_uri'],
        when: (s) => s.command === 'deploy' && s.source === 'external_docker' && !s.inputs.deployment.imageUri,
        why: () => 'is required when source is external_docker',
    },
    {
        // The archive is the checked-out commit: no repository, ref or integration to name.
        inputs: ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'],
        when: (s, input) => s.command === 'deploy' && s.source === 'upload' && s.given(input),
        why: () => "only applies to source: github; with source: upload the workspace's files are uploaded",
    },
    {
        // The workflow's own commit is compared with the built one only when the ref to build is the
        // ref that triggered the workflow; an upload builds what is checked out, by construction.
        inputs: ['require_commit'],
        when: (s) => s.command === 'deploy' && s.inputs.deployment.requireCommit && requireCommitCannot(s) !== undefined,
        why: (s) => requireCommitCannot(s),
    },
    {
        inputs: ['poll_max_interval'],
        when: (s) => s.inputs.wait.poll.maxMs < s.inputs.wait.poll.initialMs,
        why: (s, _, label) => `(${s.value('poll_max_interval')}) must not be shorter than ${label('poll_interval')} (${s.value('poll_interval')})`,
    },
    {
        inputs: ['wait'],
        when: (s) => s.command === 'promote' && !s.on('wait'),
        why: () => 'must be true for command promote: the promoted revision is checked once it is deployed (its built commit, and the smoke test and agent checks when asked), and rolled back on a failure',
    },
    {
        inputs: ['auth_id'],
        when: (s) => s.command === 'wait-auth' && !s.given('auth_id'),
        why: () => 'is required for command wait-auth',
    },
    {
        inputs: ['deployment_url'],
        when: (s) => s.command === 'smoke-test' && !s.given('deployment_url'),
        why: () => 'is required for command smoke-test',
    },
    {
        inputs: ['checks_baseline'],
        when: (s) => !!s.inputs.checks?.baseline && !s.inputs.wait.enabled,
        why: () => 'needs wait: true: with wait: false the checks after the update never run, so the baseline would compare with nothing',
    },
    {
        inputs: ['checks_fail_on'],
        when: (s) => s.inputs.checks?.failOn === 'regression' && !s.inputs.checks.baseline,
        why: (s) => (0,commands/* appliesTo */.Gl)('checks_baseline', s.command)
            ? 'regression needs checks_baseline: true (a regression is a case that passed before)'
            : `regression needs the baseline, which only command deploy runs (the revision serving before the update); command ${s.command} has none: use any or never`,
    },
    {
        // Prune asks GitHub whether each preview's pull request is closed.
        inputs: ['github_token'],
        when: (s) => s.command === 'prune' && !s.given('github_token'),
        why: () => 'is required for command prune: the token it reads the pull requests with (pull-requests: read)',
    },
    {
        inputs: ['command'],
        when: (s) => s.command === 'prune' && (!s.inputs.workflow.owner || !s.inputs.workflow.repo),
        why: () => 'prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow',
    },
];
const NEEDS = [...NEEDS_AS_WRITTEN, ...AGENT_RULES].map((rule) => ({
    ...rule,
    refuse: true,
}));
const RULES = [
    ...NEEDS,
    // Refused: the run would do something else than what the input asks for.
    {
        inputs: ['revision_id'],
        when: (s) => s.given('revision_id') && s.command !== 'rollback',
        why: (s) => s.command === 'promote'
            ? 'only applies to command: rollback; the revision a promote takes is from_revision_id (the source deployment’s)'
            : `only applies to command: rollback (the revision it redeploys); command: ${s.command} does not use it${s.command === 'deploy' ? ' — a deploy builds a new revision' : ''}. To redeploy that revision, set command: rollback`,
        refuse: true,
    },
    {
        inputs: ['auth_id'],
        when: (s) => s.given('auth_id') && s.command !== 'wait-auth',
        why: (s) => `only applies to command: wait-auth; command: ${s.command} does not wait for an authentication. Set command: wait-auth`,
        refuse: true,
    },
    {
        inputs: ['rollback_on_failure'],
        when: (s) => s.on('rollback_on_failure') && s.command === 'deploy' && !s.on('smoke_test') && !s.given('checks'),
        why: () => 'needs smoke_test: true or checks: only a failed smoke test or failed agent checks roll an update back, and neither runs. Set smoke_test: true (or checks)',
        refuse: true,
    },
    {
        inputs: ['smoke_test', 'checks'],
        when: (s, input) => (input === 'checks' ? s.given('checks') : s.on('smoke_test')) &&
            ['deploy', 'rollback'].includes(s.command) &&
            !s.on('wait'),
        why: (s) => `needs wait: true: with wait: false the ${s.command} ends before its new revision is deployed, so there is nothing to test yet`,
        refuse: true,
    },
    {
        inputs: ['deploy_retries'],
        when: (s) => set(s, 'deploy_retries') && s.command === 'deploy' && !s.on('wait'),
        why: () => 'needs wait: true: a deploy that failed is known only by waiting for its revision to end. Set wait: true, or deploy_retries: 0',
        refuse: true,
    },
    {
        inputs: ['image_uri', 'listener_id', 'k8s_namespace'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source !== 'external_docker',
        why: (s) => `only applies to source: external_docker; with source: ${s.source} ${s.source === 'upload' ? "the workspace's files are uploaded and built" : 'the repository is built'}. Set source: external_docker`,
        refuse: true,
    },
    {
        inputs: FROM_THE_SOURCE,
        when: (s, input) => s.given(input) && s.command === 'promote',
        why: (_, __, label) => `comes from the source revision with command: promote (what ${label('from')} proved is deployed as it is: its repository and ref, its archive, or its image, with its config path and build commands); remove it`,
        refuse: true,
    },
    {
        inputs: ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
        why: () => 'only applies to source: github; with source: external_docker the image in image_uri runs',
        refuse: true,
    },
    // A fleet's inputs: which manifest, which entry of it (commands.ts says which commands take them).
    {
        inputs: ['manifest'],
        when: (s) => !s.given('manifest') && among(FLEET, s),
        why: (s) => `is required for command ${s.command}: the path of the fleet manifest in the repository`,
        refuse: true,
    },
    {
        inputs: ['deployment'],
        when: (s) => s.given('deployment') && !s.given('manifest'),
        why: () => 'names an entry of a fleet manifest; set manifest to the manifest’s path too',
        refuse: true,
    },
    {
        inputs: ['deployment'],
        when: (s) => s.given('manifest') && !s.given('deployment') && !among(FLEET, s),
        why: (s) => `is required with manifest for command ${s.command}: the manifest entry this job acts on (matrix.deployment); or use command plan or report`,
        refuse: true,
    },
    // Set, but the command does not use it (commands.ts says which do): refused for a fleet's
    // inputs, else warned about. Inputs a rule above refuses with their command are left to it;
    // github_token is filled in by the runner.
    {
        inputs: [...commands/* REFUSED_UNLESS_USED */.oo],
        when: (s, input) => set(s, input) && !(0,commands/* appliesTo */.Gl)(input, s.command),
        why: unused,
        refuse: true,
    },
    {
        inputs: Object.keys(commands/* INPUT_COMMANDS */.Gr).filter((input) => !REFUSED_BY_COMMAND.has(input) && !commands/* REFUSED_UNLESS_USED */.oo.has(input)),
        when: (s, input) => set(s, input) && !(0,commands/* appliesTo */.Gl)(input, s.command),
        why: unused,
    },
    {
        inputs: [
            'checks_concurrency',
            'checks_baseline',
            'checks_fail_on',
            'checks_junit',
            'checks_experiment',
            'langsmith_api_url',
            'checks_token_growth',
            'judge_url',
            'judge_model',
            'judge_api_key',
        ],
        when: (s, input) => set(s, input) && (0,commands/* appliesTo */.Gl)(input, s.command) && !s.given('checks'),
        why: () => 'has no effect without checks (the agent checks file)',
    },
    {
        inputs: ['checks_token_growth'],
        when: (s) => set(s, 'checks_token_growth') && s.given('checks') && !s.on('checks_baseline'),
        why: () => 'has no effect without checks_baseline: true (growth is measured against the baseline)',
    },
    {
        inputs: ['secrets_mode'],
        when: (s) => set(s, 'secrets_mode') && (0,commands/* appliesTo */.Gl)('secrets', s.command) && !s.given('secrets'),
        why: () => "has no effect without secrets: the deployment's secrets are left as they are",
    },
    {
        inputs: ['install_command', 'build_command'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
        why: () => 'only applies to a source the platform builds (github, upload); with source: external_docker nothing is built',
    },
    {
        inputs: ['log_lines'],
        when: (s) => set(s, 'log_lines') && among(FOLLOWING_A_REVISION, s) && s.value('logs') === 'off',
        why: () => 'has no effect with logs: off (no log is read)',
    },
    {
        inputs: ['poll_backoff'],
        when: (s) => set(s, 'poll_backoff') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
        why: () => 'has no effect with wait: false: no status is polled (poll_interval and poll_max_interval still pace retries)',
    },
    {
        inputs: ['on_superseded'],
        when: (s) => set(s, 'on_superseded') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
        why: () => 'has no effect with wait: false: the run does not follow the revision',
    },
    {
        inputs: SMOKE_SETTINGS,
        when: (s, input) => set(s, input) &&
            among(FOLLOWING_A_REVISION, s) &&
            !s.on('smoke_test') &&
            !(AGENT_CHECKS_READ.includes(input) && s.given('checks')),
        why: (s, input) => AGENT_CHECKS_READ.includes(input)
            ? 'has no effect without smoke_test: true or checks'
            : 'has no effect without smoke_test: true',
    },
    {
        inputs: ['name'],
        when: (s) => s.given('name') && s.given('deployment_id') && among(ON_A_DEPLOYMENT, s),
        why: () => 'deployment_id is set, so the deployment is not looked up by name',
    },
    {
        inputs: ['from'],
        when: (s) => s.command === 'promote' && s.given('from') && s.given('from_deployment_id'),
        why: () => 'from_deployment_id is set, so the source deployment is not looked up by name',
    },
    {
        inputs: ['tenant_id', 'region', 'self_hosted_url', 'api_url'],
        when: (s, input) => set(s, input) && !instanceUsed(s),
        why: () => 'has no effect with command smoke-test without checks: smoke-test calls no control plane, only the agent server (the instance is where agent checks read a dataset and send experiments)',
    },
    {
        inputs: ['self_hosted_url'],
        when: (s) => s.given('self_hosted_url') && s.given('api_url') && instanceUsed(s),
        why: () => 'api_url is set and overrides it',
    },
    {
        inputs: ['region'],
        when: (s) => set(s, 'region') && (s.given('api_url') || s.given('self_hosted_url')) && instanceUsed(s),
        why: (s) => `${s.given('api_url') ? 'api_url' : 'self_hosted_url'} is set and overrides it`,
    },
];
/**
 * Refuses the combinations that are mistakes (into `p`); returns the warnings about the others.
 * `given`: the setting as the runner passed it; `value`: each value with its default.
 */
function checkCombinations(p, given, value, inputs) {
    const set = (input) => given(input).trim();
    const fallback = (input) => action_defaults/* INPUT_DEFAULTS */.W[input] ?? '';
    const s = {
        command: inputs.command,
        source: inputs.deployment.source,
        inputs,
        given: (input) => set(input) !== '',
        // A boolean is compared by meaning: `True` or `yes` is no change from a default of true.
        changed: (input) => {
            if (set(input) === '')
                return false;
            const [now, usual] = [(0,fields/* parseBoolean */.yG)(set(input)), (0,fields/* parseBoolean */.yG)(fallback(input))];
            return now !== undefined && usual !== undefined ? now !== usual : set(input) !== fallback(input);
        },
        on: (input) => (0,fields/* parseBoolean */.yG)(value(input)) === true,
        value,
    };
    const warnings = [];
    for (const rule of RULES)
        for (const input of rule.inputs) {
            if (!rule.when(s, input))
                continue;
            const why = rule.why(s, input, p.label);
            if (rule.refuse)
                p.add(input, why);
            else
                warnings.push(`${p.label(input)}: ${why}`);
        }
    return warnings;
}

// EXTERNAL MODULE: ./src/inputs/endpoint.ts
var inputs_endpoint = __nccwpck_require__(9352);
;// CONCATENATED MODULE: ./src/inputs/promotion.ts



/**
 * The Promotion group: the deployment `command: promote` takes its build from (`from`, normalized
 * as `name` is, or `from_deployment_id`), the revision (`from_revision_id`), and for an uploaded
 * source the GitHub environment its deploy recorded the commit and digest in. Read for every
 * command (a bad value is a bad value); kept only for promote. Which of them a promote needs is
 * said with the rules across inputs (combinations.ts).
 */
function readPromotion(p, raw, command) {
    const name = raw('from') ? (0,deployment_name/* readDeploymentName */.XP)(p, 'from', raw('from'), true) : undefined;
    // Another environment of the target's agent (`agent_id`): the target's own is `agent_environment`.
    const agentEnvironment = (0,deployment_name/* readAgentEnvironment */.re)(p, 'from_agent_environment', raw('from_agent_environment'));
    const promotion = {
        from: {
            name: name?.sent,
            ...(name?.asGiven ? { asGiven: name.asGiven } : {}),
            deploymentId: fields/* uuid */.uR(p, 'from_deployment_id', raw('from_deployment_id')),
            ...(agentEnvironment ? { agentEnvironment } : {}),
        },
        revisionId: fields/* uuid */.uR(p, 'from_revision_id', raw('from_revision_id')),
        githubEnvironment: fields/* text */.Qq(p, 'from_github_environment', raw('from_github_environment'), limits/* LIMITS */.b1.environmentLength),
    };
    return command === 'promote' ? promotion : undefined;
}

// EXTERNAL MODULE: ./src/inputs/proxy-env.ts
var proxy_env = __nccwpck_require__(6659);
// EXTERNAL MODULE: ./src/inputs/reserved-secrets.ts
var reserved_secrets = __nccwpck_require__(1257);
// EXTERNAL MODULE: ./src/inputs/types.ts
var types = __nccwpck_require__(3448);
;// CONCATENATED MODULE: ./src/inputs/secrets.ts






const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_RULE = 'a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)';
/**
 * The Secrets group: `secrets`, parsed, and `secrets_mode`. Names the platform keeps for itself
 * are never sent, as its own clients never send them: a deploy warns of each; another command
 * warns that it does not use them (combinations.ts). `given`: every value given, parsed or not,
 * to be masked even when the inputs are refused.
 */
function readSecretsGroup(p, raw, command, selfHosted) {
    const parsed = parseSecrets(raw('secrets'));
    for (const problem of parsed.problems)
        p.add('secrets', problem);
    const reserved = (s) => (0,reserved_secrets/* isReservedSecret */.n)(s.name, selfHosted);
    const sendable = parsed.secrets.filter((s) => !reserved(s));
    const withheld = parsed.secrets.filter(reserved);
    return {
        deployment: {
            // No NAME=value in it (only comments, `{}`) is as not given: an update never clears them all.
            secrets: sendable.length ? sendable : undefined,
            withheldSecrets: withheld,
            secretsMode: fields/* oneOf */.yL(p, 'secrets_mode', raw('secrets_mode'), types/* SECRETS_MODES */.tc),
        },
        warnings: command === 'deploy'
            ? withheld.map(({ name }) => {
                // Where a name only LangSmith's cloud reserves is allowed.
                const selfHostedOnly = (0,reserved_secrets/* reservedBy */.a)(name) === 'cloud' ? ' (a self-hosted instance, self_hosted_url, allows it)' : '';
                return `${p.label('secrets')}: ${name} is a name the platform reserves for itself${selfHostedOnly}; it is left out and never sent, as LangSmith's own deploy clients leave it out`;
            })
            : [],
        given: [...parsed.secrets.map((s) => s.value), ...parsed.unparsed],
    };
}
/**
 * `NAME=value` lines (split at the first `=`; blank lines and `#` comments ignored) or a JSON
 * object. Problems never quote anything but a valid name: the text around a typo is most likely
 * part of a secret value (`NAME: c2VjcmV0==`). `unparsed` holds the lines that could not be read,
 * so the runner can still mask them.
 */
function parseSecrets(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { secrets: [], problems: [], unparsed: [] };
    const parsed = trimmed.startsWith('{') ? fromJson(trimmed) : fromLines(trimmed);
    return { ...parsed, problems: [...parsed.problems, ...check(parsed.secrets)] };
}
function fromLines(text) {
    const out = { secrets: [], problems: [], unparsed: [] };
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const eq = line.indexOf('=');
        const name = eq > 0 ? line.slice(0, eq).trim() : '';
        if (!ENV_NAME.test(name)) {
            out.unparsed.push(line);
            const colon = /^[A-Za-z_][A-Za-z0-9_]*\s*:/.test(line) ? ' (write NAME=value, not NAME: value)' : '';
            out.problems.push(eq > 0
                ? `line ${index + 1}: the text before the first "=" is not ${NAME_RULE}${colon}`
                : `line ${index + 1} is not NAME=value${colon}`);
            return;
        }
        out.secrets.push({ name, value: line.slice(eq + 1) });
    });
    return out;
}
/** A flat JSON object. Duplicate keys are refused (JSON.parse would silently keep the last). */
function fromJson(text) {
    const out = { secrets: [], problems: [], unparsed: [] };
    const data = (0,record/* tryJson */.M)(text);
    if (!(0,record/* isRecord */.u)(data)) {
        out.unparsed.push(...text.split(/\r?\n/).map((line) => line.trim()));
        out.problems.push('looks like JSON (starts with "{") but is not a JSON object; check quotes and commas');
        return out;
    }
    const keys = topLevelKeys(text);
    keys.forEach((key, i) => {
        if (keys.indexOf(key) !== i)
            out.problems.push(`${ENV_NAME.test(key) ? `"${key}"` : `key ${i + 1}`} is given twice`);
    });
    Object.entries(data).forEach(([name, value], i) => {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
            out.problems.push(`the value of ${ENV_NAME.test(name) ? `"${name}"` : `key ${i + 1}`} must be a string, number or boolean`);
            out.unparsed.push(JSON.stringify(value));
            return;
        }
        if (!ENV_NAME.test(name)) {
            out.problems.push(`key ${i + 1} is not ${NAME_RULE}`);
            out.unparsed.push(name, String(value));
            return;
        }
        out.secrets.push({ name, value: String(value) });
    });
    return out;
}
/**
 * The keys of a JSON object's top level in their order, a key given twice listed twice (JSON.parse
 * keeps only the last). `text` is JSON that parsed: every string ends, and a string followed by a
 * colon is a key.
 */
function topLevelKeys(text) {
    const keys = [];
    const colon = /\s*:/y;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']')
            depth--;
        else if (c === '"') {
            let end = i + 1;
            while (text[end] !== '"')
                end += text[end] === '\\' ? 2 : 1;
            colon.lastIndex = end + 1;
            if (depth === 1 && colon.test(text))
                keys.push(JSON.parse(text.slice(i, end + 1)));
            i = end;
        }
    }
    return keys;
}
function check(secrets) {
    const problems = [];
    const seen = new Set();
    for (const { name, value } of secrets) {
        if (seen.has(name))
            problems.push(`"${name}" is given twice`);
        seen.add(name);
        // `NAME=${{ secrets.X }}` with the repository secret missing (a fork, Dependabot, a typo) is
        // an empty value: sent, it would replace the deployment's working one.
        if (value.trim() === '')
            problems.push(`"${name}" is empty: is the repository secret it comes from set (and available to this workflow)? An empty value would replace the deployment's`);
        if (Buffer.byteLength(value) > limits/* LIMITS */.b1.secrets.valueBytes)
            problems.push(`the value of "${name}" is over ${limits/* LIMITS */.b1.secrets.valueBytes / policy/* KIB */.nH} KiB`);
    }
    if (secrets.length > limits/* LIMITS */.b1.secrets.count)
        problems.push(`${secrets.length} secrets given; at most ${limits/* LIMITS */.b1.secrets.count}`);
    return problems;
}

;// CONCATENATED MODULE: ./src/inputs/smoke.ts








/** The commands that run a smoke test when it is on (the others warn that they do not). */
const SMOKE_COMMANDS = ['deploy', 'rollback', 'status', 'smoke-test'];
/**
 * The smoke-test inputs, checked like every other input before anything is sent — including the
 * assistant it runs: a smoke test without one would fail only after the whole deploy.
 */
function readSmokeSettings(p, raw, command, graphConfigPath, { workflow, frontEnd }) {
    const standalone = command === 'smoke-test';
    const url = fields/* baseUrl */.pc(p, 'deployment_url', raw('deployment_url'));
    const enabled = fields/* boolean */.zM(p, 'smoke_test', raw('smoke_test')) || standalone;
    const given = fields/* text */.Qq(p, 'assistant_id', raw('assistant_id'), 256);
    const found = given || raw('assistant_id') ? undefined : firstGraph(workflow.workspace, graphConfigPath);
    if (enabled && SMOKE_COMMANDS.includes(command) && found && !('graph' in found))
        p.add('assistant_id', noAssistant(p, found, graphConfigPath, frontEnd), { cause: 'graph_config_path' });
    return {
        enabled,
        url: url && (0,inputs_endpoint/* stripSlash */.GR)(url.href),
        assistantId: given ?? (found && 'graph' in found ? found.graph : undefined),
        checks: readChecks(p, raw('smoke_checks')),
        message: fields/* text */.Qq(p, 'smoke_message', raw('smoke_message'), limits/* LIMITS */.b1.smokeMessageLength) ?? '',
        checkTimeoutMs: fields/* duration */.p0(p, 'smoke_timeout', raw('smoke_timeout'), limits/* LIMITS */.b1.smokeTimeout),
    };
}
/**
 * Why the smoke test has no assistant, and the step that gives it one, in the front end's words:
 * a workflow checks the repository out; on the command line, the workspace is the current folder.
 */
function noAssistant(p, found, graphConfigPath, frontEnd) {
    const config = `${graphConfigPath} (${p.label('graph_config_path')})`;
    const set = `set ${p.label('assistant_id')}`;
    if (!('missing' in found))
        return `is empty, and ${config} ${found.why}, so it names no assistant for the smoke test: ${set}`;
    return frontEnd === 'cli'
        ? `is empty, and ${config} is not in the current folder to name the assistant the smoke test runs: run from the folder that holds it, or ${set}`
        : `is empty, and ${config} is not in the workspace to name the assistant the smoke test runs: check the repository out first (an actions/checkout step before this one), or ${set}`;
}
function readChecks(p, value) {
    const names = [
        ...new Set(value
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)),
    ];
    const unknown = names.filter((n) => !types/* SMOKE_CHECKS */.uF.includes(n));
    if (unknown.length)
        p.add('smoke_checks', `${unknown.map((n) => `"${n}"`).join(', ')} not known; use a comma-separated list of ${types/* SMOKE_CHECKS */.uF.join(', ')}`);
    if (!names.length)
        p.add('smoke_checks', `is empty; use a comma-separated list of ${types/* SMOKE_CHECKS */.uF.join(', ')}`);
    return names.filter((n) => types/* SMOKE_CHECKS */.uF.includes(n));
}
/**
 * The default assistant: the first graph named in the checked-out `langgraph.json`. Else whether
 * the file is missing (the repository was not checked out) or why it names none.
 */
function firstGraph(workspace, configPath) {
    const path = (0,external_node_path_.isAbsolute)(configPath) ? configPath : (0,external_node_path_.join)(workspace ?? process.cwd(), configPath);
    let text;
    try {
        // Bounded, and only a regular file: a FIFO or a link to /dev/zero must not hang the run.
        text = (0,small_file/* readSmallFile */.EW)(path, policy/* WORKSPACE_FILES */.SV.configMaxBytes);
    }
    catch (error) {
        const code = (0,small_file/* errorCode */.CA)(error);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { missing: true };
        return { why: `cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})` };
    }
    const config = (0,record/* tryJson */.M)(text);
    if (config === undefined)
        return { why: 'is not JSON' };
    const graphs = config?.graphs;
    const first = graphs && typeof graphs === 'object' ? Object.keys(graphs)[0] : undefined;
    return first ? { graph: first } : { why: 'has no "graphs"' };
}

;// CONCATENATED MODULE: ./src/inputs/read.ts


















/**
 * A refused read, its problems in the one order they are said in (sortProblems): whatever order
 * the readers found them in, they come out by input as action.yml lists them.
 */
function refused(problems, secretValues, workflow, inputs) {
    return {
        ok: false,
        problems: (0,inputs_problem/* sortProblems */.dS)(problems),
        secretValues,
        workflow,
        ...(inputs ? { inputs } : {}),
    };
}
/** The action's own inputs (`INPUT_*` and GITHUB_* variables), without a manifest or the files they name. */
function readInputs(env) {
    return readInputsFrom(actionInputSource(env));
}
/**
 * Reads and checks every input once, before anything is sent, one reader per group of action.yml
 * (each reads its own inputs, in any order): all problems are returned together, each naming its
 * input and what it accepts — and, for a value a fleet manifest set, where in the manifest it is.
 * Then the rules across inputs (combinations.ts) look at what was read.
 */
function readInputsFrom(source) {
    const raw = withDefaults(source);
    const p = new fields/* Problems */.Zw(source.label, source.origin);
    const gh = source.workflow;
    const command = fields/* oneOf */.yL(p, 'command', raw('command'), types/* COMMANDS */.Lo);
    const { controlPlane, endpoint } = readControlPlane(p, raw);
    const { revisionId, ...which } = (0,deployment_name/* readWhichDeployment */.$b)(p, raw, command, source.value('name').trim() !== '');
    const secrets = readSecretsGroup(p, raw, command, controlPlane.selfHosted);
    const { rollbackOnFailure, ...safety } = readSafety(p, raw);
    const deployment = { ...readSourceAndBuild(p, raw, gh), ...secrets.deployment, ...safety };
    const checks = (0,inputs_checks/* readChecksSettings */.Nk)(p, raw, command, endpoint);
    const fleet = readFleetSettings(p, raw, command);
    const promotion = readPromotion(p, raw, command);
    const inputs = {
        command,
        dryRun: fields/* boolean */.zM(p, 'dry_run', raw('dry_run')),
        frontEnd: source.frontEnd ?? 'action',
        controlPlane,
        ...which,
        deployment,
        ...(promotion ? { promotion } : {}),
        rollback: { revisionId, onFailure: rollbackOnFailure },
        logs: readLogs(p, raw),
        ...readWaiting(p, raw),
        smoke: readSmokeSettings(p, raw, command, deployment.graphConfigPath, source),
        checks,
        github: readGitHub(p, raw),
        workflow: gh,
        ...(!checks && raw('judge_api_key') ? { unheldSecrets: [raw('judge_api_key')] } : {}),
        warnings: [],
        ...(fleet ? { fleet } : {}),
    };
    for (const problem of (0,proxy_env/* proxyProblems */.Dg)(source.env))
        p.add(problem.name, problem.text);
    inputs.warnings.push(...checkCombinations(p, source.value, raw, inputs), ...secrets.warnings);
    if (!p.items.length)
        return { ok: true, inputs };
    // Every value given that is a secret, parsed or not: masked even when the inputs are refused.
    const given = [...secret_inputs/* SECRET_INPUTS */.p.filter((input) => input !== 'secrets').map(raw), ...secrets.given];
    return refused(p.items, given.filter(Boolean), gh, inputs);
}
/**
 * An input's value as given, trimmed; empty gives its default: action.yml's, or for `name`,
 * `repo_url` and `repo_ref` the workflow's (the repository, the ref that triggered it).
 */
function withDefaults(source) {
    const gh = source.workflow;
    const defaults = {
        ...action_defaults/* INPUT_DEFAULTS */.W,
        name: gh.repo,
        repo_url: gh.repository ? `${gh.serverUrl}/${gh.repository}` : undefined,
        repo_ref: (0,github_env/* defaultRepoRef */.DM)(gh),
    };
    return (name) => source.value(name).trim() || (Object.hasOwn(defaults, name) ? defaults[name] : '') || '';
}
/** The Control plane group: where the control plane is, and the key and workspace sent to it. */
function readControlPlane(p, raw) {
    const endpoint = {
        region: fields/* oneOf */.yL(p, 'region', raw('region'), inputs_endpoint/* REGIONS */.ij),
        selfHostedUrl: fields/* baseUrl */.pc(p, 'self_hosted_url', raw('self_hosted_url')),
        apiUrl: fields/* baseUrl */.pc(p, 'api_url', raw('api_url')),
    };
    // The input that chose the control plane (`api_url`, else `self_hosted_url`, else `region`),
    // named as this front end names it; a region is shown.
    const input = endpoint.apiUrl
        ? 'api_url'
        : endpoint.selfHostedUrl
            ? 'self_hosted_url'
            : 'region';
    const controlPlane = {
        baseUrl: (0,inputs_endpoint/* controlPlaneBaseUrl */.iJ)(endpoint),
        urlFrom: { input, label: p.label(input), ...(input === 'region' && { shown: endpoint.region }) },
        apiKey: fields/* headerValue */.Z(p, 'api_key', raw('api_key')) ?? '',
        tenantId: fields/* uuid */.uR(p, 'tenant_id', raw('tenant_id')),
        uiUrl: (0,inputs_endpoint/* uiBaseUrl */.H2)(endpoint),
        selfHosted: endpoint.selfHostedUrl !== undefined,
    };
    return { controlPlane, endpoint };
}
/** The Source and build group: where the revision's code comes from, and how it is built. */
function readSourceAndBuild(p, raw, gh) {
    const source = fields/* oneOf */.yL(p, 'source', raw('source'), types/* SOURCES */.Hl);
    const repoRef = fields/* text */.Qq(p, 'repo_ref', raw('repo_ref'), limits/* LIMITS */.b1.refLength);
    return {
        ...{ source, repoUrl: readRepoUrl(p, raw('repo_url')), repoRef },
        graphConfigPath: fields/* text */.Qq(p, 'graph_config_path', raw('graph_config_path'), limits/* LIMITS */.b1.pathLength) ?? '',
        integrationId: fields/* uuid */.uR(p, 'integration_id', raw('integration_id')),
        installCommand: shellCommand(p, 'install_command', raw('install_command')),
        buildCommand: shellCommand(p, 'build_command', raw('build_command')),
        imageUri: fields/* text */.Qq(p, 'image_uri', raw('image_uri'), limits/* LIMITS */.b1.imageUriLength),
        listenerId: fields/* uuid */.uR(p, 'listener_id', raw('listener_id')),
        k8sNamespace: fields/* k8sName */.WE(p, 'k8s_namespace', raw('k8s_namespace')),
        // When not given: the platform's default.
        deploymentType: raw('deployment_type')
            ? fields/* oneOf */.yL(p, 'deployment_type', raw('deployment_type'), types/* DEPLOYMENT_TYPES */._o)
            : undefined,
        buildOnPush: raw('build_on_push') ? fields/* boolean */.zM(p, 'build_on_push', raw('build_on_push')) : undefined,
        resourceSpec: fields/* jsonObject */.o$(p, 'resource_spec', raw('resource_spec'), limits/* LIMITS */.b1.resourceSpecLength),
        // The workflow's own commit can be compared with the built one only when the ref to build is
        // the ref that triggered it; an upload builds what is checked out, by construction.
        expectedCommit: source === 'github' && repoRef && repoRef === (0,github_env/* defaultRepoRef */.DM)(gh) ? gh.commit : undefined,
        ...{ workflowSha: gh.sha, workspace: gh.workspace, tempDir: gh.runnerTemp },
    };
}
/** The Safety and rollback group. */
function readSafety(p, raw) {
    return {
        requireCommit: fields/* boolean */.zM(p, 'require_commit', raw('require_commit')),
        onSuperseded: fields/* oneOf */.yL(p, 'on_superseded', raw('on_superseded'), types/* ON_SUPERSEDED */.FG),
        rollbackOnFailure: fields/* boolean */.zM(p, 'rollback_on_failure', raw('rollback_on_failure')),
        deployRetries: fields/* integer */.nd(p, 'deploy_retries', raw('deploy_retries'), limits/* LIMITS */.b1.deployRetries),
    };
}
/** The Logs group. */
function readLogs(p, raw) {
    return {
        mode: fields/* oneOf */.yL(p, 'logs', raw('logs'), types/* LOG_MODES */.ku),
        lines: fields/* integer */.nd(p, 'log_lines', raw('log_lines'), limits/* LIMITS */.b1.logLines),
    };
}
/** The Waiting group: whether and how long the revision is followed, the poll's pacing, `auth_id`. */
function readWaiting(p, raw) {
    return {
        wait: {
            enabled: fields/* boolean */.zM(p, 'wait', raw('wait')),
            timeoutMs: fields/* duration */.p0(p, 'timeout', raw('timeout'), limits/* LIMITS */.b1.timeout),
            poll: {
                initialMs: fields/* duration */.p0(p, 'poll_interval', raw('poll_interval'), limits/* LIMITS */.b1.pollInterval),
                maxMs: fields/* duration */.p0(p, 'poll_max_interval', raw('poll_max_interval'), limits/* LIMITS */.b1.pollInterval),
                backoff: fields/* number */.ai(p, 'poll_backoff', raw('poll_backoff'), limits/* LIMITS */.b1.pollBackoff),
            },
        },
        authId: fields/* identifier */.Cv(p, 'auth_id', raw('auth_id')),
    };
}
/** The GitHub group: the token, the environment of GitHub Deployments, the pull-request comment. */
function readGitHub(p, raw) {
    return {
        token: fields/* headerValue */.Z(p, 'github_token', raw('github_token')),
        environment: fields/* text */.Qq(p, 'github_environment', raw('github_environment'), limits/* LIMITS */.b1.environmentLength),
        prComment: fields/* boolean */.zM(p, 'pr_comment', raw('pr_comment')),
    };
}
/** The repository's URL: https, no credentials (a token in it would be sent to the control plane). */
function readRepoUrl(p, value) {
    if (value === '')
        return undefined;
    // Never quoted: a URL may carry credentials.
    if (!URL.canParse(value))
        return p.add('repo_url', 'is not a URL; use the https URL of the repository');
    const url = new URL(value);
    if (url.username || url.password)
        return p.add('repo_url', 'must not carry credentials (user:token@); the GitHub integration gives the access');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,inputs_endpoint/* isLoopbackHost */.cW)(url.hostname)))
        return p.add('repo_url', 'must be an https URL of the repository');
    return value;
}

// EXTERNAL MODULE: ./src/inputs/yaml-text.ts
var yaml_text = __nccwpck_require__(5484);
;// CONCATENATED MODULE: ./src/inputs/manifest-inputs.ts











/** The inputs that say which manifest or entry to read, or what to do with it. */
const FLEET_INPUTS = new Set(['manifest', 'deployment', 'command', 'force', 'plan']);
/** Whether the step set an input: the runner passes nothing (or blank) for one it did not. */
const isSet = (source, name) => source.value(name).trim() !== '';
/**
 * The inputs of a run with a fleet manifest (docs/fleet.md), checked before anything is sent,
 * like every input:
 * - a matrix job (`deployment`): its entry's settings under the step's own inputs, read as one
 *   deploy's inputs;
 * - `plan` and `report`: the step's inputs, and every entry's, each read as that deployment's
 *   matrix job would read them.
 * Every problem — of the manifest's shape or of a value in it — names its place in the manifest.
 */
async function readManifestInputs(source) {
    const step = readInputsFrom(source);
    // What the runner must mask although the run stops here: the step's secrets.
    const masked = step.ok ? (0,secret_inputs/* secretValuesOf */.W)(step.inputs) : step.secretValues;
    const fail = (problems, inputs) => refused(problems, masked, source.workflow, inputs);
    const matrixJob = isSet(source, 'deployment');
    const early = stepNameProblems(source, matrixJob);
    // Which manifest and entry to read must be right first. (A matrix job's step alone may lack
    // what its entry gives: its other problems are found with the entry's settings.)
    const own = step.ok ? [] : step.problems;
    const isFleet = (p) => FLEET_INPUTS.has(p.input ?? '');
    if (own.some(isFleet))
        return fail([...early, ...own.filter(isFleet), ...(matrixJob ? [] : own.filter((p) => !isFleet(p)))]);
    const loaded = await loadManifest(source);
    if (!loaded.manifest)
        return fail([...early, ...loaded.problems]);
    // The manifest's shape problems, and those of its values: all said at once.
    early.push(...loaded.problems);
    return matrixJob
        ? readMatrixJob(source, loaded.manifest, early, fail)
        : readWholeFleet(source, step, loaded.manifest, early, fail);
}
/** `name` and `deployment_id` on the step: each deployment is named by its entry instead. */
function stepNameProblems(source, matrixJob) {
    return ['name', 'deployment_id']
        .filter((name) => isSet(source, name))
        .map((input) => ({
        input,
        message: `is not set on the step with a manifest: each deployment is named by its entry (${matrixJob ? 'deployment' : 'its name'})`,
    }));
}
/** A matrix job: the one entry `deployment` names, read as one deploy's inputs. */
function readMatrixJob(source, manifest, early, fail) {
    const wanted = source.value('deployment').trim();
    const entry = manifest.deployments.find((d) => d.name === wanted);
    if (!entry) {
        const names = manifest.deployments.map((d) => d.name);
        return fail([
            ...early,
            {
                input: 'deployment',
                message: `${wanted} is not a deployment of manifest ${manifest.path}; it has ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', …' : ''}`,
            },
        ]);
    }
    const read = readEntry(source, manifest, entry, {});
    if (!read.ok || early.length)
        return fail([...early, ...(read.ok ? [] : read.problems)], read.inputs);
    read.inputs.fleet = {
        ...read.inputs.fleet,
        entries: [{ name: entry.name, paths: entry.paths, inputs: read.inputs }],
    };
    return read;
}
/**
 * `plan` and `report`: every entry read as its matrix job would read it. A problem of the step's
 * own value is the step's, said once; one that only this entry's settings cause names it.
 */
function readWholeFleet(source, step, manifest, early, fail) {
    const problems = [...early];
    const entries = [];
    for (const entry of manifest.deployments) {
        const read = readEntry(source, manifest, entry, {
            command: 'deploy',
            deployment: entry.name,
            force: undefined,
            plan: undefined,
        });
        if (read.ok)
            entries.push({ name: entry.name, paths: entry.paths, inputs: read.inputs });
        else
            problems.push(...entryOwnProblems(read.problems, step, manifest, entry, problems));
    }
    if (!step.ok)
        return fail([...step.problems, ...problems]);
    problems.push(...controlPlaneProblems(manifest, entries), ...sameDeploymentProblems(manifest, entries));
    if (problems.length)
        return fail(problems);
    step.inputs.fleet = { ...step.inputs.fleet, entries };
    // The fleet is listed where its deployments are: the control plane they share, which the
    // manifest's defaults may name (the step's own api_url, if set, is theirs too). Not the step's
    // default, which would send the key to another origin.
    if (entries[0])
        step.inputs.controlPlane = entries[0].inputs.controlPlane;
    return step;
}
/** An entry's problems that are not the step's own, each naming its place, none said twice. */
function entryOwnProblems(found, step, manifest, entry, said) {
    const out = [];
    for (const problem of found) {
        if (!step.ok && step.problems.some((p) => (0,inputs_problem/* sameProblem */.sc)(p, problem)))
            continue;
        const named = problem.origin ? problem : { ...problem, ...place(manifest.path, entry) };
        if (![...said, ...out].some((p) => (0,inputs_problem/* sameProblem */.sc)(p, named)))
            out.push(named);
    }
    return out;
}
/**
 * The inputs of one deployment of a manifest, as a source over the step's: the step's own
 * inputs, over the entry's settings, over the manifest's defaults (the action's defaults apply
 * last, in read.ts). `origin` says where a value the step did not set came from, so a problem
 * with it names its place in the manifest. `overrides` replace the step's values (a plan reads
 * each entry as its matrix job's deploy would); undefined clears one.
 */
function entrySource(step, manifest, entry, overrides) {
    const values = new Map();
    const layers = [
        [{ ...entry.settings, name: entry.name }, place(manifest.path, entry)],
        [manifest.defaults, place(manifest.path, 'defaults')],
    ];
    for (const [settings, where] of layers)
        for (const [name, value] of Object.entries(settings))
            if (!isSet(step, name) && !values.has(name))
                values.set(name, { value, where });
    const overridden = (name) => Object.hasOwn(overrides, name);
    return {
        ...step,
        value: (name) => overridden(name)
            ? (overrides[name] ?? '')
            : isSet(step, name)
                ? step.value(name)
                : (values.get(name)?.value ?? ''),
        origin: (input) => (overridden(input) ? undefined : values.get(input)?.where),
    };
}
/**
 * One entry's inputs: read like a step's, its GitHub environment made its own, its config and
 * watched paths in the checkout. A config that is not there is the cause, not the missing
 * assistant it leads to.
 */
function readEntry(step, manifest, entry, overrides) {
    const source = entrySource(step, manifest, entry, overrides);
    const read = readInputsFrom(source);
    const where = place(manifest.path, entry);
    const path = source.value('graph_config_path').trim() || action_defaults/* INPUT_DEFAULTS */.W.graph_config_path;
    const external = source.value('source').trim() === 'external_docker';
    const config = external ? undefined : pathProblem(path, step.workflow.workspace, step.frontEnd);
    const problems = [
        ...(config
            ? [{ ...(source.origin?.('graph_config_path') ?? where), input: 'graph_config_path', message: config }]
            : []),
        ...(read.ok
            ? entryFileProblems(read.inputs, entry, where, step.workflow.workspace)
            : read.problems.filter((p) => !config || p.cause !== 'graph_config_path')),
    ];
    return problems.length ? refused(problems, [], source.workflow, read.inputs) : read;
}
/** The entry's GitHub environment (its own: `<environment>/<name>`), its watched paths. */
function entryFileProblems(inputs, entry, where, workspace) {
    const problems = [];
    // Each deployment records its GitHub Deployments in an environment of its own.
    if (inputs.github.environment) {
        inputs.github.environment = `${inputs.github.environment}/${entry.name}`;
        if (inputs.github.environment.length > limits/* LIMITS */.b1.environmentLength)
            problems.push({
                ...where,
                input: 'github_environment',
                message: `with /${entry.name} added it is longer than ${limits/* LIMITS */.b1.environmentLength} characters`,
            });
    }
    for (const path of entry.paths) {
        const why = watchedPathProblem(path, workspace);
        if (why)
            problems.push({ ...where, input: 'paths', message: why });
    }
    return problems;
}
/** How a file of the repository comes to be where the run reads it, in the front end's words. */
const MISSING_FROM_CHECKOUT = {
    action: "is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first",
    cli: "is not in the current folder; check the path (relative to the repository's root), and run from that root",
};
/** Why a deployment's config is not a file of the checkout, or undefined when it is. */
function pathProblem(path, workspace, frontEnd = 'action') {
    const root = (0,external_node_path_.resolve)(workspace ?? '.');
    const file = (0,external_node_path_.resolve)(root, path);
    const r = (0,external_node_path_.relative)(root, file);
    if (r.startsWith('..') || (0,external_node_path_.isAbsolute)(r))
        return `${path} is outside the repository`;
    try {
        if ((0,external_node_fs_.statSync)(file).isFile())
            return undefined;
        return `${path} is not a file in the checkout`;
    }
    catch (error) {
        return (0,small_file/* errorCode */.CA)(error) === 'ENOENT'
            ? `${path} ${MISSING_FROM_CHECKOUT[frontEnd]}`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`;
    }
}
/**
 * Why one of an entry's `paths` is not in the checkout, if it is not: a typo (`libs/comon`) would
 * match no changed file, and the deployment would silently never redeploy for it.
 */
function watchedPathProblem(path, workspace) {
    if (path === '')
        return undefined;
    try {
        (0,external_node_fs_.lstatSync)((0,external_node_path_.resolve)(workspace ?? '.', path));
        return undefined;
    }
    catch (error) {
        return (0,small_file/* errorCode */.CA)(error) === 'ENOENT' || (0,small_file/* errorCode */.CA)(error) === 'ENOTDIR'
            ? `${path} is not in the checkout; name a folder or file of the repository (relative to its root)`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`;
    }
}
/**
 * A fleet is planned and reported with one list of one control plane: its deployments must all
 * be there (the same endpoint and workspace).
 */
function controlPlaneProblems(manifest, entries) {
    const key = (e) => `${e.inputs.controlPlane.baseUrl} ${e.inputs.controlPlane.tenantId ?? ''}`;
    const first = entries[0];
    const other = entries.find((e) => key(e) !== key(first));
    if (!first || !other)
        return [];
    return [
        {
            ...entryPlace(manifest, other.name),
            message: `region, api_url, self_hosted_url or tenant_id: its control plane or workspace is not that of ${first.name}; a manifest's deployments share one (use one manifest per control plane)`,
        },
    ];
}
/** The place of the entry of this name. */
const entryPlace = (manifest, name) => place(manifest.path, manifest.deployments.find((d) => d.name === name));
/** Entries that name one deployment by its id: two matrix jobs would deploy it at once. */
function sameDeploymentProblems(manifest, entries) {
    const first = new Map();
    const problems = [];
    for (const entry of entries) {
        const id = entry.inputs.target.deploymentId;
        if (!id)
            continue;
        const other = first.get(id);
        if (other)
            problems.push({
                ...entryPlace(manifest, entry.name),
                input: 'deployment_id',
                message: `${id} is also that of ${other}; each deployment is in the manifest once`,
            });
        else
            first.set(id, entry.name);
    }
    return problems;
}
/** The manifest file `manifest` names, parsed and checked; or every problem with it. */
async function loadManifest(source) {
    const given = source.value('manifest').trim();
    const path = normalisePath(given);
    const manifestProblem = (message) => ({ problems: [{ input: 'manifest', message }] });
    if (!path)
        return manifestProblem(`${JSON.stringify(given.slice(0, 200))} is not accepted; use the manifest's path relative to the repository's root (e.g. deploy/fleet.yml)`);
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)((0,external_node_path_.resolve)(source.workflow.workspace ?? '.', path), policy/* WORKSPACE_FILES */.SV.manifestMaxBytes);
    }
    catch (error) {
        return manifestProblem((0,small_file/* errorCode */.CA)(error) === 'ENOENT'
            ? `${path} ${MISSING_FROM_CHECKOUT[source.frontEnd ?? 'action']}`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`);
    }
    const parsed = await (0,yaml_text/* readYaml */.g)(text);
    if ('problems' in parsed)
        return { problems: parsed.problems.map((problem) => ({ ...place(path), ...problem })) };
    return checkManifest(path, parsed.value);
}

;// CONCATENATED MODULE: ./src/inputs/load.ts






/**
 * Every input, and the files they name, read and checked before anything is sent: the one reader
 * of the action (its `INPUT_*` variables), the CLI (its flags) and the tests. With `manifest`, the
 * step's inputs and its fleet manifest's entries (manifest-inputs.ts); then the agent checks file
 * and where its JUnit report would go, whose problems join the inputs' own, all said in one run
 * (the files are read even when another input is wrong), sorted once (refused in read.ts).
 */
async function loadInputs(from) {
    // A front end's source as given, or the action's from its `INPUT_*` and GITHUB_* variables.
    const source = typeof from.value === 'function'
        ? from
        : (0,front_end/* actionInputSource */.EZ)(from);
    const result = isSet(source, 'manifest') ? await readManifestInputs(source) : readInputsFrom(source);
    const inputs = result.inputs;
    if (!inputs?.checks)
        return result;
    const { checks, workflow } = inputs;
    // The CLI writes where its user points; the action only in the workspace and RUNNER_TEMP.
    if (source.writeAnywhere)
        checks.junitAnywhere = true;
    const problems = [
        ...(await (0,inputs_checks/* loadChecksFile */.i7)(checks, workflow.workspace, inputs.frontEnd)),
        ...(0,inputs_checks/* junitPathProblems */.q6)(checks, workflow),
    ];
    if (result.ok && !problems.length) {
        inputs.warnings.push(...(0,judge_settings/* judgeWarnings */.rt)(checks));
        return result;
    }
    if (result.ok)
        return refused(problems, (0,secret_inputs/* secretValuesOf */.W)(inputs), workflow, inputs);
    return refused([...result.problems, ...problems], result.secretValues, workflow, inputs);
}


/***/ }),

/***/ 5189:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ix: () => (/* binding */ planForTransport),
/* harmony export */   mI: () => (/* binding */ plannedRevision),
/* harmony export */   vS: () => (/* binding */ parsePlan)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);
/* harmony import */ var _base_record_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(412);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6497);



/**
 * The plan of a fleet as it travels between jobs: `command: plan` writes it (output `plan`), and
 * `command: report` reads it back (input `plan`, from `needs.<plan job>.outputs.plan`). Text in
 * it went through a workflow: it is checked here like any input and escaped where it is shown.
 */
/** Why a deployment is deployed or skipped. */
const PLAN_REASONS = [
    /** `force: true`. */
    'forced',
    /** No deployment of that name exists yet. */
    'new',
    /** It exists, but no revision of it serves. */
    'not-serving',
    /** Its files changed between the commit that serves it and the workflow's commit. */
    'changed',
    /** Nothing it watches changed: skipped. */
    'unchanged',
    /** Which commit serves it is not known. */
    'serving-unknown',
    /** The commit that serves it is not in the checkout's history. */
    'not-in-history',
    /** What it is made of could not be worked out (its langgraph.json cannot be read). */
    'files-unknown',
];
/** Where the plan learned which commit serves a deployment. */
const SERVING_SOURCES = ['control-plane', 'github-deployment'];
/** A revision id the plan carries as it is: what ids are (a UUID is 36 characters). */
const PLAIN_REVISION = /^[A-Za-z0-9._:-]{1,40}$/;
/** The longest revision id a plan carries: the server's own, or its short form. */
const PLAN_REVISION_MAX = 40;
/**
 * A serving revision as the plan carries it: the server's id when it reads as one, else a short
 * form of it — its first letters and digits, `~`, and a hash of the whole (a server may name a
 * revision with 256 characters, each 6 bytes of JSON). The report compares a revision with the
 * plan's through this same function.
 */
function plannedRevision(id) {
    if (PLAIN_REVISION.test(id))
        return id;
    return `${id.replace(/[^A-Za-z0-9._:-]/g, '').slice(0, 20)}~${hash64(id)}`;
}
/** 16 hex digits of two FNV-1a hashes of the text (for telling ids apart, not for security). */
function hash64(text) {
    let a = 0x811c9dc5;
    let b = 0x01000193 ^ text.length;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193) >>> 0;
        b = Math.imul(b ^ c ^ (a >>> 7), 0x5bd1e995) >>> 0;
    }
    return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
/** The plan from its JSON text, or why it is not one. */
function parsePlan(text) {
    const value = (0,_base_record_js__WEBPACK_IMPORTED_MODULE_2__/* .tryJson */ .M)(text);
    if (value === undefined)
        return { problem: 'is not JSON; pass the plan job’s output as it is (needs.<plan job>.outputs.plan)' };
    try {
        const o = object(value, []);
        const deployments = list(o.deployments, ['deployments'], _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.fleetSize, plannedDeployment);
        const commit = optional(o.commit, ['commit'], sha);
        return { plan: { ...(commit !== undefined && { commit }), deployments } };
    }
    catch (error) {
        if (!(error instanceof NotAPlan))
            throw error;
        return {
            problem: `is not a plan of this action (${error.at.join('.') || 'the top'}: ${error.message}); pass the plan job’s output as it is (needs.<plan job>.outputs.plan)`,
        };
    }
}
/*
 * The plan's shape, checked by hand rather than with zod: the inputs are read before anything
 * heavy loads (the action's start-up). What the shape does not name is left out.
 */
/** Where the plan's JSON is not a plan, and why. */
class NotAPlan extends Error {
    at;
    constructor(at, message) {
        super(message);
        this.at = at;
    }
}
function plannedDeployment(value, at) {
    const o = object(value, at);
    const serving = optional(o.serving, [...at, 'serving'], (v, where) => {
        const s = object(v, where);
        const revision = optional(s.revision, [...where, 'revision'], (r, w) => string(r, w, PLAN_REVISION_MAX));
        const commit = optional(s.commit, [...where, 'commit'], sha);
        const from = optional(s.from, [...where, 'from'], (f, w) => oneOf(f, w, SERVING_SOURCES));
        return {
            ...(revision !== undefined && { revision }),
            ...(commit !== undefined && { commit }),
            ...(from !== undefined && { from }),
        };
    });
    const changed = optional(o.changed, [...at, 'changed'], (v, where) => list(v, where, 20, (path, w) => string(path, w, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_TEXT_MAX */ .LD.path)));
    return {
        deployment: string(o.deployment, [...at, 'deployment'], _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b1.fleetNameLength, 1),
        action: oneOf(o.action, [...at, 'action'], ['deploy', 'skip']),
        reason: oneOf(o.reason, [...at, 'reason'], PLAN_REASONS),
        why: string(o.why, [...at, 'why'], _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_TEXT_MAX */ .LD.why),
        ...(serving !== undefined && { serving }),
        ...(changed !== undefined && { changed }),
    };
}
function object(value, at) {
    if (!(0,_base_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        throw new NotAPlan(at, 'expected an object');
    return value;
}
function list(value, at, max, item) {
    if (!Array.isArray(value))
        throw new NotAPlan(at, 'expected an array');
    if (value.length > max)
        throw new NotAPlan(at, `more than ${max} items`);
    return value.map((v, i) => item(v, [...at, i]));
}
function string(value, at, max, min = 0) {
    if (typeof value !== 'string')
        throw new NotAPlan(at, 'expected a string');
    if (value.length < min)
        throw new NotAPlan(at, `shorter than ${min} character${min === 1 ? '' : 's'}`);
    if (value.length > max)
        throw new NotAPlan(at, `longer than ${max} characters`);
    return value;
}
function sha(value, at) {
    const text = string(value, at, 64);
    if (!/^[0-9a-f]{7,64}$/.test(text))
        throw new NotAPlan(at, 'not a commit SHA (7 to 64 hex digits)');
    return text;
}
function oneOf(value, at, allowed) {
    if (typeof value === 'string' && allowed.includes(value))
        return value;
    throw new NotAPlan(at, `expected one of ${allowed.join(', ')}`);
}
function optional(value, at, read) {
    return value === undefined ? undefined : read(value, at);
}
/**
 * The plan as it travels to the report, within PLAN_OUTPUT_MAX_BYTES: a plan too large (a big
 * fleet, long names, many changed files) loses what the report needs least, step by step — the
 * changed files beyond the first, then all of them, then the words of each `why` beyond a short
 * start, then all of them — never a decision, a reason or what served. The plan job's own summary
 * keeps it whole. With LIMITS.fleetSize entries of names LIMITS.fleetNameLength long, the last
 * step is at most about 95 KB whatever the server said (ids are carried short: plannedRevision).
 */
function planForTransport(plan, maxBytes = _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .PLAN_OUTPUT_MAX_BYTES */ .T6) {
    const steps = [
        (d) => d,
        (d) => (d.changed ? { ...d, changed: d.changed.slice(0, 1) } : d),
        ({ changed: _changed, ...d }) => d,
        ({ changed: _changed, ...d }) => ({ ...d, why: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(d.why, 119) }),
        ({ changed: _changed, ...d }) => ({ ...d, why: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(d.why, 39) }),
        ({ changed: _changed, ...d }) => ({ ...d, why: '' }),
    ];
    let text = '';
    for (const step of steps) {
        text = JSON.stringify({ ...plan, deployments: plan.deployments.map(step) });
        if (Buffer.byteLength(text) <= maxBytes)
            break;
    }
    return text;
}


/***/ }),

/***/ 9758:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ sortProblems),
/* harmony export */   fI: () => (/* binding */ problemText),
/* harmony export */   sc: () => (/* binding */ sameProblem)
/* harmony export */ });
/* harmony import */ var _action_defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8286);

/**
 * A problem as a line: `origin: input (about): message`. An input a manifest set is named as the
 * manifest names it (its key); one the step set, as the front end names it (`label`).
 */
function problemText(problem, label = (input) => input) {
    const { input, message, origin, about } = problem;
    const name = input === undefined ? undefined : origin ? input : label(input);
    const head = [origin, name && (about ? `${name} (${about})` : name)].filter(Boolean).join(': ');
    return head ? `${head}: ${message}` : message;
}
/** Whether two problems say the same thing of the same input from the same place. */
function sameProblem(a, b) {
    return a.input === b.input && a.message === b.message && a.origin === b.origin && a.about === b.about;
}
/**
 * Problems in the order they are said: by their input's place in action.yml (those of no input,
 * such as a manifest's shape or a key that is no input, first), then by manifest entry (the step's
 * and the manifest's defaults first), then by line in the file; else as found.
 */
function sortProblems(problems) {
    const key = (p) => [
        _action_defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .INPUT_NAMES */ .Q.indexOf(p.input ?? ''),
        p.entry ?? -1,
        p.line ?? 0,
    ];
    return problems.toSorted((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        return ka.map((k, i) => k - kb[i]).find((d) => d !== 0) ?? 0;
    });
}


/***/ }),

/***/ 6659:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ proxyProblems),
/* harmony export */   GV: () => (/* binding */ withScheme),
/* harmony export */   rw: () => (/* binding */ proxyVariable)
/* harmony export */ });
/*
 * The proxy variables of the runner's environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), read as
 * curl reads them: checked with the inputs before any request, and routed by http/proxy.ts.
 */
/** `host:port` without a scheme, as curl and the runner accept it, means an http proxy. */
function withScheme(proxy) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}
/** The variable a proxy setting is read from: lower case first, as curl does; blank is unset. */
function proxyVariable(env, name) {
    return [name.toLowerCase(), name].find((n) => env[n]);
}
/**
 * The proxy variables requests would go through (HTTPS_PROXY, or HTTP_PROXY, for https; HTTP_PROXY
 * for http; lower case first) set to something no request could use, named (never quoted: a proxy
 * URL may hold a password) — checked with the inputs, before any request is sent. A variable that
 * no request reads (the upper-case one when the lower-case one is set) is not checked.
 */
function proxyProblems(env) {
    if ((env.no_proxy || env.NO_PROXY || '').trim() === '*')
        return [];
    const used = new Set([
        proxyVariable(env, 'HTTPS_PROXY') ?? proxyVariable(env, 'HTTP_PROXY'),
        proxyVariable(env, 'HTTP_PROXY'),
    ].filter((name) => name !== undefined));
    return [...used]
        .filter((name) => {
        try {
            const url = new URL(withScheme(env[name]));
            return !(url.protocol === 'http:' || url.protocol === 'https:') || !url.hostname;
        }
        catch {
            return true;
        }
    })
        .map((name) => ({
        name: `${name} (environment variable)`,
        text: 'is not a proxy URL requests can go through; write http://host:port or host:port (with user:password@ before the host when the proxy needs them)',
    }));
}


/***/ }),

/***/ 1257:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ reservedBy),
/* harmony export */   n: () => (/* binding */ isReservedSecret)
/* harmony export */ });
/**
 * Secret names the platform keeps for itself: the three official deploy clients never send them
 * (Python `RESERVED_ENV_VARS`, JS `RESERVED_ENV_VARS`, Go `deployReservedEnvVars`; lines in
 * docs/platform-compatibility.md). One table, by who reserves the name:
 * - `platform`: the control plane's own list (LANGCHAIN_RESERVED_ENV_VARS, the clients say);
 * - `cloud`: reserved on LangSmith's cloud, allowed on a self-hosted instance: our reading of
 *   the comment ALLOWED_SELF_HOSTED_ENV_VARS over them in the Python client (the three clients
 *   themselves leave them out on every host);
 * - `client`: never sent by the JS client (its own key variable); not known to be refused.
 */
const RESERVED = {
    platform: [
        'LANGCHAIN_TRACING_V2',
        'LANGSMITH_TRACING_V2',
        'LANGCHAIN_ENDPOINT',
        'LANGCHAIN_PROJECT',
        'LANGSMITH_PROJECT',
        'LANGSMITH_LANGGRAPH_GIT_REPO',
        'LANGGRAPH_GIT_REPO_PATH',
        'LANGCHAIN_API_KEY',
        'LANGSMITH_CONTROL_PLANE_API_KEY',
        'POSTGRES_URI',
        'POSTGRES_PASSWORD',
        'DATABASE_URI',
        'LANGSMITH_LANGGRAPH_GIT_REF',
        'LANGSMITH_LANGGRAPH_GIT_REF_SHA',
        'LANGGRAPH_AUTH_TYPE',
        'LANGSMITH_AUTH_ENDPOINT',
        'LANGSMITH_TENANT_ID',
        'LANGSMITH_AUTH_VERIFY_TENANT_ID',
        'LANGSMITH_HOST_PROJECT_ID',
        'LANGSMITH_HOST_PROJECT_NAME',
        'LANGSMITH_HOST_REVISION_ID',
        'LOG_JSON',
        'LOG_DICT_TRACEBACKS',
        'REDIS_URI',
        'LANGCHAIN_CALLBACKS_BACKGROUND',
        'DD_TRACE_PSYCOPG_ENABLED',
        'DD_TRACE_REDIS_ENABLED',
        'LANGSMITH_DEPLOYMENT_NAME',
        'LANGGRAPH_CLOUD_LICENSE_KEY',
    ],
    cloud: [
        'LANGSMITH_API_KEY',
        'LANGSMITH_ENDPOINT',
        'POSTGRES_URI_CUSTOM',
        'REDIS_URI_CUSTOM',
        'PATH',
        'PORT',
        'MOUNT_PREFIX',
        'LSD_ENV',
        'LSD_DD_API_KEY',
        'LSD_DD_ENDPOINT',
        'LSD_DEPLOYMENT_TYPE',
    ],
    client: ['LANGGRAPH_HOST_API_KEY'],
};
const BY_NAME = new Map(Object.entries(RESERVED).flatMap(([by, names]) => names.map((name) => [name, by])));
/** Who reserves this secret name, if anyone (names are exact: case matters). */
function reservedBy(name) {
    return BY_NAME.get(name);
}
/** Whether a deployment of this control plane can be given the secret (self-hosted allows `cloud`). */
function isReservedSecret(name, selfHosted) {
    const by = reservedBy(name);
    return by !== undefined && !(selfHosted && by === 'cloud');
}


/***/ }),

/***/ 9023:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ secretValuesOf),
/* harmony export */   p: () => (/* binding */ SECRET_INPUTS)
/* harmony export */ });
/**
 * The inputs whose value is a secret, and where each is held once read: the one list of them.
 * Their values are masked, even when the inputs are refused; the CLI warns that such a flag stays
 * in the shell's history.
 */
const SECRET_INPUT_VALUES = {
    api_key: (inputs) => [inputs.controlPlane.apiKey],
    github_token: (inputs) => [inputs.github.token],
    // Held by the checks when they run; kept aside to be masked when they do not.
    judge_api_key: (inputs) => [inputs.checks?.judge?.apiKey, ...(inputs.unheldSecrets ?? [])],
    // Every secret's value, sent or withheld (a name the platform reserves).
    secrets: (inputs) => [...(inputs.deployment.secrets ?? []), ...inputs.deployment.withheldSecrets].map((s) => s.value),
};
/** The names of the inputs that are secrets. */
const SECRET_INPUTS = Object.keys(SECRET_INPUT_VALUES);
/** The values of valid inputs that are secrets: the key, the GitHub token, every secret's value. */
function secretValuesOf(inputs) {
    return Object.values(SECRET_INPUT_VALUES)
        .flatMap((values) => values(inputs))
        .filter((value) => Boolean(value));
}


/***/ }),

/***/ 3448:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ AGENT_ENVIRONMENTS),
/* harmony export */   FG: () => (/* binding */ ON_SUPERSEDED),
/* harmony export */   Hl: () => (/* binding */ SOURCES),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   R1: () => (/* binding */ CHECKS_FAIL_ON),
/* harmony export */   _o: () => (/* binding */ DEPLOYMENT_TYPES),
/* harmony export */   ku: () => (/* binding */ LOG_MODES),
/* harmony export */   tc: () => (/* binding */ SECRETS_MODES),
/* harmony export */   uF: () => (/* binding */ SMOKE_CHECKS)
/* harmony export */ });
const COMMANDS = [
    'deploy',
    'rollback',
    'promote',
    'delete',
    'status',
    'wait-auth',
    'smoke-test',
    'plan',
    'report',
    'prune',
];
/** `upload` is the API's `internal_source`: the workspace's files, archived and uploaded. */
const SOURCES = ['github', 'upload', 'external_docker'];
/** An agent's environments, as the Go client lists them (docs/agent-environments.md). */
const AGENT_ENVIRONMENTS = ['development', 'staging', 'production'];
/**
 * `serverless` and `dedicated` are the types LangSmith's docs name today; `dev`, `prod` (and
 * `dev_free`) are the ones the OpenAPI document lists, still accepted for older plans.
 */
const DEPLOYMENT_TYPES = ['serverless', 'dedicated', 'dev', 'prod', 'dev_free'];
/** What an update with `secrets` does to the deployment's other secrets. */
const SECRETS_MODES = ['merge', 'replace'];
const ON_SUPERSEDED = ['follow', 'fail'];
const LOG_MODES = ['on-failure', 'stream', 'off'];
const SMOKE_CHECKS = ['run', 'enqueue', 'rollback', 'interrupt', 'stream'];
const CHECKS_FAIL_ON = ['any', 'regression', 'never'];


/***/ }),

/***/ 5484:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ readYaml)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6497);

/**
 * The YAML (or JSON) of a file an input names — the agent checks file, a fleet manifest — read
 * one way: duplicate keys and an alias bomb are errors, YAML 1.2 (`yes` stays text), and each
 * error is `line N: what is wrong` (N also as `line`), one line that ends as the parser's sentence
 * does (the parser's own message would end `at line 1, column 9:` over a picture of the line). The
 * parser is loaded only by runs that read such a file.
 */
async function readYaml(text) {
    const { LineCounter, parseDocument } = await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19));
    const lines = new LineCounter();
    const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
    if (document.errors.length)
        return {
            problems: document.errors.slice(0, MAX_ERRORS).map((e) => {
                const { line } = lines.linePos(e.pos[0]);
                return { line, message: `line ${line}: ${sentence(e.message)}` };
            }),
        };
    try {
        return { value: document.toJS({ maxAliasCount: _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b1.yamlAliases }) };
    }
    catch (error) {
        return { problems: [{ message: sentence(error.message) }] };
    }
}
/** Errors shown of one file: the first ones say where to start. */
const MAX_ERRORS = 10;
function sentence(message) {
    return message
        .split('\n')[0]
        .replace(/[\s:]+$/, '')
        .slice(0, 300);
}


/***/ }),

/***/ 1150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ INTERNAL_ERROR_TITLE),
/* harmony export */   MO: () => (/* binding */ crashLine),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   d0: () => (/* binding */ crashMarkdown),
/* harmony export */   et: () => (/* binding */ internalFailure),
/* harmony export */   qo: () => (/* binding */ INTERNAL_ERROR_STATUS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);
/* harmony import */ var _inputs_front_end_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9906);


/**
 * A bug of ours: an error no part of the run expected. Inside a command it ends the run as its
 * failure; one that escapes the run is caught by the front end (index.ts, the CLI), which writes
 * every output all the same. Either way the `status` output is INTERNAL_ERROR.
 */
const INTERNAL_ERROR_STATUS = 'INTERNAL_ERROR';
const INTERNAL_ERROR_TITLE = 'Unexpected error';
const NEXT = 'This is a bug in this action, not a problem of your deployment: please report it with this log.';
/** The failure a bug ends a command with. */
function internalFailure(error) {
    return { title: INTERNAL_ERROR_TITLE, message: `${messageOf(error)}\n${NEXT}`, internal: true };
}
/** The error line of a bug that escaped the run (redacted by the caller). */
function crashLine(message) {
    return `${INTERNAL_ERROR_TITLE}: ${message} ${NEXT}`;
}
/** What a bug said. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * The job summary's card for a bug that escaped the run (its message redacted by the caller): the
 * run's own summary may be missing or cut short.
 */
function crashMarkdown(message, frontEnd) {
    return [
        '## ❌ Internal error: the run stopped on a bug',
        '',
        `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(message)}`,
        '',
        `${NEXT} What the run did before (a deployment created or updated, a revision started) stands: ${(0,_inputs_front_end_js__WEBPACK_IMPORTED_MODULE_1__/* .commandWords */ .Bl)(frontEnd, 'status', (t) => `\`${t}\``)} shows where it is. The outputs say \`status: ${INTERNAL_ERROR_STATUS}\`.`,
        '',
    ].join('\n');
}


/***/ }),

/***/ 2411:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ invalidInputsMarkdown),
/* harmony export */   J: () => (/* binding */ INVALID_INPUTS_STATUS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);

/** The `status` output of a run whose inputs were refused (nothing was sent). */
const INVALID_INPUTS_STATUS = 'INVALID_INPUTS';
/** The job summary of a run stopped by its inputs: each problem names the input and what is accepted. */
function invalidInputsMarkdown(problems, workflow) {
    // The action's own README, when the runner says which repository the action comes from.
    const { actionRepository: repo, serverUrl } = workflow;
    const readme = repo && /^[\w.-]+\/[\w.-]+$/.test(repo)
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('the README’s Inputs table', `${serverUrl}/${repo}#inputs`)
        : 'the README’s *Inputs* table';
    return [
        '## ❌ Invalid inputs: nothing was sent',
        '',
        `The action checked its inputs before any request and refused ${problems.length === 1 ? 'one' : problems.length}:`,
        '',
        ...problems.map((problem) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(problem)}`),
        '',
        `Every input, its default and what it accepts: ${readme}.`,
        '',
    ].join('\n');
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ urlLink),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   pI: () => (/* binding */ fitComment),
/* harmony export */   v7: () => (/* binding */ safeHref),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony export fitMarkdown */
/* harmony import */ var _inputs_endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9352);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8531);
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2607);



/**
 * Markdown for the job summary and the pull-request comment. Anything that came from a server
 * (or a user's input) goes through `code` or `text`, so nothing in it becomes markup, HTML, an
 * image, a link, a mention or an issue reference; links exist only where `link` builds them from
 * a URL this action checked.
 */
/** Inline code: shows the text as it is and renders none of it. One line; pipes safe in tables. */
function code(value, max = 200) {
    const text = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(value), max);
    if (text === '')
        return '';
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}
/**
 * What GitHub turns into a link, a mention or a reference even in plain text (its filters skip
 * only code and links): URLs and `www.` (autolinks), `@` (mentions, teams, e-mail addresses,
 * `user@sha`), `#12`, `owner/repo#12` and `GH-13` (issues), and 7 to 40 hex digits (commits).
 * A repository's custom autolinks (`JIRA-123`) are left as they are: they only link to its own
 * tracker, notify no one, and a rule for them would turn ordinary words (`SHA-256`) into code.
 */
const LIVE = [
    /[a-z][a-z0-9+.-]*:\/\/|www\./i,
    /@/,
    /#\d/,
    /(?:^|[^a-z0-9])gh-\d/i,
    /(?:^|[^a-z0-9])[0-9a-f]{7,40}(?![a-z0-9])/i,
];
/** A word, with the punctuation around it that reads as prose (`(see #12).`), not as part of it. */
const WORD = /^([(["'<]*)(.*?)([.,;:!?'")\]>]*)$/;
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Prose with untrusted parts: escaped so it renders as the same words, and nothing more. A word
 * GitHub would make live is shown as code (a code span is the one thing its filters leave alone);
 * the rest stays plain, readable text.
 */
function text(raw, max = _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.textChars) {
    const value = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(raw, max).replace(_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL */ .W3, ' ');
    let out = '';
    let last = 0;
    for (const match of value.matchAll(/\S+/g)) {
        const [, lead, core, trail] = WORD.exec(match[0]);
        if (!core || !LIVE.some((pattern) => pattern.test(core)))
            continue;
        out += escape(value.slice(last, match.index) + lead) + code(core, 300) + escape(trail);
        last = match.index + match[0].length;
    }
    // A block start: `#`, `+`, `-` are escaped themselves; a number's `.` or `)` is (`\1.` would
    // show the backslash: digits are not escapable).
    return (out + escape(value.slice(last)))
        .replace(/^(\s*)([#+-])/, '$1\\$2')
        .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}
/**
 * Backslash-escapes what could start markup inline (emphasis, code, links, tables, strike-through,
 * math, HTML) and, at the start, a block (heading, list, quote); intraword underscores stay as they
 * are.
 */
function escape(value) {
    return value
        .replace(/[\\`*[\]|~$]/g, (c) => `\\${c}`)
        .replace(/(^|[^A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (m) => m.replace('_', '\\_'))
        .replace(/[&<>"]/g, (c) => HTML[c]);
}
/** Text for one table cell: escaped, on one line. */
function cell(value) {
    return text(value.replace(/[\r\n]+/g, ' '));
}
/**
 * A link this action built: the URL must be https (or http on a loopback host) without
 * credentials; anything else is shown as code, not linked. `label` is our own words.
 */
function link(label, url) {
    return linkWith(escape(label), url);
}
/** A URL that came from a server, linked to itself when safe; its text is shown as code. */
function urlLink(url) {
    return url ? linkWith(code(url, 300), url) : '';
}
function linkWith(label, url) {
    if (!url)
        return '';
    const href = safeHref(url);
    return href ? `[${label}](${href})` : code(url, 300);
}
/**
 * The URL as a link target, when it may be one: https (or http on a loopback host), without
 * credentials, of a length a person could follow; normalised by the URL parser (no line breaks
 * survive it) and with the characters Markdown reads in a link target encoded. Undefined
 * otherwise.
 */
function safeHref(url) {
    if (url.length > _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.linkChars)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    const safe = (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && (0,_inputs_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(parsed.hostname))) &&
        !parsed.username &&
        !parsed.password;
    if (!safe)
        return undefined;
    const href = parsed.href.replace(/[()<>[\] "'|\\`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    // Normalising can lengthen it (percent-encoding): the limit holds for what is written.
    return href.length > _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.linkChars ? undefined : href;
}
/** Lines shown as they are, in a fenced block no line can close. */
function codeBlock(lines, language = 'text') {
    const longestRun = Math.max(0, ...lines.flatMap((l) => l.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longestRun + 1));
    return [`${fence}${language}`, ...lines, fence];
}
/** Inline code inside HTML (a `<summary>`), where Markdown is not read: inert like `code`. */
function htmlCode(value, max = 200) {
    const shown = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(value), max);
    return shown ? `<code>${escapeHtml(shown)}</code>` : '';
}
/** Our own words inside HTML. */
function escapeHtml(value) {
    return value.replace(/[&<>"]/g, (c) => HTML[c]);
}
/**
 * A collapsed block (`<details>`). `summary` is HTML: our words through `escapeHtml`, anything
 * untrusted through `htmlCode`. The body is Markdown.
 */
function details(summary, body) {
    return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>'];
}
/** A job summary as GitHub shows it: at most 1 MiB (REPORT_LIMITS), cut with a note. */
function fitSummary(markdown) {
    return fitMarkdown(markdown, _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.summaryBytes - 1, SUMMARY_CUT, (text) => Buffer.byteLength(text, 'utf8'));
}
/**
 * A pull-request comment as GitHub takes it: a longer one is refused and lost, so the body is cut
 * to what fits with a note, and `footer` always stays.
 */
function fitComment(body, footer, note = COMMENT_CUT) {
    const room = _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.commentChars - footer.length - 2;
    return `${fitMarkdown(body, room, note)}\n\n${footer}`;
}
const SUMMARY_CUT = '*The rest of this summary is cut: GitHub shows at most 1 MiB of it. The job log has it all.*';
const COMMENT_CUT = '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has more.*';
/**
 * Markdown cut to at most `max` (as `size` measures it), whole lines only, and still valid: an
 * open code fence is closed, open `<details>` blocks are closed, and a blank line ends a table,
 * list or quote before `note` (our words) says that the rest was cut. Unchanged when it fits.
 */
function fitMarkdown(markdown, max, note, size = (t) => t.length) {
    if (size(markdown) <= max)
        return markdown;
    const kept = [];
    let used = 0;
    let fence;
    let open = 0;
    const closing = (f, d) => [
        ...(f ? [f] : []),
        ...Array.from({ length: d }, () => ['', '</details>']).flat(),
        '',
        note,
    ];
    const sizeOf = (lines) => lines.reduce((n, line) => n + size(line) + 1, 0);
    for (const line of markdown.split('\n')) {
        let nextFence = fence;
        let nextOpen = open;
        if (fence) {
            if (line.trimEnd() === fence)
                nextFence = undefined;
        }
        else if (/^`{3,}/.test(line))
            nextFence = /^`+/.exec(line)[0];
        else if (/^<details>/.test(line))
            nextOpen++;
        else if (/^<\/details>/.test(line))
            nextOpen = Math.max(0, nextOpen - 1);
        const lineSize = size(line) + 1;
        if (used + lineSize + sizeOf(closing(nextFence, nextOpen)) > max)
            break;
        kept.push(line);
        used += lineSize;
        fence = nextFence;
        open = nextOpen;
    }
    return [...kept, ...closing(fence, open)].join('\n');
}
/**
 * A message as a block quote, escaped. Each line is its own paragraph: an error and its hint
 * never run together. Lines of a list (`  - …`) stay one list.
 */
function quote(message) {
    const out = [];
    let previousWasItem = false;
    for (const line of message.split(/\r\n|\r|\n|\u2028|\u2029/)) {
        const item = /^\s+- /.exec(line);
        if (out.length && !(item && previousWasItem))
            out.push('>');
        out.push(item ? `> - ${text(line.slice(item[0].length))}` : `> ${text(line)}`);
        previousWasItem = Boolean(item);
    }
    return out;
}


/***/ }),

/***/ 7438:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  QL: () => (/* binding */ SECRET_OUTPUTS),
  KZ: () => (/* binding */ crashOutputs),
  Yz: () => (/* binding */ outputsOf)
});

// EXTERNAL MODULE: ./src/run/prune-state.ts
var prune_state = __nccwpck_require__(3101);
// EXTERNAL MODULE: ./src/run/run-state.ts
var run_state = __nccwpck_require__(9184);
// EXTERNAL MODULE: ./src/report/internal-error.ts
var internal_error = __nccwpck_require__(1150);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __nccwpck_require__(2607);
;// CONCATENATED MODULE: ./src/report/checks-report.ts


/** Cut replies and failures keep this much when even a report without runs does not fit. */
const CUT_TEXT = 300;
/**
 * Ways to make the report smaller, least lost first; each applies to what the previous left. A
 * checks file of 200 cases with 20 runs and 50 expectations each, against an agent that fails
 * them all, reports about 60 MB: only the first step or two are ever needed for files people write.
 */
const SMALLER = [
    {
        left: 'the expectations each run met',
        apply: (c) => ({
            ...c,
            run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.filter((e) => !e.met) })),
        }),
    },
    {
        left: 'all but the first unmet expectation of each run',
        apply: (c) => ({
            ...c,
            run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.slice(0, 1) })),
        }),
    },
    { left: 'the runs of each case', apply: (c) => ({ ...c, run_results: [] }) },
    {
        left: `each case's failure and reply past ${CUT_TEXT} characters`,
        apply: ({ failure, reply, ...c }) => ({
            ...c,
            ...(failure === undefined ? {} : { failure: (0,untrusted/* clip */.$Q)(failure, CUT_TEXT) }),
            ...(reply === undefined ? {} : { reply: (0,untrusted/* clip */.$Q)(reply, CUT_TEXT) }),
        }),
    },
];
/**
 * The agent checks report as the `checks_report` output: all of it when it fits in
 * `maxBytes` (UTF-8), else without what SMALLER leaves out — as little as it takes — with a
 * `truncated` field saying what is missing. Every case, with its result, is always there.
 */
function checksReportJson(report, maxBytes = policy/* REPORT_LIMITS */.S4.outputBytes) {
    let json = JSON.stringify(report);
    const left = [];
    let cases = report.cases;
    for (const step of SMALLER) {
        if (Buffer.byteLength(json) <= maxBytes)
            break;
        cases = cases.map(step.apply);
        left.push(step.left);
        // The `checks_report` output as it is written: the report, and what was left out of it.
        const output = {
            ...report,
            cases,
            truncated: `Cut to fit a GitHub output (at most 1 MB): left out ${left.join('; ')}. The job summary and checks_junit show every case.`,
        };
        json = JSON.stringify(output);
    }
    return json;
}

// EXTERNAL MODULE: ./src/inputs/plan-json.ts
var plan_json = __nccwpck_require__(5189);
// EXTERNAL MODULE: ./src/report/promotion-words.ts
var promotion_words = __nccwpck_require__(4467);
;// CONCATENATED MODULE: ./src/report/outputs.ts








/** Outputs that are secrets themselves: set as they are (the runner masks them), never redacted. */
const SECRET_OUTPUTS = ['token'];
/**
 * Every output after a bug escaped the run: those it had set (redacted already), the others empty
 * as a new run's, and `status` INTERNAL_ERROR.
 */
function crashOutputs(set, command, now) {
    return { ...outputsOf((0,run_state/* newRunState */.PG)(command, now)), ...set, status: internal_error/* INTERNAL_ERROR_STATUS */.qo };
}
/** The step's outputs, all of them in every outcome (empty when unknown). */
function outputsOf(state) {
    return {
        deployment_id: state.target.deploymentId ?? '',
        revision_id: state.revision.id ?? '',
        commit_sha: state.revision.commitSha ?? '',
        previous_revision_id: state.serving.previous?.id ?? '',
        active_revision_id: state.serving.active ?? '',
        rolled_back: String((0,run_state/* rolledBack */.EN)(state)),
        source_digest: state.source.digest ?? '',
        promoted_from: (0,promotion_words/* promotedFromOutput */.SC)(state),
        status: state.failure?.internal ? internal_error/* INTERNAL_ERROR_STATUS */.qo : ((0,run_state/* reportedStatus */.mW)(state) ?? ''),
        deploy_attempts: state.attempts
            ? JSON.stringify(state.attempts.map((a) => ({
                revision_id: a.revisionId,
                status: (0,untrusted/* clip */.$Q)(a.status ?? '', policy/* DEPLOY_ATTEMPT_STATUS_MAX_CHARS */.Cw),
            })))
            : '',
        deployment_url: state.target.deploymentUrl ?? '',
        created: String(state.target.created),
        token: state.target.token ?? '',
        smoke_test: state.gate.smoke?.result ?? 'skipped',
        smoke_report: state.gate.smoke ? JSON.stringify(state.gate.smoke) : '',
        checks: state.gate.checks?.result ?? 'skipped',
        checks_report: state.gate.checks ? checksReportJson(state.gate.checks) : '',
        checks_experiment_url: state.gate.checks?.experiment_url ?? '',
        ...fleetOutputs(state),
        // `prune`'s: the names deleted, as JSON.
        pruned: state.prune ? JSON.stringify((0,prune_state/* prunedNames */.p)(state.prune)) : '',
    };
}
/** The outputs of `plan` and `report`: every one in every outcome (empty when not theirs). */
function fleetOutputs(state) {
    const plan = state.fleet?.plan;
    const rows = state.fleet?.rows;
    return {
        matrix: plan
            ? JSON.stringify({
                include: plan.deployments
                    .filter((d) => d.action === 'deploy')
                    .map((d) => ({ deployment: d.deployment })),
            })
            : '',
        plan: plan ? (0,plan_json/* planForTransport */.ix)(plan) : '',
        failed: rows
            ? rows
                .filter((r) => r.failed)
                .map((r) => r.deployment)
                .join(',')
            : '',
    };
}


/***/ }),

/***/ 4467:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RY: () => (/* binding */ promotedFrom),
/* harmony export */   SC: () => (/* binding */ promotedFromOutput),
/* harmony export */   f4: () => (/* binding */ promotedFact),
/* harmony export */   h9: () => (/* binding */ promotedThing),
/* harmony export */   lM: () => (/* binding */ promotedHow),
/* harmony export */   nH: () => (/* binding */ promotedDescription)
/* harmony export */ });
/* harmony import */ var _base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3231);

const plain = (value) => value;
/** What a promote moved: `commit abc1234`, or the image (its digest is its name). */
function promotedThing(p, show = plain) {
    if (p.imageUri)
        return `image ${show(p.imageUri)}`;
    return p.commit ? `commit ${show((0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(p.commit))}` : 'the revision';
}
/** Where it came from: "revision 1a2b3c4d of staging". */
function promotedFrom(p, show = plain, short = false) {
    const revision = p.revisionId ? `revision ${show(short ? (0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortId */ .m_)(p.revisionId) : p.revisionId)} of ` : '';
    return `${revision}${show(p.deploymentName ?? p.deploymentId)}`;
}
/**
 * "Promoted commit abc1234 (revision 1a2b3c4d) from staging", or "Promoted image sha256:0123456789ab
 * (…)": the GitHub Deployment's line, which has 140 characters (an image's whole name may not fit).
 */
function promotedDescription(p) {
    const revision = p.revisionId ? ` (revision ${(0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortId */ .m_)(p.revisionId)})` : '';
    const digest = p.imageUri && /@(sha256:[0-9a-f]{12})[0-9a-f]*$/.exec(p.imageUri)?.[1];
    const thing = digest ? `image ${digest}` : promotedThing(p);
    return `Promoted ${thing}${revision} from ${p.deploymentName ?? p.deploymentId}`;
}
/** What the new revision is, next to what was promoted: rebuilt, or the same bytes. */
function promotedHow(state, show = plain) {
    const p = state.promotion;
    const from = promotedFrom(p, show);
    if (p.imageUri)
        return `runs the same image as ${from}: the same bytes`;
    if (p.archiveDigest)
        return `rebuilt the same archive as ${from} (commit ${show((0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(p.commit ?? ''))}, its tar's SHA-256 ${show(p.archiveDigest)}): the same files, a new build`;
    return `rebuilt commit ${show((0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(p.commit ?? ''))}${p.ref ? ` of ${show(p.ref)}` : ''}, which ${from} built: the same code, a new build`;
}
/** The facts list's line: where the promoted build came from, and what it is made of. */
function promotedFact(p, show) {
    const made = [
        p.commit && `commit ${show((0,_base_commit_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .shortSha */ .Fu)(p.commit))}${p.ref ? ` of ${show(p.ref)}` : ''}`,
        p.archiveDigest && `its tar's SHA-256 ${show(p.archiveDigest)}`,
        p.imageUri && `image ${show(p.imageUri)}`,
    ].filter(Boolean);
    return `${promotedFrom(p, show)}${made.length ? ` (${made.join(', ')})` : ''}`;
}
/** `promoted_from`: what was promoted, as JSON, once the source was read ('' before). */
function promotedFromOutput(state) {
    const p = state.promotion;
    if (!p)
        return '';
    return JSON.stringify({
        deployment_id: p.deploymentId,
        revision_id: p.revisionId ?? '',
        ...(p.commit ? { commit: p.commit } : {}),
        ...(p.archiveDigest ? { archive_digest: p.archiveDigest } : {}),
        ...(p.imageUri ? { image_uri: p.imageUri } : {}),
    });
}


/***/ }),

/***/ 3101:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ prunedNames)
/* harmony export */ });
/** The names `command: prune` deleted: the output `pruned`. */
function prunedNames(prune) {
    return prune.previews.filter((p) => p.outcome === 'pruned').map((p) => p.name);
}


/***/ }),

/***/ 9184:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ buildsRevision),
/* harmony export */   EN: () => (/* binding */ rolledBack),
/* harmony export */   PG: () => (/* binding */ newRunState),
/* harmony export */   cu: () => (/* binding */ newRevisionStatus),
/* harmony export */   mW: () => (/* binding */ reportedStatus),
/* harmony export */   rn: () => (/* binding */ GATE_NAMES)
/* harmony export */ });
/* harmony import */ var _status_history_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6738);

/** A revision not known yet: nothing observed. */
function newRevisionStatus() {
    return { history: new _status_history_js__WEBPACK_IMPORTED_MODULE_0__/* .StatusHistory */ .b() };
}
/** What each part of the gate is called, in the log and every report. */
const GATE_NAMES = {
    smoke: 'smoke test',
    checks: 'agent checks',
    commit: 'commit check',
};
/** Whether this run rolled the deployment back: its rollback's redeploy reached DEPLOYED and serves. */
function rolledBack(state) {
    return state.rollback?.rolledBack === true;
}
function newRunState(command, now) {
    return {
        command,
        startedAt: now,
        target: { created: false },
        revision: newRevisionStatus(),
        gate: {},
        serving: { superseded: [] },
        dryRun: {},
        source: {},
        logs: { unavailable: [], noticed: [] },
    };
}
/** Whether the revision this run follows builds an image (a redeploy reuses one): a create or an update. */
function buildsRevision(state) {
    return ['create', 'update', 'promote'].includes(state.target.action ?? '');
}
/** The one status the `status` output reports: the revision's, the auth's, the delete's, or a promote's. */
function reportedStatus(state) {
    return (state.revision.status ??
        state.target.authStatus ??
        state.target.deleteResult ??
        (state.promotion?.unchanged ? UNCHANGED_STATUS : undefined));
}
/** `status` of a promote that wrote nothing: the target already served what it promotes. */
const UNCHANGED_STATUS = 'unchanged';


/***/ }),

/***/ 6738:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ StatusHistory),
/* harmony export */   r: () => (/* binding */ passedUnseenBuild)
/* harmony export */ });
/* harmony import */ var _control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3112);

/**
 * Whether a revision that builds went from `from` to `to` through a build this run did not see:
 * `to` comes after the build and `from` is neither the build nor after it.
 */
function passedUnseenBuild(from, to) {
    const before = (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(from);
    return before !== 'build' && before !== 'deploy' && (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(to) === 'deploy';
}
class StatusHistory {
    spans = [];
    reported;
    /**
     * What the control plane said with the status: its `updated_at`. Called by whoever fetches,
     * before `observe` records the status.
     */
    report(status, updatedAt) {
        const at = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
        this.reported = Number.isFinite(at) ? { status, at } : undefined;
    }
    /** Records one observation; returns the change when the status differs from the last one. */
    observe(status, at) {
        const reported = this.reported?.status === status ? this.reported.at : undefined;
        this.reported = undefined;
        const last = this.spans.at(-1);
        if (last?.status === status)
            return undefined;
        const span = {
            status,
            since: at,
            ...(reported === undefined ? {} : { serverSince: reported }),
        };
        if (last)
            last.until = at;
        this.spans.push(span);
        if (!last)
            return { status };
        // By the server's timestamps when both are known and sane.
        return { status, previous: last.status, previousMs: serverMs(last, span) ?? span.since - last.since };
    }
    get current() {
        return this.spans.at(-1);
    }
    /**
     * The timeline as reports show it. `end` closes a status still in progress (a timeout, a
     * cancellation, `wait: false`). With `built`, a revision seen after its build but never in
     * BUILDING gets the row, marked as not seen (the API reports only the current status), and the
     * time of the status before it is said to hold the build too: it ran until the next status
     * seen, and the build came between.
     */
    timeline(end, built, verdictOf) {
        const rows = [];
        const unseen = { status: 'BUILDING', timing: 'unseen' };
        let missed = built && !this.spans.some((s) => s.status === 'BUILDING');
        // Already past the build at the first look: no time of this run's holds it.
        if (missed && this.spans[0] && (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(this.spans[0].status) === 'deploy') {
            rows.push(unseen);
            missed = false;
        }
        this.spans.forEach((span, i) => {
            const next = this.spans[i + 1];
            if (verdictOf(span.status) === 'ended')
                rows.push({ status: span.status, timing: 'end' });
            else if (!next)
                rows.push(current(span, i, end));
            else {
                const through = missed && passedUnseenBuild(span.status, next.status);
                const server = serverMs(span, next);
                rows.push({
                    status: span.status,
                    ...(server === undefined
                        ? { ms: next.since - span.since, timing: 'observed' }
                        : { ms: server, timing: 'server' }),
                    ...(through ? { with: unseen.status } : {}),
                });
                if (through) {
                    rows.push(unseen);
                    missed = false;
                }
            }
        });
        return rows;
    }
}
/**
 * The status a revision is still in at `end`: in it since the server set it (its `updated_at`,
 * on the server's clock: a status command's one look at a revision building for minutes must
 * not say "6ms so far"), else since this run saw it change — or, when this run's first look
 * already found it, at least since that look.
 */
function current(span, index, end) {
    const seen = Math.max(0, end - span.since);
    if (span.serverSince !== undefined)
        return { status: span.status, ms: Math.max(seen, end - span.serverSince), timing: 'so far' };
    return { status: span.status, ms: seen, timing: index === 0 ? 'since seen' : 'so far' };
}
function serverMs(span, next) {
    if (span.serverSince === undefined || next.serverSince === undefined)
        return undefined;
    const ms = next.serverSince - span.serverSince;
    // Timestamps that go backwards are not to be trusted over what was seen.
    return ms >= 0 ? ms : undefined;
}


/***/ }),

/***/ 5277:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   O9: () => (/* binding */ runnerFiles),
/* harmony export */   T$: () => (/* binding */ RUNNER_FILE_NAMES),
/* harmony export */   TL: () => (/* binding */ appendRunnerFile),
/* harmony export */   j_: () => (/* binding */ runnerFileWarning),
/* harmony export */   nK: () => (/* binding */ RUNNER_FILE_TITLE),
/* harmony export */   nz: () => (/* binding */ appendSummaryFile)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _fs_report_file_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3468);
/* harmony import */ var _fs_small_file_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4327);



/** The files the runner has a step write its results to, by the variable naming each: what goes there. */
const RUNNER_FILES = {
    GITHUB_OUTPUT: "the step's outputs are",
    GITHUB_STEP_SUMMARY: 'the job summary is',
};
const RUNNER_FILE_NAMES = Object.keys(RUNNER_FILES);
/** The title of the one warning a runner file that cannot be written gets. */
const RUNNER_FILE_TITLE = 'Runner file not written';
/** Why the file a runner variable names cannot be written, as one warning naming both. */
function runnerFileWarning(name, path, error) {
    const why = error instanceof _fs_small_file_js__WEBPACK_IMPORTED_MODULE_2__/* .RefusedFile */ .tg
        ? `it is ${error.message}`
        : (error.code ?? error.message);
    return `${name} names ${path}, which cannot be written (${why}): ${RUNNER_FILES[name]} not written. Point ${name} at a file in a folder that exists, or leave it unset.`;
}
/**
 * The runner's file commands in their own format, for the start-up path (invalid inputs), where
 * @actions/core is not loaded (workflow-commands.ts says why): each output as
 * `name<<delimiter`, the value, the delimiter — a delimiter the value does not contain, so it
 * cannot end early. (Not node:crypto: loading it costs start-up ~10 ms, and the delimiter needs
 * only to be absent from the value, which is checked.) Returns the warning when the file cannot
 * be written.
 */
function writeOutputFile(env, outputs) {
    let text = '';
    for (const [name, value] of Object.entries(outputs)) {
        let delimiter;
        do
            delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
        while (value.includes(delimiter));
        text += `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_0__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_0__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_0__.EOL}`;
    }
    return appendRunnerFile(env, 'GITHUB_OUTPUT', text);
}
/** Appends to the job summary; returns the warning when its file cannot be written. */
function appendSummaryFile(env, markdown) {
    return appendRunnerFile(env, 'GITHUB_STEP_SUMMARY', markdown);
}
/**
 * Appends to a runner file, made when missing (never through a link), and only a regular file:
 * not a link (whose target the write would change), a FIFO (whose open would hang the run) or a
 * folder. Nothing when its variable is unset. Returns the warning when it cannot be written; then
 * nothing is written there.
 */
function appendRunnerFile(env, name, text) {
    const path = env[name];
    if (!path)
        return undefined;
    try {
        (0,_fs_report_file_js__WEBPACK_IMPORTED_MODULE_1__/* .appendToRegularFile */ .w)(path, text);
        return undefined;
    }
    catch (error) {
        return runnerFileWarning(name, path, error);
    }
}
/** The files the runner has a step write its results to (outputs, job summary), absolute. */
function runnerFiles(env) {
    return RUNNER_FILE_NAMES.map((name) => env[name]).filter((path) => !!path);
}


/***/ }),

/***/ 8949:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);

/** Shorter fragments are never masked: they would blank out ordinary text ("=", "ab"). */
const MIN_MASK_LENGTH = 3;
const hex4 = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/**
 * How a server may echo a secret back: JSON-escaped inside a string (as JavaScript writes it, as
 * Python's ensure_ascii writes it, as Go writes it with <, > and & escaped too), JSON-escaped
 * twice (a JSON logger logging a JSON body), as Python's repr() writes it, HTML-escaped,
 * URL-encoded (as encodeURIComponent writes it, with every reserved character encoded, with
 * lower-case hex) and form-encoded. Forms equal to the part itself add nothing.
 */
function encodedForms(part) {
    const json = JSON.stringify(part).slice(1, -1);
    const html = part.replace(/[&<>"']/g, (c) => HTML[c]);
    const url = encodeURIComponent(part);
    const full = url.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return [
        json,
        JSON.stringify(json).slice(1, -1),
        part.replace(/\\/g, '\\\\').replace(/'/g, "\\'"),
        html,
        html.replace(/&#39;/g, '&#x27;'),
        json.replace(/[^\x20-\x7e]/g, hex4),
        json.replace(/[^\x20-\x7e]|[<>&]/g, hex4),
        url,
        full,
        full.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
        full.replace(/%20/g, '+'),
        ...base64Forms(part),
    ].filter((form) => form !== part);
}
/**
 * A secret and every fixed form the redactor knows it by (encoded, escaped, inside base64):
 * `source: upload` looks for these in the files it archives.
 */
function secretForms(value) {
    return [value, ...encodedForms(value)];
}
/**
 * How a secret reads inside base64 text (a Kubernetes manifest, `echo $KEY | base64`, Basic
 * auth): for each of the three alignments it can start at, the characters that depend on the
 * secret alone — in standard and URL-safe alphabets. Short secrets have no such core worth it.
 */
function base64Forms(part) {
    const bytes = Buffer.from(part, 'utf8');
    const forms = [];
    for (const shift of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        // The first group mixes in what came before; the last, unless it ends a group, what follows.
        const start = shift === 0 ? 0 : 4;
        const end = (shift + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 4;
        const core = encoded.slice(start, end);
        if (core.length >= BASE64_MIN_CORE)
            forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return forms;
}
/** The shortest base64 core worth redacting: shorter ones would hit ordinary text. */
const BASE64_MIN_CORE = 8;
/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * writes passes through here, and known secret values — and their encoded forms — are replaced.
 * The runner only masks what `::add-mask::` registered, and only when the action runs on a runner.
 */
class Redactor {
    values = new Set();
    sorted = [];
    /** The values with interruptions taken out (a multi-line secret's whole), longest first. */
    joinable = [];
    /** Patterns of mixed encodings. */
    mixed = [];
    /** Registers a value (its lines and encoded forms too); returns the parts for `::add-mask::`. */
    add(value) {
        // The value and each of its lines (the runner masks line by line), but for fragments too short.
        const parts = [...new Set(value ? [value, ...value.split(/\r?\n/)] : [])].filter((part) => part.trim().length >= MIN_MASK_LENGTH);
        for (const part of parts) {
            for (const form of secretForms(part))
                this.values.add(form);
            const source = mixedPattern(part);
            if (part.length <= MIXED_MAX_LENGTH && !this.mixed.some((m) => m.pattern.source === source))
                this.mixed.push({ length: part.length, pattern: new RegExp(source, 'giu') });
        }
        // Longest first, so a secret containing another is replaced whole.
        this.sorted = [...this.values].sort((a, b) => b.length - a.length);
        this.joinable = [...new Set(this.sorted.map((v) => v.replace(INTERRUPTION, '')))]
            .filter((v) => v.length >= MIN_MASK_LENGTH)
            .sort((a, b) => b.length - a.length);
        this.mixed.sort((a, b) => b.length - a.length);
        return parts;
    }
    /**
     * The text with every registered value (at least `minLength` long) replaced by `***` — also
     * where line breaks, escape sequences or control characters interrupt it.
     */
    apply(text, minLength = 0) {
        let out = text;
        for (const value of this.sorted) {
            if (value.length < minLength)
                break;
            if (out.includes(value))
                out = out.split(value).join('***');
        }
        for (const { length, pattern } of this.mixed) {
            if (length < minLength)
                break;
            out = out.replace(pattern, '***');
        }
        return INTERRUPTED.test(out) ? this.acrossInterruptions(out, minLength) : out;
    }
    /**
     * A secret broken by what a renderer drops or shows as a mere break (`sec\nret` is shown
     * `sec ↵ ret`, base64 is wrapped every 76 characters, a colour code sits inside a word) is
     * found in the text with those taken out, and replaced with them.
     */
    acrossInterruptions(text, minLength) {
        const { joined, origin } = uninterrupted(text);
        const spans = [];
        const found = (start, end) => void spans.push([origin(start), origin(end - 1) + 1]);
        for (const value of this.joinable) {
            if (value.length < minLength)
                break;
            for (let at = joined.indexOf(value); at >= 0; at = joined.indexOf(value, at + value.length))
                found(at, at + value.length);
        }
        for (const { length, pattern } of this.mixed) {
            if (length < minLength)
                break;
            for (const match of joined.matchAll(pattern))
                if (match[0])
                    found(match.index, match.index + match[0].length);
        }
        return replaceSpans(text, spans);
    }
}
/**
 * What a renderer takes out of a line or shows as a mere break or space: terminal escape
 * sequences, line breaks, tabs and the other control characters.
 */
const INTERRUPTION = new RegExp(`${_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .ANSI */ .mh.source}|[\\t\\n]|${_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.source}`, 'g');
const INTERRUPTED = new RegExp(INTERRUPTION.source);
/** The text with every interruption taken out, and where each of its characters was in the text. */
function uninterrupted(text) {
    const pieces = [];
    // Where each kept piece starts, in the joined text and in the text.
    const starts = [];
    const origins = [];
    let from = 0;
    let length = 0;
    const keep = (to) => {
        if (to <= from)
            return;
        starts.push(length);
        origins.push(from);
        pieces.push(text.slice(from, to));
        length += to - from;
    };
    for (const match of text.matchAll(INTERRUPTION)) {
        keep(match.index);
        from = match.index + match[0].length;
    }
    keep(text.length);
    const origin = (at) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= at)
                low = mid;
            else
                high = mid - 1;
        }
        return origins[low] + at - starts[low];
    };
    return { joined: pieces.join(''), origin };
}
/** The text with each span (start, end), overlapping ones merged, replaced by `***`. */
function replaceSpans(text, spans) {
    if (!spans.length)
        return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
        if (end <= at)
            continue;
        // Overlapping the one before: that `***` now reaches further.
        if (start < at) {
            at = end;
            continue;
        }
        out += `${text.slice(at, start)}***`;
        at = end;
    }
    return out + text.slice(at);
}
/** Longer parts (a certificate's lines) are left to the fixed forms: their pattern would be huge. */
const MIXED_MAX_LENGTH = 512;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const hex = (n, width = 0) => n.toString(16).padStart(width, '0');
/**
 * A pattern for a secret however each of its characters is written — as itself, percent-encoded
 * (either case, `/` kept or not: Python's quote, encodeURI, form encoding with `+`), JSON-escaped
 * (`\/`, `\"`, `\\`, `\u00xx`), or as an HTML entity (named, decimal or hex) — in any mixture,
 * and in any letter case: servers and encoders each pick their own.
 */
function mixedPattern(part) {
    return [...part]
        .map((ch) => {
        const code = ch.codePointAt(0);
        const units = ch.length === 2 ? [ch.charCodeAt(0), ch.charCodeAt(1)] : [code];
        const forms = [
            ch,
            [...Buffer.from(ch, 'utf8')].map((b) => `%${hex(b, 2)}`).join(''),
            units.map((u) => `\\u${hex(u, 4)}`).join(''),
            `&#${code};`,
            `&#x${hex(code)};`,
            ...(ch === ' ' ? ['+'] : []),
            ...('/"\\'.includes(ch) ? [`\\${ch}`] : []),
            ...(Object.hasOwn(HTML, ch) ? [HTML[ch]] : []),
        ];
        return `(?:${[...new Set(forms)].map(escapeRegExp).join('|')})`;
    })
        .join('');
}
/** Deeper than any state the run keeps: a value nested further was built to blow the stack. */
const MAX_DEPTH = 64;
/**
 * A copy of a value with every string in it redacted — objects (class instances keep their
 * prototype), arrays, nested — so what renders it can escape and cut freely afterwards; with
 * `keys`, the names of its fields too (data of a user's or a server's, where a name may be
 * anything). What is nested more than MAX_DEPTH deep becomes `…`: its strings are never shown
 * unredacted, and no value can make the walk overflow the stack.
 */
function redactDeep(value, redact, options = {}) {
    const walk = (item, depth) => {
        if (typeof item === 'string')
            return redact(item);
        if (!item || typeof item !== 'object')
            return item;
        if (depth >= MAX_DEPTH)
            return '…';
        if (Array.isArray(item))
            return item.map((x) => walk(x, depth + 1));
        const copy = Object.create(Object.getPrototypeOf(item));
        for (const [key, x] of Object.entries(item))
            // Defined, not assigned: a field named `__proto__` (JSON.parse makes one) stays a field.
            Object.defineProperty(copy, options.keys ? redact(key) : key, {
                value: walk(x, depth + 1),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        return copy;
    };
    return walk(value, 0);
}


/***/ }),

/***/ 7140:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ termination)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4758);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8531);


/*
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s
 * after that; other CI systems send SIGTERM alone. Either first signal aborts the run, which then
 * writes its outputs and summary at once. After a SIGINT, reporting to GitHub may go on for
 * CANCEL_GRACE_MS (the SIGTERM is still far off); a SIGTERM — first or second — means the end is
 * near, so reporting stops at once and the process ends. The handlers stay installed until the
 * process exits, so a later signal can never kill the action halfway through writing.
 */
const run = new AbortController();
const reporting = new AbortController();
const stop = () => {
    run.abort(new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc());
    reporting.abort(new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc());
};
process.on('SIGINT', () => {
    if (run.signal.aborted)
        return stop();
    run.abort(new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc());
    setTimeout(stop, _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .CANCEL_GRACE_MS */ .RI).unref();
});
process.on('SIGTERM', stop);
/**
 * The process's cancellation signals, listened for as soon as this module is evaluated: the
 * entry imports it first, so SIGINT/SIGTERM are handled before the rest of the bundle loads.
 * `signal` aborts at the first SIGINT/SIGTERM: every request and pause of the run stops.
 * `reporting` aborts at any SIGTERM, a second SIGINT, or CANCEL_GRACE_MS after a first SIGINT:
 * slow reporting stops.
 */
const termination = { signal: run.signal, reporting: reporting.signal };


/***/ }),

/***/ 1520:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ addMaskCommand),
/* harmony export */   NA: () => (/* binding */ workflowCommand),
/* harmony export */   iZ: () => (/* binding */ errorCommand)
/* harmony export */ });
/**
 * Workflow commands in the runner's own format (`::name key=value::message`). The start-up path
 * writes the few it needs to stdout itself: @actions/core is loaded only once the inputs are
 * valid, because importing it costs ~80 ms (it pulls in an HTTP client for OIDC).
 */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function workflowCommand(name, message, properties = {}) {
    const props = Object.entries(properties)
        .map(([key, value]) => `${key}=${escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
        .join(',');
    return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
function addMaskCommand(value) {
    return workflowCommand('add-mask', value);
}
function errorCommand(message, title) {
    return workflowCommand('error', message, title ? { title } : {});
}


/***/ }),

/***/ 2061:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   QZ: () => (/* binding */ msOf),
/* harmony export */   TM: () => (/* binding */ secondsOf),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/**
 * Durations as users write them in workflow YAML: a plain number is seconds (`90`, `2.5`),
 * or one or more `<number><unit>` parts with units ms, s, m, h (`500ms`, `90s`, `15m`, `1h30m`).
 */
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
/** Milliseconds, or undefined when the text is not a duration. */
function parseDuration(text) {
    const value = text.trim().toLowerCase();
    if (/^\d+(?:\.\d+)?$/.test(value))
        return Math.round(Number(value) * 1_000);
    if (value === '')
        return undefined;
    PART.lastIndex = 0;
    let total = 0;
    let consumed = 0;
    for (let match = PART.exec(value); match; match = PART.exec(value)) {
        total += Number(match[1]) * UNIT_MS[match[2]];
        consumed = PART.lastIndex;
    }
    return consumed === value.length ? Math.round(total) : undefined;
}
/** Short human form for logs and summaries: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    if (ms < 1_000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const seconds = Math.round(ms / 1_000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
/** Milliseconds in `seconds` seconds (the API, a checks file and GitHub count some times in seconds). */
function msOf(seconds) {
    return seconds * 1_000;
}
/** Seconds in `ms` milliseconds. */
function secondsOf(ms) {
    return ms / 1_000;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 5938:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 1404:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map