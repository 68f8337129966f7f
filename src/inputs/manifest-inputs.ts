import { lstatSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { INPUT_DEFAULTS } from './action-defaults.ts';
import { LIMITS } from './limits.ts';
import { checkManifest, normalisePath, place, type Manifest, type ManifestEntry } from './manifest.ts';
import { sameProblem, type Place, type Problem } from './problem.ts';
import type { FrontEnd, InputSource } from './front-end.ts';
import { readInputsFrom, refused, type ReadResult } from './read.ts';
import { secretValuesOf } from './secret-inputs.ts';
import type { FleetEntry, Inputs } from './types.ts';
import { readYaml } from './yaml-text.ts';

/** The inputs that say which manifest or entry to read, or what to do with it. */
const FLEET_INPUTS: ReadonlySet<string> = new Set(['manifest', 'deployment', 'command', 'force', 'plan']);

/** A refused run: its problems, and what the runner must mask although it stops here. */
type Fail = (problems: Problem[], inputs?: Inputs) => ReadResult;

/** Whether the step set an input: the runner passes nothing (or blank) for one it did not. */
export const isSet = (source: InputSource, name: string): boolean => source.value(name).trim() !== '';

/**
 * The inputs of a run with a fleet manifest (docs/fleet.md), checked before anything is sent,
 * like every input:
 * - a matrix job (`deployment`): its entry's settings under the step's own inputs, read as one
 *   deploy's inputs;
 * - `plan` and `report`: the step's inputs, and every entry's, each read as that deployment's
 *   matrix job would read them.
 * Every problem — of the manifest's shape or of a value in it — names its place in the manifest.
 */
export async function readManifestInputs(source: InputSource): Promise<ReadResult> {
  const step = readInputsFrom(source);
  // What the runner must mask although the run stops here: the step's secrets.
  const masked = step.ok ? secretValuesOf(step.inputs) : step.secretValues;
  const fail: Fail = (problems, inputs) => refused(problems, masked, source.workflow, inputs);
  const matrixJob = isSet(source, 'deployment');
  const early = stepNameProblems(source, matrixJob);
  // Which manifest and entry to read must be right first. (A matrix job's step alone may lack
  // what its entry gives: its other problems are found with the entry's settings.)
  const own = step.ok ? [] : step.problems;
  const isFleet = (p: Problem): boolean => FLEET_INPUTS.has(p.input ?? '');
  if (own.some(isFleet))
    return fail([...early, ...own.filter(isFleet), ...(matrixJob ? [] : own.filter((p) => !isFleet(p)))]);

  const loaded = await loadManifest(source);
  if (!loaded.manifest) return fail([...early, ...loaded.problems]);
  // The manifest's shape problems, and those of its values: all said at once.
  early.push(...loaded.problems);
  return matrixJob
    ? readMatrixJob(source, loaded.manifest, early, fail)
    : readWholeFleet(source, step, loaded.manifest, early, fail);
}

/** `name` and `deployment_id` on the step: each deployment is named by its entry instead. */
function stepNameProblems(source: InputSource, matrixJob: boolean): Problem[] {
  return ['name', 'deployment_id']
    .filter((name) => isSet(source, name))
    .map((input) => ({
      input,
      message: `is not set on the step with a manifest: each deployment is named by its entry (${matrixJob ? 'deployment' : 'its name'})`,
    }));
}

/** A matrix job: the one entry `deployment` names, read as one deploy's inputs. */
function readMatrixJob(source: InputSource, manifest: Manifest, early: Problem[], fail: Fail): ReadResult {
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
  if (!read.ok || early.length) return fail([...early, ...(read.ok ? [] : read.problems)], read.inputs);
  read.inputs.fleet = {
    ...read.inputs.fleet!,
    entries: [{ name: entry.name, paths: entry.paths, inputs: read.inputs }],
  };
  return read;
}

/**
 * `plan` and `report`: every entry read as its matrix job would read it. A problem of the step's
 * own value is the step's, said once; one that only this entry's settings cause names it.
 */
function readWholeFleet(
  source: InputSource,
  step: ReadResult,
  manifest: Manifest,
  early: Problem[],
  fail: Fail,
): ReadResult {
  const problems = [...early];
  const entries: FleetEntry[] = [];
  for (const entry of manifest.deployments) {
    const read = readEntry(source, manifest, entry, {
      command: 'deploy',
      deployment: entry.name,
      force: undefined,
      plan: undefined,
    });
    if (read.ok) entries.push({ name: entry.name, paths: entry.paths, inputs: read.inputs });
    else problems.push(...entryOwnProblems(read.problems, step, manifest, entry, problems));
  }
  if (!step.ok) return fail([...step.problems, ...problems]);
  problems.push(...controlPlaneProblems(manifest, entries), ...sameDeploymentProblems(manifest, entries));
  if (problems.length) return fail(problems);
  step.inputs.fleet = { ...step.inputs.fleet!, entries };
  // The fleet is listed where its deployments are: the control plane they share, which the
  // manifest's defaults may name (the step's own api_url, if set, is theirs too). Not the step's
  // default, which would send the key to another origin.
  if (entries[0]) step.inputs.controlPlane = entries[0].inputs.controlPlane;
  return step;
}

/** An entry's problems that are not the step's own, each naming its place, none said twice. */
function entryOwnProblems(
  found: Problem[],
  step: ReadResult,
  manifest: Manifest,
  entry: ManifestEntry,
  said: Problem[],
): Problem[] {
  const out: Problem[] = [];
  for (const problem of found) {
    if (!step.ok && step.problems.some((p) => sameProblem(p, problem))) continue;
    const named = problem.origin ? problem : { ...problem, ...place(manifest.path, entry) };
    if (![...said, ...out].some((p) => sameProblem(p, named))) out.push(named);
  }
  return out;
}

/**
 * The inputs of one deployment of a manifest, as a source over the step's: the step's own
 * inputs, over the entry's settings, over the manifest's defaults (the action's defaults apply
 * last, in read.ts). `origin` says where a value the step did not set came from, so a problem
 * with it names its place in the manifest. `overrides` replace the step's values (a plan reads
 * each entry as its matrix job's deploy would); undefined clears one.
 */
function entrySource(
  step: InputSource,
  manifest: Manifest,
  entry: ManifestEntry,
  overrides: Record<string, string | undefined>,
): InputSource {
  const values = new Map<string, { value: string; where: Place }>();
  const layers: Array<[Record<string, string>, Place]> = [
    [{ ...entry.settings, name: entry.name }, place(manifest.path, entry)],
    [manifest.defaults, place(manifest.path, 'defaults')],
  ];
  for (const [settings, where] of layers)
    for (const [name, value] of Object.entries(settings))
      if (!isSet(step, name) && !values.has(name)) values.set(name, { value, where });
  const overridden = (name: string): boolean => Object.hasOwn(overrides, name);
  return {
    ...step,
    value: (name) =>
      overridden(name)
        ? (overrides[name] ?? '')
        : isSet(step, name)
          ? step.value(name)
          : (values.get(name)?.value ?? ''),
    origin: (input) => (overridden(input) ? undefined : values.get(input)?.where),
  };
}

/**
 * One entry's inputs: read like a step's, its GitHub environment made its own, its config and
 * watched paths in the checkout. A config that is not there is the cause, not the missing
 * assistant it leads to.
 */
function readEntry(
  step: InputSource,
  manifest: Manifest,
  entry: ManifestEntry,
  overrides: Record<string, string | undefined>,
): ReadResult {
  const source = entrySource(step, manifest, entry, overrides);
  const read = readInputsFrom(source);
  const where = place(manifest.path, entry);
  const path = source.value('graph_config_path').trim() || INPUT_DEFAULTS.graph_config_path;
  const external = source.value('source').trim() === 'external_docker';
  const config = external ? undefined : pathProblem(path, step.workflow.workspace, step.frontEnd);
  const problems: Problem[] = [
    ...(config
      ? [{ ...(source.origin?.('graph_config_path') ?? where), input: 'graph_config_path', message: config }]
      : []),
    ...(read.ok
      ? entryFileProblems(read.inputs, entry, where, step.workflow.workspace)
      : read.problems.filter((p) => !config || p.cause !== 'graph_config_path')),
  ];
  return problems.length ? refused(problems, [], source.workflow, read.inputs) : read;
}

/** The entry's GitHub environment (its own: `<environment>/<name>`), its watched paths. */
function entryFileProblems(
  inputs: Inputs,
  entry: ManifestEntry,
  where: Place,
  workspace: string | undefined,
): Problem[] {
  const problems: Problem[] = [];
  // Each deployment records its GitHub Deployments in an environment of its own.
  if (inputs.github.environment) {
    inputs.github.environment = `${inputs.github.environment}/${entry.name}`;
    if (inputs.github.environment.length > LIMITS.environmentLength)
      problems.push({
        ...where,
        input: 'github_environment',
        message: `with /${entry.name} added it is longer than ${LIMITS.environmentLength} characters`,
      });
  }
  for (const path of entry.paths) {
    const why = watchedPathProblem(path, workspace);
    if (why) problems.push({ ...where, input: 'paths', message: why });
  }
  return problems;
}

/** How a file of the repository comes to be where the run reads it, in the front end's words. */
const MISSING_FROM_CHECKOUT: Record<FrontEnd, string> = {
  action:
    "is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first",
  cli: "is not in the current folder; check the path (relative to the repository's root), and run from that root",
};

/** Why a deployment's config is not a file of the checkout, or undefined when it is. */
function pathProblem(
  path: string,
  workspace: string | undefined,
  frontEnd: FrontEnd = 'action',
): string | undefined {
  const root = resolve(workspace ?? '.');
  const file = resolve(root, path);
  const r = relative(root, file);
  if (r.startsWith('..') || isAbsolute(r)) return `${path} is outside the repository`;
  try {
    if (statSync(file).isFile()) return undefined;
    return `${path} is not a file in the checkout`;
  } catch (error) {
    return errorCode(error) === 'ENOENT'
      ? `${path} ${MISSING_FROM_CHECKOUT[frontEnd]}`
      : `${path} cannot be read (${unreadableBecause(error)})`;
  }
}

/**
 * Why one of an entry's `paths` is not in the checkout, if it is not: a typo (`libs/comon`) would
 * match no changed file, and the deployment would silently never redeploy for it.
 */
function watchedPathProblem(path: string, workspace: string | undefined): string | undefined {
  if (path === '') return undefined;
  try {
    lstatSync(resolve(workspace ?? '.', path));
    return undefined;
  } catch (error) {
    return errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR'
      ? `${path} is not in the checkout; name a folder or file of the repository (relative to its root)`
      : `${path} cannot be read (${unreadableBecause(error)})`;
  }
}

/**
 * A fleet is planned and reported with one list of one control plane: its deployments must all
 * be there (the same endpoint and workspace).
 */
function controlPlaneProblems(manifest: Manifest, entries: FleetEntry[]): Problem[] {
  const key = (e: FleetEntry): string =>
    `${e.inputs.controlPlane.baseUrl} ${e.inputs.controlPlane.tenantId ?? ''}`;
  const first = entries[0];
  const other = entries.find((e) => key(e) !== key(first!));
  if (!first || !other) return [];
  return [
    {
      ...entryPlace(manifest, other.name),
      message: `region, api_url, self_hosted_url or tenant_id: its control plane or workspace is not that of ${first.name}; a manifest's deployments share one (use one manifest per control plane)`,
    },
  ];
}

/** The place of the entry of this name. */
const entryPlace = (manifest: Manifest, name: string): Place =>
  place(
    manifest.path,
    manifest.deployments.find((d) => d.name === name)!,
  );

/** Entries that name one deployment by its id: two matrix jobs would deploy it at once. */
function sameDeploymentProblems(manifest: Manifest, entries: FleetEntry[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const entry of entries) {
    const id = entry.inputs.target.deploymentId;
    if (!id) continue;
    const other = first.get(id);
    if (other)
      problems.push({
        ...entryPlace(manifest, entry.name),
        input: 'deployment_id',
        message: `${id} is also that of ${other}; each deployment is in the manifest once`,
      });
    else first.set(id, entry.name);
  }
  return problems;
}

/** The manifest file `manifest` names, parsed and checked; or every problem with it. */
async function loadManifest(source: InputSource): Promise<{ manifest?: Manifest; problems: Problem[] }> {
  const given = source.value('manifest').trim();
  const path = normalisePath(given);
  const manifestProblem = (message: string) => ({ problems: [{ input: 'manifest', message }] });
  if (!path)
    return manifestProblem(
      `${JSON.stringify(given.slice(0, 200))} is not accepted; use the manifest's path relative to the repository's root (e.g. deploy/fleet.yml)`,
    );
  let text: string;
  try {
    text = readSmallFile(resolve(source.workflow.workspace ?? '.', path), WORKSPACE_FILES.manifestMaxBytes);
  } catch (error) {
    return manifestProblem(
      errorCode(error) === 'ENOENT'
        ? `${path} ${MISSING_FROM_CHECKOUT[source.frontEnd ?? 'action']}`
        : `${path} cannot be read (${unreadableBecause(error)})`,
    );
  }
  const parsed = await readYaml(text);
  if ('problems' in parsed)
    return { problems: parsed.problems.map((problem) => ({ ...place(path), ...problem })) };
  return checkManifest(path, parsed.value);
}
