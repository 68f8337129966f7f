export const id = 496;
export const ids = [496,355];
export const modules = {

/***/ 2496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vj: () => (/* binding */ notRunCase),
/* harmony export */   jw: () => (/* binding */ checksPlan),
/* harmony export */   x8: () => (/* binding */ notRunReport)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2607);

/*
 * The agent checks' cases without a run: what a dry run would run, and the report of cases none of
 * whose runs ran. Light (no agent client), so the gate uses it before it loads the suite.
 */
/**
 * What the agent checks would do, for a dry run's plan: the file, where, and every case; `lead`
 * is the words the sentence starts with; `baseline` the revision a baseline would run against
 * first (a deploy's, when one serves: a new deployment has none).
 */
function checksPlan(settings, url, assistantId, { lead = 'Run', baseline } = {}) {
    const n = settings.cases.length;
    const cases = settings.cases
        .map((c) => `${c.name} (assistant ${c.assistantId ?? assistantId ?? 'unknown'}${c.runs > 1 ? `, ${c.minPasses} of ${c.runs} runs` : ''})`)
        .join('; ');
    const what = settings.dataset
        ? `${n ? `${n} agent check${n === 1 ? '' : 's'} from ${settings.file} and ` : ''}${datasetPlan(settings.dataset, settings.file)}`
        : `${n} agent check${n === 1 ? '' : 's'} from ${settings.file}`;
    return `${lead} ${what} against ${url ?? 'the deployment URL'}${baseline ? `, on revision ${baseline} before the update too (the baseline)` : ''}, ${settings.concurrency} at a time (checks_fail_on: ${settings.failOn})${cases ? `: ${cases}` : ''}.`;
}
/**
 * The cases a dataset adds: as many examples as it holds (the dry run's one request reads the
 * dataset with its count), at most its limit; with a split, up to that many.
 */
function datasetPlan(d, file) {
    const known = d.exampleCount !== undefined && !d.split && !d.asOf;
    const count = known ? Math.min(d.exampleCount, d.limit) : d.limit;
    const holds = d.exampleCount === undefined
        ? ''
        : `; it holds ${d.exampleCount} example${d.exampleCount === 1 ? '' : 's'}${d.split ? ' in all splits' : ''}${d.asOf ? ' now' : ''}`;
    const version = d.asOf ? ` as of "${d.asOf}"` : '';
    return `${known ? '' : 'up to '}${count} agent check${count === 1 ? '' : 's'} from LangSmith dataset "${d.name}"${version}${d.split ? `, split "${d.split}"` : ''} (named in ${file}; limit ${d.limit}${holds})`;
}
/**
 * The report of agent checks none of whose cases ran, for one reason (`detail`, shown redacted and
 * bounded): no usable URL, a server that never answered, no time left. Only `revision` blames the
 * agent: its cases then failed; else none is judged.
 */
function notRunReport(settings, url, assistantId, why, redact) {
    const result = why.blame === 'revision' ? 'failed' : 'not-judged';
    const cases = settings.cases.map((one) => notRunCase(one, assistantId, why.detail, result));
    const detail = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(why.detail, 500, redact);
    return { url, file: settings.file, result, duration_ms: 0, cases, detail, blame: why.blame };
}
/** A case none of whose runs ran, for one reason. */
function notRunCase(one, assistantId, detail, result = 'not-judged') {
    return {
        name: one.name,
        assistant_id: one.assistantId ?? assistantId ?? '',
        result,
        passes: 0,
        runs: one.runs,
        min_passes: one.minPasses,
        duration_ms: 0,
        failure: detail,
        run_results: [],
    };
}


/***/ }),

/***/ 3557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ kindOf),
/* harmony export */   Pv: () => (/* binding */ joinError),
/* harmony export */   Tn: () => (/* binding */ ownReply),
/* harmony export */   _u: () => (/* binding */ lastAiText),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   bJ: () => (/* binding */ threadMessages),
/* harmony export */   hP: () => (/* binding */ replyAfter),
/* harmony export */   lx: () => (/* binding */ replySavedAt),
/* harmony export */   mL: () => (/* binding */ humanIndex),
/* harmony export */   rj: () => (/* binding */ outline)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2607);
/* harmony import */ var _base_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(412);


/** The thread's messages (`values.messages` of its state). */
async function threadMessages(client, threadId, signal) {
    const state = await client.threads.getState(threadId, undefined, { signal });
    return state.values.messages ?? [];
}
/**
 * When the reply to the human message `text` was first saved in the thread: the `created_at` of
 * the oldest of the thread's last `limit` checkpoints that holds it (the server's own clock), or
 * undefined when none does.
 */
async function replySavedAt(client, threadId, text, signal, limit = 10) {
    const history = await client.threads.getHistory(threadId, { limit, signal });
    let saved;
    // Newest first: the last state seen holding the reply is the oldest.
    for (const state of history) {
        const messages = state.values?.messages ?? [];
        if (ownReply(messages, humanIndex(messages, text)) < 0)
            break;
        saved = typeof state.created_at === 'string' ? state.created_at : undefined;
    }
    return saved;
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
    const message = typeof error?.message === 'string' ? error.message : (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedJson */ .Qt)(error);
    return (0,_base_record_js__WEBPACK_IMPORTED_MODULE_1__/* .tryJson */ .M)(message)?.message ?? message;
}


/***/ }),

/***/ 8920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ elementsFromCutText),
/* harmony export */   fh: () => (/* binding */ objectFromCutText),
/* harmony export */   l: () => (/* binding */ arrayFromCutText)
/* harmony export */ });
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(412);
/**
 * Reading the start of a JSON text that was cut short (a reply larger than the most this action
 * reads): what it holds whole, and the start of what the cut fell in. One pass, no recursion and
 * no backtracking, so a hostile text can neither overflow the stack nor take long.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
function skipWhitespace(text, at) {
    while (at < text.length && WHITESPACE.has(text[at]))
        at++;
    return at;
}
/** Where the string starting at `at` (its opening quote) ends, after its closing quote; -1 if cut. */
function stringEnd(text, at) {
    for (let quote = text.indexOf('"', at + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
        let backslashes = 0;
        while (text[quote - 1 - backslashes] === '\\')
            backslashes++;
        if (backslashes % 2 === 0)
            return quote + 1;
    }
    return -1;
}
/** Where the value starting at `at` ends; -1 if the text ends first or it is not JSON. */
function valueEnd(text, at) {
    let depth = 0;
    for (let i = at; i < text.length;) {
        const c = text[i];
        if (c === '"') {
            i = stringEnd(text, i);
            if (i < 0 || depth === 0)
                return i;
            continue;
        }
        if (c === '{' || c === '[')
            depth++;
        else if (c === '}' || c === ']') {
            if (--depth <= 0)
                return depth === 0 ? i + 1 : -1;
        }
        else if (depth === 0) {
            // A number or a literal: it ends at what follows it (at the end of the text it may be cut).
            let end = i;
            while (end < text.length && !',]}'.includes(text[end]) && !WHITESPACE.has(text[end]))
                end++;
            return end < text.length ? end : -1;
        }
        i++;
    }
    return -1;
}
/**
 * The elements of the array under `field` of the top-level object, from a text cut short: those
 * it holds whole (parsed), at most `max` of them (the rest are not looked at), and the text of the
 * one the cut fell in. Undefined when the text does not begin like such an object, or the cut came
 * before the array.
 */
function arrayFromCutText(text, field, max = Infinity) {
    let at = skipWhitespace(text, 0);
    if (text[at] !== '{')
        return undefined;
    for (at++;;) {
        at = skipWhitespace(text, at);
        if (text[at] !== '"')
            return undefined;
        const keyEnd = stringEnd(text, at);
        const key = keyEnd < 0 ? undefined : (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .tryJson */ .M)(text.slice(at, keyEnd));
        if (key === undefined)
            return undefined;
        at = skipWhitespace(text, keyEnd);
        if (text[at] !== ':')
            return undefined;
        at = skipWhitespace(text, at + 1);
        if (key === field)
            return text[at] === '[' ? elements(text, at + 1, max) : undefined;
        const end = valueEnd(text, at);
        if (end < 0)
            return undefined;
        at = skipWhitespace(text, end);
        if (text[at] !== ',')
            return undefined;
        at++;
    }
}
/**
 * The elements of a top-level array (a list reply) from a text cut short: those it holds whole
 * (parsed), at most `max`, and the text of the one the cut fell in. Undefined when the text does
 * not begin with an array.
 */
function elementsFromCutText(text, max = Infinity) {
    const at = skipWhitespace(text, 0);
    return text[at] === '[' ? elements(text, at + 1, max) : undefined;
}
function elements(text, at, max) {
    const whole = [];
    while (whole.length < max) {
        at = skipWhitespace(text, at);
        if (at >= text.length || text[at] === ']')
            return { whole };
        const end = valueEnd(text, at);
        if (end < 0)
            return { whole, cut: text.slice(at) };
        const element = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .tryJson */ .M)(text.slice(at, end));
        if (element === undefined)
            return { whole };
        whole.push(element);
        at = skipWhitespace(text, end);
        if (text[at] !== ',')
            return { whole };
        at++;
    }
    return { whole };
}
/**
 * The fields of an object from a text cut short: those it holds whole, and, when the cut fell in
 * a string, that field with the start of its string (`cutField` names it). Undefined when the
 * text is not the start of an object.
 */
function objectFromCutText(text) {
    let at = skipWhitespace(text, 0);
    if (text[at] !== '{')
        return undefined;
    // No prototype: a field named `__proto__` is a field like any other.
    const fields = Object.create(null);
    for (at++;;) {
        at = skipWhitespace(text, at);
        const keyEnd = text[at] === '"' ? stringEnd(text, at) : -1;
        const key = keyEnd < 0 ? undefined : (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .tryJson */ .M)(text.slice(at, keyEnd));
        if (typeof key !== 'string')
            return { fields };
        at = skipWhitespace(text, keyEnd);
        if (text[at] !== ':')
            return { fields };
        at = skipWhitespace(text, at + 1);
        const end = valueEnd(text, at);
        if (end < 0) {
            const start = text[at] === '"' ? stringStart(text.slice(at)) : undefined;
            if (start === undefined)
                return { fields };
            fields[key] = start;
            return { fields, cutField: key };
        }
        const value = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .tryJson */ .M)(text.slice(at, end));
        if (value === undefined)
            return { fields };
        fields[key] = value;
        at = skipWhitespace(text, end);
        if (text[at] !== ',')
            return { fields };
        at++;
    }
}
/** The start of a string cut short (from its opening quote), without an escape the cut left unfinished. */
function stringStart(text) {
    let end = text.length;
    // Only the last few characters can be an unfinished escape: `\` or `\u` with up to 3 digits.
    const tail = text.slice(-6);
    const escape = /\\(?:u[0-9a-fA-F]{0,3})?$/.exec(tail);
    if (escape) {
        const slash = text.length - tail.length + escape.index;
        let run = 0;
        while (text[slash - run] === '\\')
            run++;
        // An odd run ends in a backslash that starts an escape; an even one is escaped backslashes.
        if (run % 2 === 1)
            end = slash;
    }
    const value = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .tryJson */ .M)(`${text.slice(0, end)}"`);
    return typeof value === 'string' ? value : undefined;
}


/***/ }),

/***/ 8131:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ createCallerFor),
/* harmony export */   u: () => (/* binding */ createCaller)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4758);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8531);
/* harmony import */ var _http_retry_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2061);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4623);
/* harmony import */ var _error_detail_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4148);
/* harmony import */ var _base_record_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(412);
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2607);








/** Every control-plane request goes through here: headers, timeouts, retries, parsing. */
function createCaller(options) {
    return createCallerFor(_client_js__WEBPACK_IMPORTED_MODULE_4__/* .ENDPOINTS */ .Hr, options);
}
/**
 * A caller for another API of the same kind (FastAPI errors, `X-Api-Key`, the same retry rules):
 * LangSmith's datasets and experiments. The key goes only to `baseUrl`, which its caller checked.
 */
function createCallerFor(endpoints, options) {
    const caller = new Caller(endpoints, options);
    return (spec) => caller.call(spec);
}
class Caller {
    headers;
    redact;
    answered = false;
    unresolvedSince;
    endpoints;
    options;
    constructor(endpoints, options) {
        this.endpoints = endpoints;
        this.options = options;
        this.redact = options.redact ?? ((text) => text);
        this.headers = { accept: 'application/json', 'x-api-key': options.apiKey };
        if (options.tenantId)
            this.headers['x-tenant-id'] = options.tenantId;
    }
    get clock() {
        return this.options.budget.clock;
    }
    async call(spec) {
        const prepared = this.prepare(spec);
        const { log, retry, random } = this.options;
        const { side } = spec;
        const maxAttempts = side?.attempts ?? retry.maxAttempts;
        // Until the control plane first answers, a host name that does not resolve may not exist.
        let unresolved = false;
        const tried = await (0,_http_retry_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .retrying */ .R$)(async () => {
            prepared.budget.check(`before ${prepared.where.method} ${prepared.where.path}`);
            const started = this.clock.now();
            const result = await this.attempt(spec, prepared, started);
            if (result.ok)
                return result;
            const { failure } = result;
            if (!failure.retryable)
                throw failure;
            if (!spec.repeatable && failure.mayHaveActed)
                throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UncertainOutcomeError */ .un(failure);
            unresolved = !this.answered && failure instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr && failure.failure === 'unresolved';
            if (unresolved)
                this.unresolvedSince ??= started;
            return result;
        }, {
            timing: { ...retry, maxAttempts },
            random,
            budget: prepared.budget,
            longestPauseMs: side?.maxPauseMs,
            lastAttemptBy: () => (unresolved ? this.unresolvedSince + _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .HOST_NOT_FOUND_MS */ .zW : Infinity),
            during: (failure) => `before ${failure.method} ${failure.path}`,
            onRetry: (failure, pause, next, asked) => {
                const reason = asked ? ' as Retry-After asks' : '';
                const said = `${failure.message}; retrying in ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(pause)}${reason} (attempt ${next} of ${maxAttempts})`;
                if (side)
                    log.debug(said);
                else
                    log.info(said);
            },
        });
        if (tried.ok)
            return tried.value;
        throw this.gaveUp(tried, side, unresolved);
    }
    prepare(spec) {
        const { method, path } = this.endpoints[spec.endpoint];
        const label = pathWithQuery((0,_client_js__WEBPACK_IMPORTED_MODULE_4__/* .fillPath */ .dN)(path, spec.params), spec.query);
        const budget = spec.budget ?? this.options.budget;
        const { headers } = this;
        return {
            where: { method, path: label, endpoint: spec.endpoint },
            budget,
            request: {
                method,
                url: this.options.baseUrl + label,
                label,
                endpoint: spec.endpoint,
                headers: spec.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
                body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
                signal: budget.signal,
            },
        };
    }
    /** Sends once; a reply with the expected status is parsed, any other becomes the failure. */
    async attempt(spec, prepared, started) {
        const { where, budget } = prepared;
        const { method, path: label } = where;
        try {
            const response = await this.options.transport.send({
                ...prepared.request,
                timeoutMs: Math.min(spec.side?.requestTimeoutMs ?? spec.requestTimeoutMs ?? this.options.requestTimeoutMs, budget.left()),
            });
            this.answered = true;
            this.options.log.debug(`${method} ${label} → ${response.status} in ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(this.clock.now() - started)}`);
            if (response.status === (spec.expect ?? 200))
                return { ok: true, value: this.accept(spec, where, response) };
            // An error body is only shown: errorDetail redacts it whole before it scans or cuts it.
            const { detail, fieldErrors } = (0,_error_detail_js__WEBPACK_IMPORTED_MODULE_5__/* .errorDetail */ .m)(response.text, response.contentType, this.redact);
            const failure = new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpError */ .j$({
                ...where,
                status: response.status,
                detail,
                fieldErrors,
                retryAfter: response.retryAfter,
            });
            return { ok: false, failure, retryAfter: response.retryAfter };
        }
        catch (error) {
            if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc || budget.cancelled)
                throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc();
            if (!(error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RequestError */ .GI))
                throw error;
            this.options.log.debug(`${method} ${label} → ${error.message} after ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(this.clock.now() - started)}`);
            return { ok: false, failure: error };
        }
    }
    /** The expected reply, parsed; a reply cut at MAX_BODY_BYTES only if the spec can use it. */
    accept(spec, where, response) {
        const { text, status } = response;
        if (!response.truncated)
            return parse(spec, where, status, text, this.redact);
        const made = spec.fromCutReply?.(text);
        if (made !== undefined)
            return made;
        const problem = `larger than ${_base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BODY_BYTES */ .YK / _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .MIB */ .D6} MiB`;
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseFormatError */ .TT({ ...where, status, problem });
    }
    /**
     * What a call that will not be tried again throws, said in the log as why asks: a side read's
     * reasons only in the debug log; a name that never resolved before the control plane answered
     * as the host not found.
     */
    gaveUp(end, side, unresolved) {
        const { failure, gaveUp, askedMs } = end;
        const { log } = this.options;
        if (gaveUp === 'cancelled')
            return new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc();
        const why = askedMs === undefined ? '' : ` (the server asked for Retry-After ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(askedMs)})`;
        if (gaveUp === 'asked-too-long')
            log.debug(`${failure.message}; not tried again: a side read waits at most ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .formatDuration */ .a3)(side.maxPauseMs)}${why}`);
        if (gaveUp === 'no-time') {
            const said = `${failure.message}; no time left within the timeout for another attempt${why}`;
            if (side)
                log.debug(said);
            else
                log.warning(said);
        }
        return unresolved && failure instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr ? this.hostNotFound(failure) : failure;
    }
    hostNotFound(failure) {
        const proxy = failure.proxy
            ? { input: 'proxy', label: failure.proxy }
            : undefined;
        return new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HostNotFoundError */ .mh({
            host: failure.host ?? new URL(this.options.baseUrl).hostname,
            setBy: proxy ?? this.options.urlFrom,
            failure,
        });
    }
}
function parse(spec, where, status, text, redact) {
    if (!spec.schema)
        return undefined;
    const json = (0,_base_record_js__WEBPACK_IMPORTED_MODULE_7__/* .tryJson */ .M)(text);
    if (json === undefined) {
        const start = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_6__/* .excerpt */ .Kb)(redact(text), 20, (t) => t);
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseFormatError */ .TT({ ...where, status, problem: `not JSON (starts with "${start}")` });
    }
    const result = spec.schema.safeParse(json);
    if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.length ? issue.path.join('.') : 'body';
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ResponseFormatError */ .TT({ ...where, status, problem: `${field}: ${issue?.message ?? 'invalid'}` });
    }
    return result.data;
}
function pathWithQuery(path, query) {
    const entries = Object.entries(query ?? {}).flatMap(([k, v]) => v === undefined
        ? []
        : Array.isArray(v)
            ? v.map((item) => [k, item])
            : [[k, String(v)]]);
    if (entries.length === 0)
        return path;
    return `${path}?${new URLSearchParams(entries).toString()}`;
}


/***/ }),

/***/ 4623:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hr: () => (/* binding */ ENDPOINTS),
/* harmony export */   W8: () => (/* binding */ createControlPlane),
/* harmony export */   dN: () => (/* binding */ fillPath),
/* harmony export */   uA: () => (/* binding */ requestLine),
/* harmony export */   yN: () => (/* binding */ deleteQuery)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8816);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8531);
/* harmony import */ var _cut_log_page_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3925);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9204);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2061);





/**
 * The control-plane endpoints this action uses: the one place their methods and paths are
 * written. The emulator's route table is keyed by these names (a missing handler is a compile
 * error) and failure hints match on them.
 */
const ENDPOINTS = {
    'list-deployments': { method: 'GET', path: '/v2/deployments' },
    'create-deployment': { method: 'POST', path: '/v2/deployments' },
    'get-deployment': { method: 'GET', path: '/v2/deployments/{deployment_id}' },
    'patch-deployment': { method: 'PATCH', path: '/v2/deployments/{deployment_id}' },
    'delete-deployment': { method: 'DELETE', path: '/v2/deployments/{deployment_id}' },
    'list-revisions': { method: 'GET', path: '/v2/deployments/{deployment_id}/revisions' },
    'get-revision': { method: 'GET', path: '/v2/deployments/{deployment_id}/revisions/{revision_id}' },
    'redeploy-revision': {
        method: 'POST',
        path: '/v2/deployments/{deployment_id}/revisions/{revision_id}/redeploy',
    },
    'auth-wait': { method: 'GET', path: '/v2/auth/wait/{auth_id}' },
    'upload-url': { method: 'POST', path: '/v2/deployments/{deployment_id}/upload-url' },
    'build-logs': { method: 'POST', path: '/v1/projects/{deployment_id}/revisions/{revision_id}/build_logs' },
    'deploy-logs': { method: 'POST', path: '/v1/projects/{deployment_id}/revisions/{revision_id}/deploy_logs' },
    'list-integrations': { method: 'GET', path: '/v1/integrations/github/install' },
    'list-repos': { method: 'GET', path: '/v1/integrations/github/{integration_id}/repos' },
    'list-listeners': { method: 'GET', path: '/v2/listeners' },
    'get-listener': { method: 'GET', path: '/v2/listeners/{listener_id}' },
};
/** A path template with its `{name}` parameters filled in (URL-encoded). */
function fillPath(template, params = {}) {
    return template.replace(/\{(\w+)\}/g, (_, name) => {
        const value = params[name];
        if (value === undefined)
            throw new Error(`path parameter ${name} missing for ${template}`);
        return encodeURIComponent(value);
    });
}
/** `METHOD /path?query` of an endpoint with its parameters filled in, as a plan or a log names it. */
function requestLine(endpoint, params = {}, query = {}) {
    const search = new URLSearchParams(query).toString();
    return `${ENDPOINTS[endpoint].method} ${fillPath(ENDPOINTS[endpoint].path, params)}${search ? `?${search}` : ''}`;
}
/** The endpoints of the control plane this action uses, typed; one request each. */
function createControlPlane(call) {
    return {
        ...deploymentReads(call),
        ...deploymentWrites(call),
        ...revisionEndpoints(call),
        ...sourceEndpoints(call),
        ...logEndpoints(call),
        ...githubEndpoints(call),
        ...listenerEndpoints(call),
    };
}
/** Finding and reading deployments. */
function deploymentReads(call) {
    return {
        /** `agentId`, `agentEnvironment`: the Go client's filters, not in the public API document. */
        listDeployments: (query) => call({
            endpoint: 'list-deployments',
            query: {
                name_contains: query.nameContains,
                agent_id: query.agentId,
                agent_environment: query.agentEnvironment,
                limit: query.limit,
                offset: query.offset,
            },
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .DeploymentList */ .Oj,
            repeatable: true,
        }),
        getDeployment: (deploymentId) => call({
            endpoint: 'get-deployment',
            params: { deployment_id: deploymentId },
            schema: (0,_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .deploymentOf */ .PE)(deploymentId),
            repeatable: true,
        }),
    };
}
/** Creating, changing and deleting a deployment. */
function deploymentWrites(call) {
    return {
        createDeployment: (body) => call({ endpoint: 'create-deployment', body, expect: 201, schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .Deployment */ .Sn, repeatable: false }),
        patchDeployment: (deploymentId, body) => call({
            endpoint: 'patch-deployment',
            params: { deployment_id: deploymentId },
            body,
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .Deployment */ .Sn,
            repeatable: false,
        }),
        /**
         * Not repeated blindly either: a repeat after our own delete would answer 404. `tracingProject`:
         * its LangSmith tracing project goes too (the API's default keeps it, and its name taken).
         */
        deleteDeployment: (deploymentId, options) => call({
            endpoint: 'delete-deployment',
            params: { deployment_id: deploymentId },
            query: deleteQuery(options),
            expect: 204,
            repeatable: false,
        }),
    };
}
/** A deployment's revisions. */
function revisionEndpoints(call) {
    return {
        /** Newest first; `status` filters by a comma-separated list of statuses. */
        listRevisions: (deploymentId, query = {}) => call({
            endpoint: 'list-revisions',
            params: { deployment_id: deploymentId },
            query: { limit: query.limit ?? 5, offset: query.offset, status: query.status },
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .RevisionList */ .gV,
            repeatable: true,
        }),
        /** `budget`: a narrower one than the run's (the wait's status reads keep time for a log tail). */
        getRevision: (deploymentId, revisionId, budget) => call({
            endpoint: 'get-revision',
            params: { deployment_id: deploymentId, revision_id: revisionId },
            schema: (0,_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .revisionOf */ .DT)(revisionId),
            repeatable: true,
            budget,
        }),
        /** A new revision that redeploys an earlier one. Never repeated blindly (see deploy/recover.ts). */
        redeployRevision: (deploymentId, revisionId) => call({
            endpoint: 'redeploy-revision',
            params: { deployment_id: deploymentId, revision_id: revisionId },
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .Deployment */ .Sn,
            repeatable: false,
        }),
    };
}
/** Waiting for GitHub authorization and uploading a source archive. */
function sourceEndpoints(call) {
    return {
        /** The server holds this request open for up to `timeoutSeconds` (at most AUTH_WAIT_MAX_S). */
        waitAuth: (authId, timeoutSeconds) => {
            const seconds = Math.min(_base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .AUTH_WAIT_MAX_S */ .Kz, timeoutSeconds);
            return call({
                endpoint: 'auth-wait',
                params: { auth_id: authId },
                query: { timeout: seconds },
                schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .AuthWait */ .sG,
                repeatable: true,
                requestTimeoutMs: (0,_time_duration_js__WEBPACK_IMPORTED_MODULE_3__/* .msOf */ .QZ)(seconds) + _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .LONG_POLL_MARGIN_MS */ .vN,
            });
        },
        /**
         * A signed URL to upload a source archive to, and the object path to name it by. Not in the
         * public OpenAPI document: the platform's CLI uses it (platform-facts.md). Asking twice only
         * wastes a URL, so it is a read for retries.
         */
        requestUploadUrl: (deploymentId) => call({
            endpoint: 'upload-url',
            params: { deployment_id: deploymentId },
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .UploadUrl */ .TB,
            repeatable: true,
        }),
    };
}
/** A revision's logs. */
function logEndpoints(call) {
    return {
        /**
         * A page of a revision's build or server (deploy) log. Not in the public OpenAPI document:
         * the platform's CLI uses it (platform-facts.md, "Logs"). A side read: tried twice, briefly, never
         * holding up the deploy.
         */
        readLogs: (kind, deploymentId, revisionId, body, budget) => call({
            endpoint: kind === 'build' ? 'build-logs' : 'deploy-logs',
            params: { deployment_id: deploymentId, revision_id: revisionId },
            body,
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .LogPage */ .AY,
            repeatable: true,
            side: _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .LOG_READ */ .o0,
            budget,
            // A few multi-MiB lines make a page larger than a reply may be: its start still shows.
            fromCutReply: _cut_log_page_js__WEBPACK_IMPORTED_MODULE_1__/* .cutLogPage */ .C,
        }),
    };
}
/** The GitHub integrations and the repositories they can read. */
function githubEndpoints(call) {
    return {
        listGithubIntegrations: () => call({
            endpoint: 'list-integrations',
            schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .GithubIntegration */ .Uv),
            repeatable: true,
        }),
        listGithubRepositories: (integrationId) => call({
            endpoint: 'list-repos',
            params: { integration_id: integrationId },
            schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .GithubRepository */ .ed),
            repeatable: true,
        }),
    };
}
/** The listeners that run deployments in a customer's own cluster (self-hosted, hybrid). */
function listenerEndpoints(call) {
    return {
        /** One page: enough to tell none, one and several apart (deploy/placement.ts). */
        listListeners: (limit) => call({
            endpoint: 'list-listeners',
            query: { limit },
            schema: _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .ListenerList */ ["do"],
            repeatable: true,
        }),
        getListener: (listenerId) => call({
            endpoint: 'get-listener',
            params: { listener_id: listenerId },
            schema: (0,_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .listenerOf */ .Al)(listenerId),
            repeatable: true,
        }),
    };
}
/** The query of a delete: only the non-default is sent. */
function deleteQuery(options) {
    return options.tracingProject ? { delete_tracing_project: 'true' } : {};
}


/***/ }),

/***/ 3925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ cutLogPage),
/* harmony export */   _: () => (/* binding */ CutLogPage)
/* harmony export */ });
/* harmony import */ var _base_json_prefix_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8920);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8531);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9204);



/**
 * A log page read from a reply larger than the most this action reads (a few multi-MiB lines):
 * the lines its start holds whole (`rows` of them, lines that are not objects included; at most
 * LOG_LIMITS.pageRowsRead are read), and no
 * offset — where those lines end is not known. When not even one line is whole, `partial` is the
 * start of the first, `messageCut` when the cut fell in its message. A class, so no reply can
 * pass for one.
 */
class CutLogPage {
    logs;
    rows;
    partial;
    constructor(logs, rows, partial) {
        this.logs = logs;
        this.rows = rows;
        if (partial)
            this.partial = partial;
    }
}
/**
 * The page the start of a cut log reply holds, or undefined when it holds none. As with a whole
 * reply (LogPage), at most LOG_LIMITS.pageRowsRead rows are read.
 */
function cutLogPage(text) {
    const found = (0,_base_json_prefix_js__WEBPACK_IMPORTED_MODULE_0__/* .arrayFromCutText */ .l)(text, 'logs', _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .LOG_LIMITS */ .ST.pageRowsRead);
    if (!found)
        return undefined;
    const logs = (0,_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .logLines */ .OG)(found.whole);
    const start = found.whole.length || found.cut === undefined ? undefined : (0,_base_json_prefix_js__WEBPACK_IMPORTED_MODULE_0__/* .objectFromCutText */ .fh)(found.cut);
    const line = start && _schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .LogLine */ .P0.safeParse(start.fields);
    const partial = line?.success ? { line: line.data, messageCut: start.cutField === 'message' } : undefined;
    return new CutLogPage(logs, found.whole.length, partial);
}


/***/ }),

/***/ 4148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ errorDetail)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2607);
/* harmony import */ var _base_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(412);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9204);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8531);




/** Longest explanation quoted from a server, after redaction. */
const MAX_DETAIL = 300;
/**
 * What the server said about a failure, from its body: `detail` (text or field errors),
 * `message`, or the start of a text/HTML page. Everything is redacted before it is clipped, so a
 * secret the server echoes cannot survive as an unmasked fragment. Field errors keep only
 * location and message: FastAPI echoes the rejected value as `input`, which may be a secret.
 * Linear in the size of the body.
 */
function errorDetail(text, contentType = '', redact = (t) => t) {
    // Redacted whole before anything scans or cuts it: a cut (ERROR_PAGE_SCANNED_CHARS, a title) could end
    // inside a secret and leave a piece the redactor no longer recognises.
    text = redact(text);
    const json = (0,_base_record_js__WEBPACK_IMPORTED_MODULE_3__/* .tryJson */ .M)(text);
    if (json !== undefined) {
        const body = _schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ErrorBody */ .Fw.safeParse(json);
        if (body.success) {
            const { detail, message } = body.data;
            if (Array.isArray(detail)) {
                const fieldErrors = detail.slice(0, 20).map((d) => ({
                    loc: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)((d.loc ?? []).join('.'), 120, redact),
                    msg: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(d.msg, 200, redact),
                }));
                return { detail: fieldErrors.map((f) => `${f.loc}: ${f.msg}`).join('; '), fieldErrors };
            }
            if (detail ?? message)
                return { detail: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(detail ?? message ?? '', MAX_DETAIL, redact), fieldErrors: [] };
        }
        return { detail: '', fieldErrors: [] };
    }
    const start = text.slice(0, _base_policy_js__WEBPACK_IMPORTED_MODULE_2__/* .ERROR_PAGE_SCANNED_CHARS */ .qI);
    const markup = /html|xml/i.test(contentType) || /^\s*</.test(start);
    // A storage error is XML (<Error><Code>…), a proxy's or load balancer's page HTML.
    const xml = /xml/i.test(contentType)
        ? !/html/i.test(contentType)
        : /^\s*<\?xml/i.test(start) && !/<html/i.test(start);
    const kind = xml ? 'XML' : 'HTML page';
    return { detail: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .excerpt */ .Kb)(markup ? markupToText(start, kind) : start, MAX_DETAIL, redact), fieldErrors: [] };
}
/** The page's title, or its text without tags, saying what it was: one pass, no backtracking. */
function markupToText(html, kind) {
    const lower = html.toLowerCase();
    const open = lower.indexOf('<title');
    if (open >= 0) {
        const from = lower.indexOf('>', open);
        const to = from < 0 ? -1 : lower.indexOf('</title', from);
        if (to > from)
            return `${html.slice(from + 1, to).trim()} (${kind})`;
    }
    let out = '';
    let inTag = false;
    let skipping;
    for (let i = 0; i < html.length; i++) {
        const c = html[i];
        if (inTag) {
            if (c === '>')
                inTag = false;
            continue;
        }
        if (c === '<') {
            inTag = true;
            if (skipping) {
                if (lower.startsWith(`</${skipping}`, i))
                    skipping = undefined;
            }
            else if (lower.startsWith('<script', i) || lower.startsWith('<style', i)) {
                skipping = lower.startsWith('<script', i) ? 'script' : 'style';
            }
            out += ' ';
            continue;
        }
        if (!skipping)
            out += c;
    }
    return `${out} (${kind})`;
}


/***/ }),

/***/ 9696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ searchPages)
/* harmony export */ });
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8531);

/**
 * Reads a list endpoint page by page (LIST_PAGE_SIZE rows asked for each time) until `pick`
 * chooses a row or the list ends. A server may return fewer rows than asked before the end, so
 * a short page is not the end (only an empty one is); and the next offset is the rows actually
 * read, never what a reply claims — a reply whose `offset` jumps ahead would skip rows unseen. A
 * page of rows all seen before (by their `id`) is a server that ignores the offset: the walk
 * stops there, and says so, since its caller cannot know what lies beyond. A caller whose pages
 * may be smaller than LIST_PAGE_SIZE (it asks for fewer) may read more than MAX_LIST_PAGES.
 */
async function searchPages(read, pick, maxPages = _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LIST_PAGES */ .rt) {
    let offset = 0;
    const seen = new Set();
    for (let page = 0; page < maxPages; page++) {
        const rows = await read({ limit: _base_policy_js__WEBPACK_IMPORTED_MODULE_0__/* .LIST_PAGE_SIZE */ .Lw, offset });
        if (rows.length === 0)
            return { end: 'end', rowsRead: seen.size };
        if (rows.every((row) => seen.has(row.id)))
            return { end: 'repeated', rowsRead: seen.size };
        // Each row is offered once: `pick` may keep state (what it saw before), and a row shown
        // again must not be taken for a new one.
        for (const row of rows) {
            if (seen.has(row.id))
                continue;
            seen.add(row.id);
            const found = pick(row);
            if (found !== undefined)
                return { found };
        }
        offset += rows.length;
    }
    return { end: 'limit', rowsRead: seen.size };
}


/***/ }),

/***/ 9204:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sG: () => (/* binding */ AuthWait),
  Sn: () => (/* binding */ Deployment),
  Oj: () => (/* binding */ DeploymentList),
  Fw: () => (/* binding */ ErrorBody),
  Uv: () => (/* binding */ GithubIntegration),
  ed: () => (/* binding */ GithubRepository),
  "do": () => (/* binding */ ListenerList),
  P0: () => (/* binding */ LogLine),
  AY: () => (/* binding */ LogPage),
  gV: () => (/* binding */ RevisionList),
  TB: () => (/* binding */ UploadUrl),
  PE: () => (/* binding */ deploymentOf),
  Al: () => (/* binding */ listenerOf),
  OG: () => (/* binding */ logLines),
  DT: () => (/* binding */ revisionOf)
});

// UNUSED EXPORTS: Listener

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __webpack_require__(8816);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
;// CONCATENATED MODULE: ./src/base/url.ts
/**
 * A URL without the `user:password@` it may carry: a deployment's URL comes from the control plane
 * and is shown in the summary and set as an output, where credentials must never appear. Only the
 * userinfo is removed — the rest of the text is kept as it was (not re-serialised), so a URL
 * without credentials comes back unchanged. The authority ends at `/`, `?`, `#` or `\` (which
 * URL parsers read as `/`), so an `@` in a path is left alone. The slashes before it may be any
 * number of `/` or `\` (`https:/u:p@host`, `https:u:p@host` are read as `https://u:p@host`); a
 * URL that had credentials comes back with `//`.
 */
function withoutCredentials(url) {
    return url.replace(/^([A-Za-z][A-Za-z0-9+.-]*:)[/\\]*[^/?#\\]*@/, '$1//');
}

// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __webpack_require__(8531);
;// CONCATENATED MODULE: ./src/control-plane/schemas.ts




/**
 * Replies of the control plane, checked at the edge. Objects accept extra fields (the API
 * grows); a revision status is an open string, classified by wait/revision-status.ts. Text the
 * action shows (statuses, names, URLs) is stripped of control characters here, and cut only where
 * it is shown, after redaction (a cut here could leave half a secret the redactor cannot see);
 * ids, which go into request paths, must be printable and bounded or the reply is refused.
 */
const Id = schemas/* string */.YjP()
    .min(1)
    .max(256)
    .regex(/^[^\s\u0000-\u001f\u007f-\u009f]+$/, 'not a printable id');
const Printable = schemas/* string */.YjP().transform(untrusted/* printable */.g$);
/**
 * The deployment's secrets, by name: the API lists them with masked values, which are dropped here
 * (nothing could be done with them). A list that does not read as one is as good as none sent:
 * unknown (undefined), never empty.
 */
const SecretNames = schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1).max(256).transform(untrusted/* printable */.g$) }))
    .transform((secrets) => secrets.map((s) => s.name))
    .optional()
    // A list with one row that does not read (null, no name) is unknown as a whole: `merge` then
    // refuses rather than guess, and a deploy without `secrets` never needed it.
    .catch(undefined);
/** A git commit SHA as the platform reports it (hex, 7–64 characters), or absent. */
const CommitSha = schemas/* string */.YjP()
    .regex(/^[0-9a-fA-F]{7,64}$/)
    .nullish()
    .catch(undefined);
/**
 * A value a promote sends back to the control plane as it was read (a ref, a config path, an
 * image, a build command): kept only when it is exactly what a request could carry — bounded, no
 * control character, not blank; anything else is unknown, never cleaned into another value.
 */
const SentBack = schemas/* string */.YjP()
    .min(1)
    .max(policy/* REPLY_FIELD_MAX_CHARS */.FF.sentBack)
    .refine((value) => value === (0,untrusted/* printable */.g$)(value), 'not one line of printable text')
    .nullish()
    .catch(undefined);
const Deployment = schemas/* looseObject */._H3({
    id: Id,
    // Kept as sent until the transform below: a lookup must know whether cleaning it changed it.
    name: schemas/* string */.YjP().optional(),
    tenant_id: Id.nullish(),
    latest_revision_id: Id.nullish(),
    active_revision_id: Id.nullish(),
    status: Printable.optional(),
    source: Printable.optional(),
    /**
     * One of the platform's own Preview builds (the official Go client reads it; the public OpenAPI
     * document does not show it yet). Anything but `true` is a deployment like any other.
     */
    is_preview: schemas/* boolean */.zMY().nullish().catch(undefined),
    // The agent server's URL, without any `user:password@`: it is shown and set as an output.
    secrets: SecretNames,
    source_config: schemas/* looseObject */._H3({
        custom_url: Printable.transform(withoutCredentials).nullish(),
        // What a promote compares between the source deployment and its target.
        repo_url: SentBack,
        install_command: SentBack,
        build_command: SentBack,
        deployment_type: SentBack,
        // Where an external_docker deployment runs, fixed at creation (deploy/placement.ts).
        listener_id: Id.nullish().catch(undefined),
        listener_config: schemas/* looseObject */._H3({ k8s_namespace: Printable.nullish() }).nullish().catch(undefined),
    })
        .nullish(),
    /** The agent server's image version, as the control plane names it (a promote compares them). */
    image_version: SentBack,
    /** Of the latest revision (the OpenAPI document says so): its commit, for `source: github`. */
    source_revision_config: schemas/* looseObject */._H3({ repo_ref: Printable.nullish(), repo_commit_sha: CommitSha })
        .nullish()
        .catch(undefined),
})
    /**
     * `name` is shown cleaned (no control character, line or paragraph separator or bidirectional
     * override; spaces collapsed and trimmed), and only the cleaned name ever leaves this module.
     * `nameIsExact`: whether that is the name as the server sent it. A row whose name cleaning
     * would change equals no name a lookup compares (deploy/find.ts, `exactName`): taken for the
     * name it shows, `"my-agent\u0007"` would be updated, rolled back or deleted as `my-agent`.
     */
    .transform(({ name, ...row }) => {
    const shown = name === undefined ? undefined : (0,untrusted/* printable */.g$)(name);
    return { ...row, name: shown, nameIsExact: shown !== undefined && shown === name };
});
/**
 * The reply to the read of one record by its id (`GET …/{id}`): that record, its `id` the one asked
 * for (in any letter case, as UUIDs are; the id asked for is kept). A reply about another record
 * — a server's bug, a cache, a proxy — is malformed: what the run does next goes by the reply's id
 * (a deploy's PATCH, a rollback's redeploy) or believes its status (another revision's DEPLOYED).
 */
function readById(schema, what) {
    return (id) => schema
        .refine((row) => row.id.toLowerCase() === id.toLowerCase(), {
        message: `is about another ${what}, not ${id}`,
        path: ['id'],
    })
        .transform((row) => ({ ...row, id }));
}
/** The reply to the read of deployment `id` (readById). */
const deploymentOf = readById(Deployment, 'deployment');
const DeploymentList = schemas/* looseObject */._H3({
    resources: schemas/* array */.YOg(Deployment),
    offset: schemas/* number */.aig().int().optional(),
});
const Revision = schemas/* looseObject */._H3({
    id: Id,
    status: Printable.pipe(schemas/* string */.YjP().min(1)),
    created_at: schemas/* string */.YjP().max(64).optional(),
    updated_at: schemas/* string */.YjP().max(64).optional(),
    source_revision_config: schemas/* looseObject */._H3({
        repo_ref: Printable.nullish(),
        repo_commit_sha: CommitSha,
        // What a promote sends the target: the config path of a build, the image it runs.
        langgraph_config_path: SentBack,
        image_uri: SentBack,
    })
        .nullish(),
});
/** The reply to the read of revision `id` (readById). */
const revisionOf = readById(Revision, 'revision');
const RevisionList = schemas/* looseObject */._H3({
    resources: schemas/* array */.YOg(Revision),
    offset: schemas/* number */.aig().int().optional(),
});
/**
 * A listener: its id, the cluster it runs in (`compute_id`, a name its owner chose) and the
 * Kubernetes namespaces it deploys into. Names are cleaned here and cut where shown; a list of
 * namespaces that does not read as one is none.
 */
const Listener = schemas/* looseObject */._H3({
    id: Id,
    compute_id: Printable.nullish().catch(undefined),
    compute_config: schemas/* looseObject */._H3({ k8s_namespaces: schemas/* array */.YOg(Printable).nullish() })
        .nullish()
        .catch(undefined),
});
/** The reply to the read of listener `id` (readById). */
const listenerOf = readById(Listener, 'listener');
const ListenerList = schemas/* looseObject */._H3({ resources: schemas/* array */.YOg(Listener) });
const AuthWait = schemas/* looseObject */._H3({
    status: Printable.pipe(schemas/* string */.YjP().min(1)),
    token: schemas/* string */.YjP().nullish(),
});
const GithubIntegration = schemas/* looseObject */._H3({
    id: Id,
    name: Printable.optional(),
    installation_id: schemas/* number */.aig().optional(),
});
const GithubRepository = schemas/* looseObject */._H3({
    url: schemas/* string */.YjP().max(policy/* REPLY_FIELD_MAX_CHARS */.FF.url),
    name: Printable.optional(),
    owner: Printable.optional(),
});
/**
 * A page of log lines. Lines are untrusted text (they can hold secrets and anything at all): they
 * are redacted, bounded and neutralised when shown (logs/render.ts); a line that is not even an
 * object is dropped rather than failing the read.
 */
const absent = () => undefined;
const LogLine = schemas/* looseObject */._H3({
    // Python servers send null for a missing field, and a field of the wrong type is as good as
    // missing: the line is still shown.
    id: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])
        .nullish()
        .transform((v) => v ?? undefined)
        .catch(absent),
    timestamp: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP().max(64)])
        .nullish()
        .transform((v) => v ?? undefined)
        .catch(absent),
    // Made one safe line where it is shown (logs/render.ts), which strips escape sequences first.
    level: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])
        .nullish()
        .transform((v) => (v === null || v === undefined ? undefined : String(v)))
        .catch(absent),
    // Structured loggers send objects, some send numbers: shown as JSON text, only so deep (a
    // hostile one nested deeper than the stack could walk must not fail the read).
    message: schemas/* unknown */.L5J()
        .transform((v) => v === null || v === undefined ? undefined : typeof v === 'string' ? v : (0,untrusted/* boundedJson */.Qt)(v))
        .catch(absent),
});
/** The rows of a reply that read as lines; a row that is not even an object is dropped. */
function logLines(rows) {
    return rows.flatMap((row) => {
        const line = LogLine.safeParse(row);
        return line.success ? [line.data] : [];
    });
}
/**
 * A page of a log. Only its first LOG_LIMITS.pageRowsRead rows are read: a server that ignores
 * `limit` may send hundreds of thousands, and each line read is redacted against every secret
 * before it is shown. The rest are counted (`unread`), never parsed.
 */
const LogPage = schemas/* looseObject */._H3({
    logs: schemas/* array */.YOg(schemas/* unknown */.L5J()),
    next_offset: schemas/* union */.KCZ([schemas/* string */.YjP().max(policy/* REPLY_FIELD_MAX_CHARS */.FF.offset), schemas/* number */.aig()]).nullish(),
})
    .transform((page) => ({
    ...page,
    logs: logLines(page.logs.slice(0, policy/* LOG_LIMITS */.ST.pageRowsRead)),
    unread: Math.max(0, page.logs.length - policy/* LOG_LIMITS */.ST.pageRowsRead),
}));
/** Where to upload a source archive: a signed URL (a credential: masked, never logged whole). */
const UploadUrl = schemas/* looseObject */._H3({
    upload_url: schemas/* string */.YjP().max(policy/* REPLY_FIELD_MAX_CHARS */.FF.uploadUrl),
    // An object name, sent back in the PATCH and shown in the log: printable, no `..` segment.
    object_path: schemas/* string */.YjP()
        .min(1)
        .max(policy/* REPLY_FIELD_MAX_CHARS */.FF.objectPath)
        .regex(/^[^\s\u0000-\u001f\u007f-\u009f]+$/, 'not a printable object path')
        .refine((path) => !path.split('/').includes('..'), 'an object path with ".."'),
});
/** FastAPI-style error bodies: `{"detail": "text"}` or `{"detail": [{loc, msg, type}]}`. */
const ErrorBody = schemas/* looseObject */._H3({
    detail: schemas/* union */.KCZ([
        schemas/* string */.YjP(),
        schemas/* array */.YOg(schemas/* looseObject */._H3({ loc: schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()])).optional(), msg: schemas/* string */.YjP() })),
    ])
        .optional(),
    message: schemas/* string */.YjP().optional(),
});


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R$: () => (/* binding */ retrying),
/* harmony export */   kZ: () => (/* binding */ jitteredPause)
/* harmony export */ });
/* unused harmony export parseRetryAfter */
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2061);

/** AWS-style full jitter: a uniform pause in [0, min(cap, base·2^retry)). */
function jitteredPause(retry, timing, random) {
    return Math.floor(random() * Math.min(timing.capMs, timing.baseMs * 2 ** retry));
}
/**
 * `Retry-After` as seconds (`120`) or an HTTP date. Milliseconds to wait, or undefined when
 * absent or unreadable (then the jittered pause applies).
 */
function parseRetryAfter(header, nowMs) {
    if (!header)
        return undefined;
    const value = header.trim();
    if (/^\d+(\.\d+)?$/.test(value))
        return Math.round((0,_time_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .msOf */ .QZ)(Number(value)));
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
/**
 * The one retry loop of every caller (the control plane's, LangSmith's, the judge's): attempts
 * until one ends with a value or no other may be made, pausing between them as Retry-After asks,
 * else full jitter, within the budget. An attempt throws what must not be retried.
 */
async function retrying(attempt, loop) {
    const { timing, budget, longestPauseMs = Infinity, reserveMs = 0 } = loop;
    for (let n = 1;; n++) {
        const tried = await attempt(n);
        if (tried.ok)
            return tried;
        const asked = parseRetryAfter(tried.retryAfter, budget.clock.now());
        const end = (gaveUp) => ({
            ok: false,
            failure: tried.failure,
            gaveUp,
            ...(asked === undefined ? {} : { askedMs: asked }),
        });
        if (n >= timing.maxAttempts)
            return end('attempts');
        const jitter = jitteredPause(n - 1, timing, loop.random);
        const pause = asked ?? Math.min(jitter, longestPauseMs);
        if (pause > longestPauseMs)
            return end('asked-too-long');
        if (budget.cancelled)
            return end('cancelled');
        if (budget.clock.now() + pause > (loop.lastAttemptBy?.() ?? Infinity))
            return end('deadline');
        if (pause + reserveMs >= budget.left())
            return end('no-time');
        loop.onRetry?.(tried.failure, pause, n + 1, asked !== undefined);
        await budget.pause(pause, loop.during(tried.failure));
    }
}


/***/ }),

/***/ 9496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __webpack_require__(4758);
// EXTERNAL MODULE: ./src/control-plane/paging.ts
var paging = __webpack_require__(9696);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __webpack_require__(8531);
// EXTERNAL MODULE: ./src/inputs/front-end.ts
var front_end = __webpack_require__(9906);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/inputs/types.ts
var types = __webpack_require__(3448);
;// CONCATENATED MODULE: ./src/deploy/find-agent.ts





/** An agent's environment as a run names it: `agent 3f2… (staging)`. */
const agentWords = (agent) => `agent ${agent.agentId} (${agent.environment})`;
/** The deployments the list gives for an agent's environment (one page: an agent has one a stage). */
async function listForAgent(cp, agentId, environment) {
    const page = { agentId, agentEnvironment: environment, limit: policy/* LIST_PAGE_SIZE */.Lw, offset: 0 };
    return (await cp.listDeployments(page)).resources;
}
/**
 * The deployment of an agent's environment, as the Go client finds it: the list filtered by
 * `agent_id` and `agent_environment` (filters the public API document lacks), the platform's own
 * Preview builds dropped before counting. A control plane that ignores the filters answers its
 * whole list; so, when the answer is not empty, the list is asked again for a made-up agent (a
 * fresh random UUID): any row there means `agent_id` is ignored. And once more for the same
 * agent in another environment: a deployment is in one environment only, so a row answered for
 * both means `agent_environment` is ignored. Either way no row can be trusted.
 */
async function findAgentDeployment(cp, agent, frontEnd) {
    const rows = await listForAgent(cp, agent.agentId, agent.environment);
    if (rows.length === 0)
        return undefined;
    const strangers = await listForAgent(cp, (0,external_node_crypto_.randomUUID)(), agent.environment);
    if (strangers.length > 0)
        throw filtersIgnored(agent, frontEnd, `asked for an agent that does not exist, it answered ${strangers.length} deployment(s)`);
    const elsewhere = types/* AGENT_ENVIRONMENTS */.$$.find((e) => e !== agent.environment);
    const ids = new Set(rows.map((d) => d.id));
    const twice = (await listForAgent(cp, agent.agentId, elsewhere)).filter((d) => ids.has(d.id)).length;
    if (twice > 0)
        throw filtersIgnored(agent, frontEnd, `asked for the agent in ${elsewhere}, it answered ${twice} deployment(s) it had answered for ${agent.environment}`);
    const deployments = rows.filter((d) => d.is_preview !== true);
    if (deployments.length > 1)
        throw new errors/* ActionError */.lZ({
            title: 'Several deployments for one agent environment',
            message: `${deployments.length} deployments are listed for ${agentWords(agent)} (${deployments.map((d) => d.id).join(', ')}); set ${(0,front_end/* inputWords */.cJ)(frontEnd, 'deployment_id')} to the one meant instead of ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_id')} and ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_environment')}.`,
        });
    return deployments[0];
}
/** That the list's agent filters are not applied, so no row of it names the agent's environment. */
const filtersIgnored = (agent, frontEnd, evidence) => new errors/* ActionError */.lZ({
    title: 'Agent environments not supported',
    message: `This control plane ignores the agent filters of its deployment list (${evidence}), so which deployment is ${agentWords(agent)} cannot be told; nothing was written. Deploy by name: set ${(0,front_end/* inputWords */.cJ)(frontEnd, 'name')} instead of ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_id')} and ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_environment')}.`,
});
/**
 * What a refused create for an agent's environment means (the Go client's reading of a 409): the
 * agent already has a deployment there; a create refused as invalid most likely names a field
 * the workspace does not know, `agent`. Other failures are left as they are.
 */
function agentCreateRefusal(error, agent, frontEnd) {
    if (!(error instanceof errors/* HttpError */.j$))
        return error;
    if (error.status === 409)
        return new errors/* ActionError */.lZ({
            title: 'Agent environment taken',
            message: `${error.message}. Agent ${agent.agentId} already has a deployment in ${agent.environment}, which the filtered list did not show; set ${(0,front_end/* inputWords */.cJ)(frontEnd, 'deployment_id')} to it.`,
        });
    if (error.status === 400 || error.status === 422)
        return new errors/* ActionError */.lZ({
            title: 'Agent environments refused',
            message: `${error.message}. The control plane refused a deployment for ${agentWords(agent)}: this workspace may not have agent environments (a LangSmith beta). Deploy by name: set ${(0,front_end/* inputWords */.cJ)(frontEnd, 'name')} instead of ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_id')} and ${(0,front_end/* inputWords */.cJ)(frontEnd, 'agent_environment')}.`,
        });
    return error;
}

;// CONCATENATED MODULE: ./src/deploy/find.ts





/**
 * The name a row of the deployment list can be compared by: its name as the server sent it, or
 * undefined when cleaning it for display changed it (a control character, a line break, a space
 * at either end, a bidirectional override). Such a row equals no name, so no lookup takes
 * `"my-agent\n"` for `my-agent`; its cleaned name is still what is shown.
 */
function exactName(d) {
    return d.nameIsExact ? d.name : undefined;
}
/**
 * The name a lookup by name may take a row of the deployment list for: its exact name
 * (`exactName`), unless it is one of the platform's own Preview builds (`is_preview`), which can
 * carry the name of the deployment it previews and is never read. Our own rule: the official Go
 * client skips them when it looks a deployment up by agent (docs/platform-compatibility.md,
 * "Previews"). Every lookup by name decides with this: the exact name, the older name, the fleet.
 */
function lookupName(d) {
    return d.is_preview === true ? undefined : exactName(d);
}
/** Whether a row of the deployment list is the deployment a lookup by this name means. */
function isNamed(d, name) {
    return lookupName(d) === name;
}
/**
 * The search for the deployment with exactly this name: `name_contains` also returns longer names
 * that contain it, so every page is checked for an exact match.
 */
function searchDeploymentByName(cp, name) {
    return (0,paging/* searchPages */.n)(async (page) => (await cp.listDeployments({ nameContains: name, ...page })).resources, (d) => (isNamed(d, name) ? d : undefined));
}
/**
 * The deployment with exactly this name. "None" is said only when the whole list was read: a list
 * cut short (too many similar names, or a server that ignores `offset`) fails instead, since
 * creating a deployment then could duplicate one further on.
 */
async function findDeploymentByName(cp, name) {
    const search = await searchDeploymentByName(cp, name);
    if (search.found || search.end === 'end')
        return search.found;
    if (search.end === 'repeated')
        throw new errors/* ActionError */.lZ({
            title: 'Deployment list incomplete',
            message: `The control plane ignores offset on its deployment list: every page repeats the same ${search.rowsRead} deployment(s) whose names contain "${name}", and none is named exactly so. A deployment named "${name}" may exist beyond them, so nothing was created. Set deployment_id to the deployment's id to update it (or choose a name that fewer deployments contain).`,
        });
    throw new errors/* ActionError */.lZ({
        title: 'Too many similar names',
        message: `More than ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} deployments contain "${name}" and none is named exactly so; set deployment_id to the deployment's id.`,
    });
}
/**
 * The deployment this run acts on: by `deployment_id` (must exist), by its agent's environment
 * (deploy/find-agent.ts), else by exact name — the
 * name as the platform's clients send it (a notice says so when it differs from the input), or,
 * when none bears it, one made before names were normalized that bears the name as given
 * (used, with a warning, so that no second deployment is made).
 */
async function findTarget(ctx, target) {
    if (target.deploymentId)
        return ctx.cp.getDeployment(target.deploymentId);
    if (target.agent)
        return findAgentDeployment(ctx.cp, target.agent, ctx.inputs.frontEnd);
    if (!target.name)
        return undefined;
    const set = (input, value) => (0,front_end/* settingWords */.YJ)(ctx.inputs.frontEnd, input, value);
    if (target.asGiven)
        ctx.log.notice(renamedNotice(target.name, target.asGiven, set), 'Deployment name');
    const found = await findDeploymentByName(ctx.cp, target.name);
    if (found || !target.asGiven)
        return found;
    const older = await findDeploymentByName(ctx.cp, target.asGiven);
    if (older)
        ctx.log.warning(olderNameWarning(older.id, target.name, target.asGiven, set), 'Rename the deployment');
    return older;
}
/** The deployment as the inputs name it: its name, its id, or its agent's environment. */
const targetWords = (target) => target.agent ? agentWords(target.agent) : (target.name ?? target.deploymentId ?? '');
/** That the deployment the inputs name does not exist, and which inputs to check. */
function missingWords(target) {
    if (!target.agent)
        return { none: `No deployment is named "${target.name}"`, check: 'name (or set deployment_id)' };
    return {
        none: `${targetWords(target).replace(/^a/, 'A')} has no deployment`,
        check: 'agent_id and agent_environment',
    };
}
const renamedNotice = (sent, asGiven, set) => `The deployment name "${asGiven}" is used as "${sent}": a deployment's name is lowercase letters, digits and hyphens, and LangSmith's own deploy clients rename it the same way. Set ${set('name', sent)} to say so.`;
/** A deployment's name cannot change (the API fixes it at creation): moving means a new one. */
const olderNameWarning = (id, sent, asGiven, set) => `Deployment ${id} is named "${asGiven}", a name made before this action normalized names; it was used, and no deployment "${sent}" was created. LangSmith's deploy clients look for "${sent}" and would not find it. A name cannot be changed: to move, deploy once with ${set('name', sent)} (a new deployment), then delete "${asGiven}"; or keep it by setting ${set('deployment_id', id)}.`;

// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/inputs/reserved-secrets.ts
var reserved_secrets = __webpack_require__(1257);
;// CONCATENATED MODULE: ./src/control-plane/secret-changes.ts



/**
 * The change `secrets` and `secrets_mode` make to `existing` (undefined: a new deployment). With
 * `merge`, an update that would delete a secret — or cannot tell, the deployment's list being
 * unknown — is refused before anything is sent: the API offers no way to keep a value it hides.
 */
function secretChanges(d, existing, selfHosted, redact) {
    const given = (d.secrets ?? []).map((s) => s.name);
    const listed = existing ? existing.secrets : [];
    const platform = (listed ?? []).filter((name) => (0,reserved_secrets/* isReservedSecret */.n)(name, selfHosted));
    const had = listed?.filter((name) => !platform.includes(name));
    if (!d.secrets)
        return { send: false, added: [], changed: [], kept: listed ?? [], removed: [], platform: [] };
    if (had === undefined) {
        if (d.secretsMode === 'merge')
            throw new errors/* ActionError */.lZ({
                title: 'Secrets unknown',
                message: `The control plane did not list the secrets of deployment ${existing.id}, so the action cannot tell whether sending secrets would delete some (the list sent replaces the deployment's whole list). Nothing was sent. If secrets lists every secret the deployment needs, set secrets_mode: replace; or leave secrets out to keep the deployment's as they are.`,
            });
        return { send: true, added: given, changed: [], kept: [], removed: [], platform };
    }
    const left = had.filter((name) => !given.includes(name));
    if (left.length && d.secretsMode === 'merge')
        throw new errors/* ActionError */.lZ({
            title: 'Secrets would be deleted',
            message: `Deployment ${existing.id} has ${names(left, redact)}, which secrets leaves out. The control plane replaces a deployment's whole list of secrets and never returns their values, so the action cannot keep ${left.length === 1 ? 'it' : 'them'} while sending the others: this update would delete ${left.length === 1 ? 'it' : 'them'}. Nothing was sent. Add ${left.length === 1 ? 'it' : 'them'} to secrets, or set secrets_mode: replace to delete ${left.length === 1 ? 'it' : 'them'}, or leave secrets out to keep every secret as it is.`,
        });
    return {
        send: true,
        added: given.filter((name) => !had.includes(name)),
        changed: given.filter((name) => had.includes(name)),
        kept: [],
        removed: left,
        platform,
    };
}
/** "added A, B; changed C; removed D (values hidden)", or what is kept when nothing is sent. */
function describeSecretChanges(c, redact) {
    if (!c.send)
        return c.kept.length ? `not sent; the deployment keeps ${bounded(c.kept, redact)}` : 'none';
    const parts = [
        ['added', c.added],
        ['changed', c.changed],
        ['kept', c.kept],
        ['removed', c.removed],
        ['left to the platform (names it reserves)', c.platform],
    ]
        .filter(([, list]) => list.length)
        .map(([what, list]) => `${what} ${bounded(list, redact)}`);
    return `${parts.join('; ')} (values hidden)`;
}
/**
 * Names (some from the control plane), for a line: each bounded, at most 20 of them named;
 * redacted before they are cut (a server may list a value as a name).
 */
function bounded(list, redact) {
    const shown = list.slice(0, 20).map((name) => (0,untrusted/* excerpt */.Kb)(name, 64, redact));
    return `${shown.join(', ')}${list.length > shown.length ? ` and ${list.length - shown.length} more` : ''}`;
}
function names(list, redact) {
    return `${list.length === 1 ? 'secret' : 'secrets'} ${bounded(list, redact)}`;
}

// EXTERNAL MODULE: ./src/agent-checks/cases-not-run.ts
var cases_not_run = __webpack_require__(2496);
// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __webpack_require__(2061);
// EXTERNAL MODULE: ./src/base/commit-sha.ts
var commit_sha = __webpack_require__(3231);
;// CONCATENATED MODULE: ./src/deploy/read-serving.ts



/**
 * Which revision serves traffic now, as the control plane says (`active_revision_id`), recorded in
 * the run state. Best effort: skipped when no time is left within `timeout`, silent on errors.
 */
async function readServing(ctx) {
    const { state } = ctx;
    if (!state.target.deploymentId || !ctx.budget.allows(policy/* SERVING_READ_MIN_MS */.QD))
        return state.serving.active;
    try {
        const deployment = await ctx.cp.getDeployment(state.target.deploymentId);
        state.serving.active = deployment.active_revision_id ?? undefined;
        state.target.deploymentUrl ??= deployment.source_config?.custom_url ?? undefined;
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        ctx.log.debug(`The serving revision could not be read: ${error.message}`);
    }
    return state.serving.active;
}
/** A revision with the commit it built, read from the control plane (best effort). */
async function revisionWithCommit(ctx, revisionId) {
    if (!ctx.state.target.deploymentId || !ctx.budget.allows(policy/* SERVING_READ_MIN_MS */.QD))
        return { id: revisionId };
    try {
        const revision = await ctx.cp.getRevision(ctx.state.target.deploymentId, revisionId);
        const commit = revision.source_revision_config?.repo_commit_sha ?? undefined;
        return { id: revisionId, ...(commit ? { commit } : {}), status: revision.status };
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        return { id: revisionId };
    }
}
/** "R1 (commit 9f8e7d6)", or "R1" when the commit is not known. */
function describeRevision(revision) {
    return revision.commit ? `${revision.id} (commit ${(0,commit_sha/* shortSha */.Fu)(revision.commit)})` : revision.id;
}

// EXTERNAL MODULE: ./src/smoke/checks/by-name.ts + 5 modules
var by_name = __webpack_require__(5506);
;// CONCATENATED MODULE: ./src/deploy/dry-run-plan.ts






/**
 * What a deploy would do, line by line, for a dry run: `serving` is what serves the deployment
 * now, which the agent checks baseline runs against and `rollback_on_failure` would restore.
 * Secret values never appear.
 */
function deployPlan(inputs, existing, serving, chosen, secrets, redact) {
    const d = inputs.deployment;
    const { integrationId, placement } = chosen;
    const revision = {
        github: `a new revision from ${d.repoRef} (${d.graphConfigPath})`,
        upload: 'a new revision from the uploaded archive',
        external_docker: `a new revision running ${d.imageUri}`,
    }[d.source];
    const lines = existing
        ? [`Update deployment ${existing.id} (${existing.name ?? inputs.target.name}): PATCH with ${revision}.`]
        : [
            `Create deployment ${newOne(inputs.target)}: POST, ${d.source} source, ${d.deploymentType ? `type ${d.deploymentType}` : "the platform's default type"}, then ${d.source === 'upload' ? 'ask for an upload URL, upload, and PATCH with ' : ''}${revision}.`,
            ...(d.source === 'github' ? [`Repository ${d.repoUrl}, GitHub integration ${integrationId}.`] : []),
            ...(placement ? [`Listener ${placement.listenerId}, namespace ${placement.namespace}.`] : []),
        ];
    // What the request sends: a new github deployment does not build on push unless asked.
    const buildOnPush = existing || d.source !== 'github' ? d.buildOnPush : (d.buildOnPush ?? false);
    if (buildOnPush !== undefined)
        lines.push(`build_on_push: ${buildOnPush}.`);
    if (d.resourceSpec)
        lines.push(`resource_spec: ${JSON.stringify(d.resourceSpec)}.`);
    lines.push(`Secrets: ${describeSecretChanges(secrets, redact)}.`);
    lines.push(inputs.wait.enabled
        ? `Then wait for the revision (timeout ${(0,duration/* formatDuration */.a3)(inputs.wait.timeoutMs)}).`
        : 'Then not wait (wait: false).');
    if (d.deployRetries)
        lines.push(`If the revision ends DEPLOY_FAILED: would retry up to ${d.deployRetries} time${d.deployRetries > 1 ? 's' : ''}, redeploying it (or, if that is refused, making a new revision of the same source) (deploy_retries).`);
    if (inputs.smoke.enabled)
        lines.push(`Then smoke-test it: ${inputs.smoke.checks.map(by_name/* smokeCheckLabel */.s).join('; ')}.`);
    // A baseline and a rollback need a revision that serves: a new deployment has none.
    const restorable = existing ? restorableProblem(serving) : 'this run creates the deployment';
    if (inputs.checks) {
        const baseline = inputs.checks.baseline && !restorable ? describeRevision(serving) : undefined;
        const assistantId = inputs.checks.assistantId ?? inputs.smoke.assistantId;
        lines.push(`Then ${(0,cases_not_run/* checksPlan */.jw)(inputs.checks, inputs.smoke.url, assistantId, { lead: 'run', baseline })}`);
        if (inputs.checks.baseline && restorable)
            lines.push(`No agent checks baseline: ${restorable}.`);
    }
    const gate = [inputs.smoke.enabled && 'smoke test', inputs.checks && 'agent checks'].filter(Boolean);
    if (inputs.rollback.onFailure && gate.length)
        lines.push(restorable
            ? `rollback_on_failure: nothing to roll back to (${restorable}).`
            : `If the new revision fails its ${gate.join(' or ')}: roll back to revision ${describeRevision(serving)}, which serves now (rollback_on_failure).`);
    return [...lines, ...githubPlan(inputs)];
}
/** Why no earlier revision could be restored (or run a baseline against), or undefined. */
function restorableProblem(serving) {
    if (!serving)
        return 'no revision serves the deployment yet';
    if (serving.status !== undefined && serving.status !== 'DEPLOYED')
        return `revision ${serving.id}, named as serving, is ${serving.status}, not one that deployed`;
    return undefined;
}
/** What a run would report to GitHub, for a dry run's plan. */
function githubPlan(inputs) {
    const { environment, prComment } = inputs.github;
    const deleting = inputs.command === 'delete';
    return [
        ...(environment
            ? [
                deleting
                    ? `Mark every active GitHub Deployment of environment "${environment}" inactive.`
                    : inputs.wait.enabled
                        ? `GitHub Deployment in environment "${environment}".`
                        : `No GitHub Deployment (wait: false: the outcome would not be known).`,
            ]
            : []),
        ...(prComment
            ? [
                deleting
                    ? 'Update the pull-request comment: the preview is deleted.'
                    : 'Pull-request comment with the preview URL.',
            ]
            : []),
    ];
}
/** Prints what would happen and stops before the first write. */
function reportDryRun(ctx, plan) {
    ctx.state.dryRun.plan = plan;
    ctx.log.info(`Dry run — nothing is changed. The plan:\n${plan.map((line) => `  - ${line}`).join('\n')}`);
}
/** The deployment a create makes: its name, or (its name the platform's to give) its agent's environment. */
const newOne = (target) => target.agent ? `for ${targetWords(target)} (the platform names it)` : `"${target.name}"`;

// EXTERNAL MODULE: ./src/control-plane/client.ts
var client = __webpack_require__(4623);
// EXTERNAL MODULE: ./src/http/retry-policy.ts
var retry_policy = __webpack_require__(7593);
;// CONCATENATED MODULE: ./src/deploy/recover.ts


/**
 * Runs a create or update at most once per attempt, and never blindly twice: when an attempt's
 * outcome is unknown (dropped connection, timeout, 5xx, unreadable reply), `lookForResult`
 * checks the server first and its finding is adopted. A conflict (409) right after an unknown
 * outcome is treated the same way: it is most likely our own earlier attempt.
 */
async function onceWithRecovery(ctx, what, attempt, lookForResult, 
/** The deployment the write is for, when not the run's own (one of the previews a prune deletes). */
subject) {
    let uncertain;
    for (let n = 1;; n++) {
        let failure;
        // Known while it is sent or its outcome unknown: a run stopped meanwhile says it may have happened.
        ctx.state.inFlight = inFlight(ctx, what, subject);
        try {
            const result = await attempt();
            ctx.state.inFlight = undefined;
            return { result, adopted: false };
        }
        catch (error) {
            failure = error;
        }
        const conflict = failure instanceof errors/* HttpError */.j$ && failure.status === 409 && uncertain !== undefined;
        const stopped = failure instanceof errors/* CancelledError */.cc || failure instanceof errors/* DeadlineError */.j3;
        if (!stopped && !(failure instanceof errors/* UncertainOutcomeError */.un) && !conflict)
            ctx.state.inFlight = undefined;
        if (!(failure instanceof errors/* UncertainOutcomeError */.un) && !conflict)
            throw failure;
        if (failure instanceof errors/* UncertainOutcomeError */.un)
            uncertain = failure;
        ctx.log.warning(`${failure.message}; checking whether the ${what} happened before going on`);
        await ctx.budget.pause((0,retry_policy/* jitteredPause */.kZ)(n - 1, ctx.retry, ctx.random));
        const found = await lookForResult();
        if (found !== undefined) {
            ctx.state.inFlight = undefined;
            ctx.log.info(`The ${what} did happen on the server; continuing with its result instead of repeating it.`);
            return { result: found, adopted: true };
        }
        if (conflict)
            throw failure;
        if (n >= ctx.retry.maxAttempts)
            throw uncertain.failure;
    }
}
/** The write in flight as the run names it: "create of deployment agent". */
function inFlight(ctx, what, subject) {
    const { target } = ctx.state;
    return `${what} of deployment ${subject ?? target.deploymentName ?? target.deploymentId ?? ctx.inputs.target.name ?? ''}`;
}

;// CONCATENATED MODULE: ./src/deploy/delete-deployment.ts



/**
 * Deletes a deployment (and its tracing project with `delete_tracing_project`), sent once: when
 * the outcome is unknown, the deployment is read first, and one that is gone counts as deleted.
 * A 404 is NOT_FOUND, not a failure: a teardown may run twice.
 */
async function deleteDeployment(ctx, id, subject) {
    const options = { tracingProject: ctx.inputs.deleteTracingProject };
    try {
        await onceWithRecovery(ctx, 'delete', async () => {
            await ctx.cp.deleteDeployment(id, options);
            return true;
        }, 
        // Gone: deleted. A deployment still there is no answer yet.
        async () => {
            try {
                await ctx.cp.getDeployment(id);
                return undefined;
            }
            catch (error) {
                if (error instanceof errors/* HttpError */.j$ && error.status === 404)
                    return true;
                throw error;
            }
        }, subject);
    }
    catch (error) {
        if (error instanceof errors/* HttpError */.j$ && error.status === 404)
            return 'NOT_FOUND';
        throw error;
    }
    return 'DELETED';
}
/** The request a delete sends, as a dry run's plan names it. */
function deleteRequestLine(ctx, id) {
    const query = (0,client/* deleteQuery */.yN)({ tracingProject: ctx.inputs.deleteTracingProject });
    return (0,client/* requestLine */.uA)('delete-deployment', { deployment_id: id }, query);
}
/** What a delete also removes, for the log: its tracing project, when asked. */
function deletedWith(ctx) {
    return ctx.inputs.deleteTracingProject ? ' and its tracing project' : '';
}

;// CONCATENATED MODULE: ./src/deploy/target.ts
/**
 * What the commands record of the deployment a run acts on and what they did to it, what served
 * before, and the dry run's plan: records `deploy/` owns (`scripts/record-owners.ts`).
 */
/** What the command does: set, or only when nothing set it before (a create it made, a dry run's). */
function noteAction(state, action, { unlessKnown = false } = {}) {
    if (unlessKnown)
        state.target.action ??= action;
    else
        state.target.action = action;
}
/** The deployment's name as the inputs give it: set, or only when the deployment did not say it. */
function noteName(state, name, { unlessKnown = false } = {}) {
    if (unlessKnown)
        state.target.deploymentName ??= name;
    else
        state.target.deploymentName = name;
}
/** The deployment's id, when known: found, or (`unlessKnown`) the one the inputs named. */
function noteId(state, id, { unlessKnown = false } = {}) {
    if (unlessKnown)
        state.target.deploymentId ??= id;
    else if (id)
        state.target.deploymentId = id;
}
/** What the run learned about the deployment it acts on (and what serves, as last read). */
function recordDeployment(state, deployment, inputName) {
    const target = state.target;
    target.deploymentId = deployment.id;
    target.deploymentName = deployment.name ?? inputName;
    target.deploymentUrl = deployment.source_config?.custom_url ?? target.deploymentUrl;
    target.tenantId = deployment.tenant_id ?? target.tenantId;
    // What serves, as last read: the end of the run reads it again when it can.
    state.serving.active = deployment.active_revision_id ?? state.serving.active;
}
/** This run created the deployment. */
function recordCreated(state, deployment, name) {
    state.target.created = true;
    recordDeployment(state, deployment, name);
}
/** `delete`: whether the deployment was deleted or did not exist. */
function noteDeleteResult(state, result) {
    state.target.deleteResult = result;
}
/** `wait-auth`: the authentication's last status, and its token once completed (masked by the caller). */
function noteAuth(state, status, token) {
    state.target.authStatus = status;
    if (token)
        state.target.token = token;
}
/** The deployment's page in the LangSmith UI, when it can be known. */
function noteLangsmithUrl(state, url) {
    state.target.langsmithUrl = url;
}
/** What served before this run changed anything. */
function notePreviousRevision(state, revision) {
    state.serving.previous = revision;
}

;// CONCATENATED MODULE: ./src/commands/delete.ts




/** Delete the deployment. One that does not exist is a notice, not a failure (teardown is idempotent). */
async function deleteCommand(ctx) {
    const { state, inputs, log } = ctx;
    noteAction(state, 'delete');
    noteName(state, inputs.target.name);
    const { name, asGiven, deploymentId, agent } = inputs.target;
    const id = deploymentId ?? (await findTarget(ctx, { name, asGiven, agent }))?.id;
    const what = inputs.target.deploymentId
        ? `deployment ${inputs.target.deploymentId}`
        : agent
            ? `deployment for ${targetWords(inputs.target)}`
            : `deployment named "${inputs.target.name}"`;
    noteId(state, id);
    if (inputs.dryRun)
        return reportDryRun(ctx, [
            id
                ? `Delete deployment ${id}${deletedWith(ctx)}: ${deleteRequestLine(ctx, id)}.`
                : `Nothing to delete: there is no ${what}.`,
            ...githubPlan(inputs),
        ]);
    if (!id || (await deleteDeployment(ctx, id)) === 'NOT_FOUND')
        return notFound();
    noteDeleteResult(state, 'DELETED');
    log.info(`Deleted deployment ${id}${deletedWith(ctx)}.`);
    function notFound() {
        noteDeleteResult(state, 'NOT_FOUND');
        noteId(state, inputs.target.deploymentId, { unlessKnown: true });
        log.notice(`There is no ${what}; nothing to delete.`, 'Nothing to delete');
    }
}

;// CONCATENATED MODULE: ./src/control-plane/payloads.ts
/** The API's name for each `source` input. */
const API_SOURCE = {
    github: 'github',
    upload: 'internal_source',
    external_docker: 'external_docker',
};
/**
 * What makes a new revision: the ref and config path for `github`, the uploaded archive for
 * `upload`, the image for `external_docker`.
 */
function sourceRevisionConfig(d, uploaded, configInArchive) {
    if (d.source === 'external_docker')
        return { image_uri: d.imageUri ?? '' };
    if (d.source === 'upload') {
        // The config's path inside the archive, on create as on every upload: not the workspace's.
        return uploaded
            ? { source_tarball_path: uploaded.objectPath, langgraph_config_path: uploaded.configPath }
            : { langgraph_config_path: configInArchive ?? d.graphConfigPath };
    }
    return {
        repo_ref: d.repoRef ?? '',
        // The spec names this field graph_config_path; the public hosted API names it
        // langgraph_config_path. Both are sent with the same value so either server reads it.
        graph_config_path: d.graphConfigPath,
        langgraph_config_path: d.graphConfigPath,
    };
}
function secrets(d) {
    return d.secrets?.map(({ name, value }) => ({ name, value }));
}
/** Settings the user may change on every revision (`source_config`). */
function changeableConfig(d) {
    const config = {};
    if (d.source !== 'upload' && d.buildOnPush !== undefined)
        config.build_on_push = d.buildOnPush;
    if (d.resourceSpec)
        config.resource_spec = d.resourceSpec;
    if (d.installCommand)
        config.install_command = d.installCommand;
    if (d.buildCommand)
        config.build_command = d.buildCommand;
    return config;
}
/**
 * A create names the deployment, or (`agent`) the agent and environment it is for, and the
 * platform gives it a name: the Go client's `agent` field, which the public API document lacks.
 */
function createRequest(name, d, chosen, configInArchive) {
    // No type given: none is sent, and the platform gives its default (which differs by plan).
    const sourceConfig = {
        ...(d.deploymentType ? { deployment_type: d.deploymentType } : {}),
        ...changeableConfig(d),
    };
    if (d.source === 'github') {
        Object.assign(sourceConfig, { integration_id: chosen.integrationId, repo_url: d.repoUrl });
        // A new deployment does not build on every push unless asked to: the workflow drives the
        // deploys, and the platform's own push builds would make a second revision for every push.
        sourceConfig.build_on_push = d.buildOnPush ?? false;
    }
    if (chosen.placement) {
        sourceConfig.listener_id = chosen.placement.listenerId;
        sourceConfig.listener_config = { k8s_namespace: chosen.placement.namespace };
    }
    return {
        ...(typeof name === 'string'
            ? { name }
            : { agent: { agent_id: name.agentId, environment: name.environment } }),
        source: API_SOURCE[d.source],
        source_config: sourceConfig,
        source_revision_config: sourceRevisionConfig(d, undefined, configInArchive),
        secrets: secrets(d) ?? [],
    };
}
/**
 * An update sends the new revision's config, plus only what the user set: fields that the API
 * cannot change after creation (integration, repository, type) are never sent, and secrets
 * are left alone unless the input was given. A GitHub or upload revision names its
 * `revision_source` (`github`, `internal_source`): without one the platform builds from the
 * deployment's own source. An image has no `revision_source` of its own in the API.
 */
function patchRequest(d, uploaded) {
    const sourceConfig = changeableConfig(d);
    const revisionSource = d.source === 'external_docker' ? undefined : API_SOURCE[d.source];
    return {
        ...(revisionSource ? { revision_source: revisionSource } : {}),
        source_revision_config: sourceRevisionConfig(d, uploaded),
        ...(Object.keys(sourceConfig).length ? { source_config: sourceConfig } : {}),
        ...(d.secrets ? { secrets: secrets(d) } : {}),
    };
}
/**
 * A promote's PATCH: a new revision made of what the source revision was made of — its ref and
 * config path, its uploaded archive, or its image — with `secrets` only when given. Nothing of
 * the target's own settings (`source_config`) is sent.
 */
function promoteRequest(kind, config, d) {
    return {
        ...(kind === API_SOURCE.external_docker ? {} : { revision_source: kind }),
        source_revision_config: config,
        ...(d.secrets ? { secrets: secrets(d) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/wait/schedule.ts

/**
 * Phases the schedule treats apart (any other status is a long phase):
 * - `maxShare`: a phase that may end in a failure at any moment, the run's end (a build ends in
 *   BUILD_FAILED), grows its pauses only to this share of `poll_max_interval`: the failure is
 *   noticed in half the time. (The queue's end only leads to the next phase.)
 * - `quietMs`: the last phase before a revision ends, and how long it stays quiet before the end
 *   can come: a first deployment provisions its database and server while DEPLOYING (minutes); an
 *   update is a rolling restart (seconds).
 */
const PHASES = {
    BUILDING: { maxShare: 1 / 2 },
    DEPLOYING: { quietMs: policy/* DEPLOYING_QUIET_MS */.s0 },
};
/**
 * The pause after the `n`th poll of one phase (1: right after it began): `poll_interval`, grown
 * by `poll_backoff` each poll, at most `poll_max_interval`.
 */
function backoffPauseMs(poll, n) {
    return Math.round(Math.min(poll.maxMs, poll.initialMs * poll.backoff ** Math.max(0, n - 1)));
}
/**
 * Status-aware polling (measured in BENCHMARKS.md):
 * 1. Whenever the status changes, pauses restart at `poll_interval`: a new phase may be short.
 * 2. In the long phases (queue, statuses unknown today) pauses grow by `poll_backoff` up to
 *    `poll_max_interval`; while building, up to half of it.
 * 3. In the final phase, once its quiet time has passed, the poller checks every
 *    `poll_interval`, so the end is noticed within seconds and not a minute later.
 */
function statusAwareSchedule(poll, firstDeployment) {
    return ({ status, pollsInStatus, msInStatus }) => {
        const phase = Object.hasOwn(PHASES, status) ? PHASES[status] : undefined;
        const maxMs = Math.max(poll.initialMs, poll.maxMs * (phase?.maxShare ?? 1));
        const backoff = backoffPauseMs({ ...poll, maxMs }, pollsInStatus);
        if (!phase?.quietMs)
            return backoff;
        const quietMs = firstDeployment ? phase.quietMs.first : phase.quietMs.update;
        if (msInStatus >= quietMs)
            return poll.initialMs;
        return Math.round(Math.max(poll.initialMs, Math.min(backoff, quietMs - msInStatus)));
    };
}

;// CONCATENATED MODULE: ./src/deploy/revision.ts





/**
 * Sends a PATCH that makes a new revision of `existing`, never blindly twice (recover.ts: a lost
 * reply is checked against the revision list first), and returns the revision it made.
 */
async function patchForRevision(ctx, existing, body) {
    const previous = existing.latest_revision_id;
    const { result } = await onceWithRecovery(ctx, 'update', async () => revisionMadeBy(ctx, 'update', existing.id, await ctx.cp.patchDeployment(existing.id, body), previous), () => newRevisionSince(ctx.cp, existing.id, previous));
    return result;
}
/** The newest revision of a deployment (the list is newest first), if any. */
async function newestRevisionId(cp, deploymentId) {
    const { resources } = await cp.listRevisions(deploymentId, { limit: 1 });
    return resources[0]?.id;
}
/** A revision newer than `previous`, if the deployment has one. */
async function newRevisionSince(cp, deploymentId, previous) {
    const newest = await newestRevisionId(cp, deploymentId);
    return newest && newest !== previous ? newest : undefined;
}
/**
 * The revision a create, an update or a redeploy made: the reply's `latest_revision_id` when it is
 * new (a reply in another shape than the Deployment's is not trusted for the deployment's id),
 * else the newest in the revision list. A server may list it seconds later, so the list is read
 * on the poll schedule for at least NEW_REVISION_LOOK_MS, within `timeout` (a DeadlineError when
 * it ends first) and until a cancellation; following an old revision instead would report its old
 * result as ours.
 */
async function revisionMadeBy(ctx, what, deploymentId, reply, previous) {
    // The write was answered: whatever comes next, it is not in flight any more.
    ctx.state.inFlight = undefined;
    // A reply about another deployment (a proxy's, a cache's) says nothing of this one's revisions.
    const aboutIt = what === 'create' || reply.id.toLowerCase() === deploymentId.toLowerCase();
    if (aboutIt && reply.latest_revision_id && reply.latest_revision_id !== previous)
        return reply.latest_revision_id;
    const { clock, budget } = ctx;
    const start = clock.now();
    for (let read = 1;; read++) {
        const found = await newRevisionSince(ctx.cp, deploymentId, previous);
        if (found)
            return found;
        const lookedMs = clock.now() - start;
        if (lookedMs >= policy/* NEW_REVISION_LOOK_MS */.e)
            throw noNewRevision(what, deploymentId, previous, read, lookedMs);
        if (read === 1)
            ctx.log.info(`The reply to the ${what} named no new revision; reading the revision list for it for up to ${(0,duration/* formatDuration */.a3)(policy/* NEW_REVISION_LOOK_MS */.e)}.`);
        // The last read starts while there is still time for it to be answered.
        const pause = Math.min(backoffPauseMs(ctx.inputs.wait.poll, read), policy/* NEW_REVISION_LOOK_MS */.e - lookedMs, budget.left() - policy/* SERVING_READ_MIN_MS */.QD);
        budget.checkCancelled();
        if (pause <= 0)
            throw budget.timedOut(`looking for the revision the ${what} of deployment ${deploymentId} made: none was listed in ${(0,duration/* formatDuration */.a3)(lookedMs)} (${read} reads)`);
        await budget.pause(pause);
    }
}
function noNewRevision(what, deploymentId, previous, reads, lookedMs) {
    const looked = `in ${(0,duration/* formatDuration */.a3)(lookedMs)} (${reads} reads${what === 'create' ? '' : `; latest is still ${previous ?? 'none'}`})`;
    return new errors/* ActionError */.lZ({
        title: 'No new revision',
        message: what === 'create'
            ? `Deployment ${deploymentId} was created, but the revision list named no revision ${looked}; check it in LangSmith, then rerun.`
            : `The ${what} of deployment ${deploymentId} was accepted, but the revision list named no new revision ${looked}; check the deployment in LangSmith, then rerun.`,
    });
}

;// CONCATENATED MODULE: ./src/deploy/integration.ts

/**
 * The GitHub integration a new `github` deployment is created with: `integration_id` when
 * given; else the workspace's only integration, provided it can see the repository. None or
 * several fail before anything is created, listing the candidates.
 */
async function resolveIntegration(ctx) {
    const { inputs, cp, log } = ctx;
    if (inputs.deployment.source !== 'github')
        return undefined;
    if (inputs.deployment.integrationId)
        return inputs.deployment.integrationId;
    const integrations = await cp.listGithubIntegrations();
    if (integrations.length === 0) {
        throw new errors/* ActionError */.lZ({
            title: 'No GitHub integration',
            message: 'integration_id is empty and the workspace has no GitHub integration: connect GitHub in LangSmith (Deployments → New Deployment → Import from GitHub), then rerun or set integration_id.',
        });
    }
    if (integrations.length > 1) {
        const list = integrations.map((i) => `  - ${i.id} (${i.name ?? 'unnamed'})`).join('\n');
        throw new errors/* ActionError */.lZ({
            title: 'Several GitHub integrations',
            message: `integration_id is empty and the workspace has ${integrations.length} GitHub integrations; set integration_id to one of:\n${list}`,
        });
    }
    const only = integrations[0];
    const named = `${only.id} (${only.name ?? 'unnamed'})`;
    let repos;
    try {
        repos = await cp.listGithubRepositories(only.id);
    }
    catch (error) {
        // The user gave no id: the hint is about the integration this run chose, not integration_id.
        if (!(error instanceof errors/* HttpError */.j$ && error.status === 404))
            throw error;
        throw new errors/* ActionError */.lZ({
            title: 'Integration not usable',
            message: `The workspace's only GitHub integration, ${named}, cannot list its repositories (${error.method} ${error.path} answered 404): check the LangSmith GitHub app's installation and its access to ${inputs.deployment.repoUrl}, or set integration_id.`,
        });
    }
    const wanted = normalizeRepoUrl(inputs.deployment.repoUrl ?? '');
    if (!repos.some((r) => normalizeRepoUrl(r.url) === wanted)) {
        throw new errors/* ActionError */.lZ({
            title: 'Repository not connected',
            message: `The only GitHub integration, ${named}, cannot see ${inputs.deployment.repoUrl}: grant the LangSmith GitHub app access to the repository, or set integration_id.`,
        });
    }
    log.info(`Using the GitHub integration ${named}, the workspace's only one.`);
    return only.id;
}
/** A repository URL as two spellings of one repository compare: lowercase, no trailing `/` or `.git`. */
function normalizeRepoUrl(url) {
    return url
        .trim()
        .toLowerCase()
        .replace(/\/+$/, '')
        .replace(/\.git$/, '');
}

// EXTERNAL MODULE: ./src/inputs/endpoint.ts
var endpoint = __webpack_require__(9352);
;// CONCATENATED MODULE: ./src/deploy/placement.ts




const asked = (d) => ({ listenerId: d.listenerId, namespace: d.k8sNamespace });
/**
 * Before any write: a new deployment's placement (undefined: none is sent, the platform places
 * it); an existing one's is checked against what the inputs ask for.
 */
async function placeDeployment(ctx, existing) {
    const d = ctx.inputs.deployment;
    if (d.source !== 'external_docker')
        return undefined;
    if (existing)
        return checkPlacement(existing, asked(d));
    const placement = await resolvePlacement(ctx, asked(d));
    if (placement)
        ctx.log.info(`Deploying through listener ${placement.listenerId}, namespace ${shown(placement.namespace)}.`);
    return placement;
}
/** The placement of a new deployment, or none (the platform places it). */
async function resolvePlacement(ctx, want) {
    const { cp } = ctx;
    if (want.listenerId)
        return placeOn(await namedListener(ctx, want.listenerId), want.namespace);
    // Off LangSmith's cloud, a self-hosted workspace's listeners are looked up only when asked to.
    if (!want.namespace && !(0,endpoint/* isLangSmithCloud */.XR)(ctx.inputs.controlPlane.baseUrl))
        return undefined;
    const listeners = (await cp.listListeners(policy/* LIST_PAGE_SIZE */.Lw)).resources;
    const only = onlyListener(listeners, want.namespace);
    return only && placeOn(only, want.namespace);
}
/** The listener `listener_id` names; one this workspace does not have fails, listing those it has. */
async function namedListener(ctx, id) {
    try {
        return await ctx.cp.getListener(id);
    }
    catch (error) {
        if (!(error instanceof errors/* HttpError */.j$ && [404, 422].includes(error.status)))
            throw error;
        const listeners = (await ctx.cp.listListeners(policy/* LIST_PAGE_SIZE */.Lw)).resources;
        throw new errors/* ActionError */.lZ({
            title: 'Listener not found',
            message: `Listener ${id} (listener_id) is not in this workspace (${error.method} ${error.path} answered ${error.status}). ${listeners.length
                ? `Set listener_id to one of:\n${describeListeners(listeners)}`
                : 'The workspace has no listeners: leave listener_id and k8s_namespace empty.'}`,
        });
    }
}
/**
 * The workspace's one listener, when no `listener_id` is given: none means no placement (or a
 * failure when `k8s_namespace` asks for one), several fail, listing them.
 */
function onlyListener(listeners, namespace) {
    if (listeners.length === 1)
        return listeners[0];
    if (listeners.length > 1)
        throw new errors/* ActionError */.lZ({
            title: 'Several listeners',
            message: `listener_id is empty and the workspace has ${listeners.length === policy/* LIST_PAGE_SIZE */.Lw ? 'at least ' : ''}${listeners.length} listeners; set listener_id to one of:\n${describeListeners(listeners)}`,
        });
    if (namespace === undefined)
        return undefined;
    throw new errors/* ActionError */.lZ({
        title: 'No listener',
        message: `k8s_namespace is set but the workspace has no listeners, so there is no namespace to deploy into: leave k8s_namespace empty.`,
    });
}
/** The namespaces a listener serves, as the reply named them. */
const namespacesOf = (l) => (l.compute_config?.k8s_namespaces ?? []).filter(Boolean);
/** The placement on listener `l`: the namespace asked for, or its only one. */
function placeOn(l, namespace) {
    const served = namespacesOf(l);
    const one = served.length === 1 ? served[0] : undefined;
    const chosen = namespace === undefined ? one : served.includes(namespace) ? namespace : undefined;
    if (chosen)
        return { listenerId: l.id, namespace: chosen };
    const named = `Listener ${l.id}${clusterOf(l)}`;
    const problem = !served.length
        ? {
            title: 'Listener serves no namespace',
            message: `${named} serves no Kubernetes namespace, so nothing can run through it: check its configuration in LangSmith, or set listener_id to another listener.`,
        }
        : namespace === undefined
            ? {
                title: 'Namespace required',
                message: `${named} serves several namespaces; set k8s_namespace to one of: ${listOf(served)}.`,
            }
            : {
                title: 'Namespace not served',
                message: `${named} does not serve namespace ${namespace} (k8s_namespace); set it to one of: ${listOf(served)}.`,
            };
    throw new errors/* ActionError */.lZ(problem);
}
/**
 * An existing deployment keeps its placement: a `listener_id` or `k8s_namespace` equal to its own
 * is accepted (a workflow may send them on every run); another fails before any write.
 */
function checkPlacement(existing, want) {
    const own = existing.source_config;
    const ownListener = own?.listener_id?.toLowerCase();
    const ownNamespace = own?.listener_config?.k8s_namespace ?? undefined;
    const moved = [
        want.listenerId !== undefined && want.listenerId !== ownListener && `listener_id ${want.listenerId}`,
        want.namespace !== undefined && want.namespace !== ownNamespace && `k8s_namespace ${want.namespace}`,
    ].filter(Boolean);
    if (!moved.length)
        return undefined;
    throw new errors/* ActionError */.lZ({
        title: 'Placement is fixed',
        message: `Deployment ${existing.id} (${shown(existing.name ?? 'unnamed')}) runs through listener ${ownListener ?? 'none'}, namespace ${ownNamespace ? shown(ownNamespace) : 'none'}; a deployment's listener and namespace are fixed when it is created, so ${moved.join(' and ')} cannot move it. Nothing was sent. Set them to its own (or leave them empty) to update it, or set another name to create a deployment there.`,
    });
}
/** Up to LISTENERS_SHOWN.shown listeners, one a line, with their cluster and namespaces. */
function describeListeners(listeners) {
    const lines = listeners
        .slice(0, policy/* LISTENERS_SHOWN */.yK.shown)
        .map((l) => `  - ${l.id}${clusterOf(l)}: namespaces ${listOf(namespacesOf(l)) || 'none'}`);
    const more = listeners.length - policy/* LISTENERS_SHOWN */.yK.shown;
    if (more > 0)
        lines.push(`  … and ${more} more`);
    return lines.join('\n');
}
const shown = (name) => (0,untrusted/* clip */.$Q)(name, policy/* LISTENERS_SHOWN */.yK.nameChars);
const clusterOf = (l) => (l.compute_id ? ` (cluster ${shown(l.compute_id)})` : '');
/** Names, cut and counted past LISTENERS_SHOWN.namespaces. */
function listOf(names) {
    const more = names.length - policy/* LISTENERS_SHOWN */.yK.namespaces;
    const listed = names.slice(0, policy/* LISTENERS_SHOWN */.yK.namespaces).map(shown).join(', ');
    return more > 0 ? `${listed} and ${more} more` : listed;
}

;// CONCATENATED MODULE: ./src/deploy/revision-source.ts



/**
 * What a deployment is made from (its `source`, fixed at creation), and which `source` inputs can
 * make its next revision. A PATCH names its `revision_source` (payloads.ts); without one the
 * platform falls back to the deployment's own source (the OpenAPI document says so), so a GitHub
 * revision of an uploaded deployment would build from the wrong source. An upload revision of a
 * GitHub deployment is the API's override; a GitHub revision needs the repository and
 * integration only a `github` deployment has (a PATCH cannot set them); an image deployment takes
 * no build from this action. A source this table does not know is left to the platform.
 */
const SOURCES = {
    github: { is: 'builds from a GitHub repository', takes: ['github', 'upload'] },
    internal_source: {
        is: 'is built from uploaded source, with no repository or GitHub integration',
        takes: ['upload'],
    },
    external_docker: { is: 'runs an image from your registry', takes: ['external_docker'] },
    internal_docker: { is: "runs images pushed by LangSmith's deploy clients", takes: [] },
};
/** Why a revision from this input cannot be made of such a deployment. */
const CANNOT = {
    github: 'a GitHub revision builds from the repository and integration the deployment was created with, and an update cannot add them',
    upload: 'an uploaded archive is built only for a deployment that builds from source',
    external_docker: 'an image is given only to a deployment created from an image',
};
/**
 * Before any write: refuses a revision the deployment cannot take, naming its source and the
 * input that fits it; says so when an upload builds a GitHub deployment from other files.
 */
function checkRevisionSource(ctx, existing, source) {
    const own = existing.source;
    // Own keys only: a source named `constructor` or `__proto__` is just one this table does not know.
    const known = own !== undefined && Object.hasOwn(SOURCES, own) ? SOURCES[own] : undefined;
    if (!known)
        return;
    const what = `Deployment ${existing.id} (${(0,untrusted/* clip */.$Q)(existing.name ?? '', 128)}) ${known.is} (source ${own})`;
    if (!known.takes.includes(source)) {
        const fits = known.takes[0];
        throw new errors/* ActionError */.lZ({
            title: 'Source does not fit the deployment',
            message: `${what}, so source: ${source} cannot make its next revision: ${CANNOT[source]}. Nothing was sent. ${fits
                ? `Set source: ${fits} to update it`
                : 'This action makes no revision of it: update it with the client that made it'}, or set another name to create a deployment with source: ${source}.`,
        });
    }
    if (source === 'upload' && own !== API_SOURCE.upload)
        ctx.log.info(`${what}; this revision is built from the uploaded archive instead (revision_source ${API_SOURCE[source]}, the API's override for one revision).`);
}

;// CONCATENATED MODULE: ./src/source/source-facts.ts
/** The built commit is not the workflow's, and that was only a warning: what it said. */
function noteCommitWarning(state, message) {
    state.source.warning = message;
}

;// CONCATENATED MODULE: ./src/deploy/built-commit.ts


/** `require_commit` failed the run (report/ says what serves and how to undo it). */
class CommitRequired extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
/**
 * The platform builds the head of `repo_ref` when the build starts, which may not be the commit
 * this workflow ran for (a later push, or a re-run of an old workflow). Says so — a warning, or
 * with `require_commit: true` the problem to fail with once the rest of the gate has run. A built
 * commit the control plane does not report cannot be required either: with `require_commit` that
 * is a problem too, without it a notice.
 */
function checkBuiltCommit(ctx) {
    const { state, inputs, log } = ctx;
    const built = state.revision.commitSha;
    const retried = retriedAnotherCommit(ctx);
    if (retried)
        return retried;
    const expected = inputs.deployment.expectedCommit;
    const required = inputs.deployment.requireCommit;
    // Only what was deployed is checked: with `wait: false` the build may not have started.
    if (state.revision.status !== 'DEPLOYED' || !expected || (built && (0,commit_sha/* sameCommit */.Kd)(built, expected)))
        return undefined;
    if (!built) {
        const message = `The control plane did not report which commit revision ${state.revision.id} built (repo_commit_sha), so it cannot be checked against this workflow's commit ${(0,commit_sha/* shortSha */.Fu)(expected)}.`;
        if (required)
            return { title: 'Built commit unknown', message };
        log.notice(message, 'Built commit unknown');
        return undefined;
    }
    const ref = state.revision.ref ?? inputs.deployment.repoRef ?? 'the ref';
    // This run followed a newer revision (its own was superseded), or its own build started late.
    const why = state.serving.superseded.length
        ? `this run's revision was superseded, and the newer revision it followed built what ${ref} pointed to then`
        : `${ref} moved before the build started (a later push), or this run is a re-run of an older workflow`;
    const message = `The platform built commit ${(0,commit_sha/* shortSha */.Fu)(built)} of ${ref}, not this workflow's commit ${(0,commit_sha/* shortSha */.Fu)(expected)}: ${why}.`;
    if (required)
        return { title: 'Different commit built', message };
    log.warning(`${message} Set require_commit: true to fail instead.`, 'Different commit built');
    noteCommitWarning(state, message);
    return undefined;
}
/**
 * A retry (`deploy_retries`) that deployed another commit than its first attempt built (`repo_ref`
 * moved between them) deployed other code than the run tried to: not a success of the retry.
 */
function retriedAnotherCommit({ state, inputs }) {
    const first = state.attempts?.[0];
    const built = state.revision.commitSha;
    if (state.revision.status !== 'DEPLOYED' || !first?.commit || !built || (0,commit_sha/* sameCommit */.Kd)(first.commit, built))
        return undefined;
    const ref = state.revision.ref ?? inputs.deployment.repoRef ?? 'the ref';
    return {
        title: 'Different commit built',
        message: `Revision ${state.revision.id}, a retry after revision ${first.revisionId} ended ${first.status ?? 'DEPLOY_FAILED'}, built commit ${(0,commit_sha/* shortSha */.Fu)(built)} of ${ref}, not commit ${(0,commit_sha/* shortSha */.Fu)(first.commit)} that the first attempt built: ${ref} moved between the attempts.`,
        rule: 'deploy_retries',
    };
}

;// CONCATENATED MODULE: ./src/source/size.ts

/**
 * A size as people read it: bytes, KiB or MiB — binary, as the storage's limit is (209,715,200
 * bytes: 200 MiB), so a size and the limit compare as they read. Rounded down: a size just
 * under a limit never reads as the limit.
 */
function formatSize(bytes) {
    if (bytes < policy/* KIB */.nH)
        return `${bytes} bytes`;
    // Tenths of the unit, counted exactly (the units are powers of two).
    const one = (unit) => (Math.floor((bytes * 10) / unit) / 10).toFixed(1).replace(/\.0$/, '');
    if (bytes < policy/* MIB */.D6)
        return `${one(policy/* KIB */.nH)} KiB`;
    return `${one(policy/* MIB */.D6)} MiB`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(714);
;// CONCATENATED MODULE: ./src/base/young-garbage.ts


/**
 * V8's own collector, fetched once: V8 hands it out only under --expose-gc, so the flag is set
 * for the one new context that fetches it and cleared again (as jest does for its heap checks).
 * Undefined where that is not possible: then streaming works as before, with a higher peak.
 */
const collector = (() => {
    try {
        (0,external_node_v8_.setFlagsFromString)('--expose-gc');
        return (0,external_node_vm_.runInNewContext)('gc');
    }
    catch {
        return undefined;
    }
    finally {
        (0,external_node_v8_.setFlagsFromString)('--no-expose-gc');
    }
})();
/**
 * Streaming a file turns each chunk into a buffer that is garbage a moment later, and V8 frees
 * those only when it collects its young generation — which buffers alone trigger only after
 * tens of MB of them: archiving and uploading 200 MB peaked at 155–168 MB without this, 117–119
 * MB with a collection every 4 MiB (BENCHMARKS.md). A stream reports its bytes here, and every
 * `everyBytes` the young generation is collected (a scavenge: a millisecond or two).
 */
function youngGarbageCollector(everyBytes) {
    let since = 0;
    return (bytes) => {
        since += bytes;
        if (since < everyBytes || !collector)
            return;
        since = 0;
        collector({ type: 'minor', execution: 'sync' });
    };
}

// EXTERNAL MODULE: ./src/fs/small-file.ts
var small_file = __webpack_require__(4327);
;// CONCATENATED MODULE: ./src/source/archive.ts











/** Thrown when the archive grows past the limit: building stops there. */
class ArchiveTooLarge extends Error {
}
/** A file that could not be archived as it was listed (changed, gone, unreadable), and why. */
class ArchiveEntryError extends Error {
    path;
    constructor(path, error) {
        const why = (0,small_file/* errorCode */.CA)(error) === 'ENOENT'
            ? 'it was removed after it was listed: did another step change the workspace?'
            : (0,small_file/* errorCode */.CA)(error)
                ? (0,small_file/* unreadableBecause */.Qg)(error)
                : `it changed after it was listed (${error.message}): is another step still writing it?`;
        super(`${path} could not be archived: ${why}`);
        this.path = path;
    }
}
/** The archive could not be written where the runner keeps temporary files (full, missing, read-only). */
class ArchiveOutputError extends Error {
    constructor(folder, error) {
        const code = (0,small_file/* errorCode */.CA)(error);
        const why = code === 'ENOSPC' ? 'ENOSPC: the disk is full' : (code ?? error.message);
        super(`The archive could not be written to the runner's temporary folder ${folder} (${why})`);
    }
}
/** Every entry gets these: the same tree gives the same bytes, whoever checked it out, whenever. */
const FIXED = { mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '' };
/** The gzip header's "operating system" byte, fixed so every platform writes the same bytes. */
const GZIP_OS_UNKNOWN = 0xff;
/**
 * Writes `files` as a reproducible `.tar.gz` (sorted entries, fixed times, owners and modes, a
 * fixed gzip header) to a temporary file, streaming — the archive is never held in memory —
 * and hashing as it goes. Stops with ArchiveTooLarge as soon as it passes `maxBytes`; a file
 * that cannot be read as listed fails with ArchiveEntryError, the temporary folder with
 * ArchiveOutputError, and an abort with the signal's reason. Whatever ends it, nothing is left
 * on disk.
 */
async function writeArchive(files, maxBytes, { tempDir = (0,external_node_os_.tmpdir)(), signal, inspect } = {}) {
    const { pack: createPack } = await __webpack_require__.e(/* import() */ 118).then(__webpack_require__.t.bind(__webpack_require__, 6118, 19));
    const dir = makeTempFolder(tempDir);
    const file = (0,external_node_path_.join)(dir, 'source.tar.gz');
    const dispose = () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    const measure = measuringStream(maxBytes);
    const tar = hashingStream();
    const pack = createPack();
    // Entries are added one after another while the pipeline drains the pack. A file that cannot
    // be read as listed fails as an ArchiveEntryError from where it is read, so whichever side
    // failed first — a file, the limit, the disk — is what the pipeline ends with.
    const filled = fillPack(pack, files, signal, inspect).catch((error) => pack.destroy(error));
    try {
        await (0,external_node_stream_promises_.pipeline)(pack, tar.stream, (0,external_node_zlib_.createGzip)({ level: 6 }), measure.stream, (0,external_node_fs_.createWriteStream)(file), {
            signal,
        });
        await filled;
    }
    catch (error) {
        pack.destroy();
        // Not waiting for the entry in flight: the pipeline's error already says what failed.
        dispose();
        if (signal?.aborted)
            throw signal.reason;
        // Writing the archive failed (the disk is full, the folder is gone): said as such; the typed
        // errors as they are.
        const output = !(error instanceof ArchiveEntryError || error instanceof ArchiveTooLarge);
        if (output && error.syscall)
            throw new ArchiveOutputError(tempDir, error);
        throw error;
    }
    return { file, bytes: measure.bytes(), sha256: measure.sha256(), tarSha256: tar.sha256(), dispose };
}
/** Passes the tar on as it is, hashing it. */
function hashingStream() {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const stream = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
        },
    });
    return { stream, sha256: () => hash.digest('hex') };
}
function makeTempFolder(tempDir) {
    try {
        return (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(tempDir, 'langgraph-source-'));
    }
    catch (error) {
        throw new ArchiveOutputError(tempDir, error);
    }
}
/**
 * Passes the gzip stream on, fixing its header's OS byte, counting and hashing it, and failing
 * with ArchiveTooLarge as soon as it passes `maxBytes`.
 */
function measuringStream(maxBytes) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    let bytes = 0;
    let first = true;
    const stream = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            if (first && chunk.length > 9) {
                chunk[9] = GZIP_OS_UNKNOWN;
                first = false;
            }
            bytes += chunk.length;
            if (bytes > maxBytes)
                return done(new ArchiveTooLarge(`the archive passed ${maxBytes} bytes`));
            hash.update(chunk);
            done(null, chunk);
        },
    });
    return { stream, bytes: () => bytes, sha256: () => hash.digest('hex') };
}
/** Adds every file to the pack, in order, then finalizes it. */
async function fillPack(pack, files, signal, inspect) {
    // Every byte read becomes a buffer the moment after: freed as they pass, not tens of MB later.
    const collect = youngGarbageCollector(policy/* UPLOAD */.oH.collectEveryBytes);
    for (const entry of files) {
        if (signal?.aborted)
            throw signal.reason;
        const read = inspect?.(entry.path);
        await addEntry(pack, entry, (chunk) => {
            read?.(chunk);
            collect(chunk.length);
        });
    }
    pack.finalize();
}
/** One file's entry; `see` is shown its bytes as they are archived. */
async function addEntry(pack, entry, see) {
    const header = {
        ...FIXED,
        name: entry.path,
        size: entry.size,
        mode: entry.executable ? 0o755 : 0o644,
        type: 'file',
    };
    if (entry.size > policy/* UPLOAD */.oH.wholeFileMaxBytes)
        return (0,external_node_stream_promises_.pipeline)(contents(entry, see), pack.entry(header));
    // Small files (most of a source tree) in one read: a stream per file costs far more.
    const handle = await openListed(entry);
    const data = await handle
        .readFile()
        .catch((error) => {
        throw new ArchiveEntryError(entry.path, error);
    })
        .finally(() => handle.close());
    if (data.length !== entry.size)
        throw changed(entry, data.length);
    see(data);
    await new Promise((resolve, reject) => {
        const sink = pack.entry(header, data, (error) => (error ? reject(error) : resolve()));
        // The entry errors too when the pack is torn down: heard here, never unhandled.
        sink.once('error', reject);
    });
}
function changed(entry, now) {
    return new ArchiveEntryError(entry.path, new Error(`${entry.size} bytes then, ${now} now`));
}
/**
 * A listed file, opened as it was listed: without following a link or waiting for a FIFO's
 * writer, and still a regular file of the size listed — a step that swapped it since (for a
 * link, a FIFO, a bigger file) fails the archive, naming it, instead of hanging or leaking it.
 */
async function openListed(entry) {
    let handle;
    try {
        handle = await (0,promises_.open)(entry.abs, small_file/* NO_FOLLOW_NO_WAIT */.wP);
    }
    catch (error) {
        const code = (0,small_file/* errorCode */.CA)(error);
        throw new ArchiveEntryError(entry.path, code === 'ELOOP' ? new Error('it became a symbolic link') : error);
    }
    const stat = await handle.stat();
    if (stat.isFile() && stat.size === entry.size)
        return handle;
    await handle.close();
    throw stat.isFile()
        ? changed(entry, stat.size)
        : new ArchiveEntryError(entry.path, new Error('it is no longer a regular file'));
}
/** A large file's bytes, streamed, failing as the file's fault when it cannot be read or is not the size listed. */
async function* contents(entry, see) {
    // Opened once the pack asks for its bytes: a file never reached is never opened.
    const handle = await openListed(entry);
    let read = 0;
    try {
        for await (const chunk of handle.createReadStream({ autoClose: false })) {
            read += chunk.length;
            if (read > entry.size)
                throw changed(entry, read);
            see(chunk);
            yield chunk;
        }
    }
    catch (error) {
        throw error instanceof ArchiveEntryError ? error : new ArchiveEntryError(entry.path, error);
    }
    finally {
        await handle.close();
    }
    if (read !== entry.size)
        throw changed(entry, read);
}

;// CONCATENATED MODULE: ./src/source/layout.ts






/** A path of this system written with `/`, as the archive and git write paths. */
const posix = (path) => path.split(external_node_path_.sep).join('/');
/**
 * The path, when neither it nor a folder on the way is a symbolic link (checked on disk, after
 * `resolve` — which does not follow links): a link could point anywhere, outside the workspace.
 */
function unlinked(path, what) {
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        return path; // missing: the caller says so
    }
    if (real !== path)
        throw new errors/* ActionError */.lZ({
            title: 'Link in the source path',
            message: `${what} is a symbolic link, or inside one (it leads to ${real}); source: upload does not follow links, so that nothing from outside the workspace is uploaded. Point to the real folder.`,
        });
    return path;
}
const inside = (parent, child) => {
    const r = (0,external_node_path_.relative)(parent, child);
    return r === '' || (!r.startsWith('..') && !(0,external_node_path_.isAbsolute)(r));
};
/**
 * The folders to archive, as the platform's CLI lays them out: the directory of
 * `graph_config_path` (inside GITHUB_WORKSPACE), plus every local dependency `langgraph.json`
 * names (`"dependencies": ["../shared-lib", "."]`) outside it, all placed relative to their
 * common ancestor so the relative paths in the config still resolve. Nothing may come from
 * outside the workspace.
 */
function sourceLayout(workspace, configPath, frontEnd = 'action') {
    const root = realWorkspace(workspace);
    const config = configFile(workspace, root, configPath);
    const configDir = (0,external_node_path_.dirname)(config);
    const folders = [configDir];
    for (const folder of localDependencies(root, configDir, readConfig(config, configPath, frontEnd))) {
        if (!folders.some((f) => inside(f, folder)))
            folders.push(folder);
    }
    const base = folders.reduce(commonAncestor);
    const roots = folders
        .filter((folder, i) => !folders.some((other, j) => j !== i && inside(other, folder) && other !== folder))
        .map((abs) => ({ abs, rel: posix((0,external_node_path_.relative)(base, abs)) }))
        .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return { workspace: root, configDir, base, roots, configInArchive: posix((0,external_node_path_.relative)(base, config)) };
}
/** GITHUB_WORKSPACE as a real path, or why there is none. */
function realWorkspace(workspace) {
    if (!workspace) {
        throw new errors/* ActionError */.lZ({
            title: 'No workspace',
            message: 'source: upload archives the checked-out repository, but GITHUB_WORKSPACE is not set: run actions/checkout first.',
        });
    }
    try {
        return (0,external_node_fs_.realpathSync)(workspace);
    }
    catch (error) {
        throw new errors/* ActionError */.lZ({
            title: 'No workspace',
            message: `GITHUB_WORKSPACE (${workspace}) cannot be read (${(0,small_file/* errorCode */.CA)(error) ?? error.message}): run actions/checkout first.`,
        });
    }
}
/** graph_config_path under the real workspace: inside it, and not through a link. */
function configFile(workspace, root, configPath) {
    // An absolute path given under the workspace as named (it may be reached through a link).
    const given = (0,external_node_path_.resolve)(workspace);
    const config = (0,external_node_path_.resolve)(root, (0,external_node_path_.isAbsolute)(configPath) && inside(given, configPath) ? (0,external_node_path_.relative)(given, configPath) : configPath);
    if (!inside(root, config)) {
        throw new errors/* ActionError */.lZ({
            title: 'Config outside the workspace',
            message: `graph_config_path ${configPath} is outside GITHUB_WORKSPACE.`,
        });
    }
    return unlinked(config, `graph_config_path ${configPath}`);
}
/** langgraph.json read and parsed: a JSON object, or an error saying why not. */
function readConfig(config, configPath, frontEnd) {
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)(config, policy/* WORKSPACE_FILES */.SV.configMaxBytes);
    }
    catch (error) {
        const missing = (0,small_file/* errorCode */.CA)(error) === 'ENOENT';
        throw new errors/* ActionError */.lZ({
            title: missing ? 'No langgraph.json' : 'Unreadable langgraph.json',
            message: missing
                ? frontEnd === 'cli'
                    ? `${configPath} is not in the current folder: source upload archives the folder it is run from; run from the repository's root, with ${(0,front_end/* flagOf */.iP)('graph_config_path')} relative to it.`
                    : `${configPath} is not in the workspace: source: upload needs actions/checkout, and graph_config_path relative to the repository.`
                : `${configPath} could not be read (${(0,small_file/* unreadableBecause */.Qg)(error)}); nothing was uploaded.`,
        });
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch (error) {
        parsed = error;
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || parsed instanceof Error)
        throw new errors/* ActionError */.lZ({
            title: 'Invalid langgraph.json',
            message: `${configPath} is not a JSON object${parsed instanceof Error ? ` (${parsed.message})` : ''}: the platform could not build from it either.`,
        });
    return parsed;
}
/** The folders of the config's local dependencies, each a real folder inside the workspace. */
function localDependencies(root, configDir, parsed) {
    const declared = parsed.dependencies;
    const dependencies = Array.isArray(declared) ? declared : [];
    const folders = [];
    for (const dep of dependencies) {
        // Local dependencies are paths ("./pkg", "../shared"); anything else is a package name.
        if (typeof dep !== 'string' || !/^\.{1,2}(\/|$)/.test(dep))
            continue;
        const folder = (0,external_node_path_.resolve)(configDir, dep);
        if (!inside(root, folder)) {
            throw new errors/* ActionError */.lZ({
                title: 'Dependency outside the workspace',
                message: `langgraph.json names the local dependency ${dep}, which is outside GITHUB_WORKSPACE; only files of the checked-out repository are uploaded.`,
            });
        }
        unlinked(folder, `The local dependency ${dep}`);
        if (!isFolder(folder))
            throw new errors/* ActionError */.lZ({
                title: 'Missing local dependency',
                message: `langgraph.json names the local dependency ${dep}, which is not a folder of the checked-out workspace (${posix((0,external_node_path_.relative)(root, folder)) || '.'}); a local dependency must be a directory. Check the path, or that an earlier step made it.`,
            });
        folders.push(folder);
    }
    return folders;
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
function commonAncestor(a, b) {
    let ancestor = a;
    while (!inside(ancestor, b))
        ancestor = (0,external_node_path_.dirname)(ancestor);
    return ancestor;
}
/** `join` for archive paths. */
function archivePath(...parts) {
    return posix((0,external_node_path_.join)(...parts.filter(Boolean)));
}

;// CONCATENATED MODULE: ./src/source/checkout.ts




const SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * The commit checked out in the repository that holds `configDir` — what `source: upload`
 * archives — found as git finds it (the nearest `.git` from the config's folder up to the
 * workspace), and read from the files (no git binary needed): a detached HEAD (as
 * actions/checkout leaves it), or a branch's loose or packed ref, in a linked worktree's common
 * folder too. Every file is read bounded and only when it is a regular file: git data from an
 * earlier step can be anything, and must not hang the run.
 */
function checkedOutCommit(workspace, configDir) {
    const repository = repositoryOf(workspace, configDir);
    if (!repository)
        return { kind: 'no repository' };
    try {
        const gitDir = gitDirOf(repository);
        const commonDir = commonDirOf(gitDir);
        const head = commitOfHead(gitDir, commonDir);
        return { repository, ...(head.kind === 'commit' ? { ...head, origin: originOf(commonDir) } : head) };
    }
    catch (error) {
        return { kind: 'unreadable', repository, why: (0,small_file/* errorCode */.CA)(error) ?? error.message };
    }
}
/** The nearest folder with a `.git` (of any type), from `from` up to `top` (both included). */
function repositoryOf(top, from) {
    for (let dir = from;; dir = (0,external_node_path_.dirname)(dir)) {
        try {
            (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(dir, '.git'));
            return dir;
        }
        catch {
            // none here
        }
        if ((0,external_node_path_.relative)(top, dir) === '' || (0,external_node_path_.dirname)(dir) === dir)
            return undefined;
    }
}
/** `.git` is the folder, or (a worktree, a submodule) a file naming it. */
function gitDirOf(repository) {
    const dotGit = (0,external_node_path_.join)(repository, '.git');
    const stat = (0,external_node_fs_.lstatSync)(dotGit);
    if (stat.isDirectory())
        return dotGit;
    const named = /^gitdir: (.+)$/m
        .exec((0,small_file/* readSmallFile */.EW)(dotGit, policy/* WORKSPACE_FILES */.SV.gitRefFileMaxBytes))?.[1]
        ?.trim();
    if (!named)
        throw new Error('.git names no gitdir');
    return (0,external_node_path_.resolve)(repository, named);
}
/**
 * Where a repository keeps what its worktrees share (branches, the config, `info/exclude`): its
 * `.git` folder, or the main repository's for a linked worktree. Throws when `.git` cannot be
 * read as git's.
 */
function commonGitDir(repository) {
    return commonDirOf(gitDirOf(repository));
}
function commonDirOf(gitDir) {
    const common = optional(() => (0,small_file/* readSmallFile */.EW)((0,external_node_path_.join)(gitDir, 'commondir'), policy/* WORKSPACE_FILES */.SV.gitRefFileMaxBytes).trim());
    return common ? (0,external_node_path_.resolve)(gitDir, common) : gitDir;
}
function commitOfHead(gitDir, commonDir) {
    const head = (0,small_file/* readSmallFile */.EW)((0,external_node_path_.join)(gitDir, 'HEAD'), policy/* WORKSPACE_FILES */.SV.gitRefFileMaxBytes).trim();
    if (SHA.test(head))
        return { kind: 'commit', sha: head };
    const ref = /^ref: (refs\/[^\s\x00-\x1f\x7f]+)$/.exec(head)?.[1];
    if (!ref || ref.split('/').some((part) => part === '..' || part === ''))
        throw new Error(`HEAD is not git's`);
    if (optional(() => (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(commonDir, 'reftable'))))
        throw new Error('refs kept in a reftable, which the action does not read');
    for (const dir of new Set([gitDir, commonDir])) {
        const loose = optional(() => (0,small_file/* readSmallFile */.EW)((0,external_node_path_.join)(dir, ref), policy/* WORKSPACE_FILES */.SV.gitRefFileMaxBytes).trim());
        if (loose !== undefined) {
            if (SHA.test(loose))
                return { kind: 'commit', sha: loose };
            throw new Error(`${ref} is not git's`);
        }
    }
    const packed = optional(() => (0,small_file/* readSmallFile */.EW)((0,external_node_path_.join)(commonDir, 'packed-refs'), policy/* WORKSPACE_FILES */.SV.packedRefsMaxBytes)) ?? '';
    for (const line of packed.split('\n')) {
        const [sha, name] = line.trim().split(' ');
        if (name === ref && sha && SHA.test(sha))
            return { kind: 'commit', sha };
    }
    return { kind: 'no commit', branch: ref };
}
/**
 * The `origin` remote's host and `owner/name`, from the repository's config (what
 * actions/checkout sets): https, ssh and scp-like URLs; undefined for anything else (a local
 * path, no origin, a config that cannot be read).
 */
function originOf(commonDir) {
    let config;
    try {
        config = (0,small_file/* readSmallFile */.EW)((0,external_node_path_.join)(commonDir, 'config'), policy/* WORKSPACE_FILES */.SV.gitConfigMaxBytes);
    }
    catch {
        return undefined;
    }
    let inOrigin = false;
    for (const raw of config.split(/\r?\n/)) {
        const line = raw.trim();
        if (line.startsWith('['))
            inOrigin = /^\[remote\s+"origin"\]$/.test(line);
        else if (inOrigin) {
            const url = /^url\s*=\s*(\S+)$/.exec(line)?.[1];
            if (!url)
                continue;
            const parts = /^(?:https?|ssh|git):\/\/(?:[^@/]*@)?([^/:]+)(?::\d+)?\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url) ??
                /^(?:[^@/]+@)?([^/:]+):([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
            if (!parts)
                return undefined;
            const [, host, owner, name] = parts;
            const safe = /^[\w.-]+$/;
            return safe.test(host) && safe.test(owner) && safe.test(name)
                ? { host: host.toLowerCase(), repository: `${owner}/${name}` }
                : undefined;
        }
    }
    return undefined;
}
/** The value, or undefined when the file is not there (any other failure is thrown). */
function optional(read) {
    try {
        return read();
    }
    catch (error) {
        if ((0,small_file/* errorCode */.CA)(error) === 'ENOENT')
            return undefined;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/source/ignore-rules.ts
/**
 * The rules that decide what is left out below one folder, as one list matched from a fixed top
 * (the repository's root): git reads every `.gitignore` from the top down to the file's folder —
 * a deeper one overriding a higher one, each relative to its own folder — after
 * `.git/info/exclude`. Kept as one list, lowest precedence first, with every pattern rewritten
 * relative to the top, "the last rule that matches decides" is exactly git's order, and a
 * folder left out keeps everything in it out (as git: a file cannot be brought back from an
 * excluded folder). Matching stays the `ignore` package's (gitignore semantics, case-sensitive).
 */
class IgnoreRules {
    factory;
    matcher;
    constructor(factory, matcher) {
        this.factory = factory;
        this.matcher = matcher;
    }
    /** Rules from these sources, the first lowest in precedence. */
    static of(factory, sources) {
        const rules = new IgnoreRules(factory, factory({ ignorecase: false }));
        return sources.reduce((all, source) => all.with(source), rules);
    }
    /** These rules, then the source's (which override them); the same rules when it has none. */
    with(source) {
        const patterns = rebased(source.text, source.folder).map((pattern) => ({ pattern, mark: source.by }));
        if (patterns.length === 0)
            return this;
        return new IgnoreRules(this.factory, this.factory({ ignorecase: false }).add(this.matcher).add(patterns));
    }
    /** What leaves the entry at `path` (relative to the top) out, if anything. */
    excludes(path, folder) {
        const result = this.matcher.test(folder ? `${path}/` : path);
        return result.ignored ? result.rule?.mark : undefined;
    }
}
/**
 * An ignore file's patterns, rewritten from its own folder to the top: a pattern with a `/` at
 * its start or in its middle is anchored to the folder (`/build`, `src/gen` → `sub/build`,
 * `sub/src/gen`); one without matches at any depth below it (`*.log` → `sub/**\/*.log`). Comments
 * and blank lines are dropped; a `!` stays in front.
 */
function rebased(text, folder) {
    // The folder as a pattern that matches only it: glob characters escaped, as is a leading `#` or `!`.
    const prefix = folder.replace(/[\\*?[\]]/g, '\\$&').replace(/^[#!]/, '\\$&');
    const out = [];
    for (const line of text.replace(/^\uFEFF/, '').split('\n')) {
        // Git drops a CR before the LF, and trailing spaces unless a backslash escapes the last one.
        const text = line.replace(/\r$/, '').replace(/(?<!\\) +$/, '');
        if (text === '' || text.startsWith('#'))
            continue;
        if (folder === '') {
            out.push(text);
            continue;
        }
        const negated = text.startsWith('!');
        const body = negated ? text.slice(1) : text;
        if (body === '' || body === '/')
            continue;
        const anchored = body.startsWith('/') || body.slice(0, -1).includes('/');
        const pattern = body.startsWith('/')
            ? `${prefix}${body}`
            : anchored
                ? `${prefix}/${body}`
                : `${prefix}/**/${body}`;
        out.push(negated ? `!${pattern}` : pattern);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/source/collect.ts









/** Names never uploaded, wherever they are and whatever they are (as the platform's CLI excludes these folders; a `.git` file points to a repository). */
const ALWAYS_EXCLUDED = new Set([
    '.git',
    'node_modules',
    '__pycache__',
    '.venv',
    'venv',
    '.tox',
    '.mypy_cache',
]);
/**
 * Every file of the layout's folders that the archive should hold, sorted. Left out: the names
 * the CLI never uploads (whatever their type: a submodule's `.git` file too), what git would
 * ignore — every `.gitignore` from the repository's root down to the file, and
 * `.git/info/exclude` (ignore-rules.ts) — and what the `.dockerignore` at the top of each archived
 * folder excludes, below git's rules, so that `.gitignore` has the last word as with the CLI.
 * Symbolic links, hard links, special files and names that are not UTF-8 are dropped and
 * reported — a link pointing outside the workspace must never pull a file in. So are the files
 * the run itself writes (`own`, absolute paths: its outputs, summary and reports), whatever path
 * or link names them: an earlier run's results are not source. The walk yields now and then, so
 * `timeout` and cancellation (`stop`) end it too.
 */
async function collectFiles(layout, stop = () => { }, own = []) {
    const { default: ignore } = await __webpack_require__.e(/* import() */ 298).then(__webpack_require__.t.bind(__webpack_require__, 298, 23));
    const collector = new Collector(ignore, stop, own);
    const notes = [];
    for (const root of layout.roots) {
        const start = rootRules(ignore, layout.workspace, root);
        if (start.note)
            notes.push(start.note);
        await collector.walk({ root, docker: start.docker, prefix: start.prefix }, root.abs, '', start.rules);
    }
    const { files, skipped, leftOut } = collector;
    // One order, whatever the file system's: the same tree always gives the same archive.
    files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { files, skipped, leftOut, notes };
}
const DOT_GIT = Buffer.from('.git');
const DOT_GITIGNORE = Buffer.from('.gitignore');
/** What the walk of every archived folder has found so far. */
class Collector {
    files = [];
    skipped = [];
    leftOut = {
        git: { files: 0, folders: 0 },
        docker: { files: 0, folders: 0 },
        own: { files: 0, folders: 0 },
    };
    ignore;
    stop;
    ownFiles;
    // Matching one path against many rules can be slow: the walk yields (and checks `stop`) by time.
    lastYield = performance.now();
    constructor(ignore, stop, own) {
        this.ignore = ignore;
        this.stop = stop;
        this.ownFiles = new Set(own.flatMap((path) => {
            const stat = statsOf(path);
            return stat?.isFile() ? [identity(stat)] : [];
        }));
    }
    async walk(at, dir, rel, inherited, depth = 0) {
        if (depth > policy/* UPLOAD */.oH.walkMaxDepth)
            throw new errors/* ActionError */.lZ({
                title: 'Archive failed',
                message: `${archivePath(at.root.rel, rel)} is more than ${policy/* UPLOAD */.oH.walkMaxDepth} folders deep: source: upload does not go that deep (no source tree does, and matching ignore rules there can take minutes); nothing was uploaded. Exclude it in .dockerignore or .gitignore.`,
            });
        const entries = readFolder(dir, rel);
        const fromTop = (name) => [at.prefix, rel, name].filter(Boolean).join('/');
        const rules = this.folderRules(at, dir, fromTop(''), entries, inherited, depth);
        for (const entry of entries) {
            await this.yieldNowAndThen();
            const name = entry.toString('utf8');
            const relPath = rel ? `${rel}/${name}` : name;
            if (!Buffer.from(name, 'utf8').equals(entry)) {
                this.skipped.push({ path: archivePath(at.root.rel, relPath), why: 'name that is not UTF-8' });
                continue;
            }
            if (ALWAYS_EXCLUDED.has(name))
                continue;
            const abs = (0,external_node_path_.join)(dir, name);
            const stat = statOf(abs, relPath);
            const by = rules.excludes(fromTop(name), stat.isDirectory());
            if (by)
                this.leftOut[by][stat.isDirectory() ? 'folders' : 'files']++;
            else if (stat.isDirectory())
                await this.walk(at, abs, relPath, rules, depth + 1);
            else
                this.place(archivePath(at.root.rel, relPath), abs, stat);
        }
    }
    /**
     * The rules of a folder: a repository inside the archived folder (a submodule, a nested
     * checkout) has rules of its own — git never reads the outer repository's in it — and a
     * folder's `.gitignore` adds to them.
     */
    folderRules(at, dir, folder, entries, inherited, depth) {
        let rules = inherited;
        if (depth > 0 && entries.some((entry) => entry.equals(DOT_GIT)))
            rules = IgnoreRules.of(this.ignore, [at.docker, ...excludeOf(dir, folder)]);
        if (entries.some((entry) => entry.equals(DOT_GITIGNORE)))
            rules = rules.with({ text: readIgnoreFile(dir, '.gitignore'), folder, by: 'git' });
        return rules;
    }
    /** A file not ignored: archived if it is a regular file of its own, else counted or skipped. */
    place(path, abs, stat) {
        if (stat.isSymbolicLink())
            this.skipped.push({ path, why: 'symlink' });
        else if (!stat.isFile())
            this.skipped.push({ path, why: 'special file (not a regular one)' });
        else if (this.ownFiles.has(identity(stat)))
            this.leftOut.own.files++;
        else if (stat.nlink > 1)
            this.skipped.push({ path, why: 'hard link' });
        else
            this.files.push({ path, abs, size: stat.size, executable: (stat.mode & 0o111) !== 0 });
    }
    async yieldNowAndThen() {
        if (performance.now() - this.lastYield < policy/* UPLOAD */.oH.walkYieldMs)
            return;
        await new Promise((resolve) => setImmediate(resolve));
        this.stop();
        this.lastYield = performance.now();
    }
}
/**
 * The rules an archived folder starts with, matched from the top of its repository (the
 * workspace when there is none): its `.dockerignore`, then `.git/info/exclude` and the
 * `.gitignore` of every folder above it up to the top. A folder git itself ignores (a build
 * output named as the config's folder) is still archived, as asked — by the rules from inside it
 * only, said in `note`.
 */
function rootRules(ignore, workspace, root) {
    const repository = repositoryOf(workspace, root.abs);
    const top = repository ?? workspace;
    const prefix = posix((0,external_node_path_.relative)(top, root.abs));
    const dockerText = readIgnoreFile(root.abs, '.dockerignore');
    const docker = { text: dockerText, folder: prefix, by: 'docker' };
    const sources = [docker, ...(repository ? excludeOf(repository, '') : [])];
    // The .gitignore of every folder above this one, from the top; its own is read by the walk.
    const parts = prefix === '' ? [] : prefix.split('/');
    for (let i = 0; i < parts.length; i++) {
        const folder = parts.slice(0, i).join('/');
        sources.push({ text: readIgnoreFile((0,external_node_path_.join)(top, folder), '.gitignore'), folder, by: 'git' });
    }
    const rules = IgnoreRules.of(ignore, sources);
    if (prefix === '' || !rules.excludes(prefix, true))
        return { rules, docker, prefix };
    const own = { text: dockerText, folder: '', by: 'docker' };
    return {
        rules: IgnoreRules.of(ignore, [own]),
        docker: own,
        prefix: '',
        note: `${prefix}/ is a folder its repository ignores: it is archived as named, by the ignore rules inside it only.`,
    };
}
/** The repository's `.git/info/exclude` (none when its `.git` cannot be read as git's), relative to `folder`. */
function excludeOf(repository, folder) {
    let gitDir;
    try {
        gitDir = commonGitDir(repository);
    }
    catch {
        return []; // git could not read it either: a broken or foreign .git has no rules
    }
    return [{ text: readIgnoreFile((0,external_node_path_.join)(gitDir, 'info'), 'exclude'), folder, by: 'git' }];
}
/** A regular file as the file system knows it (device and inode), so any path to it matches. */
const identity = (stat) => `${stat.dev}:${stat.ino}`;
/** The file's stats (with `link`, of a link itself), or undefined when they cannot be read. */
function statsOf(path, link = false) {
    try {
        return link ? (0,external_node_fs_.lstatSync)(path) : (0,external_node_fs_.statSync)(path);
    }
    catch {
        return undefined;
    }
}
/** A folder's entry names as bytes (a name need not be UTF-8), sorted; a folder that cannot be read fails the run, named. */
function readFolder(dir, rel) {
    try {
        return (0,external_node_fs_.readdirSync)(dir, { encoding: 'buffer' }).sort(Buffer.compare);
    }
    catch (error) {
        throw unreadable(rel || '.', error);
    }
}
function statOf(abs, rel) {
    try {
        return (0,external_node_fs_.lstatSync)(abs);
    }
    catch (error) {
        throw unreadable(rel, error);
    }
}
/** What the walk could not read: what it leaves out cannot be known, so nothing is uploaded. */
function unreadable(rel, error) {
    const gone = (0,small_file/* errorCode */.CA)(error) === 'ENOENT' ? ': it was removed while the action ran' : '';
    return new errors/* ActionError */.lZ({
        title: 'Archive failed',
        message: `${rel} could not be read (${(0,small_file/* unreadableBecause */.Qg)(error)}${gone}); nothing was uploaded.`,
    });
}
/** The largest files and folders (by the size of what they hold), for a size warning. */
function largest(files, count = 5) {
    const folders = new Map();
    for (const file of files) {
        const parts = file.path.split('/');
        for (let i = 1; i < parts.length; i++) {
            const folder = parts.slice(0, i).join('/');
            folders.set(folder, (folders.get(folder) ?? 0) + file.size);
        }
    }
    return {
        files: [...files].sort((a, b) => b.size - a.size).slice(0, count),
        folders: [...folders].sort((a, b) => b[1] - a[1]).slice(0, count),
    };
}
/**
 * An ignore file's rules ('' when there is none). It must be a regular file of a sane size: a
 * link to /dev/zero or a FIFO would hang the run, and rules that cannot be read would let files
 * through that were meant to stay out, so either fails the run.
 */
function readIgnoreFile(dir, name) {
    const path = (0,external_node_path_.join)(dir, name);
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)(path, policy/* WORKSPACE_FILES */.SV.ignoreFileMaxBytes);
    }
    catch (error) {
        if ((0,small_file/* errorCode */.CA)(error) === 'ENOENT')
            return '';
        const what = error instanceof small_file/* RefusedFile */.tg
            ? `is ${error.message}`
            : `could not be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`;
        // A link is refused, not followed: it may point anywhere on the runner (git does not read one either).
        const next = statsOf(path, true)?.isSymbolicLink() === true
            ? 'Replace the link with a copy of the file it points to (git does not read an ignore file that is a link either), or remove it.'
            : error instanceof small_file/* RefusedFile */.tg
                ? `Make it a regular file of at most ${formatSize(policy/* WORKSPACE_FILES */.SV.ignoreFileMaxBytes)}, or remove it.`
                : 'Let the runner read it, or remove it.';
        throw new errors/* ActionError */.lZ({
            title: 'Unreadable ignore file',
            message: `${path} ${what}: source: upload cannot know what it leaves out, so nothing was uploaded. ${next}`,
        });
    }
    // Each `**` multiplies the ways a deep path can match: a few in one rule take minutes.
    const lines = text.split(/\r?\n/);
    const complex = lines.findIndex((line) => !line.startsWith('#') && (line.match(/\*\*/g)?.length ?? 0) > policy/* WORKSPACE_FILES */.SV.ignoreRuleMaxGlobstars);
    if (complex >= 0)
        throw new errors/* ActionError */.lZ({
            title: 'Ignore rule refused',
            message: `${path} line ${complex + 1} has more than ${policy/* WORKSPACE_FILES */.SV.ignoreRuleMaxGlobstars} \`**\` in one pattern: matching it against deep folders can take minutes, so nothing was uploaded. Split it, or use fewer \`**\`.`,
        });
    return text;
}

// EXTERNAL MODULE: ./src/runner/redact.ts
var redact = __webpack_require__(8949);
// EXTERNAL MODULE: ./src/fs/report-file.ts
var report_file = __webpack_require__(3468);
;// CONCATENATED MODULE: ./src/runner/runner-io.ts





function boundLines(text) {
    if (text.length <= policy/* LOG_LINE_MAX_CHARS */.b6)
        return text;
    return text
        .split('\n')
        .map((line) => line.length > policy/* LOG_LINE_MAX_CHARS */.b6 ? `${line.slice(0, policy/* LOG_LINE_MAX_CHARS */.b6)}… [line cut]` : line)
        .join('\n');
}
/** An annotation: a title of one short line, a message of a bounded number of lines. */
const MAX_TITLE = 120;
function boundAnnotation(message) {
    const lines = boundLines(message);
    return lines.length > policy/* ANNOTATION_MAX_CHARS */.FT ? `${lines.slice(0, policy/* ANNOTATION_MAX_CHARS */.FT)}… [cut]` : lines;
}
/**
 * In outputs, only secrets (or parts) this long are redacted; `source: upload` only looks for
 * secrets this long in the files it archives.
 */
const OUTPUT_MIN_SECRET = 8;
function openRunnerIO(port, secrets) {
    const redactor = new redact/* Redactor */.pO();
    const clean = (text) => redactor.apply(text);
    const mask = (value) => {
        for (const part of redactor.add(value))
            port.setSecret(part);
    };
    for (const secret of secrets)
        mask(secret);
    const log = runnerLog(port, clean);
    return {
        log,
        mask,
        redact: clean,
        setOutputs: (outputs, secret) => {
            for (const [name, value] of Object.entries(outputs))
                port.setOutput(name, secret.includes(name) ? value : redactor.apply(value, OUTPUT_MIN_SECRET));
        },
        writeFile: async (path, content, roots) => {
            try {
                await (0,report_file/* writeReportFile */.a)(path, clean(content), roots);
            }
            catch (error) {
                const why = error instanceof small_file/* RefusedFile */.tg ? `it is ${error.message}` : error.message;
                log.warning(`${path} could not be written: ${why}`, 'Report not written');
            }
        },
        writeSummary: async (markdown) => {
            try {
                await port.appendSummary(clean(markdown));
            }
            catch (error) {
                log.warning(`The job summary could not be written: ${error.message}`);
            }
        },
    };
}
/** The log on the runner's workflow commands: every message redacted, bounded, titles made safe. */
function runnerLog(port, clean) {
    const heading = (title) => (0,untrusted/* clip */.$Q)((0,untrusted/* printable */.g$)(clean(title)), MAX_TITLE);
    let depth = 0;
    return {
        info: (message) => port.info(boundLines(clean(message))),
        notice: (message, title) => port.annotate('notice', boundAnnotation(clean(message)), title && heading(title)),
        warning: (message, title) => port.annotate('warning', boundAnnotation(clean(message)), title && heading(title)),
        error: (message, title) => port.annotate('error', boundAnnotation(clean(message)), title && heading(title)),
        debug: (message) => {
            if (port.isDebug())
                port.debug(clean(message));
        },
        // The runner has no nested groups: inside one, a group is a heading line.
        group: async (name, body) => {
            if (depth > 0) {
                port.info(`▸ ${clean(name)}`);
                return body();
            }
            depth++;
            port.startGroup(clean(name));
            try {
                return await body();
            }
            finally {
                port.endGroup();
                depth--;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/source/secret-scan.ts



/**
 * Looks, in the bytes of every archived file as they are archived (one pass, streaming, a
 * bounded amount held whatever the file's size), for the secrets the action was given — as they
 * are, and in every form the log's redactor knows them by (JSON- and URL-encoded, HTML-escaped,
 * inside base64), and as UTF-16 — and notes files that start as a private key does. Secrets shorter than
 * OUTPUT_MIN_SECRET are not looked for: they are common words more often than not (the outputs
 * leave them unredacted for the same reason).
 */
class SecretScanner {
    found = [];
    /** Files that start as a PEM private key does, or hold one as a JSON key file does. */
    privateKeys = [];
    /** One search, started afresh for each file: files are archived one after another. */
    search;
    /** The inputs each pattern belongs to, by index. */
    owners = [];
    constructor(secrets) {
        const byPattern = new Map();
        const add = (bytes, input) => {
            const key = bytes.toString('latin1');
            const pattern = byPattern.get(key) ?? { bytes, owners: new Set() };
            byPattern.set(key, pattern);
            pattern.owners.add(input);
        };
        for (const { input, value } of secrets) {
            const secret = value.trim();
            if (secret.length < OUTPUT_MIN_SECRET)
                continue;
            const variants = secret.includes('\n') ? [secret, secret.replace(/\r?\n/g, '\r\n')] : [secret];
            for (const form of new Set(variants.flatMap(redact/* secretForms */.eo)))
                if (form.length >= OUTPUT_MIN_SECRET)
                    add(Buffer.from(form, 'utf8'), input);
            // As Windows PowerShell 5.1 writes a file (`>`, Out-File): UTF-16, little-endian (or big).
            for (const variant of variants) {
                add(Buffer.from(variant, 'utf16le'), input);
                add(Buffer.from(variant, 'utf16le').swap16(), input);
            }
        }
        const patterns = [...byPattern.values()].map(({ bytes }) => bytes);
        this.owners = [...byPattern.values()].map(({ owners }) => [...owners]);
        this.search = patterns.length > 0 ? new Search(new Matcher(patterns)) : undefined;
    }
    /**
     * Takes the bytes of the file at `path`, in order, chunk by chunk, until the next file starts.
     * The path is looked at first, on its own: the archive holds it too (a file named after a key).
     */
    file(path) {
        const { search } = this;
        let head = true;
        let leak;
        const note = (indexes, inName) => {
            if (indexes.length === 0)
                return;
            if (!leak) {
                leak = { path, inputs: new Set(), inName };
                this.found.push(leak);
            }
            for (const index of indexes)
                for (const input of this.owners[index])
                    leak.inputs.add(input);
        };
        search?.restart();
        note(search?.feed(Buffer.from(path, 'utf8')) ?? [], true);
        search?.restart();
        return (chunk) => {
            if (head && chunk.length > 0) {
                head = false;
                const start = chunk.subarray(0, policy/* UPLOAD */.oH.keyHeadBytes).toString('latin1');
                if (PRIVATE_KEY_START.test(start.slice(0, 256)) || JSON_PRIVATE_KEY.test(start))
                    this.privateKeys.push(path);
            }
            // The whole file is read: the report names every input whose secret is in it.
            if (search)
                note(search.feed(chunk), false);
        };
    }
    /** The archived files holding secrets the action was given, and whose, in the order archived. */
    get leaks() {
        return this.found.map(({ path, inputs, inName }) => ({ path, inputs: [...inputs].sort(), inName }));
    }
}
/** How a PEM private key starts (RSA, EC, OpenSSH, PKCS #8, encrypted or not), read as latin1. */
const PRIVATE_KEY_START = /^(?:\xEF\xBB\xBF)?\s*-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
/** A PEM private key as a JSON key file holds it near its start (a Google service account's key). */
const JSON_PRIVATE_KEY = /"private_?key"\s*:\s*"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/i;
/** Every pattern is told by its last WINDOW bytes first: no pattern is shorter. */
const WINDOW = OUTPUT_MIN_SECRET;
/** The skip table is indexed by the last two bytes of the window. */
const BLOCK = 2;
const HASH_BASE = 0x01000193;
/**
 * Many byte patterns at once, in a stream (Wu–Manber): the window of the last WINDOW bytes moves
 * by as much as its last two bytes allow — as far as WINDOW − 1 places when no pattern's tail
 * holds them, which on most text and data is nearly always — so most bytes are never looked at;
 * where a pattern's tail may end, the window's hash picks the patterns to compare. A pattern may
 * straddle chunks: the stream's last bytes are kept in a ring as long as the longest pattern,
 * so the memory held is that, whatever the file.
 */
class Matcher {
    patterns;
    byHash = new Map();
    /** How far the window may move when it ends with a given pair of bytes. */
    shift = new Uint8Array(1 << (8 * BLOCK)).fill(WINDOW - BLOCK + 1);
    longest;
    constructor(patterns) {
        this.patterns = patterns;
        this.longest = Math.max(...patterns.map((p) => p.length));
        patterns.forEach((pattern, index) => {
            const tail = pattern.subarray(pattern.length - WINDOW);
            const hash = hashOf(WINDOW - 1, (at) => tail[at]);
            this.byHash.set(hash, [...(this.byHash.get(hash) ?? []), index]);
            for (let end = BLOCK - 1; end < WINDOW; end++) {
                const block = (tail[end - 1] << 8) | tail[end];
                this.shift[block] = Math.min(this.shift[block], WINDOW - 1 - end);
            }
        });
    }
}
/** The hash of the WINDOW bytes ending at `end`, each read through `at`. */
function hashOf(end, at) {
    let hash = 0;
    for (let k = end + 1 - WINDOW; k <= end; k++)
        hash = (Math.imul(hash, HASH_BASE) + at(k)) | 0;
    return hash;
}
/** A search through one stream at a time: where it is, and the bytes before the current chunk. */
class Search {
    matcher;
    seen = 0;
    /** The stream's last bytes (up to the longest pattern less one), in a ring. */
    ring;
    ringEnd = 0;
    constructor(matcher) {
        this.matcher = matcher;
        this.ring = Buffer.alloc(Math.max(WINDOW, matcher.longest - 1));
    }
    /** A new stream: nothing before it. */
    restart() {
        this.seen = 0;
        this.ringEnd = 0;
    }
    /** The indexes of the patterns that end in this chunk; the chunk is then behind. */
    feed(chunk) {
        const found = new Set();
        const n = chunk.length;
        const byte = (at) => (at >= 0 ? chunk[at] : this.before(at));
        // Windows that begin in an earlier chunk, one by one.
        for (let i = Math.max(0, WINDOW - 1 - this.seen); i < Math.min(n, WINDOW - 1); i++)
            this.check(hashOf(i, byte), chunk, i, found);
        // The rest within the chunk, skipping as the table allows.
        const { shift } = this.matcher;
        for (let i = WINDOW - 1; i < n;) {
            const skip = shift[(chunk[i - 1] << 8) | chunk[i]];
            if (skip > 0) {
                i += skip;
                continue;
            }
            let hash = 0;
            for (let k = i + 1 - WINDOW; k <= i; k++)
                hash = (Math.imul(hash, HASH_BASE) + chunk[k]) | 0;
            this.check(hash, chunk, i, found);
            i++;
        }
        this.seen += n;
        this.remember(chunk);
        return [...found];
    }
    /** The patterns whose tail has this hash that end at `chunk[i]`. */
    check(hash, chunk, i, found) {
        const { byHash, patterns } = this.matcher;
        for (const index of byHash.get(hash) ?? []) {
            const pattern = patterns[index];
            if (this.seen + i + 1 >= pattern.length && this.endsAt(chunk, i, pattern))
                found.add(index);
        }
    }
    /** Whether `pattern` ends at `chunk[end]`, reaching back into the ring when it starts earlier. */
    endsAt(chunk, end, pattern) {
        const start = end + 1 - pattern.length;
        if (start >= 0)
            return chunk.compare(pattern, 0, pattern.length, start, end + 1) === 0;
        for (let k = 0; k < pattern.length; k++) {
            const at = start + k;
            if ((at >= 0 ? chunk[at] : this.before(at)) !== pattern[k])
                return false;
        }
        return true;
    }
    /** The byte `back` places before the current chunk (back < 0). */
    before(back) {
        const { ring } = this;
        return ring[(this.ringEnd + back + ring.length) % ring.length];
    }
    /** Keeps the chunk's last bytes in the ring. */
    remember(chunk) {
        const { ring } = this;
        const keep = chunk.subarray(Math.max(0, chunk.length - ring.length));
        let from = 0;
        while (from < keep.length) {
            const n = Math.min(keep.length - from, ring.length - this.ringEnd);
            keep.copy(ring, this.ringEnd, from, from + n);
            this.ringEnd = (this.ringEnd + n) % ring.length;
            from += n;
        }
    }
}

;// CONCATENATED MODULE: ./src/source/sensitive.ts

/** The most files a warning or an error lists; the rest are counted. */
const LISTED = 20;
/** Every secret the action was given, by the input that gave it. */
function secretsOf(inputs) {
    return [
        { input: 'api_key', value: inputs.controlPlane.apiKey },
        { input: 'github_token', value: inputs.github.token ?? '' },
        ...(inputs.deployment.secrets ?? []).map((s) => ({ input: `secrets: ${s.name}`, value: s.value })),
    ];
}
/** Archived files holding secrets the action was given: the upload must not happen. */
function secretsInArchive(leaks) {
    return new errors/* ActionError */.lZ({
        title: 'Secret in the source',
        message: `The archive would hold a secret this action was given (named by its input, never by its value), so nothing was uploaded:\n${listed(leaks.map((leak) => `${leak.path} (${leak.inputs.join(', ')}${leak.inName ? ', in its name' : ''})`))}\nA step before this one probably wrote such a file (.env, .npmrc). Leave it out of the archive: list it in .dockerignore or .gitignore, or remove it in an earlier step. What the deployment needs at run time goes in \`secrets\`.`,
    });
}
/**
 * Archived files that look like credentials — by name, or a private key by its first bytes —
 * as one warning ('' when there are none): they may be meant, so they are uploaded, but said.
 */
function credentialWarning(files, privateKeys) {
    const byName = files.filter((file) => looksLikeCredentials(file.path)).map((file) => file.path);
    const found = [...new Set([...byName, ...privateKeys])].sort();
    if (found.length === 0)
        return '';
    return `Archived files that look like credentials (an environment file, a registry token, a private key) are uploaded with the source:\n${listed(found)}\nIf the build does not need one, leave it out in .dockerignore or .gitignore, or remove it in an earlier step.`;
}
/** One line each, the first LISTED of them. */
function listed(lines) {
    const more = lines.length - LISTED;
    const shown = lines.slice(0, LISTED).map((line) => `  - ${line}`);
    return [...shown, ...(more > 0 ? [`  … and ${more} more`] : [])].join('\n');
}
/**
 * File names that hold credentials far more often than not: environment files, package-registry
 * and netrc tokens, private keys and key stores, cloud credentials (a workflow's cloud login
 * step can leave one in the workspace). Templates committed on
 * purpose (`.env.example`, `.env.sample`, `.env.template`) and public keys (`id_rsa.pub`) are not
 * among them.
 */
const CREDENTIAL_NAMES = [
    /^\.env(?:\.(?!(?:example|sample|template|dist|defaults?)$).+)?$/i,
    /^.+\.env$/i,
    /^\.(?:npmrc|pypirc|netrc|git-credentials|dockercfg|htpasswd|pgpass|s3cfg)$/i,
    /^_netrc$/i,
    /\.(?:pem|key|p12|pfx|jks|keystore|ppk)$/i,
    /^id_(?:rsa|dsa|ecdsa|ed25519)(?!.*\.pub$)/,
    /^(?:credentials|client_secrets?|service[-_]account.*)\.json$/i,
    // What google-github-actions/auth writes into the workspace, and gcloud's own credentials.
    /^gha-creds-[0-9a-f]+\.json$/i,
    /^application_default_credentials\.json$/i,
    /^kubeconfig$/i,
    // direnv's environment file.
    /^\.envrc$/i,
];
/** Paths (from the archive's root) of the same kind, known by their folder. */
const CREDENTIAL_PATHS = [
    /(?:^|\/)\.aws\/credentials$/,
    /(?:^|\/)\.docker\/config\.json$/,
    /(?:^|\/)\.kube\/config$/,
];
/** Whether an archived path's name says it likely holds credentials. */
function looksLikeCredentials(path) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return CREDENTIAL_NAMES.some((p) => p.test(name)) || CREDENTIAL_PATHS.some((p) => p.test(path));
}

;// CONCATENATED MODULE: ./src/source/prepare.ts











/** The largest files and folders, one per line, to say where the size comes from. */
function largestLines(files) {
    const top = largest(files);
    return [
        ...top.folders.map(([folder, size]) => `  - ${folder}/ ${formatSize(size)}`),
        ...top.files.map((file) => `  - ${file.path} ${formatSize(file.size)}`),
    ].join('\n');
}
/** How many entries the ignore rules left out, by whose rules, and the run's own files ('' when none). */
function leftOutLine({ git, docker, own }) {
    const count = ({ files, folders }) => [plural(files, 'file'), plural(folders, 'folder')].filter(Boolean).join(' and ');
    const parts = [
        count(git) &&
            `${count(git)} that git ignores (the .gitignore files from the repository's root down, .git/info/exclude)`,
        count(docker) && `${count(docker)} that .dockerignore excludes`,
        count(own) && `${count(own)} this run writes (its results and reports)`,
    ].filter(Boolean);
    return parts.length ? `Left out ${parts.join('; ')}.` : '';
}
const plural = (n, what) => (n === 0 ? '' : `${n} ${what}${n === 1 ? '' : 's'}`);
/**
 * `source: upload`, before any request: archives the directory of `graph_config_path` in the
 * workspace and the local dependencies its `langgraph.json` names, as the platform's CLI does
 * (layout.ts, collect.ts), into a reproducible `.tar.gz` (archive.ts). Says what it holds and its
 * SHA-256 (`source_digest`); fails when it lacks the config, passes 200 MiB (listing the largest
 * files and folders) or holds a secret the action was given (secret-scan.ts, naming the file and
 * the input), and warns above 50 MiB and of files that look like credentials.
 */
async function prepareSource(ctx, 
/** The config's path in the workspace: `graph_config_path`, or the one a promote's source recorded. */
graphConfigPath = ctx.inputs.deployment.graphConfigPath) {
    const { inputs, log, state } = ctx;
    return log.group(`Archive the workspace (${graphConfigPath})`, async () => {
        const layout = sourceLayout(inputs.deployment.workspace, graphConfigPath, inputs.frontEnd);
        // What is archived is what is checked out (on a pull request, usually the merge commit).
        const commit = commitOf(ctx, layout);
        const files = await listFiles(ctx, layout);
        const scanner = new SecretScanner(secretsOf(inputs));
        const archive = await archiveFiles(ctx, files, scanner);
        // Warns of credentials and size, and ends the run on a secret, before anything is sent.
        const credentials = credentialWarning(files, scanner.privateKeys);
        if (credentials)
            log.warning(credentials, 'Credentials in the archive');
        // Nothing has been sent yet: a secret in the archive ends the run here.
        if (scanner.leaks.length > 0) {
            archive.dispose();
            throw secretsInArchive(scanner.leaks);
        }
        const total = files.reduce((sum, file) => sum + file.size, 0);
        log.info(`Archived ${files.length} files (${formatSize(total)}, ${formatSize(archive.bytes)} compressed) from ${layout.base}; the config is ${layout.configInArchive}; SHA-256 ${archive.sha256}.`);
        if (archive.bytes > policy/* UPLOAD */.oH.warnBytes)
            log.warning(`The archive is ${formatSize(archive.bytes)} (the limit is ${formatSize(policy/* UPLOAD */.oH.maxBytes)}). The largest:\n${largestLines(files)}`, 'Large source archive');
        state.source.digest = archive.sha256;
        state.source.tarDigest = archive.tarSha256;
        state.source.configPath = graphConfigPath;
        return { archive, configPath: layout.configInArchive, files, commit };
    });
}
/** The files to archive, what was left out said; the config must be one of them. */
async function listFiles(ctx, layout) {
    const { log } = ctx;
    // The walk stops on cancellation and at the deadline, as every wait does.
    const { files, skipped, leftOut, notes } = await collectFiles(layout, () => ctx.budget.check('listing the source files'), ctx.ownFiles);
    for (const s of skipped)
        log.info(`Left out ${s.path}: a ${s.why} (never archived).`);
    for (const note of notes)
        log.info(note);
    const ignored = leftOutLine(leftOut);
    if (ignored)
        log.info(ignored);
    if (!files.some((file) => file.path === layout.configInArchive)) {
        throw new errors/* ActionError */.lZ({
            title: 'Config not in the archive',
            message: `${layout.configInArchive} would not be in the archive: .gitignore or .dockerignore exclude it, or it is a link. The platform needs it to build.`,
        });
    }
    return files;
}
/** The archive, its files shown to the scanner as they are archived; a failure said as the user's problem. */
async function archiveFiles(ctx, files, scanner) {
    // Archiving stops on cancellation and at the deadline, as every wait does.
    const deadline = ctx.budget.limit();
    try {
        return await writeArchive(files, policy/* UPLOAD */.oH.maxBytes, {
            tempDir: ctx.inputs.deployment.tempDir,
            signal: deadline.signal,
            // Looked at as they are archived: one pass over each file.
            inspect: (path) => scanner.file(path),
        });
    }
    catch (error) {
        ctx.budget.checkCancelled();
        if (deadline.timedOut())
            throw ctx.budget.timedOut('archiving the source');
        if (error instanceof ArchiveEntryError || error instanceof ArchiveOutputError)
            throw new errors/* ActionError */.lZ({
                title: 'Archive failed',
                message: `${(0,untrusted/* ended */.v6)(error.message)} Nothing was uploaded.`,
            });
        if (!(error instanceof ArchiveTooLarge))
            throw error;
        const total = files.reduce((sum, file) => sum + file.size, 0);
        throw new errors/* ActionError */.lZ({
            title: 'Source too large',
            message: `The archive of ${files.length} files (${formatSize(total)}) passes the ${formatSize(policy/* UPLOAD */.oH.maxBytes)} an upload may be; nothing was uploaded. The largest:\n${largestLines(files)}\nExclude what the build does not need in .dockerignore or .gitignore.`,
        });
    }
}
/**
 * `commit_sha` for an upload: the commit checked out in the repository holding the config;
 * GITHUB_SHA when there is no repository (the files came another way, as actions/checkout would
 * have checked them out); none, said why, when the repository has no commit or cannot be read.
 * A commit of another repository than the workflow's (a submodule, a second checkout) is said
 * to be one, so that links and the GitHub Deployment do not take it for the workflow's.
 */
function commitOf(ctx, layout) {
    const { inputs, log, state } = ctx;
    const found = checkedOutCommit(layout.workspace, layout.configDir);
    if (found.kind === 'no repository')
        return inputs.deployment.workflowSha;
    const where = (0,external_node_path_.relative)(layout.workspace, found.repository) || '.';
    switch (found.kind) {
        case 'commit': {
            const other = otherRepository(found.origin, inputs.workflow, found.repository === layout.workspace);
            if (other) {
                state.source.checkout = other;
                log.info(`The config is in a checkout of ${other.repository} (at ${where}), not of the workflow's repository: commit_sha ${found.sha} is that repository's commit, and the GitHub Deployment is recorded for the workflow's commit.`);
            }
            return found.sha;
        }
        case 'no commit':
            log.info(`The repository at ${where} has no commit on ${found.branch} yet: the archive is of no commit, and commit_sha is left empty.`);
            return undefined;
        case 'unreadable':
            log.warning(`The commit checked out at ${where} could not be read (${found.why}): commit_sha is left empty.`, 'Commit unknown');
            return undefined;
    }
}
/**
 * The repository a checkout is of, when it is not the workflow's: its origin names another
 * (on this GitHub server, linked), or it has no origin to say and is not at the workspace's top.
 */
function otherRepository(origin, workflow, atTop) {
    const server = new URL(workflow.serverUrl).host.toLowerCase();
    if (!origin)
        return atTop ? undefined : { repository: 'another repository (it names no origin)' };
    const onServer = origin.host === server;
    if (onServer && origin.repository.toLowerCase() === workflow.repository?.toLowerCase())
        return undefined;
    return onServer
        ? { repository: origin.repository, url: `${workflow.serverUrl}/${origin.repository}` }
        : { repository: `${origin.host}/${origin.repository}` };
}
/** A dry run's plan lines for the archive: size, files, digest, the largest entries. */
function archivePlan(source) {
    const top = largest(source.files, 3);
    return [
        `Upload an archive of ${source.files.length} files, ${formatSize(source.archive.bytes)}, SHA-256 ${source.archive.sha256}; the config is ${source.configPath}.`,
        `Largest: ${top.files.map((f) => `${f.path} (${formatSize(f.size)})`).join(', ')}.`,
    ];
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/control-plane/error-detail.ts
var error_detail = __webpack_require__(4148);
;// CONCATENATED MODULE: ./src/source/upload-target.ts


/** Names of cloud metadata services (GCP, AWS), which a PUT must never reach. */
const METADATA_NAMES = new Set([
    'metadata',
    'metadata.google.internal',
    'metadata.goog',
    'instance-data',
    'instance-data.ec2.internal',
]);
/** Address ranges by kind, most specific first; IPv4 ones also in their IPv6 wrappings. */
const RANGES = [
    [
        'metadata',
        [
            ['fd00:ec2::254', 128], // AWS over IPv6
            ['100.100.100.200', 32], // Alibaba Cloud
        ],
    ],
    [
        'link-local',
        [
            ['169.254.0.0', 16],
            ['fe80::', 10],
        ],
    ], // AWS, GCP and Azure metadata live at 169.254.169.254
    [
        'unspecified',
        [
            ['0.0.0.0', 8],
            ['::', 128],
        ],
    ],
    [
        'loopback',
        [
            ['127.0.0.0', 8],
            ['::1', 128],
        ],
    ],
    [
        'private',
        [
            ['10.0.0.0', 8],
            ['172.16.0.0', 12],
            ['192.168.0.0', 16],
            ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
            ['fc00::', 7], // unique local
        ],
    ],
];
const LISTS = RANGES.map(([kind, ranges]) => {
    const list = new external_node_net_.BlockList();
    for (const [address, prefix] of ranges) {
        if ((0,external_node_net_.isIP)(address) === 6) {
            list.addSubnet(address, prefix, 'ipv6');
            continue;
        }
        list.addSubnet(address, prefix, 'ipv4');
        // The same IPv4 range inside IPv6: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and
        // the old compatible form (::a.b.c.d) — but for 0.0.0.0/8, whose compatible form ::/104
        // would take in ::1, this machine.
        for (const wrapper of ['::ffff:', '64:ff9b::', ...(address === '0.0.0.0' ? [] : ['::'])])
            list.addSubnet(`${wrapper}${address}`, 96 + prefix, 'ipv6');
    }
    return [kind, list];
});
/** What kind of address a URL's host name is, if it is one the runner must be careful with. */
function kindOf(hostname) {
    const host = hostname
        .replace(/^\[|\]$/g, '')
        .replace(/\.$/, '')
        .toLowerCase();
    if (METADATA_NAMES.has(host))
        return 'metadata';
    if (host === 'localhost' || host.endsWith('.localhost') || (0,endpoint/* isLoopbackHost */.cW)(hostname))
        return 'loopback';
    const family = (0,external_node_net_.isIP)(host);
    if (family === 0)
        return undefined;
    return LISTS.find(([, list]) => list.check(host, family === 4 ? 'ipv4' : 'ipv6'))?.[0];
}
const WHY = {
    metadata: 'a cloud metadata service',
    'link-local': 'a link-local address (where cloud metadata services answer)',
    unspecified: 'an unspecified address (0.0.0.0, ::), which reaches this machine',
    loopback: 'this machine (loopback), and the control plane is not on it',
    private: 'a private-network address (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7), and the control plane is not on one',
};
/** Kinds a host name may not lead to, even by resolving to them (see `Resolved`). */
const NEVER_BY_NAME = ['metadata', 'link-local', 'unspecified', 'loopback'];
/**
 * Why the archive must not be sent to `url`, or undefined when it may: https to a public host;
 * plain http only to this machine, and only when the control plane is on this machine too (a
 * local emulator); this machine or a private network only when the control plane is there too
 * (a self-hosted instance reached by its address); a metadata service, link-local or unspecified
 * address never. A host name is judged by what it resolves to as well (`169.254.169.254.nip.io`,
 * a hosts-file alias of 127.0.0.1) — except for private networks: a cloud's private endpoint for
 * its storage (a VPC endpoint, Private Service Connect) resolves the storage's public name to a
 * private address, and that is no reason to refuse it.
 */
function uploadUrlProblem(url, controlPlane, resolved = { upload: [], plane: [] }) {
    if (!URL.canParse(url))
        return 'it is not a URL';
    const { protocol, hostname } = new URL(url);
    const kind = kindOf(hostname);
    const plane = kindOf(new URL(controlPlane).hostname) ??
        resolved.plane.map(kindOf).find((k) => k === 'loopback' || k === 'private');
    if (protocol !== 'https:' && !(protocol === 'http:' && kind === 'loopback' && plane === 'loopback'))
        return 'only https is accepted (http only on this machine, with a control plane on this machine)';
    if (kind)
        return (kind === 'loopback' || kind === 'private') && kind === plane
            ? undefined
            : `${hostname} is ${WHY[kind]}`;
    for (const address of resolved.upload) {
        const leads = kindOf(address);
        if (!leads || !NEVER_BY_NAME.includes(leads) || (leads === 'loopback' && plane === 'loopback'))
            continue;
        return `${hostname} resolves to ${address}, ${WHY[leads]}`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/time/clock.ts
var time_clock = __webpack_require__(3355);
;// CONCATENATED MODULE: ./src/source/upload.ts













/** The URL as it may be shown: origin and path, never the query string that signs it. */
function shownUrl(url) {
    if (!URL.canParse(url))
        return '(an upload URL that does not parse)';
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
}
/**
 * Uploads the archive: asks the control plane for a signed URL, then PUTs the archive there,
 * streaming it from disk. The signed URL is a credential — masked, never logged with its query,
 * and the API key is never sent to its host (it is not the control plane). A failed PUT (5xx, a
 * dropped or hung connection) is repeated — the same object, so idempotent — within `timeout`;
 * an expired URL (403) is renewed once. Returns the object path to name the archive by.
 */
async function uploadArchive(ctx, deploymentId, archive) {
    const { cp, log } = ctx;
    let target = await cp.requestUploadUrl(deploymentId);
    protect(ctx, target.upload_url);
    let renewed = false;
    for (let attempt = 1;; attempt++) {
        try {
            await put(ctx, target.upload_url, archive);
            log.info(`Uploaded the archive to ${shownUrl(target.upload_url)} (object ${target.object_path}).`);
            return target.object_path;
        }
        catch (error) {
            if (error instanceof errors/* HttpError */.j$ && error.status === 403 && !renewed) {
                log.info(`${error.message}: the upload URL expired or was refused; asking for a new one.`);
                renewed = true;
                target = await cp.requestUploadUrl(deploymentId);
                protect(ctx, target.upload_url);
                continue;
            }
            const retryable = error instanceof errors/* RequestError */.GI &&
                error.retryable &&
                !(error instanceof errors/* HttpError */.j$ && error.status === 403);
            if (!retryable || attempt >= policy/* UPLOAD */.oH.attempts)
                throw uploadFailed(ctx, target.upload_url, attempt, error);
            const pause = (0,retry_policy/* jitteredPause */.kZ)(attempt - 1, ctx.retry, ctx.random);
            log.info(`${error.message}; uploading again in ${(0,duration/* formatDuration */.a3)(pause)} (attempt ${attempt + 1} of ${policy/* UPLOAD */.oH.attempts}).`);
            await ctx.budget.pause(pause);
        }
    }
}
/** A failed upload, said as one: the storage host is not the control plane. */
function uploadFailed(ctx, url, attempts, error) {
    if (!(error instanceof errors/* RequestError */.GI))
        return error;
    const again = (0,front_end/* runAgainWords */.pX)(ctx.inputs.frontEnd);
    return new errors/* ActionError */.lZ({
        title: 'Upload failed',
        message: `The archive could not be uploaded to the storage host the control plane named (${shownUrl(url)}), after ${attempts} attempt${attempts === 1 ? '' : 's'}; no new revision was made. ${again[0].toUpperCase()}${again.slice(1)}; if it keeps failing, the platform's storage may be down.\n${error.message}.`,
    });
}
/** The signed URL, and its signature alone, are secrets from now on. */
function protect(ctx, url) {
    ctx.mask(url);
    // A URL that does not parse fails the PUT.
    if (!URL.canParse(url))
        return;
    const { search, searchParams } = new URL(url);
    if (search)
        ctx.mask(search.slice(1));
    for (const value of searchParams.values())
        if (value.length >= 16)
            ctx.mask(value);
}
async function put(ctx, url, archive) {
    const label = shownUrl(url);
    // Refused before any connection: the URL is the control plane's word, not the user's.
    const plane = ctx.inputs.controlPlane.baseUrl;
    const problem = uploadUrlProblem(url, plane, {
        upload: await addressesOf(ctx, url),
        plane: await addressesOf(ctx, plane),
    });
    if (problem) {
        throw new errors/* ActionError */.lZ({
            title: 'Unsafe upload URL',
            message: `The control plane gave ${label} to upload the source to: ${problem}. Nothing was sent there, and no new revision was made. Check that api_url (or self_hosted_url) names the control plane you mean.`,
        });
    }
    // Each attempt is bounded, so one hung PUT leaves time to try again.
    const attemptMs = Math.max(policy/* UPLOAD */.oH.attemptMinMs, archive.bytes / policy/* UPLOAD */.oH.minBytesPerMs);
    const reply = await ctx.transport.send({
        method: 'PUT',
        url,
        label,
        // No X-Api-Key: the storage host is not the control plane.
        headers: {
            'content-type': 'application/gzip',
            'content-length': String(archive.bytes),
            'x-goog-content-length-range': `0,${policy/* UPLOAD */.oH.maxBytes}`,
        },
        body: (0,external_node_fs_.createReadStream)(archive.file).pipe(progress(ctx, archive.bytes)),
        timeoutMs: Math.max(1, ctx.budget.cap(attemptMs)),
        signal: ctx.budget.signal,
    });
    if (reply.status >= 200 && reply.status < 300)
        return;
    const { detail } = (0,error_detail/* errorDetail */.m)(reply.text, reply.contentType, ctx.redact);
    throw new errors/* HttpError */.j$({ method: 'PUT', path: label, status: reply.status, detail });
}
/**
 * What the URL's host name resolves to, looked up as its connection will be; nothing for an
 * address literal, or when the lookup fails or takes longer than UPLOAD.lookupMaxMs (the PUT
 * then finds out for itself). Stops on cancellation and at the deadline.
 */
async function addressesOf(ctx, url) {
    if (!URL.canParse(url))
        return [];
    const { hostname } = new URL(url);
    if ((0,external_node_net_.isIP)(hostname.replace(/^\[|\]$/g, '')) !== 0)
        return [];
    const limit = ctx.budget.limit({ ms: policy/* UPLOAD */.oH.lookupMaxMs, name: 'the name lookup' });
    try {
        return await (0,time_clock.raceAbort)(limit.signal, ctx.lookup(hostname));
    }
    catch {
        ctx.budget.checkCancelled();
        return [];
    }
}
/** Logs how far a large upload got, every quarter; frees the chunks sent as they pass. */
function progress(ctx, total) {
    const collect = youngGarbageCollector(policy/* UPLOAD */.oH.collectEveryBytes);
    let sent = 0;
    let reported = 0;
    const started = ctx.clock.now();
    return new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            sent += chunk.length;
            collect(chunk.length);
            const quarter = Math.floor((sent / total) * 4);
            if (total >= policy/* UPLOAD */.oH.progressFromBytes && quarter > reported && quarter < 4) {
                reported = quarter;
                ctx.log.info(`Uploading: ${quarter * 25}% of ${formatSize(total)} after ${(0,duration/* formatDuration */.a3)(ctx.clock.now() - started)}.`);
            }
            done(null, chunk);
        },
    });
}

// EXTERNAL MODULE: ./src/control-plane/cut-log-page.ts
var cut_log_page = __webpack_require__(3925);
;// CONCATENATED MODULE: ./src/time/epoch.ts
/** The furthest from the epoch a Date reaches, either way (±100,000,000 days), in ms. */
const DATE_RANGE_MS = 8.64e15;
/** `ms` since the epoch, when a Date can hold it; else undefined. */
function dateMs(ms) {
    return Number.isFinite(ms) && Math.abs(ms) <= DATE_RANGE_MS ? ms : undefined;
}
/**
 * A number of epoch seconds, milliseconds, microseconds or nanoseconds as ms, told apart by size:
 * today each has its own.
 */
function epochMsOf(n) {
    return n < 1e11 ? n * 1_000 : n < 1e14 ? n : n < 1e17 ? n / 1_000 : n / 1_000_000;
}

;// CONCATENATED MODULE: ./src/logs/render.ts



const ERROR_LEVELS = new Set(['ERROR', 'CRITICAL', 'FATAL', 'EMERGENCY', 'ALERT']);
/** Python's numeric logging levels, as some servers send them. */
const NUMERIC_LEVELS = {
    '10': 'DEBUG',
    '20': 'INFO',
    '30': 'WARNING',
    '40': 'ERROR',
    '50': 'CRITICAL',
};
/** Server text made one safe line: escape sequences gone, breaks shown as ↵, controls dropped. */
function oneLine(text) {
    return text
        .replace(untrusted/* ANSI */.mh, '')
        .replace(/\r\n|\r|\n/g, ' ↵ ')
        .replace(untrusted/* CONTROL */.W3, ' ');
}
/**
 * A line from a server, made safe to show. Every field is redacted first (a secret can never be
 * cut in half by a bound, nor changed by upper-casing), then made one line without escape
 * sequences or control characters, then bounded: the message at LOG_LIMITS.lineChars with a
 * marker, the level and an unparsable time at a few characters. Workflow commands inside are
 * defused by the log itself (runner-io.ts). A message the reply cut (`messageCut`: only its start
 * came) loses its last LOG_LIMITS.cutMarginChars after redaction — where the start of a secret the
 * cut made unrecognisable could be — and is always marked cut.
 */
function shownLine(line, redact, messageCut = false) {
    const rawLevel = oneLine(redact(line.level ?? 'INFO')).trim();
    const level = (NUMERIC_LEVELS[rawLevel] ?? rawLevel).slice(0, policy/* LOG_LIMITS */.ST.levelChars).toUpperCase() || 'INFO';
    let message = redact(line.message ?? '');
    if (messageCut)
        message = message.slice(0, Math.max(0, message.length - policy/* LOG_LIMITS */.ST.cutMarginChars));
    message = oneLine(message);
    if (messageCut || message.length > policy/* LOG_LIMITS */.ST.lineChars)
        message = `${message.slice(0, policy/* LOG_LIMITS */.ST.lineChars)}… [line cut]`;
    const id = line.id === undefined ? undefined : String(line.id).slice(0, 200);
    const at = epochMs(line.timestamp);
    const time = at !== undefined
        ? new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')
        : line.timestamp === undefined
            ? '—'
            : oneLine(redact(String(line.timestamp))).slice(0, policy/* LOG_LIMITS */.ST.timeChars);
    return { id, time, at, level, message, error: ERROR_LEVELS.has(level) };
}
/** ISO 8601 as servers write it: a date, optionally a time, fraction and zone. */
const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
/**
 * The time of a line in epoch ms: epoch seconds, milliseconds, microseconds or nanoseconds (a
 * number or digits, told apart by size), or an ISO 8601 string. Anything else is not guessed at
 * (Date.parse would make a date out of "step 2/6").
 */
function epochMs(timestamp) {
    if (timestamp === undefined)
        return undefined;
    if (typeof timestamp === 'number' || /^\d+(?:\.\d+)?$/.test(timestamp))
        return dateMs(epochMsOf(Number(timestamp)));
    if (!ISO.test(timestamp.trim()))
        return undefined;
    // A time without a zone is taken as UTC, as servers mean it, not as the runner's local time.
    const iso = timestamp.trim().replace(' ', 'T');
    return dateMs(Date.parse(/T.*(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`));
}
/** One line of the CI log: time, level, message; ERROR lines marked so they stand out. */
function formatLine(line) {
    return `${line.error ? '✖' : ' '} ${line.time} ${line.level.padEnd(5)} ${line.message}`;
}
/**
 * The newest lines that fit in LOG_LIMITS.blockChars, oldest first; says how many older ones were
 * left out. Every line is bounded, so a block always holds many.
 */
function boundedBlock(lines) {
    let size = 0;
    let from = lines.length;
    while (from > 0 && size + formatLine(lines[from - 1]).length + 1 <= policy/* LOG_LIMITS */.ST.blockChars) {
        from--;
        size += formatLine(lines[from]).length + 1;
    }
    return { lines: lines.slice(from), dropped: from };
}
/** "1 line", "3 lines". */
function lineCount(n) {
    return `${n} line${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/logs/read-log-page.ts




const LOG_NAMES = { build: 'build log', server: 'server log' };
/** The largest reply read, as said to users ("4 MiB"). */
const REPLY_LIMIT = `${policy/* MAX_BODY_BYTES */.YK / policy/* MIB */.D6} MiB`;
/**
 * Reads one page of a revision's build or server log. Logs never fail a deploy:
 * - a control plane without the endpoint (404 Not Found, 405, 501) or refusing it (401/403) has
 *   no logs for the rest of the run;
 * - a read that fails (5xx, a reply that is not a log, a 404 about the revision: no log yet) or
 *   gets no reply in time is only this read's loss — a later read may try again;
 * - too little of `timeout` left skips the read: logs count against it like everything else.
 * Each kind of log gets at most one notice a run. Returns the page, or why there is none.
 */
async function readLogPage(ctx, kind, revisionId, query, 
/** Said after a notice: what happens next ("The deploy goes on."), when there is something to say. */
goesOn = '', 
/** The budget the read must fit in: the run's, or a narrower one (the wait's). */
budget = ctx.budget) {
    const { state } = ctx;
    if (ctx.inputs.logs.mode === 'off' || !state.target.deploymentId || state.logs.unavailable.includes(kind))
        return 'unavailable';
    // Says why a log is not shown: a notice the first time a run misses this kind, debug after.
    const notice = (text) => {
        if (state.logs.noticed.includes(kind))
            return ctx.log.debug(text);
        state.logs.noticed.push(kind);
        ctx.log.notice(`${text}${goesOn ? ` ${goesOn}` : ''}`, `No ${LOG_NAMES[kind]}`);
    };
    if (!budget.allows(policy/* LOG_READ */.o0.minTimeLeftMs)) {
        // Not the control plane's doing: this run's time is nearly up.
        notice(`The ${LOG_NAMES[kind]} was not read: too little of timeout was left.`);
        return 'failed';
    }
    try {
        return logRead(await ctx.cp.readLogs(kind, state.target.deploymentId, revisionId, query, budget), ctx.redact);
    }
    catch (error) {
        if (error instanceof errors/* CancelledError */.cc)
            throw error;
        return logMiss(ctx, kind, revisionId, error, notice);
    }
}
/** A page as shown: its lines redacted and bounded, where the next starts, or where it was cut. */
function logRead(page, redact) {
    const lines = page.logs.map((line) => shownLine(line, redact));
    if (page instanceof cut_log_page/* CutLogPage */._) {
        const { rows, partial } = page;
        return {
            lines,
            cut: {
                rows,
                ...(partial ? { partial: shownLine(partial.line, redact, partial.messageCut) } : {}),
            },
        };
    }
    return {
        lines,
        nextOffset: page.next_offset === null || page.next_offset === undefined ? undefined : String(page.next_offset),
        ...(page.unread ? { unread: page.unread } : {}),
    };
}
/** What a failed read means for this run's reads of the kind, said once. */
function logMiss(ctx, kind, revisionId, error, notice) {
    const name = LOG_NAMES[kind];
    // Anything else is a log this action could not handle: a bug to fix, never the deploy's failure.
    if (!(error instanceof errors/* RequestError */.GI || error instanceof errors/* DeadlineError */.j3)) {
        notice(`The ${name} of revision ${revisionId} could not be shown: ${error instanceof Error ? error.message : String(error)}.`);
        return 'failed';
    }
    const permanent = error instanceof errors/* HttpError */.j$ && endpointMissing(error);
    const refused = error instanceof errors/* HttpError */.j$ && (error.status === 401 || error.status === 403);
    if (permanent || refused) {
        ctx.state.logs.unavailable.push(kind);
        const why = permanent ? 'it does not offer them' : 'it refused the request';
        notice(`${name[0].toUpperCase()}${name.slice(1)}s are not available from this control plane: ${why} (${error.method} ${error.path} answered ${error.status}).`);
        return 'unavailable';
    }
    notice(`The ${name} of revision ${revisionId} could not be read: ${error.message}.`);
    const hung = error instanceof errors/* DeadlineError */.j3 || (error instanceof errors/* NetworkError */.Dr && error.failure === 'timeout');
    return hung ? 'hung' : 'failed';
}
/**
 * A control plane without the endpoint: 405 or 501, or a 404 that names no revision or log
 * (FastAPI answers an unknown route `{"detail": "Not Found"}`). A 404 saying more — "no build
 * logs for revision …" — is about this revision: its log may simply not exist yet.
 */
function endpointMissing(error) {
    if (error.status === 405 || error.status === 501)
        return true;
    return error.status === 404 && /^(not found)?\.?$/i.test(error.detail.trim());
}

// EXTERNAL MODULE: ./src/control-plane/revision-status.ts
var revision_status = __webpack_require__(3112);
;// CONCATENATED MODULE: ./src/logs/show.ts




/**
 * On a failure: the last `log_lines` lines of the revision's build or server log, oldest first,
 * in a collapsible group of the CI log, and in the run state for the summary and the PR comment —
 * with its first ERROR line (`time LEVEL message`), the one most likely to say what broke, which
 * the failure message ends with (report/failure.ts).
 */
async function showFailureLog(ctx, kind, revisionId) {
    const { log, state, inputs } = ctx;
    if (inputs.logs.mode === 'off')
        return;
    const read = await newestLines(ctx, kind, revisionId, inputs.logs.lines);
    if (!read)
        return;
    // A server that ignored `order: desc` sent the log's first lines, oldest first (times all known,
    // rising from first to last): say so.
    const times = read.lines.map((line) => line.at);
    const ascending = times.length >= 2 && times.every((t) => t !== undefined) && times[0] < times.at(-1);
    const { lines, dropped } = boundedBlock(ascending ? read.lines : read.lines.reverse());
    const which = ascending ? 'First' : 'Last';
    const title = `${which} ${lineCount(lines.length)} of the ${LOG_NAMES[kind]} of revision ${revisionId}`;
    const first = lines.find((line) => line.error);
    state.logs.failure = {
        kind,
        revisionId,
        lines,
        dropped,
        ...(ascending ? { first: true } : {}),
        ...(first ? { firstError: `${first.time} ${first.level} ${first.message}` } : {}),
    };
    await log.group(title, async () => {
        if (ascending)
            log.info('(the control plane sent the oldest lines although the newest were asked for)');
        if (read.short)
            log.info(`(${read.short})`);
        if (dropped)
            log.info(`(${lineCount(dropped)} more not shown: the block is limited in size)`);
        if (!lines.length)
            log.info(`(the ${LOG_NAMES[kind]} is empty)`);
        for (const line of lines)
            log.info(formatLine(line));
    });
}
/**
 * The newest `want` lines, newest first: one read, unless the reply is larger than a reply may be
 * (a few multi-MiB lines). Then the lines its start held whole are read again, alone, to learn
 * where they end, and the older ones from there — at most LOG_LIMITS.tailReads reads in all, so
 * the newest lines (and the ERROR among them) always show. `short` says why fewer lines than
 * `want` may have been read. Undefined when the first read gave nothing.
 */
async function newestLines(ctx, kind, revisionId, want) {
    const lines = [];
    let offset;
    let limit = want;
    // The whole lines of a cut reply: shown should reading them again fail.
    let held = [];
    for (let reads = 0; reads < policy/* LOG_LIMITS */.ST.tailReads; reads++) {
        const at = offset === undefined ? {} : { offset };
        const page = await readLogPage(ctx, kind, revisionId, { order: 'desc', limit, ...at });
        if (typeof page === 'string')
            return reads ? { lines: [...lines, ...held] } : undefined;
        if (page.cut) {
            if (page.cut.rows === 0 || limit === 1) {
                // One line larger than a whole reply: the start of it is shown, and nothing older.
                const partial = page.cut.partial ? [page.cut.partial] : [];
                const short = `a reply was larger than ${REPLY_LIMIT} with a single line: ${partial.length ? 'that line is shown cut, and ' : ''}older lines are not read`;
                return { lines: [...lines, ...page.lines.slice(0, limit), ...partial], short };
            }
            // No more than were asked for, whatever a server that ignores `limit` sends.
            held = page.lines.slice(0, limit);
            limit = Math.min(page.cut.rows, limit - 1);
            continue;
        }
        held = [];
        lines.push(...page.lines.slice(0, limit));
        const advanced = page.nextOffset !== undefined && page.nextOffset !== offset;
        if (lines.length >= want || page.lines.length < limit || !advanced)
            return { lines };
        offset = page.nextOffset;
        limit = want - lines.length;
    }
    const short = `the newest lines are so long that ${policy/* LOG_LIMITS */.ST.tailReads} reads held only ${lineCount(lines.length + held.length)}`;
    return { lines: [...lines, ...held], short };
}
/**
 * The log that says most about a revision in this status: the build log while it waits for a
 * builder or builds (or failed there), the server log while it deploys (or failed there).
 */
function logOfStatus(status) {
    if (status === undefined)
        return undefined;
    const { verdict, phase } = (0,revision_status/* classifyStatus */.xo)(status);
    if (verdict === 'in-progress')
        return phase === 'deploy' ? 'server' : phase === 'build' || phase === 'build-wait' ? 'build' : undefined;
    // A failure says in its name where it failed (BUILD_FAILED, DEPLOY_FAILED, and ones new today).
    if (verdict === 'failure')
        return status.includes('DEPLOY') ? 'server' : status.includes('BUILD') ? 'build' : undefined;
    return undefined;
}

;// CONCATENATED MODULE: ./src/logs/stream.ts




/**
 * `logs: stream`: while the revision waits for or is in its build, each status poll is followed
 * by one read of the build log from where the previous one ended (`next_offset`), and the new
 * lines are printed as they come — so the job log shows the build live. Once the build is over,
 * the rest of the log is read too: one page per poll while the revision deploys, or, when it has
 * already ended, at most LOG_LIMITS.drainPages pages at once; lines left unread are said to be.
 * A reply larger than a reply may be (multi-MiB lines) still shows the lines it held whole, and
 * the next read asks for only as many. Server logs are not streamed. Returns what to do after
 * each poll (nothing unless streaming).
 */
function streamingBuildLog(ctx, revisionId, 
/** The wait's budget: a read never eats into what the wait keeps for a failure. */
budget) {
    if (ctx.inputs.logs.mode !== 'stream')
        return undefined;
    const stream = new BuildLogStream(ctx, revisionId, budget);
    return (status) => stream.afterPoll(status);
}
/** A line is known by all it shows (ids alone may repeat: some servers number lines per page). */
const key = (line) => `${line.id ?? ''}|${line.time}|${line.level}|${line.message}`;
/** The state of one revision's streamed build log, between polls. */
class BuildLogStream {
    ctx;
    revisionId;
    budget;
    // Lines a read asks for: fewer after a reply larger than a reply may be (multi-MiB lines).
    limit = policy/* LOG_LIMITS */.ST.streamPageLines;
    offset;
    printed = 0;
    failures = 0;
    done = false;
    sawItGoing = false;
    // Each line once, even from a server that repeats a page or ignores the offset.
    seen = new Set();
    constructor(ctx, revisionId, budget) {
        this.ctx = ctx;
        this.revisionId = revisionId;
        this.budget = budget;
    }
    async afterPoll(status) {
        const { verdict, phase } = (0,revision_status/* classifyStatus */.xo)(status);
        // The wait's time is up: a failure's log tail follows, from the reserve it kept.
        if (this.done || !this.budget.allows(policy/* LOG_READ */.o0.minTimeLeftMs))
            return;
        // A revision that had ended before this run looked: its old build log is not streamed.
        if (verdict !== 'in-progress' && !this.sawItGoing)
            return void (this.done = true);
        this.sawItGoing = true;
        // Still queued, or a status not placed (UNKNOWN, one new today): no build log yet.
        if (verdict === 'in-progress' && (phase === undefined || phase === 'queue'))
            return;
        // It waits for a builder, or builds: its build log grows.
        if (verdict === 'in-progress' && (phase === 'build-wait' || phase === 'build')) {
            if ((await this.readPage(true)) === 'stop')
                this.done = true;
            return;
        }
        // The build is over: read what is left of its log, a page a poll while the revision deploys.
        if (verdict === 'in-progress') {
            if ((await this.readPage(true)) !== 'more')
                this.done = true;
            return;
        }
        this.done = true;
        await this.drain();
    }
    /** The revision has ended: a few pages at once, and no second try of a read that failed. */
    async drain() {
        for (let pages = 0; pages < policy/* LOG_LIMITS */.ST.drainPages; pages++) {
            const read = await this.readPage(false);
            if (read !== 'more' || this.failures > 0)
                return;
        }
        this.ctx.log.info(`… the rest of the build log of revision ${this.revisionId} is not shown here (${policy/* LOG_LIMITS */.ST.drainPages} more pages were read after the build); it is in LangSmith.`);
    }
    /**
     * Prints the lines not printed before, at most `limit` of them (whatever the server sends);
     * `unread` more the reply held were not even read.
     */
    print(lines, unread = 0) {
        const { log } = this.ctx;
        const fresh = lines.filter((line) => !this.seen.has(key(line)));
        const shown = fresh.slice(0, this.limit);
        if (this.printed === 0 && shown.length)
            log.info(`Build log of revision ${this.revisionId}:`);
        for (const line of shown) {
            if (this.seen.size < policy/* LOG_LIMITS */.ST.streamSeenLines)
                this.seen.add(key(line));
            log.info(formatLine(line));
        }
        const more = fresh.length - shown.length + unread;
        if (more > 0)
            log.info(`… ${lineCount(more)} more of this read not shown (more than the ${this.limit} asked for).`);
        this.printed += shown.length;
    }
    /**
     * One page: 'more' when the log may hold more now, 'end' when it is read to its end (an empty
     * page, or no new offset: a server may send fewer lines a page than asked for).
     */
    async readPage(deploying) {
        const { offset } = this;
        const page = await readLogPage(this.ctx, 'build', this.revisionId, { order: 'asc', limit: this.limit, ...(offset === undefined ? {} : { offset }) }, deploying ? 'The deploy goes on.' : '', this.budget);
        if (page === 'unavailable' || page === 'hung')
            return 'stop';
        if (page === 'failed')
            return ++this.failures >= policy/* LOG_LIMITS */.ST.streamFailures ? 'stop' : 'more';
        this.failures = 0;
        if (page.cut)
            return this.afterCutReply(page.lines, page.cut);
        this.print(page.lines, page.unread);
        this.limit = policy/* LOG_LIMITS */.ST.streamPageLines;
        const advanced = page.nextOffset !== undefined && page.nextOffset !== offset;
        this.offset = page.nextOffset ?? offset;
        return page.lines.length === 0 || !advanced ? 'end' : 'more';
    }
    /**
     * The lines the reply held whole are shown now; the next read asks for only that many, to
     * learn where they end (they are not shown again).
     */
    afterCutReply(lines, cut) {
        this.print(lines);
        if (cut.rows > 0 && this.limit > 1) {
            this.limit = Math.min(cut.rows, this.limit - 1);
            return 'more';
        }
        // One line larger than a whole reply: there is no reading past it.
        if (cut.partial)
            this.print([cut.partial]);
        this.ctx.log.info(`… the build log of revision ${this.revisionId} is not streamed further: a reply was larger than ${REPLY_LIMIT} with a single line. It is in LangSmith.`);
        return 'stop';
    }
}

// EXTERNAL MODULE: ./src/run/status-history.ts
var status_history = __webpack_require__(6738);
;// CONCATENATED MODULE: ./src/wait/poller.ts





/**
 * Polls until the revision reaches a terminal status and returns it. A pause that would end past
 * the budget is cut to end at it, and the status is read once more then: the wait lasts its whole
 * budget. Throws DeadlineError when the budget is spent with the revision still in progress, and
 * CancelledError when the workflow is cancelled.
 */
async function waitForRevision(options) {
    const { budget, history } = options;
    const clock = budget.clock;
    let pollsInStatus = 0;
    let lastLine = clock.now();
    // The pause before the latest poll: what "the next poll" means near the end of the wait.
    let interval = 0;
    for (let polls = 1;; polls++) {
        const status = await options.fetchStatus().catch((error) => {
            // A read that failed for good when less was left than a pause: the next poll would have been
            // the last. Over as a timeout with the last status seen, not as the control plane's failure.
            const last = history.current?.status;
            if (last === undefined || !(error instanceof errors/* RequestError */.GI) || !error.retryable)
                throw error;
            if (budget.cancelled || budget.left() >= interval)
                throw error;
            throw budget.timedOut(`waiting for the revision (last status ${last}; the last status read failed: ${error.message})`);
        });
        const checkedAt = clock.now();
        const change = history.observe(status, checkedAt);
        if (change) {
            options.onChange?.(change);
            lastLine = checkedAt;
        }
        await options.afterPoll?.(status);
        const meaning = (0,revision_status/* classifyStatus */.xo)(status);
        if (meaning.verdict !== 'in-progress')
            return { status, ...meaning };
        pollsInStatus = change ? 1 : pollsInStatus + 1;
        const span = history.current;
        // The last status was read at the end of the budget: the wait is over.
        if (budget.left() <= 0)
            throw budget.timedOut(`waiting for the revision (last status ${status})`);
        const pause = options.schedule({ status, polls, pollsInStatus, msInStatus: clock.now() - span.since });
        interval = pause;
        const wakeAt = clock.now() + budget.cap(pause);
        lastLine = await pauseUntil(options, wakeAt, { status, since: span.since, checkedAt, lastLine });
    }
}
/**
 * Sleeps until `wakeAt`, saying a heartbeat line whenever `heartbeatMs` has passed since the last
 * line. Returns when the last line was said.
 */
async function pauseUntil(options, wakeAt, at) {
    const { clock, signal } = options.budget;
    let { lastLine } = at;
    while (clock.now() < wakeAt) {
        const beatAt = lastLine + (options.heartbeatMs ?? Infinity);
        if (!options.onHeartbeat || beatAt >= wakeAt) {
            await (0,time_clock.sleepUnlessCancelled)(clock, wakeAt - clock.now(), signal);
            break;
        }
        if (beatAt > clock.now())
            await (0,time_clock.sleepUnlessCancelled)(clock, beatAt - clock.now(), signal);
        options.onHeartbeat({
            status: at.status,
            inStatusMs: clock.now() - at.since,
            sinceCheckMs: clock.now() - at.checkedAt,
        });
        lastLine = clock.now();
    }
    return lastLine;
}
/** The log line of a heartbeat: "Still BUILDING: 4m 10s so far, last checked 3s ago." */
function describeHeartbeat(beat) {
    return `Still ${beat.status}: ${(0,duration/* formatDuration */.a3)(beat.inStatusMs)} so far, last checked ${(0,duration/* formatDuration */.a3)(beat.sinceCheckMs)} ago.`;
}
/**
 * The log line for a status change: the new status, and how long the previous one lasted — or, for
 * a revision that `builds` and went past its build between two checks, how long since the previous
 * one began: that time holds the build too.
 */
function describeChange(change, builds) {
    const { previous, status } = change;
    const ms = (0,duration/* formatDuration */.a3)(change.previousMs ?? 0);
    const after = !previous
        ? ''
        : builds && (0,status_history/* passedUnseenBuild */.r)(previous, status)
            ? ` (${ms} after ${previous}; BUILDING began and ended between two checks)`
            : ` (after ${ms} in ${previous})`;
    return `Revision status: ${status}${after}`;
}

// EXTERNAL MODULE: ./src/run/run-state.ts
var run_state = __webpack_require__(9184);
;// CONCATENATED MODULE: ./src/deploy/follow.ts













/** Statuses a newer revision causes: the followed one may have been superseded. */
const SUPERSEDED = new Set(['SKIPPED', 'INTERRUPTED']);
/**
 * After the revision is known: with `wait`, poll it to its end; without, read its status once.
 * The built commit is recorded as soon as the control plane reports it. A revision superseded
 * by a newer one of the same ref is followed on to that one (`on_superseded: follow`). A failed
 * revision fails the job with what the status means and what still serves.
 */
async function followRevision(ctx, deploymentId, revisionId, track = ctx.state.revision) {
    for (let current = revisionId;;) {
        track.id = current;
        const status = await followOne(ctx, deploymentId, current, track).catch(async (error) => {
            // Out of time while it builds or its server starts: that log is the likeliest to say why
            // (the wait kept the diagnostics reserve of timeout for it).
            const kind = error instanceof errors/* DeadlineError */.j3 ? logOfStatus(track.status) : undefined;
            if (kind)
                await showFailureLog(ctx, kind, current);
            throw error;
        });
        const newer = SUPERSEDED.has(status) && ctx.inputs.wait.enabled
            ? await newerRevision(ctx, deploymentId, current)
            : undefined;
        if (newer) {
            current = supersededBy(ctx, track, status, newer);
            continue;
        }
        const meaning = (0,revision_status/* classifyStatus */.xo)(status);
        if (meaning.verdict === 'failure')
            throw await failedRevision(ctx, track, status, meaning.meaning);
        if (meaning.verdict === 'success') {
            ctx.log.info(meaning.meaning);
            // Deployed means serving: what serves as far as this run knows, should nothing after this
            // (a smoke test cut short by a cancellation) get to read it again.
            ctx.state.serving.active = current;
            ctx.state.target.deploymentUrl ||=
                (await ctx.cp.getDeployment(deploymentId)).source_config?.custom_url ?? undefined;
        }
        return status;
    }
}
async function followOne(ctx, deploymentId, revisionId, track) {
    const { cp, log, inputs, state } = ctx;
    const reserve = (0,policy/* diagnosticsReserveMs */.py)(inputs.wait.timeoutMs);
    // The wait keeps the end of timeout for a failure's last status read and its log tail.
    const budget = ctx.budget.keeping(reserve);
    // A status read (its retries, a hung last one) may run into the first half of the reserve,
    // never the second: that is the log tail's.
    const reads = ctx.budget.keeping(reserve / 2);
    let newCommit;
    const fetchStatus = async () => {
        const revision = await cp.getRevision(deploymentId, revisionId, reads);
        track.status = revision.status;
        track.history.report(revision.status, revision.updated_at);
        track.ref = revision.source_revision_config?.repo_ref ?? track.ref;
        const commit = revision.source_revision_config?.repo_commit_sha ?? undefined;
        if (commit && commit !== track.commitSha)
            newCommit = track.commitSha = commit;
        return revision.status;
    };
    // Said after the status line of the poll that revealed it.
    const stream = streamingBuildLog(ctx, revisionId, budget);
    const announceCommit = () => {
        if (!newCommit)
            return;
        log.info(`Revision ${revisionId} builds commit ${(0,commit_sha/* shortSha */.Fu)(newCommit)}${track.ref ? ` of ${(0,untrusted/* clip */.$Q)(track.ref, policy/* SHOWN_REF_CHARS */.O7)}` : ''}.`);
        newCommit = undefined;
        ctx.notify('commit');
    };
    if (!inputs.wait.enabled) {
        const status = await fetchStatus();
        track.history.observe(status, ctx.clock.now());
        log.info(`Revision ${revisionId} is ${status}; not waiting (wait: false).`);
        announceCommit();
        return status;
    }
    const { status } = await log.group(`Wait for ${state.target.deploymentName ?? deploymentId} to deploy revision ${revisionId}`, () => waitForRevision({
        fetchStatus,
        afterPoll: async (status) => {
            announceCommit();
            await stream?.(status);
        },
        schedule: statusAwareSchedule(inputs.wait.poll, state.target.action === 'create'),
        budget,
        history: track.history,
        // The run's own revision of a create or update builds; a rollback's redeploy does not.
        onChange: (change) => log.info(describeChange(change, track === state.revision && (0,run_state/* buildsRevision */.$x)(state))),
        onHeartbeat: (beat) => log.info(describeHeartbeat(beat)),
        heartbeatMs: policy/* HEARTBEAT_MS */.m,
    }));
    return status;
}
/** The newest revision created after `revisionId`, if any (the list is newest first). */
async function newerRevision(ctx, deploymentId, revisionId) {
    const { resources } = await ctx.cp.listRevisions(deploymentId, { limit: 5 });
    const index = resources.findIndex((r) => r.id === revisionId);
    return index > 0 || (index < 0 && resources[0] && resources[0].id !== revisionId)
        ? resources[0]
        : undefined;
}
/** Records the superseding, and either fails or returns the newer revision to follow. */
function supersededBy(ctx, track, status, newer) {
    const { state, inputs, log } = ctx;
    const by = {
        id: newer.id,
        commit: newer.source_revision_config?.repo_commit_sha ?? undefined,
        createdAt: newer.created_at,
        ref: newer.source_revision_config?.repo_ref ?? undefined,
    };
    const ownId = track.id;
    state.serving.superseded.push({ revisionId: ownId, status, by });
    const said = `Revision ${ownId} ended ${status}: superseded by revision ${describeRevision(by)}${by.createdAt ? `, created ${by.createdAt}` : ''}.`;
    const ownRef = track.ref ?? inputs.deployment.repoRef;
    const sameRef = ownRef !== undefined && by.ref === ownRef;
    // A newer revision of the code that served before is a rollback (someone's redeploy), not a
    // build — when this run's code is known to be other code (what its own revision built, or the
    // workflow's commit): a build of an unchanged branch builds that same commit too.
    const served = state.serving.previous?.commit;
    const ours = [track.commitSha, inputs.deployment.expectedCommit].filter((c) => !!c);
    const redeploysOld = by.commit !== undefined &&
        served !== undefined &&
        (0,commit_sha/* sameCommit */.Kd)(by.commit, served) &&
        ours.length > 0 &&
        !ours.some((c) => (0,commit_sha/* sameCommit */.Kd)(by.commit, c));
    const why = track !== state.revision || state.target.action === 'rollback'
        ? ' A rollback is not followed on to another revision: what that one builds is not what was rolled back to.'
        : !sameRef
            ? ` It builds ${by.ref ? `ref ${by.ref}` : 'another source'}, not ${ownRef ?? 'this run’s'}: this run's code was not deployed by it.`
            : redeploysOld
                ? ` It builds commit ${(0,commit_sha/* shortSha */.Fu)(by.commit)}, which served before this run: a rollback or redeploy of earlier code, so this run's code was not deployed by it.`
                : inputs.deployment.onSuperseded === 'fail'
                    ? ' (on_superseded: fail)'
                    : undefined;
    if (why !== undefined)
        throw new errors/* ActionError */.lZ({ title: 'Revision superseded', message: `${said}${why}` });
    log.info(`${said} It builds the same ref (${by.ref}); following it (on_superseded: follow).`);
    track.history = new status_history/* StatusHistory */.b();
    track.commitSha = undefined;
    return newer.id;
}
/** The failure of a revision, saying what it means and which revision still serves traffic. */
async function failedRevision(ctx, track, status, meaning) {
    const kind = logOfStatus(status);
    if (kind)
        await showFailureLog(ctx, kind, track.id);
    const serving = await readServing(ctx);
    let still = '';
    if (serving && serving !== track.id) {
        still = ` Revision ${describeRevision(await revisionWithCommit(ctx, serving))} is still serving traffic.`;
        if (track === ctx.state.revision && ctx.inputs.rollback.onFailure)
            still += ' Nothing to roll back: the failed revision never served.';
    }
    const shown = kind && ctx.state.logs.failure?.kind === kind && ctx.state.logs.failure.revisionId === track.id;
    const where = !kind
        ? ''
        : shown
            ? ` The last lines of its ${LOG_NAMES[kind]} are in the job log and summary.`
            : ` Its ${LOG_NAMES[kind]} is in LangSmith.`;
    return new errors/* ActionError */.lZ({
        // The status is the server's text: bounded, as the title is shown as a heading too (redacted
        // first: a cut could leave a piece of a secret the redactor no longer recognises).
        title: `Revision ${(0,untrusted/* excerpt */.Kb)(status, 40, ctx.redact)}`,
        message: `${meaning}${where}${still}`,
    });
}
/** What is known of a revision before it is followed: the id a write made, the commit an upload holds. */
function noteRevision(track, known) {
    Object.assign(track, known);
}

;// CONCATENATED MODULE: ./src/deploy/rollback-choice.ts

const IDENTITY_FIELDS = ['repo_commit_sha', 'source_tarball_path', 'image_uri'];
function identityOf(revision) {
    const config = (revision.source_revision_config ?? {});
    const identity = {};
    for (const field of IDENTITY_FIELDS)
        if (typeof config[field] === 'string' && config[field])
            identity[field] = config[field];
    return identity;
}
/** Whether `candidate` builds what `target` built: yes, no, or not known (yet). */
function sameSource(target, candidate) {
    const field = IDENTITY_FIELDS.find((f) => target[f] !== undefined);
    if (!field || candidate[field] === undefined)
        return undefined;
    return field === 'repo_commit_sha'
        ? (0,commit_sha/* sameCommit */.Kd)(target[field], candidate[field])
        : target[field] === candidate[field];
}
/**
 * Whether two finished revisions built different code: other values of the same field, or
 * sources of different kinds (a commit and an uploaded archive or an image). Unlike sameSource,
 * which must wait while a new revision's commit is not chosen yet, a DEPLOYED revision names all
 * it will: a field it lacks is not coming.
 */
function builtOtherCode(a, b) {
    // The first field both name decides, as in sameSource (a commit before an archive's path).
    const field = IDENTITY_FIELDS.find((f) => a[f] !== undefined && b[f] !== undefined);
    if (!field)
        return Object.keys(a).length > 0 && Object.keys(b).length > 0;
    return field === 'repo_commit_sha' ? !(0,commit_sha/* sameCommit */.Kd)(a[field], b[field]) : a[field] !== b[field];
}
/**
 * The revision `command: rollback` goes back to by default, from the deployment's DEPLOYED
 * revisions (newest first): the newest one older than the serving revision — passing over
 *  - a revision that was rolled back from: a newer revision restored the source of an older one,
 *    so a rollback moved away from it (a second rollback must not go back to the known-bad code);
 *  - a revision the serving one restores (it builds the same source, with a revision of other
 *    source between them), however far down: going back to it changes nothing.
 * Undefined when none is left; `skipped` says what was passed over and why.
 */
function chooseRollbackTarget(deployed, active) {
    const at = deployed.findIndex((r) => r.id === active);
    if (at < 0)
        return { skipped: [], activeListed: false };
    const ids = deployed.map(identityOf);
    /** The index of an older revision that revision `i` restores (same source, other source between), if any. */
    const restores = (i) => {
        for (let j = i + 1; j < deployed.length; j++) {
            if (sameSource(ids[i], ids[j]) !== true)
                continue;
            const between = ids.slice(i + 1, j).some((id) => builtOtherCode(ids[i], id));
            return between ? j : undefined;
        }
        return undefined;
    };
    const skipped = [];
    for (let c = at + 1; c < deployed.length; c++) {
        const candidate = deployed[c];
        // Any revision of the serving one's source with other source between (not only the nearest):
        // after rollbacks in a row, the same code can sit several times further down.
        const servingRestores = sameSource(ids[at], ids[c]) === true &&
            ids.slice(at + 1, c).some((id) => builtOtherCode(ids[at], id));
        if (servingRestores) {
            skipped.push({
                id: candidate.id,
                why: `the serving revision ${active} redeploys what it built, so going back to it changes nothing`,
            });
            continue;
        }
        // Rolled back from: a newer revision restored the source of an older one, other than this.
        const by = deployed.slice(0, c).findIndex((_, i) => {
            const restored = restores(i);
            return restored !== undefined && restored > c && builtOtherCode(ids[i], ids[c]);
        });
        if (by >= 0) {
            skipped.push({
                id: candidate.id,
                why: `it was rolled back from: revision ${deployed[by].id} restored the earlier revision ${deployed[restores(by)].id}`,
            });
            continue;
        }
        return { target: candidate, skipped, activeListed: true };
    }
    return { skipped, activeListed: true };
}

;// CONCATENATED MODULE: ./src/deploy/redeploy.ts











const redeploy_commitOf = (revision) => revision.source_revision_config?.repo_commit_sha ?? undefined;
const nothing = (why) => {
    throw new errors/* ActionError */.lZ({ title: 'Nothing to roll back to', message: why });
};
/**
 * The revision `command: rollback` redeploys: `revision_id` when given (it must have deployed),
 * else the newest DEPLOYED revision older than the one serving. Nothing to roll back to is a
 * titled failure saying why.
 */
async function rollbackTarget(ctx, deployment) {
    const active = deployment.active_revision_id ?? undefined;
    const wanted = ctx.inputs.rollback.revisionId;
    if (wanted)
        return wantedTarget(ctx, deployment, wanted, active);
    if (!active)
        return nothing(`No revision of deployment ${deployment.id} is serving (active_revision_id is empty), so there is no earlier one to go back to; set revision_id.`);
    // Every DEPLOYED revision (newest first, within MAX_LIST_PAGES): whether one was rolled back from
    // is only known from the ones older than it.
    const deployed = [];
    const search = await (0,paging/* searchPages */.n)(async (page) => (await ctx.cp.listRevisions(deployment.id, { ...page, status: 'DEPLOYED' })).resources, (revision) => {
        if (revision.status === 'DEPLOYED')
            deployed.push(revision);
        return undefined;
    });
    const { target, skipped, activeListed } = chooseRollbackTarget(deployed, active);
    const passedOver = skipped.map((s) => `revision ${s.id}: ${s.why}`).join('; ');
    if (target)
        return chosenTarget(ctx, target, skipped.length ? passedOver : undefined);
    if ('end' in search && search.end === 'limit')
        nothing(`No earlier DEPLOYED revision of deployment ${deployment.id} in the ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} newest; set revision_id.`);
    // A server that ignores offset gave its first page only: older revisions may exist beyond it.
    if ('end' in search && search.end === 'repeated')
        nothing(`The control plane ignores offset on the revision list, so only the newest ${deployed.length} DEPLOYED revision(s) of deployment ${deployment.id} could be read, and none older than the serving revision ${active} to roll back to is among them; set revision_id.`);
    if (!activeListed)
        return nothing(`The serving revision ${active} is not among the DEPLOYED revisions the control plane lists; set revision_id.`);
    return nothing(skipped.length
        ? `No earlier revision of deployment ${deployment.id} to roll back to: passed over ${passedOver}. Set revision_id to roll back to one of them anyway.`
        : `Revision ${active} is the only DEPLOYED revision of deployment ${deployment.id}: there is no earlier one to roll back to.`);
}
/** `revision_id`: it must exist, have deployed and not be the one serving. */
async function wantedTarget(ctx, deployment, wanted, active) {
    if (wanted === active)
        nothing(`Revision ${wanted} is already serving deployment ${deployment.id}.`);
    let revision;
    try {
        revision = await ctx.cp.getRevision(deployment.id, wanted);
    }
    catch (error) {
        if (error instanceof errors/* HttpError */.j$ && error.status === 404)
            nothing(`Deployment ${deployment.id} has no revision ${wanted}: check revision_id.`);
        throw error;
    }
    if (revision.status !== 'DEPLOYED')
        nothing(`Revision ${wanted} is ${revision.status}: only a revision that deployed can be rolled back to. Check revision_id.`);
    return { id: revision.id, commit: redeploy_commitOf(revision) };
}
/** The target found, with a notice for the revisions passed over and for a same-commit rollback. */
function chosenTarget(ctx, target, passedOver) {
    const found = { id: target.id, commit: redeploy_commitOf(target) };
    if (passedOver)
        ctx.log.notice(`Rolling back to revision ${describeRevision(found)}, passing over ${passedOver}. Set revision_id to choose another.`, 'Rollback target');
    // The same code can still differ in what it runs with (secrets, configuration): say so.
    const serving = ctx.state.serving.previous?.commit;
    if (found.commit && serving && (0,commit_sha/* sameCommit */.Kd)(found.commit, serving))
        ctx.log.notice(`Revision ${found.id} built the same commit as the serving revision (${(0,commit_sha/* shortSha */.Fu)(serving)}): the rollback changes only what else differs between them (secrets, configuration). Set revision_id to choose another.`, 'Same commit');
    return found;
}
/**
 * Redeploys `target` and follows the revision that makes, into `track` (the run's own record for
 * `command: rollback`, the rollback record for `rollback_on_failure`). Only a revision that
 * reached DEPLOYED is rolled back to, whatever named it (a deployment record whose
 * active_revision_id points at a failed build).
 */
async function redeploy(ctx, deploymentId, target, track) {
    const before = await latestRevisionId(ctx, deploymentId);
    const revision = await ctx.cp.getRevision(deploymentId, target.id);
    if (revision.status !== 'DEPLOYED')
        throw new errors/* ActionError */.lZ({
            title: 'Nothing to roll back to',
            message: `Revision ${target.id} is ${(0,untrusted/* excerpt */.Kb)(revision.status, 40, ctx.redact)}, not a revision that deployed: only one that reached DEPLOYED is redeployed. Nothing was redeployed; set revision_id to a DEPLOYED revision to roll back to it.`,
        });
    ctx.log.info(`Redeploying revision ${describeRevision(target)} of deployment ${deploymentId}.`);
    track.id = await redeployOnce(ctx, deploymentId, revision, before);
    ctx.notify('rollback');
    await followRevision(ctx, deploymentId, track.id, track);
}
/** The deployment's newest revision, read just before a redeploy (`redeployOnce`'s `before`). */
async function latestRevisionId(ctx, deploymentId) {
    return (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
}
/**
 * Sends the redeploy of `revision` and returns the revision it made. `before`, the newest revision
 * read just before, lets a lost reply to the redeploy be checked before it is repeated, as every
 * write is (recover.ts): a revision that appeared since is adopted only when it builds what the
 * target built — never a push's build that raced it. Never two redeploys of one intent.
 */
async function redeployOnce(ctx, deploymentId, revision, before) {
    const { cp } = ctx;
    // What the target builds, to know its redeploy by: its commit, its archive or its image.
    const source = identityOf(revision);
    const { result } = await onceWithRecovery(ctx, 'redeploy', async () => {
        const reply = await cp.redeployRevision(deploymentId, revision.id);
        return revisionMadeBy(ctx, 'redeploy', deploymentId, await newOnly(ctx, deploymentId, reply, before), before);
    }, () => redeployMadeSince(ctx, deploymentId, source, before));
    return result;
}
/**
 * The redeploy's reply, its `latest_revision_id` kept only when that revision is newer than
 * `before` (listed since, or the deployment's latest): a reply naming an older revision — one that
 * deployed long ago — would have its old result reported as the redeploy's. Without it, the
 * revision the redeploy made is looked for in the list (revisionMadeBy).
 */
async function newOnly(ctx, deploymentId, reply, before) {
    const named = reply.latest_revision_id;
    if (!named || named === before || reply.id.toLowerCase() !== deploymentId.toLowerCase())
        return reply;
    const newer = await revisionsSince(ctx, deploymentId, before);
    if (newer.some((r) => r.id.toLowerCase() === named.toLowerCase()))
        return reply;
    ctx.log.info(`The reply to the redeploy named revision ${named}, which is not newer than revision ${before ?? 'none'}; looking for the revision the redeploy made instead.`);
    return { ...reply, latest_revision_id: undefined };
}
/**
 * The revision a lost redeploy made, if it made one: created after `before` (the list, and the
 * deployment's latest — a list may lag a moment), building what the target built. A new revision
 * that builds something else is somebody else's (a push). One that cannot be told apart yet (its
 * commit is chosen a moment later) is read again a few times within `timeout`; if it still cannot
 * be — or the target's own source is not known — the outcome is unknown, and the run fails saying
 * so rather than adopt a stranger's revision or send a second redeploy.
 */
async function redeployMadeSince(ctx, deploymentId, target, before) {
    for (let check = 1;; check++) {
        const newer = await revisionsSince(ctx, deploymentId, before);
        if (newer.length === 0)
            return undefined;
        // Oldest first: the first redeploy that appeared is the one we sent.
        const verdicts = [...newer].reverse().map((r) => ({ id: r.id, same: sameSource(target, identityOf(r)) }));
        const ours = verdicts.find((v) => v.same === true);
        if (ours)
            return ours.id;
        const unknown = verdicts.filter((v) => v.same === undefined);
        if (unknown.length === 0)
            return undefined;
        if (check >= policy/* NEW_REVISION_CHECKS */.$d)
            throw new errors/* ActionError */.lZ({
                title: 'Redeploy outcome unknown',
                message: `The reply to the redeploy was lost, and revision ${unknown.map((v) => v.id).join(', ')} appeared since, which the control plane does not say builds ${Object.keys(target).length ? 'what the redeployed revision built' : 'the same source (the redeployed revision names no commit, archive or image)'}: it may be the redeploy, or someone else's change. Nothing more was sent; check the deployment's latest revision in LangSmith.`,
            });
        await ctx.budget.pause((0,retry_policy/* jitteredPause */.kZ)(check, ctx.retry, ctx.random));
    }
}
/** The revisions created after `before`, newest first: the list, and the deployment's latest. */
async function revisionsSince(ctx, deploymentId, before) {
    const { resources } = await ctx.cp.listRevisions(deploymentId, { limit: 10 });
    // Newest first: what comes before `before` is newer (all of it when there was none).
    const at = before === undefined ? resources.length : resources.findIndex((r) => r.id === before);
    const newer = resources.slice(0, Math.max(0, at));
    const latest = (await ctx.cp.getDeployment(deploymentId)).latest_revision_id ?? undefined;
    if (latest && latest !== before && !newer.some((r) => r.id === latest))
        newer.unshift(await ctx.cp.getRevision(deploymentId, latest));
    return newer;
}

;// CONCATENATED MODULE: ./src/deploy/deploy-retries.ts






/**
 * Follows the run's own revision (followRevision). When it ends `DEPLOY_FAILED` — built, but its
 * server did not become ready, the failure the platform's users are told to redeploy — tries
 * again up to `deploy_retries` times: redeploys it, or, when the control plane refuses that, has
 * `newRevision` make a revision of the same source. Each try is followed as the run's own
 * revision, within `timeout`; every attempt is recorded (`state.attempts`). Any other ending (a
 * build that failed, a timeout, a cancellation) and the last try's are the run's.
 */
async function followWithRetries(ctx, deploymentId, revisionId, newRevision) {
    const { state } = ctx;
    const attempts = (state.attempts = [{ revisionId, made: 'first' }]);
    for (;;) {
        const attempt = attempts.at(-1);
        try {
            await followRevision(ctx, deploymentId, attempt.revisionId);
            return;
        }
        catch (error) {
            const stopped = error instanceof errors/* CancelledError */.cc || error instanceof errors/* DeadlineError */.j3;
            if (stopped || state.revision.status !== 'DEPLOY_FAILED')
                throw error;
            if (attempts.length > ctx.inputs.deployment.deployRetries)
                throw error;
        }
        finally {
            // The revision followed (a newer one, when its own was superseded), as it ended.
            const { id, status, commitSha } = state.revision;
            const log = state.logs.failure?.revisionId === id ? state.logs.failure : undefined;
            // The server's status, redacted before it is cut (a cut secret could not be found after).
            const said = status === undefined ? undefined : (0,untrusted/* clip */.$Q)(ctx.redact(status), policy/* DEPLOY_ATTEMPT_STATUS_MAX_CHARS */.Cw);
            Object.assign(attempt, { revisionId: id, status: said, commit: commitSha }, log && { log });
        }
        attempts.push(await tryAgain(ctx, deploymentId, attempt, newRevision));
    }
}
/** Redeploys the failed revision or, when that is refused, makes a new one; it becomes the run's own. */
async function tryAgain(ctx, deploymentId, failed, newRevision) {
    const { state, log, inputs } = ctx;
    const retry = `retry ${state.attempts.length} of ${inputs.deployment.deployRetries} (deploy_retries)`;
    log.info(`Revision ${failed.revisionId} built, but its server did not become ready (DEPLOY_FAILED); ${retry}: redeploying it.`);
    const before = await latestRevisionId(ctx, deploymentId);
    const revision = await ctx.cp.getRevision(deploymentId, failed.revisionId);
    let next;
    try {
        next = { revisionId: await redeployOnce(ctx, deploymentId, revision, before), made: 'redeploy' };
    }
    catch (error) {
        if (!(error instanceof errors/* HttpError */.j$) || !policy/* REDEPLOY_REFUSED_STATUSES */.Ft.includes(error.status))
            throw error;
        log.info(`The control plane refused the redeploy (HTTP ${error.status}: ${(0,untrusted/* excerpt */.Kb)(error.detail, 200, ctx.redact)}); making a new revision of the same source instead.`);
        next = { revisionId: await newRevision(), made: 'new-revision' };
    }
    // An upload's new revision is of the same archive: its commit is known; any other is read anew.
    const commitSha = inputs.deployment.source === 'upload' ? state.revision.commitSha : undefined;
    Object.assign(state.revision, { id: next.revisionId, status: undefined, commitSha });
    state.revision.history = new status_history/* StatusHistory */.b();
    log.info(`Revision ${next.revisionId} of deployment ${deploymentId} (${retry})`);
    ctx.notify('revision');
    return next;
}

;// CONCATENATED MODULE: ./src/gate/judge.ts
/**
 * Whether the gate may judge the revision this run followed: only a DEPLOYED one serves the URL
 * (with `wait: false` it may not be yet — the URL then still serves what came before). Says so
 * when it cannot.
 */
function readyToJudge(ctx) {
    const { state, inputs } = ctx;
    if (!inputs.smoke.enabled && !inputs.checks)
        return false;
    if (!state.revision.id || state.revision.status === 'DEPLOYED')
        return true;
    const what = inputs.smoke.enabled ? 'Not smoke-tested' : 'Agent checks not run';
    ctx.log.notice(`${what}: revision ${state.revision.id} is ${state.revision.status ?? 'not deployed yet'} (wait: false), so its URL still serves what came before.`, inputs.smoke.enabled ? 'Smoke test skipped' : 'Agent checks skipped');
    return false;
}
/** The smoke test's verdict: whose fault a failure is decides whether it is one. */
function smokeVerdict(smoke) {
    if (smoke.blame === 'time')
        return { kind: 'timed-out', cause: 'smoke' };
    if (smoke.blame === 'setup')
        return { kind: 'not-judged', cause: 'smoke' };
    return { kind: 'failed', cause: 'smoke' };
}
/**
 * The checks' verdict under `checks_fail_on`: `any` failed case fails the gate, `regression` only
 * a case that passed on the baseline, `never` none (they are warned of). A case that could not be
 * judged is no pass: it fails the gate as not judged (never a rollback) unless `never`. When
 * `timeout` ran out during the checks, the gate timed out, even if a case failed before: no time
 * is left to roll back and follow the redeploy (the failure says which cases failed).
 */
function checksVerdict(checks, failOn) {
    const failed = checks.cases.filter((c) => c.result === 'failed');
    const gating = failOn === 'any' ? failed : failOn === 'regression' ? failed.filter((c) => c.regression) : [];
    if (gating.length)
        return { kind: cutByTimeout(checks) ? 'timed-out' : 'failed', cause: 'checks' };
    const unjudged = checks.cases.filter((c) => c.result === 'not-judged');
    if (unjudged.length && failOn !== 'never') {
        // Cut short by `timeout`, and nothing else: a timeout, not a verdict on the revision.
        const timedOut = checks.detail
            ? checks.blame === 'time'
            : unjudged.every((c) => c.run_results.every((r) => r.result !== 'not-judged' || r.blame === 'time'));
        return { kind: timedOut ? 'timed-out' : 'not-judged', cause: 'checks' };
    }
    return { kind: 'passed', warned: failed.length > 0 || unjudged.length > 0 };
}
/** Whether what was left of `timeout` cut the checks short: a run, or all of them. */
function cutByTimeout(checks) {
    if (checks.detail)
        return checks.blame === 'time';
    return checks.cases.some((c) => c.run_results.some((r) => r.result === 'not-judged' && r.blame === 'time'));
}
/** Each case with how it did on the baseline, and whether it regressed (passed before, fails now). */
function compare(after, before) {
    if (!before)
        return after;
    const was = new Map(before.cases.map((c) => [c.name, c.result]));
    return {
        ...after,
        cases: after.cases.map((c) => {
            const previous = was.get(c.name);
            if (!previous)
                return c;
            return { ...c, before: previous, regression: previous === 'passed' && c.result === 'failed' };
        }),
    };
}

// EXTERNAL MODULE: ./src/smoke/smoke-report.ts
var smoke_report = __webpack_require__(7563);
;// CONCATENATED MODULE: ./src/gate/token-growth.ts
/**
 * `checks_token_growth`: a case whose median tokens grew by more than the given fraction against
 * the baseline is a regression, failed like a wrong answer. Only known counts are compared: a
 * baseline whose count is a lower bound (some messages unreported) or missing proves nothing.
 */
function tokenRegressions(after, before, growth) {
    if (!before || growth === undefined)
        return after;
    const was = new Map(before.cases.map((c) => [c.name, c]));
    const cases = after.cases.map((c) => grown(c, was.get(c.name), growth));
    return { ...after, cases, result: cases.some((c) => c.result === 'failed') ? 'failed' : after.result };
}
function grown(c, before, growth) {
    const now = c.tokens;
    const then = before?.tokens;
    if (!now || !then || then.lower_bound || then.median <= 0)
        return c;
    const ratio = now.median / then.median - 1;
    if (ratio <= growth)
        return c;
    const failure = `tokens: median ${now.lower_bound ? '≥ ' : ''}${now.median}, before ${then.median} (+${Math.round(ratio * 100)}%, more than checks_token_growth ${Math.round(growth * 100)}%)`;
    return {
        ...c,
        result: 'failed',
        regression: true,
        failure: c.result === 'failed' && c.failure ? `${c.failure}; ${failure}` : failure,
    };
}

;// CONCATENATED MODULE: ./src/gate/run-gate.ts








const CHECK_MARK = { passed: '✓', failed: '✗', inconclusive: '?' };
const CASE_MARK = { passed: '✓', failed: '✗', 'not-judged': '?' };
/**
 * The gate of what serves the deployment URL now: the smoke test (when asked), then the agent
 * checks (when a file is given; not after a failed smoke test: the server misbehaves already),
 * their reports recorded `into` the run's gate or a rollback's record. `label` names the revision
 * for the log; `phase` says which it is (the new revision, or the one a rollback restored).
 */
async function judgeServing(ctx, into, label, phase) {
    const { inputs, state } = ctx;
    const served = servedUrl(ctx);
    const plan = [];
    if (inputs.smoke.enabled) {
        const smoke = await smokeTest(ctx, served);
        if (typeof smoke === 'string')
            plan.push(smoke);
        else if ((into.smoke = smoke).result !== 'passed') {
            if (inputs.checks)
                ctx.log.info('Agent checks skipped: the smoke test did not pass.');
            return smokeVerdict(smoke);
        }
    }
    const checks = await agentChecks(ctx, served, label, into.smoke?.result === 'passed', phase);
    if (typeof checks === 'string')
        plan.push(checks);
    else if (checks)
        into.checks = tokenRegressions(compare(checks, state.gate.baseline), state.gate.baseline, inputs.checks?.tokenGrowth);
    // Cancelled while the cases ran: what they did is recorded (outputs, summary, JUnit); stop here.
    ctx.budget.checkCancelled();
    if (inputs.dryRun)
        return { kind: 'dry-run', plan };
    if (!inputs.checks || !checks)
        return { kind: 'passed', warned: false };
    return checksVerdict(into.checks, inputs.checks.failOn);
}
/**
 * `checks_baseline`: before the update, the same agent checks against the revision serving now,
 * so the report shows each case before and after. Nothing serves a deployment yet to be made.
 */
async function judgeBaseline(ctx) {
    const { inputs, state, log } = ctx;
    const previous = state.serving.previous;
    if (!inputs.checks?.baseline)
        return;
    if (!previous)
        return log.notice('No agent checks baseline: no revision serves this deployment yet, so every case is reported without a before.', 'No baseline');
    const revision = `the serving revision ${describeRevision(previous)}`;
    const report = await agentChecks(ctx, servedUrl(ctx), `${revision} (baseline)`, false, 'before');
    if (typeof report === 'object')
        state.gate.baseline = report;
    ctx.budget.checkCancelled();
    // No time left for the update: stop before it is sent, rather than send it with none to follow it.
    if (typeof report === 'object' && cutByTimeout(report))
        throw ctx.budget.timedOut(`while running the agent checks baseline against ${revision}; nothing was deployed`);
}
/** The URL the gate judges: `deployment_url`, else the deployment's, checked as every base URL is. */
function servedUrl(ctx) {
    const url = ctx.inputs.smoke.url ?? ctx.state.target.deploymentUrl;
    if (!url)
        return {
            url: '',
            problem: 'The deployment has no URL (source_config.custom_url) yet; set deployment_url.',
        };
    const checked = (0,endpoint/* checkBaseUrl */.xd)(url);
    return typeof checked === 'string' ? { url, problem: `The deployment URL ${url} ${checked}.` } : { url };
}
/** What both suites need to reach the agent server at `url`. */
function reaching(ctx, url) {
    const { budget, transport, fetch, redact } = ctx;
    return { url, apiKey: ctx.inputs.controlPlane.apiKey || undefined, budget, transport, fetch, redact };
}
/** The smoke test once against the served URL: its report, or on a dry run its plan line. */
async function smokeTest(ctx, served) {
    const { inputs, log } = ctx;
    const { url, problem } = served;
    const assistantId = inputs.smoke.assistantId;
    if (problem)
        return (0,smoke_report/* failedBeforeChecks */.cy)(url, assistantId ?? '', problem);
    if (!assistantId)
        return (0,smoke_report/* failedBeforeChecks */.cy)(url, '', `Set assistant_id: ${inputs.deployment.graphConfigPath} could not be read in the workspace to find its first graph.`);
    const checks = inputs.smoke.checks.map(by_name/* smokeCheckLabel */.s).join('; ');
    if (inputs.dryRun)
        return `Smoke-test ${url} (assistant ${assistantId}): ${checks}.`;
    const { runSmokeSuite } = await __webpack_require__.e(/* import() */ 760).then(__webpack_require__.bind(__webpack_require__, 4760));
    const report = await log.group(`Smoke test of ${url} (assistant ${assistantId})`, async () => {
        const result = await runSmokeSuite({ ...reaching(ctx, url), assistantId, settings: inputs.smoke });
        for (const c of result.checks)
            log.info(`${CHECK_MARK[c.result]} ${(0,by_name/* smokeCheckLabel */.s)(c.name)} (${(0,duration/* formatDuration */.a3)(c.duration_ms)}): ${c.detail}`);
        return result;
    });
    for (const c of report.checks.filter((c) => c.result === 'inconclusive'))
        log.warning(`${(0,by_name/* smokeCheckLabel */.s)(c.name)}: ${c.detail}`, `Smoke check ${c.name} inconclusive`);
    const passed = report.checks.filter((c) => c.result === 'passed').length;
    if (report.result === 'passed')
        log.info(`Smoke test passed: ${passed} of ${report.checks.length} checks in ${(0,duration/* formatDuration */.a3)(report.duration_ms)}.`);
    return report;
}
/**
 * The agent checks file against the served URL (`label` says which revision, for the log group):
 * its report, on a dry run its plan line, nothing without a checks file. `ready`: the smoke test
 * has just seen the server answer.
 */
async function agentChecks(ctx, served, label, ready, phase) {
    const { inputs, log } = ctx;
    const { url, problem } = served;
    const settings = inputs.checks;
    if (!settings)
        return undefined;
    const assistantId = settings.assistantId ?? inputs.smoke.assistantId;
    if (inputs.dryRun)
        return (0,cases_not_run/* checksPlan */.jw)(settings, url || undefined, assistantId);
    if (problem)
        return (0,cases_not_run/* notRunReport */.x8)(settings, url, assistantId, { detail: problem, blame: 'setup' }, ctx.redact);
    const { runChecksSuite, uploadChecksExperiment } = await __webpack_require__.e(/* import() */ 760).then(__webpack_require__.bind(__webpack_require__, 4760));
    const started = ctx.clock.now();
    return log.group(`Agent checks of ${label} at ${url} (${settings.file})`, async () => {
        const report = await runChecksSuite({
            ...reaching(ctx, url),
            settings,
            assistantId,
            smokeTimeoutMs: inputs.smoke.checkTimeoutMs,
            ready,
            onCase: (c) => log.info(caseLine(c)),
        });
        if (report.detail)
            log.info(report.detail);
        const passed = report.cases.filter((c) => c.result === 'passed').length;
        log.info(`Agent checks: ${passed} of ${report.cases.length} cases passed in ${(0,duration/* formatDuration */.a3)(report.duration_ms)}.`);
        const experimentUrl = await uploadChecksExperiment(ctx, report, phase, started);
        if (experimentUrl)
            report.experiment_url = experimentUrl;
        return report;
    });
}
/** One line per case: result, passes of runs, time, and what failed with the start of the reply. */
function caseLine(c) {
    const runs = c.runs > 1 ? ` ${c.passes}/${c.runs} runs passed (${c.min_passes} needed),` : '';
    const why = c.failure ? `: ${c.failure}` : '';
    const reply = c.reply && !c.failure?.includes(c.reply.slice(0, 40)) ? ` — reply "${c.reply}"` : '';
    return `${CASE_MARK[c.result]} ${c.name} —${runs} ${(0,duration/* formatDuration */.a3)(c.duration_ms)}${why}${reply}`;
}

;// CONCATENATED MODULE: ./src/gate/gate-errors.ts

/*
 * How a gate ended, as typed errors carrying facts: report/failure.ts says it in words, from
 * them and the run state (the smoke report, the checks report, the rollback record).
 */
/** A revision that did not pass its gate: its smoke test, its agent checks, or its built commit. */
class GateFailed extends Error {
    failed;
    /** `failed`: the agent misbehaved; `not-judged`: the gate could not tell. */
    verdict;
    constructor(failed, verdict) {
        super(`the ${run_state/* GATE_NAMES */.rn[failed]} ${verdict === 'failed' ? 'failed' : 'could not judge the revision'}`);
        this.failed = failed;
        this.verdict = verdict;
    }
}
/**
 * A rollback after a failed gate, ended: the earlier revision serves again and passes
 * (`restored`), serves again but does not pass (`restored-fails`), the redeploy failed (`failed`),
 * or the run was stopped meanwhile (`stopped`, by `stop`).
 */
class RollbackEnded extends Error {
    outcome;
    stop;
    constructor(outcome, stop) {
        super(`rollback ${outcome}`);
        this.outcome = outcome;
        this.stop = stop;
    }
}

;// CONCATENATED MODULE: ./src/gate/roll-back-failed-gate.ts






/**
 * `rollback_on_failure`: the run's revision reached DEPLOYED but failed its gate (the caller
 * checked that the failure is the agent's, and that an earlier revision served). Redeploy that
 * revision, wait for it, run its gate again — smoke test and agent checks — and return how it
 * ended; the rollback record in the run state holds the facts report/ tells the story from.
 */
async function rollBackAfterFailedGate(ctx, cause) {
    const { state, log } = ctx;
    const { deploymentId, deploymentName } = state.target;
    const previous = state.serving.previous;
    const rollback = (state.rollback = {
        reason: 'gate',
        cause,
        from: { id: state.revision.id, commit: state.revision.commitSha },
        to: previous,
        revision: (0,run_state/* newRevisionStatus */.cu)(),
        rolledBack: false,
    });
    try {
        await log.group(`Roll back ${deploymentName ?? deploymentId} to revision ${previous.id}`, async () => {
            await redeploy(ctx, deploymentId, previous, rollback.revision);
            // Deployed: the earlier revision serves again, whatever its own gate then says.
            rollback.rolledBack = true;
            const verdict = await judgeServing(ctx, rollback, `the restored revision ${previous.id}`, 'restored');
            if (verdict.kind === 'timed-out')
                throw ctx.budget.timedOut('while checking the restored revision');
            if (verdict.kind === 'failed' || verdict.kind === 'not-judged')
                rollback.verdict = verdict.kind;
        });
    }
    catch (error) {
        await readServing(ctx).catch(() => undefined);
        // The redeploy may still finish: the run says what is under way, under its stopped title.
        if (error instanceof errors/* CancelledError */.cc || error instanceof errors/* DeadlineError */.j3) {
            rollback.stopped = error instanceof errors/* DeadlineError */.j3 ? 'timeout' : 'cancelled';
            return new RollbackEnded('stopped', error);
        }
        rollback.failure = error instanceof Error ? error.message : String(error);
        return new RollbackEnded(rollback.rolledBack ? 'restored-fails' : 'failed');
    }
    await readServing(ctx);
    // Restored as the commit it built, when what served was not known by its commit.
    const built = rollback.revision.commitSha;
    if (!previous.commit)
        rollback.to = built ? { id: previous.id, commit: built } : await revisionWithCommit(ctx, previous.id);
    return new RollbackEnded(rollback.verdict ? 'restored-fails' : 'restored');
}

;// CONCATENATED MODULE: ./src/gate/verify.ts








/**
 * The gate of what serves the URL (`label` names it for the log); fails unless it passed — with the
 * revision's server log when there is one. A dry run records what it would do. After a deploy
 * (`deployed`), with `rollback_on_failure`, a failure that is the agent's (not the network's, the
 * key's or the timeout's) after an update rolls back — the redeploy first, then the failed
 * revision's server log, while the earlier revision restarts. `command: smoke-test`, `status` and
 * `rollback` never roll back.
 */
async function verifyServing(ctx, label, deployed = false) {
    const { state } = ctx;
    const verdict = await judgeServing(ctx, state.gate, label, 'after');
    if (verdict.kind === 'dry-run')
        return reportDryRun(ctx, verdict.plan);
    if (verdict.kind === 'passed')
        return;
    if (verdict.kind === 'timed-out')
        throw timedOut(ctx, verdict.cause);
    return failGate(ctx, verdict.cause, verdict.kind, deployed);
}
/**
 * The revision did not pass its gate (`cause`): fails the run — after a deploy (`deployed`) and
 * with `rollback_on_failure`, once the earlier revision was redeployed (rollBackAfterFailedGate).
 */
async function failGate(ctx, cause, kind, deployed) {
    const { state, log } = ctx;
    const noRollback = deployed ? whyNoRollback(ctx, kind) : undefined;
    state.gate.verdict = { cause, verdict: kind, ...(noRollback ? { noRollback } : {}) };
    if (!deployed || noRollback) {
        // The server log of the revision this run followed, when there is one.
        if (state.revision.id && state.target.deploymentId)
            await showFailureLog(ctx, 'server', state.revision.id);
        throw new GateFailed(cause, kind);
    }
    const failed = { id: state.revision.id, commit: state.revision.commitSha };
    log.warning(`Revision ${describeRevision(failed)} failed its ${run_state/* GATE_NAMES */.rn[cause]}; rollback_on_failure is on.`, `${run_state/* GATE_NAMES */.rn[cause][0].toUpperCase()}${run_state/* GATE_NAMES */.rn[cause].slice(1)} failed`);
    const outcome = await rollBackAfterFailedGate(ctx, cause);
    // The failed revision's log says why it failed, unless a failing rollback showed its own.
    if (!state.logs.failure && !ctx.budget.cancelled)
        await showFailureLog(ctx, 'server', failed.id);
    throw outcome;
}
/** Why a revision that did not pass is not rolled back, or undefined to roll it back. */
function whyNoRollback(ctx, verdict) {
    const { state, inputs } = ctx;
    if (state.target.created)
        return 'first-revision';
    if (!state.serving.previous)
        return 'nothing-served';
    const status = state.serving.previous.status;
    if (status !== undefined && status !== 'DEPLOYED')
        return 'not-deployed';
    if (verdict === 'not-judged')
        return 'not-judged';
    if (!inputs.rollback.onFailure)
        return 'not-asked';
    return undefined;
}
/** `timeout` cut the gate short: said as a timeout, with what was cut. */
function timedOut(ctx, cause) {
    const { smoke, checks } = ctx.state.gate;
    if (cause === 'smoke' && smoke)
        return ctx.budget.timedOut(`while smoke-testing ${smoke.url}: ${(0,smoke_report/* smokeFailure */.cR)(smoke)}`);
    const count = (result) => checks?.cases.filter((c) => c.result === result).length ?? 0;
    const failed = count('failed');
    const cut = checks?.detail ??
        `${count('not-judged')} of ${checks?.cases.length ?? 0} cases were cut short${failed ? `, ${failed} failed before that` : ''}`;
    return ctx.budget.timedOut(`while running the agent checks at ${checks?.url ?? ''}: ${cut}`);
}

;// CONCATENATED MODULE: ./src/gate/gate-facts.ts
/**
 * What the commands record of the gate and the rollback, whose records `gate/` owns
 * (`scripts/record-owners.ts`): why a failure was not judged, the rollback.
 */
/** `require_commit` failed, but something else ended the run: the problem, kept for the failure. */
function keepCommitProblem(state, problem) {
    state.gate.commitProblem = problem;
}
/** `rollback_on_failure` was on, but `timeout` ended the run before anything could be judged. */
function noteNoRollbackOnTimeout(state) {
    state.gate.noRollbackOnTimeout = true;
}
/** `command: rollback` starts: nothing rolled back yet. */
function startRollback(state, rollback) {
    state.rollback = { ...rollback, rolledBack: false };
}
/** The redeploy of the earlier revision reached DEPLOYED and serves. */
function noteRolledBack(state) {
    state.rollback.rolledBack = true;
}

;// CONCATENATED MODULE: ./src/commands/deploy.ts























/**
 * Create the deployment or update the existing one (a new revision), follow the revision, check
 * the commit it built, smoke-test it — rolling back a failed update when asked — and say which
 * revision serves at the end, whatever happened.
 */
async function deployCommand(ctx) {
    const { state, log, inputs } = ctx;
    // An upload is archived first: a tree that cannot be uploaded fails before any request.
    const source = inputs.deployment.source === 'upload' ? await prepareSource(ctx) : undefined;
    if (source)
        noteRevision(state.revision, { commitSha: source.commit });
    try {
        const existing = await log.group(`Find deployment ${targetWords(inputs.target)}`, async () => {
            const found = await findTarget(ctx, inputs.target);
            log.info(found ? `Found deployment ${found.id}.` : `${missingWords(inputs.target).none} yet.`);
            return found;
        });
        if (existing) {
            recordDeployment(ctx.state, existing, inputs.target.name);
            checkRevisionSource(ctx, existing, inputs.deployment.source);
            if (existing.active_revision_id)
                notePreviousRevision(state, await revisionWithCommit(ctx, existing.active_revision_id));
        }
        // Before any write: an update that would delete secrets it was not told about is refused.
        const secrets = secretChanges(inputs.deployment, existing, inputs.controlPlane.selfHosted, ctx.redact);
        if (!inputs.dryRun)
            log.info(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
        const placement = await placeDeployment(ctx, existing);
        const chosen = { integrationId: existing ? undefined : await resolveIntegration(ctx), placement };
        if (inputs.dryRun) {
            noteAction(state, existing ? 'update' : 'create');
            noteName(state, inputs.target.name, { unlessKnown: true });
            return reportDryRun(ctx, [
                ...(source ? archivePlan(source) : []),
                ...deployPlan(inputs, existing, state.serving.previous, chosen, secrets, ctx.redact),
            ]);
        }
        await deploy(ctx, existing, chosen, source);
    }
    finally {
        source?.archive.dispose();
    }
}
async function deploy(ctx, existing, chosen, source) {
    const { state, log, inputs } = ctx;
    let problem;
    try {
        await judgeBaseline(ctx);
        const revisionId = await log.group(existing
            ? `Update deployment ${existing.name ?? existing.id}`
            : `Create deployment ${targetWords(inputs.target)}`, async () => {
            const deployment = existing ?? (await create(ctx, chosen, source?.configPath));
            if (!source && !existing)
                return revisionMadeBy(ctx, 'create', deployment.id, deployment, undefined);
            return revisionOfSource(ctx, deployment, source);
        });
        noteRevision(state.revision, { id: revisionId });
        log.info(`Revision ${revisionId} of deployment ${state.target.deploymentId}`);
        ctx.notify('revision');
        if (source)
            ctx.notify('commit');
        const id = state.target.deploymentId;
        // A retry's new revision comes after the one that failed: the deployment as it is now.
        await followWithRetries(ctx, id, revisionId, async () => revisionOfSource(ctx, await ctx.cp.getDeployment(id), source));
        // A commit that is not the one required fails the run, but only once what serves was tested.
        problem = checkBuiltCommit(ctx);
        if (readyToJudge(ctx))
            await verifyServing(ctx, `revision ${state.revision.id}`, true);
        if (problem)
            throw new CommitRequired(problem);
    }
    catch (error) {
        // Whatever ended the run after the check, the commit it required is not forgotten.
        if (problem && !(error instanceof CommitRequired))
            keepCommitProblem(state, problem);
        if (error instanceof errors/* DeadlineError */.j3 && state.revision.id && inputs.rollback.onFailure && !state.rollback)
            noteNoRollbackOnTimeout(state);
        throw error;
    }
    finally {
        await readServing(ctx).catch(() => undefined);
    }
}
/** Creates the deployment (a `github` one with its first revision; an upload's comes with the PATCH). */
async function create(ctx, chosen, configInArchive) {
    const { inputs, cp, state, log } = ctx;
    const { agent, name } = inputs.target;
    log.info(`${missingWords(inputs.target).none}; creating it.`);
    noteAction(state, 'create');
    noteName(state, name);
    const body = createRequest(agent ?? name, inputs.deployment, chosen, configInArchive);
    const { result } = await onceWithRecovery(ctx, 'create', () => cp.createDeployment(body), () => (agent ? findAgentDeployment(cp, agent, inputs.frontEnd) : findDeploymentByName(cp, name))).catch((error) => {
        throw agent ? agentCreateRefusal(error, agent, inputs.frontEnd) : error;
    });
    recordCreated(state, result, name);
    // An agent's deployment is named by the platform: its name is said once it is known.
    const given = agent ? `, named "${(0,untrusted/* clip */.$Q)(result.name ?? '', 128)}" by the platform` : '';
    log.info(`Created deployment ${result.id}${given}.`);
    return result;
}
/** A revision of the source given: the ref or image, or the archive uploaded (again, on a retry). */
async function revisionOfSource(ctx, deployment, source) {
    const uploaded = source && {
        objectPath: await uploadArchive(ctx, deployment.id, source.archive),
        configPath: source.configPath,
    };
    return update(ctx, deployment, uploaded);
}
/** A new revision: the PATCH names the new ref or config, or the archive just uploaded. */
async function update(ctx, existing, uploaded) {
    const { inputs, state, log } = ctx;
    noteAction(state, 'update', { unlessKnown: true });
    log.info(`Updating deployment ${existing.id} (${existing.name ?? 'unnamed'}); this makes a new revision.`);
    return patchForRevision(ctx, existing, patchRequest(inputs.deployment, uploaded));
}

;// CONCATENATED MODULE: ./src/fleet/fleet-record.ts
/**
 * The fleet's record (`state.fleet`), which `fleet/` owns: `plan` and `report` start it and give
 * it their plan or rows through here.
 */
function startFleetRecord(state, manifest) {
    state.fleet = { manifest, requests: { controlPlane: 0, github: 0, git: 0 } };
    return state.fleet;
}
/** Counts requests the command made, by where they went. */
function countFleetRequests(state, made) {
    const requests = state.fleet.requests;
    for (const [where, count] of Object.entries(made))
        requests[where] += count;
}
/** `plan`: every deployment, deploy or skip, and why. */
function recordFleetPlan(state, plan) {
    state.fleet.plan = plan;
    return plan;
}
/** `report`: one row per deployment of the manifest. */
function recordFleetRows(state, rows) {
    state.fleet.rows = rows;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/fleet/git.ts




/**
 * Runs a program (an argv array, never a shell string) bounded like every part of the run: it
 * is killed when the budget ends or the workflow is cancelled, after `maxMs`, or once it has
 * written more than `maxBytes`. Its environment is only what a program needs to run (never the
 * step's inputs: the API key is one of them).
 */
function runBounded(argv, options) {
    const { budget } = options;
    budget.check(`before running ${argv[0]}`);
    return new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)(argv[0], argv.slice(1), {
            cwd: options.cwd,
            env: { ...baseEnv(), ...options.env },
            stdio: ['ignore', 'pipe', 'pipe'],
            windowsHide: true,
        });
        let stopped;
        const stop = (why) => {
            if (stopped)
                return;
            stopped = why;
            child.kill('SIGKILL');
        };
        const limit = setTimeout(() => stop(overtime(argv, options)), Math.max(1, Math.min(options.maxMs, budget.left())));
        const onCancel = () => stop(new errors/* CancelledError */.cc());
        budget.signal.addEventListener('abort', onCancel, { once: true });
        const output = boundedOutput(child, argv, options.maxBytes, stop);
        const done = () => {
            clearTimeout(limit);
            budget.signal.removeEventListener('abort', onCancel);
        };
        child.on('error', (error) => {
            done();
            reject(spawnFailure(argv, error));
        });
        child.on('close', (code) => {
            done();
            // A cancellation is the run's, whatever else ended the child.
            if (stopped)
                reject(budget.cancelled ? new errors/* CancelledError */.cc() : stopped);
            else
                resolve({ code, ...output() });
        });
    });
}
/** Why a program still running at its limit is stopped: the run's time is up, or its own. */
function overtime(argv, { budget, maxMs }) {
    return budget.left() <= maxMs
        ? budget.timedOut(`running ${argv[0]} ${argv[argv.length - 1] ?? ''}`.trim())
        : new errors/* ActionError */.lZ({
            title: `${argv[0]} did not finish`,
            message: `${argv.join(' ').slice(0, 300)} did not finish within ${(0,duration/* secondsOf */.TM)(maxMs)} s; is the checkout on a slow or hung file system?`,
        });
}
/** Gathers stdout (stopping the program past `maxBytes`) and the start of stderr. */
function boundedOutput(child, argv, maxBytes, stop) {
    const chunks = [];
    let size = 0;
    let stderr = '';
    child.stdout.on('data', (chunk) => {
        size += chunk.length;
        if (size > maxBytes)
            stop(new OutputTooLarge(`${argv[0]} wrote more than ${maxBytes} bytes`));
        else
            chunks.push(chunk);
    });
    child.stderr.on('data', (chunk) => {
        if (stderr.length < policy/* FLEET */.Hs.gitErrorBytes)
            stderr += chunk.toString('utf8');
    });
    return () => ({ stdout: Buffer.concat(chunks), stderr });
}
function spawnFailure(argv, error) {
    return error.code === 'ENOENT'
        ? new errors/* ActionError */.lZ({
            title: `${argv[0]} not found`,
            message: `${argv[0]} is not installed on this runner (or not on PATH); the plan needs it to compare commits.`,
        })
        : error;
}
/** Output beyond the bound: the caller decides what that means. */
class OutputTooLarge extends Error {
}
/** PATH and the few variables a program needs to start; nothing of the step's. */
function baseEnv() {
    const env = {};
    for (const name of ['PATH', 'HOME', 'SystemRoot', 'TEMP', 'TMP', 'TMPDIR', 'USERPROFILE'])
        if (process.env[name] !== undefined)
            env[name] = process.env[name];
    return env;
}
/** A commit as git names it; anything else (from a server) is never passed to git. */
const git_SHA = /^[0-9a-f]{7,64}$/i;
/**
 * git on the checkout, for the plan: the few questions it asks, each a fixed argv. Config that
 * could make git run a program (an external diff, a text conversion, an fsmonitor) is off.
 */
class Git {
    cwd;
    budget;
    /** Calls made, for the benchmark. */
    calls = 0;
    constructor(cwd, budget) {
        this.cwd = cwd;
        this.budget = budget;
    }
    async git(args, maxBytes = policy/* FLEET */.Hs.gitReadMaxBytes) {
        this.calls++;
        return runBounded(['git', '-c', 'core.fsmonitor=false', '-c', 'core.quotepath=false', ...args], {
            cwd: this.cwd,
            budget: this.budget,
            maxMs: policy/* FLEET */.Hs.gitCallMaxMs,
            maxBytes,
            env: { GIT_TERMINAL_PROMPT: '0', GIT_OPTIONAL_LOCKS: '0', LC_ALL: 'C' },
        });
    }
    /** The repository's top folder (real path), or undefined when the folder is in none. */
    async topLevel() {
        const r = await this.git(['rev-parse', '--show-toplevel']);
        if (r.code !== 0) {
            if (/dubious ownership/.test(r.stderr))
                throw new errors/* ActionError */.lZ({
                    title: 'git refuses the checkout',
                    message: `git does not trust ${this.cwd} (it belongs to another user): ${firstLine(r.stderr)}. Run the plan as the user that checked it out.`,
                });
            return undefined;
        }
        return r.stdout.toString('utf8').trim();
    }
    /** The full SHA of a commit in the checkout, or undefined when it is not there. */
    async commit(rev) {
        if (!git_SHA.test(rev) && rev !== 'HEAD')
            return undefined;
        const r = await this.git(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
        const sha = r.stdout.toString('utf8').trim();
        return r.code === 0 && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
    }
    /** Whether the checkout is shallow (its history cut: older commits are not in it). */
    async shallow() {
        const r = await this.git(['rev-parse', '--is-shallow-repository']);
        return r.stdout.toString('utf8').trim() === 'true';
    }
    /** Whether `older` is an ancestor of `newer` (git's answer; false when git cannot tell). */
    async isAncestor(older, newer) {
        if (!git_SHA.test(older) || !git_SHA.test(newer))
            throw new Error('isAncestor takes two commit SHAs');
        const r = await this.git(['merge-base', '--is-ancestor', older, newer]);
        return r.code === 0;
    }
    /**
     * The files (repository-relative) that differ between two commits; renames as a deletion and
     * an addition, so a file moved out of a folder counts for that folder. `undefined` when more
     * changed than the plan reads (each watcher then counts as changed).
     */
    async changedFiles(from, to) {
        if (!git_SHA.test(from) || !git_SHA.test(to))
            throw new Error('changedFiles takes two commit SHAs');
        try {
            const r = await this.git(['diff', '--no-ext-diff', '--no-textconv', '--no-renames', '--name-only', '-z', from, to, '--'], policy/* FLEET */.Hs.gitOutputMaxBytes);
            if (r.code !== 0)
                throw new errors/* ActionError */.lZ({
                    title: 'git diff failed',
                    message: `git diff ${from.slice(0, 12)} ${to.slice(0, 12)} failed: ${firstLine(r.stderr)}`,
                });
            return r.stdout.toString('utf8').split('\0').filter(Boolean);
        }
        catch (error) {
            if (error instanceof OutputTooLarge)
                return undefined;
            throw error;
        }
    }
}
function firstLine(text) {
    return text.trim().split('\n')[0]?.slice(0, 300) ?? '';
}

// EXTERNAL MODULE: ./src/inputs/plan-json.ts
var plan_json = __webpack_require__(5189);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __webpack_require__(6497);
;// CONCATENATED MODULE: ./src/fleet/fleet-plan.ts








/** Every deployment deploys: `force: true`. No request, no git. */
function forcedPlan(entries, commit) {
    return {
        ...(commit ? { commit } : {}),
        deployments: entries.map((e) => ({
            deployment: e.name,
            action: 'deploy',
            reason: 'forced',
            why: 'force: true deploys every deployment',
        })),
    };
}
/** How to get the history the plan reads, in each front end's words. */
const HISTORY_WORDS = {
    action: {
        shallow: 'the checkout is shallow: use actions/checkout with fetch-depth: 0',
        noRepository: 'Run actions/checkout (with fetch-depth: 0) before the plan.',
        noCommit: "Check out the workflow's commit (actions/checkout does by default).",
    },
    cli: {
        shallow: 'the clone is shallow: fetch its whole history (git fetch --unshallow)',
        noRepository: 'Run the plan in a clone of the repository, with its history.',
        noCommit: 'Run the plan in a clone that has it (a repository with a commit).',
    },
};
/**
 * The plan: each deployment is deployed when it does not exist yet, when nothing of it serves,
 * when which commit serves it is unknown (or not in the checkout's history), or when a file it is
 * made of changed between that commit and the workflow's; otherwise it is skipped, naming the
 * commit that serves it and where that answer came from.
 */
async function planFleet(options) {
    const history = historyOf(options);
    const deployments = [];
    for (const entry of options.entries) {
        const serving = options.serving.get(entry.name) ?? { kind: 'unlisted' };
        // `as never`: the row of serving.kind takes that kind (a correlation TypeScript cannot follow).
        deployments.push(serving.kind === 'commit'
            ? await planServed(entry, serving, history, options)
            : deployed(entry, options.redact, ...NOT_SERVED_BY_A_COMMIT[serving.kind](entry, serving)));
    }
    const repository = history.found();
    return {
        ...(repository ? { commit: repository.head } : options.head ? { commit: options.head } : {}),
        deployments,
    };
}
/** Why a deployment no known commit serves is deployed, by what the control plane said of it. */
const NOT_SERVED_BY_A_COMMIT = {
    absent: (entry) => ['new', `no deployment named ${entry.inputs.target.name} exists yet`],
    unlisted: () => [
        'serving-unknown',
        "the control plane's lists were cut short before it (does the server ignore offset?): whether it exists is not known",
    ],
    none: () => ['not-serving', 'the deployment exists, but no revision of it serves'],
    unknown: (_, serving) => [
        'serving-unknown',
        serving.why,
        { serving: { revision: (0,plan_json/* plannedRevision */.mI)(serving.revision) } },
    ],
};
/** A deployment that deploys; its reason redacted and cut within what the report reads back (input `plan`). */
function deployed(entry, redact, ...[reason, why, extra = {}]) {
    return {
        deployment: entry.name,
        action: 'deploy',
        reason,
        why: (0,untrusted/* clip */.$Q)(redact(why), limits/* PLAN_TEXT_MAX */.LD.why - 1),
        ...extra,
    };
}
/** A deployment a known commit serves: deployed when that commit is not in history or its files changed since. */
async function planServed(entry, serving, history, options) {
    const { topLevel, head } = await history.repo();
    const said = `commit ${(0,commit_sha/* shortSha */.Fu)(serving.commit)} (from ${serving.where})`;
    const facts = { revision: (0,plan_json/* plannedRevision */.mI)(serving.revision), commit: serving.commit, from: serving.from };
    const deploy = (...[reason, why, extra = {}]) => deployed(entry, options.redact, reason, why, { serving: facts, ...extra });
    const full = await history.inHistory(serving.commit);
    if (!full) {
        const why = `the commit that serves it, ${said}, is not in the checkout's history (${await history.shallowHint()}); deployed, as what changed since cannot be told`;
        options.log.notice(`${entry.name}: ${why}.`, 'Serving commit not in history');
        return deploy('not-in-history', why);
    }
    const watched = watchedPaths(entry, options.workspace, topLevel);
    if ('problem' in watched)
        return deploy('files-unknown', `what it is made of could not be worked out: ${watched.problem}`);
    const files = await history.changedSince(full);
    if (files === undefined)
        return deploy('changed', `more files changed since ${said} than the plan reads`);
    // A changed file is one of the watched paths or inside one.
    const changed = files.filter((file) => watched.paths.some((path) => path === '' || file === path || file.startsWith(`${path}/`)));
    if (!changed.length)
        return {
            deployment: entry.name,
            action: 'skip',
            reason: 'unchanged',
            why: `nothing it is made of changed since ${said}, which serves`,
            serving: facts,
        };
    if (full !== head && (await history.newerThanHead(full)))
        warnOlderCode(entry, said, head, options.log);
    return deploy('changed', `${changed.length} of its files changed since ${said}`, {
        changed: changed.slice(0, policy/* FLEET */.Hs.changedShown).map((file) => (0,untrusted/* clip */.$Q)(file, limits/* PLAN_TEXT_MAX */.LD.path - 1)),
    });
}
/** A re-run of an older workflow: what serves was built from a later commit than this one. */
function warnOlderCode(entry, said, head, log) {
    log.warning(`${entry.name}: the commit that serves it, ${said}, comes after this workflow's commit ${(0,commit_sha/* shortSha */.Fu)(head)}: deploying it takes the deployment back to older code. Is this a re-run of an older workflow?`, 'Deploying older code');
}
/**
 * What a deployment is made of, as paths relative to the repository's top folder (`''` is the
 * whole repository): the folder of its langgraph.json, the local dependencies langgraph.json
 * names (`"../../libs/common"`) — what `source: upload` archives — and the manifest's `paths`.
 * A change to any of them redeploys it.
 */
function watchedPaths(entry, workspace, topLevel) {
    const inRepository = (abs) => {
        const r = (0,external_node_path_.relative)(topLevel, abs);
        return r.startsWith('..') || (0,external_node_path_.isAbsolute)(r) ? undefined : r.split(external_node_path_.sep).join('/');
    };
    const paths = new Set();
    try {
        const layout = sourceLayout(workspace, entry.inputs.deployment.graphConfigPath, entry.inputs.frontEnd);
        for (const root of layout.roots) {
            const path = inRepository(root.abs);
            if (path === undefined)
                return { problem: `${root.abs} is outside the repository at ${topLevel}` };
            paths.add(path);
        }
        for (const given of entry.paths) {
            const path = inRepository((0,external_node_path_.resolve)(layout.workspace, given));
            if (path === undefined)
                return { problem: `paths: ${given} is outside the repository at ${topLevel}` };
            paths.add(path);
        }
    }
    catch (error) {
        if (error instanceof errors/* ActionError */.lZ)
            return { problem: error.message };
        throw error;
    }
    return { paths: [...paths].sort() };
}
function historyOf({ git, workspace, head, log, frontEnd = 'action' }) {
    let repository;
    const words = HISTORY_WORDS[frontEnd];
    // The checkout's repository and the workflow's commit in it (an error says how to check them out;
    // a workflow's commit that is not HEAD is warned of: the plan compares with it, not the files).
    const repo = async () => {
        if (repository)
            return repository;
        const topLevel = await git.topLevel();
        if (!topLevel)
            throw new errors/* ActionError */.lZ({
                title: 'No git history',
                message: `${workspace} is not a git repository: the plan compares the commit that serves each deployment with the workflow's. ${words.noRepository}`,
            });
        const commit = await git.commit(head ?? 'HEAD');
        if (!commit)
            throw new errors/* ActionError */.lZ({
                title: 'Workflow commit not checked out',
                message: `The workflow's commit ${head ?? 'HEAD'} is not in the checkout at ${workspace}: the plan compares with it. ${words.noCommit}`,
            });
        const checkedOut = head === undefined ? commit : await git.commit('HEAD');
        if (checkedOut && checkedOut !== commit)
            log.warning(`The workflow's commit (GITHUB_SHA) ${(0,commit_sha/* shortSha */.Fu)(commit)} is not HEAD ${(0,commit_sha/* shortSha */.Fu)(checkedOut)} of the checkout at ${workspace}: the plan compares each deployment's serving commit with ${(0,commit_sha/* shortSha */.Fu)(commit)}, not with the files checked out. Check out the workflow's commit; outside a workflow, set GITHUB_SHA="$(git rev-parse HEAD)" again after each commit.`, 'Workflow commit is not HEAD');
        return (repository = { topLevel, head: commit });
    };
    let shallow;
    return {
        repo,
        found: () => repository,
        inHistory: perCommit((sha) => git.commit(sha)),
        changedSince: perCommit(async (sha) => git.changedFiles(sha, (await repo()).head)),
        newerThanHead: perCommit(async (sha) => git.isAncestor((await repo()).head, sha)),
        shallowHint: async () => (await (shallow ??= git.shallow()))
            ? words.shallow
            : 'was history rewritten, or is it a commit of another branch not fetched?',
    };
}
/** One answer per commit, asked once however many deployments it serves. */
function perCommit(ask) {
    const answers = new Map();
    return (sha) => {
        if (!answers.has(sha))
            answers.set(sha, ask(sha));
        return answers.get(sha);
    };
}

;// CONCATENATED MODULE: ./src/fleet/serving.ts



/**
 * One list of the workspace's deployments for the whole fleet (paged), not a request per
 * deployment. It stops as soon as every entry is found; an entry with `deployment_id` is found by
 * its id, the others by their exact name. Only when that list is cut short is an entry it did not
 * show looked up on its own (its id, or the deployments whose names contain its name), as the
 * entry's matrix job would find it.
 */
async function listFleet(cp, entries) {
    const tally = { requests: 0 };
    const counted = {
        listDeployments: (query) => {
            tally.requests++;
            return cp.listDeployments(query);
        },
    };
    const { found, complete } = await listOnce(counted, entries);
    const unknown = new Set();
    // Every row was read (or every entry found): one not found does not exist.
    if (complete)
        return { found, unknown, requests: tally.requests };
    // An entry the cut-short list did not show is looked up on its own, as its matrix job would find
    // it: by its id, or among the deployments whose names contain its name (that search cut short
    // too: unknown).
    for (const entry of entries) {
        const { deploymentId: id, name, asGiven } = entry.inputs.target;
        if (found.has(entry.name))
            continue;
        if (id) {
            tally.requests++;
            try {
                found.set(entry.name, await cp.getDeployment(id));
            }
            catch (error) {
                if (!(error instanceof errors/* HttpError */.j$ && error.status === 404))
                    throw error;
            }
            continue;
        }
        let one = await searchDeploymentByName(counted, name);
        if (!one.found && one.end === 'end' && asGiven)
            one = await searchDeploymentByName(counted, asGiven);
        if (one.found)
            found.set(entry.name, one.found);
        else if (one.end !== 'end')
            unknown.add(entry.name);
    }
    return { found, unknown, requests: tally.requests };
}
/** The one paged list, matched to the entries; `complete`: every row was read or every entry found. */
async function listOnce(counted, entries) {
    const found = new Map();
    const byId = new Map(entries.filter((e) => e.inputs.target.deploymentId).map((e) => [e.inputs.target.deploymentId, e.name]));
    const byName = new Map(entries.filter((e) => !e.inputs.target.deploymentId).map((e) => [e.inputs.target.name, e.name]));
    // A deployment made before names were normalized, found under the name as written, is the
    // entry's only when none bears the normalized name (as deploy/find.ts decides).
    const byOlderName = new Map(entries
        .filter((e) => !e.inputs.target.deploymentId && e.inputs.target.asGiven)
        .map((e) => [e.inputs.target.asGiven, e.name]));
    const older = new Map();
    const search = await (0,paging/* searchPages */.n)(async (page) => (await counted.listDeployments({ nameContains: '', ...page })).resources, (row) => {
        // By name only as a lookup by name takes a row (deploy/find.ts): exact, not a Preview build.
        const name = lookupName(row);
        const entry = byId.get(row.id) ?? (name === undefined ? undefined : byName.get(name));
        if (entry !== undefined && !found.has(entry))
            found.set(entry, row);
        const olderOf = name === undefined ? undefined : byOlderName.get(name);
        if (olderOf !== undefined && !older.has(olderOf))
            older.set(olderOf, row);
        return found.size === entries.length ? true : undefined;
    });
    for (const [entry, row] of older)
        if (!found.has(entry))
            found.set(entry, row);
    return { found, complete: search.found !== undefined || ('end' in search && search.end === 'end') };
}
/**
 * The commit of the revision that serves. The list's `source_revision_config` is the latest
 * revision's (the API says so): when the latest is the one serving, no request is needed; else
 * the serving revision is read (one request).
 */
async function servingOf(cp, deployment) {
    const active = deployment.active_revision_id;
    if (!active)
        return { serving: { kind: 'none' }, requests: 0 };
    let commit;
    let requests = 0;
    if (active === deployment.latest_revision_id)
        commit = deployment.source_revision_config?.repo_commit_sha;
    else {
        requests++;
        commit = (await cp.getRevision(deployment.id, active)).source_revision_config?.repo_commit_sha;
    }
    return {
        serving: commit
            ? { kind: 'commit', revision: active, commit: commit.toLowerCase() }
            : { kind: 'no-commit', revision: active },
        requests,
    };
}

;// CONCATENATED MODULE: ./src/github/octokit.ts

/**
 * GitHub's API client from @actions/github, loaded only when a GitHub side channel is on. It
 * gets the run's fetch, so the proxy settings apply to it exactly as to every other call.
 */
async function createOctokit(token, apiUrl, fetch) {
    const { getOctokit } = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(413)]).then(__webpack_require__.bind(__webpack_require__, 2413));
    return getOctokit(token, { baseUrl: apiUrl, request: { fetch } });
}
/**
 * The rows of at most GITHUB_MAX_PAGES pages of a list: an API that paginates forever can neither
 * hold the run nor fill its memory.
 */
async function takePages(pages) {
    const rows = [];
    let read = 0;
    for await (const page of pages) {
        rows.push(...page.data);
        if (++read >= policy/* GITHUB_MAX_PAGES */.G8)
            break;
    }
    return rows;
}

;// CONCATENATED MODULE: ./src/github/run.ts
/** The run, when the repository is known (GitHub's API needs it); else undefined. */
function readGitHubRun(gh) {
    const { owner, repo } = gh;
    if (!owner || !repo)
        return undefined;
    return {
        owner,
        repo,
        sha: gh.commit,
        apiUrl: gh.apiUrl,
        runUrl: gh.runId ? `${gh.serverUrl}/${owner}/${repo}/actions/runs/${gh.runId}` : undefined,
        prNumber: gh.prNumber,
    };
}
/** What started the run, for the summary; nothing when the variables are not set. */
function triggerOf(gh) {
    const run = readGitHubRun(gh);
    if (!run)
        return undefined;
    return {
        event: gh.eventName,
        actor: gh.actor,
        ref: gh.ref,
        sha: run.sha,
        runUrl: run.runUrl,
        ...(run.prNumber === undefined
            ? {}
            : {
                pullRequest: {
                    number: run.prNumber,
                    url: `${gh.serverUrl}/${run.owner}/${run.repo}/pull/${run.prNumber}`,
                    head: gh.headRef,
                },
            }),
    };
}

// EXTERNAL MODULE: ./src/time/limit.ts
var limit = __webpack_require__(8750);
;// CONCATENATED MODULE: ./src/github/api.ts




/**
 * GitHub's API for a command, or why there is none (no token, no repository). Every request is
 * bounded (SIDE_CHANNEL_REQUEST_MS) and ends with `signal`, and goes nowhere but GitHub's API.
 */
async function openGitHubApi(inputs, fetch, signal, redact) {
    const run = readGitHubRun(inputs.workflow);
    if (!inputs.github.token)
        return { why: 'github_token is empty' };
    if (!run)
        return { why: 'GITHUB_REPOSITORY is not set' };
    try {
        const api = { octokit: undefined, run, requests: 0, redact };
        const counted = (input, init) => {
            api.requests++;
            return fetch(input, init);
        };
        api.octokit = await createOctokit(inputs.github.token, run.apiUrl, boundedFetch(counted, signal, run.apiUrl));
        return api;
    }
    catch (error) {
        return { why: `GitHub's API client could not start: ${error.message}` };
    }
}
/**
 * fetch whose every request ends after SIDE_CHANNEL_REQUEST_MS, or when the budget does, whose
 * every reply is read up to GITHUB_REPLY_MAX_BYTES, and that goes nowhere but GitHub's API: a
 * pagination link to another origin would carry the token.
 */
function boundedFetch(fetch, budget, apiUrl) {
    const origin = new URL(apiUrl).origin;
    return (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (new URL(url).origin !== origin)
            return Promise.reject(new Error(`refused a request to ${new URL(url).origin}: the GitHub token only goes to ${origin}`));
        const ends = init?.signal ? [budget, init.signal] : [budget];
        const { signal } = (0,limit/* timedSignal */.s)(policy/* SIDE_CHANNEL_REQUEST_MS */.jR, ends);
        // A redirect would take the request (not the token, which fetch drops) to another origin.
        return fetch(input, { ...init, redirect: 'error', signal }).then(api_bounded);
    };
}
/** Why a reply of GitHub's is not read: its size. */
const TOO_LARGE = `GitHub's reply is larger than ${policy/* GITHUB_REPLY_MAX_BYTES */.Ab / policy/* MIB */.D6} MiB`;
/**
 * The reply with its body read, at most GITHUB_REPLY_MAX_BYTES (Octokit would read any size, and
 * takes a body it fails to read for an empty one): a larger one fails the request, as soon as its
 * Content-Length or its bytes say so, with the rest left unread.
 */
async function api_bounded(response) {
    if (!response.body)
        return response;
    const tooLarge = () => {
        void response.body.cancel().catch(() => { });
        return new Error(TOO_LARGE);
    };
    if (Number(response.headers.get('content-length')) > policy/* GITHUB_REPLY_MAX_BYTES */.Ab)
        throw tooLarge();
    const chunks = [];
    let bytes = 0;
    for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        if (bytes > policy/* GITHUB_REPLY_MAX_BYTES */.Ab)
            throw tooLarge();
        chunks.push(chunk);
    }
    const { status, statusText, headers, url } = response;
    const read = new Response(Buffer.concat(chunks), { status, statusText, headers });
    // Octokit reads the reply's URL; a Response made here has none of its own.
    Object.defineProperty(read, 'url', { value: url });
    return read;
}

// EXTERNAL MODULE: ./src/inputs/github-env.ts
var github_env = __webpack_require__(2032);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(4285);
;// CONCATENATED MODULE: ./src/report/ending.ts


function endingOf(state) {
    const status = (0,run_state/* reportedStatus */.mW)(state);
    const own = state.revision.id
        ? { id: state.revision.id, commit: state.revision.commitSha }
        : undefined;
    const serving = servingRef(state, own, status);
    return {
        own,
        status,
        verdict: status ? (0,revision_status/* classifyStatus */.xo)(status).verdict : undefined,
        serving,
        serves: state.revision.status === 'DEPLOYED' || state.serving.active !== undefined,
        servingSaid: state.serving.active,
        servingElse: serving !== undefined && serving.id !== state.revision.id,
        failure: state.failure,
        stopped: state.failure?.stopped,
        rollback: state.rollback,
        rolledBack: (0,run_state/* rolledBack */.EN)(state),
        noRollback: state.gate.verdict?.noRollback,
    };
}
/** "Revision X is serving now." on a line of its own, unless `said` already names it. */
function servingNow(serving, said) {
    return serving && !said.includes(serving) ? `\nRevision ${serving} is serving now.` : '';
}
/** The one place "what serves now" is worked out; the commit comes with it when the run knows it. */
function servingRef(state, own, status) {
    const r = (0,run_state/* rolledBack */.EN)(state) ? state.rollback : undefined;
    const fallback = r
        ? { id: r.revision.id ?? r.to.id }
        : own && status === 'DEPLOYED'
            ? own
            : state.serving.previous;
    const id = state.serving.active ?? fallback?.id;
    if (id === undefined)
        return undefined;
    const known = [own, state.serving.previous, r?.to].find((ref) => ref?.id === id && ref.commit);
    return known ? { id, commit: known.commit } : { id };
}

// EXTERNAL MODULE: ./src/report/promotion-words.ts
var promotion_words = __webpack_require__(4467);
;// CONCATENATED MODULE: ./src/report/deployment-status.ts





/**
 * The last status of the run's GitHub Deployment, rendered from its ending: the state, the one
 * line (≤ 140 characters) it carries, and the agent server's URL as the environment URL when
 * something serves there.
 */
function deploymentStatus(state) {
    const ending = endingOf(state);
    // The environment URL is a link GitHub shows: only one that may be a link (markdown.ts), and
    // only when something serves there — not after a first deployment that never deployed.
    const url = ending.serves && state.target.deploymentUrl ? (0,markdown/* safeHref */.v7)(state.target.deploymentUrl) : undefined;
    return { state: finalState(state, ending), description: finalDescription(state, ending), url };
}
/** The GitHub Deployment state that matches how the run ended. */
function finalState(state, ending = endingOf(state)) {
    const status = state.revision.status;
    if (!ending.failure)
        return status && ending.verdict === 'in-progress' ? 'in_progress' : 'success';
    // `error`: the run was stopped before it knew (timeout, cancellation, a control plane that
    // failed); `failure`: it knows the deploy is bad (a failed revision, a failed smoke test).
    return ending.stopped || !(status && ending.verdict !== 'in-progress') ? 'error' : 'failure';
}
/** The one line (≤ 140 characters) a GitHub Deployment status carries. */
function finalDescription(state, ending) {
    const rollback = ending.rollback;
    if (ending.rolledBack && rollback?.reason === 'gate')
        return `${capitalised(run_state/* GATE_NAMES */.rn[rollback.cause ?? 'smoke'])} failed; rolled back to revision ${describeRevision(rollback.to)}`;
    if (ending.rolledBack && rollback?.reason === 'command' && !ending.failure)
        return `Rolled back to revision ${describeRevision(rollback.to)}`;
    if (ending.failure)
        return ending.failure.title;
    if (state.promotion && state.revision.status === 'DEPLOYED')
        return (0,promotion_words/* promotedDescription */.nH)(state.promotion);
    // What a fleet's report shows for this deployment: the smoke test's verdict included.
    return `Revision ${state.revision.status ?? ''}${state.revision.commitSha ? ` (commit ${state.revision.commitSha.slice(0, 7)})` : ''}${state.gate.smoke ? `; smoke test ${state.gate.smoke.result}` : ''}`;
}
const capitalised = (words) => `${words[0].toUpperCase()}${words.slice(1)}`;
/**
 * The first status of a GitHub Deployment, once the commit it records is known: on `commit` the
 * run's own revision (or a rollback's), on `rollback` a `command: rollback`'s target, at the end
 * the run's revision. `ref` when it records another commit than the built one.
 */
function startedDescription(event, state) {
    const rollingBack = state.rollback?.reason === 'command';
    if (event === 'end')
        return { description: `Deploying revision ${state.revision.id}` };
    if (event === 'rollback' && rollingBack)
        return {
            description: `Rolling back to revision ${state.rollback.to.id}`,
            ref: state.rollback.to.commit,
        };
    if (event !== 'commit' || !state.revision.commitSha)
        return undefined;
    const superseding = state.serving.superseded.at(-1);
    return {
        description: rollingBack
            ? `Rolling back to revision ${state.rollback.to.id}`
            : `Deploying revision ${state.revision.id} (commit ${state.revision.commitSha.slice(0, 7)})`,
        supersededBy: superseding && `Superseded by revision ${superseding.by.id}`,
    };
}

;// CONCATENATED MODULE: ./src/github/deployment.ts






/** The key of a GitHub Deployment's payload under which this action records its revision. */
const RECORD_KEY = 'langgraph_deploy';
/** What a GitHub Deployment records: the control plane's deployment and revision it is for. */
function recordPayload(deploymentId, revisionId, upload = {}) {
    const { commit, archiveDigest, configPath } = upload;
    return {
        [RECORD_KEY]: {
            deployment_id: deploymentId,
            revision_id: revisionId,
            ...(commit ? { commit } : {}),
            ...(archiveDigest ? { archive_digest: archiveDigest } : {}),
            ...(configPath ? { config_path: configPath } : {}),
        },
    };
}
const SHA256 = /^[0-9a-f]{64}$/;
/**
 * The deployment and revision a GitHub Deployment's payload records, if it is one of ours; with
 * an upload's commit, digest and config path when it records them in their form (a payload of an
 * older version of this action has none). Untrusted: a field in another form is not taken.
 */
function recordedRevision(payload) {
    const record = payload?.[RECORD_KEY];
    if (typeof record?.deployment_id !== 'string' || typeof record.revision_id !== 'string')
        return undefined;
    const { commit, archive_digest: digest, config_path: path } = record;
    return {
        deploymentId: record.deployment_id,
        revisionId: record.revision_id,
        ...((0,github_env/* commitSha */.mJ)(commit) ? { commit: (0,github_env/* commitSha */.mJ)(commit) } : {}),
        ...(typeof digest === 'string' && SHA256.test(digest) ? { archiveDigest: digest } : {}),
        ...(typeof path === 'string' && path.length <= limits/* LIMITS */.b1.pathLength && path === (0,untrusted/* printable */.g$)(path)
            ? { configPath: path }
            : {}),
    };
}
/**
 * A GitHub Deployment kept in step with the real outcome: created `in_progress` for the commit
 * the platform builds (known once the build starts, or uploaded), then `success` / `failure` with
 * the agent server's URL as the environment URL when something serves there.
 */
class GitHubDeployment {
    id;
    octokit;
    run;
    environment;
    constructor(octokit, run, environment) {
        this.octokit = octokit;
        this.run = run;
        this.environment = environment;
    }
    /**
     * Creates the deployment for `ref` (the commit built) and marks it `in_progress`. It records
     * which revision of which deployment it is for: a fleet's plan finds the commit an upload was
     * made of by the revision that serves (docs/fleet.md).
     */
    async start(inputs, ref, description, revision) {
        const { owner, repo } = this.run;
        const created = await this.octokit.rest.repos.createDeployment({
            owner,
            repo,
            ref,
            environment: this.environment,
            ...(revision?.deploymentId && revision.revisionId
                ? { payload: recordPayload(revision.deploymentId, revision.revisionId, revision.upload) }
                : {}),
            description: `LangGraph deployment ${targetWords(inputs.target)}`.slice(0, 140),
            auto_merge: false,
            required_contexts: [],
            transient_environment: this.run.prNumber !== undefined,
            production_environment: inputs.deployment.deploymentType === 'prod',
        });
        // A reply cut short can parse as an empty body: without an id there is nothing to update.
        const id = created.data?.id;
        if (typeof id !== 'number')
            throw new Error('GitHub answered without a deployment id');
        this.id = id;
        await this.status('in_progress', description);
    }
    async finish(state) {
        if (this.id === undefined)
            return;
        const { state: final, description, url } = deploymentStatus(state);
        // Not waited for: the Deployment stays as it started, in progress, without a second status.
        if (final === 'in_progress')
            return;
        await this.status(final, description, url);
    }
    /** This run followed a newer revision instead: the record for the first commit is closed. */
    async supersede(description) {
        if (this.id === undefined)
            return;
        await this.status('inactive', description);
    }
    /**
     * After `command: delete`: every deployment of the environment that is still active becomes
     * `inactive` — not only the latest, or an earlier success would keep pointing at a deleted server.
     */
    async deactivateAll() {
        const { owner, repo } = this.run;
        const deployments = await takePages(this.octokit.paginate.iterator(this.octokit.rest.repos.listDeployments, {
            owner,
            repo,
            environment: this.environment,
            per_page: 100,
        }));
        let deactivated = 0;
        for (const deployment of deployments.slice(0, 100)) {
            const { data } = await this.octokit.rest.repos.listDeploymentStatuses({
                owner,
                repo,
                deployment_id: deployment.id,
                per_page: 1,
            });
            if (data[0]?.state === 'inactive')
                continue;
            this.id = deployment.id;
            await this.status('inactive', 'Deployment deleted');
            deactivated++;
        }
        return deactivated;
    }
    async status(state, description, environmentUrl) {
        await this.octokit.rest.repos.createDeploymentStatus({
            owner: this.run.owner,
            repo: this.run.repo,
            deployment_id: this.id,
            state,
            description: description.slice(0, 140),
            ...(environmentUrl ? { environment_url: environmentUrl } : {}),
            ...(this.run.runUrl ? { log_url: this.run.runUrl } : {}),
            auto_inactive: state === 'success',
        });
    }
}

;// CONCATENATED MODULE: ./src/github/fleet-records.ts




/**
 * Why GitHub could not answer: a refusal names the permission it needs. GitHub's words (an error
 * page of HTML, many lines long) are one bounded line: they travel in the plan's JSON, which the
 * report reads back within its bounds. Redacted before they are cut.
 */
function gitHubFailure(error, permission, redact) {
    const status = error.status;
    return `GitHub's API answered ${status ?? 'nothing'}${status === 403 || status === 404 ? ` (does the job grant \`${permission}\`?)` : `: ${(0,untrusted/* excerpt */.Kb)(String(error.message), policy/* FLEET */.Hs.githubWordsShown, redact)}`}`;
}
/**
 * The commit a revision was made from, as this action recorded it in the GitHub Deployment it
 * made for that revision (`source: upload`: the control plane keeps no commit), with what the
 * payload records of the upload (`record`). Looked for among the newest 100 GitHub Deployments
 * of the deployment's environment.
 */
async function recordedCommit(api, environment, deploymentId, revisionId) {
    let rows;
    try {
        const { data } = await api.octokit.rest.repos.listDeployments({
            owner: api.run.owner,
            repo: api.run.repo,
            environment,
            per_page: 100,
        });
        rows = data;
    }
    catch (error) {
        return {
            why: `its GitHub Deployments could not be read: ${gitHubFailure(error, 'deployments: read', api.redact)}`,
        };
    }
    for (const row of rows) {
        const record = recordedRevision(row.payload);
        if (record?.deploymentId !== deploymentId || record.revisionId !== revisionId)
            continue;
        const commit = (0,github_env/* commitSha */.mJ)(row.sha) ?? (0,github_env/* commitSha */.mJ)(row.ref);
        if (commit)
            return { commit, record };
    }
    return {
        why: `no GitHub Deployment in ${environment} records revision ${revisionId} (was it deployed by another way, or by an older version of this action?)`,
    };
}
/**
 * What this workflow run's deploy job recorded for a deployment: the last status of the newest
 * GitHub Deployment of its environment, when this run wrote it (its `log_url` is this run's page).
 * Undefined when it did not (the job recorded nothing: no environment, or it ended before).
 */
async function jobResult(api, environment) {
    const { owner, repo } = api.run;
    try {
        const { data: deployments } = await api.octokit.rest.repos.listDeployments({
            owner,
            repo,
            environment,
            per_page: 1,
        });
        const newest = deployments[0];
        if (!newest)
            return undefined;
        const { data: statuses } = await api.octokit.rest.repos.listDeploymentStatuses({
            owner,
            repo,
            deployment_id: newest.id,
            per_page: 1,
        });
        const status = statuses[0];
        if (!status || !api.run.runUrl || status.log_url !== api.run.runUrl)
            return undefined;
        // GitHub's words: one line, as long as GitHub allows a status's (shown escaped).
        return {
            environment,
            state: (0,untrusted/* excerpt */.Kb)(String(status.state), 32, api.redact),
            description: (0,untrusted/* excerpt */.Kb)(status.description ?? '', 140, api.redact),
        };
    }
    catch (error) {
        return { why: gitHubFailure(error, 'deployments: read', api.redact) };
    }
}
/** `work` for each item, at most FLEET.githubConcurrency at a time; results in order. */
async function eachLimited(items, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const i = next++;
            results[i] = await work(items[i]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(policy/* FLEET */.Hs.githubConcurrency, items.length) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/commands/plan.ts






/**
 * `command: plan`: which deployments of the manifest to deploy (output `matrix`), and for every
 * one of them why (output `plan`). Reads only: one paged list of the workspace's deployments,
 * the serving revision of a deployment whose latest revision is not the one serving, GitHub's
 * records of uploads, and git.
 */
async function planCommand(ctx) {
    const { inputs, state, log, redact } = ctx;
    const { entries, manifest, force } = inputs.fleet;
    const { frontEnd } = inputs;
    startFleetRecord(state, manifest);
    const head = inputs.deployment.workflowSha;
    if (force) {
        recordFleetPlan(state, forcedPlan(entries, head));
        log.info(`force: true: all ${entries.length} deployments of ${manifest} are deployed.`);
        return;
    }
    const { serving, uploads } = await servingOnControlPlane(ctx, entries);
    // Revisions the control plane names no commit for (uploads): the commit this action recorded
    // in the GitHub Deployment it made for that revision, in the deployment's own environment.
    if (uploads.length)
        await servingOfUploads(ctx, uploads, serving);
    // The plan, from what serves each entry and git's answer of what changed since.
    const workspace = inputs.workflow.workspace ?? process.cwd();
    const git = new Git(workspace, ctx.budget);
    let plan;
    try {
        plan = await planFleet({ entries, serving, git, workspace, head, log, redact, frontEnd });
        recordFleetPlan(state, plan);
    }
    finally {
        countFleetRequests(state, { git: git.calls });
    }
    // Each deployment's decision and why, then the count and the requests made.
    for (const d of plan.deployments)
        log.info(`${d.action === 'deploy' ? 'deploy' : 'skip  '} ${d.deployment}: ${d.why}`);
    const deploying = plan.deployments.filter((d) => d.action === 'deploy').length;
    const requests = state.fleet.requests;
    log.info(`${deploying} of ${plan.deployments.length} deployments to deploy (${requests.controlPlane} control-plane requests, ${requests.github} to GitHub, ${requests.git} git calls).`);
}
/** What serves each entry as the control plane says, and the uploads it names no commit for. */
async function servingOnControlPlane(ctx, entries) {
    const listed = await listFleet(ctx.cp, entries);
    countFleetRequests(ctx.state, { controlPlane: listed.requests });
    const serving = new Map();
    const uploads = [];
    for (const entry of entries) {
        const deployment = listed.found.get(entry.name);
        if (!deployment) {
            serving.set(entry.name, { kind: listed.unknown.has(entry.name) ? 'unlisted' : 'absent' });
            continue;
        }
        const answer = await servingOf(ctx.cp, deployment);
        countFleetRequests(ctx.state, { controlPlane: answer.requests });
        const s = answer.serving;
        if (s.kind === 'none')
            serving.set(entry.name, { kind: 'none' });
        else if (s.kind === 'commit')
            serving.set(entry.name, {
                kind: 'commit',
                revision: s.revision,
                commit: s.commit,
                from: 'control-plane',
                where: 'the control plane',
            });
        else if (deployment.source === 'external_docker')
            serving.set(entry.name, {
                kind: 'unknown',
                revision: s.revision,
                why: 'it runs an image, which is not built from a commit of this repository: it is deployed every time',
            });
        else
            uploads.push({ entry, deploymentId: deployment.id, revision: s.revision });
    }
    return { serving, uploads };
}
/** The commit each upload serves, from the GitHub Deployment this action recorded for it. */
async function servingOfUploads(ctx, uploads, serving) {
    const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
    const answers = await eachLimited(uploads, async ({ entry, deploymentId, revision }) => {
        const environment = entry.inputs.github.environment;
        if (!environment)
            return {
                why: `the control plane names no commit for its serving revision ${revision}, and without github_environment no GitHub Deployment records one`,
            };
        if ('why' in api)
            return { why: `its GitHub Deployments could not be read: ${api.why}` };
        return recordedCommit(api, environment, deploymentId, revision);
    });
    // A request the run's end cut short is not GitHub's answer: the plan ends with the run.
    ctx.budget.check("reading the uploads' GitHub Deployments");
    uploads.forEach(({ entry, revision }, i) => {
        const answer = answers[i];
        serving.set(entry.name, 'commit' in answer
            ? {
                kind: 'commit',
                revision,
                commit: answer.commit,
                from: 'github-deployment',
                where: `the GitHub Deployment in ${entry.inputs.github.environment}`,
            }
            : { kind: 'unknown', revision, why: answer.why });
    });
    if (!('why' in api))
        countFleetRequests(ctx.state, { github: api.requests });
}

;// CONCATENATED MODULE: ./src/gate/promoted-commit.ts




/**
 * A promote of a GitHub source: the platform builds the head of the ref when its build starts, so
 * a push in between is built instead of the commit promoted. Once the revision is DEPLOYED, the
 * commit it built must be the one promoted: another is a failed gate (rolled back under
 * `rollback_on_failure`), one the control plane does not name a gate that could not judge.
 * Judged before the smoke test and the agent checks, which would only test other code.
 */
async function judgePromotedCommit(ctx, expected) {
    const { state, log } = ctx;
    if (state.revision.status !== 'DEPLOYED')
        return;
    const built = state.revision.commitSha;
    // The control plane's word for the ref: shown, and kept for the report, bounded.
    const ref = state.revision.ref && (0,untrusted/* clip */.$Q)(state.revision.ref, policy/* SHOWN_REF_CHARS */.O7);
    if (built && (0,commit_sha/* sameCommit */.Kd)(built, expected)) {
        log.info(`Revision ${state.revision.id} built commit ${(0,commit_sha/* shortSha */.Fu)(built)}, the commit promoted.`);
        return;
    }
    state.gate.builtCommit = { expected, ...(built ? { built } : {}), ...(ref ? { ref } : {}) };
    log.warning(built
        ? `Revision ${state.revision.id} built commit ${(0,commit_sha/* shortSha */.Fu)(built)}${ref ? ` of ${ref}` : ''}, not commit ${(0,commit_sha/* shortSha */.Fu)(expected)}, which was promoted: the ref moved before the build started.`
        : `The control plane did not say which commit revision ${state.revision.id} built (repo_commit_sha), so it cannot be told from the commit promoted, ${(0,commit_sha/* shortSha */.Fu)(expected)}.`, built ? 'Different commit built' : 'Built commit unknown');
    await failGate(ctx, 'commit', built ? 'failed' : 'not-judged', true);
}

;// CONCATENATED MODULE: ./src/promote/find-source.ts







/** Revisions read to tell a staging that moved on from one that was rolled back. */
const REVISIONS_READ = 20;
/**
 * The deployment a promote takes its build from and the revision it promotes: the one place the
 * source is looked up (`from_deployment_id`, else `from` by exact name as a target is found,
 * Preview builds skipped). The revision (`from_revision_id`, else the source's active one) must
 * be the one that serves the source now, and DEPLOYED: a staging that has moved on or was rolled
 * back no longer serves what its checks passed, so the promote is refused, saying which, before
 * anything is written. Recorded as soon as it is read (`promoted_from`).
 */
async function findSource(ctx) {
    const { log, state } = ctx;
    const from = ctx.inputs.promotion.from;
    const deployment = await log.group(`Find the source deployment ${from.name ?? from.deploymentId ?? targetWords(sourceAgent(ctx))}`, () => (from.agentEnvironment ? agentSource(ctx) : sourceDeployment(ctx)));
    const named = deployment.name ?? deployment.id;
    state.promotion = {
        deploymentId: deployment.id,
        ...(deployment.name ? { deploymentName: deployment.name } : {}),
    };
    const active = deployment.active_revision_id ?? undefined;
    const wanted = ctx.inputs.promotion.revisionId ?? active;
    if (!wanted)
        throw refused('No active revision', `Deployment ${(0,untrusted/* clip */.$Q)(named, 128)} (the source) has no active revision: nothing serves it, so nothing was proved there to promote. Deploy it first (${(0,front_end/* commandWords */.Bl)(ctx.inputs.frontEnd, 'deploy')}), then promote.`);
    const revision = await sourceRevision(ctx, deployment, wanted);
    state.promotion.revisionId = revision.id;
    if (revision.id !== active || revision.status !== 'DEPLOYED')
        throw await notServing(ctx, deployment, revision, active);
    log.info(`Promoting revision ${revision.id} of ${(0,untrusted/* clip */.$Q)(named, 128)}, which serves it (DEPLOYED)${commitWords(revision)}.`);
    return { deployment, revision, named };
}
/** The source deployment, by id or by name; one that does not exist is refused, naming the input. */
async function sourceDeployment(ctx) {
    const { cp, log, inputs } = ctx;
    const from = inputs.promotion.from;
    const set = (input, value) => (0,front_end/* settingWords */.YJ)(inputs.frontEnd, input, value);
    if (from.deploymentId) {
        try {
            return await cp.getDeployment(from.deploymentId);
        }
        catch (error) {
            if (!(error instanceof errors/* HttpError */.j$ && error.status === 404))
                throw error;
            throw refused('Source deployment not found', `No deployment has the id ${from.deploymentId}: check from_deployment_id (or set ${set('from', '<name>')} to find it by name).`);
        }
    }
    const name = from.name;
    const found = (await findDeploymentByName(cp, name)) ??
        (from.asGiven ? await findDeploymentByName(cp, from.asGiven) : undefined);
    if (found && from.asGiven && found.name !== from.asGiven)
        log.notice(`The deployment name "${from.asGiven}" in from is used as "${name}", as deployment names are normalized. Set ${set('from', name)} to say so.`, 'Deployment name');
    if (found)
        return found;
    throw refused('Source deployment not found', `No deployment is named "${name}", so there is nothing to promote from. Check from (or set from_deployment_id).`);
}
/** The source named by `from_agent_environment`: the target's agent (`agent_id`) in that environment. */
const sourceAgent = (ctx) => {
    const environment = ctx.inputs.promotion.from.agentEnvironment;
    const agentId = ctx.inputs.target.agent?.agentId;
    return environment && agentId ? { agent: { agentId, environment } } : {};
};
/** The source deployment of an agent's other environment; none is refused, naming the input. */
async function agentSource(ctx) {
    const source = sourceAgent(ctx);
    const found = await findAgentDeployment(ctx.cp, source.agent, ctx.inputs.frontEnd);
    if (found)
        return found;
    throw refused('Source deployment not found', `${missingWords(source).none}, so there is nothing to promote from. Check from_agent_environment.`);
}
/** The revision asked for; one the source does not have is refused, naming `from_revision_id`. */
async function sourceRevision(ctx, deployment, id) {
    try {
        return await ctx.cp.getRevision(deployment.id, id);
    }
    catch (error) {
        if (!(error instanceof errors/* HttpError */.j$ && error.status === 404))
            throw error;
        throw refused('Revision not found', `Deployment ${(0,untrusted/* clip */.$Q)(deployment.name ?? deployment.id, 128)} has no revision ${id}: check from_revision_id (the staging job's revision_id output), or leave it empty to promote what serves it now.`);
    }
}
/**
 * Why the revision asked for is not what serves the source: it never deployed, the source has
 * moved on (a newer revision serves it), or it was rolled back (what serves redeploys an older
 * revision's source, or is older itself).
 */
async function notServing(ctx, deployment, revision, active) {
    const named = (0,untrusted/* clip */.$Q)(deployment.name ?? deployment.id, 128);
    const status = (0,untrusted/* excerpt */.Kb)(revision.status, 40, ctx.redact);
    const leave = 'leave from_revision_id empty to promote what serves it now';
    if (!active)
        return refused('No active revision', `Deployment ${named} (the source) has no active revision: revision ${revision.id} is ${status} and serves nothing. Deploy it first, then promote.`);
    const serving = await ctx.cp.getRevision(deployment.id, active);
    const now = `revision ${serving.id}${commitWords(serving)} serves it now`;
    if (revision.status !== 'DEPLOYED')
        return refused('Revision never served', `Revision ${revision.id} of ${named} is ${status}: it never served, so its checks proved nothing; ${now}. Check from_revision_id, or ${leave}.`);
    const { resources } = await ctx.cp.listRevisions(deployment.id, { limit: REVISIONS_READ });
    const why = whyNotActive(revision, serving, resources);
    return refused(why === 'moved on' ? 'Source moved on' : 'Source rolled back', why === 'moved on'
        ? `${named} has moved on since revision ${revision.id}: ${now}, made after it. What was proved there is not what serves ${named} any more. Promote the newer revision once its own checks passed (${leave}).`
        : `${named} was rolled back from revision ${revision.id}: ${now}, which goes back to an earlier revision's build. A revision that was rolled back is not promoted; deploy ${named} again, then promote (or ${leave}).`);
}
/**
 * Whether a source whose active revision is not `wanted` moved on (a newer revision of other code
 * serves) or was rolled back: what serves is older than `wanted`, or a newer revision that builds
 * what a revision older than `wanted` built (a redeploy of it). `listed`: the newest revisions,
 * newest first.
 */
function whyNotActive(wanted, serving, listed) {
    const at = listed.findIndex((r) => r.id === wanted.id);
    const servingAt = listed.findIndex((r) => r.id === serving.id);
    if (at >= 0 && servingAt > at)
        return 'rolled back';
    if (at < 0 &&
        servingAt < 0 &&
        serving.created_at &&
        wanted.created_at &&
        serving.created_at < wanted.created_at)
        return 'rolled back';
    const builds = identityOf(serving);
    const older = at >= 0 ? listed.slice(at + 1) : [];
    const restores = older.some((r) => sameSource(identityOf(r), builds) === true);
    return restores && sameSource(identityOf(wanted), builds) !== true ? 'rolled back' : 'moved on';
}
/** " (commit abc1234)", or nothing when the revision names none. */
function commitWords(revision) {
    const commit = revision.source_revision_config?.repo_commit_sha;
    return commit ? ` (commit ${(0,commit_sha/* shortSha */.Fu)(commit)})` : '';
}
/** A promote refused before anything is written: the title, and what to do, said to be so. */
function refused(title, message) {
    return new errors/* ActionError */.lZ({ title, message: `${message} Nothing was written.` });
}

;// CONCATENATED MODULE: ./src/promote/promote-plan.ts









/**
 * What a promote would do, line by line, for a dry run: what is promoted and from where, the
 * request, and what would be checked once it deployed. Secret values never appear.
 */
function promotePlan(ctx, target, source, proof, secrets) {
    const { inputs, state } = ctx;
    const p = state.promotion;
    const from = `revision ${source.revision.id} of ${source.named}`;
    const patch = (0,client/* requestLine */.uA)('patch-deployment', { deployment_id: target.id });
    const config = Object.entries(proof.config)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    const to = `deployment ${target.id} (${target.name ?? inputs.target.name})`;
    const what = {
        github: () => [
            `Promote commit ${(0,commit_sha/* shortSha */.Fu)(p.commit)} (${from}) to ${to}: ${patch} with ${config}. The platform rebuilds that commit: the same code, a new build.`,
        ],
        internal_source: () => [
            ...archivePlan(proof.upload),
            `Promote commit ${(0,commit_sha/* shortSha */.Fu)(p.commit)}, the archive whose tar has SHA-256 ${p.archiveDigest} (${from}) to ${to}: ask for an upload URL, upload the same archive, and ${patch} with it (${config}). The platform rebuilds it: the same files, a new build.`,
        ],
        external_docker: () => [
            `Promote image ${p.imageUri} (${from}) to ${to}: ${patch} with it. The same bytes run.`,
        ],
    };
    const lines = what[proof.kind]();
    lines.push(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
    lines.push(`Then wait for the revision (timeout ${(0,duration/* formatDuration */.a3)(inputs.wait.timeoutMs)}).`);
    if (proof.kind === 'github')
        lines.push(`Then check it built commit ${(0,commit_sha/* shortSha */.Fu)(p.commit)} (another commit fails the promote).`);
    if (inputs.smoke.enabled)
        lines.push(`Then smoke-test it: ${inputs.smoke.checks.map(by_name/* smokeCheckLabel */.s).join('; ')}.`);
    const previous = state.serving.previous;
    const restorable = previous && (previous.status === undefined || previous.status === 'DEPLOYED');
    if (inputs.checks) {
        const assistantId = inputs.checks.assistantId ?? inputs.smoke.assistantId;
        const baseline = inputs.checks.baseline && restorable ? describeRevision(previous) : undefined;
        lines.push(`Then ${(0,cases_not_run/* checksPlan */.jw)(inputs.checks, inputs.smoke.url, assistantId, { lead: 'run', baseline })}`);
    }
    if (inputs.rollback.onFailure)
        lines.push(restorable
            ? `If it fails its checks: roll back to revision ${describeRevision(previous)}, which serves now (rollback_on_failure).`
            : 'rollback_on_failure: nothing to roll back to (no revision that deployed serves the target).');
    return [...lines, ...githubPlan(inputs)];
}

;// CONCATENATED MODULE: ./src/github/git-refs.ts




const PERMISSION = 'contents: read';
/**
 * The commit tag `tag` points at, as GitHub's git refs say: a lightweight tag names it, an
 * annotated tag names a tag object, read in turn (at most TAG_PEELS_MAX of them).
 */
async function tagCommit(api, repository, tag) {
    const shown = (0,untrusted/* clip */.$Q)(tag, policy/* SHOWN_REF_CHARS */.O7);
    return git_refs_asked(api, async () => {
        const { data } = await api.octokit.rest.git.getRef({ ...repository, ref: `tags/${tag}` });
        // The ref asked for, not another (a redirect, a cache, a proxy): its object is what the tag names.
        if (data?.ref !== `refs/tags/${tag}`)
            return { why: `GitHub's answer for tag ${shown} is about another ref` };
        let object = objectOf(data);
        for (let peels = 0; object?.type === 'tag' && peels < policy/* TAG_PEELS_MAX */.Sp; peels++) {
            const asked = object.sha;
            const { data: annotated } = await api.octokit.rest.git.getTag({ ...repository, tag_sha: asked });
            if ((0,github_env/* commitSha */.mJ)(annotated?.sha) !== asked)
                return { why: `GitHub's answer for tag object ${asked} of tag ${shown} is about another object` };
            object = objectOf(annotated);
        }
        if (object?.type === 'commit')
            return { commit: object.sha };
        return {
            why: `GitHub's answer for tag ${shown} names no commit${object?.type === 'tag' ? ` within ${policy/* TAG_PEELS_MAX */.Sp} tag objects` : ''}`,
        };
    });
}
/** The commit branch `branch` points at now, as GitHub says. */
async function branchHead(api, repository, branch) {
    const shown = (0,untrusted/* clip */.$Q)(branch, policy/* SHOWN_REF_CHARS */.O7);
    return git_refs_asked(api, async () => {
        const { data } = await api.octokit.rest.repos.getBranch({ ...repository, branch });
        // GitHub answers for a renamed branch with its new name's (a redirect): the platform, asked
        // for the old name, would not build that branch.
        const name = data?.name;
        if (name !== branch)
            return {
                why: `GitHub answered for ${typeof name === 'string' ? `branch ${(0,untrusted/* clip */.$Q)((0,untrusted/* printable */.g$)(name), policy/* SHOWN_REF_CHARS */.O7)}` : 'no branch'}, not branch ${shown} (was it renamed?)`,
            };
        const sha = (0,github_env/* commitSha */.mJ)(data?.commit?.sha);
        return sha ? { commit: sha } : { why: `GitHub's answer for branch ${shown} names no commit` };
    });
}
/** The object a ref or a tag object points at, when the reply says it in GitHub's form. */
function objectOf(data) {
    const object = data?.object;
    const sha = (0,github_env/* commitSha */.mJ)(object?.sha);
    return sha && typeof object?.type === 'string' ? { type: object.type, sha } : undefined;
}
/** GitHub's answer, a 404 as no such ref, any other failure as why (naming the permission). */
async function git_refs_asked(api, ask) {
    try {
        return await ask();
    }
    catch (error) {
        if (error.status === 404)
            return { missing: true };
        return { why: gitHubFailure(error, PERMISSION, api.redact) };
    }
}

;// CONCATENATED MODULE: ./src/promote/proof.ts









/** How each kind is said, and why internal_docker cannot be promoted. */
const KINDS = {
    github: 'builds from a GitHub repository',
    internal_source: 'is built from uploaded source',
    external_docker: 'runs an image from your registry',
};
/** An image pinned by its digest: `name@sha256:<64 hex>`; a tag can move. */
const PINNED = /@sha256:[0-9a-f]{64}$/;
/** A ref as git allows one (no control, space or `~^:?*[\`, no `..`, `//` or `@{`). */
const REF = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!\/)[^\s~^:?*[\\\x00-\x1f\x7f]+(?<![/.])$/;
/**
 * Before anything is written: the target is another deployment, of the source's kind (GitHub,
 * upload, or image — internal_docker cannot be moved by the public API), of the same repository
 * for a GitHub source; a difference in how each is built or sized is warned about.
 */
function checkPair(ctx, target, source) {
    const own = source.deployment.source ?? '';
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const targetNamed = (0,untrusted/* clip */.$Q)(target.name ?? target.id, 128);
    if (target.id === source.deployment.id)
        throw refused('Target is the source', `from names deployment ${named}, which is the deployment promoted to: promote takes a revision from another deployment (staging) to this one. Check from and name (or their ids).`);
    if (own === 'internal_docker')
        throw refused('Source cannot be promoted', `Deployment ${named} runs an image pushed by LangSmith's deploy clients (source internal_docker): the public API cannot give another deployment that image, so it cannot be promoted. Deploy the target with the client that built it, or deploy ${named} from github, upload or external_docker.`);
    if (!Object.hasOwn(KINDS, own))
        throw refused('Source cannot be promoted', `Deployment ${named} has source ${(0,untrusted/* clip */.$Q)(own || '(none)', 64)}, which this action does not promote (github, internal_source, external_docker).`);
    const kind = own;
    if (target.source !== kind)
        throw refused('Target of another kind', `Deployment ${targetNamed} ${Object.hasOwn(KINDS, target.source ?? '') ? KINDS[target.source] : `has source ${(0,untrusted/* clip */.$Q)(target.source ?? '(none)', 64)}`}, and ${named} ${KINDS[kind]}: a promote gives a deployment a revision of its own kind. Promote to a deployment with source ${kind}, or deploy it with command: deploy.`);
    if (kind === 'github') {
        const [from, to] = [repoUrl(source.deployment), repoUrl(target)];
        if (!from || !to || normalizeRepoUrl(from) !== normalizeRepoUrl(to))
            throw refused('Repository differs', `Deployment ${targetNamed} builds ${to ?? 'a repository the control plane does not name'}, and ${named} ${from ?? 'a repository the control plane does not name'}: the promoted ref is built from the target's repository, fixed when it was created, so they must be the same. Promote to a deployment of that repository.`);
    }
    warnIfBuiltOtherwise(ctx, target, source);
    return kind;
}
/** The target builds and runs the promoted revision with its own commands and type: said when they differ. */
function warnIfBuiltOtherwise(ctx, target, source) {
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const targetNamed = (0,untrusted/* clip */.$Q)(target.name ?? target.id, 128);
    for (const field of ['install_command', 'build_command', 'deployment_type']) {
        const [here, there] = [
            target.source_config?.[field] ?? '',
            source.deployment.source_config?.[field] ?? '',
        ];
        if (here !== there)
            ctx.log.warning(`Deployment ${targetNamed} has ${field} ${here ? `"${(0,untrusted/* clip */.$Q)(here, 200)}"` : '(none)'}, and ${named} ${there ? `"${(0,untrusted/* clip */.$Q)(there, 200)}"` : '(none)'}: the promoted revision is built or run with the target's. Set the same in LangSmith if the build must match.`, 'Deployments differ');
    }
}
/**
 * What the source revision proved, checked before anything is written, by kind: a commit GitHub
 * still finds at the ref the platform will build; an archive of the checkout that is the one the
 * source's deploy uploaded (commit and SHA-256, from its GitHub Deployment); an image pinned by
 * its digest. Recorded in `promoted_from` as it is learned.
 */
async function prove(ctx, kind, source) {
    if (kind === 'github')
        return proveGitHub(ctx, source);
    if (kind === 'internal_source')
        return proveUpload(ctx, source);
    return proveImage(ctx, source);
}
/**
 * The platform builds branches and tags, never a commit: the source revision's ref must be a tag
 * GitHub says points at its commit, or a branch whose head GitHub says is still that commit (a
 * push may still come before the build starts: the built commit is checked after).
 */
async function proveGitHub(ctx, source) {
    const config = source.revision.source_revision_config;
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const commit = config?.repo_commit_sha ?? undefined;
    const ref = config?.repo_ref ?? undefined;
    const configPath = config?.langgraph_config_path ?? undefined;
    note(ctx, { kind: 'github', ...(commit ? { commit } : {}), ...(ref ? { ref } : {}) });
    if (!commit)
        throw refused('Commit unknown', `The control plane names no commit for revision ${source.revision.id} of ${named} (repo_commit_sha), so what its checks passed cannot be told from another build of its ref. Deploy ${named} again, then promote.`);
    if (!ref ||
        ref.length > policy/* REPLY_FIELD_MAX_CHARS */.FF.sentBack ||
        !REF.test(ref) ||
        (ref.startsWith('refs/') && !/^refs\/(heads|tags)\//.test(ref)))
        throw refused('Ref unknown', `Revision ${source.revision.id} of ${named} names ${ref ? `ref ${(0,untrusted/* clip */.$Q)(ref, 200)}, neither a branch nor a tag` : 'no ref (repo_ref)'}: the platform builds a branch or a tag, so there is nothing to build the target from.`);
    if (!configPath)
        throw refused('Config path unknown', `Revision ${source.revision.id} of ${named} names no langgraph_config_path, which the target's revision must build with.`);
    const repository = onThisServer(ctx, repoUrl(source.deployment) ?? '');
    if (!repository)
        throw refused('Repository not on this GitHub', `${named} builds ${(0,untrusted/* clip */.$Q)(repoUrl(source.deployment) ?? 'a repository the control plane does not name', 200)}, which is not a repository of ${ctx.inputs.workflow.serverUrl}: GitHub cannot be asked where ${(0,untrusted/* clip */.$Q)(ref, 200)} points. Deploy ${named} with source: upload to promote the same files.`);
    await refStillAt(ctx, source, repository, { ref, commit });
    return {
        kind: 'github',
        config: { repo_ref: ref, graph_config_path: configPath, langgraph_config_path: configPath },
    };
}
/**
 * GitHub says `ref` (a tag, or a branch) of `repository` points at `commit` now: the
 * target, which builds the ref, builds the commit the source's checks passed.
 */
async function refStillAt(ctx, source, repository, { ref, commit }) {
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const api = await gitHubFor(ctx, 'a GitHub source: GitHub says where its ref points (contents: read)');
    const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : undefined;
    const branch = tag === undefined ? ref.replace(/^refs\/heads\//, '') : undefined;
    const where = tag !== undefined ? `tag ${(0,untrusted/* clip */.$Q)(tag, policy/* SHOWN_REF_CHARS */.O7)}` : `branch ${(0,untrusted/* clip */.$Q)(branch, policy/* SHOWN_REF_CHARS */.O7)}`;
    const answer = tag !== undefined ? await tagCommit(api, repository, tag) : await branchHead(api, repository, branch);
    const fix = `Deploy ${named} from a tag (repo_ref: refs/tags/…), or with source: upload, to promote exactly what it ran.`;
    if ('why' in answer)
        throw refused('Ref not checked', `GitHub could not say where ${where} of ${repository.owner}/${repository.repo} points: ${answer.why}. The promote needs it to know the target builds commit ${(0,commit_sha/* shortSha */.Fu)(commit)}.`);
    if ('missing' in answer)
        throw refused('Ref not found', `GitHub knows no ${where} in ${repository.owner}/${repository.repo} (or github_token cannot read the repository: contents: read), which ${named}'s revision ${source.revision.id} built commit ${(0,commit_sha/* shortSha */.Fu)(commit)} from. ${fix}`);
    if (!(0,commit_sha/* sameCommit */.Kd)(answer.commit, commit))
        throw refused(tag !== undefined ? 'Tag moved' : 'Branch moved', `${where} of ${repository.owner}/${repository.repo} points at commit ${(0,commit_sha/* shortSha */.Fu)(answer.commit)} now, not at commit ${(0,commit_sha/* shortSha */.Fu)(commit)}, which ${named}'s revision ${source.revision.id} built and its checks passed: the target would build other code. ${fix}`);
    // The control plane may name a commit by its first digits: GitHub's whole commit is what is
    // promoted (`promoted_from`), and what the target's build is checked against.
    note(ctx, { commit: answer.commit });
    if (branch !== undefined)
        ctx.log.notice(`${named} built commit ${(0,commit_sha/* shortSha */.Fu)(commit)} from ${where}, whose head GitHub says is still that commit: the target builds the branch, and a push before its build starts would be built instead. The built commit is checked once deployed (a different one fails the promote, and rolls back with rollback_on_failure). Deploy ${named} from a tag to close that gap.`, 'Promoting a branch');
    else
        ctx.log.info(`GitHub says ${where} points at commit ${(0,commit_sha/* shortSha */.Fu)(commit)}, the commit ${named} built.`);
}
/**
 * The platform keeps no commit for an upload: the source's deploy recorded its commit and the
 * archive's SHA-256 in its GitHub Deployment (`from_github_environment`). The checkout is archived
 * again, exactly as that deploy archived it, and must be the same commit and the same bytes.
 */
async function proveUpload(ctx, source) {
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    note(ctx, { kind: 'internal_source' });
    const environment = ctx.inputs.promotion.githubEnvironment;
    if (!environment)
        throw refused('Source environment required', `${named} is built from uploaded source, whose commit and archive the control plane does not keep: its deploy recorded them in its GitHub Deployment. Set from_github_environment to the github_environment ${named} is deployed with.`);
    const api = await gitHubFor(ctx, 'an uploaded source: its commit and archive are read from its GitHub Deployment (deployments: read)');
    const found = await recordedCommit(api, environment, source.deployment.id, source.revision.id);
    if ('why' in found)
        throw refused('Upload not recorded', `The commit and archive of ${named}'s revision ${source.revision.id} are unknown: ${found.why}. Check from_github_environment, or deploy ${named} again with github_environment set, then promote.`);
    const commit = found.record.commit ?? found.commit;
    const digest = found.record.archiveDigest;
    note(ctx, { commit, ...(digest ? { archiveDigest: digest } : {}) });
    if (!digest)
        throw refused('Archive digest unknown', `The GitHub Deployment of ${named}'s revision ${source.revision.id} records commit ${(0,commit_sha/* shortSha */.Fu)(commit)} but not the archive's SHA-256 (an older version of this action deployed it), so the files cannot be proved the same. Deploy ${named} again, then promote.`);
    const configPath = found.record.configPath ?? source.revision.source_revision_config?.langgraph_config_path;
    const upload = await prepareSource(ctx, configPath ?? undefined);
    provedSame(source, upload, { commit, digest });
    ctx.log.info(`The archive is the one ${named}'s revision ${source.revision.id} was built from: commit ${(0,commit_sha/* shortSha */.Fu)(commit)}, SHA-256 ${digest} (of the uncompressed tar).`);
    const sourceConfigPath = source.revision.source_revision_config?.langgraph_config_path;
    return {
        kind: 'internal_source',
        config: { langgraph_config_path: sourceConfigPath ?? upload.configPath },
        upload,
    };
}
/**
 * The checkout's archive is the source's: the commit it was uploaded from, and the same SHA-256 of
 * the uncompressed tar. Otherwise the archive is let go and the promote refused.
 */
function provedSame(source, upload, { commit, digest }) {
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const checkedOut = upload.commit;
    if (!checkedOut || !(0,commit_sha/* sameCommit */.Kd)(checkedOut, commit)) {
        upload.archive.dispose();
        throw refused('Other commit checked out', `The workspace is ${checkedOut ? `at commit ${(0,commit_sha/* shortSha */.Fu)(checkedOut)}` : 'at no commit this action can read'}, and ${named}'s revision ${source.revision.id} was uploaded from commit ${(0,commit_sha/* shortSha */.Fu)(commit)}. Check out that commit (the staging job's commit_sha output: actions/checkout with ref), then promote.`);
    }
    if (upload.archive.tarSha256 !== digest) {
        upload.archive.dispose();
        throw refused('Archive differs', `The archive of the checkout (commit ${(0,commit_sha/* shortSha */.Fu)(commit)}) has SHA-256 ${upload.archive.tarSha256}, and the one ${named} was built from ${digest}: the same commit, other files (something an earlier step generated or changed, other ignore rules, or another config path). Promote from a job that checks out and prepares the workspace as ${named}'s deploy did.`);
    }
}
/** An image promotes the same bytes only when pinned by its digest: a tag can move. */
function proveImage(ctx, source) {
    const named = (0,untrusted/* clip */.$Q)(source.named, 128);
    const image = source.revision.source_revision_config?.image_uri ?? undefined;
    note(ctx, { kind: 'external_docker', ...(image ? { imageUri: image } : {}) });
    if (!image)
        throw refused('Image unknown', `The control plane names no image (image_uri) for revision ${source.revision.id} of ${named}: nothing to promote.`);
    if (!PINNED.test(image))
        throw refused('Image not pinned', `Revision ${source.revision.id} of ${named} runs ${(0,untrusted/* clip */.$Q)(image, 300)}, an image named by a tag, which can move: the target could run other bytes than those ${named}'s checks passed. Deploy ${named} with image_uri pinned by digest (name@sha256:…), then promote.`);
    return { kind: 'external_docker', config: { image_uri: image } };
}
/**
 * Whether the target already serves what is promoted (recorded: `status` unchanged): a DEPLOYED
 * active revision that built the commit (GitHub), runs the image, or (an upload) whose GitHub
 * Deployment in `github_environment` records the same commit and archive; a build with the same
 * `langgraph_config_path` too. Nothing is written then.
 */
async function alreadyServes(ctx, target, proof) {
    const served = await servesIt(ctx, target, proof);
    if (served)
        note(ctx, { unchanged: true });
    return served;
}
async function servesIt(ctx, target, proof) {
    const active = target.active_revision_id;
    const promotion = ctx.state.promotion;
    if (!active)
        return false;
    const serving = await ctx.cp.getRevision(target.id, active);
    if (serving.status !== 'DEPLOYED')
        return false;
    const config = serving.source_revision_config;
    if (proof.kind === 'external_docker')
        return config?.image_uri === promotion.imageUri;
    // The same commit built with another config (another graph of a monorepo) is another agent.
    if (config?.langgraph_config_path !== proof.config.langgraph_config_path)
        return false;
    if (proof.kind === 'github')
        return !!config?.repo_commit_sha && (0,commit_sha/* sameCommit */.Kd)(config.repo_commit_sha, promotion.commit);
    const environment = ctx.inputs.github.environment;
    if (!environment || !ctx.inputs.github.token)
        return false;
    const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
    if ('why' in api)
        return false;
    const found = await recordedCommit(api, environment, target.id, active);
    return (!('why' in found) &&
        found.record.archiveDigest === promotion.archiveDigest &&
        (0,commit_sha/* sameCommit */.Kd)(found.record.commit ?? found.commit, promotion.commit));
}
/** What the promote learned of its source, as it learns it (`promoted_from`). */
function note(ctx, facts) {
    Object.assign(ctx.state.promotion, facts);
}
/** The deployment's repository, as its `source_config` names it. */
function repoUrl(d) {
    return d.source_config?.repo_url ?? undefined;
}
/** `owner/repo` of a repository URL on the workflow's GitHub server, or undefined. */
function onThisServer(ctx, url) {
    if (!URL.canParse(url))
        return undefined;
    const parsed = new URL(url);
    const server = new URL(ctx.inputs.workflow.serverUrl);
    const parts = /^\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(parsed.pathname);
    if (parsed.host.toLowerCase() !== server.host.toLowerCase() || !parts)
        return undefined;
    return { owner: parts[1], repo: parts[2] };
}
/** GitHub's API, which this source needs (`why`): none is refused before anything is written. */
async function gitHubFor(ctx, why) {
    const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
    if (!('why' in api))
        return api;
    throw refused('GitHub needed', `A promote of ${why}, and GitHub's API cannot be used: ${api.why}. Give the step github_token (the default, \${{ github.token }}) and run it in a GitHub Actions workflow.`);
}

;// CONCATENATED MODULE: ./src/commands/promote.ts





















/**
 * `command: promote`: deploy to an existing deployment what another one proved — its revision
 * that serves it, checked before anything is written (the commit GitHub still finds at its ref,
 * the same archive built again from the checkout, an image pinned by digest) — then gate the
 * target's new revision as a deploy does: its built commit, the smoke test, the agent checks,
 * rolling back to what served before on a failure when asked.
 */
async function promoteCommand(ctx) {
    const { state, inputs, log } = ctx;
    noteAction(state, 'promote');
    const source = await findSource(ctx);
    const target = await log.group(`Find deployment ${targetWords(inputs.target)}`, () => promotionTarget(ctx));
    const kind = checkPair(ctx, target, source);
    const proof = await prove(ctx, kind, source);
    try {
        if (await alreadyServes(ctx, target, proof)) {
            log.info(`Deployment ${(0,untrusted/* clip */.$Q)(target.name ?? target.id, 128)} already serves ${promotedWhat(ctx)} (revision ${target.active_revision_id}): nothing to promote, nothing was written.`);
            // Values are never read back, so secrets given cannot be told to be the target's already.
            if (inputs.deployment.secrets)
                log.warning(`secrets was not sent: ${(0,untrusted/* clip */.$Q)(target.name ?? target.id, 128)} already serves what is promoted, so no revision was made to carry them, and the deployment keeps the secrets it has. Change them in LangSmith, or with command: deploy.`, 'Secrets not sent');
            return;
        }
        // Before any write: an update that would delete secrets it was not told about is refused.
        const secrets = secretChanges(inputs.deployment, target, inputs.controlPlane.selfHosted, ctx.redact);
        if (inputs.dryRun)
            return reportDryRun(ctx, promotePlan(ctx, target, source, proof, secrets));
        log.info(`Secrets: ${describeSecretChanges(secrets, ctx.redact)}.`);
        await promote(ctx, target, source, proof);
    }
    finally {
        proof.upload?.archive.dispose();
    }
}
/** The deployment promoted to: it must exist (a promote never creates one); what serves it is read. */
async function promotionTarget(ctx) {
    const { inputs, state, log } = ctx;
    const found = await findTarget(ctx, inputs.target);
    if (!found)
        throw refused('Deployment not found', `${missingWords(inputs.target).none} to promote to: a promote never creates one. Create it once with ${(0,front_end/* commandWords */.Bl)(inputs.frontEnd, 'deploy')}, then promote to it.`);
    recordDeployment(state, found, inputs.target.name);
    if (found.active_revision_id)
        notePreviousRevision(state, await revisionWithCommit(ctx, found.active_revision_id));
    log.info(`Found deployment ${found.id}.`);
    return found;
}
/** The write, then the gate: as a deploy's update, with the promoted commit checked first. */
async function promote(ctx, target, source, proof) {
    const { state, log, inputs } = ctx;
    const promotion = state.promotion;
    if (proof.kind === 'internal_source')
        noteRevision(state.revision, { commitSha: promotion.commit });
    try {
        await judgeBaseline(ctx);
        const revisionId = await log.group(`Promote to ${(0,untrusted/* clip */.$Q)(target.name ?? target.id, 128)}`, async () => {
            const config = proof.upload
                ? { ...proof.config, source_tarball_path: await uploadArchive(ctx, target.id, proof.upload.archive) }
                : proof.config;
            log.info(`Updating deployment ${target.id} with ${promotedWhat(ctx)} from revision ${source.revision.id} of ${(0,untrusted/* clip */.$Q)(source.named, 128)}; this makes a new revision.`);
            return patchForRevision(ctx, target, promoteRequest(proof.kind, config, inputs.deployment));
        });
        noteRevision(state.revision, { id: revisionId });
        log.info(`Revision ${revisionId} of deployment ${target.id}`);
        ctx.notify('revision');
        if (proof.kind === 'internal_source')
            ctx.notify('commit');
        await followRevision(ctx, target.id, revisionId);
        if (proof.kind === 'github')
            await judgePromotedCommit(ctx, promotion.commit);
        if (readyToJudge(ctx))
            await verifyServing(ctx, `revision ${state.revision.id}`, true);
        await sameImageVersion(ctx, target, source).catch((error) => {
            if (error instanceof errors/* CancelledError */.cc)
                throw error;
        });
    }
    catch (error) {
        if (error instanceof errors/* DeadlineError */.j3 && state.revision.id && inputs.rollback.onFailure && !state.rollback)
            noteNoRollbackOnTimeout(state);
        throw error;
    }
    finally {
        await readServing(ctx).catch(() => undefined);
    }
}
/**
 * A rebuilt commit or archive is a new image: the target may run another image version than the
 * source (the platform's own base image moved between the builds). Said, never failed.
 */
async function sameImageVersion(ctx, target, source) {
    if (ctx.state.revision.status !== 'DEPLOYED')
        return;
    const [now, theirs] = await Promise.all([
        ctx.cp.getDeployment(target.id),
        ctx.cp.getDeployment(source.deployment.id),
    ]);
    const [mine, sources] = [now.image_version, theirs.image_version];
    if (mine && sources && mine !== sources)
        ctx.log.warning(`Deployment ${(0,untrusted/* clip */.$Q)(target.name ?? target.id, 128)} runs image version ${(0,untrusted/* clip */.$Q)(mine, 200)} after the build, and ${(0,untrusted/* clip */.$Q)(source.named, 128)} ${(0,untrusted/* clip */.$Q)(sources, 200)}: the promoted ${ctx.state.promotion.imageUri ? 'image' : 'code'} runs on another version of the platform's image.`, 'Image version differs');
}
/** "commit abc1234", "commit abc1234 (archive SHA-256 …)", or the image. */
function promotedWhat(ctx) {
    const p = ctx.state.promotion;
    if (p.imageUri)
        return `image ${(0,untrusted/* clip */.$Q)(p.imageUri, 300)}`;
    return `commit ${(0,commit_sha/* shortSha */.Fu)(p.commit ?? '')}${p.archiveDigest ? ` (archive SHA-256 ${p.archiveDigest})` : ''}`;
}

// EXTERNAL MODULE: ./src/inputs/deployment-name.ts
var deployment_name = __webpack_require__(1188);
;// CONCATENATED MODULE: ./src/deploy/list-previews.ts



/** A pull request's number as GitHub writes it: no sign, no leading zero. */
const NUMBER = new RegExp(`^[1-9][0-9]{0,${deployment_name/* PR_NUMBER_DIGITS */.WI - 1}}$`);
/**
 * The number of the pull request a deployment is the preview of: its name is `<prefix>` and then
 * the number, nothing before or after (`my-agent-pr-12`; not `my-agent-pr-12-old`, not
 * `my-agent-pr-012`, not `x-my-agent-pr-12`). Anything else is not a preview.
 */
function previewNumber(name, prefix) {
    if (!name.startsWith(prefix))
        return undefined;
    const digits = name.slice(prefix.length);
    return NUMBER.test(digits) ? Number(digits) : undefined;
}
/**
 * Every deployment named `<prefix><number>`, exactly as the control plane sent the name, in the
 * order of their numbers, from the whole list of deployments whose names contain the prefix
 * (`others`: those that are not previews, a name that is one only once cleaned among them;
 * `platformPreviews`: the platform's own Preview builds named so, which are not ours). `end` says
 * whether that list was read whole (`end`) or cut short (a server that ignores `offset`, too many).
 */
async function listPreviews(cp, prefix) {
    const previews = [];
    let others = 0;
    let platformPreviews = 0;
    const search = await (0,paging/* searchPages */.n)(async (page) => (await cp.listDeployments({ nameContains: prefix, ...page })).resources, (d) => {
        // A name that is `<prefix><number>` only once cleaned is not a preview's (find.ts).
        const name = exactName(d);
        const number = name === undefined ? undefined : previewNumber(name, prefix);
        if (name === undefined || number === undefined)
            others++;
        else if (!isNamed(d, name))
            platformPreviews++;
        else
            previews.push({ name, id: d.id, number });
        return undefined;
    });
    previews.sort((a, b) => a.number - b.number);
    return { previews, others, platformPreviews, end: 'end' in search ? search.end : 'end' };
}

;// CONCATENATED MODULE: ./src/github/pulls.ts
/**
 * The state of pull request `number` of the run's repository (GitHub's REST pulls API; needs
 * `pull-requests: read`). GitHub's answer is checked: one about another pull request (its
 * `number` not the one asked for) or with a state that is neither `open` nor `closed` is an
 * error, never taken for closed. Other refusals are thrown as Octokit's errors (with `status`).
 */
async function pullRequestState(api, number) {
    let reply;
    try {
        const { data } = await api.octokit.rest.pulls.get({
            owner: api.run.owner,
            repo: api.run.repo,
            pull_number: number,
        });
        reply = data;
    }
    catch (error) {
        if (error.status === 404)
            return 'unknown';
        throw error;
    }
    const about = reply?.number;
    if (about !== number)
        throw new Error(`${Number.isSafeInteger(about) ? `the answer is about #${String(about)}, not #${number}` : 'the answer names no pull request number'} (a malformed answer)`);
    const state = reply?.state;
    if (state === 'open' || state === 'closed')
        return state;
    throw new Error(`GitHub answered pull request #${number} with a state that is neither open nor closed`);
}

// EXTERNAL MODULE: ./src/run/prune-state.ts
var prune_state = __webpack_require__(3101);
;// CONCATENATED MODULE: ./src/report/gate-words.ts










/*
 * The gate in words: what a smoke test or agent checks that did not pass say of a revision, why
 * nothing was rolled back, and how a rollback ended — from the facts the gate recorded. The one
 * place these sentences are made; the summary, the PR comment, GitHub Deployments and the
 * failure message all take theirs from here.
 */
/** "failed its smoke test", "failed its agent checks". */
function failedIts(cause) {
    return `failed its ${run_state/* GATE_NAMES */.rn[cause]}`;
}
/** Which part of a revision's gate did not pass: its built commit, its smoke test, else its agent checks. */
function gateCause(judged) {
    if (judged.builtCommit)
        return 'commit';
    if (judged.smoke && judged.smoke.result !== 'passed')
        return 'smoke';
    if (judged.checks && judged.checks.result !== 'passed')
        return 'checks';
    return undefined;
}
/**
 * What a gate that did not pass says of the revision, or undefined when it passed: a smoke test by
 * what its failure was, agent checks by how many cases failed, else how many were not judged.
 */
function gateSaid(judged, subject) {
    const { smoke, checks } = judged;
    const cause = gateCause(judged);
    if (cause === 'commit')
        return builtCommitSaid(judged.builtCommit, subject);
    if (cause === 'smoke' && smoke.blame === 'setup')
        return `the smoke test could not judge ${subject} (the server was not reached, refused the key, or does not know the assistant)`;
    if (cause === 'smoke' && smoke.blame === 'time')
        return `${subject} was not fully smoke-tested: timeout cut the smoke test short`;
    if (cause === 'smoke')
        return `${subject} failed its smoke test`;
    if (cause !== 'checks')
        return undefined;
    const count = (result) => checks.cases.filter((c) => c.result === result).length;
    const total = checks.cases.length;
    if (count('failed'))
        return `${subject} failed ${count('failed')} of ${total} agent checks`;
    return `the agent checks could not judge ${count('not-judged')} of ${total} cases of ${subject}`;
}
/** The cases that did not pass, one per line with the first thing that failed. */
function checksFailure(checks) {
    if (checks.detail)
        return checks.detail;
    const bad = checks.cases.filter((c) => c.result !== 'passed');
    const failed = bad.filter((c) => c.result === 'failed').length;
    const head = failed === bad.length
        ? `${failed} of ${checks.cases.length} agent check cases failed`
        : `${bad.length} of ${checks.cases.length} agent check cases did not pass (${failed} failed, ${bad.length - failed} not judged)`;
    return `${head}:\n${bad.map((c) => `  - ${caseFailure(c)}`).join('\n')}`;
}
/**
 * Failures the gate only warns of, said once: with `checks_fail_on: never` every case that did not
 * pass; with `regression` the failures that are none (a case not judged fails that gate). Nothing
 * unless the run's agent checks passed with such failures (a cancelled run's never came to a verdict).
 */
function checksWarning(state, failOn) {
    const checks = state.gate.checks;
    if (!checks || !failOn || state.failure?.stopped === 'cancelled')
        return undefined;
    const verdict = checksVerdict(checks, failOn);
    if (verdict.kind !== 'passed' || !verdict.warned)
        return undefined;
    const of = `of ${checks.cases.length} agent check cases`;
    const count = (which) => checks.cases.filter(which).length;
    const message = failOn === 'regression'
        ? `${count((c) => c.result === 'failed')} ${of} failed${noRegression(checks.cases, Boolean(state.gate.baseline))}; checks_fail_on is regression, so the job goes on.`
        : `${count((c) => c.result !== 'passed')} ${of} did not pass; checks_fail_on is never, so the job goes on.`;
    return { title: 'Agent checks did not pass', message };
}
/**
 * Why the failed cases are no regression: none ran before, none passed before, or — for a case
 * the baseline did not judge — whether it regressed is not known.
 */
function noRegression(cases, baseline) {
    if (!baseline)
        return ', none of them a regression (no baseline ran to compare with)';
    const failed = cases.filter((c) => c.result === 'failed');
    const unknown = failed.filter((c) => c.before !== 'failed').length;
    const known = failed.length - unknown;
    if (!unknown)
        return ', none of them a regression (none passed on the baseline)';
    const them = unknown === 1 ? 'it' : 'them';
    const whether = unknown === 1 ? 'it is a regression' : 'they are regressions';
    return known
        ? `: ${known} failed on the baseline too (no regression); whether the other ${unknown === 1 ? 'one is a regression' : `${unknown} are regressions`} is unknown: the baseline did not judge ${them}`
        : `; whether ${whether} is unknown: the baseline did not judge ${them}`;
}
/** "refund policy (1 of 3 runs passed, 2 needed): contains "30 days": not found: …" */
function caseFailure(c) {
    const runs = c.runs > 1 ? ` (${c.passes} of ${c.runs} runs passed, ${c.min_passes} needed)` : '';
    const judged = c.result === 'not-judged' ? ' [not judged]' : c.regression ? ' [regression]' : '';
    return `${c.name}${judged}${runs}: ${c.failure ?? 'not passed'}`;
}
/** A promote's revision that built another commit than the one promoted, or one nobody named. */
function builtCommitSaid(facts, subject) {
    const expected = (0,commit_sha/* shortSha */.Fu)(facts.expected);
    return facts.built
        ? `${subject} built commit ${(0,commit_sha/* shortSha */.Fu)(facts.built)}${facts.ref ? ` of ${facts.ref}` : ''}, not commit ${expected}, which was promoted (the ref moved before the build started)`
        : `the control plane did not say which commit ${subject} built, so it cannot be told from commit ${expected}, which was promoted`;
}
/** What failed in a revision's gate, in words: the built commit, the smoke test's failures or the cases'. */
function gateFailure(judged) {
    const cause = gateCause(judged);
    if (cause === 'commit')
        return `${(0,untrusted/* ended */.v6)(builtCommitSaid(judged.builtCommit, 'It'))}`;
    if (cause === 'smoke')
        return (0,smoke_report/* smokeFailure */.cR)(judged.smoke);
    if (cause === 'checks')
        return checksFailure(judged.checks);
    return 'it did not pass';
}
/** A revision that did not pass its gate: its title and what failed. */
function gateFailedWords(error, state) {
    const smoke = error.failed === 'smoke';
    const title = error.failed === 'commit'
        ? error.verdict === 'failed'
            ? 'Different commit built'
            : 'Built commit unknown'
        : error.verdict === 'not-judged' && !smoke
            ? 'Agent checks not judged'
            : smoke
                ? 'Smoke test failed'
                : 'Agent checks failed';
    return { title, message: gateFailure(state.gate) };
}
/** Why a revision that did not pass was not rolled back, as the failure message ends with it. */
function noRollbackWords(state) {
    const gate = state.gate.verdict;
    if (!gate?.noRollback || !state.revision.id)
        return undefined;
    const failed = describeRevision({ id: state.revision.id, commit: state.revision.commitSha });
    const name = run_state/* GATE_NAMES */.rn[gate.cause];
    const serving = `Revision ${failed} is serving traffic although it ${gate.verdict === 'failed' ? 'failed' : 'did not pass'} its ${name}`;
    const to = state.serving.previous && `revision ${describeRevision(state.serving.previous)}`;
    const rollback = (0,front_end/* commandWords */.Bl)(state.frontEnd, 'rollback');
    switch (gate.noRollback) {
        case 'first-revision':
            return `${serving} (the deployment's first revision: nothing to roll back to).`;
        case 'nothing-served':
            return `${serving}; no earlier revision was serving, so there is nothing to roll back to.`;
        case 'not-deployed':
            return `${serving}; the revision the control plane named as serving before, ${state.serving.previous.id}, is ${state.serving.previous.status}, not one that deployed, so nothing was rolled back to it.`;
        case 'not-judged':
            if (gate.cause === 'commit')
                return `The commit revision ${failed} built is not known, so nothing was rolled back; ${to} can be restored with ${rollback}.`;
            return gate.cause === 'smoke'
                ? `The smoke test could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, or does not know the assistant), so nothing was rolled back; ${to} can be restored with ${rollback}.`
                : `The agent checks could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, does not know the assistant, or a pattern was too slow), so nothing was rolled back; ${to} can be restored with ${rollback}.`;
        case 'not-asked':
            return `${serving}: roll back with ${rollback} (to ${to}), or set ${(0,front_end/* settingWords */.YJ)(state.frontEnd, 'rollback_on_failure', 'true')} to do it automatically.`;
    }
}
/** With `rollback_on_failure`, a timeout rolls nothing back: why, for the failure message. */
function noRollbackOnTimeoutWords(state) {
    if (!state.gate.noRollbackOnTimeout || !state.revision.id)
        return undefined;
    if (state.revision.status !== 'DEPLOYED')
        return `No rollback on a timeout: revision ${state.revision.id} may still finish.`;
    const checks = state.gate.checks && !state.gate.smoke?.blame ? state.gate.checks : undefined;
    const failed = checks?.cases.filter((c) => c.result === 'failed').length ?? 0;
    if (checks && failed) {
        const to = state.serving.previous ? ` (to revision ${describeRevision(state.serving.previous)})` : '';
        return `No rollback: timeout ran out during the agent checks of revision ${state.revision.id}, leaving no time to roll back and follow the redeploy, although ${failed} of ${checks.cases.length} cases failed before that: roll back with ${(0,front_end/* commandWords */.Bl)(state.frontEnd, 'rollback')}${to}, or raise timeout.`;
    }
    return `No rollback: timeout cut the ${checks ? 'agent checks' : 'smoke test'} of revision ${state.revision.id} short, so it says nothing against the revision.`;
}
const ROLLED_BACK = {
    smoke: 'Rolled back after a failed smoke test',
    checks: 'Rolled back after failed agent checks',
    commit: 'Rolled back after another commit was built',
};
/**
 * How a rollback after a failed gate ended, from the rollback record: the whole story for the log,
 * and `why` the revision failed for the summary, whose headline tells the rest.
 */
function rollbackWords(error, state) {
    const r = state.rollback;
    const cause = r.cause ?? 'smoke';
    const failed = describeRevision(r.from);
    const failure = gateFailure(state.gate);
    const why = `\nThe ${run_state/* GATE_NAMES */.rn[cause]} of ${r.from.id}: ${failure}`;
    const summaryWhy = `The ${run_state/* GATE_NAMES */.rn[cause]} of revision ${(0,commit_sha/* shortId */.m_)(r.from.id)}: ${failure}`;
    const title = ROLLED_BACK[cause];
    const restored = `revision ${describeRevision(r.to)}${r.revision.id ? ` (as revision ${r.revision.id})` : ''}`;
    switch (error.outcome) {
        case 'restored':
            return {
                title,
                message: `Revision ${failed} ${failedIts(cause)}: rolled back to ${describeRevision(r.to)}, which is serving${r.smoke || r.checks ? ' and passes' : ''} (as revision ${r.revision.id}).${why}`,
                why: summaryWhy,
            };
        case 'restored-fails': {
            const again = gateCause(r) ?? cause;
            const what = r.failure ?? gateFailure(r);
            const too = r.verdict === 'not-judged'
                ? `could not be judged by its ${run_state/* GATE_NAMES */.rn[again]} either`
                : `fails its ${run_state/* GATE_NAMES */.rn[again]} too`;
            return {
                title,
                message: `Revision ${failed} ${failedIts(cause)} and was rolled back: ${restored} serves again, but it ${too}: ${what}${why}`,
                why: summaryWhy,
            };
        }
        case 'failed':
            return {
                title: 'Rollback failed',
                message: `Revision ${failed} ${failedIts(cause)}, and the rollback to ${restored} failed: ${r.failure}${servingNow(state.serving.active, r.failure ?? '')}${why}`,
                why: summaryWhy,
            };
        case 'stopped': {
            // The run stopped (timeout or cancellation) while the rollback went on: it keeps its stopped title,
            // and says what is under way on the server — the redeploy, which serves once it is DEPLOYED.
            const stop = error.stop;
            const stopped = stop instanceof errors/* DeadlineError */.j3
                ? {
                    title: 'Timed out',
                    message: `Timed out (timeout: ${(0,duration/* formatDuration */.a3)(stop.timeoutMs)}) ${stop.during}.`,
                }
                : { title: 'Cancelled', message: 'The workflow was cancelled.' };
            const under = r.rolledBack
                ? ` Revision ${describeRevision(r.to)} serves again (as revision ${r.revision.id}); its own ${run_state/* GATE_NAMES */.rn[r.cause ?? 'smoke']} did not finish.`
                : r.revision.id
                    ? ` Its redeploy, revision ${r.revision.id}, was ${r.revision.status ?? 'starting'}: it keeps going on the server and serves once DEPLOYED. To follow it, ${(0,front_end/* runWords */.$W)(state.frontEnd, 'status', [['deployment_id', state.target.deploymentId ?? '']])}.`
                    : state.inFlight
                        ? ' The redeploy was sent and not answered: it may be under way (it would be the deployment’s latest revision).'
                        : ' The redeploy was not sent.';
            return {
                title: stopped.title,
                stopped: stop instanceof errors/* DeadlineError */.j3 ? 'timeout' : 'cancelled',
                message: `Revision ${describeRevision(r.from)} ${failedIts(r.cause ?? 'smoke')}; ${r.rolledBack ? 'it was rolled back' : `the rollback to revision ${describeRevision(r.to)} was under way`}. ${stopped.message}${under}`,
            };
        }
    }
}
/** Why a commit problem fails the run: the rule of the input it breaks. */
function commitRuleWords(problem) {
    return problem.rule === 'deploy_retries'
        ? 'a deploy_retries retry counts only when it deploys the commit the first attempt built'
        : 'require_commit is true';
}
/** `require_commit`: the failure, saying what now serves and that nothing was undone. */
function commitRequiredWords(problem, state) {
    const own = describeRevision({ id: state.revision.id, commit: state.revision.commitSha });
    const tested = !state.gate.smoke
        ? ', not smoke-tested'
        : state.gate.smoke.result === 'passed'
            ? ' and passed its smoke test'
            : '';
    const undo = state.serving.previous
        ? `: to undo it, ${(0,front_end/* runWords */.$W)(state.frontEnd, 'rollback')} (it redeploys revision ${describeRevision(state.serving.previous)})`
        : '';
    return {
        title: problem.title,
        message: `${problem.message}
Failing because ${commitRuleWords(problem)}. Revision ${own} is ${state.revision.status ?? 'in progress'}${state.revision.status === 'DEPLOYED' ? ` and serving${tested}` : ''}; nothing was rolled back${undo}.`,
    };
}

;// CONCATENATED MODULE: ./src/report/outcome.ts






/** What a dry run would have done, by the action it planned. */
const WOULD = {
    create: 'would create',
    update: 'would update',
    rollback: 'would roll back',
    promote: 'would promote to',
    delete: 'would delete',
    status: 'would report on',
    'wait-auth': 'would wait for',
    'smoke-test': 'would smoke-test',
};
/** Failures with an icon of their own: nothing broke, the run was stopped. */
const STOPPED = { timeout: '⏱️', cancelled: '⏹️' };
/** The icon of a failure, by whether it was stopped: the summary and the PR comment use the same. */
function failureIcon(failure) {
    return failure.stopped ? STOPPED[failure.stopped] : '❌';
}
/** `wait: false`, as the user set it. */
const noWait = (state) => (0,markdown/* code */.aY)((0,front_end/* settingWords */.YJ)(state.frontEnd, 'wait', 'false'));
/** A revision as a reader recognises it: its id (or its start, `short`), and the commit it built. */
function rev(r, short = false) {
    return `${(0,markdown/* code */.aY)(short ? (0,commit_sha/* shortId */.m_)(r.id) : r.id)}${r.commit ? ` (commit ${(0,markdown/* code */.aY)((0,commit_sha/* shortSha */.Fu)(r.commit))})` : ''}`;
}
function headline(state) {
    const ending = endingOf(state);
    const name = state.target.deploymentName ?? state.target.deploymentId;
    const named = name ? (0,markdown/* code */.aY)(name) : 'the deployment';
    if (state.dryRun.plan)
        return dryRunHeadline(state, named);
    if (ending.failure) {
        const icon = failureIcon(ending.failure);
        // A title can hold a server's words (a revision or auth status): escaped like all its text.
        const title = `${(0,markdown/* text */.Qq)(ending.failure.title)}${name ? `: ${named}` : ''}`;
        if (ending.rollback && (ending.rolledBack || ending.rollback.from)) {
            // After a gate's failure, or a `command: rollback`: whether the earlier revision serves again,
            // said once, with short ids (the facts list below has them whole). The job failed, so the icon is
            // the failure's, restored or not: a good restore is told by the lede, not by a milder icon.
            const r = ending.rollback;
            const as = r.revision.id ? ` (as revision ${(0,markdown/* code */.aY)((0,commit_sha/* shortId */.m_)(r.revision.id))})` : '';
            if (ending.rolledBack) {
                // The earlier revision serves again; what its own gate found comes after.
                const said = gateSaid(r.reason === 'command' ? state.gate : r, 'it');
                const after = said ? `, but ${said}` : '';
                const lede = `${r.from ? `Revision ${rev(r.from, true)} ${failedIts(r.cause ?? 'smoke')} and was rolled back: revision` : 'Revision'} ${rev(r.to, true)} serves again${as}${after}.`;
                return { icon, title, lede };
            }
            const failed = `Revision ${rev(r.from, true)} ${failedIts(r.cause ?? 'smoke')}`;
            const lede = ending.stopped
                ? `${failed}; the rollback to revision ${rev(r.to, true)} is under way${as} and serves once it is deployed.`
                : `${failed}, and the rollback to revision ${rev(r.to, true)} failed${ending.servingSaid ? `: revision ${(0,markdown/* code */.aY)((0,commit_sha/* shortId */.m_)(ending.servingSaid))} serves` : ''}.`;
            return { icon, title, lede };
        }
        return { icon, title, lede: failedLede(state, ending) };
    }
    return (ACTION_HEADLINES[state.target.action ?? 'status']?.(state, ending, named) ??
        deployedHeadline(state, ending, named));
}
function dryRunHeadline(state, named) {
    if (state.failure)
        return {
            icon: '❌',
            title: `Dry run failed: ${(0,markdown/* text */.Qq)(state.failure.title)}`,
            lede: 'Nothing was changed.',
        };
    const nothingThere = state.target.action === 'delete' && !state.target.deploymentId;
    return {
        icon: '📝',
        title: nothingThere
            ? `Dry run: nothing to delete, there is no deployment ${named}`
            : `Dry run: ${WOULD[state.target.action ?? 'status']} ${named}`,
        lede: 'Nothing was changed: no POST, PATCH or DELETE was sent, and nothing was reported to GitHub.',
    };
}
/** What a failure left serving: the run's own revision, an earlier one, or nothing yet. */
function failedLede(state, ending) {
    const said = gateSaid(state.gate, 'it');
    if (ending.own && ending.status === 'DEPLOYED' && said)
        return `Revision ${rev(ending.own)} is serving traffic, but ${said}.`;
    if (ending.own && ending.servingElse)
        return `Revision ${rev(ending.own)} is not serving; revision ${rev(ending.serving)} still is${state.target.deploymentUrl ? ` at ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)}` : ''}.`;
    if (state.target.created && ending.own && ending.status !== 'DEPLOYED')
        return 'Nothing serves yet: this was the deployment’s first revision.';
    if (state.target.created && !ending.own)
        return `The deployment was created, but has no revision yet: nothing serves. The next run updates it.`;
    return undefined;
}
/** The commands whose success reads its own way; the others say what was deployed. */
const ACTION_HEADLINES = {
    delete: (state, _, named) => state.target.deleteResult === 'NOT_FOUND'
        ? {
            icon: 'ℹ️',
            title: `Nothing to delete: there is no deployment ${named}`,
            lede: 'It does not exist (perhaps already deleted); the step succeeds so a teardown can run again.',
        }
        : {
            icon: '🗑️',
            title: `Deleted ${named}`,
            lede: `Its agent server${state.target.deploymentUrl ? ` at ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)}` : ''} no longer serves.`,
        },
    rollback: (state, ending, named) => {
        const as = state.revision.id ? ` as revision ${(0,markdown/* code */.aY)(state.revision.id)}` : '';
        if (!ending.rolledBack)
            return {
                icon: '⏳',
                title: `Rollback of ${named} started`,
                lede: `Revision ${ending.rollback ? rev(ending.rollback.to) : 'the earlier revision'} is being redeployed${as}, now ${(0,markdown/* code */.aY)(ending.status ?? 'unknown')}; not waited for (${noWait(state)}). It serves once it is deployed.`,
            };
        return {
            icon: '↩️',
            title: `Rolled back ${named}`,
            lede: ending.rollback
                ? `Revision ${rev(ending.rollback.to)} serves again, redeployed${as}.`
                : undefined,
        };
    },
    promote: (state, ending, named) => {
        const p = state.promotion;
        if (p.unchanged)
            return {
                icon: 'ℹ️',
                title: `Nothing to promote: ${named} already serves ${(0,promotion_words/* promotedThing */.h9)(p, markdown/* code */.aY)}`,
                lede: `It serves what ${(0,promotion_words/* promotedFrom */.RY)(p, markdown/* code */.aY)} serves; nothing was written.`,
            };
        return {
            icon: '✅',
            title: `Promoted ${(0,promotion_words/* promotedThing */.h9)(p, markdown/* code */.aY)} to ${named}`,
            lede: ending.own
                ? `Revision ${rev(ending.own)} ${(0,promotion_words/* promotedHow */.lM)(state, markdown/* code */.aY)}; it serves traffic.`
                : undefined,
        };
    },
    'wait-auth': (_, ending) => ({ icon: '✅', title: `Authentication ${(0,markdown/* code */.aY)(ending.status ?? 'completed')}` }),
    'smoke-test': (state) => ({
        icon: '✅',
        title: `Smoke test passed${state.gate.smoke ? ` at ${(0,markdown/* code */.aY)(state.gate.smoke.url)}` : ''}`,
    }),
};
/** A create, an update or a status: deployed and serving, or not waited for. */
function deployedHeadline(state, ending, named) {
    const { status, own } = ending;
    if (ending.verdict !== 'success') {
        const id = state.target.deploymentId;
        const follow = state.target.action === 'status'
            ? `run this again with ${(0,markdown/* code */.aY)((0,front_end/* settingWords */.YJ)(state.frontEnd, 'wait', 'true'))}`
            : (0,front_end/* runWords */.$W)(state.frontEnd, 'status', id ? [['deployment_id', id]] : [], { show: markdown/* code */.aY });
        return {
            icon: '⏳',
            title: `${named}: revision ${own ? `${(0,markdown/* code */.aY)(own.id)} ` : ''}is ${(0,markdown/* code */.aY)(status ?? 'unknown')}`,
            lede: `Not waited for (${noWait(state)}): the revision goes on. To follow it to its end, ${follow}.`,
        };
    }
    const title = state.target.action === 'status'
        ? `${named} is ${(0,markdown/* code */.aY)(status)}`
        : `${state.target.action === 'create' ? 'Created' : 'Deployed'} ${named}`;
    // Deployed, but not the workflow's commit: not all went well, and the lede says so first.
    if (state.source.warning)
        return {
            icon: '⚠️',
            title,
            lede: `Revision ${own ? rev(own) : undefined} is deployed and serving traffic. ${(0,markdown/* text */.Qq)(state.source.warning)}`,
        };
    return {
        icon: '✅',
        title,
        lede: own ? `Revision ${rev(own)} is deployed and serving traffic.` : undefined,
    };
}

;// CONCATENATED MODULE: ./src/report/prune-words.ts






/*
 * `command: prune` in words: the log's warnings, the failure, the dry run's plan, the job summary.
 * Names shown are `<prefix><number>` (checked), ids and GitHub's words come from servers: shown as
 * code or escaped text.
 */
/** Each outcome as the summary's table shows it. */
const OUTCOMES = {
    pruned: '🗑️ deleted: pull request closed',
    gone: 'ℹ️ already gone',
    'would-prune': '📝 would delete: pull request closed',
    open: 'kept: pull request open',
    unknown: '⚠️ kept: GitHub knows no such pull request',
    failed: '❌ not pruned',
    'not-reached': '⏹️ not reached',
};
/** Why the list of previews may be incomplete. */
function listCutWords(prune) {
    const prefix = `"${prune.prefix}"`;
    return prune.listEnd === 'repeated'
        ? `The control plane ignores offset on its deployment list: only its first page of deployments whose names contain ${prefix} was read, so previews beyond it are not pruned.`
        : `More than ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} deployments contain ${prefix}: only the first ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} were read, so previews beyond them are not pruned by this run.`;
}
/** GitHub refused to say whether a pull request is closed: the permission the job needs. */
function gitHubRefusedWords(number, status) {
    return `GitHub refused to read pull request #${number} (HTTP ${status}): does the job grant \`pull-requests: read\` to github_token? Nothing more was deleted.`;
}
/**
 * A rate limit met while asking about pull request `number`; when GitHub says when it lifts
 * (`x-ratelimit-reset`, epoch seconds, or `retry-after`, seconds), that too. Both are untrusted:
 * only digits are read.
 */
function gitHubRateLimitWords(number, status, reset, retryAfter) {
    const digits = (v) => /^[0-9]{1,12}$/.test(String(v)) ? Number(v) : undefined;
    const resetAt = digits(reset);
    const lifts = resetAt === undefined ? undefined : dateMs((0,duration/* msOf */.QZ)(resetAt));
    const wait = digits(retryAfter);
    const when = wait !== undefined
        ? ` GitHub asks to wait ${wait} s.`
        : lifts !== undefined
            ? ` It lifts at ${new Date(lifts).toISOString()}.`
            : '';
    return `GitHub's rate limit stopped reading pull request #${number} (HTTP ${status}): nothing more was asked or deleted; the next run tries again, or run prune less often.${when}`;
}
/** The dry run's plan: each preview that would be deleted, and the request that would. */
function prunePlan(prune, request) {
    const doomed = prune.previews.filter((p) => p.outcome === 'would-prune');
    if (!doomed.length)
        return [`Nothing to prune: no preview named ${prune.prefix}<number> has a closed pull request.`];
    return doomed.map((p) => `Delete ${p.name} (deployment ${p.deploymentId}): pull request #${p.number} is closed: ${request(p.deploymentId)}.`);
}
/** The failure of a prune that could not delete every preview it should have: each, and why. */
function pruneFailedWords(prune) {
    const failed = prune.previews.filter((p) => p.outcome === 'failed');
    const pruned = prune.previews.some((p) => p.outcome === 'pruned');
    return [
        `${failed.length} preview(s) of closed or unknown pull requests could not be pruned${pruned ? '; the others were (output pruned)' : ''}. The next run tries them again:`,
        ...failed.map((p) => `  - ${p.name}: ${p.why ?? 'failed'}`),
    ].join('\n');
}
/** What a prune stopped by `timeout` or a cancellation had done: the failure's second sentence. */
function pruneStoppedWords(prune) {
    const pruned = (0,prune_state/* prunedNames */.p)(prune);
    const left = prune.previews.filter((p) => p.outcome === 'not-reached').length;
    return `${pruned.length ? `${pruned.length} preview(s) were deleted before it stopped (output pruned)` : 'No preview was deleted'}; ${left} were not reached and are left for the next run.`;
}
/** The job summary of `command: prune`. */
function pruneMarkdown(state) {
    const prune = state.prune;
    const lines = [`## ${prune_words_headline(state)}`, ''];
    if (state.failure)
        lines.push(...(0,markdown/* quote */.hD)(state.failure.message), '');
    if (prune)
        lines.push(...previewLines(prune));
    if (state.finishedAt !== undefined)
        lines.push('', `<sub>Took ${(0,duration/* formatDuration */.a3)(state.finishedAt - state.startedAt)}.</sub>`);
    return `${(0,markdown/* fitSummary */.mW)(lines.join('\n'))}\n`;
}
function prune_words_headline(state) {
    const prune = state.prune;
    const prefix = prune ? (0,markdown/* code */.aY)(`${prune.prefix}<number>`) : 'previews';
    if (state.failure)
        return `${failureIcon(state.failure)} Prune of ${prefix}: ${(0,markdown/* text */.Qq)(state.failure.title)}`;
    if (!prune)
        return `Prune of ${prefix}`;
    const count = (outcome) => prune.previews.filter((p) => p.outcome === outcome).length;
    if (state.dryRun.plan)
        return `📝 Dry run: would prune ${count('would-prune')} of ${prune.previews.length} previews ${prefix}`;
    if (!count('pruned'))
        return `ℹ️ Nothing to prune: no preview ${prefix} of ${prune.previews.length} has a closed pull request`;
    return `🧹 Pruned ${count('pruned')} of ${prune.previews.length} previews ${prefix}`;
}
function previewLines(prune) {
    const lines = [];
    // The rows that need a reader first, then those deleted, then the ones kept.
    const order = [
        'failed',
        'unknown',
        'not-reached',
        'pruned',
        'would-prune',
        'gone',
        'open',
    ];
    const rows = [...prune.previews].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome));
    const shown = rows.slice(0, policy/* REPORT_LIMITS */.S4.previewsListed);
    if (shown.length)
        lines.push('| Preview | Pull request | Result |', '|---|---|---|', ...shown.map((p) => `| ${(0,markdown/* code */.aY)(p.name)} | ${prune.pulls ? (0,markdown/* link */.nf)(`#${p.number}`, `${prune.pulls}${p.number}`) : (0,markdown/* code */.aY)(`#${p.number}`)} | ${resultCell(p)} |`));
    if (shown.length < rows.length)
        lines.push('', `(${rows.length - shown.length} more previews not listed)`);
    if (prune.others)
        lines.push('', `${prune.others} other deployment(s) whose names contain ${(0,markdown/* code */.aY)(prune.prefix)} are not named ${(0,markdown/* code */.aY)(`${prune.prefix}<number>`)}: never touched.`);
    if (prune.platformPreviews)
        lines.push('', `${prune.platformPreviews} of the platform's own Preview builds (\`is_preview\`) are named so too: not this action's previews, never touched.`);
    if (prune.listEnd !== 'end')
        lines.push('', (0,markdown/* text */.Qq)(listCutWords(prune)));
    return lines;
}
function resultCell(p) {
    return `${OUTCOMES[p.outcome]}${p.why ? `: ${(0,markdown/* text */.Qq)(p.why.replace(/[\r\n]+/g, ' '))}` : ''}`;
}

;// CONCATENATED MODULE: ./src/commands/prune.ts









/** Refusals that every other request would get too: the run stops at the first. */
const REFUSED = [401, 403];
/**
 * `command: prune`: deletes the preview deployments (`<preview_prefix><number>`) whose pull
 * request GitHub says is closed. A deployment whose name is not exactly that is never touched; one
 * whose pull request GitHub does not know is left alone and named. Each preview is asked about
 * just before it is deleted, one at a time, so a run stopped by `timeout` or a cancellation has
 * recorded every delete it made (output `pruned`). A preview that could not be pruned does not
 * stop the others; the run fails at the end, naming each.
 */
async function pruneCommand(ctx) {
    const { inputs, log } = ctx;
    const { prefix, written } = inputs.previews;
    if (prefix !== written)
        log.notice(`Previews are named ${prefix}<number>: "${written}" normalized as deployment names are (a-z, 0-9, -).`, 'Preview prefix normalized');
    const prune = await recordPreviews(ctx, prefix);
    if (prune.previews.length)
        await pruneClosed(ctx, prune.previews);
    if (inputs.dryRun)
        reportDryRun(ctx, prunePlan(prune, (id) => deleteRequestLine(ctx, id)));
    const failed = prune.previews.filter((p) => p.outcome === 'failed');
    if (failed.length)
        throw new errors/* ActionError */.lZ({ title: 'Previews not pruned', message: pruneFailedWords(prune) });
}
/** The previews the control plane lists, recorded (none reached yet), and what the list left alone. */
async function recordPreviews(ctx, prefix) {
    const { inputs, log, cp } = ctx;
    const listed = await listPreviews(cp, prefix);
    const { serverUrl, owner, repo } = inputs.workflow;
    const prune = (ctx.state.prune = {
        prefix,
        pulls: `${serverUrl}/${owner}/${repo}/pull/`,
        previews: listed.previews.map((p) => ({
            name: p.name,
            deploymentId: p.id,
            number: p.number,
            outcome: 'not-reached',
        })),
        others: listed.others,
        platformPreviews: listed.platformPreviews,
        listEnd: listed.end,
    });
    log.info(`${prune.previews.length} preview deployment(s) named ${prefix}<number>${listed.others ? `; ${listed.others} other deployment(s) whose names contain it are not previews and are left alone` : ''}.`);
    if (listed.platformPreviews)
        log.info(`${listed.platformPreviews} of the platform's own Preview builds (is_preview) are named so too: not this action's previews, left alone.`);
    if (listed.end !== 'end')
        log.warning(listCutWords(prune), 'Deployment list incomplete');
    return prune;
}
/** Asks GitHub about each preview's pull request, one at a time, and prunes those closed. */
async function pruneClosed(ctx, previews) {
    const { inputs, log } = ctx;
    const { owner, repo } = inputs.workflow;
    const api = await openGitHubApi(inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
    if ('why' in api)
        throw new errors/* ActionError */.lZ({
            title: 'GitHub not read',
            message: `${api.why}: prune cannot ask GitHub which pull requests are closed, so nothing was deleted.`,
        });
    for (const row of previews) {
        ctx.budget.check('while pruning previews');
        const pull = await askGitHub(ctx, api, row);
        if (pull === 'open')
            row.outcome = 'open';
        else if (pull === 'unknown') {
            row.outcome = 'unknown';
            log.warning(`${row.name}: GitHub knows no pull request #${row.number} in ${owner}/${repo}; the deployment is left alone.`, 'Preview left alone');
        }
        else if (pull === 'closed')
            await pruneOne(ctx, row);
    }
}
/** What GitHub says of a preview's pull request; undefined when it could not say (recorded on the row). */
async function askGitHub(ctx, api, row) {
    try {
        return await pullRequestState(api, row.number);
    }
    catch (error) {
        // A request the run's end cut short is not GitHub's answer.
        ctx.budget.check(`asking GitHub about pull request #${row.number}`);
        const status = error.status;
        const headers = error.response?.headers ?? {};
        // GitHub's rate limits, which every further request would meet too: 429, or 403 with no requests
        // left or a Retry-After (GitHub's REST docs, "Rate limits for the REST API"). Not a permission.
        const limited = String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined;
        if (status === 429 || (status === 403 && limited))
            throw new errors/* ActionError */.lZ({
                title: 'GitHub rate limit',
                message: gitHubRateLimitWords(row.number, status, headers['x-ratelimit-reset'], headers['retry-after']),
            });
        if (status !== undefined && REFUSED.includes(status))
            throw new errors/* ActionError */.lZ({ title: 'GitHub refused', message: gitHubRefusedWords(row.number, status) });
        // GitHub's words (an error page of HTML, many lines long): one bounded line.
        const said = (0,untrusted/* clip */.$Q)((0,untrusted/* printable */.g$)(String(error.message)), policy/* FLEET */.Hs.githubWordsShown);
        fail(ctx, row, `GitHub did not say whether pull request #${row.number} is closed: ${said}`);
        return undefined;
    }
}
/** Deletes the preview of a closed pull request (a dry run only records that it would). */
async function pruneOne(ctx, row) {
    if (ctx.inputs.dryRun) {
        row.outcome = 'would-prune';
        return;
    }
    try {
        const deleted = await deleteDeployment(ctx, row.deploymentId, row.name);
        row.outcome = deleted === 'DELETED' ? 'pruned' : 'gone';
        ctx.log.info(deleted === 'DELETED'
            ? `Deleted ${row.name} (deployment ${row.deploymentId})${deletedWith(ctx)}: pull request #${row.number} is closed.`
            : `${row.name} was already gone (deployment ${row.deploymentId}).`);
    }
    catch (error) {
        const stopped = error instanceof errors/* CancelledError */.cc || error instanceof errors/* DeadlineError */.j3;
        if (stopped || (error instanceof errors/* HttpError */.j$ && REFUSED.includes(error.status)))
            throw error;
        fail(ctx, row, error.message);
    }
}
function fail(ctx, row, why) {
    row.outcome = 'failed';
    row.why = why;
    ctx.log.warning(`${row.name}: not pruned: ${why}`, 'Preview not pruned');
}

;// CONCATENATED MODULE: ./src/fleet/fleet-rows.ts


/**
 * Each deployment of the fleet as the control plane shows it after the matrix: its latest
 * revision, that revision's status and commit, what serves, its URL. The list says all of it
 * when the latest revision is the one serving; otherwise the latest revision is read (one request).
 */
async function fleetRows(cp, entries, listed, plan) {
    let requests = 0;
    const rows = [];
    for (const entry of entries) {
        const planned = plan?.deployments.find((d) => d.deployment === entry.name);
        const d = listed.found.get(entry.name);
        // Not listed: it does not exist, or the lists were cut short before it.
        if (!d) {
            const unlisted = listed.unknown.has(entry.name) ? { unlisted: true } : {};
            rows.push({ deployment: entry.name, exists: false, ...unlisted, planned, failed: false });
            continue;
        }
        const revisionId = d.latest_revision_id ?? undefined;
        const activeRevisionId = d.active_revision_id ?? undefined;
        // The latest revision's status and commit: from the list when it is the one serving, else read.
        let latest = {};
        if (revisionId && revisionId === activeRevisionId)
            latest = { status: 'DEPLOYED', commit: d.source_revision_config?.repo_commit_sha ?? undefined };
        else if (revisionId) {
            requests++;
            const revision = await cp.getRevision(d.id, revisionId);
            latest = {
                status: revision.status,
                commit: revision.source_revision_config?.repo_commit_sha ?? undefined,
            };
        }
        rows.push({
            ...{ deployment: entry.name, exists: true, deploymentId: d.id, revisionId, activeRevisionId },
            ...{ url: d.source_config?.custom_url ?? undefined, planned, failed: false, ...latest },
        });
    }
    return { rows, requests };
}
/**
 * Whether a deployment's deploy failed in this run, and why. The deploy job's own record (its
 * GitHub Deployment) says it when there is one; otherwise the control plane: a deployment the
 * plan deployed whose latest revision is not serving, is still the one that served when planned
 * (no new revision was made), or one that does not exist. A deployment the plan skipped never
 * counts as failed here.
 */
function judge(row, result) {
    if (row.planned?.action === 'skip')
        return { failed: false };
    if (result && (result.state === 'failure' || result.state === 'error'))
        return { failed: true, why: result.description || `its deploy job recorded ${result.state}` };
    if (result?.state === 'success')
        return { failed: false };
    const verdict = row.status ? (0,revision_status/* classifyStatus */.xo)(row.status).verdict : undefined;
    if (verdict === 'failure')
        return { failed: true, why: `its latest revision ended ${row.status}` };
    if (!row.planned)
        return { failed: false };
    if (!row.exists)
        return {
            failed: true,
            why: row.unlisted
                ? "the plan deployed it, but the control plane's lists were cut short before it: it was not found"
                : 'the plan deployed it, but it does not exist',
        };
    // Every deploy makes a revision: the one that served when planned still being the latest is a
    // deploy job that never got that far (cancelled, skipped, or never run).
    // The plan carries a revision as plannedRevision makes it: compared in that form.
    const before = row.planned.serving?.revision;
    if (before && row.revisionId !== undefined && (0,plan_json/* plannedRevision */.mI)(row.revisionId) === before)
        return {
            failed: true,
            why: `the plan deployed it, but its latest revision is still ${before}, the one that served when it was planned: its deploy job made no revision (did it run?)`,
        };
    if (verdict !== 'success')
        return {
            failed: true,
            why: row.status
                ? `its latest revision is still ${row.status}, and its deploy job recorded no result`
                : 'it has no revision',
        };
    return { failed: false };
}

;// CONCATENATED MODULE: ./src/report/commit.ts


/**
 * A commit, short, linked to its page when known, on the repository host (GitHub's URL layout):
 * the repository's (`repo_url`), except the commit of an upload from another repository's
 * checkout, which links to that repository (or nowhere).
 */
function commitLink(state, sha) {
    const repoUrl = state.source.checkout && state.revision.commitSha === sha ? state.source.checkout.url : state.repoUrl;
    return repoUrl
        ? (0,markdown/* link */.nf)((0,commit_sha/* shortSha */.Fu)(sha), `${repoUrl.replace(/\/+$/, '').replace(/\.git$/, '')}/commit/${sha}`)
        : (0,markdown/* code */.aY)((0,commit_sha/* shortSha */.Fu)(sha));
}
/** A revision, with the commit it built (linked) when known. */
function revisionLink(state, r) {
    return `${(0,markdown/* code */.aY)(r.id)}${r.commit ? ` (commit ${commitLink(state, r.commit)})` : ''}`;
}

;// CONCATENATED MODULE: ./src/report/tokens.ts
/** A case's tokens as shown: the median, `≥` when some messages reported none, `—` when unknown. */
function tokensShown(tokens) {
    if (!tokens)
        return '—';
    return `${tokens.lower_bound ? '≥ ' : ''}${tokens.median.toLocaleString('en-US')}`;
}

;// CONCATENATED MODULE: ./src/report/checks-table.ts




/** The agent checks as Markdown: the summary's table of every case, and the PR comment's brief. */
const CASE_ICON = { passed: '✅', failed: '❌', 'not-judged': '⚠️ not judged' };
/** Regressions first, then the other failures, what could not be judged, and what passed. */
const CASE_ORDER = (c) => c.regression ? 0 : c.result === 'failed' ? 1 : c.result === 'not-judged' ? 2 : 3;
/**
 * The agent checks: a table of every case — before (with a baseline), after, runs, time, what
 * failed and how the reply began — regressions first.
 */
function checksSection(checks, baseline) {
    const bad = checks.cases.filter((c) => c.result !== 'passed');
    const regressions = checks.cases.filter((c) => c.regression).length;
    const heading = checks.result === 'passed'
        ? `✅ ${checks.cases.length} of ${checks.cases.length} cases passed`
        : checks.result === 'failed'
            ? `❌ ${checks.cases.filter((c) => c.result === 'failed').length} of ${checks.cases.length} cases failed${regressions ? ` (${regressions} regression${regressions === 1 ? '' : 's'})` : ''}`
            : `⚠️ ${bad.length} of ${checks.cases.length} cases could not be judged`;
    const lines = [`### Agent checks: ${heading}`, ''];
    if (checks.detail)
        lines.push(...(0,markdown/* quote */.hD)(checks.detail), '');
    lines.push(`${(0,markdown/* code */.aY)(checks.file)} against ${(0,markdown/* code */.aY)(checks.url)}${checks.duration_ms ? `; the cases took ${(0,duration/* formatDuration */.a3)(checks.duration_ms)}` : ''}${baseline ? `; before: the revision that served before the update` : ''}.`, '');
    lines.push(...experimentLinks(checks, baseline));
    const before = Boolean(baseline);
    lines.push(`| Case |${before ? ' Before |' : ''} After | Runs | Time | Tokens | What failed |`, `|---|${before ? '---|' : ''}---|---|---|---|---|`, ...[...checks.cases]
        .sort((a, b) => CASE_ORDER(a) - CASE_ORDER(b))
        .map((c) => {
        const name = `${(0,markdown/* cell */.Hn)(c.name)}${c.regression ? ' **regression**' : ''}`;
        const was = before ? ` ${c.before ? CASE_ICON[c.before] : '—'} |` : '';
        const why = c.failure
            ? `${(0,markdown/* cell */.Hn)(c.failure)}${c.reply && !c.failure.includes(c.reply.slice(0, 40)) ? ` (reply: ${(0,markdown/* code */.aY)(c.reply, 120)})` : ''}`
            : '';
        return `| ${name} |${was} ${CASE_ICON[c.result]} | ${c.passes}/${c.runs} | ${(0,duration/* formatDuration */.a3)(c.duration_ms)} | ${tokensShown(c.tokens)} | ${why} |`;
    }));
    return lines;
}
/** At most this many cases are named in the PR comment; the rest are counted. */
const BRIEF_CASES = 10;
/**
 * The PR comment's few lines: the result, the cases that failed or regressed (at most
 * BRIEF_CASES, regressions first), and a count of the rest.
 */
function checksBrief(checks) {
    const bad = [...checks.cases]
        .filter((c) => c.result !== 'passed')
        .sort((a, b) => CASE_ORDER(a) - CASE_ORDER(b));
    const passed = checks.cases.length - bad.length;
    const lines = [
        `Agent checks: ${checks.result === 'passed' ? '✅' : checks.result === 'failed' ? '❌' : '⚠️'} ${passed} of ${checks.cases.length} cases passed.${tokensTotal(checks.cases)}${checks.experiment_url ? ` ${(0,markdown/* link */.nf)('LangSmith experiment', checks.experiment_url)}` : ''}`,
    ];
    const known = checks.cases.some((c) => c.tokens);
    if (checks.detail)
        lines.push('', (0,markdown/* text */.Qq)(checks.detail));
    else if (bad.length) {
        lines.push('', ...bad
            .slice(0, BRIEF_CASES)
            .map((c) => `- ${CASE_ICON[c.result]} ${(0,markdown/* text */.Qq)(caseFailure(c))}${known ? ` · ${c.tokens ? `${tokensShown(c.tokens)} tokens` : 'tokens —'}` : ''}`));
        if (bad.length > BRIEF_CASES)
            lines.push(`- … and ${bad.length - BRIEF_CASES} more that did not pass`);
    }
    return lines;
}
/** The cases' median tokens added up (`≥` when some are unknown or partly so); '' when none is known. */
function tokensTotal(cases) {
    const known = cases.filter((c) => c.tokens);
    if (!known.length)
        return '';
    const sum = known.reduce((total, c) => total + c.tokens.median, 0);
    const lower = known.length < cases.length || known.some((c) => c.tokens.lower_bound);
    return ` Tokens: ${tokensShown({ median: sum, known_runs: known.length, lower_bound: lower })} (the median run of each case, added up).`;
}
/** `checks_experiment`: where the results are in LangSmith, this run's and the baseline's. */
function experimentLinks(checks, baseline) {
    const links = [
        checks.experiment_url && (0,markdown/* link */.nf)('the experiment', checks.experiment_url),
        baseline?.experiment_url && (0,markdown/* link */.nf)("the baseline's", baseline.experiment_url),
    ].filter(Boolean);
    return links.length ? [`Results in LangSmith: ${links.join(' · ')}.`, ''] : [];
}

;// CONCATENATED MODULE: ./src/report/preview-comment.ts










/** The hidden marker that finds this deployment's comment again (one per deployment name). */
function marker(name) {
    // A name is an input (checked: one line, no control characters); `--` and `>` could still end
    // the HTML comment early, so they are encoded.
    return `<!-- langgraph-deploy-action:preview:${name.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}
/**
 * The comment, as Markdown, from the run's ending. Pure. While the run goes on it says what is
 * being built; at the end, the outcome: the preview URL, the commit, the smoke test — and after a
 * failure, why, and which revision still serves the preview URL.
 */
function commentBody(name, state, run, langsmithUrl) {
    const ending = endingOf(state);
    const lines = [marker(name), ...outcomeLines(name, state, ending)];
    if (state.target.action !== 'delete')
        lines.push(...evidence(state), ...langsmith(langsmithUrl));
    const commit = run.sha ? ` for ${(0,markdown/* code */.aY)((0,commit_sha/* shortSha */.Fu)(run.sha))}` : '';
    const by = run.runUrl ? ` by ${(0,markdown/* link */.nf)('this workflow run', run.runUrl)}` : '';
    const footer = `<sub>Updated${commit}${by}.</sub>`;
    return (0,markdown/* fitComment */.pI)(lines.join('\n'), footer);
}
/** The heading and the sentence under it: deleted, deploying, rolled back, failed, not waited for, deployed. */
function outcomeLines(name, state, ending) {
    const rev = (r) => revisionLink(state, r);
    const { own, status } = ending;
    const preview = `LangGraph preview ${(0,markdown/* code */.aY)(name)}`;
    if (state.target.action === 'delete')
        return [
            state.target.deleteResult === 'NOT_FOUND'
                ? `### ℹ️ ${preview}: nothing to delete (it does not exist)`
                : `### 🗑️ ${preview} deleted`,
        ];
    if (state.finishedAt === undefined) {
        const lines = [
            `### ⏳ ${preview}: deploying`,
            '',
            own
                ? `Deploying revision ${rev(own)}${state.revision.ref ? ` of ${(0,markdown/* code */.aY)(state.revision.ref)}` : ''}${status ? `: ${(0,markdown/* code */.aY)(status)}` : ''}.`
                : 'Starting the deploy.',
        ];
        if (state.serving.previous && state.target.deploymentUrl)
            lines.push('', `Until it is deployed, ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)} serves revision ${rev(state.serving.previous)}.`);
        return lines;
    }
    if (ending.rolledBack && ending.rollback?.reason === 'gate') {
        const r = ending.rollback;
        const said = gateSaid(r, 'it');
        return [
            `### ↩️ ${preview}: rolled back`,
            '',
            `Revision ${rev(r.from)} ${failedIts(r.cause ?? 'smoke')}, so the preview was rolled back: ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)} serves revision ${rev(r.to)} again${said ? `, but ${said}` : ''}.`,
        ];
    }
    if (ending.failure) {
        const failure = ending.failure;
        const lines = [`### ${failureIcon(failure)} ${preview}: ${(0,markdown/* text */.Qq)(failure.title)}`, ''];
        const said = gateSaid(state.gate, 'it');
        const meaning = status ? (0,revision_status/* classifyStatus */.xo)(status) : undefined;
        if (own && ending.verdict === 'in-progress')
            lines.push(`Revision ${rev(own)} is still ${(0,markdown/* code */.aY)(status)}: this run stopped waiting, and it keeps going on the server.`);
        else if (own && ending.verdict === 'success' && said)
            lines.push(`Revision ${rev(own)} is deployed${state.target.deploymentUrl ? ` and serves ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)}` : ''}, but ${said}.`);
        else if (own)
            lines.push(`Revision ${rev(own)}${status ? ` ended ${(0,markdown/* code */.aY)(status)}` : ''}${meaning?.verdict === 'failure' ? `: ${(0,markdown/* text */.Qq)(meaning.meaning)}` : '.'}`);
        else
            lines.push((0,markdown/* text */.Qq)(failure.message.split('\n')[0]));
        if (ending.verdict !== 'success')
            lines.push(...servingElse(state, ending, rev));
        return lines;
    }
    if (ending.verdict === 'in-progress')
        return [
            `### ⏳ ${preview}: ${(0,markdown/* code */.aY)(status)}`,
            '',
            ...(own
                ? [`Revision ${rev(own)} is ${(0,markdown/* code */.aY)(status)}; this run did not wait for it (\`wait: false\`).`]
                : []),
            ...servingElse(state, ending, rev),
        ];
    return [
        `### ${state.source.warning ? '⚠️' : '✅'} ${preview}: deployed`,
        '',
        ...(state.target.deploymentUrl ? [`- Preview URL: ${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)}`] : []),
        ...(own ? [`- Revision: ${rev(own)}`] : []),
        ...(state.source.warning ? ['', (0,markdown/* text */.Qq)(state.source.warning)] : []),
    ];
}
/** "<url> still serves revision X.": an earlier revision serves the preview, not this run's. */
function servingElse(state, ending, rev) {
    if (!ending.servingElse || !state.target.deploymentUrl)
        return [];
    return ['', `${(0,markdown/* urlLink */.Cb)(state.target.deploymentUrl)} still serves revision ${rev(ending.serving)}.`];
}
/** What the reader checks next: the log's telling lines after a failure, the smoke test, the agent checks. */
function evidence(state) {
    const lines = [];
    const log = state.logs.failure;
    if (log && state.failure) {
        // The few most telling lines: the errors, else the last lines.
        const errors = log.lines.filter((line) => line.error);
        const telling = (errors.length ? errors : log.lines).slice(-5);
        if (telling.length)
            lines.push('', `From the ${LOG_NAMES[log.kind]}:`, '', ...(0,markdown/* codeBlock */.DV)(telling.map(formatLine)));
    }
    if (state.gate.smoke) {
        const passed = state.gate.smoke.checks.filter((c) => c.result === 'passed').length;
        lines.push('', `Smoke test: ${state.gate.smoke.result} (${passed} of ${state.gate.smoke.checks.length} checks passed).`);
    }
    if (state.gate.checks)
        lines.push('', ...checksBrief(state.gate.checks));
    return lines;
}
function langsmith(url) {
    return url ? ['', (0,markdown/* link */.nf)('Open the deployment in LangSmith', url)] : [];
}

;// CONCATENATED MODULE: ./src/github/pr-comment.ts


/** Who may have written this action's comment: with a personal token it is posted as its owner. */
const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
/**
 * Updates this deployment's comment (or the one `mark` opens) on the pull request, or creates it (unless `create` is
 * false: a teardown that found nothing only updates a comment there is); never a second one.
 * Returns the comment's id, so later updates skip the search.
 */
async function upsertComment(octokit, run, name, body, known, create = true, mark = marker(name)) {
    const { owner, repo } = run;
    const issue_number = run.prNumber;
    let id = known;
    if (id === undefined) {
        const comments = await takePages(octokit.paginate.iterator(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number,
            per_page: 100,
        }));
        // The marker opens our comment: one quoted inside another comment (a log line) is not it,
        // nor one by somebody who could not have written ours (a bot, or a member of the repository).
        id = comments.find((c) => c.body?.trimStart().startsWith(mark) && (c.user?.type === 'Bot' || TRUSTED.has(c.author_association)))?.id;
    }
    if (id !== undefined) {
        await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
        return { id, done: 'updated' };
    }
    if (!create)
        return { done: 'none' };
    const created = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
    return { id: created.data.id, done: 'created' };
}

;// CONCATENATED MODULE: ./src/report/fleet.ts





/*
 * A fleet's plan and report as Markdown (the job summary, the pull-request comment). Pure: made
 * from the run's state. Names and reasons are ours or checked inputs, statuses, URLs and the deploy
 * jobs' words come from servers or GitHub: all of it is shown as code or escaped text.
 */
/** The job summary of `command: plan`. */
function planMarkdown(state) {
    const fleet = state.fleet;
    const manifest = fleet ? (0,markdown/* code */.aY)(fleet.manifest) : 'the manifest';
    if (state.failure || !fleet?.plan)
        return failedMarkdown(state, `Fleet plan of ${manifest}`);
    const plan = fleet.plan;
    const deploying = plan.deployments.filter((d) => d.action === 'deploy');
    const lines = [
        `## 📋 Fleet plan: ${deploying.length} of ${plan.deployments.length} deployments to deploy`,
        '',
        `From ${manifest}${plan.commit ? ` at commit ${commitLink(state, plan.commit)}` : ''}.`,
        '',
        '| Deployment | Plan | Why | Serving |',
        '|---|---|---|---|',
        ...plan.deployments.map((d) => `| ${(0,markdown/* code */.aY)(d.deployment)} | ${d.action === 'deploy' ? '🚀 deploy' : '⏭️ skip'} | ${(0,markdown/* cell */.Hn)(d.why)}${changedFiles(d)} | ${serving(state, d)} |`),
        '',
        requestsLine(state),
    ];
    return (0,markdown/* fitSummary */.mW)(lines.join('\n')) + '\n';
}
/** The job summary of `command: report`. */
function reportMarkdown(state) {
    const fleet = state.fleet;
    const manifest = fleet ? (0,markdown/* code */.aY)(fleet.manifest) : 'the manifest';
    if (state.failure || !fleet?.rows)
        return failedMarkdown(state, `Fleet report of ${manifest}`);
    return (0,markdown/* fitSummary */.mW)([...reportLines(state, fleet.rows, '##'), '', requestsLine(state)].join('\n')) + '\n';
}
/** The marker that finds a fleet's pull-request comment again (one per manifest). */
function fleetMarker(manifest) {
    return `<!-- langgraph-deploy-action:fleet:${manifest.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}
/**
 * The fleet's pull-request comment: the report's table, updated by every run. GitHub refuses a
 * longer comment than it takes (and it is lost): a large fleet's is cut, its failed deployments
 * first so that the cut never hides one, the marker and the footer always kept.
 */
function fleetCommentBody(state, run) {
    const rows = state.fleet.rows ?? [];
    const ordered = [...rows.filter((r) => r.failed), ...rows.filter((r) => !r.failed)];
    const marker = fleetMarker(state.fleet.manifest);
    const commit = run.sha ? ` for ${(0,markdown/* code */.aY)((0,commit_sha/* shortSha */.Fu)(run.sha))}` : '';
    const by = run.runUrl ? ` by ${(0,markdown/* link */.nf)('this workflow run', run.runUrl)}` : '';
    // The marker comes first, so a cut comment is still found again by it.
    const lines = [marker, ...reportLines(state, ordered, '###')];
    return (0,markdown/* fitComment */.pI)(lines.join('\n'), `<sub>Updated${commit}${by}.</sub>`, FLEET_COMMENT_CUT);
}
const FLEET_COMMENT_CUT = '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has every deployment.*';
function reportLines(state, rows, heading) {
    const manifest = (0,markdown/* code */.aY)(state.fleet.manifest);
    const skipped = rows.filter((r) => r.planned?.action === 'skip');
    const failed = rows.filter((r) => r.failed);
    const deployed = rows.filter((r) => r.planned?.action !== 'skip' && !r.failed);
    const counts = [
        failed.length ? `${failed.length} failed` : '',
        deployed.length ? `${deployed.length} ${rows.some((r) => r.planned) ? 'deployed' : 'ok'}` : '',
        skipped.length ? `${skipped.length} skipped` : '',
    ].filter(Boolean);
    const lines = [
        `${heading} ${failed.length ? '❌' : '✅'} Fleet ${manifest}: ${counts.join(', ') || 'no deployments'}`,
        '',
        '| Deployment | Status | Revision | Commit | URL | Result |',
        '|---|---|---|---|---|---|',
        ...rows.map((r) => `| ${(0,markdown/* code */.aY)(r.deployment)} | ${statusCell(r)} | ${r.revisionId ? (0,markdown/* code */.aY)(r.revisionId, 12) : ''} | ${r.commit ? commitLink(state, r.commit) : ''} | ${r.url ? (0,markdown/* urlLink */.Cb)(r.url) : ''} | ${fleet_resultCell(r)} |`),
    ];
    if (skipped.length)
        lines.push('', 'Skipped by the plan:', '', ...skipped.map((r) => `- ${(0,markdown/* code */.aY)(r.deployment)}: ${(0,markdown/* text */.Qq)(r.planned.why)}`));
    if (!rows.some((r) => r.planned))
        lines.push('', 'No plan was given (input `plan`): every deployment is shown as the control plane has it.');
    return lines;
}
function statusCell(row) {
    if (!row.exists)
        return row.unlisted ? 'not listed' : 'not created';
    if (!row.status)
        return 'no revision';
    const icon = { success: '✅', failure: '❌', 'in-progress': '⏳' }[(0,revision_status/* classifyStatus */.xo)(row.status).verdict];
    return `${icon} ${(0,markdown/* code */.aY)(row.status)}`;
}
function fleet_resultCell(row) {
    if (row.planned?.action === 'skip')
        return '⏭️ skipped';
    const said = row.result
        ? `${(0,markdown/* code */.aY)(row.result.state)}${row.result.description ? ` ${(0,markdown/* cell */.Hn)(row.result.description)}` : ''}`
        : '';
    if (row.failed)
        return `❌ ${said || (0,markdown/* cell */.Hn)(row.why ?? 'failed')}`;
    return said || 'no result recorded';
}
function serving(state, d) {
    const s = d.serving;
    if (!s?.commit)
        return s?.revision ? `revision ${(0,markdown/* code */.aY)(s.revision, 12)}, commit unknown` : '';
    return `${commitLink(state, s.commit)} (${s.from === 'github-deployment' ? 'GitHub Deployment' : 'control plane'})`;
}
function changedFiles(d) {
    return d.changed?.length ? `: ${d.changed.map((f) => (0,markdown/* code */.aY)(f, 120)).join(', ')}` : '';
}
function requestsLine(state) {
    const r = state.fleet.requests;
    return `<sub>${r.controlPlane} control-plane requests, ${r.github} GitHub API requests, ${r.git} git calls.</sub>`;
}
function failedMarkdown(state, what) {
    const failure = state.failure ?? {
        title: 'Not finished',
        message: 'The command ended before it had an answer.',
    };
    return ([`## ${failureIcon(failure)} ${what}: ${(0,markdown/* text */.Qq)(failure.title)}`, '', ...(0,markdown/* quote */.hD)(failure.message)].join('\n') +
        '\n');
}

;// CONCATENATED MODULE: ./src/commands/report.ts








/**
 * `command: report`, after the matrix: every deployment of the manifest as the control plane has
 * it, with what its deploy job recorded (its GitHub Deployment's last status in this workflow
 * run) and what the plan skipped; one job summary and, on a pull request with `pr_comment`, one
 * comment for the fleet. A deployment that failed is named in output `failed`; the report itself
 * does not fail for it.
 */
async function reportCommand(ctx) {
    const { inputs, state, log } = ctx;
    const fleet = inputs.fleet;
    startFleetRecord(state, fleet.manifest);
    const listed = await listFleet(ctx.cp, fleet.entries);
    const { rows, requests: reads } = await fleetRows(ctx.cp, fleet.entries, listed, fleet.plan);
    countFleetRequests(state, { controlPlane: listed.requests + reads });
    // What the deploy jobs recorded: only a deployment's own job knows its smoke test.
    const recording = fleet.entries.filter((e, i) => e.inputs.github.environment && rows[i].planned?.action !== 'skip');
    const github = recording.length || inputs.github.prComment
        ? await openGitHubApi(inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact)
        : undefined;
    const results = await jobResults(ctx, github, recording);
    for (const row of rows) {
        row.result = results.get(row.deployment);
        Object.assign(row, judge(row, row.result));
    }
    recordFleetRows(state, rows);
    const failed = rows.filter((r) => r.failed);
    for (const row of failed)
        log.warning(`${row.deployment}: ${row.why ?? 'failed'}.`, 'Deployment failed');
    log.info(`${rows.length} deployments reported; ${failed.length} failed.`);
    if (github && !('why' in github)) {
        await comment(ctx, github);
        countFleetRequests(state, { github: github.requests });
    }
}
/** What each deploy job recorded in its GitHub Deployment; a result not read is a warning. */
async function jobResults({ log, budget }, github, recording) {
    const results = new Map();
    if (github && 'why' in github) {
        if (recording.length)
            log.warning(`${github.why}: the report cannot read what the deploy jobs recorded.`, 'GitHub not read');
    }
    else if (github) {
        const answers = await eachLimited(recording, (e) => jobResult(github, e.inputs.github.environment));
        // A request the run's end cut short is not GitHub's answer: the report ends with the run.
        budget.check('reading what the deploy jobs recorded');
        recording.forEach((e, i) => {
            const answer = answers[i];
            if (answer && 'why' in answer)
                log.warning(`${e.name}: ${answer.why}.`, 'Deploy result not read');
            else if (answer)
                results.set(e.name, answer);
        });
    }
    return results;
}
/** The fleet's pull-request comment, best effort: a refusal is a warning, never the report's failure. */
async function comment(ctx, github) {
    const { inputs, state, log } = ctx;
    if (!inputs.github.prComment || inputs.dryRun)
        return;
    if (github.run.prNumber === undefined) {
        log.info('pr_comment is on but this run is not for a pull request; no comment.');
        return;
    }
    const body = fleetCommentBody((0,redact/* redactDeep */.KL)(state, ctx.redact), github.run);
    try {
        const { done } = await upsertComment(github.octokit, github.run, fleetMarker(state.fleet.manifest), body, undefined, true, fleetMarker(state.fleet.manifest));
        log.info(`Pull request #${github.run.prNumber}: fleet comment ${done}.`);
    }
    catch (error) {
        const status = error.status;
        log.warning(`Pull-request comment not updated: ${error.message}${status === 403 || status === 404 ? ' (does the workflow grant `pull-requests: write`?)' : ''}.`, 'Pull-request comment not updated');
    }
}

// EXTERNAL MODULE: ./src/report/internal-error.ts
var internal_error = __webpack_require__(1150);
;// CONCATENATED MODULE: ./src/report/failure.ts












/** A 422's field errors, one a line. */
const fieldList = (e) => e.fieldErrors.map((f) => `  - ${f.loc}: ${f.msg}`).join('\n');
/** LangSmith's two names of each deployment type: its docs' and its API's older ones. */
const OTHER_SPELLING = {
    serverless: 'dev',
    dedicated: 'prod',
    dev: 'serverless',
    prod: 'dedicated',
};
/** The docs page on listeners, as the Go client links it. */
const LISTENERS_DOCS = 'https://docs.langchain.com/langsmith/control-plane#listeners';
/**
 * The next step for each kind of refusal; the first matching row wins. The rows with `says` or
 * `field` are the refusals LangSmith's own deploy clients recognise by their words, worded as
 * they word them (docs/platform-compatibility.md).
 */
const HTTP_HINTS = [
    {
        status: 403,
        says: /requires workspace specification/,
        title: 'Workspace required',
        next: () => "The API key is org-scoped and requires a workspace: set tenant_id to the workspace's id (find it in LangSmith under Settings > Workspaces), or use a workspace-scoped API key.",
    },
    {
        status: 403,
        says: /not enabled/i,
        title: 'Deployments not enabled',
        next: (_e, _s, inputs) => `LangSmith Deployment is not enabled for this organization: enable it ${inputs.controlPlane.uiUrl ? `at ${inputs.controlPlane.uiUrl}/host/deployments` : 'in LangSmith, under Deployments'} (make sure it is the organization your API key belongs to).`,
    },
    {
        status: 400,
        says: /listener_id'? is required/,
        title: 'Listener required',
        next: (_e, _s, inputs) => inputs.deployment.source === 'external_docker'
            ? `This workspace deploys through a listener in your own cluster: set listener_id to the listener's id, and k8s_namespace when it serves several (learn about listeners: ${LISTENERS_DOCS}).`
            : `This workspace deploys through a listener in your own cluster, so the image has to come from a registry you manage: set source: external_docker, image_uri and listener_id (learn about listeners: ${LISTENERS_DOCS}).`,
    },
    {
        status: 422,
        field: 'deployment_type',
        title: 'Deployment type refused',
        next: (e, _s, inputs) => {
            const sent = inputs.deployment.deploymentType;
            const other = sent && OTHER_SPELLING[sent];
            return `This control plane does not take deployment_type ${sent ?? '(none sent)'}. LangSmith names each type two ways, serverless or dev, dedicated or prod: ${other ? `set deployment_type: ${other}` : 'set the spelling it lists'}.\n${fieldList(e)}`;
        },
    },
    {
        status: 401,
        title: 'API key rejected',
        next: () => 'Check api_key: it must be a valid LangSmith API key for this instance (region, self_hosted_url, api_url).',
    },
    {
        status: 403,
        title: 'Not allowed',
        next: () => "The API key is not allowed to do this: check tenant_id (the workspace id) and the key's access to deployments.",
    },
    {
        status: 404,
        endpoints: ['get-revision'],
        title: 'Revision gone',
        next: (e) => `The revision or its deployment no longer exists (${e.path}): it was deleted while this run waited.`,
    },
    {
        status: 404,
        endpoints: ['get-deployment', 'patch-deployment', 'delete-deployment'],
        title: 'Deployment not found',
        next: (e) => `Deployment ${decodeURIComponent(e.path.split('/')[3] ?? '')} was not found: check deployment_id, or leave it empty to find the deployment by name.`,
    },
    {
        status: 404,
        endpoints: ['list-repos'],
        title: 'Integration not found',
        next: (e) => `GitHub integration ${decodeURIComponent(e.path.split('/')[4] ?? '')} was not found, or cannot list its repositories: check integration_id, or leave it empty: the action then uses the workspace's only GitHub integration, or lists each one's id and name.`,
    },
    {
        status: 404,
        endpoints: ['auth-wait'],
        title: 'Auth not found',
        next: () => 'No authentication with this auth_id exists: check auth_id.',
    },
    {
        status: 404,
        title: 'Not found',
        next: (e) => `${e.path} was not found: check the control-plane URL (api_url, self_hosted_url).`,
    },
    {
        status: 409,
        endpoints: ['create-deployment'],
        title: 'Name taken',
        next: (_e, state) => `The name "${state.target.deploymentName ?? ''}" is taken: another deployment, or the LangSmith tracing project a deleted deployment left behind, uses it. Choose another name, or delete that tracing project (LangSmith → Tracing Projects). So that a deleted deployment's name can be used again (a reopened pull request's preview), delete it with delete_tracing_project: true.`,
    },
    {
        status: 422,
        title: 'Request rejected',
        next: (e) => e.fieldErrors.length
            ? `The control plane rejected these fields:\n${fieldList(e)}`
            : 'The control plane rejected the request; check the inputs named in the reply.',
    },
];
/**
 * One readable failure, with the next step, from whatever ended the run — and what the run's
 * facts add to it: the first error of the log it showed, why nothing was rolled back, a commit
 * `require_commit` refused.
 */
function describeFailure(error, state, inputs) {
    const failure = describe(error, state, inputs);
    const log = state.logs.failure;
    const after = [
        log?.firstError && !failure.message.includes(log.firstError)
            ? `First error in the ${LOG_NAMES[log.kind]}: ${log.firstError}`
            : undefined,
        noRollbackWords(state),
        state.gate.commitProblem &&
            `${state.gate.commitProblem.message} (${commitRuleWords(state.gate.commitProblem)}.)`,
        noRollbackOnTimeoutWords(state),
    ].filter((line) => Boolean(line));
    if (!after.length)
        return failure;
    const more = `\n${after.join('\n')}`;
    return { ...failure, message: failure.message + more, ...(failure.why && { why: failure.why + more }) };
}
/** What to check, by the setting that named a host that does not exist. */
const NOT_FOUND_NEXT = {
    api_url: (s) => `${s.label} sets it; check its spelling.`,
    self_hosted_url: (s) => `${s.label} sets it; check its spelling.`,
    region: (s) => `${s.label} (${s.shown ?? ''}) sets it, the hosted control plane's own name: the runner's DNS or network does not resolve it; check them, or a proxy (HTTPS_PROXY).`,
    proxy: (s) => `${s.label} (environment variable) sets it; check it, or NO_PROXY.`,
    langsmith_api_url: (s) => `${s.label} sets it; check its spelling.`,
};
function describe(error, state, inputs) {
    if (error instanceof GateFailed)
        return gateFailedWords(error, state);
    if (error instanceof RollbackEnded)
        return rollbackWords(error, state);
    if (error instanceof CommitRequired)
        return commitRequiredWords(error.problem, state);
    if (error instanceof errors/* ActionError */.lZ)
        return { title: error.title, message: error.message, ...(error.stopped && { stopped: error.stopped }) };
    if (error instanceof errors/* UncertainOutcomeError */.un)
        return describe(error.failure, state, inputs);
    return (controlPlaneWords(error, state, inputs) ??
        (error instanceof errors/* DeadlineError */.j3 ? timedOutWords(error, state) : undefined) ??
        (error instanceof errors/* CancelledError */.cc ? cancelledWords(state) : undefined) ??
        (0,internal_error/* internalFailure */.et)(error));
}
/** A control plane that refused, could not be reached, or answered with something else. */
function controlPlaneWords(error, state, inputs) {
    if (error instanceof errors/* HttpError */.j$) {
        const hint = HTTP_HINTS.find((h) => h.status === error.status &&
            (!h.endpoints || h.endpoints.includes(error.endpoint)) &&
            (!h.says || h.says.test(error.detail)) &&
            (!h.field || error.fieldErrors.some((f) => f.loc.split('.').includes(h.field))));
        // The sentence first, then the request it is about.
        if (hint)
            return { title: hint.title, message: `${hint.next(error, state, inputs)}\n${(0,untrusted/* ended */.v6)(error.message)}` };
        const said = error.retryable
            ? 'The control plane kept failing after retries; it may be down: try again later.'
            : `The control plane refused the request (HTTP ${error.status}).`;
        return { title: `HTTP ${error.status}`, message: `${said}\n${(0,untrusted/* ended */.v6)(error.message)}` };
    }
    if (error instanceof errors/* HostNotFoundError */.mh) {
        const { setBy } = error;
        const whose = setBy.input === 'proxy' ? "The proxy's host" : (setBy.whose ?? "The control plane's host");
        return {
            title: 'Host not found',
            message: `${whose} ${error.host} does not exist (${error.failure.code}): ${NOT_FOUND_NEXT[setBy.input](setBy)} Nothing was sent.\n${(0,untrusted/* ended */.v6)(error.failure.message)}`,
        };
    }
    if (error instanceof errors/* NetworkError */.Dr)
        return unreachableWords(error, inputs);
    if (error instanceof errors/* ResponseFormatError */.TT) {
        return {
            title: 'Unexpected reply',
            message: `The reply was not what the control plane sends: is api_url / self_hosted_url the control plane?\n${(0,untrusted/* ended */.v6)(error.message)}`,
        };
    }
    return undefined;
}
/**
 * Nothing answered, after retries: where the connection was tried and what to check. Nothing
 * listening on a loopback address is most often the local emulator not started.
 */
function unreachableWords(error, inputs) {
    const title = 'Control plane unreachable';
    const to = error.to;
    if (!to || error.code !== 'ECONNREFUSED') {
        return {
            title,
            message: `The control plane could not be reached${to ? ` at ${(0,errors/* hostPort */.QL)(to)}` : ''}, after retries: check the network, a proxy (HTTPS_PROXY, NO_PROXY) and the control-plane URL.\n${(0,untrusted/* ended */.v6)(error.message)}`,
        };
    }
    if (error.proxy)
        return {
            title,
            message: `Nothing listens on ${(0,errors/* hostPort */.QL)(to)}, the proxy ${error.proxy} names: is it running? Check ${error.proxy} (environment variable), or NO_PROXY.\n${(0,untrusted/* ended */.v6)(error.message)}`,
        };
    const url = new URL(inputs.controlPlane.baseUrl);
    const ours = url.hostname === to.host && (url.port || (url.protocol === 'https:' ? '443' : '80')) === to.port;
    const setBy = ours ? ` (${inputs.controlPlane.urlFrom.label})` : '';
    const next = (0,endpoint/* isLoopbackHost */.cW)(to.host)
        ? 'is the emulator running?'
        : 'check the URL and its port, and that the server is up.';
    return { title, message: `Nothing listens on ${(0,errors/* hostPort */.QL)(to)}${setBy}: ${next}\n${(0,untrusted/* ended */.v6)(error.message)}` };
}
/** Out of `timeout`: what keeps going, and how to go on. */
function timedOutWords(error, state) {
    // A deployed revision whose gate ran out of time: nothing keeps going, it was not judged.
    const unfinished = state.gate.checks && (!state.gate.smoke || state.gate.smoke.result === 'passed')
        ? 'its agent checks did not finish'
        : 'was not fully smoke-tested';
    const then = state.prune
        ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)} Raise timeout, or run it again.`
        : state.revision.id && (0,run_state/* reportedStatus */.mW)(state) === 'DEPLOYED'
            ? ` Revision ${state.revision.id} is deployed and serving, but ${unfinished}: raise timeout, or ${(0,front_end/* runWords */.$W)(state.frontEnd, 'smoke-test')}.`
            : `${keepsGoing(state)}${keepWaiting(state)}`;
    return {
        title: 'Timed out',
        message: `Timed out (timeout: ${(0,duration/* formatDuration */.a3)(error.timeoutMs)}) ${error.during}.${then}`,
        stopped: 'timeout',
    };
}
/** Cancelled: what keeps going, and that nothing was deleted. */
function cancelledWords(state) {
    // A deployed revision does not keep going and is not waited for: it serves.
    const then = state.prune
        ? ` ${pruneStoppedWords(state.prune)}${keepsGoing(state)}`
        : state.revision.id && (0,run_state/* reportedStatus */.mW)(state) === 'DEPLOYED'
            ? ` Revision ${state.revision.id} is deployed and serves; what this run did after that was not finished. Nothing was deleted.`
            : `${keepsGoing(state)} Nothing was deleted.${state.revision.id ? keepWaiting(state, false) : ''}`;
    return {
        title: 'Cancelled',
        message: `The workflow was cancelled${(0,run_state/* reportedStatus */.mW)(state) ? ` (last status ${(0,run_state/* reportedStatus */.mW)(state)})` : ''}.${then}`,
        stopped: 'cancelled',
    };
}
/** How to go on waiting for the revision: `command: status` with the ids, or a longer timeout. */
function keepWaiting(state, timedOut = true) {
    // Without a revision there is nothing to keep waiting for: the run stopped before making one.
    if (!state.target.deploymentId || !state.revision.id)
        return ` Raise timeout, and ${(0,front_end/* runAgainWords */.pX)(state.frontEnd)}.`;
    const longer = state.target.created ? ' (a first deployment can take 15 minutes)' : '';
    const raise = timedOut ? `, or raise timeout${longer}` : '';
    const status = (0,front_end/* runWords */.$W)(state.frontEnd, 'status', [['deployment_id', state.target.deploymentId]], {
        again: true,
    });
    return `\nTo keep waiting, ${status} (it follows the latest revision, now ${state.revision.id})${raise}.`;
}
function keepsGoing(state) {
    const sent = state.inFlight
        ? ` The ${state.inFlight} was sent and not answered: it may have happened on the server.`
        : '';
    return `${state.revision.id ? ` Revision ${state.revision.id} keeps going on the server.` : ''}${sent}`;
}

;// CONCATENATED MODULE: ./src/commands/rollback.ts
















/**
 * `command: rollback`: redeploy an earlier revision (`revision_id`, else the newest DEPLOYED one
 * older than the one serving), then follow the revision that makes exactly as a deploy does —
 * statuses, `timeout`, outputs, summary, GitHub Deployment, the smoke test when asked.
 */
async function rollbackCommand(ctx) {
    const { state, inputs, log } = ctx;
    noteAction(state, 'rollback');
    const { deployment, target } = await findRollback(ctx);
    startRollback(state, { reason: 'command', to: target, revision: (0,run_state/* newRevisionStatus */.cu)() });
    if (inputs.dryRun)
        return reportDryRun(ctx, rollbackPlan(ctx, deployment.id, target));
    try {
        await redeploy(ctx, deployment.id, target, state.revision);
    }
    catch (error) {
        // A timeout or cancellation keeps its own title (the redeploy may still finish); any other
        // failure is said as the rollback's: the revision it tried to restore, how that ended, what serves.
        if (error instanceof errors/* CancelledError */.cc || error instanceof errors/* DeadlineError */.j3)
            throw error;
        const why = describeFailure(error, state, inputs);
        const serving = await readServing(ctx).catch(() => undefined);
        throw new errors/* ActionError */.lZ({
            title: 'Rollback failed',
            message: `The rollback of ${state.target.deploymentName ?? state.target.deploymentId} to revision ${describeRevision(target)} failed: ${why.title}.\n${why.message}${servingNow(serving, why.message)}`,
        });
    }
    const serving = await readServing(ctx);
    if (state.revision.status !== 'DEPLOYED')
        return log.info(`Revision ${state.revision.id} redeploys ${describeRevision(target)}; it is ${state.revision.status}.`);
    // DEPLOYED means serving (the platform switches the active revision then): a read that still
    // names another one is a moment behind, and said so, not taken for a failed rollback.
    noteRolledBack(state);
    if (serving !== undefined && serving !== state.revision.id)
        log.warning(`Revision ${state.revision.id} is DEPLOYED, but the control plane still names revision ${serving} as serving; it should switch within moments.`, 'Serving revision not switched yet');
    log.info(`Rolled back: revision ${state.revision.id} redeploys ${describeRevision(target)}.`);
    if (readyToJudge(ctx))
        await verifyServing(ctx, `revision ${state.revision.id}`);
}
/** The deployment to roll back, what serves it, and the revision to roll back to. */
function findRollback(ctx) {
    const { state, inputs, log } = ctx;
    return log.group(`Find deployment ${targetWords(inputs.target)} and the revision to roll back to`, async () => {
        const found = await findTarget(ctx, inputs.target);
        if (!found)
            throw new errors/* ActionError */.lZ({
                title: 'Deployment not found',
                message: `${missingWords(inputs.target).none}, so there is nothing to roll back. Check ${missingWords(inputs.target).check}.`,
            });
        recordDeployment(state, found, inputs.target.name);
        if (found.active_revision_id)
            notePreviousRevision(state, await revisionWithCommit(ctx, found.active_revision_id));
        log.info(`Found deployment ${found.id}${state.serving.previous ? `; revision ${describeRevision(state.serving.previous)} serves` : ''}.`);
        const to = await rollbackTarget(ctx, found);
        log.info(`Rolling back to revision ${describeRevision(to)}.`);
        return { deployment: found, target: to };
    });
}
/** Dry run: what the rollback would do. */
function rollbackPlan(ctx, deploymentId, target) {
    const { state, inputs } = ctx;
    return [
        `Roll deployment ${deploymentId} back to revision ${describeRevision(target)}: ${(0,client/* requestLine */.uA)('redeploy-revision', { deployment_id: deploymentId, revision_id: target.id })}.`,
        `Then wait for the revision it makes (timeout ${(0,duration/* formatDuration */.a3)(inputs.wait.timeoutMs)}).`,
        ...(inputs.smoke.enabled
            ? [`Then smoke-test it: ${inputs.smoke.checks.map(by_name/* smokeCheckLabel */.s).join('; ')}.`]
            : []),
        ...(inputs.checks
            ? [
                (0,cases_not_run/* checksPlan */.jw)(inputs.checks, inputs.smoke.url ?? state.target.deploymentUrl, inputs.checks.assistantId ?? inputs.smoke.assistantId, { lead: 'Then run' }),
            ]
            : []),
    ];
}

;// CONCATENATED MODULE: ./src/commands/smoke-test.ts


/**
 * `command: smoke-test`: the smoke test, and the agent checks when a file is given, against
 * `deployment_url` — any agent server (a preview, a self-hosted one). Fails when they did not pass.
 */
async function smokeTestCommand(ctx) {
    noteAction(ctx.state, 'smoke-test', { unlessKnown: true });
    await verifyServing(ctx, 'the agent server');
}

;// CONCATENATED MODULE: ./src/commands/status.ts








/** Report the deployment and its latest revision, changing nothing (`wait` applies). */
async function statusCommand(ctx) {
    const { state, cp, inputs } = ctx;
    noteAction(state, 'status');
    const deployment = await findTarget(ctx, inputs.target);
    if (!deployment) {
        throw new errors/* ActionError */.lZ({
            title: 'Deployment not found',
            message: `${missingWords(inputs.target).none}. Check ${missingWords(inputs.target).check}; deploy creates it.`,
        });
    }
    recordDeployment(state, deployment, inputs.target.name);
    const revisionId = deployment.latest_revision_id ?? (await newestRevisionId(cp, deployment.id));
    if (!revisionId)
        throw new errors/* ActionError */.lZ({ title: 'No revision', message: `Deployment ${deployment.id} has no revision` });
    noteRevision(state.revision, { id: revisionId });
    try {
        await followRevision(ctx, deployment.id, revisionId);
        if (readyToJudge(ctx))
            await verifyServing(ctx, `revision ${revisionId}`);
    }
    finally {
        await readServing(ctx).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/commands/wait-auth.ts






/**
 * Wait for an OAuth authentication to complete. The server is asked to hold each request open
 * for the time left; while it answers `pending` and the timeout allows, ask again. A server that
 * answers `pending` at once instead of holding the request is paced (a pause that grows), so the
 * action never hammers it. `completed` yields a masked token.
 */
async function waitAuthCommand(ctx) {
    const { state, cp, inputs, clock } = ctx;
    noteAction(state, 'wait-auth');
    const authId = inputs.authId;
    let pause = policy/* AUTH_WAIT_PACING */.ws.firstPauseMs;
    for (;;) {
        const asked = Math.max(1, Math.floor((0,duration/* secondsOf */.TM)(ctx.budget.left())));
        const sent = clock.now();
        const reply = await cp.waitAuth(authId, asked);
        noteAuth(state, reply.status);
        if (reply.status === 'completed') {
            // The token, masked, is the run's.
            if (reply.token) {
                ctx.mask(reply.token);
                noteAuth(state, 'completed', reply.token);
            }
            return ctx.log.info(`Authentication ${authId} completed.`);
        }
        // Another status: the failure, saying what it means. The status is the server's text: bounded in
        // the title, which is shown as a heading too (redacted first: a cut could leave a piece of a
        // secret the redactor no longer recognises).
        if (reply.status !== 'pending')
            throw new errors/* ActionError */.lZ({
                title: `Authentication ${(0,untrusted/* excerpt */.Kb)(reply.status, 40, ctx.redact)}`,
                message: Object.hasOwn(AUTH_MEANING, reply.status)
                    ? AUTH_MEANING[reply.status]
                    : `Authentication ${authId} ended with status ${reply.status}; start a new authentication and run wait-auth with its auth_id.`,
            });
        const held = clock.now() - sent >= Math.min((0,duration/* msOf */.QZ)(asked), policy/* AUTH_WAIT_PACING */.ws.heldMs);
        pause = await askAgainAfter(ctx, authId, held, pause);
    }
}
/**
 * Still pending: ask again at once when the server held the request, else after a pause that
 * grows (returned: the next one). Out of time first is the timeout's failure.
 */
async function askAgainAfter(ctx, authId, held, pause) {
    const { log } = ctx;
    // The last pause is cut to what is left, so the last ask comes just before the deadline; an
    // ask the server could not answer in time is not sent at all.
    const left = ctx.budget.left() - policy/* AUTH_WAIT_PACING */.ws.lastAskMs;
    const wait = held ? 0 : Math.min(pause, left);
    if (left <= 0 || wait < 0) {
        throw new errors/* ActionError */.lZ({
            title: 'Timed out',
            stopped: 'timeout',
            message: `Authentication ${authId} is still pending after ${(0,duration/* formatDuration */.a3)(ctx.inputs.wait.timeoutMs)} (timeout): the sign-in was not completed. Complete it, then ${(0,front_end/* runWords */.$W)(ctx.inputs.frontEnd, 'wait-auth', [['auth_id', authId]], { again: true })}, or raise timeout.`,
        });
    }
    if (held) {
        log.info(`Authentication ${authId} is still pending; waiting again.`);
        return policy/* AUTH_WAIT_PACING */.ws.firstPauseMs;
    }
    log.info(`Authentication ${authId} is still pending; asking again in ${(0,duration/* formatDuration */.a3)(wait)}.`);
    await ctx.budget.pause(wait);
    return Math.min(policy/* AUTH_WAIT_PACING */.ws.largestPauseMs, pause * 2);
}
const AUTH_MEANING = {
    timeout: 'The authentication flow timed out on the server; start it again.',
    not_found: 'No authentication with this auth_id exists (or it expired); check auth_id.',
};

// EXTERNAL MODULE: ./src/control-plane/caller.ts
var caller = __webpack_require__(8131);
;// CONCATENATED MODULE: ./src/github/side-channels.ts







const NONE = { active: false, notify: () => { }, end: async () => { } };
const COMMANDS = ['deploy', 'rollback', 'promote', 'delete'];
/**
 * Opens the GitHub side channels the inputs ask for. They are best effort: a failure is a
 * warning and never fails the deploy. Every request is bounded (SIDE_CHANNEL_REQUEST_MS) and
 * aborted when `budget` ends — the run's `timeout`, or the grace after a cancellation — so a
 * hung GitHub API can neither stretch the run nor hold up a cancelled one. No token, no
 * channel; a dry run writes nothing.
 */
async function openGitHubSideChannels(inputs, io, fetch, budget) {
    const { environment, prComment } = inputs.github;
    if ((!environment && !prComment) || inputs.dryRun || !COMMANDS.includes(inputs.command))
        return NONE;
    const api = await openGitHubApi(inputs, fetch, budget, io.redact);
    if ('why' in api) {
        io.log.warning(`${api.why}: no GitHub Deployment or pull-request comment.`, 'GitHub reporting skipped');
        return NONE;
    }
    return new GitHubChannels(inputs, io, budget, api.octokit, api.run);
}
/** The GitHub Deployment and the pull-request comment of one run, updated in order in the background. */
class GitHubChannels {
    active = true;
    deploying;
    name;
    deployment;
    /** The commit the current GitHub Deployment records. */
    startedFor;
    commentId;
    /** One queue: the channels' calls happen in order, in the background. */
    queue = Promise.resolve();
    inputs;
    io;
    budget;
    octokit;
    run;
    constructor(inputs, io, budget, octokit, run) {
        this.inputs = inputs;
        this.io = io;
        this.budget = budget;
        this.octokit = octokit;
        this.run = run;
        const { environment } = inputs.github;
        this.deploying = inputs.command !== 'delete';
        this.name = targetWords(inputs.target) || 'deployment';
        // Not waited for, the outcome is unknown: a GitHub Deployment would stay in progress for good.
        if (environment && this.deploying && !inputs.wait.enabled)
            io.log.notice(`No GitHub Deployment in ${environment}: with wait: false this run does not know how the deploy ends.`, 'GitHub Deployment skipped');
        const recording = environment !== undefined && (!this.deploying || inputs.wait.enabled);
        if (recording)
            this.deployment = new GitHubDeployment(octokit, run, environment);
    }
    /** What GitHub is told is redacted first, as everything the run writes. */
    safe(state) {
        return (0,redact/* redactDeep */.KL)(state, this.io.redact);
    }
    enqueue(what, body) {
        const { log } = this.io;
        this.queue = this.queue.then(async () => {
            if (this.budget.aborted) {
                log.warning(`${what} not updated: no time was left for reporting to GitHub.`, `${what} not updated`);
                return;
            }
            try {
                await body();
            }
            catch (error) {
                const status = error.status;
                const hint = status === 403 || status === 404
                    ? ` (does the workflow grant \`${what === 'GitHub Deployment' ? 'deployments' : 'pull-requests'}: write\`?)`
                    : this.budget.aborted
                        ? ' (no time was left for reporting to GitHub)'
                        : '';
                log.warning(`${what} not updated: ${error.message}${hint}. The deployment itself is not affected.`, `${what} not updated`);
            }
        });
    }
    notify(event, state) {
        const started = startedDescription(event, state);
        if (started) {
            // A `command: rollback` records the commit of the revision it restores.
            const ref = event === 'rollback' ? started.ref : this.deployedRef(state);
            this.startDeployment(state, ref, started.description, started.supersededBy);
        }
        // The comment says what is being built as soon as it is known, and again with its commit.
        if ((event === 'revision' || event === 'commit') && !state.rollback)
            this.comment(state);
    }
    async end(state) {
        if (state.revision.id)
            this.startDeployment(state, this.deployedRef(state), startedDescription('end', state).description);
        const last = this.deployment;
        if (last) {
            this.enqueue('GitHub Deployment', async () => {
                if (!this.deploying) {
                    const count = await last.deactivateAll();
                    this.io.log.info(`GitHub environment ${this.inputs.github.environment}: ${count} deployment(s) marked inactive.`);
                }
                else
                    await last.finish(this.safe(state));
            });
        }
        if (this.inputs.github.prComment && this.run.prNumber === undefined)
            this.io.log.warning('pr_comment is on but this run is not for a pull request; no comment.', 'Pull-request comment skipped');
        this.comment(state);
        await this.queue;
    }
    /**
     * The GitHub Deployment is created once the commit it records is known (built, or uploaded):
     * it never names a commit nothing was built from. Tried once: a refusal is one warning. When
     * the run follows a newer revision that builds another commit (its own was superseded), the
     * first record is closed and one is made for that commit.
     */
    startDeployment(state, ref, description, supersededBy) {
        if (!this.deployment || !this.deploying || !ref || this.startedFor === ref)
            return;
        if (this.startedFor !== undefined) {
            if (!supersededBy)
                return;
            const previous = this.deployment;
            this.deployment = new GitHubDeployment(this.octokit, this.run, this.inputs.github.environment);
            this.enqueue('GitHub Deployment', () => previous.supersede(supersededBy));
        }
        this.startedFor = ref;
        const current = this.deployment;
        // An upload's commit and archive, which the control plane keeps no trace of (a promote reads them).
        const { tarDigest, configPath } = state.source;
        const upload = tarDigest
            ? { commit: state.revision.commitSha, archiveDigest: tarDigest, configPath }
            : undefined;
        const revision = { deploymentId: state.target.deploymentId, revisionId: revisionOf(state), upload };
        this.enqueue('GitHub Deployment', () => current.start(this.inputs, ref, description, revision));
    }
    /**
     * The commit a GitHub Deployment is recorded for: one of this repository (an upload from
     * another's checkout records the workflow's, and so does a promoted image, built from no commit).
     */
    deployedRef(state) {
        if (state.source.checkout || state.promotion?.imageUri)
            return this.inputs.deployment.workflowSha;
        return state.revision.commitSha;
    }
    /** Posts or updates the pull-request comment with the state as it is now. */
    comment(state) {
        const { run, name, log } = { run: this.run, name: this.name, log: this.io.log };
        if (!this.inputs.github.prComment || run.prNumber === undefined)
            return;
        const body = commentBody(name, this.safe(state), run, state.target.langsmithUrl);
        // Nothing was deleted: say so on a comment there is, but do not start a new one for it.
        const create = state.target.deleteResult !== 'NOT_FOUND';
        this.enqueue('Pull-request comment', async () => {
            const { id, done } = await upsertComment(this.octokit, run, name, body, this.commentId, create);
            if (this.commentId === undefined && done !== 'none')
                log.info(`Pull request #${run.prNumber}: preview comment ${done}.`);
            this.commentId = id;
        });
    }
}
/** The revision a GitHub Deployment made now is for: a rollback's redeploy, else the run's. */
function revisionOf(state) {
    return state.rollback?.reason === 'command'
        ? (state.rollback.revision.id ?? state.revision.id)
        : state.revision.id;
}

// EXTERNAL MODULE: ./src/inputs/proxy-env.ts
var proxy_env = __webpack_require__(6659);
;// CONCATENATED MODULE: ./src/http/proxy.ts


/**
 * The proxy for a request, as corporate networks configure it: HTTPS_PROXY for https targets
 * (HTTP_PROXY when it is unset), HTTP_PROXY for http targets, either in lower or upper case
 * (lower first, as curl does), unless NO_PROXY exempts the host. Undefined means "direct".
 */
function proxyFor(target, env) {
    return proxyRoute(target, env)?.url;
}
/** The proxy for a request and the variable that set it (`https_proxy`); undefined: direct. */
function proxyRoute(target, env) {
    const http = (0,proxy_env/* proxyVariable */.rw)(env, 'HTTP_PROXY');
    const variable = target.protocol === 'https:' ? ((0,proxy_env/* proxyVariable */.rw)(env, 'HTTPS_PROXY') ?? http) : http;
    const noProxy = (0,proxy_env/* proxyVariable */.rw)(env, 'NO_PROXY');
    if (!variable || exempt(target, noProxy ? env[noProxy] : ''))
        return undefined;
    const url = (0,proxy_env/* withScheme */.GV)(env[variable]);
    // Plain http (allowed only to loopback hosts) would carry the API key in clear text to the
    // proxy: it goes through a proxy only when that proxy is on this machine too.
    if (target.protocol === 'http:' && !(URL.canParse(url) && (0,endpoint/* isLoopbackHost */.cW)(new URL(url).hostname)))
        return undefined;
    return { url, variable };
}
/**
 * NO_PROXY: comma- or space-separated hosts; `*` exempts all; `example.com` and `.example.com`
 * exempt the domain and its subdomains; `host:port` only that port.
 */
function exempt(target, noProxy) {
    const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const port = target.port || (target.protocol === 'https:' ? '443' : '80');
    return noProxy
        .split(/[,\s]+/)
        .filter(Boolean)
        .some((raw) => {
        const entry = raw.toLowerCase();
        if (entry === '*')
            return true;
        const { name, entryPort } = parseEntry(entry);
        if (entryPort && entryPort !== port)
            return false;
        const domain = name.replace(/^\*?\./, '');
        return host === domain || host.endsWith(`.${domain}`);
    });
}
/** `host`, `host:port`, `[v6]`, `[v6]:port`, or a bare IPv6 address (no port). */
function parseEntry(entry) {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
    if (bracketed)
        return { name: bracketed[1], entryPort: bracketed[2] };
    if ((entry.match(/:/g) ?? []).length > 1)
        return { name: entry };
    const [name, entryPort] = entry.split(':');
    return { name: name, entryPort };
}
/** One dispatcher per proxy (and one direct), shared by every call of the run. */
class Dispatchers {
    agents = new Map();
    undici;
    env;
    constructor(undici, env = process.env) {
        this.undici = undici;
        this.env = env;
    }
    for(url) {
        const proxy = this.proxyOf(url);
        let agent = this.agents.get(proxy);
        if (!agent) {
            agent = proxy ? new this.undici.ProxyAgent(proxy) : new this.undici.Agent();
            this.agents.set(proxy, agent);
        }
        return agent;
    }
    /** Drops the dispatcher a URL goes through (after an abort it may be stuck); the next is new. */
    reset(url) {
        const proxy = this.proxyOf(url);
        const agent = this.agents.get(proxy);
        this.agents.delete(proxy);
        void agent?.destroy().catch(() => undefined);
    }
    proxyOf(url) {
        return proxyFor(new URL(url), this.env) ?? '';
    }
    /** The variable whose proxy a request to `url` goes through (`https_proxy`); undefined: direct. */
    proxyVariableOf(url) {
        return proxyRoute(new URL(url), this.env)?.variable;
    }
    /** Where a request to `url` connects: its proxy's host and port, or its own (never a password). */
    connectsTo(url) {
        const target = new URL(url);
        const proxy = proxyFor(target, this.env);
        // A proxy URL that does not parse: undici refused it already; the target is named.
        const to = proxy && URL.canParse(proxy) ? new URL(proxy) : target;
        return { host: to.hostname, port: to.port || (to.protocol === 'https:' ? '443' : '80') };
    }
    /** A fetch that routes each request through its dispatcher (for the SDK and Octokit). */
    fetch() {
        const { fetch } = this.undici;
        return ((input, init) => fetch(input, { ...init, dispatcher: this.for(urlOf(input)) }));
    }
    async close() {
        await Promise.all([...this.agents.values()].map((a) => a.destroy()));
    }
}
function urlOf(input) {
    if (typeof input === 'string')
        return input;
    if (input instanceof URL)
        return input.href;
    return input.url;
}
/** The run's dispatchers, with undici loaded on first use (not at start-up). */
async function loadDispatchers(env = process.env) {
    return new Dispatchers(await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19)), env);
}

// EXTERNAL MODULE: external "node:dns/promises"
var external_node_dns_promises_ = __webpack_require__(1553);
;// CONCATENATED MODULE: ./src/http/lookup.ts

const systemLookup = async (hostname) => (await (0,external_node_dns_promises_.lookup)(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

;// CONCATENATED MODULE: ./src/http/transport.ts





/** A DNS name is at most 253 characters; a longer one shown is cut. */
const HOST_CHARS = 253;
/**
 * Errors raised before a byte was sent: safe to repeat any request after them. ENOTFOUND (the
 * name does not exist) is told apart from them; EAI_AGAIN (the name service could not answer
 * now) is one of them.
 */
const CONNECT_CODES = new Set([
    'ECONNREFUSED',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/**
 * The undici transport, through the run's dispatchers (direct or via the configured proxy).
 */
async function createUndiciTransport(dispatchers) {
    const { request } = await __webpack_require__.e(/* import() */ 752).then(__webpack_require__.t.bind(__webpack_require__, 4371, 19));
    const send = async (req) => {
        // Never start a request for a run already cancelled: its socket would outlive the run.
        if (req.signal.aborted)
            throw new errors/* CancelledError */.cc();
        const { signal, timedOut } = (0,limit/* timedSignal */.s)(req.timeoutMs, [req.signal]);
        try {
            // undici is asked to stop on the signal, but the answer is raced against it too: a proxy
            // that kills every tunnel can leave undici retrying forever without settling. Then the
            // dispatcher is replaced, which ends whatever it was doing.
            return await (0,time_clock.raceAbort)(signal, (async () => {
                const res = await request(req.url, {
                    method: req.method,
                    headers: req.headers,
                    body: req.body,
                    signal,
                    dispatcher: dispatchers.for(req.url),
                });
                const header = (name) => {
                    const value = res.headers[name];
                    return Array.isArray(value) ? value[0] : value;
                };
                return {
                    status: res.statusCode,
                    retryAfter: header('retry-after'),
                    contentType: header('content-type'),
                    location: header('location'),
                    ...(await readBounded(res.body)),
                };
            })(), () => dispatchers.reset(req.url));
        }
        catch (error) {
            throw failureOf(error, req, timedOut, dispatchers);
        }
    };
    return { send };
}
/** What a request that got no reply throws: cancelled, timed out, a name not found, or a network error. */
function failureOf(error, req, timedOut, dispatchers) {
    if (req.signal.aborted)
        return new errors/* CancelledError */.cc();
    const where = { method: req.method, path: req.label, endpoint: req.endpoint };
    if (timedOut())
        return new errors/* NetworkError */.Dr({ ...where, failure: 'timeout', code: `${req.timeoutMs}ms` });
    const code = saidByCauses(error, 'code') ?? (error instanceof Error ? error.name : 'unknown error');
    // The proxy the request went through, if any: whose name did not resolve, or where it connected.
    const proxy = dispatchers.proxyVariableOf(req.url);
    if (code === 'ENOTFOUND') {
        // The host name the failed lookup was for, if the error says.
        const host = (0,untrusted/* clip */.$Q)(saidByCauses(error, 'hostname') ?? new URL(req.url).hostname, HOST_CHARS);
        return new errors/* NetworkError */.Dr({ ...where, failure: 'unresolved', code, host, ...(proxy && { proxy }) });
    }
    if (!CONNECT_CODES.has(code))
        return new errors/* NetworkError */.Dr({ ...where, failure: 'dropped', code });
    // Where the connection was tried: named in every retry line and in the error.
    const to = dispatchers.connectsTo(req.url);
    return new errors/* NetworkError */.Dr({ ...where, failure: 'connect', code, to, ...(proxy && { proxy }) });
}
/** Reads at most MAX_BODY_BYTES, then stops reading (and drops the rest of the reply). */
async function readBounded(body) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        chunks.push(chunk);
        size += chunk.length;
        if (size > policy/* MAX_BODY_BYTES */.YK) {
            body.destroy();
            return { text: Buffer.concat(chunks).subarray(0, policy/* MAX_BODY_BYTES */.YK).toString('utf8'), truncated: true };
        }
    }
    return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
}
/** The first text an error or one of its causes gives as `key`: its `code`, getaddrinfo's `hostname`. */
function saidByCauses(error, key) {
    for (let e = error, depth = 0; e && depth < 4; e = e.cause, depth++) {
        const value = e[key];
        if (typeof value === 'string' && value)
            return value;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/inputs/secret-inputs.ts
var secret_inputs = __webpack_require__(9023);
// EXTERNAL MODULE: ./src/inputs/checks.ts
var checks = __webpack_require__(7272);
;// CONCATENATED MODULE: ./src/report/links.ts
/**
 * The deployment's page in the LangSmith UI: `{ui}/o/{tenant}/host/deployments/{id}`, with the
 * tenant from `tenant_id` or from the deployment itself. Undefined for a custom `api_url`.
 */
function langsmithDeploymentUrl(inputs, state) {
    const tenant = state.target.tenantId ?? inputs.controlPlane.tenantId;
    const ui = inputs.controlPlane.uiUrl;
    if (!ui || !tenant || !state.target.deploymentId)
        return undefined;
    return `${ui}/o/${encodeURIComponent(tenant)}/host/deployments/${encodeURIComponent(state.target.deploymentId)}`;
}

// EXTERNAL MODULE: ./src/report/outputs.ts + 1 modules
var outputs = __webpack_require__(7438);
;// CONCATENATED MODULE: ./src/report/junit.ts




/**
 * The agent checks as JUnit XML (one testcase per case), for test-report tools and GitHub's test
 * reporters. A failed case is a `<failure>`, one that could not be judged is `<skipped>`: it is
 * neither a pass nor the agent's failure. Pure; every value is escaped (server text included), and
 * each testcase's text is bounded (REPORT_LIMITS.junitCaseChars): 200 cases of 20 runs each,
 * every run listing 50 unmet expectations, would otherwise write tens of megabytes.
 */
function junitXml(checks, suite = 'agent checks') {
    const failures = checks.cases.filter((c) => c.result === 'failed').length;
    const skipped = checks.cases.filter((c) => c.result === 'not-judged').length;
    const time = seconds(checks.duration_ms);
    const attrs = `tests="${checks.cases.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time}"`;
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="${xml(suite)}" ${attrs}>`,
        `  <testsuite name="${xml(`${suite} (${checks.file})`)}" ${attrs}>`,
        `    <properties><property name="url" value="${xml(checks.url)}"/>${checks.experiment_url ? `<property name="experiment_url" value="${xml(checks.experiment_url)}"/>` : ''}</properties>`,
        ...checks.cases.flatMap(testcase),
        '  </testsuite>',
        '</testsuites>',
        '',
    ].join('\n');
}
function testcase(c) {
    const open = `    <testcase classname="agent-checks" name="${xml(c.name)}" time="${seconds(c.duration_ms)}"`;
    const runs = c.run_results
        .map((r, i) => {
        const unmet = r.expectations
            .filter((e) => !e.met)
            .map((e) => `${e.expectation}: ${e.detail ?? 'not met'}`);
        return `run ${i + 1}: ${r.result}${r.error ? ` (${r.error})` : ''}${unmet.length ? `\n  ${unmet.join('\n  ')}` : ''}`;
    })
        .join('\n');
    const summary = `${c.passes} of ${c.runs} runs passed (${c.min_passes} needed)${c.before ? `; before: ${c.before}` : ''}${c.regression ? '; regression' : ''}`;
    const out = c.reply ? [`      <system-out>${xml(`reply: ${c.reply}`)}</system-out>`] : [];
    // The case's tokens (median of its runs), as a property test-report tools show.
    const tokens = c.tokens
        ? [`      <properties><property name="tokens" value="${xml(tokensShown(c.tokens))}"/></properties>`]
        : [];
    if (c.result === 'passed')
        return [`${open}>`, ...tokens, ...out, '    </testcase>'];
    const tag = c.result === 'failed' ? 'failure' : 'skipped';
    const type = c.result === 'failed' ? (c.regression ? 'regression' : 'expectation') : 'not-judged';
    return [
        `${open}>`,
        ...tokens,
        `      <${tag} message="${xml((0,untrusted/* clip */.$Q)(c.failure ?? c.result, policy/* REPORT_LIMITS */.S4.junitMessageChars))}" type="${type}">${xml((0,untrusted/* clip */.$Q)(`${summary}\n${runs}`, policy/* REPORT_LIMITS */.S4.junitCaseChars))}</${tag}>`,
        ...out,
        '    </testcase>',
    ];
}
function seconds(ms) {
    return (0,duration/* secondsOf */.TM)(ms).toFixed(3);
}
/** Text as an XML attribute or element: escaped, and without characters XML 1.0 forbids. */
function xml(text) {
    return text
        .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&apos;');
}

;// CONCATENATED MODULE: ./src/report/summary.ts

















/**
 * The job summary of one run, as Markdown. Pure: made from the run's state only. Every value
 * from a server is shown as code or escaped text (markdown.ts); links only where built here.
 * It leads with what happened (outcome.ts), then why (the error, then its hint, as separate
 * paragraphs), then the facts a reader looks for — what serves where, which commit, who started
 * it — with ids last.
 */
function summaryMarkdown(state) {
    if (state.command === 'plan')
        return planMarkdown(state);
    if (state.command === 'report')
        return reportMarkdown(state);
    if (state.command === 'prune')
        return pruneMarkdown(state);
    const { icon, title, lede } = headline(state);
    const lines = [`## ${icon} ${title}`, ''];
    if (lede)
        lines.push(lede, '');
    // After a rollback the lede says how it ended: the quote says only why.
    if (state.failure)
        lines.push(...(0,markdown/* quote */.hD)(listedOnce(state.failure.why ?? state.failure.message, state)), '');
    // Numbered: a bulleted plan would run into the facts list below as one list.
    if (state.dryRun.plan)
        lines.push('The plan:', '', ...state.dryRun.plan.map((line, i) => `${i + 1}. ${(0,markdown/* text */.Qq)(line)}`), '');
    lines.push(...facts(state), '');
    const rows = timelineRows(state);
    if (rows.length)
        lines.push(...timelineSection(rows), '');
    // The latest are the ones that tell what serves now.
    const superseded = state.serving.superseded.slice(-policy/* REPORT_LIMITS */.S4.supersededListed);
    if (superseded.length < state.serving.superseded.length)
        lines.push(`(${state.serving.superseded.length - superseded.length} earlier superseded revisions not listed)`, '');
    for (const s of superseded) {
        lines.push(`Revision ${(0,markdown/* code */.aY)(s.revisionId)} ended ${(0,markdown/* code */.aY)(s.status)}: superseded by revision ${revisionLink(state, s.by)}${s.by.createdAt ? `, created ${(0,markdown/* code */.aY)(s.by.createdAt)}` : ''}.`, '');
    }
    // After a retry each attempt is listed, with the log it failed with: that log is not shown twice.
    const attempts = (state.attempts?.length ?? 0) > 1 ? state.attempts : [];
    lines.push(...attempts.flatMap((a, i) => attemptLines(state, a, i, attempts.length)));
    const failureLog = state.logs.failure;
    const withAttempt = (log) => attempts.some((a) => a.log?.revisionId === log.revisionId && a.log.kind === log.kind);
    if (failureLog && !withAttempt(failureLog))
        lines.push(...logDetails(failureLog), '');
    if (state.gate.smoke)
        lines.push(...smokeSection(state.gate.smoke), '');
    if (state.gate.checks)
        lines.push(...checksSection(state.gate.checks, state.gate.baseline), '');
    if (state.rollback && state.rollback.reason === 'gate')
        lines.push(...rollbackSection(state), '');
    while (lines.at(-1) === '')
        lines.pop();
    return `${(0,markdown/* fitSummary */.mW)(lines.join('\n'))}\n`;
}
/** The tail of a log shown on a failure, folded. */
function logDetails(log) {
    return (0,markdown/* details */.zH)(`${(0,markdown/* escapeHtml */.ZD)(`${log.first ? 'First' : 'Last'} ${lineCount(log.lines.length)} of the ${LOG_NAMES[log.kind]} of revision`)} ${(0,markdown/* htmlCode */.h8)(log.revisionId)}`, [
        ...(log.dropped ? [`(${log.dropped} earlier lines not shown: the block is limited in size)`, ''] : []),
        ...(0,markdown/* codeBlock */.DV)(log.lines.map(formatLine)),
    ]);
}
/** How a retry's revision was made. */
const MADE = {
    first: '',
    redeploy: ', a redeploy of the one before',
    'new-revision': ', a new revision of the same source',
};
/** One attempt at deploying the run's revision (`deploy_retries`), with its log's tail when it failed. */
function attemptLines(state, a, index, count) {
    return [
        `**Attempt ${index + 1} of ${count}:** revision ${(0,markdown/* code */.aY)(a.revisionId)}${MADE[a.made]}${a.status ? ` · ${(0,markdown/* code */.aY)(a.status)}` : ''}${a.commit ? ` · commit ${commitLink(state, a.commit)}` : ''}`,
        '',
        ...(a.log ? [...logDetails(a.log), ''] : []),
    ];
}
/** The facts, as a list (a two-column table would render an empty header strip). */
function facts(state) {
    const items = [];
    const name = state.target.deploymentName ?? state.target.deploymentId;
    items.push([
        'Deployment',
        name &&
            `${(0,markdown/* code */.aY)(name)}${state.target.langsmithUrl ? ` · ${(0,markdown/* link */.nf)('open in LangSmith', state.target.langsmithUrl)}` : ''}`,
    ]);
    // The agent server's URL, only where something serves: after a DEPLOYED revision, or when an
    // earlier revision keeps serving a failed update. A first deployment that failed lists none.
    const url = state.target.deploymentUrl;
    if (url && state.target.action !== 'delete' && endingOf(state).serves)
        items.push(['URL', (0,markdown/* urlLink */.Cb)(url)]);
    if (state.promotion)
        items.push(['Promoted from', (0,promotion_words/* promotedFact */.f4)(state.promotion, markdown/* code */.aY)]);
    // "Built" only once the platform says which commit it built; before, the ref it will build.
    // An upload names the commit checked out: uploaded once a revision was made of it.
    if (state.revision.commitSha)
        items.push([
            state.dryRun.plan || (state.source.digest && !state.revision.id)
                ? 'Commit to deploy'
                : state.source.digest
                    ? 'Commit uploaded'
                    : 'Commit built',
            `${commitLink(state, state.revision.commitSha)}${state.source.checkout ? ` of ${(0,markdown/* code */.aY)(state.source.checkout.repository)}` : ''}${state.revision.ref ? ` of ${(0,markdown/* code */.aY)(state.revision.ref)}` : ''}`,
        ]);
    else if (state.revision.ref)
        items.push(['Ref to build', (0,markdown/* code */.aY)(state.revision.ref)]);
    if (state.source.digest)
        items.push(['Source archive', `SHA-256 ${(0,markdown/* code */.aY)(state.source.digest)}`]);
    const status = (0,run_state/* reportedStatus */.mW)(state);
    if (state.revision.id)
        items.push([
            'Revision',
            `${(0,markdown/* code */.aY)(state.revision.id)}${status ? ` · ${(0,markdown/* code */.aY)(status)}` : ''}${state.target.langsmithUrl ? ` · ${(0,markdown/* link */.nf)('in LangSmith', state.target.langsmithUrl)} (under Revisions)` : ''}`,
        ]);
    // What served before and what serves now: one line when nothing changed.
    const before = state.serving.previous;
    const active = state.serving.active;
    if (before && active === before.id)
        items.push(['Serving', `${revisionLink(state, before)} (unchanged by this run)`]);
    else {
        if (before)
            items.push(['Serving before', revisionLink(state, before)]);
        if (active && active !== state.revision.id)
            items.push(['Serving now', (0,markdown/* code */.aY)(active)]);
    }
    items.push(['Trigger', trigger(state)]);
    if (state.finishedAt !== undefined)
        items.push(['Took', (0,duration/* formatDuration */.a3)(state.finishedAt - state.startedAt)]);
    if (state.target.deploymentId && name !== state.target.deploymentId)
        items.push(['Deployment id', (0,markdown/* code */.aY)(state.target.deploymentId)]);
    return items.filter(([, value]) => value).map(([label, value]) => `- **${label}:** ${value}`);
}
function trigger(state) {
    const t = state.trigger;
    if (!t?.event)
        return undefined;
    const who = t.actor ? ` by ${(0,markdown/* code */.aY)(t.actor)}` : '';
    const pr = t.pullRequest;
    const ref = pr
        ? ` on ${(0,markdown/* link */.nf)(`pull request #${pr.number}`, pr.url)}${pr.head ? ` (head ${(0,markdown/* code */.aY)(pr.head)})` : ''}`
        : t.ref
            ? ` on ${(0,markdown/* code */.aY)(t.ref.replace(/^refs\/(heads|tags)\//, ''))}`
            : '';
    const sha = t.sha ? ` at ${commitLink(state, t.sha)}` : '';
    const run = t.runUrl ? ` · ${(0,markdown/* link */.nf)('workflow run', t.runUrl)}` : '';
    return `${(0,markdown/* code */.aY)(t.event)}${who}${ref}${sha}${run}`;
}
/** The timeline of the revision this run followed, by the model in status-history.ts. */
function timelineRows(state) {
    if (!state.revision.history.spans.length)
        return [];
    const end = state.finishedAt ?? state.revision.history.spans.at(-1).since;
    return state.revision.history.timeline(end, (0,run_state/* buildsRevision */.$x)(state), (status) => (0,revision_status/* classifyStatus */.xo)(status).verdict === 'in-progress' ? 'in-progress' : 'ended');
}
const TIMING = {
    server: (ms) => (0,duration/* formatDuration */.a3)(ms ?? 0),
    observed: (ms) => `about ${(0,duration/* formatDuration */.a3)(ms ?? 0)}`,
    'so far': (ms) => `${(0,duration/* formatDuration */.a3)(ms ?? 0)} so far`,
    'since seen': (ms) => `at least ${(0,duration/* formatDuration */.a3)(ms ?? 0)} (in it when this run first looked)`,
    end: () => '—',
    unseen: () => 'not seen',
};
function timelineSection(rows) {
    // A status not seen between two that were: its time is in the row above it.
    const time = (r, above) => r.with
        ? `${TIMING[r.timing](r.ms)}, ${(0,markdown/* code */.aY)(r.with)} included`
        : r.timing === 'unseen' && above?.with
            ? 'not seen: in the time above'
            : TIMING[r.timing](r.ms);
    const all = rows.map((r, i) => `| ${(0,markdown/* code */.aY)(r.status)} | ${time(r, rows[i - 1])} | ${(0,markdown/* cell */.Hn)((0,revision_status/* classifyStatus */.xo)(r.status).meaning)} |`);
    // A server that flips its status at every check makes thousands of rows: the first and last tell the story.
    const half = policy/* REPORT_LIMITS */.S4.timelineRows / 2;
    const shown = all.length <= policy/* REPORT_LIMITS */.S4.timelineRows
        ? all
        : [
            ...all.slice(0, half),
            `| … | | ${all.length - 2 * half} more status changes not shown |`,
            ...all.slice(-half),
        ];
    const lines = [
        '### Revision timeline',
        '',
        '| Status | Time in status | Meaning |',
        '|---|---|---|',
        ...shown,
    ];
    const notes = [];
    if (rows.some((r) => r.timing === 'server'))
        notes.push('Times come from the revision’s own timestamps.');
    if (rows.some((r) => r.timing === 'observed'))
        notes.push('“About”: timed by this run’s checks, so to within one pause between them.');
    if (rows.some((r) => r.timing === 'unseen'))
        notes.push('The control plane reports only the current status: a status that began and ended between two checks was not seen.');
    if (notes.length)
        lines.push('', `<sub>${notes.map((note) => (0,markdown/* text */.Qq)(note)).join(' ')}</sub>`);
    return lines;
}
const CHECK_ICON = {
    passed: '✅',
    failed: '❌',
    inconclusive: '⚠️ inconclusive',
};
/**
 * What the headline's lede does not say of a rollback after a failed gate: why a rollback that did
 * not finish failed, and the restored revision's own smoke test and agent checks.
 */
function rollbackSection(state) {
    const r = state.rollback;
    const lines = [];
    if (r.failure && !r.stopped)
        lines.push(r.rolledBack ? '### The restored revision' : '### Why the rollback failed', '', ...(0,markdown/* quote */.hD)(r.failure));
    if (r.smoke)
        lines.push(...(lines.length ? [''] : []), ...smokeSection(r.smoke).map((l) => l.replace(/^### Smoke test/, '### Smoke test of the restored revision')));
    if (r.checks)
        lines.push(...(lines.length ? [''] : []), ...checksSection(r.checks, undefined).map((l) => l.replace(/^### Agent checks/, '### Agent checks of the restored revision')));
    return lines;
}
/** The failure without the failed checks or cases the tables below list again. */
function listedOnce(message, state) {
    const { smoke, checks } = state.gate;
    let said = message;
    if (smoke && !smoke.detail && smoke.checks.some((c) => c.result === 'failed'))
        said = said.replace((0,smoke_report/* smokeFailure */.cR)(smoke), `${(0,smoke_report/* failedCount */.dD)(smoke)} (listed in the smoke test table below).`);
    if (checks && !checks.detail && checks.cases.some((c) => c.result !== 'passed')) {
        const head = checksFailure(checks).split('\n')[0].replace(/:$/, '');
        said = said.replace(checksFailure(checks), `${head} (listed in the agent checks table below).`);
    }
    return said;
}
/** How a smoke test ended, as its heading says it: a failure of the server, or no verdict. */
const SMOKE_HEADING = {
    passed: '✅ passed',
    revision: '❌ failed',
    setup: '⚠️ could not judge the server',
    time: '⏱️ cut short by timeout',
};
function smokeSection(smoke) {
    const lines = [
        `### Smoke test: ${SMOKE_HEADING[smoke.result === 'passed' ? 'passed' : (smoke.blame ?? 'revision')]}`,
        '',
    ];
    if (smoke.detail)
        lines.push(...(0,markdown/* quote */.hD)(smoke.detail), '');
    if (smoke.checks.length) {
        lines.push(`Assistant ${(0,markdown/* code */.aY)(smoke.assistant_id)} at ${(0,markdown/* code */.aY)(smoke.url)}; ready after ${(0,duration/* formatDuration */.a3)(smoke.ready_after_ms)}, checks took ${(0,duration/* formatDuration */.a3)(smoke.duration_ms)}.`, '', '| Check | Result | Time | Detail |', '|---|---|---|---|', ...smoke.checks.map((c) => `| ${(0,markdown/* cell */.Hn)((0,by_name/* smokeCheckLabel */.s)(c.name))} | ${CHECK_ICON[c.result]} | ${(0,duration/* formatDuration */.a3)(c.duration_ms)} | ${(0,markdown/* cell */.Hn)(c.detail)} |`));
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/time/budget.ts



/**
 * The run's time and its cancellation, in one object: every wait, retry, request and side read
 * asks it how much is left instead of working it out by hand. A part of the run that must leave
 * the end of `timeout` for something else (GitHub reporting, a failure's log tail) works within a
 * budget that `keeps` that reserve.
 */
class Budget {
    clock;
    /** The user's `timeout`, for messages: a reserve never changes what the limit was. */
    timeoutMs;
    /** Epoch ms (this clock) by which this budget's work must be done. */
    deadline;
    /** Aborts when the workflow is cancelled. */
    signal;
    constructor(options) {
        this.clock = options.clock;
        this.timeoutMs = options.timeoutMs;
        this.deadline = options.deadline;
        this.signal = options.signal;
    }
    /** A run's whole budget, from now: `timeout`, and the workflow's cancellation. */
    static start(clock, timeoutMs, signal) {
        return new Budget({ clock, timeoutMs, deadline: clock.now() + timeoutMs, signal });
    }
    /** Milliseconds left (zero or less once it is over). */
    left() {
        return this.deadline - this.clock.now();
    }
    /** Whether at least `ms` is left and the run is not cancelled. */
    allows(ms) {
        return !this.signal.aborted && this.left() >= ms;
    }
    /** `ms`, cut to what is left (never below zero). */
    cap(ms) {
        return Math.max(0, Math.min(ms, this.left()));
    }
    get cancelled() {
        return this.signal.aborted;
    }
    /** Throws CancelledError once the workflow is cancelled. */
    checkCancelled() {
        if (this.signal.aborted)
            throw new errors/* CancelledError */.cc();
    }
    /** Throws CancelledError when cancelled, DeadlineError (`during`) when no time is left. */
    check(during) {
        this.checkCancelled();
        if (this.left() <= 0)
            throw this.timedOut(during);
    }
    /** The error a timeout is reported with: the user's limit, and what the run was doing. */
    timedOut(during) {
        return new errors/* DeadlineError */.j3({ timeoutMs: this.timeoutMs, during });
    }
    /**
     * A pause that never outlives the budget: cut to the time left (the next step then meets the
     * deadline), ended at once by cancellation. With nothing left it throws DeadlineError.
     */
    async pause(ms, during = 'before the next check') {
        this.check(during);
        await (0,time_clock.sleepUnlessCancelled)(this.clock, this.cap(ms), this.signal);
    }
    /** The same budget ending `reserveMs` earlier: what it keeps is for what comes after. */
    keeping(reserveMs) {
        return new Budget({
            clock: this.clock,
            timeoutMs: this.timeoutMs,
            deadline: this.deadline - Math.max(0, reserveMs),
            signal: this.signal,
        });
    }
    /** A signal that aborts at the deadline or on cancellation (for work that takes a signal). */
    abortSignal() {
        return (0,limit/* timedSignal */.s)(this.left(), [this.signal], this.clock).signal;
    }
    /**
     * A named limit starting now: `own` (a step's own limit, by its input's name), or what is left
     * of this budget when that is less (named TIME_LEFT); its signal also ends on cancellation.
     * Without `own`, what is left.
     */
    limit(own) {
        const left = Math.max(1, Math.floor(this.left()));
        const { ms, name } = own && own.ms <= left
            ? { ms: Math.max(1, Math.round(own.ms)), name: own.name }
            : { ms: left, name: limit/* TIME_LEFT */.q };
        return { ms, name, ...(0,limit/* timedSignal */.s)(ms, [this.signal], this.clock) };
    }
}

;// CONCATENATED MODULE: ./src/main.ts

































const main_COMMANDS = {
    deploy: deployCommand,
    rollback: rollbackCommand,
    promote: promoteCommand,
    delete: deleteCommand,
    status: statusCommand,
    'wait-auth': waitAuthCommand,
    'smoke-test': smokeTestCommand,
    plan: planCommand,
    report: reportCommand,
    prune: pruneCommand,
};
/** One run of the action, after its inputs were validated. */
async function run(inputs, deps) {
    const io = openRunnerIO(deps.port, (0,secret_inputs/* secretValuesOf */.W)(inputs));
    // Before any request: inputs set that this run will not use.
    for (const warning of inputs.warnings)
        io.log.warning(warning, 'Input has no effect');
    const state = (0,run_state/* newRunState */.PG)(inputs.command, deps.clock.now());
    state.repoUrl = inputs.deployment.repoUrl;
    state.frontEnd = inputs.frontEnd;
    state.trigger = triggerOf(inputs.workflow);
    const dispatchers = await loadDispatchers(deps.env);
    // Reporting to GitHub ends with `timeout`, or with the grace after a cancellation.
    const reportingEnds = (0,limit/* timedSignal */.s)(inputs.wait.timeoutMs, [deps.reporting]).signal;
    const github = await openGitHubSideChannels(inputs, io, dispatchers.fetch(), reportingEnds);
    const ctx = await context(inputs, deps, io, dispatchers, state, github);
    try {
        // Cases from a LangSmith dataset: read before anything is deployed (with the checks' chunk).
        if (inputs.checks?.dataset)
            await (await __webpack_require__.e(/* import() */ 760).then(__webpack_require__.bind(__webpack_require__, 4760))).readDatasetCases(ctx);
        await main_COMMANDS[inputs.command](ctx);
    }
    catch (error) {
        state.failure = describeFailure(error, state, inputs);
    }
    finally {
        state.finishedAt = deps.clock.now();
        noteLangsmithUrl(state, langsmithDeploymentUrl(inputs, state));
    }
    // Outputs and the summary first: they are written within moments, whatever GitHub does.
    await publish(state, io, inputs);
    await github.end(state);
    await dispatchers.close();
    return state;
}
async function context(inputs, deps, io, dispatchers, state, github) {
    // With GitHub reporting on, the end of `timeout` is kept for it.
    const budget = Budget.start(deps.clock, inputs.wait.timeoutMs, deps.signal).keeping(github.active ? (0,policy/* reportingReserveMs */.pZ)(inputs.wait.timeoutMs) : 0);
    // Retries pace like polls: full jitter over poll_interval·2^n, capped at poll_max_interval.
    const retry = {
        baseMs: inputs.wait.poll.initialMs,
        capMs: inputs.wait.poll.maxMs,
        maxAttempts: policy/* MAX_ATTEMPTS */.VO,
    };
    const transport = deps.transport ?? (await createUndiciTransport(dispatchers));
    const call = (0,caller/* createCaller */.u)({
        ...inputs.controlPlane,
        transport,
        random: deps.random,
        budget,
        retry,
        requestTimeoutMs: (0,policy/* requestTimeoutMs */.Hl)(inputs.wait.timeoutMs),
        log: io.log,
        redact: io.redact,
    });
    return {
        inputs,
        cp: (0,client/* createControlPlane */.W8)(call),
        clock: deps.clock,
        random: deps.random,
        budget,
        retry,
        log: io.log,
        mask: io.mask,
        redact: io.redact,
        transport,
        lookup: deps.lookup ?? systemLookup,
        ownFiles: [...(deps.ownFiles ?? []), ...[junitFile(inputs)].filter((f) => f !== undefined)],
        fetch: dispatchers.fetch(),
        state,
        notify: (event) => github.notify(event, state),
    };
}
/** Where `checks_junit` goes: resolved from the workspace (written only under reportRoots, but by the CLI). */
function junitFile(inputs) {
    const junit = inputs.checks?.junitPath;
    return junit ? (0,external_node_path_.resolve)(inputs.workflow.workspace ?? '.', junit) : undefined;
}
/** Outputs, job summary and the failure, from what the run learned; the same in every outcome. */
async function publish(state, io, inputs) {
    io.setOutputs((0,outputs/* outputsOf */.Yz)(state), outputs/* SECRET_OUTPUTS */.QL);
    // Redacted before it is rendered: escaping and cutting must not hide a secret from the redactor.
    await io.writeSummary(summaryMarkdown((0,redact/* redactDeep */.KL)(state, io.redact)));
    const junit = junitFile(inputs);
    if (junit && state.gate.checks)
        await io.writeFile(junit, junitXml((0,redact/* redactDeep */.KL)(state.gate.checks, io.redact)), inputs.checks.junitAnywhere ? undefined : (0,checks/* reportRoots */.uy)(inputs.workflow));
    const warning = checksWarning(state, inputs.checks?.failOn);
    if (warning)
        io.log.warning(warning.message, warning.title);
    if (state.failure)
        io.log.error(state.failure.message, state.failure.title);
}


/***/ }),

/***/ 5506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ CHECKS),
  s: () => (/* binding */ smokeCheckLabel)
});

// EXTERNAL MODULE: ./src/agent/messages.ts
var agent_messages = __webpack_require__(3557);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __webpack_require__(8531);
// EXTERNAL MODULE: ./src/smoke/smoke-report.ts
var smoke_report = __webpack_require__(7563);
;// CONCATENATED MODULE: ./src/smoke/checks/check-context.ts
/** The text of message A or B of a check: the user's message, tagged so it can be found again. */
function messageText(ctx, which) {
    return `${ctx.message} [smoke-test ${ctx.name} ${which}]`;
}
function runInput(text) {
    return { messages: [{ role: 'human', content: text }] };
}

// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __webpack_require__(2061);
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
    const a = (0,agent_messages/* humanIndex */.mL)(o.messages, o.textA);
    const b = requireReplyToB(o);
    if (a < 0)
        throw new smoke_report/* CheckFailed */.EC("run A's message is missing from the thread", o.observed);
    const replyA = (0,agent_messages/* replyAfter */.hP)(o.messages, a);
    if (!(a < replyA && replyA < b)) {
        throw new smoke_report/* CheckFailed */.EC("the thread does not hold A's message and reply before B's", o.observed);
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
        requireNotAnsweredFirst(o);
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
        throw new smoke_report/* CheckFailed */.EC(`run A cannot be fetched (HTTP ${o.aAfter.httpStatus}): interrupt should keep it`, o.observed);
    }
    const status = requireStopped(o, o.aAfter);
    return { detail: `A was stopped and kept (status ${status}); B replied`, observed: o.observed };
}
function requireReplyToB(o) {
    const b = (0,agent_messages/* humanIndex */.mL)(o.messages, o.textB);
    if (b < 0)
        throw new smoke_report/* CheckFailed */.EC("the thread state does not hold run B's message", o.observed);
    if ((0,agent_messages/* replyAfter */.hP)(o.messages, b) < 0)
        throw new smoke_report/* CheckFailed */.EC("the thread state holds run B's message but no reply", o.observed);
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
        throw new smoke_report/* CheckFailed */.EC(`run A is still ${a.status} after B finished: ${o.name} should stop it (${sentWhile})`, o.observed);
    }
    if (a.status === 'success') {
        // How long A ran on after the server received B, by the server's own clocks (A's last update,
        // its end, against B's creation): a timestamp missing or unreadable blames nothing on a guess.
        const ranOn = Date.parse(a.updatedAt ?? '') - Date.parse(o.bCreatedAt ?? '');
        if (!(ranOn > policy/* SMOKE_STOP_GRACE_MS */.RU)) {
            throw new smoke_report/* CheckInconclusive */.tn(`run A finished (success) before run B could stop it, so ${o.name} could not be tested: the graph answers faster than the check can double-text`, o.observed);
        }
        throw new smoke_report/* CheckFailed */.EC(`run A ran to the end (success), ${(0,duration/* formatDuration */.a3)(ranOn)} after B reached the server while it ran: ${o.name} should stop it`, o.observed);
    }
    throw new smoke_report/* CheckFailed */.EC(`run A ended as ${a.status}; ${o.name} should stop it (interrupted or error) (${sentWhile})`, o.observed);
}
/**
 * A kept A whose reply the server saved before B reached it had answered already: the stop came
 * too late to discard anything, which says nothing about rollback (the open-source server keeps
 * what a run saved). By the server's own clocks; a timestamp missing or unreadable proves nothing.
 */
function requireNotAnsweredFirst(o) {
    const ahead = Date.parse(o.bCreatedAt ?? '') - Date.parse(o.aRepliedAt ?? '');
    if (!(ahead >= 0))
        return;
    throw new smoke_report/* CheckInconclusive */.tn(`run A had replied ${(0,duration/* formatDuration */.a3)(ahead)} before run B reached the server, so ${o.name} could not be tested: the graph answers faster than the check can double-text`, o.observed);
}
/** A rolled-back A may leave its message (the open-source server keeps it), but never a reply. */
function requireNoReplyToA(o) {
    const a = (0,agent_messages/* humanIndex */.mL)(o.messages, o.textA);
    if (a < 0)
        return "the thread holds only B's messages";
    if ((0,agent_messages/* ownReply */.Tn)(o.messages, a) >= 0)
        throw new smoke_report/* CheckFailed */.EC('run A left a reply in the thread: rollback should discard it', o.observed);
    return "A's message stayed in the thread without a reply";
}

;// CONCATENATED MODULE: ./src/smoke/checks/double-texting.ts






/** Run statuses that mean the run has ended. */
const ENDED = new Set(['success', 'error', 'timeout', 'interrupted']);
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
    const failure = (0,agent_messages/* joinError */.Pv)(await client.runs.join(thread.thread_id, b.run_id, { signal }));
    if (failure)
        throw new smoke_report/* CheckFailed */.EC(`run B failed: ${(0,untrusted/* excerpt */.Kb)(failure, 300, ctx.redact)}`, observed);
    const messages = await (0,agent_messages/* threadMessages */.bJ)(client, thread.thread_id, signal);
    observed.messages = (0,agent_messages/* outline */.rj)(messages, { [textA]: 'A', [textB]: 'B' });
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
    let pause = policy/* SMOKE_START_POLL */.bq.firstMs;
    for (;;) {
        const { status } = await ctx.client.runs.get(threadId, runId, { signal: ctx.signal });
        observed.a_status_when_b_sent = status;
        if (status === 'running')
            return status;
        if (status === 'success') {
            throw new smoke_report/* CheckInconclusive */.tn(`run A ended (${status}) before a second message could reach it while it ran, so ${ctx.name} could not be tested: the graph answers faster than the check can double-text (a model-backed agent takes seconds)`, observed);
        }
        if (ENDED.has(status)) {
            const why = (0,agent_messages/* joinError */.Pv)(await ctx.client.runs.join(threadId, runId, { signal: ctx.signal }));
            throw new smoke_report/* CheckFailed */.EC(`run A failed (${status})${why ? `: ${(0,untrusted/* excerpt */.Kb)(why, 300, ctx.redact)}` : ''}`, observed);
        }
        await ctx.clock.sleep(pause, ctx.signal);
        pause = Math.min(policy/* SMOKE_START_POLL */.bq.largestMs, pause * 2);
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
const rollbackCheck = async (ctx) => {
    const o = await doubleText(ctx, 'rollback');
    return rollbackVerdict({ ...o, aRepliedAt: await whenAReplied(ctx, o) });
};
/**
 * A kept run A that left a reply: when the server saved that reply, so the verdict can tell an A
 * that answered before B arrived from one that wrote on after it. Read only in that case.
 */
async function whenAReplied(ctx, o) {
    if ('httpStatus' in o.aAfter || (0,agent_messages/* ownReply */.Tn)(o.messages, (0,agent_messages/* humanIndex */.mL)(o.messages, o.textA)) < 0)
        return undefined;
    const at = await (0,agent_messages/* replySavedAt */.lx)(ctx.client, String(o.observed.thread_id), o.textA, ctx.signal);
    if (at !== undefined)
        o.observed.a_replied_at = at;
    return at;
}
/** Interrupt: A stops and is kept; B replies. */
const interruptCheck = async (ctx) => interruptVerdict(await doubleText(ctx, 'interrupt'));

;// CONCATENATED MODULE: ./src/smoke/checks/single-run.ts




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
    const failure = (0,agent_messages/* joinError */.Pv)(await client.runs.join(thread.thread_id, run.run_id, { signal }));
    if (failure)
        throw new smoke_report/* CheckFailed */.EC(`the run failed: ${(0,untrusted/* excerpt */.Kb)(failure, 300, ctx.redact)}`, observed);
    const messages = await (0,agent_messages/* threadMessages */.bJ)(client, thread.thread_id, signal);
    observed.messages = (0,agent_messages/* outline */.rj)(messages, { [text]: 'A' });
    const sent = (0,agent_messages/* humanIndex */.mL)(messages, text);
    if (sent < 0)
        throw new smoke_report/* CheckFailed */.EC('the thread state does not hold the message that was sent', observed);
    const reply = (0,agent_messages/* replyAfter */.hP)(messages, sent);
    if (reply < 0)
        throw new smoke_report/* CheckFailed */.EC('the thread state holds the message but no reply after it', observed);
    // The verdict is that a reply came; the quote is what the run said (a tool call says nothing).
    const said = (0,agent_messages/* lastAiText */._u)(messages.slice(sent + 1));
    return {
        detail: said
            ? `run ${run.run_id} replied: "${(0,untrusted/* excerpt */.Kb)(said, 100, ctx.redact)}"`
            : `run ${run.run_id} replied with no text: no AI message after the one sent says anything`,
        observed,
    };
};

;// CONCATENATED MODULE: ./src/smoke/checks/streamed-run.ts




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
            throw new smoke_report/* CheckFailed */.EC(`the stream sent an error event: ${(0,untrusted/* excerpt */.Kb)((0,untrusted/* boundedJson */.Qt)(chunk.data), 200, ctx.redact)}`, {
                events: Object.fromEntries(kinds),
            });
        }
    }
    const observed = { events: Object.fromEntries(kinds) };
    const total = [...kinds.values()].reduce((a, b) => a + b, 0);
    if (total === 0)
        throw new smoke_report/* CheckFailed */.EC('the stream ended without a chunk', observed);
    return { detail: `${total} chunks: ${[...kinds.keys()].join(', ')}`, observed };
};

;// CONCATENATED MODULE: ./src/smoke/checks/by-name.ts



const CHECKS = {
    run: singleRunCheck,
    enqueue: enqueueCheck,
    rollback: rollbackCheck,
    interrupt: interruptCheck,
    stream: streamCheck,
};
/**
 * How the log, the plan and the summary name each check: a double-texting check says it is one,
 * so that "✓ rollback" is never read as a rollback of the deployment. `smoke_checks` takes the
 * names (the keys), as before.
 */
const LABELS = {
    run: 'run',
    enqueue: 'double-text, enqueue strategy',
    rollback: 'double-text, rollback strategy',
    interrupt: 'double-text, interrupt strategy',
    stream: 'stream',
};
/** A check as a reader sees it named; a name not in the table (from an older report) as it is. */
function smokeCheckLabel(name) {
    return Object.hasOwn(LABELS, name) ? LABELS[name] : name;
}


/***/ }),

/***/ 7563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EC: () => (/* binding */ CheckFailed),
/* harmony export */   cR: () => (/* binding */ smokeFailure),
/* harmony export */   cy: () => (/* binding */ failedBeforeChecks),
/* harmony export */   dD: () => (/* binding */ failedCount),
/* harmony export */   tn: () => (/* binding */ CheckInconclusive)
/* harmony export */ });
/* harmony import */ var _checks_by_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5506);

/** What failed in a smoke test, in words: why no check ran, or the failed checks, one per line. */
function smokeFailure(report) {
    if (report.detail)
        return report.detail;
    const failed = report.checks.filter((c) => c.result === 'failed');
    return `${failedCount(report)}:\n${failed.map((c) => `  - ${(0,_checks_by_name_js__WEBPACK_IMPORTED_MODULE_0__/* .smokeCheckLabel */ .s)(c.name)}: ${c.detail}`).join('\n')}`;
}
/** "1 of 3 checks failed" */
function failedCount(report) {
    return `${report.checks.filter((c) => c.result === 'failed').length} of ${report.checks.length} checks failed`;
}
/** A check that ran and found something wrong. */
class CheckFailed extends Error {
    observed;
    constructor(detail, observed = {}) {
        super(detail);
        this.observed = observed;
    }
}
/** A check that could not set up what it tests; says why. */
class CheckInconclusive extends CheckFailed {
}
/** The report of a smoke test that failed before any check ran (no URL, no answer, …). */
function failedBeforeChecks(url, assistantId, detail, blame = 'setup') {
    return {
        result: 'failed',
        url,
        assistant_id: assistantId,
        duration_ms: 0,
        ready_after_ms: 0,
        checks: [],
        detail,
        blame,
    };
}


/***/ }),

/***/ 3355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   raceAbort: () => (/* binding */ raceAbort),
/* harmony export */   sleepUnlessCancelled: () => (/* binding */ sleepUnlessCancelled),
/* harmony export */   systemClock: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4758);


const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
    },
    timeout: (ms) => AbortSignal.timeout(ms),
};
/** A pause that ends early, as CancelledError, when the workflow is cancelled. */
async function sleepUnlessCancelled(clock, ms, signal) {
    try {
        await clock.sleep(ms, signal);
    }
    catch {
        throw new _base_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc();
    }
}
/**
 * The work's result, or the signal's abort as an error, whichever comes first: for work that is
 * asked to stop on the signal but may not (a library retrying past it). `onAbort` can end it.
 */
function raceAbort(signal, work, onAbort = () => { }) {
    if (signal.aborted) {
        onAbort();
        return Promise.reject(signal.reason);
    }
    return new Promise((resolve, reject) => {
        const abort = () => {
            onAbort();
            reject(signal.reason);
        };
        signal.addEventListener('abort', abort, { once: true });
        work.then((value) => {
            signal.removeEventListener('abort', abort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', abort);
            reject(error);
        });
    });
}


/***/ }),

/***/ 8750:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ TIME_LEFT),
/* harmony export */   s: () => (/* binding */ timedSignal)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3355);

/** The name of a limit cut to what was left of `timeout`. */
const TIME_LEFT = 'what was left of timeout';
/**
 * The one place a deadline signal is built: aborts after `ms` on `clock` (whole, at least 1:
 * AbortSignal.timeout throws on 1100.0000000000002) or when any of `ends` does.
 */
function timedSignal(ms, ends, clock = _clock_js__WEBPACK_IMPORTED_MODULE_0__.systemClock) {
    const timer = clock.timeout(Math.max(1, Math.ceil(ms)));
    return { signal: AbortSignal.any([...ends, timer]), timedOut: () => timer.aborted };
}


/***/ })

};

//# sourceMappingURL=496.index.js.map