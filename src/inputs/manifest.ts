import { isRecord } from '../base/record.ts';
import { hasControl } from '../base/untrusted.ts';
import { INPUT_NAMES } from './action-defaults.ts';
import { appliesTo } from './commands.ts';
import { normalizeDeploymentName } from './deployment-name.ts';
import * as field from './fields.ts';
import { closest } from './front-end.ts';
import { LIMITS } from './limits.ts';
import { parsePlan } from './plan-json.ts';
import { SECRET_INPUTS } from './secret-inputs.ts';
import type { Place, Problem } from './problem.ts';
import type { Command, Inputs } from './types.ts';

/**
 * A fleet manifest (docs/fleet.md): `defaults` (inputs for every deployment) and `deployments`
 * (each a `name`, its own inputs, and `paths`). Checked here for its shape — unknown keys,
 * duplicate names, inputs a manifest may not set — with every problem naming its place; the
 * values themselves are checked later by the same parsers as a step's inputs (manifest-inputs.ts).
 */
export interface Manifest {
  /** The manifest's path, as the step gave it: every problem names it. */
  path: string;
  /** Inputs for every deployment, as the runner would pass them (text). */
  defaults: Record<string, string>;
  deployments: ManifestEntry[];
}

export interface ManifestEntry {
  name: string;
  /** Its place in the manifest's `deployments`. */
  index: number;
  /** Repository-relative folders or files whose changes redeploy it (normalised, `''` = all). */
  paths: string[];
  /** Its own inputs (text). */
  settings: Record<string, string>;
}

/**
 * The Fleet group (docs/fleet.md): `manifest`, and `deployment` (a matrix job), `force` (plan),
 * `plan` (report). The manifest's entries are read on top of this (manifest-inputs.ts), not here.
 */
export function readFleetSettings(p: field.Problems, raw: field.Raw, command: Command): Inputs['fleet'] {
  const manifest = field.text(p, 'manifest', raw('manifest'), LIMITS.pathLength);
  const deployment = field.text(p, 'deployment', raw('deployment'), LIMITS.nameLength);
  const force = field.boolean(p, 'force', raw('force'));
  // Another command refuses it (combinations.ts): it is not read there.
  const text = appliesTo('plan', command) ? raw('plan') : '';
  let plan;
  if (text.length > LIMITS.planLength) p.add('plan', `is longer than ${LIMITS.planLength} characters`);
  else if (text) {
    const parsed = parsePlan(text);
    plan = 'problem' in parsed ? p.add('plan', parsed.problem) : parsed.plan;
  }
  return manifest ? { manifest, deployment, force, plan, entries: [] } : undefined;
}

/**
 * Inputs a manifest may not set, and why. Secrets never go in a file in the repository (every input
 * of SECRET_INPUTS is refused, these two with words of their own); the rest belong to the step
 * (which command, which manifest, which entry) or to one deployment.
 */
const NOT_IN_MANIFEST: Record<string, string> = {
  github_token: 'is a secret: it never goes in a file; the step has it',
  secrets:
    'are secrets: they never go in a file; set `secrets` on the deploy step (per deployment through the matrix, e.g. from a secret chosen by matrix.deployment)',
  command: 'is chosen by the step (plan, report, or a matrix job that deploys)',
  manifest: 'is set on the step',
  deployment: 'is set on the matrix step (matrix.deployment)',
  force: 'is an input of the plan step',
  plan: 'is an input of the report step',
  agent_id: 'is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
  agent_environment:
    'is not taken by a fleet, which finds its deployments by name (docs/agent-environments.md)',
};

/** Inputs that name one deployment: an entry's own, never a default for all. */
const ONE_DEPLOYMENT = new Set(['name', 'deployment_id']);

/** Keys of an entry that are not inputs. */
const ENTRY_KEYS = new Set(['name', 'paths']);

/** Where in the manifest a problem is: the whole file, its defaults, or an entry (by name once known). */
export function place(path: string, where?: { name?: string; index: number } | 'defaults'): Place {
  if (where === undefined) return { origin: `manifest ${path}` };
  if (where === 'defaults') return { origin: `manifest ${path}, defaults` };
  const origin = where.name === undefined ? `deployments[${where.index}]` : `deployment ${where.name}`;
  return { origin: `manifest ${path}, ${origin}`, entry: where.index };
}

/** A deployment's name: also a GitHub environment's last part, a matrix value and a list item. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The manifest from its parsed YAML, and every problem with its shape: what is well formed of it
 * is kept, so its values are checked too and all problems are said at once. No manifest when the
 * file is not a mapping at all. `value` is what the YAML parser made of the file.
 */
export function checkManifest(path: string, value: unknown): { manifest?: Manifest; problems: Problem[] } {
  const problems: Problem[] = [];
  const top = place(path);
  if (!isRecord(value))
    return { problems: [{ ...top, message: 'is not a mapping with defaults and deployments' }] };
  for (const key of Object.keys(value))
    if (key !== 'defaults' && key !== 'deployments')
      problems.push({
        ...top,
        input: key,
        message: 'is not a key of a manifest; use defaults and deployments',
      });
  const defaults = checkDefaults(problems, path, value.defaults);
  const deployments = checkDeployments(problems, path, value.deployments);
  return { manifest: { path, defaults, deployments }, problems };
}

/** The inputs under `defaults`: those that name or belong to one deployment are problems there. */
function checkDefaults(problems: Problem[], path: string, value: unknown): Record<string, string> {
  const defaults: Record<string, string> = {};
  if (value === undefined || value === null) return defaults;
  const where = place(path, 'defaults');
  if (!isRecord(value)) problems.push({ ...where, message: `is not a mapping of inputs` });
  else
    for (const [key, raw] of Object.entries(value)) {
      const why = ONE_DEPLOYMENT.has(key)
        ? 'names one deployment: set it in that deployment’s entry'
        : ENTRY_KEYS.has(key)
          ? 'belongs to one deployment: set it in each entry'
          : inputProblem(key);
      if (why) problems.push({ ...where, input: key, message: why });
      else setting(problems, where, key, raw, defaults);
    }
  return defaults;
}

/** The entries under `deployments`, each checked, each named once. */
function checkDeployments(problems: Problem[], path: string, value: unknown): ManifestEntry[] {
  const top = place(path);
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({
      ...top,
      input: 'deployments',
      message: `is missing or empty; list each deployment with its name`,
    });
    return [];
  }
  if (value.length > LIMITS.fleetSize) {
    problems.push({
      ...top,
      input: 'deployments',
      message: `lists ${value.length}; at most ${LIMITS.fleetSize} (the most jobs one GitHub matrix runs)`,
    });
    return [];
  }
  const deployments: ManifestEntry[] = [];
  const names = new NamesSeen();
  value.forEach((item: unknown, index: number) => {
    const entry = checkEntry(problems, path, item, index);
    if (!entry) return;
    const clash = names.clash(entry.name, index);
    if (clash) problems.push({ ...place(path, { index }), input: 'name', message: clash });
    else deployments.push(entry);
  });
  return deployments;
}

/** The deployments' names so far, as GitHub and LangSmith compare them. */
class NamesSeen {
  /** By the name as GitHub compares environment names (`production/<name>`): without case. */
  private readonly seen = new Map<string, { index: number; name: string }>();
  /** And by the name LangSmith gets (deployment-name.ts): two entries would be one deployment. */
  private readonly sent = new Map<string, { index: number; name: string }>();

  /** Why `name` cannot be deployments[index]'s, or undefined (and the name is kept). */
  clash(name: string, index: number): string | undefined {
    const first = this.seen.get(name.toLowerCase());
    const sentAs = normalizeDeploymentName(name);
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

function checkEntry(
  problems: Problem[],
  path: string,
  item: unknown,
  index: number,
): ManifestEntry | undefined {
  if (!isRecord(item)) {
    problems.push({ ...place(path, { index }), message: `is not a mapping with a name and inputs` });
    return undefined;
  }
  const tooLong = typeof item.name === 'string' && item.name.length > LIMITS.fleetNameLength;
  const name = typeof item.name === 'string' && NAME.test(item.name) && !tooLong ? item.name : undefined;
  const where = place(path, { name, index });
  if (tooLong)
    problems.push({
      ...where,
      input: 'name',
      message: `is ${(item.name as string).length} characters long; a manifest takes names of at most ${LIMITS.fleetNameLength} (with ${LIMITS.fleetSize} deployments, the plan job's output must stay under 100 KB)`,
    });
  else if (name === undefined)
    problems.push({
      ...where,
      input: 'name',
      message: `${item.name === undefined ? 'is missing' : 'is not accepted'}; use the deployment’s name: letters, digits, ".", "_" or "-" (at most ${LIMITS.fleetNameLength}), starting with a letter or digit`,
    });
  const settings: Record<string, string> = {};
  let paths: string[] = [];
  for (const [key, raw] of Object.entries(item)) {
    if (key === 'name') continue;
    if (key === 'paths') {
      paths = checkPaths(problems, where, raw);
      continue;
    }
    const why = inputProblem(key);
    if (why) problems.push({ ...where, input: key, message: why });
    else setting(problems, where, key, raw, settings);
  }
  return name === undefined ? undefined : { name, index, paths, settings };
}

/** Why `key` cannot be set by a manifest, or undefined when it can. */
function inputProblem(key: string): string | undefined {
  // Own keys only: `constructor` or `__proto__` in a manifest are not Object's.
  if (Object.hasOwn(NOT_IN_MANIFEST, key)) return NOT_IN_MANIFEST[key];
  if (SECRET_INPUTS.includes(key))
    return 'is a secret: it never goes in a file; pass it to the step from a secret';
  if ((INPUT_NAMES as readonly string[]).includes(key)) return undefined;
  const near = closest(key, [...INPUT_NAMES, ...ENTRY_KEYS], 2);
  return `is not an input of the action${near ? ` (did you mean ${near}?)` : ''}; a manifest sets the inputs action.yml declares`;
}

/**
 * A value as the runner would pass it: text. Booleans and numbers as written; a mapping (a
 * `resource_spec`) as JSON; null as not set. A list is refused: inputs are text.
 */
function setting(
  problems: Problem[],
  where: Place,
  key: string,
  raw: unknown,
  into: Record<string, string>,
): void {
  if (raw === null || raw === undefined) return;
  if (typeof raw === 'string') into[key] = raw;
  else if (typeof raw === 'boolean' || (typeof raw === 'number' && Number.isFinite(raw)))
    into[key] = String(raw);
  else if (isRecord(raw)) into[key] = JSON.stringify(raw);
  else
    problems.push({
      ...where,
      input: key,
      message: `is ${Array.isArray(raw) ? 'a list' : 'not text'}; write it as the step's input is written (text${key === 'smoke_checks' ? ', e.g. "run,stream"' : ''})`,
    });
}

/**
 * `paths`: repository-relative folders or files, written with `/`. Refused: absolute paths, `..`,
 * a leading `-` or `:` (git would read an option or pathspec magic), control characters.
 */
function checkPaths(problems: Problem[], where: Place, raw: unknown): string[] {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list)) {
    problems.push({ ...where, input: 'paths', message: `is not a list of paths in the repository` });
    return [];
  }
  const paths: string[] = [];
  for (const item of list) {
    // A changed file is matched against a folder or a file, never a pattern: `libs/*` would
    // match nothing, and the deployment would silently never redeploy for it.
    if (typeof item === 'string' && /[*?[\]]/.test(item)) {
      problems.push({
        ...where,
        input: 'paths',
        message: `${JSON.stringify(item.slice(0, 100))} is a pattern; name the folder or file itself (a folder covers everything in it, e.g. libs/common)`,
      });
      continue;
    }
    const path = typeof item === 'string' ? normalisePath(item) : undefined;
    if (path === undefined) {
      problems.push({
        ...where,
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
export function normalisePath(value: string): string | undefined {
  if (value.length === 0 || value.length > LIMITS.pathLength || hasControl(value)) return undefined;
  if (value.includes('\\') || value.startsWith('/') || /^[A-Za-z]:/.test(value)) return undefined;
  const parts = value.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.some((part) => part === '..')) return undefined;
  const path = parts.join('/');
  if (path.startsWith('-') || path.startsWith(':')) return undefined;
  return path;
}
