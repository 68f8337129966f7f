export const id = 765;
export const ids = [765];
export const modules = {

/***/ 3765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsCorePort: () => (/* binding */ actionsCorePort)
/* harmony export */ });
/** The production port: @actions/core, loaded only once the inputs are valid (it costs ~80 ms). */
async function actionsCorePort(env = process.env) {
    const core = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(421)]).then(__webpack_require__.bind(__webpack_require__, 6421));
    return {
        info: (text) => core.info(text),
        debug: (text) => core.debug(text),
        isDebug: () => core.isDebug(),
        annotate: (kind, message, title) => core[kind](message, title ? { title } : {}),
        startGroup: (name) => core.startGroup(name),
        endGroup: () => core.endGroup(),
        setOutput: (name, value) => core.setOutput(name, value),
        setSecret: (value) => core.setSecret(value),
        appendSummary: async (markdown) => {
            if (!env.GITHUB_STEP_SUMMARY)
                return;
            await core.summary.addRaw(markdown).write();
        },
    };
}


/***/ })

};

//# sourceMappingURL=765.index.js.map