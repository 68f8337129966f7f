import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ActionError } from '../base/errors.ts';
import { shortSha } from '../base/commit-sha.ts';
import { FLEET } from '../base/policy.ts';
import { clip, type Redact } from '../base/untrusted.ts';
import {
  plannedRevision,
  type FleetPlan,
  type PlannedDeployment,
  type ServingSource,
} from '../inputs/plan-json.ts';
import { PLAN_TEXT_MAX } from '../inputs/limits.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { Log } from '../runner/log.ts';
import type { Git } from './git.ts';
import type { FrontEnd } from '../inputs/front-end.ts';
import { sourceLayout } from '../source/layout.ts';

/** What serves one deployment of the fleet, as far as the plan could find out. */
export type Serving =
  /** No deployment of that name (the whole list was read). */
  | { kind: 'absent' }
  /** Not among the deployments listed, and both the list and the search for its name were cut short. */
  | { kind: 'unlisted' }
  /** The deployment exists; no revision of it serves. */
  | { kind: 'none' }
  /** The serving revision, the commit it was made from, and who said so. */
  | { kind: 'commit'; revision: string; commit: string; from: ServingSource; where: string }
  /** A revision serves; which commit it was made from is not known, and why. */
  | { kind: 'unknown'; revision: string; why: string };

/** Every deployment deploys: `force: true`. No request, no git. */
export function forcedPlan(entries: readonly FleetEntry[], commit: string | undefined): FleetPlan {
  return {
    ...(commit ? { commit } : {}),
    deployments: entries.map((e) => ({
      deployment: e.name,
      action: 'deploy',
      reason: 'forced',
      why: 'force: true deploys every deployment',
    })),
  };
}

interface PlanOptions {
  entries: readonly FleetEntry[];
  serving: ReadonlyMap<string, Serving>;
  git: Git;
  workspace: string;
  /** The workflow's commit (GITHUB_SHA); HEAD of the checkout when unset. */
  head: string | undefined;
  log: Log;
  /** A reason may quote a server: redacted before it is cut. */
  redact: Redact;
  /** Whose words the next step of a missing history is in: a workflow's checkout, or a clone's. */
  frontEnd?: FrontEnd;
}

/** How to get the history the plan reads, in each front end's words. */
const HISTORY_WORDS: Record<FrontEnd, { shallow: string; noRepository: string; noCommit: string }> = {
  action: {
    shallow: 'the checkout is shallow: use actions/checkout with fetch-depth: 0',
    noRepository: 'Run actions/checkout (with fetch-depth: 0) before the plan.',
    noCommit: "Check out the workflow's commit (actions/checkout does by default).",
  },
  cli: {
    shallow: 'the clone is shallow: fetch its whole history (git fetch --unshallow)',
    noRepository: 'Run the plan in a clone of the repository, with its history.',
    noCommit: 'Run the plan in a clone that has it (a repository with a commit).',
  },
};

/**
 * The plan: each deployment is deployed when it does not exist yet, when nothing of it serves,
 * when which commit serves it is unknown (or not in the checkout's history), or when a file it is
 * made of changed between that commit and the workflow's; otherwise it is skipped, naming the
 * commit that serves it and where that answer came from.
 */
export async function planFleet(options: PlanOptions): Promise<FleetPlan> {
  const history = historyOf(options);
  const deployments: PlannedDeployment[] = [];
  for (const entry of options.entries) {
    const serving = options.serving.get(entry.name) ?? { kind: 'unlisted' };
    // `as never`: the row of serving.kind takes that kind (a correlation TypeScript cannot follow).
    deployments.push(
      serving.kind === 'commit'
        ? await planServed(entry, serving, history, options)
        : deployed(entry, options.redact, ...NOT_SERVED_BY_A_COMMIT[serving.kind](entry, serving as never)),
    );
  }
  const repository = history.found();
  return {
    ...(repository ? { commit: repository.head } : options.head ? { commit: options.head } : {}),
    deployments,
  };
}

type Deploy = [reason: PlannedDeployment['reason'], why: string, extra?: Partial<PlannedDeployment>];
type NotServedByACommit = Exclude<Serving, { kind: 'commit' }>;

/** Why a deployment no known commit serves is deployed, by what the control plane said of it. */
const NOT_SERVED_BY_A_COMMIT: {
  [K in NotServedByACommit['kind']]: (entry: FleetEntry, serving: Extract<Serving, { kind: K }>) => Deploy;
} = {
  absent: (entry) => ['new', `no deployment named ${entry.inputs.target.name} exists yet`],
  unlisted: () => [
    'serving-unknown',
    "the control plane's lists were cut short before it (does the server ignore offset?): whether it exists is not known",
  ],
  none: () => ['not-serving', 'the deployment exists, but no revision of it serves'],
  unknown: (_, serving) => [
    'serving-unknown',
    serving.why,
    { serving: { revision: plannedRevision(serving.revision) } },
  ],
};

/** A deployment that deploys; its reason redacted and cut within what the report reads back (input `plan`). */
function deployed(
  entry: FleetEntry,
  redact: Redact,
  ...[reason, why, extra = {}]: Deploy
): PlannedDeployment {
  return {
    deployment: entry.name,
    action: 'deploy',
    reason,
    why: clip(redact(why), PLAN_TEXT_MAX.why - 1),
    ...extra,
  };
}

/** A deployment a known commit serves: deployed when that commit is not in history or its files changed since. */
async function planServed(
  entry: FleetEntry,
  serving: Extract<Serving, { kind: 'commit' }>,
  history: History,
  options: PlanOptions,
): Promise<PlannedDeployment> {
  const { topLevel, head } = await history.repo();
  const said = `commit ${shortSha(serving.commit)} (from ${serving.where})`;
  const facts = { revision: plannedRevision(serving.revision), commit: serving.commit, from: serving.from };
  const deploy = (...[reason, why, extra = {}]: Deploy) =>
    deployed(entry, options.redact, reason, why, { serving: facts, ...extra });
  const full = await history.inHistory(serving.commit);
  if (!full) {
    const why = `the commit that serves it, ${said}, is not in the checkout's history (${await history.shallowHint()}); deployed, as what changed since cannot be told`;
    options.log.notice(`${entry.name}: ${why}.`, 'Serving commit not in history');
    return deploy('not-in-history', why);
  }
  const watched = watchedPaths(entry, options.workspace, topLevel);
  if ('problem' in watched)
    return deploy('files-unknown', `what it is made of could not be worked out: ${watched.problem}`);
  const files = await history.changedSince(full);
  if (files === undefined) return deploy('changed', `more files changed since ${said} than the plan reads`);
  // A changed file is one of the watched paths or inside one.
  const changed = files.filter((file) =>
    watched.paths.some((path) => path === '' || file === path || file.startsWith(`${path}/`)),
  );
  if (!changed.length)
    return {
      deployment: entry.name,
      action: 'skip',
      reason: 'unchanged',
      why: `nothing it is made of changed since ${said}, which serves`,
      serving: facts,
    };
  if (full !== head && (await history.newerThanHead(full))) warnOlderCode(entry, said, head, options.log);
  return deploy('changed', `${changed.length} of its files changed since ${said}`, {
    changed: changed.slice(0, FLEET.changedShown).map((file) => clip(file, PLAN_TEXT_MAX.path - 1)),
  });
}

/** A re-run of an older workflow: what serves was built from a later commit than this one. */
function warnOlderCode(entry: FleetEntry, said: string, head: string, log: Log): void {
  log.warning(
    `${entry.name}: the commit that serves it, ${said}, comes after this workflow's commit ${shortSha(head)}: deploying it takes the deployment back to older code. Is this a re-run of an older workflow?`,
    'Deploying older code',
  );
}

/**
 * What a deployment is made of, as paths relative to the repository's top folder (`''` is the
 * whole repository): the folder of its langgraph.json, the local dependencies langgraph.json
 * names (`"../../libs/common"`) — what `source: upload` archives — and the manifest's `paths`.
 * A change to any of them redeploys it.
 */
function watchedPaths(
  entry: FleetEntry,
  workspace: string,
  topLevel: string,
): { paths: string[] } | { problem: string } {
  const inRepository = (abs: string): string | undefined => {
    const r = relative(topLevel, abs);
    return r.startsWith('..') || isAbsolute(r) ? undefined : r.split(sep).join('/');
  };
  const paths = new Set<string>();
  try {
    const layout = sourceLayout(workspace, entry.inputs.deployment.graphConfigPath, entry.inputs.frontEnd);
    for (const root of layout.roots) {
      const path = inRepository(root.abs);
      if (path === undefined) return { problem: `${root.abs} is outside the repository at ${topLevel}` };
      paths.add(path);
    }
    for (const given of entry.paths) {
      const path = inRepository(resolve(layout.workspace, given));
      if (path === undefined) return { problem: `paths: ${given} is outside the repository at ${topLevel}` };
      paths.add(path);
    }
  } catch (error) {
    if (error instanceof ActionError) return { problem: error.message };
    throw error;
  }
  return { paths: [...paths].sort() };
}

interface Repository {
  topLevel: string;
  head: string;
}

/** What the plan asks git, each question asked once (deployments served by one commit share it). */
interface History {
  /** The repository and the workflow's commit in it, found the first time a diff is needed. */
  repo(): Promise<Repository>;
  /** The repository, if it was needed. */
  found(): Repository | undefined;
  inHistory(sha: string): Promise<string | undefined>;
  changedSince(sha: string): Promise<string[] | undefined>;
  /** Whether a serving commit comes after the workflow's (a re-run of an older workflow). */
  newerThanHead(sha: string): Promise<boolean>;
  /** Why a commit may be missing from the checkout. */
  shallowHint(): Promise<string>;
}

function historyOf({ git, workspace, head, log, frontEnd = 'action' }: PlanOptions): History {
  let repository: Repository | undefined;
  const words = HISTORY_WORDS[frontEnd];
  // The checkout's repository and the workflow's commit in it (an error says how to check them out;
  // a workflow's commit that is not HEAD is warned of: the plan compares with it, not the files).
  const repo = async (): Promise<Repository> => {
    if (repository) return repository;
    const topLevel = await git.topLevel();
    if (!topLevel)
      throw new ActionError({
        title: 'No git history',
        message: `${workspace} is not a git repository: the plan compares the commit that serves each deployment with the workflow's. ${words.noRepository}`,
      });
    const commit = await git.commit(head ?? 'HEAD');
    if (!commit)
      throw new ActionError({
        title: 'Workflow commit not checked out',
        message: `The workflow's commit ${head ?? 'HEAD'} is not in the checkout at ${workspace}: the plan compares with it. ${words.noCommit}`,
      });
    const checkedOut = head === undefined ? commit : await git.commit('HEAD');
    if (checkedOut && checkedOut !== commit)
      log.warning(
        `The workflow's commit (GITHUB_SHA) ${shortSha(commit)} is not HEAD ${shortSha(checkedOut)} of the checkout at ${workspace}: the plan compares each deployment's serving commit with ${shortSha(commit)}, not with the files checked out. Check out the workflow's commit; outside a workflow, set GITHUB_SHA="$(git rev-parse HEAD)" again after each commit.`,
        'Workflow commit is not HEAD',
      );
    return (repository = { topLevel, head: commit });
  };
  let shallow: Promise<boolean> | undefined;
  return {
    repo,
    found: () => repository,
    inHistory: perCommit((sha) => git.commit(sha)),
    changedSince: perCommit(async (sha) => git.changedFiles(sha, (await repo()).head)),
    newerThanHead: perCommit(async (sha) => git.isAncestor((await repo()).head, sha)),
    shallowHint: async () =>
      (await (shallow ??= git.shallow()))
        ? words.shallow
        : 'was history rewritten, or is it a commit of another branch not fetched?',
  };
}

/** One answer per commit, asked once however many deployments it serves. */
function perCommit<T>(ask: (sha: string) => Promise<T>): (sha: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (sha) => {
    if (!answers.has(sha)) answers.set(sha, ask(sha));
    return answers.get(sha)!;
  };
}
