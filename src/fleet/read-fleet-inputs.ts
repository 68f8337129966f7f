import { lstatSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { readGitHubEnv } from '../inputs/github-env.ts';
import { INPUT_DEFAULTS } from '../inputs/action-defaults.ts';
import { readInputs, secretValuesOf, type ReadResult } from '../inputs/read.ts';
import type { FleetEntry, Inputs } from '../inputs/types.ts';
import { readYaml } from '../inputs/yaml-text.ts';
import { entryEnv, inputVariable, stepSet } from './entry-env.ts';
import { checkManifest, normalisePath, place, type Manifest, type ManifestEntry } from './manifest.ts';

/** A problem with an input that says which manifest or entry to read, or what to do with it. */
const FLEET_INPUT = /^(manifest|deployment|command|force|plan): /;

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
 * Without `manifest` this is readInputs.
 */
export async function readFleetInputs(env: NodeJS.ProcessEnv): Promise<ReadResult> {
  if (!stepSet(env, 'manifest')) return readInputs(env);
  const gh = readGitHubEnv(env);
  const step = readInputs(env);
  const fail = (problems: string[]): ReadResult => ({
    ok: false,
    problems,
    // What the runner must mask although the run stops here: the step's secrets.
    secretValues: step.ok ? secretValuesOf(step.inputs) : step.secretValues,
    workflow: gh,
  });
  const matrixJob = stepSet(env, 'deployment');
  const early: string[] = [];
  for (const name of ['name', 'deployment_id'])
    if (stepSet(env, name))
      early.push(
        `${name}: is not set on the step with a manifest: each deployment is named by its entry (${matrixJob ? 'deployment' : 'its name'})`,
      );
  // Which manifest and entry to read must be right first. (A matrix job's step alone may lack
  // what its entry gives: its other problems are found with the entry's settings.)
  const ownProblems = step.ok ? [] : step.problems;
  const fleetProblems = ownProblems.filter((p) => FLEET_INPUT.test(p));
  if (fleetProblems.length)
    return fail([
      ...early,
      ...fleetProblems,
      ...(matrixJob ? [] : ownProblems.filter((p) => !FLEET_INPUT.test(p))),
    ]);

  const loaded = await loadManifest(env[inputVariable('manifest')]!.trim(), gh.workspace);
  if (!loaded.manifest) return fail([...early, ...loaded.problems]);
  const manifest = loaded.manifest;
  // The manifest's shape problems, then those of its values (all said at once).
  early.push(...loaded.problems);

  if (matrixJob) {
    const wanted = env[inputVariable('deployment')]!.trim();
    const entry = manifest.deployments.find((d) => d.name === wanted);
    if (!entry) {
      const names = manifest.deployments.map((d) => d.name);
      return fail([
        ...early,
        `deployment: ${wanted} is not a deployment of manifest ${manifest.path}; it has ${names.slice(0, 20).join(', ')}${names.length > 20 ? ', …' : ''}`,
      ]);
    }
    const read = readEntry(env, manifest, entry, gh.workspace, {});
    if (!read.ok || early.length) return fail([...early, ...(read.ok ? [] : read.problems)]);
    read.inputs.fleet = {
      ...read.inputs.fleet!,
      entries: [{ name: entry.name, paths: entry.paths, inputs: read.inputs }],
    };
    return read;
  }

  // plan and report: every entry read as its matrix job would read it. A problem of the step's
  // own value is the step's, said once; one that only this entry's settings cause names it.
  const problems = [...early];
  const entries: FleetEntry[] = [];
  const seen = new Set<string>();
  for (const entry of manifest.deployments) {
    const read = readEntry(env, manifest, entry, gh.workspace, {
      command: 'deploy',
      deployment: entry.name,
      force: undefined,
      plan: undefined,
    });
    if (read.ok) {
      entries.push({ name: entry.name, paths: entry.paths, inputs: read.inputs });
      continue;
    }
    for (const problem of read.problems) {
      if (!step.ok && step.problems.includes(problem)) continue;
      const named = problem.startsWith(`manifest ${manifest.path}`)
        ? problem
        : `${place(manifest.path, { entry: entry.name })}: ${problem}`;
      if (!seen.has(named)) problems.push(named);
      seen.add(named);
    }
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

/** One entry's inputs: read like a step's, its GitHub environment made its own, its config there. */
function readEntry(
  env: NodeJS.ProcessEnv,
  manifest: Manifest,
  entry: ManifestEntry,
  workspace: string | undefined,
  overrides: Record<string, string | undefined>,
): ReadResult {
  const layered = entryEnv(env, manifest, entry, overrides);
  const read = readInputs(layered.env, { origin: layered.origin });
  const where = place(manifest.path, { entry: entry.name });
  if (!read.ok) {
    // A config that is not in the checkout is the cause, not the missing assistant it leads to.
    const path = layered.env.INPUT_GRAPH_CONFIG_PATH?.trim() || INPUT_DEFAULTS.graph_config_path;
    const config =
      layered.env.INPUT_SOURCE?.trim() === 'external_docker' ? undefined : pathProblem(path, workspace);
    if (!config) return read;
    const named = `${layered.origin('graph_config_path') ?? where}: graph_config_path: ${config}`;
    return {
      ...read,
      problems: [
        named,
        ...read.problems.filter((problem) => !/(^|: )assistant_id: is empty, and /.test(problem)),
      ],
    };
  }
  const problems: string[] = [];
  const inputs = read.inputs;
  // Each deployment records its GitHub Deployments in an environment of its own.
  if (inputs.github.environment) {
    inputs.github.environment = `${inputs.github.environment}/${entry.name}`;
    if (inputs.github.environment.length > ENVIRONMENT_MAX)
      problems.push(
        `${where}: github_environment: with /${entry.name} added it is longer than ${ENVIRONMENT_MAX} characters`,
      );
  }
  const config = configProblem(inputs, workspace);
  if (config) problems.push(`${layered.origin('graph_config_path') ?? where}: graph_config_path: ${config}`);
  for (const path of entry.paths) {
    const why = watchedPathProblem(path, workspace);
    if (why) problems.push(`${where}: paths: ${why}`);
  }
  return problems.length
    ? { ok: false, problems, secretValues: [], workflow: read.inputs.workflow }
    : { ok: true, inputs };
}

/** Why the entry's langgraph.json is not in the checkout, if it is not. */
function configProblem(inputs: Inputs, workspace: string | undefined): string | undefined {
  if (inputs.deployment.source === 'external_docker') return undefined;
  return pathProblem(inputs.deployment.graphConfigPath, workspace);
}

/** Why a deployment's config is not a file of the checkout, or undefined when it is. */
function pathProblem(path: string, workspace: string | undefined): string | undefined {
  const root = resolve(workspace ?? '.');
  const file = resolve(root, path);
  const r = relative(root, file);
  if (r.startsWith('..') || isAbsolute(r)) return `${path} is outside the repository`;
  try {
    if (statSync(file).isFile()) return undefined;
    return `${path} is not a file in the checkout`;
  } catch (error) {
    return errorCode(error) === 'ENOENT'
      ? `${path} is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first`
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
function controlPlaneProblems(manifest: Manifest, entries: FleetEntry[]): string[] {
  const key = (e: FleetEntry): string =>
    `${e.inputs.controlPlane.baseUrl} ${e.inputs.controlPlane.tenantId ?? ''}`;
  const first = entries[0];
  const other = entries.find((e) => key(e) !== key(first!));
  if (!first || !other) return [];
  return [
    `${place(manifest.path, { entry: other.name })}: region, api_url, self_hosted_url or tenant_id: its control plane or workspace is not that of ${first.name}; a manifest's deployments share one (use one manifest per control plane)`,
  ];
}

/** Entries that name one deployment by its id: two matrix jobs would deploy it at once. */
function sameDeploymentProblems(manifest: Manifest, entries: FleetEntry[]): string[] {
  const first = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const id = entry.inputs.target.deploymentId;
    if (!id) continue;
    const other = first.get(id);
    if (other)
      problems.push(
        `${place(manifest.path, { entry: entry.name })}: deployment_id: ${id} is also that of ${other}; each deployment is in the manifest once`,
      );
    else first.set(id, entry.name);
  }
  return problems;
}

/** The manifest file, parsed and checked; or every problem with it. */
async function loadManifest(
  given: string,
  workspace: string | undefined,
): Promise<{ manifest?: Manifest; problems: string[] }> {
  const path = normalisePath(given);
  if (!path)
    return {
      problems: [
        `manifest: ${JSON.stringify(given.slice(0, 200))} is not accepted; use the manifest's path relative to the repository's root (e.g. deploy/fleet.yml)`,
      ],
    };
  let text: string;
  try {
    text = readSmallFile(resolve(workspace ?? '.', path), WORKSPACE_FILES.manifestMaxBytes);
  } catch (error) {
    return {
      problems: [
        errorCode(error) === 'ENOENT'
          ? `manifest: ${path} is not in the checkout; check the path (relative to the repository's root), and that actions/checkout ran first`
          : `manifest: ${path} cannot be read (${unreadableBecause(error)})`,
      ],
    };
  }
  const parsed = await readYaml(text);
  if ('problems' in parsed) return { problems: parsed.problems.map((p) => `${place(path)}: ${p}`) };
  return checkManifest(path, parsed.value);
}
