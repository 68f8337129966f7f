export const id = 355;
export const ids = [355];
export const modules = {

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


/***/ })

};

//# sourceMappingURL=355.index.js.map