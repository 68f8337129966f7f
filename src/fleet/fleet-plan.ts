import { ActionError } from '../base/errors.ts';
import { shortSha } from '../base/commit-sha.ts';
import { FLEET } from '../base/policy.ts';
import { clip, type Redact } from '../base/untrusted.ts';
import {
  PLAN_TEXT_MAX,
  plannedRevision,
  type FleetPlan,
  type PlannedDeployment,
  type ServingSource,
} from '../inputs/plan-json.ts';
import type { FleetEntry } from '../inputs/types.ts';
import type { Log } from '../runner/log.ts';
import type { Git } from './git.ts';
import { touches, watchedPaths } from './watched.ts';

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

/**
 * The plan: each deployment is deployed when it does not exist yet, when nothing of it serves,
 * when which commit serves it is unknown (or not in the checkout's history), or when a file it is
 * made of changed between that commit and the workflow's; otherwise it is skipped, naming the
 * commit that serves it and where that answer came from.
 */
export async function planFleet(options: {
  entries: readonly FleetEntry[];
  serving: ReadonlyMap<string, Serving>;
  git: Git;
  workspace: string;
  /** The workflow's commit (GITHUB_SHA); HEAD of the checkout when unset. */
  head: string | undefined;
  log: Log;
  /** A reason may quote a server: redacted before it is cut. */
  redact: Redact;
}): Promise<FleetPlan> {
  const { git, log } = options;
  let repository: { topLevel: string; head: string } | undefined;
  /** The repository and the workflow's commit in it, found the first time a diff is needed. */
  const repo = async (): Promise<{ topLevel: string; head: string }> => {
    if (repository) return repository;
    const topLevel = await git.topLevel();
    if (!topLevel)
      throw new ActionError({
        title: 'No git history',
        message: `${options.workspace} is not a git repository: the plan compares the commit that serves each deployment with the workflow's. Run actions/checkout (with fetch-depth: 0) before the plan.`,
      });
    const head = await git.commit(options.head ?? 'HEAD');
    if (!head)
      throw new ActionError({
        title: 'Workflow commit not checked out',
        message: `The workflow's commit ${options.head ?? 'HEAD'} is not in the checkout at ${options.workspace}: the plan compares with it. Check out the workflow's commit (actions/checkout does by default).`,
      });
    repository = { topLevel, head };
    return repository;
  };
  // Deployments served by the same commit share git's answers about it (one call each).
  const inHistory = perCommit((sha) => git.commit(sha));
  const changedSince = perCommit(async (sha) => git.changedFiles(sha, (await repo()).head));
  /** Whether a serving commit comes after the workflow's (a re-run of an older workflow). */
  const newerThanHead = perCommit(async (sha) => git.isAncestor((await repo()).head, sha));
  let shallow: Promise<boolean> | undefined;

  const deployments: PlannedDeployment[] = [];
  for (const entry of options.entries) {
    const serving = options.serving.get(entry.name) ?? { kind: 'unlisted' };
    const deploy = (
      reason: PlannedDeployment['reason'],
      why: string,
      extra: Partial<PlannedDeployment> = {},
    ) =>
      deployments.push({
        deployment: entry.name,
        action: 'deploy',
        reason,
        // Within what the report reads back (input `plan`): a reason may quote a server.
        why: clip(options.redact(why), PLAN_TEXT_MAX.why - 1),
        ...extra,
      });
    switch (serving.kind) {
      case 'absent':
        deploy('new', `no deployment named ${entry.inputs.target.name} exists yet`);
        continue;
      case 'unlisted':
        deploy(
          'serving-unknown',
          "the control plane's lists were cut short before it (does the server ignore offset?): whether it exists is not known",
        );
        continue;
      case 'none':
        deploy('not-serving', 'the deployment exists, but no revision of it serves');
        continue;
      case 'unknown':
        deploy('serving-unknown', serving.why, { serving: { revision: plannedRevision(serving.revision) } });
        continue;
      case 'commit':
        break;
    }
    const { topLevel, head } = await repo();
    const said = `commit ${shortSha(serving.commit)} (from ${serving.where})`;
    const servingFacts = {
      revision: plannedRevision(serving.revision),
      commit: serving.commit,
      from: serving.from,
    };
    const full = await inHistory(serving.commit);
    if (!full) {
      shallow ??= git.shallow();
      const hint = (await shallow)
        ? 'the checkout is shallow: use actions/checkout with fetch-depth: 0'
        : 'was history rewritten, or is it a commit of another branch not fetched?';
      const why = `the commit that serves it, ${said}, is not in the checkout's history (${hint}); deployed, as what changed since cannot be told`;
      log.notice(`${entry.name}: ${why}.`, 'Serving commit not in history');
      deploy('not-in-history', why, { serving: servingFacts });
      continue;
    }
    const watched = watchedPaths(entry, options.workspace, topLevel);
    if ('problem' in watched) {
      deploy('files-unknown', `what it is made of could not be worked out: ${watched.problem}`, {
        serving: servingFacts,
      });
      continue;
    }
    const files = await changedSince(full);
    if (files === undefined) {
      deploy('changed', `more files changed since ${said} than the plan reads`, { serving: servingFacts });
      continue;
    }
    const changed = files.filter((file) => touches(file, watched.paths));
    if (changed.length) {
      // A re-run of an older workflow: what serves was built from a later commit than this one.
      if (full !== head && (await newerThanHead(full)))
        log.warning(
          `${entry.name}: the commit that serves it, ${said}, comes after this workflow's commit ${shortSha(head)}: deploying it takes the deployment back to older code. Is this a re-run of an older workflow?`,
          'Deploying older code',
        );
      deploy('changed', `${changed.length} of its files changed since ${said}`, {
        serving: servingFacts,
        changed: changed.slice(0, FLEET.changedShown).map((file) => clip(file, PLAN_TEXT_MAX.path - 1)),
      });
    } else
      deployments.push({
        deployment: entry.name,
        action: 'skip',
        reason: 'unchanged',
        why: `nothing it is made of changed since ${said}, which serves`,
        serving: servingFacts,
      });
  }
  return {
    ...(repository ? { commit: repository.head } : options.head ? { commit: options.head } : {}),
    deployments,
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
