export const id = 427;
export const ids = [427];
export const modules = {

/***/ 7427:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  patternProblem: () => (/* binding */ patternProblem),
  readChecksFile: () => (/* binding */ readChecksFile),
  readExpectations: () => (/* binding */ readExpectations)
});

// EXTERNAL MODULE: ./node_modules/safe-regex2/index.js
var safe_regex2 = __webpack_require__(8700);
var safe_regex2_default = /*#__PURE__*/__webpack_require__.n(safe_regex2);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/base/record.ts
var record = __webpack_require__(412);
;// CONCATENATED MODULE: ./src/inputs/expect-kinds.ts
/**
 * What the structured expectations of a checks file hold, as the file names them: the
 * trajectory's modes (agentevals' `trajectory_match_mode` and `tool_args_match_mode`), its calls,
 * and the `judge`'s rubric. Here, below agent-checks/, because the file's reader
 * (inputs/checks-file.ts) checks them before anything is sent.
 */
const TRAJECTORY_MODES = [
    'strict',
    'unordered',
    'subset',
    'superset',
];
const ARGS_MODES = ['exact', 'ignore', 'subset', 'superset'];

// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __webpack_require__(2996);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __webpack_require__(6497);
// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __webpack_require__(2061);
;// CONCATENATED MODULE: ./src/inputs/checks-file.ts







/** safe-regex2 (CommonJS): whether a pattern's repetitions nest no deeper than one level. */
const safeRegex = (safe_regex2_default());
const TOP_FIELDS = ['assistant_id', 'runs', 'cases', 'dataset'];
const CASE_FIELDS = ['name', 'input', 'config', 'assistant_id', 'expect', 'runs', 'min_passes'];
/**
 * The expectation kinds, by their field in a case's `expect`, in the order they are read (and their
 * problems said): a new kind is one reader here and one entry in KINDS (agent-checks/expectations.ts).
 */
const EXPECT_READERS = {
    contains: (raw, where, at) => ({ contains: texts(raw, where, at) }),
    not_contains: (raw, where, at) => ({ notContains: texts(raw, where, at) }),
    matches: (raw, where, at) => ({ matches: patterns(raw, where, at) }),
    tools: (raw, where, at) => ({ tools: texts(raw, where, at) }),
    tools_in_order: (raw, where, at) => ({ toolsInOrder: bool(raw, where, at) }),
    values: (raw, where, at) => ({ values: values(raw, where, at) }),
    max_seconds: (raw, where, at) => ({ maxSeconds: seconds(raw, where, at) }),
    trajectory: (raw, where, at) => ({ trajectory: trajectory(raw, where, at) }),
    max_tokens: (raw, where, at) => ({ maxTokens: maxTokens(raw, where, at) }),
    judge: (raw, where, at) => ({ judge: judgeRubric(raw, where, at) }),
};
const EXPECT_FIELDS = Object.keys(EXPECT_READERS);
/**
 * Reads the parsed document (YAML or JSON: yaml-text.ts) into cases, reporting every problem
 * through `problem` with the place it was found.
 */
function readChecksFile(doc, problem) {
    const at = (where, message) => problem(`${where}: ${message}`);
    if (!(0,record/* isRecord */.u)(doc)) {
        problem('must be a mapping with `cases:` (a list of cases), e.g. `cases: [{name: greets, input: Hi}]`');
        return undefined;
    }
    unknownFields(doc, TOP_FIELDS, 'the file', at);
    const assistantId = optionalText(doc.assistant_id, 'assistant_id', 256, at);
    const runs = count(doc.runs, 'runs', limits/* LIMITS */.b1.checks.runs, at) ?? 1;
    const fileCases = Array.isArray(doc.cases) ? doc.cases.length : 0;
    const dataset = doc.dataset === undefined ? undefined : readDataset(doc.dataset, runs, fileCases, at);
    if (doc.dataset !== undefined && doc.cases === undefined)
        return dataset && { ...(assistantId ? { assistantId } : {}), cases: [], dataset };
    if (!Array.isArray(doc.cases) || doc.cases.length === 0) {
        at('cases', 'is required: a list of at least one case, each with a `name` and an `input` (or `dataset:`, a LangSmith dataset)');
        return undefined;
    }
    if (doc.cases.length > limits/* LIMITS */.b1.checks.cases)
        at('cases', `holds ${doc.cases.length} cases; at most ${limits/* LIMITS */.b1.checks.cases}`);
    const cases = [];
    const names = new Set();
    doc.cases.slice(0, limits/* LIMITS */.b1.checks.cases).forEach((raw, index) => {
        const parsed = readCase(raw, index, runs, at);
        if (!parsed)
            return;
        if (names.has(parsed.name))
            at(`case "${parsed.name}"`, 'the name is given twice; names must be unique');
        names.add(parsed.name);
        cases.push(parsed);
    });
    return { ...(assistantId ? { assistantId } : {}), cases, ...(dataset ? { dataset } : {}) };
}
function readCase(raw, index, defaultRuns, at) {
    const fallback = `case ${index + 1}`;
    if (!(0,record/* isRecord */.u)(raw)) {
        at(fallback, 'must be a mapping with `name`, `input` and optionally `expect`');
        return undefined;
    }
    const name = caseName(raw.name, `${fallback}: name`, at);
    const where = name ? `case "${name}"` : fallback;
    if (raw.name === undefined)
        at(where, 'name is required: a short text that names the case in reports');
    unknownFields(raw, CASE_FIELDS, where, at);
    const input = readInput(raw.input, where, at);
    const config = raw.config === undefined ? undefined : objectField(raw.config, `${where}: config`, at);
    const assistantId = optionalText(raw.assistant_id, `${where}: assistant_id`, 256, at);
    const runs = count(raw.runs, `${where}: runs`, limits/* LIMITS */.b1.checks.runs, at) ?? defaultRuns;
    const minPasses = count(raw.min_passes, `${where}: min_passes`, limits/* LIMITS */.b1.checks.runs, at) ?? runs;
    if (minPasses > runs)
        at(where, `min_passes (${minPasses}) is more than runs (${runs})`);
    const expect = readExpect(raw.expect, where, at);
    if (!name || !input || !expect)
        return undefined;
    return {
        name,
        input,
        ...(config ? { config } : {}),
        ...(assistantId ? { assistantId } : {}),
        expect,
        runs,
        minPasses: Math.min(minPasses, runs),
    };
}
/** A string is one human message; an object is the run's input as the API takes it. */
function readInput(raw, where, at) {
    if (typeof raw === 'string' && raw.trim() !== '') {
        if (raw.length > limits/* LIMITS */.b1.checks.textLength)
            return void at(`${where}: input`, `is longer than ${limits/* LIMITS */.b1.checks.textLength} characters`);
        return { messages: [{ role: 'human', content: raw }] };
    }
    if ((0,record/* isRecord */.u)(raw))
        return raw;
    at(`${where}: input`, 'is required: a message (text), or the run input as an object, e.g. {messages: [{role: human, content: Hi}]}');
    return undefined;
}
function readExpect(raw, where, at) {
    if (raw === undefined || raw === null)
        return { toolsInOrder: false };
    if (!(0,record/* isRecord */.u)(raw)) {
        at(`${where}: expect`, `must be a mapping of ${EXPECT_FIELDS.join(', ')}`);
        return undefined;
    }
    unknownFields(raw, EXPECT_FIELDS, `${where}: expect`, at);
    const field = (name) => `${where}: expect.${name}`;
    const expect = { toolsInOrder: false, ...readExpectations(raw, field, at) };
    if (expect.toolsInOrder && !expect.tools?.length)
        at(field('tools_in_order'), 'needs `tools`: the calls whose order it checks');
    return expect;
}
/** Each kind a case's `expect` names, read by its reader (`field` names a field for its problems). */
function readExpectations(raw, field, at) {
    const parts = Object.entries(EXPECT_READERS).flatMap(([name, read]) => raw[name] === undefined ? [] : Object.entries(read(raw[name], field(name), at)));
    return Object.fromEntries(parts.filter(([, value]) => value !== undefined));
}
/** One text or a list of them, each one line of bounded length. */
function texts(raw, where, at) {
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0 || list.length > limits/* LIMITS */.b1.checks.listItems)
        return void at(where, `must be a text or a list of 1 to ${limits/* LIMITS */.b1.checks.listItems} texts`);
    const out = [];
    for (const item of list) {
        if (typeof item === 'number' || typeof item === 'boolean')
            out.push(String(item));
        else if (typeof item === 'string' && item !== '' && item.length <= limits/* LIMITS */.b1.checks.textLength)
            out.push(item);
        else
            return void at(where, `must be a text or a list of texts (each 1 to ${limits/* LIMITS */.b1.checks.textLength} characters)`);
    }
    return out;
}
/** Regular expressions that compile and cannot backtrack catastrophically. */
function patterns(raw, where, at) {
    const list = texts(raw, where, at);
    if (!list)
        return undefined;
    for (const source of list) {
        const problem = patternProblem(source);
        if (problem)
            return void at(where, `"${source.slice(0, 80)}" ${problem}`);
    }
    return list;
}
/**
 * Why a pattern is refused: it does not compile, or a repetition inside a repetition (`(a+)+`,
 * `(\w+\s?)*`) lets it take exponential time on a long reply. safe-regex2 measures that nesting.
 */
function patternProblem(source) {
    try {
        new RegExp(source);
    }
    catch (error) {
        return `is not a regular expression: ${error.message.split('\n')[0].slice(0, 200)}`;
    }
    if (!safeRegex(source))
        return 'is refused: it nests repetitions (like `(a+)+`), which can take exponential time on a long reply; write it without a repeated group that itself repeats';
    return undefined;
}
function values(raw, where, at) {
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0 || list.length > limits/* LIMITS */.b1.checks.listItems)
        return void at(where, `must be {path, equals} or a list of 1 to ${limits/* LIMITS */.b1.checks.listItems} of them`);
    const out = [];
    for (const item of list) {
        if (!(0,record/* isRecord */.u)(item) || typeof item.path !== 'string' || !('equals' in item)) {
            at(where, 'each must be {path: a.b.c, equals: <value>} (path: dotted keys into the final state values)');
            return undefined;
        }
        unknownFields(item, ['path', 'equals'], where, at);
        if (!/^[^.\s]+(\.[^.\s]+)*$/.test(item.path) || item.path.length > 256)
            return void at(where, `path "${item.path.slice(0, 80)}" is not dotted keys (e.g. answer.status, items.0.id)`);
        out.push({ path: item.path, equals: item.equals });
    }
    return out;
}
/**
 * A duration as every time input takes it (`20` seconds, `2m`, `90s`), in seconds. A YAML number
 * is taken as it is (`1.1`, not rounded to a millisecond).
 */
function seconds(raw, where, at) {
    if (typeof raw === 'number' && raw > 0 && raw <= limits/* LIMITS */.b1.checks.maxSeconds)
        return raw;
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : JSON.stringify(raw);
    const { ms, problem } = (0,fields/* readDuration */.$7)(text.slice(0, 80), { min: 1, max: (0,duration/* msOf */.QZ)(limits/* LIMITS */.b1.checks.maxSeconds) });
    if (problem)
        return void at(where, problem);
    return (0,duration/* secondsOf */.TM)(ms);
}
/** `trajectory`: `{match, args, calls}`, the modes defaulting as agentevals' do (strict, exact). */
function trajectory(raw, where, at) {
    if (!(0,record/* isRecord */.u)(raw))
        return void at(where, 'must be a mapping {match, args, calls}, e.g. {match: superset, calls: [lookup_policy]}');
    unknownFields(raw, ['match', 'args', 'calls', 'overrides'], where, at);
    const match = mode(raw.match, TRAJECTORY_MODES, 'strict', `${where}.match`, at);
    const args = mode(raw.args, ARGS_MODES, 'exact', `${where}.args`, at);
    const calls = expectedCalls(raw.calls, `${where}.calls`, at);
    const overrides = raw.overrides === undefined ? undefined : argsOverrides(raw.overrides, calls, `${where}.overrides`, at);
    if (!match || !args || !calls || (raw.overrides !== undefined && !overrides))
        return undefined;
    return { match, args, calls, ...(overrides ? { overrides } : {}) };
}
/**
 * `overrides`: `{tool: mode}` or `{tool: [key, …]}`, agentevals' `tool_args_match_overrides`. Each
 * tool must be one the calls name (a typo would silently compare nothing), unless a name is filled
 * from a dataset's reference; keys are dotted (`filter.region`).
 */
function argsOverrides(raw, calls, where, at) {
    const max = limits/* LIMITS */.b1.checks.listItems;
    const entries = (0,record/* isRecord */.u)(raw) ? Object.entries(raw) : [];
    if (entries.length === 0 || entries.length > max)
        return void at(where, `must map 1 to ${max} tool names to a mode (${ARGS_MODES.join(', ')}) or a list of argument keys, e.g. {search: [query]}`);
    const named = new Set(calls?.map((c) => c.name));
    const filled = calls?.some((c) => /\{\{/.test(c.name)) ?? true;
    const rules = entries.map(([name, value]) => {
        const field = `${where}.${toolName(name) ? name.slice(0, 64) : JSON.stringify(name.slice(0, 64))}`;
        if (!toolName(name))
            at(field, "is not a tool's name: one line of 1 to 256 characters");
        else if (!filled && !named.has(name))
            at(field, 'names a tool no expected call names; list it in `calls`');
        return [name, argsRule(value, field, at)];
    });
    if (rules.some(([name, rule]) => rule === undefined || !toolName(name)))
        return undefined;
    return Object.fromEntries(rules);
}
/** A mode, or 1 to listItems dotted argument keys. */
function argsRule(raw, where, at) {
    if (ARGS_MODES.includes(raw))
        return raw;
    const max = limits/* LIMITS */.b1.checks.listItems;
    const dotted = (k) => typeof k === 'string' && k.length <= 256 && /^[^.\s]+(\.[^.\s]+)*$/.test(k);
    if (Array.isArray(raw) && raw.length > 0 && raw.length <= max && raw.every(dotted))
        return raw;
    return void at(where, `must be one of ${ARGS_MODES.join(', ')}, or a list of 1 to ${max} argument keys (dotted: filter.region) that must be equal`);
}
/** One of `modes`, or `fallback` when absent. */
function mode(raw, modes, fallback, where, at) {
    if (raw === undefined)
        return fallback;
    if (typeof raw === 'string' && modes.includes(raw))
        return raw;
    return void at(where, `must be one of ${modes.join(', ')}`);
}
/** `- name` (any arguments) or `- name: {key: value}` (its arguments), 1 to listItems of them. */
function expectedCalls(raw, where, at) {
    const max = limits/* LIMITS */.b1.checks.listItems;
    const problem = `must be a list of 1 to ${max} calls, each a tool's name or {name: {argument: value}}`;
    if (typeof raw === 'string' && /\{\{\s*reference\./.test(raw))
        return void at(where, `is ${JSON.stringify(raw.slice(0, 80))}: a reference cannot stand for the whole list of calls (no list is read from an example's outputs). List the calls, with {{reference.PATH}} in a tool's name or an argument, e.g. [{lookup_policy: {topic: "{{reference.topic}}"}}]`);
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > max)
        return void at(where, problem);
    const calls = [];
    for (const [i, item] of raw.entries()) {
        const call = expectedCall(item);
        if (!call)
            return void at(`${where}[${i}]`, problem);
        calls.push(call);
    }
    return calls;
}
/** A tool's name as a call or an override gives it: one line, 1 to 256 characters. */
function toolName(name) {
    return name.trim() !== '' && name.length <= 256 && !/[\r\n]/.test(name);
}
function expectedCall(item) {
    if (typeof item === 'string')
        return toolName(item) ? { name: item } : undefined;
    if (!(0,record/* isRecord */.u)(item))
        return undefined;
    const entries = Object.entries(item);
    if (entries.length !== 1)
        return undefined;
    const [name, args] = entries[0];
    if (!toolName(name))
        return undefined;
    if (args === null)
        return { name };
    return (0,record/* isRecord */.u)(args) ? { name, args } : undefined;
}
function maxTokens(raw, where, at) {
    const max = limits/* LIMITS */.b1.checks.maxTokens;
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max)
        return raw;
    return void at(where, `must be a whole number of tokens from 1 to ${max}`);
}
/** `judge`: a rubric (it goes to the judge with every run) and the score a run needs, 0.5 unless given. */
function judgeRubric(raw, where, at) {
    if (!(0,record/* isRecord */.u)(raw))
        return void at(where, 'must be a mapping {rubric, threshold}, e.g. {rubric: "States the refund window", threshold: 0.7}');
    unknownFields(raw, ['rubric', 'threshold'], where, at);
    const { rubric, threshold = 0.5 } = raw;
    const max = limits/* LIMITS */.b1.checks.rubricLength;
    const okRubric = typeof rubric === 'string' && rubric.trim() !== '' && rubric.length <= max;
    if (!okRubric)
        at(`${where}.rubric`, `is required: what a good reply does, 1 to ${max} characters`);
    const okThreshold = typeof threshold === 'number' && threshold >= 0 && threshold <= 1;
    if (!okThreshold)
        at(`${where}.threshold`, 'must be a number from 0 to 1 (the score a run needs)');
    if (!okRubric || !okThreshold)
        return undefined;
    return { rubric, threshold };
}
function count(raw, where, max, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max)
        return raw;
    return void at(where, `must be a whole number from 1 to ${max}`);
}
function bool(raw, where, at) {
    if (typeof raw === 'boolean')
        return raw;
    at(where, 'must be true or false');
    return false;
}
function optionalText(raw, where, max, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'string' && raw.trim() !== '' && raw.length <= max && !/[\r\n]/.test(raw))
        return raw;
    return void at(where, `must be one line of text, at most ${max} characters`);
}
/**
 * A case's name names it in the log, the summary, the JUnit file and the baseline's comparison:
 * one line of printable text (a tab, a control character, a line separator or a bidirectional
 * override would show as something else), without the spaces around it — so that `" refund"`
 * and `"refund"` are the same name, given twice.
 */
function caseName(raw, where, at) {
    if (raw === undefined)
        return undefined;
    const max = limits/* LIMITS */.b1.checks.nameLength;
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (name !== '' && name.length <= max && !(0,untrusted/* hasControl */.aQ)(name))
        return name;
    return void at(where, `must be one line of printable text (no tabs or control characters), at most ${max} characters`);
}
function objectField(raw, where, at) {
    if ((0,record/* isRecord */.u)(raw))
        return raw;
    return void at(where, 'must be a mapping, e.g. {configurable: {user_tier: pro}}');
}
function unknownFields(raw, known, where, at) {
    for (const key of Object.keys(raw))
        if (!known.includes(key))
            at(where, `"${key.slice(0, 40)}" is not a known field; use ${known.join(', ')}`);
}
const DATASET_FIELDS = ['name', 'split', 'as_of', 'limit', 'expect', 'runs', 'min_passes'];
/**
 * The `dataset:` block: a LangSmith dataset by its exact name, an optional split, at most `limit`
 * examples (with the file's cases, at most LIMITS.checks.cases), and the expectations of every
 * example, whose texts may name `{{reference.PATH}}` (agent-checks/dataset-cases.ts fills them in).
 */
function readDataset(raw, defaultRuns, fileCases, at) {
    if (!(0,record/* isRecord */.u)(raw))
        return void at('dataset', 'must be a mapping with `name` (a LangSmith dataset), e.g. {name: support-regressions, split: ci}');
    unknownFields(raw, DATASET_FIELDS, 'dataset', at);
    const name = optionalText(raw.name, 'dataset: name', 256, at);
    if (raw.name === undefined)
        at('dataset', 'name is required: the LangSmith dataset, by its exact name');
    const split = optionalText(raw.split, 'dataset: split', 256, at);
    const asOf = raw.as_of === undefined ? undefined : datasetVersion(raw.as_of, at);
    const room = Math.max(1, limits/* LIMITS */.b1.checks.cases - fileCases);
    const limit = count(raw.limit, 'dataset: limit', room, at) ?? Math.min(room, limits/* LIMITS */.b1.checks.datasetExamples);
    const runs = count(raw.runs, 'dataset: runs', limits/* LIMITS */.b1.checks.runs, at) ?? defaultRuns;
    const minPasses = count(raw.min_passes, 'dataset: min_passes', limits/* LIMITS */.b1.checks.runs, at) ?? runs;
    if (minPasses > runs)
        at('dataset', `min_passes (${minPasses}) is more than runs (${runs})`);
    const expect = readExpect(raw.expect, 'dataset', at);
    for (const path of referencePaths(raw.expect))
        if (!/^[^.\s{}]+(\.[^.\s{}]+)*$/.test(path))
            at('dataset: expect', `{{reference.${path.slice(0, 80)}}} is not dotted keys into the example's outputs (e.g. {{reference.answer}})`);
    if (!name || !expect)
        return undefined;
    const version = asOf ? { asOf } : {};
    return {
        name,
        ...(split ? { split } : {}),
        ...version,
        limit,
        expect,
        runs,
        minPasses: Math.min(minPasses, runs),
    };
}
/** An ISO 8601 time with its zone (`Z` or `±hh:mm`), to the minute at least. */
const VERSION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
/**
 * A time whose day is one of its month's and hour one of the day's: `Date.parse` rolls
 * 2026-02-30 over into March and 24:00 into the next day, a time the user did not write.
 */
function calendarTime(text) {
    const [year, month, day, hour] = [0, 5, 8, 11].map((at) => Number(text.slice(at, at + (at ? 2 : 4))));
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return (month >= 1 && month <= 12 && day >= 1 && day <= days && hour <= 23 && !Number.isNaN(Date.parse(text)));
}
/**
 * `as_of`: the dataset's version, as LangSmith's `list_examples(as_of=…)` takes it — a tag (1 to
 * 128 of `[A-Za-z0-9._-]`, such as `prod` or `v2`) or a time with its zone (a time without one
 * would be read in a zone nobody chose).
 */
function datasetVersion(raw, at) {
    const max = limits/* LIMITS */.b1.checks.versionTagLength;
    if (typeof raw === 'string' && new RegExp(`^[A-Za-z0-9._-]{1,${max}}$`).test(raw))
        return raw;
    if (typeof raw === 'string' && VERSION_TIME.test(raw) && calendarTime(raw))
        return raw;
    return void at('dataset: as_of', `must be a version tag (1 to ${max} of A-Z a-z 0-9 . _ -, e.g. prod) or an ISO 8601 time with its zone (e.g. "2026-03-01T12:00:00Z"), quoted`);
}
/** `{{reference.PATH}}` in any text of the expectations: the PATHs (checked as dotted keys). */
function referencePaths(raw) {
    const texts = JSON.stringify(raw ?? null).match(/\{\{\s*reference\.([^}]*)\}\}/g) ?? [];
    return texts.map((t) => t
        .replace(/^\{\{\s*reference\./, '')
        .replace(/\}\}$/, '')
        .trim());
}


/***/ })

};

//# sourceMappingURL=427.index.js.map