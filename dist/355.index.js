export const id = 355;
export const ids = [355];
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

/***/ 3355:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sleepUnlessCancelled: () => (/* binding */ sleepUnlessCancelled),
/* harmony export */   systemClock: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);


const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
    },
};
/** A pause that ends early, as CancelledError, when the workflow is cancelled. */
async function sleepUnlessCancelled(clock, ms, signal) {
    try {
        await clock.sleep(ms, signal);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .CancelledError */ .cc();
    }
}


/***/ })

};

//# sourceMappingURL=355.index.js.map