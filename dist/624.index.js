export const id = 624;
export const ids = [624];
export const modules = {

/***/ 8624:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readFleetInputs: () => (/* binding */ readFleetInputs)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __webpack_require__(8531);
// EXTERNAL MODULE: ./src/fs/small-file.ts
var small_file = __webpack_require__(4327);
// EXTERNAL MODULE: ./src/inputs/action-defaults.ts
var action_defaults = __webpack_require__(8286);
// EXTERNAL MODULE: ./src/inputs/problem.ts
var inputs_problem = __webpack_require__(9758);
// EXTERNAL MODULE: ./src/inputs/read.ts + 6 modules
var inputs_read = __webpack_require__(3614);
// EXTERNAL MODULE: ./src/inputs/yaml-text.ts
var yaml_text = __webpack_require__(5484);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __webpack_require__(6497);
// EXTERNAL MODULE: ./src/inputs/deployment-name.ts
var deployment_name = __webpack_require__(1188);
;// CONCATENATED MODULE: ./src/fleet/manifest.ts




/**
 * Inputs a manifest may not set, and why. Secrets never go in a file in the repository; the rest
 * belong to the step (which command, which manifest, which entry) or to one deployment.
 */
const NOT_IN_MANIFEST = {
    api_key: 'is a secret: it never goes in a file; pass it to the step from a secret',
    github_token: 'is a secret: it never goes in a file; the step has it',
    secrets: 'are secrets: they never go in a file; set `secrets` on the deploy step (per deployment through the matrix, e.g. from a secret chosen by matrix.deployment)',
    command: 'is chosen by the step (plan, report, or a matrix job that deploys)',
    manifest: 'is set on the step',
    deployment: 'is set on the matrix step (matrix.deployment)',
    force: 'is an input of the plan step',
    plan: 'is an input of the report step',
};
/** Inputs that name one deployment: an entry's own, never a default for all. */
const ONE_DEPLOYMENT = new Set(['name', 'deployment_id']);
/** Keys of an entry that are not inputs. */
const ENTRY_KEYS = new Set(['name', 'paths']);
/** Where in the manifest a problem is, as problems name it. */
function place(path, where) {
    if (where === undefined)
        return `manifest ${path}`;
    if (where === 'defaults')
        return `manifest ${path}, defaults`;
    return where.entry !== undefined
        ? `manifest ${path}, deployment ${where.entry}`
        : `manifest ${path}, deployments[${where.index}]`;
}
/** A deployment's name: also a GitHub environment's last part, a matrix value and a list item. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * The manifest from its parsed YAML, and every problem with its shape: what is well formed of it
 * is kept, so its values are checked too and all problems are said at once. No manifest when the
 * file is not a mapping at all. `value` is what the YAML parser made of the file.
 */
function checkManifest(path, value) {
    const problems = [];
    const top = place(path);
    if (!isMapping(value))
        return { problems: [{ origin: top, message: 'is not a mapping with defaults and deployments' }] };
    for (const key of Object.keys(value))
        if (key !== 'defaults' && key !== 'deployments')
            problems.push({
                origin: top,
                input: key,
                message: 'is not a key of a manifest; use defaults and deployments',
            });
    const defaults = checkDefaults(problems, path, value.defaults);
    const deployments = checkDeployments(problems, path, value.deployments);
    return { manifest: { path, defaults, deployments }, problems };
}
/** The inputs under `defaults`: those that name or belong to one deployment are problems there. */
function checkDefaults(problems, path, value) {
    const defaults = {};
    if (value === undefined || value === null)
        return defaults;
    const where = place(path, 'defaults');
    if (!isMapping(value))
        problems.push({ origin: where, message: `is not a mapping of inputs` });
    else
        for (const [key, raw] of Object.entries(value)) {
            const why = ONE_DEPLOYMENT.has(key)
                ? 'names one deployment: set it in that deployment’s entry'
                : ENTRY_KEYS.has(key)
                    ? 'belongs to one deployment: set it in each entry'
                    : inputProblem(key);
            if (why)
                problems.push({ origin: where, input: key, message: why });
            else
                setting(problems, where, key, raw, defaults);
        }
    return defaults;
}
/** The entries under `deployments`, each checked, each named once. */
function checkDeployments(problems, path, value) {
    const top = place(path);
    if (!Array.isArray(value) || value.length === 0) {
        problems.push({
            origin: top,
            input: 'deployments',
            message: `is missing or empty; list each deployment with its name`,
        });
        return [];
    }
    if (value.length > limits/* LIMITS */.b.fleetSize) {
        problems.push({
            origin: top,
            input: 'deployments',
            message: `lists ${value.length}; at most ${limits/* LIMITS */.b.fleetSize} (the most jobs one GitHub matrix runs)`,
        });
        return [];
    }
    const deployments = [];
    const names = new NamesSeen();
    value.forEach((item, index) => {
        const entry = checkEntry(problems, path, item, index);
        if (!entry)
            return;
        const clash = names.clash(entry.name, index);
        if (clash)
            problems.push({ origin: place(path, { index }), input: 'name', message: clash });
        else
            deployments.push(entry);
    });
    return deployments;
}
/** The deployments' names so far, as GitHub and LangSmith compare them. */
class NamesSeen {
    /** By the name as GitHub compares environment names (`production/<name>`): without case. */
    seen = new Map();
    /** And by the name LangSmith gets (deployment-name.ts): two entries would be one deployment. */
    sent = new Map();
    /** Why `name` cannot be deployments[index]'s, or undefined (and the name is kept). */
    clash(name, index) {
        const first = this.seen.get(name.toLowerCase());
        const sentAs = (0,deployment_name/* normalizeDeploymentName */.O)(name);
        const sameDeployment = this.sent.get(sentAs);
        if (first?.name === name)
            return `${name} is also the name of deployments[${first.index}]; each deployment is named once`;
        if (first)
            return `${name} differs from ${first.name} (deployments[${first.index}]) only in case; GitHub's environment names ignore case, so each deployment's name must differ by more`;
        if (sameDeployment)
            return `${name} is the deployment ${sentAs} in LangSmith, as ${sameDeployment.name} (deployments[${sameDeployment.index}]) is: a deployment's name is lowercase letters, digits and hyphens, so names are sent that way; make the two differ in more than case and punctuation`;
        this.seen.set(name.toLowerCase(), { index, name });
        this.sent.set(sentAs, { index, name });
        return undefined;
    }
}
function checkEntry(problems, path, item, index) {
    if (!isMapping(item)) {
        problems.push({ origin: place(path, { index }), message: `is not a mapping with a name and inputs` });
        return undefined;
    }
    const tooLong = typeof item.name === 'string' && item.name.length > limits/* LIMITS */.b.fleetNameLength;
    const name = typeof item.name === 'string' && NAME.test(item.name) && !tooLong ? item.name : undefined;
    const where = place(path, name ? { entry: name } : { index });
    if (tooLong)
        problems.push({
            origin: where,
            input: 'name',
            message: `is ${item.name.length} characters long; a manifest takes names of at most ${limits/* LIMITS */.b.fleetNameLength} (with ${limits/* LIMITS */.b.fleetSize} deployments, the plan job's output must stay under 100 KB)`,
        });
    else if (name === undefined)
        problems.push({
            origin: where,
            input: 'name',
            message: `${item.name === undefined ? 'is missing' : 'is not accepted'}; use the deployment’s name: letters, digits, ".", "_" or "-" (at most ${limits/* LIMITS */.b.fleetNameLength}), starting with a letter or digit`,
        });
    const settings = {};
    let paths = [];
    for (const [key, raw] of Object.entries(item)) {
        if (key === 'name')
            continue;
        if (key === 'paths') {
            paths = checkPaths(problems, where, raw);
            continue;
        }
        const why = inputProblem(key);
        if (why)
            problems.push({ origin: where, input: key, message: why });
        else
            setting(problems, where, key, raw, settings);
    }
    return name === undefined ? undefined : { name, paths, settings };
}
/** Why `key` cannot be set by a manifest, or undefined when it can. */
function inputProblem(key) {
    // Own keys only: `constructor` or `__proto__` in a manifest are not Object's.
    if (Object.hasOwn(NOT_IN_MANIFEST, key))
        return NOT_IN_MANIFEST[key];
    if (action_defaults/* INPUT_NAMES */.Q.includes(key))
        return undefined;
    const near = closest(key, [...action_defaults/* INPUT_NAMES */.Q, ...ENTRY_KEYS]);
    return `is not an input of the action${near ? ` (did you mean ${near}?)` : ''}; a manifest sets the inputs action.yml declares`;
}
/**
 * A value as the runner would pass it: text. Booleans and numbers as written; a mapping (a
 * `resource_spec`) as JSON; null as not set. A list is refused: inputs are text.
 */
function setting(problems, where, key, raw, into) {
    if (raw === null || raw === undefined)
        return;
    if (typeof raw === 'string')
        into[key] = raw;
    else if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw)))
        into[key] = String(raw);
    else if (isMapping(raw))
        into[key] = JSON.stringify(raw);
    else
        problems.push({
            origin: where,
            input: key,
            message: `is ${Array.isArray(raw) ? 'a list' : 'not text'}; write it as the step's input is written (text${key === 'smoke_checks' ? ', e.g. "run,stream"' : ''})`,
        });
}
/**
 * `paths`: repository-relative folders or files, written with `/`. Refused: absolute paths, `..`,
 * a leading `-` or `:` (git would read an option or pathspec magic), control characters.
 */
function checkPaths(problems, where, raw) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list)) {
        problems.push({ origin: where, input: 'paths', message: `is not a list of paths in the repository` });
        return [];
    }
    const paths = [];
    for (const item of list) {
        // A changed file is matched against a folder or a file, never a pattern: `libs/*` would
        // match nothing, and the deployment would silently never redeploy for it.
        if (typeof item === 'string' && /[*?[\]]/.test(item)) {
            problems.push({
                origin: where,
                input: 'paths',
                message: `${JSON.stringify(item.slice(0, 100))} is a pattern; name the folder or file itself (a folder covers everything in it, e.g. libs/common)`,
            });
            continue;
        }
        const path = typeof item === 'string' ? normalisePath(item) : undefined;
        if (path === undefined) {
            problems.push({
                origin: where,
                input: 'paths',
                message: `${typeof item === 'string' ? JSON.stringify(item.slice(0, 100)) : 'an item'} is not accepted; use a folder or file relative to the repository's root, written with "/", without ".." (e.g. libs/common)`,
            });
            continue;
        }
        paths.push(path);
    }
    return paths;
}
/** `./libs/common/` → `libs/common`; `.` → `''` (the whole repository); undefined when refused. */
function normalisePath(value) {
    if (value.length === 0 || value.length > limits/* LIMITS */.b.pathLength || (0,untrusted/* hasControl */.aQ)(value))
        return undefined;
    if (value.includes('\\') || value.startsWith('/') || /^[A-Za-z]:/.test(value))
        return undefined;
    const parts = value.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.some((part) => part === '..'))
        return undefined;
    const path = parts.join('/');
    if (path.startsWith('-') || path.startsWith(':'))
        return undefined;
    return path;
}
function isMapping(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The candidate at most two edits away from `word`, if one is. */
function closest(word, candidates) {
    let best;
    for (const name of candidates) {
        const distance = editDistance(word, name);
        if (distance <= 2 && (!best || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++)
            current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
    }
    return previous[b.length];
}

;// CONCATENATED MODULE: ./src/fleet/entry-source.ts

/** Whether the step set an input: the runner passes nothing (or blank) for one it did not. */
const isSet = (source, name) => source.value(name).trim() !== '';
/**
 * The inputs of one deployment of a manifest, as a source over the step's: the step's own
 * inputs, over the entry's settings, over the manifest's defaults (the action's defaults apply
 * last, in inputs/read.ts). `origin` says where a value the step did not set came from, so a
 * problem with it names its place in the manifest. `overrides` replace the step's values (a plan
 * reads each entry as its matrix job's deploy would); undefined clears one.
 */
function entrySource(step, manifest, entry, overrides = {}) {
    const values = new Map();
    const layers = [
        [{ ...entry.settings, name: entry.name }, place(manifest.path, { entry: entry.name })],
        [manifest.defaults, place(manifest.path, 'defaults')],
    ];
    for (const [settings, where] of layers)
        for (const [name, value] of Object.entries(settings))
            if (!isSet(step, name) && !values.has(name))
                values.set(name, { value, where });
    const overridden = (name) => Object.hasOwn(overrides, name);
    return {
        ...step,
        value: (name) => overridden(name)
            ? (overrides[name] ?? '')
            : isSet(step, name)
                ? step.value(name)
                : (values.get(name)?.value ?? ''),
        origin: (input) => (overridden(input) ? undefined : values.get(input)?.where),
    };
}

;// CONCATENATED MODULE: ./src/fleet/read-fleet-inputs.ts










/** The inputs that say which manifest or entry to read, or what to do with it. */
const FLEET_INPUTS = new Set(['manifest', 'deployment', 'command', 'force', 'plan']);
/** GitHub's longest environment name. */
const ENVIRONMENT_MAX = 255;
/**
 * The inputs of a run with a fleet manifest (docs/fleet.md), checked before anything is sent,
 * like every input:
 * - a matrix job (`deployment`): its entry's settings under the step's own inputs, read as one
 *   deploy's inputs;
 * - `plan` and `report`: the step's inputs, and every entry's, each read as that deployment's
 *   matrix job would read them.
 * Every problem — of the manifest's shape or of a value in it — names its place in the manifest.
 * Without `manifest` this is readInputsFrom.
 */
async function readFleetInputs(from) {
    const source = (0,inputs_read/* inputSourceOf */.RB)(from);
    const step = (0,inputs_read/* readInputsFrom */.wR)(source);
    if (!isSet(source, 'manifest'))
        return step;
    const fail = failing(step, source.workflow);
    const matrixJob = isSet(source, 'deployment');
    const early = stepNameProblems(source, matrixJob);
    // Which manifest and entry to read must be right first. (A matrix job's step alone may lack
    // what its entry gives: its other problems are found with the entry's settings.)
    const own = step.ok ? [] : step.problems;
    const isFleet = (p) => FLEET_INPUTS.has(p.input ?? '');
    if (own.some(isFleet))
        return fail([...early, ...own.filter(isFleet), ...(matrixJob ? [] : own.filter((p) => !isFleet(p)))]);
    const loaded = await loadManifest(source.value('manifest').trim(), source.workflow.workspace, source.frontEnd);
    if (!loaded.manifest)
        return fail([...early, ...loaded.problems]);
    // The manifest's shape problems, then those of its values (all said at once).
    early.push(...loaded.problems);
    return matrixJob
        ? readMatrixJob(source, loaded.manifest, early, fail)
        : readWholeFleet(source, step, loaded.manifest, early, fail);
}
function failing(step, workflow) {
    return (problems, inputs) => ({
        ok: false,
        problems,
        // What the runner must mask although the run stops here: the step's secrets.
        secretValues: step.ok ? (0,inputs_read/* secretValuesOf */.WD)(step.inputs) : step.secretValues,
        workflow,
        ...(inputs ? { inputs } : {}),
    });
}
/** `name` and `deployment_id` on the step: each deployment is named by its entry instead. */
function stepNameProblems(source, matrixJob) {
    return ['name', 'deployment_id']
        .filter((name) => isSet(source, name))
        .map((input) => ({
        input,
        message: `is not set on the step with a manifest: each deployment is named by its entry (${matrixJob ? 'deployment' : 'its name'})`,
    }));
}
/** A matrix job: the one entry `deployment` names, read as one deploy's inputs. */
function readMatrixJob(source, manifest, early, fail) {
    const wanted = source.value('deployment').trim();
    const entry = manifest.deployments.find((d) => d.name === wanted);
    if (!entry) {
        const names = manifest.deployments.map((d) => d.name);
        return fail([
            ...early,
            {
                input: 'deployment',
                message: `${wanted} is not a deployment of manifest ${manifest.path}; it has ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', …' : ''}`,
            },
        ]);
    }
    const read = readEntry(source, manifest, entry, {});
    if (!read.ok || early.length)
        return fail([...early, ...(read.ok ? [] : read.problems)], read.inputs);
    read.inputs.fleet = {
        ...read.inputs.fleet,
        entries: [{ name: entry.name, paths: entry.paths, inputs: read.inputs }],
    };
    return read;
}
/**
 * `plan` and `report`: every entry read as its matrix job would read it. A problem of the step's
 * own value is the step's, said once; one that only this entry's settings cause names it.
 */
function readWholeFleet(source, step, manifest, early, fail) {
    const problems = [...early];
    const entries = [];
    for (const entry of manifest.deployments) {
        const read = readEntry(source, manifest, entry, {
            command: 'deploy',
            deployment: entry.name,
            force: undefined,
            plan: undefined,
        });
        if (read.ok)
            entries.push({ name: entry.name, paths: entry.paths, inputs: read.inputs });
        else
            problems.push(...entryOwnProblems(read.problems, step, manifest, entry, problems));
    }
    if (!step.ok)
        return fail([...step.problems, ...problems]);
    problems.push(...controlPlaneProblems(manifest, entries), ...sameDeploymentProblems(manifest, entries));
    if (problems.length)
        return fail(problems);
    step.inputs.fleet = { ...step.inputs.fleet, entries };
    // The fleet is listed where its deployments are: the control plane they share, which the
    // manifest's defaults may name (the step's own api_url, if set, is theirs too). Not the step's
    // default, which would send the key to another origin.
    if (entries[0])
        step.inputs.controlPlane = entries[0].inputs.controlPlane;
    return step;
}
/** An entry's problems that are not the step's own, each naming its place, none said twice. */
function entryOwnProblems(found, step, manifest, entry, said) {
    const out = [];
    for (const problem of found) {
        if (!step.ok && step.problems.some((p) => (0,inputs_problem/* sameProblem */.s)(p, problem)))
            continue;
        const named = problem.origin
            ? problem
            : { ...problem, origin: place(manifest.path, { entry: entry.name }) };
        if (![...said, ...out].some((p) => (0,inputs_problem/* sameProblem */.s)(p, named)))
            out.push(named);
    }
    return out;
}
/** One entry's inputs: read like a step's, its GitHub environment made its own, its config there. */
function readEntry(step, manifest, entry, overrides) {
    const source = entrySource(step, manifest, entry, overrides);
    const read = (0,inputs_read/* readInputsFrom */.wR)(source);
    const workspace = step.workflow.workspace;
    const where = place(manifest.path, { entry: entry.name });
    const configAt = (message) => ({
        origin: source.origin?.('graph_config_path') ?? where,
        input: 'graph_config_path',
        message,
    });
    if (!read.ok) {
        // A config that is not in the checkout is the cause, not the missing assistant it leads to.
        const path = source.value('graph_config_path').trim() || action_defaults/* INPUT_DEFAULTS */.W.graph_config_path;
        const external = source.value('source').trim() === 'external_docker';
        const config = external ? undefined : pathProblem(path, workspace, step.frontEnd);
        if (!config)
            return read;
        return {
            ...read,
            problems: [configAt(config), ...read.problems.filter((p) => p.cause !== 'graph_config_path')],
        };
    }
    const config = configProblem(read.inputs, workspace);
    const problems = entryFileProblems(read.inputs, entry, where, workspace, config ? configAt(config) : undefined);
    return problems.length
        ? { ok: false, problems, secretValues: [], workflow: read.inputs.workflow, inputs: read.inputs }
        : read;
}
/** The entry's GitHub environment (its own: `<environment>/<name>`), its config, its watched paths. */
function entryFileProblems(inputs, entry, where, workspace, config) {
    const problems = [];
    // Each deployment records its GitHub Deployments in an environment of its own.
    if (inputs.github.environment) {
        inputs.github.environment = `${inputs.github.environment}/${entry.name}`;
        if (inputs.github.environment.length > ENVIRONMENT_MAX)
            problems.push({
                origin: where,
                input: 'github_environment',
                message: `with /${entry.name} added it is longer than ${ENVIRONMENT_MAX} characters`,
            });
    }
    if (config)
        problems.push(config);
    for (const path of entry.paths) {
        const why = watchedPathProblem(path, workspace);
        if (why)
            problems.push({ origin: where, input: 'paths', message: why });
    }
    return problems;
}
/** Why the entry's langgraph.json is not in the checkout, if it is not. */
function configProblem(inputs, workspace) {
    if (inputs.deployment.source === 'external_docker')
        return undefined;
    return pathProblem(inputs.deployment.graphConfigPath, workspace, inputs.frontEnd);
}
/** How a file of the repository comes to be where the run reads it, in the front end's words. */
const MISSING_FROM_CHECKOUT = {
    action: "is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first",
    cli: "is not in the current folder; check the path (relative to the repository's root), and run from that root",
};
/** Why a deployment's config is not a file of the checkout, or undefined when it is. */
function pathProblem(path, workspace, frontEnd = 'action') {
    const root = (0,external_node_path_.resolve)(workspace ?? '.');
    const file = (0,external_node_path_.resolve)(root, path);
    const r = (0,external_node_path_.relative)(root, file);
    if (r.startsWith('..') || (0,external_node_path_.isAbsolute)(r))
        return `${path} is outside the repository`;
    try {
        if ((0,external_node_fs_.statSync)(file).isFile())
            return undefined;
        return `${path} is not a file in the checkout`;
    }
    catch (error) {
        return (0,small_file/* errorCode */.CA)(error) === 'ENOENT'
            ? `${path} ${MISSING_FROM_CHECKOUT[frontEnd]}`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`;
    }
}
/**
 * Why one of an entry's `paths` is not in the checkout, if it is not: a typo (`libs/comon`) would
 * match no changed file, and the deployment would silently never redeploy for it.
 */
function watchedPathProblem(path, workspace) {
    if (path === '')
        return undefined;
    try {
        (0,external_node_fs_.lstatSync)((0,external_node_path_.resolve)(workspace ?? '.', path));
        return undefined;
    }
    catch (error) {
        return (0,small_file/* errorCode */.CA)(error) === 'ENOENT' || (0,small_file/* errorCode */.CA)(error) === 'ENOTDIR'
            ? `${path} is not in the checkout; name a folder or file of the repository (relative to its root)`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`;
    }
}
/**
 * A fleet is planned and reported with one list of one control plane: its deployments must all
 * be there (the same endpoint and workspace).
 */
function controlPlaneProblems(manifest, entries) {
    const key = (e) => `${e.inputs.controlPlane.baseUrl} ${e.inputs.controlPlane.tenantId ?? ''}`;
    const first = entries[0];
    const other = entries.find((e) => key(e) !== key(first));
    if (!first || !other)
        return [];
    return [
        {
            origin: place(manifest.path, { entry: other.name }),
            message: `region, api_url, self_hosted_url or tenant_id: its control plane or workspace is not that of ${first.name}; a manifest's deployments share one (use one manifest per control plane)`,
        },
    ];
}
/** Entries that name one deployment by its id: two matrix jobs would deploy it at once. */
function sameDeploymentProblems(manifest, entries) {
    const first = new Map();
    const problems = [];
    for (const entry of entries) {
        const id = entry.inputs.target.deploymentId;
        if (!id)
            continue;
        const other = first.get(id);
        if (other)
            problems.push({
                origin: place(manifest.path, { entry: entry.name }),
                input: 'deployment_id',
                message: `${id} is also that of ${other}; each deployment is in the manifest once`,
            });
        else
            first.set(id, entry.name);
    }
    return problems;
}
/** The manifest file, parsed and checked; or every problem with it. */
async function loadManifest(given, workspace, frontEnd = 'action') {
    const path = normalisePath(given);
    const manifestProblem = (message) => ({ problems: [{ input: 'manifest', message }] });
    if (!path)
        return manifestProblem(`${JSON.stringify(given.slice(0, 200))} is not accepted; use the manifest's path relative to the repository's root (e.g. deploy/fleet.yml)`);
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)((0,external_node_path_.resolve)(workspace ?? '.', path), policy/* WORKSPACE_FILES */.SV.manifestMaxBytes);
    }
    catch (error) {
        return manifestProblem((0,small_file/* errorCode */.CA)(error) === 'ENOENT'
            ? `${path} ${MISSING_FROM_CHECKOUT[frontEnd]}`
            : `${path} cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})`);
    }
    const parsed = await (0,yaml_text/* readYaml */.g)(text);
    if ('problems' in parsed)
        return { problems: parsed.problems.map((message) => ({ origin: place(path), message })) };
    return checkManifest(path, parsed.value);
}


/***/ })

};

//# sourceMappingURL=624.index.js.map