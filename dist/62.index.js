export const id = 62;
export const ids = [62];
export const modules = {

/***/ 2062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  actionsCorePort: () => (/* binding */ actionsCorePort)
});

// EXTERNAL MODULE: ./src/runner/file-commands.ts
var file_commands = __webpack_require__(5277);
;// CONCATENATED MODULE: ./src/runner/neutralize.ts
/**
 * The runner reads every line of an action's output as a possible workflow command: a line that
 * starts with `::` (after any leading whitespace; lines end at \r or \n), or holds `##[` anywhere
 * (the old syntax).
 * Text from a server must never become one (a spoofed `::error`, a `::stop-commands::` that would
 * swallow the action's own masks), so such lines are defused visibly.
 */
function neutralizeCommands(text) {
    if (!text.includes('::') && !text.includes('##['))
        return text;
    // The runner splits lines at \r as well as \n.
    return text
        .split(/\r\n|\r|\n/)
        .map((line) => {
        const defused = line.replace(/##\[/g, '## [');
        // The runner trims .NET whitespace first, which includes U+0085 (JavaScript's \s does not).
        return /^[\s\u0085]*::/.test(defused) ? `» ${defused}` : defused;
    })
        .join('\n');
}

;// CONCATENATED MODULE: ./src/runner/actions-core.ts


/** The production port: @actions/core, loaded only once the inputs are valid (it costs ~80 ms). */
async function actionsCorePort(env = process.env) {
    const core = await Promise.all(/* import() */[__webpack_require__.e(752), __webpack_require__.e(421)]).then(__webpack_require__.bind(__webpack_require__, 6421));
    // @actions/core throws at the first output when GITHUB_OUTPUT's file does not exist, and refuses
    // a summary file that does not: each is made now (GitHub's runner makes both before the step; a
    // run by hand may name a new one) by appending nothing, or gets one warning naming it and is let be.
    const unwritable = new Set();
    const warn = (name, warning) => {
        unwritable.add(name);
        core.warning(warning, { title: file_commands/* RUNNER_FILE_TITLE */.nK });
    };
    for (const name of file_commands/* RUNNER_FILE_NAMES */.T$) {
        const warning = (0,file_commands/* appendRunnerFile */.TL)(env, name, '');
        if (warning)
            warn(name, warning);
    }
    /** A write to a runner file; one that fails is warned of once, and the file is let be. */
    const write = async (name, body) => {
        if (unwritable.has(name))
            return;
        try {
            await body();
        }
        catch (error) {
            warn(name, (0,file_commands/* runnerFileWarning */.j_)(name, env[name] ?? '', error));
        }
    };
    return {
        // The runner reads every line as a possible workflow command: server text must not start one.
        info: (text) => core.info(neutralizeCommands(text)),
        debug: (text) => core.debug(text),
        isDebug: () => core.isDebug(),
        annotate: (kind, message, title) => core[kind](message, title ? { title } : {}),
        startGroup: (name) => core.startGroup(name),
        endGroup: () => core.endGroup(),
        setOutput: (name, value) => void write('GITHUB_OUTPUT', () => core.setOutput(name, value)),
        setSecret: (value) => core.setSecret(value),
        appendSummary: async (markdown) => {
            if (!env.GITHUB_STEP_SUMMARY)
                return;
            await write('GITHUB_STEP_SUMMARY', () => core.summary.addRaw(markdown).write());
        },
    };
}


/***/ })

};

//# sourceMappingURL=62.index.js.map