export const id = 323;
export const ids = [323];
export const modules = {

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   GI: () => (/* binding */ RequestError),
/* harmony export */   TT: () => (/* binding */ ResponseFormatError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   j$: () => (/* binding */ HttpError),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
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
    constructor(options) {
        super(options.message);
        this.title = options.title;
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
        return RETRYABLE_STATUSES.has(this.status);
    }
    /** 408 and 429 mean the request was refused before it was processed. */
    get mayHaveActed() {
        return this.status >= 500;
    }
}
const NETWORK_WORDS = {
    connect: 'could not connect',
    dropped: 'connection dropped before a reply',
    timeout: 'no reply within the request timeout',
};
/** No usable reply at all. A refused connection never reached the server; the others may have. */
class NetworkError extends RequestError {
    failure;
    code;
    constructor(options) {
        super(options, `${options.method} ${options.path}: ${NETWORK_WORDS[options.failure]} (${options.code})`);
        this.failure = options.failure;
        this.code = options.code;
    }
    get retryable() {
        return true;
    }
    get mayHaveActed() {
        return this.failure !== 'connect';
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

/***/ 2323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   abortOnTermination: () => (/* binding */ abortOnTermination)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);

/**
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL. The
 * first signal aborts the run, which then writes its outputs and summary at once; reporting to
 * GitHub may go on for `graceMs`; a later signal ends that too. The handlers stay installed until
 * the process exits, so a second signal can never kill the action halfway through writing.
 */
function abortOnTermination(graceMs) {
    const run = new AbortController();
    const reporting = new AbortController();
    const onSignal = () => {
        if (run.signal.aborted)
            return reporting.abort(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc());
        run.abort(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc());
        setTimeout(() => reporting.abort(new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc()), graceMs).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return { signal: run.signal, reporting: reporting.signal };
}


/***/ })

};

//# sourceMappingURL=323.index.js.map