export const id = 120;
export const ids = [120];
export const modules = {

/***/ 2120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSmokeSuite: () => (/* binding */ runSmokeSuite)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __webpack_require__(2061);
;// CONCATENATED MODULE: ./src/smoke/messages.ts
/** The thread's messages (`values.messages` of its state). */
async function threadMessages(client, threadId, signal) {
    const state = await client.threads.getState(threadId, undefined, { signal });
    return state.values.messages ?? [];
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((part) => part?.text ?? '').join('');
    return '';
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
    const message = typeof error?.message === 'string' ? error.message : JSON.stringify(error);
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

;// CONCATENATED MODULE: ./src/smoke/checks/double-texting.ts



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
    const aStatusBeforeB = (await client.runs.get(thread.thread_id, a.run_id, { signal })).status;
    const b = await create(textB);
    const observed = {
        thread_id: thread.thread_id,
        run_a: a.run_id,
        run_b: b.run_id,
        strategy,
        a_status_when_b_sent: aStatusBeforeB,
    };
    const failure = joinError(await client.runs.join(thread.thread_id, b.run_id, { signal }));
    if (failure)
        throw new report/* CheckFailed */.E(`run B failed: ${failure}`, observed);
    const messages = await threadMessages(client, thread.thread_id, signal);
    observed.messages = outline(messages, { [textA]: 'A', [textB]: 'B' });
    const aAfter = await fetchRun(client, thread.thread_id, a.run_id, signal);
    observed.a_after = 'status' in aAfter ? aAfter.status : `HTTP ${aAfter.httpStatus}`;
    return { observed, messages, textA, textB, aAfter };
}
async function fetchRun(client, threadId, runId, signal) {
    try {
        return { status: (await client.runs.get(threadId, runId, { signal })).status };
    }
    catch (error) {
        const status = error.status;
        if (typeof status === 'number')
            return { httpStatus: status };
        throw error;
    }
}
function requireReplyToB(o) {
    const b = humanIndex(o.messages, o.textB);
    if (b < 0)
        throw new report/* CheckFailed */.E("the thread state does not hold run B's message", o.observed);
    if (replyAfter(o.messages, b) < 0)
        throw new report/* CheckFailed */.E("the thread state holds run B's message but no reply", o.observed);
    return b;
}
/** Enqueue: B waits for A; the thread ends with A's messages, then B's, in order. */
const enqueueCheck = async (ctx) => {
    const o = await doubleText(ctx, 'enqueue');
    const a = humanIndex(o.messages, o.textA);
    const b = requireReplyToB(o);
    if (a < 0)
        throw new report/* CheckFailed */.E("run A's message is missing from the thread", o.observed);
    const replyA = replyAfter(o.messages, a);
    if (!(a < replyA && replyA < b)) {
        throw new report/* CheckFailed */.E("the thread does not hold A's message and reply before B's", o.observed);
    }
    return { detail: 'B ran after A; the thread holds A then B, each with a reply', observed: o.observed };
};
/** Rollback: A is interrupted and deleted; only B's messages remain; fetching A fails. */
const rollbackCheck = async (ctx) => {
    const o = await doubleText(ctx, 'rollback');
    requireReplyToB(o);
    const problems = [];
    if (humanIndex(o.messages, o.textA) >= 0)
        problems.push("run A's message is still in the thread");
    if ('status' in o.aAfter)
        problems.push(`run A can still be fetched (status ${o.aAfter.status})`);
    if (problems.length) {
        throw new report/* CheckFailed */.E(`${problems.join('; ')}: rollback should delete run A (A was ${o.observed.a_status_when_b_sent} when B was sent)`, o.observed);
    }
    return {
        detail: `A was deleted (fetching it answers HTTP ${o.aAfter.httpStatus}); the thread holds only B`,
        observed: o.observed,
    };
};
/** Interrupt: A is interrupted but kept (still fetchable); B runs and replies. */
const interruptCheck = async (ctx) => {
    const o = await doubleText(ctx, 'interrupt');
    requireReplyToB(o);
    if (!('status' in o.aAfter)) {
        throw new report/* CheckFailed */.E(`run A cannot be fetched (HTTP ${o.aAfter.httpStatus}): interrupt should keep it`, o.observed);
    }
    return { detail: `A was kept (status ${o.aAfter.status}); B replied`, observed: o.observed };
};

;// CONCATENATED MODULE: ./src/smoke/checks/run.ts



/** A run on a new thread: create, join, and find the message and a later reply in the state. */
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
        throw new report/* CheckFailed */.E(`the run failed: ${failure}`, observed);
    const messages = await threadMessages(client, thread.thread_id, signal);
    observed.messages = outline(messages, { [text]: 'A' });
    const sent = humanIndex(messages, text);
    if (sent < 0)
        throw new report/* CheckFailed */.E('the thread state does not hold the message that was sent', observed);
    const reply = replyAfter(messages, sent);
    if (reply < 0)
        throw new report/* CheckFailed */.E('the thread state holds the message but no reply after it', observed);
    return { detail: `run ${run.run_id} replied: "${excerpt(textOf(messages[reply].content))}"`, observed };
};
function excerpt(text, length = 100) {
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > length ? `${line.slice(0, length)}…` : line;
}

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
        kinds.set(chunk.event, (kinds.get(chunk.event) ?? 0) + 1);
        if (chunk.event === 'error') {
            throw new report/* CheckFailed */.E(`the stream sent an error event: ${JSON.stringify(chunk.data).slice(0, 200)}`, {
                events: Object.fromEntries(kinds),
            });
        }
    }
    const observed = { events: Object.fromEntries(kinds) };
    const total = [...kinds.values()].reduce((a, b) => a + b, 0);
    if (total === 0)
        throw new report/* CheckFailed */.E('the stream ended without a chunk', observed);
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

;// CONCATENATED MODULE: ./src/smoke/client.ts
/**
 * The official run-interface client, loaded on first use so deploys without a smoke test do
 * not pay for it. Its requests use the run's fetch (undici, through the configured proxy) and
 * carry X-Api-Key when a key is given.
 */
async function createAgentClient(url, apiKey, fetch) {
    const { Client } = await __webpack_require__.e(/* import() */ 484).then(__webpack_require__.bind(__webpack_require__, 5484));
    return new Client({
        apiUrl: url,
        // null: never fall back to LANGSMITH_API_KEY & co. from the environment.
        apiKey: apiKey ?? null,
        callerOptions: { maxRetries: 2, fetch },
    });
}

// EXTERNAL MODULE: ./src/policy.ts
var policy = __webpack_require__(1237);
// EXTERNAL MODULE: ./src/time/clock.ts
var time_clock = __webpack_require__(3355);
;// CONCATENATED MODULE: ./src/smoke/health.ts




/**
 * A freshly deployed server can take a few seconds to accept traffic: probe `GET /ok` with
 * backoff until it answers, at most `limitMs`. Any reply but a 5xx means "answering"; a 401 or
 * 403 fails at once (the key is wrong for this server). Returns the time it took.
 */
async function waitUntilAnswering(options) {
    const { clock } = options;
    const started = clock.now();
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
            if (reply.status === 401 || reply.status === 403) {
                throw new errors/* ActionError */.lZ({
                    title: 'Agent server refused the key',
                    message: `${options.url}/ok answered ${reply.status}: the agent server does not accept api_key; hosted deployments need a LangSmith API key of their workspace.`,
                });
            }
            if (reply.status < 500)
                return clock.now() - started;
            last = `answered ${reply.status}`;
        }
        catch (error) {
            if (!(error instanceof errors/* NetworkError */.Dr))
                throw error;
            last = error.message;
        }
        const pause = Math.min(policy/* HEALTH_PROBE */.oy.largestPauseMs, policy/* HEALTH_PROBE */.oy.firstPauseMs * policy/* HEALTH_PROBE */.oy.growth ** attempt);
        if (clock.now() + pause - started > options.limitMs) {
            throw new errors/* ActionError */.lZ({
                title: 'Agent server not answering',
                message: `${options.url} did not answer its health probe within ${(0,duration/* formatDuration */.a)(options.limitMs)} (smoke_timeout); last: ${last}`,
            });
        }
        await (0,time_clock.sleepUnlessCancelled)(clock, pause, options.signal);
    }
}

;// CONCATENATED MODULE: ./src/smoke/suite.ts






/**
 * Proves the deployed agent server answers: waits until it accepts traffic, then runs the
 * chosen checks concurrently, each on its own thread and within `smoke_timeout`.
 */
async function runSmokeSuite(o) {
    let readyAfter;
    try {
        readyAfter = await waitUntilAnswering({ ...o, limitMs: o.settings.checkTimeoutMs });
    }
    catch (error) {
        if (error instanceof errors/* ActionError */.lZ)
            return (0,report/* failedBeforeChecks */.c)(o.url, o.assistantId, error.message);
        throw error;
    }
    const client = await createAgentClient(o.url, o.apiKey, o.fetch);
    const started = o.clock.now();
    const checks = await Promise.all(o.settings.checks.map((name) => runOneCheck(name, client, o)));
    return {
        url: o.url,
        assistant_id: o.assistantId,
        result: checks.every((c) => c.result === 'passed') ? 'passed' : 'failed',
        duration_ms: o.clock.now() - started,
        ready_after_ms: readyAfter,
        checks,
    };
}
async function runOneCheck(name, client, o) {
    const timeout = AbortSignal.timeout(o.settings.checkTimeoutMs);
    const signal = AbortSignal.any([o.signal, timeout]);
    const started = o.clock.now();
    const took = () => o.clock.now() - started;
    try {
        const pass = await CHECKS[name]({
            name,
            client,
            assistantId: o.assistantId,
            message: o.settings.message,
            signal,
        });
        return { name, result: 'passed', duration_ms: took(), detail: pass.detail, observed: pass.observed };
    }
    catch (error) {
        if (o.signal.aborted)
            throw new errors/* CancelledError */.cc();
        const detail = timeout.aborted
            ? `no result within ${(0,duration/* formatDuration */.a)(o.settings.checkTimeoutMs)} (smoke_timeout)`
            : error instanceof Error
                ? error.message
                : String(error);
        const observed = error instanceof report/* CheckFailed */.E ? error.observed : undefined;
        return { name, result: 'failed', duration_ms: took(), detail, observed };
    }
}


/***/ })

};

//# sourceMappingURL=120.index.js.map