import { LIST_PAGE_SIZE, MAX_LIST_PAGES, REPORT_LIMITS } from '../base/policy.ts';
import { prunedNames, type PreviewOutcome, type PreviewRow, type PruneState } from '../run/prune-state.ts';
import type { RunState } from '../run/run-state.ts';
import { formatDuration, msOf } from '../time/duration.ts';
import { code, fitSummary, link, quote, text } from './markdown.ts';
import { failureIcon } from './outcome.ts';
import { dateMs } from '../time/epoch.ts';

/*
 * `command: prune` in words: the log's warnings, the failure, the dry run's plan, the job summary.
 * Names shown are `<prefix><number>` (checked), ids and GitHub's words come from servers: shown as
 * code or escaped text.
 */

/** Each outcome as the summary's table shows it. */
const OUTCOMES: Record<PreviewOutcome, string> = {
  pruned: '🗑️ deleted: pull request closed',
  gone: 'ℹ️ already gone',
  'would-prune': '📝 would delete: pull request closed',
  open: 'kept: pull request open',
  unknown: '⚠️ kept: GitHub knows no such pull request',
  failed: '❌ not pruned',
  'not-reached': '⏹️ not reached',
};

/** Why the list of previews may be incomplete. */
export function listCutWords(prune: PruneState): string {
  const prefix = `"${prune.prefix}"`;
  return prune.listEnd === 'repeated'
    ? `The control plane ignores offset on its deployment list: only its first page of deployments whose names contain ${prefix} was read, so previews beyond it are not pruned.`
    : `More than ${MAX_LIST_PAGES * LIST_PAGE_SIZE} deployments contain ${prefix}: only the first ${MAX_LIST_PAGES * LIST_PAGE_SIZE} were read, so previews beyond them are not pruned by this run.`;
}

/** GitHub refused to say whether a pull request is closed: the permission the job needs. */
export function gitHubRefusedWords(number: number, status: number): string {
  return `GitHub refused to read pull request #${number} (HTTP ${status}): does the job grant \`pull-requests: read\` to github_token? Nothing more was deleted.`;
}

/**
 * A rate limit met while asking about pull request `number`; when GitHub says when it lifts
 * (`x-ratelimit-reset`, epoch seconds, or `retry-after`, seconds), that too. Both are untrusted:
 * only digits are read.
 */
export function gitHubRateLimitWords(
  number: number,
  status: number,
  reset: unknown,
  retryAfter: unknown,
): string {
  const digits = (v: unknown): number | undefined =>
    /^[0-9]{1,12}$/.test(String(v)) ? Number(v) : undefined;
  const resetAt = digits(reset);
  const lifts = resetAt === undefined ? undefined : dateMs(msOf(resetAt));
  const wait = digits(retryAfter);
  const when =
    wait !== undefined
      ? ` GitHub asks to wait ${wait} s.`
      : lifts !== undefined
        ? ` It lifts at ${new Date(lifts).toISOString()}.`
        : '';
  return `GitHub's rate limit stopped reading pull request #${number} (HTTP ${status}): nothing more was asked or deleted; the next run tries again, or run prune less often.${when}`;
}

/** The dry run's plan: each preview that would be deleted, and the request that would. */
export function prunePlan(prune: PruneState, request: (deploymentId: string) => string): string[] {
  const doomed = prune.previews.filter((p) => p.outcome === 'would-prune');
  if (!doomed.length)
    return [`Nothing to prune: no preview named ${prune.prefix}<number> has a closed pull request.`];
  return doomed.map(
    (p) =>
      `Delete ${p.name} (deployment ${p.deploymentId}): pull request #${p.number} is closed: ${request(p.deploymentId)}.`,
  );
}

/** The failure of a prune that could not delete every preview it should have: each, and why. */
export function pruneFailedWords(prune: PruneState): string {
  const failed = prune.previews.filter((p) => p.outcome === 'failed');
  const pruned = prune.previews.some((p) => p.outcome === 'pruned');
  return [
    `${failed.length} preview(s) of closed or unknown pull requests could not be pruned${pruned ? '; the others were (output pruned)' : ''}. The next run tries them again:`,
    ...failed.map((p) => `  - ${p.name}: ${p.why ?? 'failed'}`),
  ].join('\n');
}

/** What a prune stopped by `timeout` or a cancellation had done: the failure's second sentence. */
export function pruneStoppedWords(prune: PruneState): string {
  const pruned = prunedNames(prune);
  const left = prune.previews.filter((p) => p.outcome === 'not-reached').length;
  return `${pruned.length ? `${pruned.length} preview(s) were deleted before it stopped (output pruned)` : 'No preview was deleted'}; ${left} were not reached and are left for the next run.`;
}

/** The job summary of `command: prune`. */
export function pruneMarkdown(state: RunState): string {
  const prune = state.prune;
  const lines = [`## ${headline(state)}`, ''];
  if (state.failure) lines.push(...quote(state.failure.message), '');
  if (prune) lines.push(...previewLines(prune));
  if (state.finishedAt !== undefined)
    lines.push('', `<sub>Took ${formatDuration(state.finishedAt - state.startedAt)}.</sub>`);
  return `${fitSummary(lines.join('\n'))}\n`;
}

function headline(state: RunState): string {
  const prune = state.prune;
  const prefix = prune ? code(`${prune.prefix}<number>`) : 'previews';
  if (state.failure) return `${failureIcon(state.failure)} Prune of ${prefix}: ${text(state.failure.title)}`;
  if (!prune) return `Prune of ${prefix}`;
  const count = (outcome: PreviewOutcome): number =>
    prune.previews.filter((p) => p.outcome === outcome).length;
  if (state.dryRun.plan)
    return `📝 Dry run: would prune ${count('would-prune')} of ${prune.previews.length} previews ${prefix}`;
  if (!count('pruned'))
    return `ℹ️ Nothing to prune: no preview ${prefix} of ${prune.previews.length} has a closed pull request`;
  return `🧹 Pruned ${count('pruned')} of ${prune.previews.length} previews ${prefix}`;
}

function previewLines(prune: PruneState): string[] {
  const lines: string[] = [];
  // The rows that need a reader first, then those deleted, then the ones kept.
  const order: PreviewOutcome[] = [
    'failed',
    'unknown',
    'not-reached',
    'pruned',
    'would-prune',
    'gone',
    'open',
  ];
  const rows = [...prune.previews].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome));
  const shown = rows.slice(0, REPORT_LIMITS.previewsListed);
  if (shown.length)
    lines.push(
      '| Preview | Pull request | Result |',
      '|---|---|---|',
      ...shown.map(
        (p) =>
          `| ${code(p.name)} | ${prune.pulls ? link(`#${p.number}`, `${prune.pulls}${p.number}`) : code(`#${p.number}`)} | ${resultCell(p)} |`,
      ),
    );
  if (shown.length < rows.length) lines.push('', `(${rows.length - shown.length} more previews not listed)`);
  if (prune.others)
    lines.push(
      '',
      `${prune.others} other deployment(s) whose names contain ${code(prune.prefix)} are not named ${code(`${prune.prefix}<number>`)}: never touched.`,
    );
  if (prune.platformPreviews)
    lines.push(
      '',
      `${prune.platformPreviews} of the platform's own Preview builds (\`is_preview\`) are named so too: not this action's previews, never touched.`,
    );
  if (prune.listEnd !== 'end') lines.push('', text(listCutWords(prune)));
  return lines;
}

function resultCell(p: PreviewRow): string {
  return `${OUTCOMES[p.outcome]}${p.why ? `: ${text(p.why.replace(/[\r\n]+/g, ' '))}` : ''}`;
}
