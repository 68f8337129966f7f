export const id = 498;
export const ids = [498];
export const modules = {

/***/ 6498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runChecksSuite: () => (/* reexport */ runChecksSuite),
  runSmokeSuite: () => (/* reexport */ runSmokeSuite)
});

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
;// CONCATENATED MODULE: ./src/agent/messages.ts

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
/** A message's kind, however the API or an input names it. */
function kindOf(m) {
    const t = m.type ?? m.role;
    if (t === 'human' || t === 'user')
        return 'human';
    if (t === 'ai' || t === 'assistant' || t === 'AIMessageChunk')
        return 'ai';
    return 'other';
}
/**
 * The text of the last AI message that says something, or '' when none does: a message that only
 * calls tools says nothing, and is no answer to quote or judge.
 */
function lastAiText(messages) {
    for (let i = messages.length - 1; i >= 0; i--) {
        const m = messages[i];
        const text = kindOf(m) === 'ai' ? textOf(m.content) : '';
        if (text.trim() !== '')
            return text;
    }
    return '';
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
    const message = typeof error?.message === 'string' ? error.message : (0,untrusted/* boundedJson */.Qt)(error);
    try {
        const inner = JSON.parse(message);
        return inner.message ?? message;
    }
    catch {
        return message;
    }
}

// EXTERNAL MODULE: ./src/smoke/report.ts
var report = __webpack_require__(2711);
;// CONCATENATED MODULE: ./src/smoke/checks/context.ts
/** The text of message A or B of a check: the user's message, tagged so it can be found again. */
function messageText(ctx, which) {
    return `${ctx.message} [smoke-test ${ctx.name} ${which}]`;
}
function runInput(text) {
    return { messages: [{ role: 'human', content: text }] };
}

;// CONCATENATED MODULE: ./src/smoke/checks/double-text-verdicts.ts




/**
 * The statuses a run stopped by a double-text ends in: `interrupted` (the hosted server's
 * interrupt), `error` (the open-source JavaScript server aborts a running run, for interrupt and
 * rollback alike).
 */
const STOPPED = new Set(['error', 'interrupted']);
/** Statuses of a run that has not ended. */
const NOT_ENDED = new Set(['pending', 'running']);
/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
function enqueueVerdict(o) {
    const a = humanIndex(o.messages, o.textA);
    const b = requireReplyToB(o);
    if (a < 0)
        throw new report/* CheckFailed */.EC("run A's message is missing from the thread", o.observed);
    const replyA = replyAfter(o.messages, a);
    if (!(a < replyA && replyA < b)) {
        throw new report/* CheckFailed */.EC("the thread does not hold A's message and reply before B's", o.observed);
    }
    return { detail: 'B ran after A; the thread holds A then B, each with a reply', observed: o.observed };
}
/**
 * Rollback: A no longer runs, leaves no reply, and B completes. Two behaviours conform: the hosted
 * server deletes A (fetching it fails); the open-source JavaScript server aborts a running A and
 * keeps it as `error` (both delete an A that had not started). The detail says which was seen.
 */
function rollbackVerdict(o) {
    requireReplyToB(o);
    let how;
    if ('httpStatus' in o.aAfter)
        how = `A was deleted (fetching it answers HTTP ${o.aAfter.httpStatus}), as the hosted server does`;
    else {
        const status = requireStopped(o, o.aAfter);
        how = `A was stopped and kept (status ${status})${status === 'error' ? ', as the open-source server does with a running run' : ''}`;
    }
    return { detail: `${how}; ${requireNoReplyToA(o)}; B replied`, observed: o.observed };
}
/**
 * Interrupt: A is stopped but kept (still fetchable, `interrupted` or `error`), and B completes.
 * What A wrote before it was stopped stays, by design, so A's messages are reported, not judged.
 */
function interruptVerdict(o) {
    requireReplyToB(o);
    if ('httpStatus' in o.aAfter) {
        throw new report/* CheckFailed */.EC(`run A cannot be fetched (HTTP ${o.aAfter.httpStatus}): interrupt should keep it`, o.observed);
    }
    const status = requireStopped(o, o.aAfter);
    return { detail: `A was stopped and kept (status ${status}); B replied`, observed: o.observed };
}
function requireReplyToB(o) {
    const b = humanIndex(o.messages, o.textB);
    if (b < 0)
        throw new report/* CheckFailed */.EC("the thread state does not hold run B's message", o.observed);
    if (replyAfter(o.messages, b) < 0)
        throw new report/* CheckFailed */.EC("the thread state holds run B's message but no reply", o.observed);
    return b;
}
/**
 * A kept run A must have been stopped by B. One that ran on fails the check; one that finished
 * before B could stop it makes it inconclusive (the graph answers too fast to double-text).
 */
function requireStopped(o, a) {
    if (STOPPED.has(a.status))
        return a.status;
    const sentWhile = `B was sent while A was ${String(o.observed.a_status_when_b_sent)}`;
    if (NOT_ENDED.has(a.status)) {
        throw new report/* CheckFailed */.EC(`run A is still ${a.status} after B finished: ${o.name} should stop it (${sentWhile})`, o.observed);
    }
    if (a.status === 'success') {
        const ranOn = ranOnAfterB(a.updatedAt, o.bCreatedAt);
        if (ranOn === undefined) {
            throw new report/* CheckInconclusive */.tn(`run A finished (success) before run B could stop it, so ${o.name} could not be tested: the graph answers faster than the check can double-text`, o.observed);
        }
        throw new report/* CheckFailed */.EC(`run A ran to the end (success), ${(0,duration/* formatDuration */.a)(ranOn)} after B reached the server while it ran: ${o.name} should stop it`, o.observed);
    }
    throw new report/* CheckFailed */.EC(`run A ended as ${a.status}; ${o.name} should stop it (interrupted or error) (${sentWhile})`, o.observed);
}
/**
 * How long run A ran on after the server received B, by the server's own clocks (A's last update,
 * its end, against B's creation) — when longer than SMOKE_STOP_GRACE_MS, else undefined. A
 * timestamp missing or unreadable is undefined too: nothing is blamed on a guess.
 */
function ranOnAfterB(aUpdatedAt, bCreatedAt) {
    const ranOn = Date.parse(aUpdatedAt ?? '') - Date.parse(bCreatedAt ?? '');
    return ranOn > policy/* SMOKE_STOP_GRACE_MS */.RU ? ranOn : undefined;
}
/** A rolled-back A may leave its message (the open-source server keeps it), but never a reply. */
function requireNoReplyToA(o) {
    const a = humanIndex(o.messages, o.textA);
    if (a < 0)
        return "the thread holds only B's messages";
    if (ownReply(o.messages, a) >= 0)
        throw new report/* CheckFailed */.EC('run A left a reply in the thread: rollback should discard it', o.observed);
    return "A's message stayed in the thread without a reply";
}

;// CONCATENATED MODULE: ./src/smoke/checks/double-texting.ts





/** Run statuses that mean the run has ended. */
const ENDED = new Set(['success', 'error', 'timeout', 'interrupted']);
/** Pauses between reads of run A's status while waiting for it to start: 25 ms, doubling to 400 ms. */
const START_POLL = { firstMs: 25, largestMs: 400 };
/**
 * Run A, observed running, then at once run B on the same thread; B joined, then the thread and
 * run A read back. Waiting for A to run is what makes the verdict depend on the server and not on
 * timing: a double-text is a second message while the first is being answered.
 */
async function doubleText(ctx, strategy) {
    const { client, signal, assistantId } = ctx;
    const textA = messageText(ctx, 'A');
    const textB = messageText(ctx, 'B');
    const thread = await client.threads.create({ signal });
    const create = (text) => client.runs.create(thread.thread_id, assistantId, {
        input: runInput(text),
        multitaskStrategy: strategy,
        signal,
    });
    const a = await create(textA);
    const observed = { thread_id: thread.thread_id, run_a: a.run_id, strategy };
    observed.a_status_when_b_sent = await untilRunning(ctx, thread.thread_id, a.run_id, observed);
    const b = await create(textB);
    observed.run_b = b.run_id;
    const failure = joinError(await client.runs.join(thread.thread_id, b.run_id, { signal }));
    if (failure)
        throw new report/* CheckFailed */.EC(`run B failed: ${(0,untrusted/* excerpt */.Kb)(failure, 300, ctx.redact)}`, observed);
    const messages = await threadMessages(client, thread.thread_id, signal);
    observed.messages = outline(messages, { [textA]: 'A', [textB]: 'B' });
    const aAfter = await fetchRun(client, thread.thread_id, a.run_id, signal);
    observed.a_after = 'status' in aAfter ? aAfter.status : `HTTP ${aAfter.httpStatus}`;
    // The server's own clock says whether A ended before or after B reached it.
    if ('updatedAt' in aAfter)
        Object.assign(observed, { a_updated_at: aAfter.updatedAt, b_created_at: b.created_at });
    return { name: ctx.name, observed, messages, textA, textB, aAfter, bCreatedAt: b.created_at };
}
/**
 * Waits until run A runs. A run that succeeds before it could be overlapped makes the check
 * inconclusive (the graph is too fast to double-text); one that fails, fails the check.
 */
async function untilRunning(ctx, threadId, runId, observed) {
    let pause = START_POLL.firstMs;
    for (;;) {
        const { status } = await ctx.client.runs.get(threadId, runId, { signal: ctx.signal });
        observed.a_status_when_b_sent = status;
        if (status === 'running')
            return status;
        if (status === 'success') {
            throw new report/* CheckInconclusive */.tn(`run A ended (${status}) before a second message could reach it while it ran, so ${ctx.name} could not be tested: the graph answers faster than the check can double-text (a model-backed agent takes seconds)`, observed);
        }
        if (ENDED.has(status)) {
            const why = joinError(await ctx.client.runs.join(threadId, runId, { signal: ctx.signal }));
            throw new report/* CheckFailed */.EC(`run A failed (${status})${why ? `: ${(0,untrusted/* excerpt */.Kb)(why, 300, ctx.redact)}` : ''}`, observed);
        }
        await ctx.clock.sleep(pause, ctx.signal);
        pause = Math.min(START_POLL.largestMs, pause * 2);
    }
}
async function fetchRun(client, threadId, runId, signal) {
    try {
        const run = await client.runs.get(threadId, runId, { signal });
        return { status: run.status, updatedAt: run.updated_at };
    }
    catch (error) {
        const status = error.status;
        if (typeof status === 'number')
            return { httpStatus: status };
        throw error;
    }
}
/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
const enqueueCheck = async (ctx) => enqueueVerdict(await doubleText(ctx, 'enqueue'));
/** Rollback: A stops (deleted, or kept as ended) without a reply; B replies. */
const rollbackCheck = async (ctx) => rollbackVerdict(await doubleText(ctx, 'rollback'));
/** Interrupt: A stops and is kept; B replies. */
const interruptCheck = async (ctx) => interruptVerdict(await doubleText(ctx, 'interrupt'));

;// CONCATENATED MODULE: ./src/smoke/checks/run.ts




/**
 * A run on a new thread: create, join, and find the message and a later reply in the state. The
 * detail quotes the last AI message with text, or says there was none.
 */
const singleRunCheck = async (ctx) => {
    const { client, signal } = ctx;
    const text = messageText(ctx, 'A');
    const thread = await client.threads.create({ signal });
    const run = await client.runs.create(thread.thread_id, ctx.assistantId, {
        input: runInput(text),
        multitaskStrategy: 'enqueue',
        signal,
    });
    const observed = { thread_id: thread.thread_id, run_id: run.run_id };
    const failure = joinError(await client.runs.join(thread.thread_id, run.run_id, { signal }));
    if (failure)
        throw new report/* CheckFailed */.EC(`the run failed: ${(0,untrusted/* excerpt */.Kb)(failure, 300, ctx.redact)}`, observed);
    const messages = await threadMessages(client, thread.thread_id, signal);
    observed.messages = outline(messages, { [text]: 'A' });
    const sent = humanIndex(messages, text);
    if (sent < 0)
        throw new report/* CheckFailed */.EC('the thread state does not hold the message that was sent', observed);
    const reply = replyAfter(messages, sent);
    if (reply < 0)
        throw new report/* CheckFailed */.EC('the thread state holds the message but no reply after it', observed);
    // The verdict is that a reply came; the quote is what the run said (a tool call says nothing).
    const said = lastAiText(messages.slice(sent + 1));
    return {
        detail: said
            ? `run ${run.run_id} replied: "${(0,untrusted/* excerpt */.Kb)(said, 100, ctx.redact)}"`
            : `run ${run.run_id} replied with no text: no AI message after the one sent says anything`,
        observed,
    };
};

;// CONCATENATED MODULE: ./src/smoke/checks/stream.ts




/** A threadless streamed run (`updates` and `messages`): at least one chunk, no error event. */
const streamCheck = async (ctx) => {
    const kinds = new Map();
    const stream = ctx.client.runs.stream(null, ctx.assistantId, {
        input: runInput(messageText(ctx, 'A')),
        streamMode: ['updates', 'messages'],
        signal: ctx.signal,
    });
    for await (const chunk of stream) {
        // Kinds are the server's words: a flood of new names is counted under one.
        const kind = kinds.has(chunk.event) || kinds.size < policy/* SMOKE_MAX_EVENT_KINDS */.Id ? chunk.event : '(other)';
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        if (chunk.event === 'error') {
            throw new report/* CheckFailed */.EC(`the stream sent an error event: ${(0,untrusted/* excerpt */.Kb)((0,untrusted/* boundedJson */.Qt)(chunk.data), 200, ctx.redact)}`, {
                events: Object.fromEntries(kinds),
            });
        }
    }
    const observed = { events: Object.fromEntries(kinds) };
    const total = [...kinds.values()].reduce((a, b) => a + b, 0);
    if (total === 0)
        throw new report/* CheckFailed */.EC('the stream ended without a chunk', observed);
    return { detail: `${total} chunks: ${[...kinds.keys()].join(', ')}`, observed };
};

;// CONCATENATED MODULE: ./src/smoke/checks/index.ts



const CHECKS = {
    run: singleRunCheck,
    enqueue: enqueueCheck,
    rollback: rollbackCheck,
    interrupt: interruptCheck,
    stream: streamCheck,
};

;// CONCATENATED MODULE: ./src/agent/client.ts

/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests use the run's fetch (undici, through the configured proxy), carry
 * X-Api-Key when a key is given, and never leave the agent server's origin (originBoundFetch).
 */
async function createAgentClient(url, apiKey, fetch) {
    const { Client } = await __webpack_require__.e(/* import() */ 484).then(__webpack_require__.bind(__webpack_require__, 3103));
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
        const mib = policy/* SMOKE_MAX_REPLY_BYTES */.UP / 2 ** 20;
        let held = 0;
        const body = response.body.pipeThrough(new TransformStream({
            transform(chunk, controller) {
                // What is held: all of a reply read whole; of a stream, the line not finished yet.
                const newline = streamed ? chunk.lastIndexOf(0x0a) : -1;
                held = newline >= 0 ? chunk.byteLength - newline - 1 : held + chunk.byteLength;
                if (held > policy/* SMOKE_MAX_REPLY_BYTES */.UP)
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
            if (hop >= policy/* SMOKE_MAX_REDIRECTS */.Hr)
                throw new RedirectRefused(`more than ${policy/* SMOKE_MAX_REDIRECTS */.Hr} redirects from ${origin}`);
            if (response.status === 303 ||
                ((response.status === 301 || response.status === 302) && method === 'POST'))
                request = { ...request, method: 'GET', body: undefined };
            url = next.href;
        }
    };
}

;// CONCATENATED MODULE: ./src/agent/health.ts




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
                timeoutMs: Math.max(1_000, Math.min(policy/* HEALTH_PROBE */.oy.requestMaxMs, started + options.limitMs - clock.now())),
                signal: options.signal,
            });
            unreachableSince = undefined;
            refuseRedirect(options.url, reply.status, reply.location);
            if (reply.status === 401 || reply.status === 403) {
                throw new errors/* ActionError */.lZ({
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
            if (!(error instanceof errors/* NetworkError */.Dr))
                throw error;
            last = error.message;
            if (error.failure === 'connect' || error.failure === 'unresolved') {
                unreachableSince ??= clock.now();
                if (clock.now() - unreachableSince >= policy/* HEALTH_PROBE */.oy.unreachableAfterMs) {
                    throw new errors/* ActionError */.lZ({
                        title: 'Agent server unreachable',
                        message: `${options.url} could not be reached for ${(0,duration/* formatDuration */.a)(clock.now() - unreachableSince)} (${error.code}): check deployment_url, DNS and the network (a starting server answers 5xx; it does not refuse connections).`,
                    });
                }
            }
            else {
                unreachableSince = undefined;
            }
        }
        const pause = Math.min(policy/* HEALTH_PROBE */.oy.largestPauseMs, policy/* HEALTH_PROBE */.oy.firstPauseMs * policy/* HEALTH_PROBE */.oy.growth ** attempt);
        if (clock.now() + pause - started > options.limitMs) {
            const within = `within ${(0,duration/* formatDuration */.a)(options.limitMs)} (${options.limitName})`;
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
        await (0,time_clock.sleepUnlessCancelled)(clock, pause, options.signal);
    }
}
/**
 * No answer but 5xx, or none at all, within the limit. Whose fault that is depends on which limit
 * it was, and on whether the server `answered` (5xx) or never did (nothing proves it broken).
 */
class NotAnswering extends errors/* ActionError */.lZ {
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
    throw new errors/* ActionError */.lZ({
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

;// CONCATENATED MODULE: ./src/smoke/suite.ts









/**
 * Proves the deployed agent server answers: waits until it accepts traffic, then runs the
 * chosen checks concurrently, each on its own thread. Every part stays within what is left of
 * `timeout`; `smoke_timeout` is the limit of the health probe and of each check inside it.
 */
async function runSmokeSuite(o) {
    const limit = () => {
        const left = o.budget.left();
        return left < o.settings.checkTimeoutMs
            ? { ms: left, name: TIME_LEFT }
            : { ms: o.settings.checkTimeoutMs, name: 'smoke_timeout' };
    };
    if (limit().ms < policy/* SMOKE_MIN_TIME_MS */.Ez) {
        return (0,report/* failedBeforeChecks */.cy)(o.url, o.assistantId, 'no time was left within timeout for the smoke test; raise timeout', 'time');
    }
    let readyAfter;
    try {
        const { ms, name } = limit();
        readyAfter = await waitUntilAnswering({
            url: o.url,
            apiKey: o.apiKey,
            transport: o.transport,
            clock: o.budget.clock,
            signal: o.budget.signal,
            limitMs: ms,
            limitName: name,
        });
    }
    catch (error) {
        if (!(error instanceof errors/* ActionError */.lZ))
            throw error;
        return (0,report/* failedBeforeChecks */.cy)(o.url, o.assistantId, error.message, notReadyBlame(error, TIME_LEFT));
    }
    const client = await createAgentClient(o.url, o.apiKey, o.fetch);
    const started = o.budget.clock.now();
    const checkLimit = limit();
    const checks = await Promise.all(o.settings.checks.map((name) => runOneCheck(name, client, checkLimit, o)));
    // What the failures are evidence of: the server's behaviour unless every one of them was cut
    // short by what was left of timeout, or refused by the run interface (the key, the assistant).
    const causes = checks
        .filter((c) => c.result === 'failed')
        .map((c) => (c.cause === 'time' && checkLimit.name !== TIME_LEFT ? 'revision' : (c.cause ?? 'revision')));
    const blame = !causes.length
        ? undefined
        : causes.includes('revision')
            ? 'revision'
            : causes.includes('setup')
                ? 'setup'
                : 'time';
    return {
        url: o.url,
        assistant_id: o.assistantId,
        result: causes.length ? 'failed' : 'passed',
        duration_ms: o.budget.clock.now() - started,
        ready_after_ms: readyAfter,
        checks: checks.map(({ cause: _, ...c }) => c),
        ...(blame ? { blame } : {}),
    };
}
/** The name of the limit a smoke test gets when less than smoke_timeout is left of timeout. */
const TIME_LEFT = 'what was left of timeout';
async function runOneCheck(name, client, limit, o) {
    const timeout = AbortSignal.timeout(Math.max(1, limit.ms));
    const signal = AbortSignal.any([o.budget.signal, timeout]);
    const started = o.budget.clock.now();
    const took = () => o.budget.clock.now() - started;
    try {
        // Raced against its own signal: the SDK may retry an aborted request instead of stopping.
        const pass = await (0,time_clock.raceAbort)(signal, CHECKS[name]({
            name,
            client,
            assistantId: o.assistantId,
            message: o.settings.message,
            signal,
            // Checks pace themselves against a real server in real time, as their limits do.
            clock: time_clock.systemClock,
            redact: o.redact,
        }));
        return {
            name,
            result: 'passed',
            duration_ms: took(),
            detail: (0,untrusted/* excerpt */.Kb)(pass.detail, 500, o.redact),
            observed: bounded(pass.observed, o.redact),
        };
    }
    catch (error) {
        o.budget.checkCancelled();
        const observed = error instanceof report/* CheckFailed */.EC ? bounded(error.observed, o.redact) : undefined;
        if (error instanceof report/* CheckInconclusive */.tn)
            return {
                name,
                result: 'inconclusive',
                duration_ms: took(),
                detail: (0,untrusted/* excerpt */.Kb)(error.message, 500, o.redact),
                observed,
            };
        if (timeout.aborted) {
            const detail = `no result within ${(0,duration/* formatDuration */.a)(limit.ms)} (${limit.name})`;
            return { name, result: 'failed', duration_ms: took(), detail, observed, cause: 'time' };
        }
        const detail = (0,untrusted/* excerpt */.Kb)(error instanceof Error ? error.message : String(error), 500, o.redact);
        // The run interface refusing the key, or not knowing the assistant, says nothing of the server.
        const status = error.status;
        const refused = status === 401 ||
            status === 403 ||
            status === 404 ||
            error instanceof RedirectRefused ||
            error instanceof ReplyTooLarge;
        const hint = status === 404
            ? ' (is assistant_id a graph of this deployment? its langgraph.json names them)'
            : status === 401 || status === 403
                ? ' (the agent server refused api_key for runs)'
                : '';
        return {
            name,
            result: 'failed',
            duration_ms: took(),
            detail: `${detail}${hint}`,
            observed,
            ...(refused ? { cause: 'setup' } : {}),
        };
    }
}
/**
 * What a check observed, as the report keeps it: everything in it came from the agent server, so
 * strings are redacted and cut, and lists, objects and depth are bounded.
 */
function bounded(value, redact) {
    const walk = (item, depth) => {
        if (typeof item === 'string')
            return (0,untrusted/* excerpt */.Kb)(item, 200, redact);
        if (typeof item !== 'object' || item === null)
            return item;
        if (depth >= 4)
            return '…';
        if (Array.isArray(item))
            return item.slice(0, 50).map((x) => walk(x, depth + 1));
        return Object.fromEntries(Object.entries(item)
            .slice(0, 30)
            .map(([k, v]) => [(0,untrusted/* excerpt */.Kb)(k, 64, redact), walk(v, depth + 1)]));
    };
    return walk(value, 0);
}

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
    const quote = quoting(seen.reply, redact);
    const quoted = () => (reply ? `the reply was "${quote.start()}"` : 'there was no AI reply');
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
            ...(at < 0 ? {} : { detail: quote.found(unwanted, at) }),
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
/** Characters a quote shows on each side of what it is about. */
const AROUND = 60;
/** The longest quote of a reply. */
const QUOTED = 160;
const MASK = '***';
/**
 * Quotes of a reply, made of the reply redacted as a whole: a cut made before redaction could
 * leave part of a secret the redactor no longer recognises (the first 68 characters of a
 * 164-character secret, say). Redacted once, when a quote is first needed.
 */
function quoting(reply, redact) {
    let redacted;
    const shown = () => (redacted ??= redact(reply));
    const around = (from, to) => (0,untrusted/* excerpt */.Kb)(shown().slice(Math.max(0, from - AROUND), to + AROUND), QUOTED, redact);
    return {
        start: () => (0,untrusted/* excerpt */.Kb)(shown().slice(0, 4 * QUOTED), QUOTED, redact),
        found(unwanted, at) {
            const whole = shown();
            const where = whole.toLowerCase().indexOf(unwanted.toLowerCase());
            if (where >= 0)
                return `found in "${around(where, where + unwanted.length)}"`;
            // The reply before the match, redacted, agrees with the whole one up to the secret the
            // match lies in: that secret's mask starts where they part.
            const before = redact(reply.slice(0, at));
            let same = 0;
            while (same < before.length && before[same] === whole[same])
                same++;
            const mask = Math.max(0, whole.lastIndexOf(MASK, same));
            return `matched inside a masked value (a secret): "${around(mask, mask + MASK.length)}"`;
        },
    };
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
/** A list index as JSON writes one: digits, no leading zero. */
const INDEX = /^(?:0|[1-9]\d*)$/;
/**
 * The value at dotted keys (`answer.status`, `items.0.id`): an object's own JSON keys and a list's
 * indices, nothing JavaScript adds to them (a list's `length`, `constructor`, an inherited key).
 */
function valueAt(root, path) {
    let current = root;
    for (const key of path.split('.')) {
        if (typeof current !== 'object' || current === null)
            return { present: false };
        const present = Array.isArray(current)
            ? INDEX.test(key) && Number(key) < current.length
            : Object.hasOwn(current, key);
        if (!present)
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
    const said = joinError(joined);
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
    return { ...ids, reply: lastAiText(messages), tools: toolsCalled(messages), values, durationMs };
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
    return kindNamed(m) === kindNamed(asked) && textOf(m.content) === textOf(asked.content);
}
/** Human, AI, or any other kind by its own name (a tool message is not a system message). */
function kindNamed(m) {
    const kind = kindOf(m);
    return kind === 'other' ? String(m.type ?? m.role ?? '') : kind;
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
const suite_TIME_LEFT = 'what was left of timeout';
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
            ? { ms: left, name: suite_TIME_LEFT }
            : { ms: o.smokeTimeoutMs, name: 'smoke_timeout' };
        try {
            await waitUntilAnswering({
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
            return notRun(o, base, error.message, notReadyBlame(error, suite_TIME_LEFT));
        }
    }
    const client = await createAgentClient(o.url, o.apiKey, o.fetch);
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
    const limit = left < own.ms ? { ms: Math.max(1, Math.floor(left)), name: suite_TIME_LEFT } : own;
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
            if (limit.name === suite_TIME_LEFT)
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
    if (error instanceof RedirectRefused || error instanceof ReplyTooLarge)
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

;// CONCATENATED MODULE: ./src/gate/agent-suites.ts
/**
 * The smoke test and the agent checks, loaded together once a run needs either: both talk to the
 * agent server through `agent/`, which one chunk of the bundle then holds once instead of twice.
 */




/***/ })

};

//# sourceMappingURL=498.index.js.map