export const id = 655;
export const ids = [655];
export const modules = {

/***/ 1774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jh: () => (/* binding */ RedirectRefused),
/* harmony export */   hO: () => (/* binding */ createAgentClient),
/* harmony export */   mV: () => (/* binding */ ReplyTooLarge)
/* harmony export */ });
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8531);

/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests use the run's fetch (undici, through the configured proxy), carry
 * X-Api-Key when a key is given, and never leave the agent server's origin (originBoundFetch).
 */
async function createAgentClient(url, apiKey, fetch) {
    const { Client } = await __webpack_require__.e(/* import() */ 484).then(__webpack_require__.bind(__webpack_require__, 5484));
    return new Client({
        apiUrl: url,
        // null: never fall back to LANGSMITH_API_KEY & co. from the environment.
        apiKey: apiKey ?? null,
        // One retry: a check is bounded, and each retry of an aborted request would only delay it.
        callerOptions: { maxRetries: 1, fetch: boundedReplies(originBoundFetch(fetch, url)) },
    });
}
/**
 * A fetch whose replies cannot fill the runner's memory: a reply read whole (JSON) is cut off at
 * SMOKE_MAX_REPLY_BYTES; a streamed one (server-sent events, consumed line by line — and in
 * `messages` mode each event repeats the message so far, so a long answer streams many MiB) may
 * run as long as the check's limit allows, but no single line of it may pass that size.
 */
function boundedReplies(fetch) {
    return async (input, init) => {
        const response = await fetch(input, init);
        if (!response.body || NULL_BODY.has(response.status))
            return response;
        const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
        const mib = _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SMOKE_MAX_REPLY_BYTES */ .UP / 2 ** 20;
        let held = 0;
        const body = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                // What is held: all of a reply read whole; of a stream, the line not finished yet.
                const newline = streamed ? chunk.lastIndexOf(0x0a) : -1;
                held = newline >= 0 ? chunk.byteLength - newline - 1 : held + chunk.byteLength;
                if (held > _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SMOKE_MAX_REPLY_BYTES */ .UP)
                    controller.error(new ReplyTooLarge(`the agent server's ${streamed ? 'stream sent a line' : 'reply was'} larger than ${mib} MiB`));
                else
                    controller.enqueue(chunk);
            },
        }));
        return new Response(body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
        });
    };
}
/** A reply cut off for its size: the server's behaviour, but no proof its revision is broken. */
class ReplyTooLarge extends Error {
}
/** Statuses a Response may not be built with a body for. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);
/** A redirect the smoke test refuses to follow, because it would carry the key elsewhere. */
class RedirectRefused extends Error {
}
/**
 * A fetch whose requests, and the API key on them, stay on one origin: redirects are never
 * followed by fetch itself. One to the same origin is followed here (at most five); one to any
 * other origin fails the request, naming where it pointed. (The alternative, following without
 * the key, would test a server that is not the deployment.)
 */
function originBoundFetch(fetch, baseUrl) {
    const origin = new URL(baseUrl).origin;
    return async (input, init) => {
        let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        let request = { ...init, redirect: 'manual' };
        for (let hop = 0;; hop++) {
            const response = await fetch(url, request);
            const location = response.headers.get('location');
            if (response.status < 300 || response.status > 399 || !location)
                return response;
            const next = new URL(location, url);
            const method = (request.method ?? 'GET').toUpperCase();
            if (next.origin !== origin) {
                throw new RedirectRefused(`the agent server redirected ${method} ${new URL(url).pathname} to ${next.origin}; not followed: the API key is only sent to ${origin}`);
            }
            if (hop >= _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SMOKE_MAX_REDIRECTS */ .Hr)
                throw new RedirectRefused(`more than ${_base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SMOKE_MAX_REDIRECTS */ .Hr} redirects from ${origin}`);
            if (response.status === 303 ||
                ((response.status === 301 || response.status === 302) && method === 'POST'))
                request = { ...request, method: 'GET', body: undefined };
            url = next.href;
        }
    };
}


/***/ }),

/***/ 8759:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KX: () => (/* binding */ waitUntilAnswering),
/* harmony export */   qO: () => (/* binding */ notReadyBlame)
/* harmony export */ });
/* unused harmony export NotAnswering */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8531);
/* harmony import */ var _time_clock_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3355);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2061);




/**
 * A freshly deployed server can take a while to accept traffic — seconds, or tens of seconds when
 * a deployment that scales to zero starts a replica: probe `GET /ok` with backoff until it
 * answers, at most `limitMs`. Any reply but a 5xx means "answering"; a 401 or 403 fails at once
 * (the key is wrong for this server), and so does a redirect to another origin (the key is never
 * carried there). While a server starts it may answer 5xx, reset connections or hold a request
 * (each probe may last HEALTH_PROBE.requestMaxMs): all are waited out. A server that refuses
 * connections or does not resolve for HEALTH_PROBE.unreachableAfterMs is reported unreachable
 * without waiting out the limit. Returns the time it took.
 */
async function waitUntilAnswering(options) {
    const { clock } = options;
    const started = clock.now();
    let unreachableSince;
    // Whether anything answered with an HTTP status: only a server that did can be judged broken.
    let answered = false;
    let last;
    for (let attempt = 0;; attempt++) {
        try {
            const reply = await options.transport.send({
                method: 'GET',
                url: `${options.url}/ok`,
                label: '/ok',
                headers: options.apiKey ? { 'x-api-key': options.apiKey } : {},
                timeoutMs: Math.max(1_000, Math.min(_base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HEALTH_PROBE */ .oy.requestMaxMs, started + options.limitMs - clock.now())),
                signal: options.signal,
            });
            unreachableSince = undefined;
            refuseRedirect(options.url, reply.status, reply.location);
            if (reply.status === 401 || reply.status === 403) {
                throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ({
                    title: 'Agent server refused the key',
                    message: `${options.url}/ok answered ${reply.status}: the agent server does not accept api_key; hosted deployments need a LangSmith API key of their workspace.`,
                });
            }
            if (reply.status < 500)
                return clock.now() - started;
            answered = true;
            last = `answered ${reply.status}`;
        }
        catch (error) {
            if (!(error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr))
                throw error;
            last = error.message;
            if (error.failure === 'connect') {
                unreachableSince ??= clock.now();
                if (clock.now() - unreachableSince >= _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HEALTH_PROBE */ .oy.unreachableAfterMs) {
                    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ({
                        title: 'Agent server unreachable',
                        message: `${options.url} could not be reached for ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(clock.now() - unreachableSince)} (${error.code}): check deployment_url, DNS and the network (a starting server answers 5xx; it does not refuse connections).`,
                    });
                }
            }
            else {
                unreachableSince = undefined;
            }
        }
        const pause = Math.min(_base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HEALTH_PROBE */ .oy.largestPauseMs, _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HEALTH_PROBE */ .oy.firstPauseMs * _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HEALTH_PROBE */ .oy.growth ** attempt);
        if (clock.now() + pause - started > options.limitMs) {
            const within = `within ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a)(options.limitMs)} (${options.limitName})`;
            throw new NotAnswering({
                limitName: options.limitName,
                answered,
                ...(answered
                    ? {
                        title: 'Agent server not answering',
                        message: `${options.url} answered its health probe only with 5xx ${within}; last: ${last}`,
                    }
                    : {
                        title: 'Agent server unreachable',
                        message: `${options.url} did not answer its health probe ${within}; last: ${last}. Nothing answered at all: check deployment_url, DNS and the network (a deployment that scales to zero may need a longer smoke_timeout to start).`,
                    }),
            });
        }
        await (0,_time_clock_js__WEBPACK_IMPORTED_MODULE_2__.sleepUnlessCancelled)(clock, pause, options.signal);
    }
}
/**
 * No answer but 5xx, or none at all, within the limit. Whose fault that is depends on which limit
 * it was, and on whether the server `answered` (5xx) or never did (nothing proves it broken).
 */
class NotAnswering extends _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    limitName;
    answered;
    constructor(options) {
        super(options);
        this.limitName = options.limitName;
        this.answered = options.answered;
    }
}
function refuseRedirect(base, status, location) {
    if (status < 300 || status > 399 || !location)
        return;
    let target;
    try {
        target = new URL(location, `${base}/ok`);
    }
    catch {
        return;
    }
    const origin = new URL(base).origin;
    if (target.origin === origin)
        return;
    throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ({
        title: 'Agent server redirects elsewhere',
        message: `${base}/ok answered ${status}, redirecting to ${target.origin}; not followed: the API key is only sent to ${origin}. Set deployment_url to the agent server's own URL.`,
    });
}
/**
 * What a server that never became ready is evidence of: only 5xx for the whole of its own limit
 * (`smoke_timeout`) says it is broken (`revision`); no answer at all — refused, not resolved, held
 * or dropped to the end — says nothing of it (`setup`), at any limit; and a limit that was what was
 * left of `timeout` (`timeLeftName`) only says the run ran out of time.
 */
function notReadyBlame(error, timeLeftName) {
    if (!(error instanceof NotAnswering))
        return 'setup';
    if (error.limitName === timeLeftName)
        return 'time';
    return error.answered ? 'revision' : 'setup';
}


/***/ }),

/***/ 3557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pv: () => (/* binding */ joinError),
/* harmony export */   Tn: () => (/* binding */ ownReply),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   bJ: () => (/* binding */ threadMessages),
/* harmony export */   hP: () => (/* binding */ replyAfter),
/* harmony export */   mL: () => (/* binding */ humanIndex),
/* harmony export */   rj: () => (/* binding */ outline)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2607);

/** The thread's messages (`values.messages` of its state). */
async function threadMessages(client, threadId, signal) {
    const state = await client.threads.getState(threadId, undefined, { signal });
    return state.values.messages ?? [];
}
/** A message's text: its content, or the text of its content parts (anything else is no text). */
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return '';
    return content
        .map((part) => {
        const text = typeof part === 'object' && part !== null ? part.text : undefined;
        return typeof text === 'string' ? text : '';
    })
        .join('');
}
function kindOf(m) {
    const t = m.type ?? m.role;
    if (t === 'human' || t === 'user')
        return 'human';
    if (t === 'ai' || t === 'assistant' || t === 'AIMessageChunk')
        return 'ai';
    return 'other';
}
/** Index of the human message with exactly this text, or -1. */
function humanIndex(messages, text) {
    return messages.findIndex((m) => kindOf(m) === 'human' && textOf(m.content) === text);
}
/** Index of the first reply after `index`, or -1. */
function replyAfter(messages, index) {
    if (index < 0)
        return -1;
    const at = messages.slice(index + 1).findIndex((m) => kindOf(m) === 'ai');
    return at < 0 ? -1 : index + 1 + at;
}
/**
 * Index of the reply to the human message at `index`: an AI message before the next human one
 * that asks for no tools (a step that calls tools is part of the run, not its answer), or -1.
 */
function ownReply(messages, index) {
    if (index < 0)
        return -1;
    for (let i = index + 1; i < messages.length; i++) {
        const m = messages[i];
        const kind = kindOf(m);
        if (kind === 'human')
            return -1;
        if (kind === 'ai' && !(Array.isArray(m.tool_calls) && m.tool_calls.length > 0))
            return i;
    }
    return -1;
}
/** The thread as a short sequence for reports: `human A`, `ai`, `human B`, `ai`. */
function outline(messages, labels) {
    return messages.map((m) => {
        const kind = kindOf(m);
        const label = kind === 'human' ? labels[textOf(m.content)] : undefined;
        return label ? `${kind} ${label}` : kind;
    });
}
/** A join result that carries an error payload (`__error__`) instead of values. */
function joinError(result) {
    if (!result || typeof result !== 'object' || !('__error__' in result))
        return undefined;
    const error = result.__error__;
    if (error === undefined)
        return undefined;
    // Only so deep: a payload nested too deep for JSON.stringify is still an error to report.
    const message = typeof error?.message === 'string' ? error.message : (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedJson */ .Qt)(error);
    try {
        const inner = JSON.parse(message);
        return inner.message ?? message;
    }
    catch {
        return message;
    }
}


/***/ }),

/***/ 6655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runChecksSuite: () => (/* binding */ runChecksSuite)
});

// EXTERNAL MODULE: ./src/agent/client.ts
var agent_client = __webpack_require__(1774);
// EXTERNAL MODULE: ./src/agent/health.ts
var health = __webpack_require__(8759);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __webpack_require__(8531);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/time/clock.ts
var time_clock = __webpack_require__(3355);
// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __webpack_require__(2061);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
;// CONCATENATED MODULE: ./src/checks/expect.ts


/** The reply is judged on its first this many characters (a reply is bounded, the judging too). */
const JUDGED_REPLY_CHARS = 256 * 1024;
/**
 * The `matches` patterns of one run get this long together on its reply; taking longer leaves the
 * run not judged. Together, so that no number of patterns can hold the run up for longer; a second,
 * because it is wall time: a busy runner must not make 50 ordinary patterns look catastrophic.
 */
const PATTERN_MS = 1_000;
/** A regular expression that ran out of time: the pattern's problem, not the agent's. */
class PatternTooSlow extends Error {
}
/**
 * Judges one run against a case's expectations, in the order the file lists them. Pure but for
 * `matches`, whose patterns run in a separate context with a time limit (a pattern cannot hang the
 * run even if it slipped past the nesting check). Server text in a detail is redacted and bounded.
 */
function judge(expect, seen, redact) {
    const results = [];
    const reply = seen.reply.slice(0, JUDGED_REPLY_CHARS);
    const lower = reply.toLowerCase();
    const quoted = () => reply ? `the reply was "${(0,untrusted/* excerpt */.Kb)(reply, 160, redact)}"` : 'there was no AI reply';
    for (const want of expect.contains ?? []) {
        const met = lower.includes(want.toLowerCase());
        results.push({
            expectation: `contains "${want}"`,
            met,
            ...(met ? {} : { detail: `not found: ${quoted()}` }),
        });
    }
    for (const unwanted of expect.notContains ?? []) {
        const at = lower.indexOf(unwanted.toLowerCase());
        results.push({
            expectation: `not_contains "${unwanted}"`,
            met: at < 0,
            ...(at < 0
                ? {}
                : {
                    detail: `found in "${(0,untrusted/* excerpt */.Kb)(reply.slice(Math.max(0, at - 60), at + unwanted.length + 60), 160, redact)}"`,
                }),
        });
    }
    const matched = matchAll(expect.matches ?? [], reply);
    for (const [i, pattern] of (expect.matches ?? []).entries()) {
        const met = matched[i];
        results.push({
            expectation: `matches /${pattern}/`,
            met,
            ...(met ? {} : { detail: `no match: ${quoted()}` }),
        });
    }
    if (expect.tools?.length) {
        const called = seen.tools;
        const missing = expect.tools.filter((tool) => !called.includes(tool));
        const inOrder = expect.toolsInOrder ? isSubsequence(expect.tools, called) : true;
        const calls = called.length
            ? `called: ${called
                .slice(0, 20)
                .map((t) => (0,untrusted/* excerpt */.Kb)(t, 64, redact))
                .join(', ')}`
            : 'no tool was called';
        results.push({
            expectation: `tools [${expect.tools.join(', ')}]${expect.toolsInOrder ? ' in order' : ''}`,
            met: missing.length === 0 && inOrder,
            ...(missing.length
                ? { detail: `not called: ${missing.join(', ')} (${calls})` }
                : inOrder
                    ? {}
                    : { detail: `not in this order (${calls})` }),
        });
    }
    for (const { path, equals } of expect.values ?? []) {
        const found = valueAt(seen.values, path);
        const met = found.present && sameValue(found.value, equals);
        results.push({
            expectation: `values ${path} = ${(0,untrusted/* excerpt */.Kb)(JSON.stringify(equals) ?? 'null', 80, (t) => t)}`,
            met,
            ...(met
                ? {}
                : {
                    detail: found.present
                        ? `${path} is ${(0,untrusted/* excerpt */.Kb)(safeJson(found.value), 160, redact)}`
                        : `${path} is not in the final state values`,
                }),
        });
    }
    if (expect.maxSeconds !== undefined) {
        const met = seen.durationMs <= expect.maxSeconds * 1_000;
        results.push({
            expectation: `max_seconds ${expect.maxSeconds}`,
            met,
            ...(met ? {} : { detail: `took ${(seen.durationMs / 1_000).toFixed(1)} s` }),
        });
    }
    return results;
}
/** Tests every pattern in turn, noting which one it is at (`at`): the one a timeout stopped. */
const MATCH_ALL = new external_node_vm_.Script('results = []; for (at = 0; at < sources.length; at++) results.push(new RegExp(sources[at]).test(text) === true);');
/**
 * Whether each pattern matches the text: all of them in one run of a separate context, within
 * PATTERN_MS together; PatternTooSlow, naming the pattern it stopped at, past it. One run: making
 * a context and the time limit's watchdog cost about 0.7 ms a call, which for 200 cases × 20 runs
 * × 50 patterns blocked the run for minutes.
 */
function matchAll(sources, text) {
    if (sources.length === 0)
        return [];
    const sandbox = (0,external_node_vm_.createContext)({ sources, text, at: 0, results: [] });
    try {
        MATCH_ALL.runInContext(sandbox, { timeout: PATTERN_MS });
        return sources.map((_, i) => sandbox.results[i] === true);
    }
    catch (error) {
        if (error.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
            throw new PatternTooSlow(`matches /${sources[sandbox.at] ?? ''}/ took longer than ${PATTERN_MS} ms on the reply${sources.length > 1 ? ` (the run's ${sources.length} patterns get ${PATTERN_MS} ms together)` : ''}`);
        throw error;
    }
}
/** Whether `wanted` appears in `seen` in this order, other items allowed in between. */
function isSubsequence(wanted, seen) {
    let at = 0;
    for (const item of seen)
        if (item === wanted[at])
            at++;
    return at === wanted.length;
}
/** The value at dotted keys (`answer.status`, `items.0.id`); own properties only. */
function valueAt(root, path) {
    let current = root;
    for (const key of path.split('.')) {
        if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key))
            return { present: false };
        current = current[key];
    }
    return { present: true, value: current };
}
/** Equal as JSON values are: same types, same keys whatever their order, same items in order. */
function sameValue(a, b) {
    if (a === b)
        return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (ka.length === kb.length &&
        ka.every((k) => Object.hasOwn(b, k) &&
            sameValue(a[k], b[k])));
}
function safeJson(value) {
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}

// EXTERNAL MODULE: ./src/agent/messages.ts
var agent_messages = __webpack_require__(3557);
;// CONCATENATED MODULE: ./src/checks/observe.ts


/** A run that ended badly on the server: its status and what it said (the agent's failure). */
class RunFailed extends Error {
    ids;
    constructor(message, ids) {
        super(message);
        this.ids = ids;
    }
}
/**
 * A reply that is not what the run interface describes — a thread or run without a usable id, a
 * run record without a status, a thread state that is not an object. The server answered, and
 * not as an agent server does: its failure, as a reply that is not JSON is.
 */
class MalformedReply extends Error {
}
/** Run statuses that are an end other than success. */
const FAILED = new Set(['error', 'timeout', 'interrupted']);
/**
 * An id as the server's ids go back into request paths: one plain path segment, bounded. (`../ok`
 * would send the next request, with the key, to another endpoint; an object would become
 * `[object Object]`.)
 */
const ID = /^[\w-][\w.:~-]{0,127}$/;
/**
 * One run of a case, through the run interface as the spec describes it: a new thread, a run with
 * the case's input and config, its join, its record (did it succeed?), and the thread's state —
 * from which the reply, the tool calls and the final values are read. Every part of every reply
 * is checked before it is used: whatever shape the server sends, the run ends as a judged
 * observation, a RunFailed or a MalformedReply — never as a TypeError of ours.
 */
async function observeRun(client, assistantId, one, signal, clock, redact) {
    const started = clock.now();
    const thread_id = idOf(await client.threads.create({ signal }), 'thread_id', 'POST /threads', redact);
    const run = await client.runs.create(thread_id, assistantId, {
        input: one.input,
        ...(one.config ? { config: one.config } : {}),
        // Explicit: the open-source server's default is `reject`, the hosted one's `enqueue`.
        multitaskStrategy: 'enqueue',
        signal,
    });
    const ids = { thread_id, run_id: idOf(run, 'run_id', 'the run it created', redact) };
    const joined = await client.runs.join(thread_id, ids.run_id, { signal });
    const durationMs = clock.now() - started;
    const said = (0,agent_messages/* joinError */.Pv)(joined);
    const record = await client.runs.get(thread_id, ids.run_id, { signal });
    const status = isObject(record) && typeof record.status === 'string' ? record.status : undefined;
    if (said || (status !== undefined && FAILED.has(status)))
        throw new RunFailed(`the run ended ${status === undefined ? 'with an error' : (0,untrusted/* excerpt */.Kb)(status, 32, redact)}${said ? `: ${(0,untrusted/* excerpt */.Kb)(said, 300, redact)}` : ''}`, ids);
    if (status === undefined)
        throw new MalformedReply(`the agent server's run record has no status: ${shown(record, redact)}`);
    const state = await client.threads.getState(thread_id, undefined, { signal });
    if (!isObject(state))
        throw new MalformedReply(`the agent server's thread state is not an object: ${shown(state, redact)}`);
    const values = state.values;
    const thread = (isObject(values) && Array.isArray(values.messages) ? values.messages : []).filter(isObject);
    const messages = afterInput(thread, one.input);
    return { ...ids, reply: lastReply(messages), tools: toolsCalled(messages), values, durationMs };
}
/**
 * The messages the run added: a new thread holds the input's messages first, and a conversation
 * given as the input (a reply, a tool call) is not the run's. Only a leading message that is the
 * input's — same kind, same text — is skipped; whatever the graph made of the rest is judged.
 */
function afterInput(thread, input) {
    const given = Array.isArray(input.messages) ? input.messages : [];
    let n = 0;
    while (n < given.length && n < thread.length && sameMessage(thread[n], given[n]))
        n++;
    return thread.slice(n);
}
/** Whether a message of the thread is this message of the input (an object, `[role, text]` or a text). */
function sameMessage(m, given) {
    const asked = typeof given === 'string'
        ? { type: 'human', content: given }
        : Array.isArray(given)
            ? { type: String(given[0]), content: given[1] }
            : isObject(given)
                ? given
                : {};
    return kindOf(m) === kindOf(asked) && (0,agent_messages/* textOf */.b6)(m.content) === (0,agent_messages/* textOf */.b6)(asked.content);
}
/** A message's kind, however the API or the input names it. */
function kindOf(m) {
    const t = String(m.type ?? m.role ?? '');
    if (t === 'human' || t === 'user')
        return 'human';
    if (['ai', 'assistant', 'AIMessageChunk'].includes(t))
        return 'ai';
    return t;
}
/** The id a reply carries, when it is one; else MalformedReply naming the request. */
function idOf(reply, key, what, redact) {
    const id = isObject(reply) ? reply[key] : undefined;
    if (typeof id === 'string' && ID.test(id))
        return id;
    throw new MalformedReply(`the agent server answered ${what} without a usable ${key}: ${shown(id === undefined ? reply : id, redact)}`);
}
/** A bit of a malformed reply, for the message: JSON, redacted, one line, bounded. */
function shown(value, redact) {
    return (0,untrusted/* excerpt */.Kb)((0,untrusted/* boundedJson */.Qt)(value, 4), 120, redact);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const isAi = (m) => kindOf(m) === 'ai';
/** The last AI message that says something (a message that only calls tools says nothing). */
function lastReply(messages) {
    for (let i = messages.length - 1; i >= 0; i--) {
        const m = messages[i];
        if (isAi(m) && (0,agent_messages/* textOf */.b6)(m.content).trim() !== '')
            return (0,agent_messages/* textOf */.b6)(m.content);
    }
    return '';
}
/**
 * The tools the run called, in order: the AI messages' tool calls (LangChain's `tool_calls`, or
 * OpenAI's `additional_kwargs.tool_calls`); else the tool messages' names. What is not a list of
 * calls with a name is no call.
 */
function toolsCalled(messages) {
    const calls = [];
    const list = (value) => (Array.isArray(value) ? value : []);
    for (const m of messages) {
        if (!isAi(m))
            continue;
        const own = list(m.tool_calls);
        for (const call of own)
            if (isObject(call) && typeof call.name === 'string')
                calls.push(call.name);
        if (own.length)
            continue;
        const openAi = isObject(m.additional_kwargs) ? list(m.additional_kwargs.tool_calls) : [];
        for (const call of openAi)
            if (isObject(call) && isObject(call.function) && typeof call.function.name === 'string')
                calls.push(call.function.name);
    }
    if (calls.length)
        return calls;
    return messages
        .filter((m) => (m.type ?? m.role) === 'tool' && typeof m.name === 'string')
        .map((m) => m.name);
}

;// CONCATENATED MODULE: ./src/checks/suite.ts









/** The name of the limit a run gets when less than its own limit is left of timeout. */
const TIME_LEFT = 'what was left of timeout';
/**
 * Runs every case of the checks file against the agent server: cases concurrently (at most
 * `checks_concurrency` at once), each case's runs one after another, each run on its own thread
 * within its `max_seconds` (else `smoke_timeout`) and what is left of `timeout`. A run the server
 * could not be asked (unreachable, key refused, assistant unknown) or that `timeout` cut short is
 * not judged: never a pass, never the agent's failure.
 */
async function runChecksSuite(o) {
    const base = { url: o.url, file: o.settings.file };
    if (!o.budget.allows(policy/* SMOKE_MIN_TIME_MS */.Ez))
        return notRun(o, base, 'no time was left within timeout for the agent checks; raise timeout', 'time');
    if (!o.ready) {
        const left = o.budget.left();
        const limit = left < o.smokeTimeoutMs
            ? { ms: left, name: TIME_LEFT }
            : { ms: o.smokeTimeoutMs, name: 'smoke_timeout' };
        try {
            await (0,health/* waitUntilAnswering */.KX)({
                url: o.url,
                apiKey: o.apiKey,
                transport: o.transport,
                clock: o.budget.clock,
                signal: o.budget.signal,
                limitMs: limit.ms,
                limitName: limit.name,
            });
        }
        catch (error) {
            if (!(error instanceof errors/* ActionError */.lZ))
                throw error;
            return notRun(o, base, error.message, (0,health/* notReadyBlame */.qO)(error, TIME_LEFT));
        }
    }
    const client = await (0,agent_client/* createAgentClient */.hO)(o.url, o.apiKey, o.fetch);
    const started = o.budget.clock.now();
    // A cancellation, or the end of timeout, ends the runs under way and starts no more: the cases
    // that ended keep their results, the others are not judged (the caller stops a cancelled run
    // once it has recorded them).
    const ran = await pool(o.settings.cases, o.settings.concurrency, () => stopped(o) !== undefined, async (one) => {
        const report = await runCase(client, one, o);
        o.onCase?.(report);
        return report;
    });
    const cases = o.settings.cases.map((one, i) => ran[i] ?? notRunCase(o, one, `${stopped(o) ?? 'stopped'} before this case started`));
    return { ...base, result: overall(cases), duration_ms: o.budget.clock.now() - started, cases };
}
/** What a run cut short by the workflow's cancellation says: nothing of the revision. */
const CANCELLED = 'the workflow was cancelled before this run ended';
/**
 * Why no more runs start, if none may: the workflow was cancelled, or too little of `timeout` is
 * left for one (a run started with a few milliseconds could only be cut, after its requests —
 * creating threads on the server — were sent past the deadline).
 */
function stopped(o) {
    if (o.budget.cancelled)
        return 'the workflow was cancelled';
    if (!o.budget.allows(policy/* SMOKE_MIN_TIME_MS */.Ez))
        return `less than ${(0,duration/* formatDuration */.a)(policy/* SMOKE_MIN_TIME_MS */.Ez)} of timeout was left`;
    return undefined;
}
async function runCase(client, one, o) {
    const assistantId = one.assistantId ?? o.assistantId;
    const runs = [];
    for (let n = 0; n < one.runs; n++) {
        const stop = stopped(o);
        runs.push(stop
            ? {
                result: 'not-judged',
                duration_ms: 0,
                expectations: [],
                error: `${stop} before this run started`,
                blame: 'time',
            }
            : assistantId
                ? await runOnce(client, assistantId, one, o)
                : {
                    result: 'not-judged',
                    duration_ms: 0,
                    expectations: [],
                    error: 'no assistant to run: set assistant_id in the checks file (or the input assistant_id)',
                    blame: 'setup',
                });
    }
    const passes = runs.filter((r) => r.result === 'passed').length;
    const unjudged = runs.filter((r) => r.result === 'not-judged').length;
    const result = passes >= one.minPasses ? 'passed' : passes + unjudged >= one.minPasses ? 'not-judged' : 'failed';
    const first = runs.find((r) => r.result === (result === 'passed' ? 'failed' : result));
    const unmet = first?.expectations.find((e) => !e.met);
    return {
        name: one.name,
        assistant_id: assistantId ?? '',
        result,
        passes,
        runs: one.runs,
        min_passes: one.minPasses,
        duration_ms: runs.reduce((sum, r) => sum + r.duration_ms, 0),
        ...(result !== 'passed' && first
            ? {
                failure: unmet
                    ? `${unmet.expectation}: ${unmet.detail ?? 'not met'}`
                    : (first.error ?? 'not passed'),
            }
            : {}),
        ...(result !== 'passed' && first?.reply ? { reply: first.reply } : {}),
        run_results: runs,
    };
}
async function runOnce(client, assistantId, one, o) {
    const clock = o.budget.clock;
    const own = one.expect.maxSeconds !== undefined
        ? // Whole milliseconds: AbortSignal.timeout throws on 1.1 × 1000 (1100.0000000000002).
            { ms: Math.max(1, Math.round(one.expect.maxSeconds * 1_000)), name: 'max_seconds' }
        : { ms: o.smokeTimeoutMs, name: 'smoke_timeout' };
    const left = o.budget.left();
    const limit = left < own.ms ? { ms: Math.max(1, Math.floor(left)), name: TIME_LEFT } : own;
    const timeout = AbortSignal.timeout(limit.ms);
    const signal = AbortSignal.any([o.budget.signal, timeout]);
    const started = clock.now();
    const took = () => clock.now() - started;
    try {
        // Raced against its own signal: the SDK may retry an aborted request instead of stopping.
        // Runs pace themselves against a real server in real time, as their limits do.
        const seen = await (0,time_clock.raceAbort)(signal, observeRun(client, assistantId, one, signal, time_clock.systemClock, o.redact));
        const ids = { thread_id: seen.thread_id, run_id: seen.run_id };
        let expectations;
        try {
            expectations = judge(one.expect, seen, o.redact);
        }
        catch (error) {
            if (!(error instanceof PatternTooSlow))
                throw error;
            return {
                result: 'not-judged',
                duration_ms: seen.durationMs,
                expectations: [],
                error: error.message,
                blame: 'setup',
                ...ids,
            };
        }
        const passed = expectations.every((e) => e.met);
        return {
            result: passed ? 'passed' : 'failed',
            duration_ms: seen.durationMs,
            expectations,
            ...(seen.reply ? { reply: (0,untrusted/* excerpt */.Kb)(seen.reply, 300, o.redact) } : {}),
            tools: seen.tools.slice(0, 50).map((t) => (0,untrusted/* excerpt */.Kb)(t, 64, o.redact)),
            ...(passed ? {} : { blame: 'revision' }),
            ...ids,
        };
    }
    catch (error) {
        if (o.budget.cancelled)
            return { result: 'not-judged', duration_ms: took(), expectations: [], error: CANCELLED, blame: 'time' };
        if (timeout.aborted) {
            const detail = `no result within ${(0,duration/* formatDuration */.a)(limit.ms)} (${limit.name})`;
            if (limit.name === TIME_LEFT)
                return { result: 'not-judged', duration_ms: took(), expectations: [], error: detail, blame: 'time' };
            const expectations = limit.name === 'max_seconds'
                ? [{ expectation: `max_seconds ${one.expect.maxSeconds}`, met: false, detail }]
                : [];
            return { result: 'failed', duration_ms: took(), expectations, error: detail, blame: 'revision' };
        }
        if (error instanceof RunFailed)
            return {
                result: 'failed',
                duration_ms: took(),
                expectations: [],
                error: error.message,
                blame: 'revision',
                ...error.ids,
            };
        const blame = causeOf(error);
        const message = (0,untrusted/* excerpt */.Kb)(error instanceof Error ? error.message : String(error), 300, o.redact);
        return {
            result: blame === 'revision' ? 'failed' : 'not-judged',
            duration_ms: took(),
            expectations: [],
            error: `${message}${hintOf(error)}`,
            blame,
        };
    }
}
/**
 * What a failed request says: the run interface refusing the key, not knowing the assistant,
 * redirecting elsewhere, a reply too large or no connection at all say nothing of the agent.
 */
function causeOf(error) {
    const status = error.status;
    if (status === 401 || status === 403 || status === 404)
        return 'setup';
    if (error instanceof agent_client/* RedirectRefused */.Jh || error instanceof agent_client/* ReplyTooLarge */.mV)
        return 'setup';
    // fetch's own failure (no connection, DNS): a TypeError without an HTTP status — which the SDK
    // rethrows as its own ConnectionError ("Unable to connect to LangGraph server").
    const connection = error instanceof TypeError || error.name === 'ConnectionError';
    if (connection && status === undefined)
        return 'setup';
    return 'revision';
}
function hintOf(error) {
    const status = error.status;
    if (status === 404)
        return ' (is the assistant a graph of this deployment? its langgraph.json names them)';
    if (status === 401 || status === 403)
        return ' (the agent server refused api_key for runs)';
    return '';
}
/** Every case not run, for one reason: a server that never answered, or no time left. */
function notRun(o, base, detail, blame) {
    const result = blame === 'revision' ? 'failed' : 'not-judged';
    const cases = o.settings.cases.map((one) => notRunCase(o, one, detail, result));
    return { ...base, result, duration_ms: 0, cases, detail: (0,untrusted/* excerpt */.Kb)(detail, 500, o.redact), blame };
}
/** A case none of whose runs ran, for one reason. */
function notRunCase(o, one, detail, result = 'not-judged') {
    return {
        name: one.name,
        assistant_id: one.assistantId ?? o.assistantId ?? '',
        result,
        passes: 0,
        runs: one.runs,
        min_passes: one.minPasses,
        duration_ms: 0,
        failure: detail,
        run_results: [],
    };
}
function overall(cases) {
    if (cases.some((c) => c.result === 'failed'))
        return 'failed';
    if (cases.some((c) => c.result === 'not-judged'))
        return 'not-judged';
    return 'passed';
}
/**
 * Each item through `work`, at most `size` at once; results in the items' order. Once `stop` says
 * so, no item is started: the results of those not started are missing.
 */
async function pool(items, size, stop, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length && !stop()) {
            const index = next++;
            results[index] = await work(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
    return results;
}


/***/ })

};

//# sourceMappingURL=655.index.js.map