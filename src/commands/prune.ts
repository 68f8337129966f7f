import { ActionError, CancelledError, DeadlineError, HttpError } from '../base/errors.ts';
import { FLEET } from '../base/policy.ts';
import { clip, printable } from '../base/untrusted.ts';
import { deleteDeployment, deletedWith, deleteRequestLine } from '../deploy/delete-deployment.ts';
import { listPreviews } from '../deploy/list-previews.ts';
import { reportDryRun } from '../deploy/dry-run-plan.ts';
import { openGitHubApi, type GitHubApi } from '../github/api.ts';
import { pullRequestState, type PullState } from '../github/pulls.ts';
import {
  gitHubRateLimitWords,
  gitHubRefusedWords,
  listCutWords,
  prunePlan,
  pruneFailedWords,
} from '../report/prune-words.ts';
import type { RunContext } from '../run/context.ts';
import type { PreviewRow, PruneState } from '../run/prune-state.ts';

/** Refusals that every other request would get too: the run stops at the first. */
const REFUSED = [401, 403];

/**
 * `command: prune`: deletes the preview deployments (`<preview_prefix><number>`) whose pull
 * request GitHub says is closed. A deployment whose name is not exactly that is never touched; one
 * whose pull request GitHub does not know is left alone and named. Each preview is asked about
 * just before it is deleted, one at a time, so a run stopped by `timeout` or a cancellation has
 * recorded every delete it made (output `pruned`). A preview that could not be pruned does not
 * stop the others; the run fails at the end, naming each.
 */
export async function pruneCommand(ctx: RunContext): Promise<void> {
  const { inputs, log } = ctx;
  const { prefix, written } = inputs.previews!;
  if (prefix !== written)
    log.notice(
      `Previews are named ${prefix}<number>: "${written}" normalized as deployment names are (a-z, 0-9, -).`,
      'Preview prefix normalized',
    );
  const prune = await recordPreviews(ctx, prefix);
  if (prune.previews.length) await pruneClosed(ctx, prune.previews);
  if (inputs.dryRun)
    reportDryRun(
      ctx,
      prunePlan(prune, (id) => deleteRequestLine(ctx, id)),
    );
  const failed = prune.previews.filter((p) => p.outcome === 'failed');
  if (failed.length)
    throw new ActionError({ title: 'Previews not pruned', message: pruneFailedWords(prune) });
}

/** The previews the control plane lists, recorded (none reached yet), and what the list left alone. */
async function recordPreviews(ctx: RunContext, prefix: string): Promise<PruneState> {
  const { inputs, log, cp } = ctx;
  const listed = await listPreviews(cp, prefix);
  const { serverUrl, owner, repo } = inputs.workflow;
  const prune = (ctx.state.prune = {
    prefix,
    pulls: `${serverUrl}/${owner}/${repo}/pull/`,
    previews: listed.previews.map((p): PreviewRow => ({
      name: p.name,
      deploymentId: p.id,
      number: p.number,
      outcome: 'not-reached',
    })),
    others: listed.others,
    platformPreviews: listed.platformPreviews,
    listEnd: listed.end,
  });
  log.info(
    `${prune.previews.length} preview deployment(s) named ${prefix}<number>${listed.others ? `; ${listed.others} other deployment(s) whose names contain it are not previews and are left alone` : ''}.`,
  );
  if (listed.platformPreviews)
    log.info(
      `${listed.platformPreviews} of the platform's own Preview builds (is_preview) are named so too: not this action's previews, left alone.`,
    );
  if (listed.end !== 'end') log.warning(listCutWords(prune), 'Deployment list incomplete');
  return prune;
}

/** Asks GitHub about each preview's pull request, one at a time, and prunes those closed. */
async function pruneClosed(ctx: RunContext, previews: PreviewRow[]): Promise<void> {
  const { inputs, log } = ctx;
  const { owner, repo } = inputs.workflow;
  const api = await openGitHubApi(inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
  if ('why' in api)
    throw new ActionError({
      title: 'GitHub not read',
      message: `${api.why}: prune cannot ask GitHub which pull requests are closed, so nothing was deleted.`,
    });
  for (const row of previews) {
    ctx.budget.check('while pruning previews');
    const pull = await askGitHub(ctx, api, row);
    if (pull === 'open') row.outcome = 'open';
    else if (pull === 'unknown') {
      row.outcome = 'unknown';
      log.warning(
        `${row.name}: GitHub knows no pull request #${row.number} in ${owner}/${repo}; the deployment is left alone.`,
        'Preview left alone',
      );
    } else if (pull === 'closed') await pruneOne(ctx, row);
  }
}

/** What GitHub says of a preview's pull request; undefined when it could not say (recorded on the row). */
async function askGitHub(ctx: RunContext, api: GitHubApi, row: PreviewRow): Promise<PullState | undefined> {
  try {
    return await pullRequestState(api, row.number);
  } catch (error) {
    // A request the run's end cut short is not GitHub's answer.
    ctx.budget.check(`asking GitHub about pull request #${row.number}`);
    const status = (error as { status?: number }).status;
    const headers = (error as { response?: { headers?: Record<string, unknown> } }).response?.headers ?? {};
    // GitHub's rate limits, which every further request would meet too: 429, or 403 with no requests
    // left or a Retry-After (GitHub's REST docs, "Rate limits for the REST API"). Not a permission.
    const limited = String(headers['x-ratelimit-remaining']) === '0' || headers['retry-after'] !== undefined;
    if (status === 429 || (status === 403 && limited))
      throw new ActionError({
        title: 'GitHub rate limit',
        message: gitHubRateLimitWords(
          row.number,
          status!,
          headers['x-ratelimit-reset'],
          headers['retry-after'],
        ),
      });
    if (status !== undefined && REFUSED.includes(status))
      throw new ActionError({ title: 'GitHub refused', message: gitHubRefusedWords(row.number, status) });
    // GitHub's words (an error page of HTML, many lines long): one bounded line.
    const said = clip(printable(String((error as Error).message)), FLEET.githubWordsShown);
    fail(ctx, row, `GitHub did not say whether pull request #${row.number} is closed: ${said}`);
    return undefined;
  }
}

/** Deletes the preview of a closed pull request (a dry run only records that it would). */
async function pruneOne(ctx: RunContext, row: PreviewRow): Promise<void> {
  if (ctx.inputs.dryRun) {
    row.outcome = 'would-prune';
    return;
  }
  try {
    const deleted = await deleteDeployment(ctx, row.deploymentId, row.name);
    row.outcome = deleted === 'DELETED' ? 'pruned' : 'gone';
    ctx.log.info(
      deleted === 'DELETED'
        ? `Deleted ${row.name} (deployment ${row.deploymentId})${deletedWith(ctx)}: pull request #${row.number} is closed.`
        : `${row.name} was already gone (deployment ${row.deploymentId}).`,
    );
  } catch (error) {
    const stopped = error instanceof CancelledError || error instanceof DeadlineError;
    if (stopped || (error instanceof HttpError && REFUSED.includes(error.status))) throw error;
    fail(ctx, row, (error as Error).message);
  }
}

function fail(ctx: RunContext, row: PreviewRow, why: string): void {
  row.outcome = 'failed';
  row.why = why;
  ctx.log.warning(`${row.name}: not pruned: ${why}`, 'Preview not pruned');
}
