import { formatDuration } from '../time/duration.ts';
import { classifyStatus } from '../wait/revision-status.ts';
import { commitUrl, shortSha } from './commit.ts';
import { cell, code, codeBlock, details, link, text, urlLink } from './markdown.ts';
import { formatLine } from '../logs/render.ts';
import { LOG_NAMES } from '../logs/read.ts';
import type { CheckResult } from '../smoke/report.ts';
import { reportedStatus, type RevisionRef, type RunState } from './run-state.ts';

const ACTION_WORDS: Record<string, string> = {
  create: 'created',
  update: 'updated (new revision)',
  rollback: 'rolled back to revision',
  delete: 'deleted',
  status: 'status report',
  'wait-auth': 'auth wait',
  'smoke-test': 'smoke test',
};

/**
 * The job summary of one run, as Markdown. Pure: made from the run's state only. Every value
 * from a server is shown as code or escaped text (markdown.ts); links only where built here.
 */
export function summaryMarkdown(state: RunState): string {
  const ok = !state.failure;
  const status = reportedStatus(state);
  const headline = state.failure ? state.failure.title : state.plan ? 'dry run' : (status ?? 'done');
  const lines = [`## ${ok ? '✅' : '❌'} LangGraph deployment: ${text(headline)}`, ''];
  if (state.failure) lines.push(...quote(state.failure.message), '');
  const rows: Array<[string, string | undefined]> = [
    [
      'Deployment',
      state.deploymentName
        ? `${code(state.deploymentName)} (${code(state.deploymentId ?? '?')})`
        : state.deploymentId && code(state.deploymentId),
    ],
    ['Action', state.action ? (ACTION_WORDS[state.action] ?? state.action) : undefined],
    ['Revision', state.revisionId && code(state.revisionId)],
    ['Status', status && code(status)],
    ['Commit built', state.commitSha && commitLink(state.repoUrl, state.commitSha)],
    ['Serving before', state.previousRevision && revisionCell(state.repoUrl, state.previousRevision)],
    ['Serving now', state.activeRevisionId && code(state.activeRevisionId)],
    ['URL', urlLink(state.deploymentUrl) || undefined],
    ['LangSmith', state.langsmithUrl && link('open the deployment', state.langsmithUrl)],
    ['Total time', state.finishedAt ? formatDuration(state.finishedAt - state.startedAt) : undefined],
  ];
  if (state.plan) {
    lines.push(
      'Dry run — nothing was changed. The plan:',
      '',
      ...state.plan.map((line) => `- ${text(line)}`),
      '',
    );
  }
  lines.push('| | |', '|---|---|');
  for (const [label, value] of rows) if (value) lines.push(`| ${label} | ${value} |`);
  const spans = state.history.spans;
  if (spans.length) {
    lines.push('', '### Revision timeline', '', '| Status | Time in status | Meaning |', '|---|---|---|');
    const end = state.finishedAt ?? spans.at(-1)!.since;
    for (const span of spans) {
      const meaning = classifyStatus(span.status);
      const time = meaning.verdict === 'in-progress' ? formatDuration((span.until ?? end) - span.since) : '—';
      lines.push(`| ${code(span.status)} | ${time} | ${cell(meaning.meaning)} |`);
    }
  }
  for (const s of state.superseded) {
    lines.push(
      '',
      `Revision ${code(s.revisionId)} ended ${code(s.status)}: superseded by revision ${revisionCell(state.repoUrl, s.by)}${s.by.createdAt ? `, created ${code(s.by.createdAt)}` : ''}.`,
    );
  }
  if (state.failureLog) {
    const log = state.failureLog;
    lines.push(
      '',
      ...details(
        `Last ${log.lines.length} lines of the ${LOG_NAMES[log.kind]} of revision ${log.revisionId}`,
        [
          ...(log.dropped
            ? [`(${log.dropped} earlier lines not shown: the block is limited in size)`, '']
            : []),
          ...codeBlock(log.lines.map(formatLine)),
        ],
      ),
    );
  }
  if (state.smoke) lines.push('', ...smokeSection(state.smoke));
  if (state.rollback && state.rollback.reason === 'smoke-test') lines.push('', ...rollbackSection(state));
  return lines.join('\n') + '\n';
}

const CHECK_ICON: Record<CheckResult, string> = {
  passed: '✅',
  failed: '❌',
  inconclusive: '⚠️ inconclusive',
};

/** A commit, short, linked to its page on the repository host when known. */
function commitLink(repoUrl: string | undefined, sha: string): string {
  const url = commitUrl(repoUrl, sha);
  return url ? link(shortSha(sha), url) : code(shortSha(sha));
}

function revisionCell(repoUrl: string | undefined, revision: RevisionRef): string {
  return `${code(revision.id)}${revision.commit ? ` (commit ${commitLink(repoUrl, revision.commit)})` : ''}`;
}

function rollbackSection(state: RunState): string[] {
  const r = state.rollback!;
  const head = state.rolledBack
    ? `### ↩️ Rolled back to revision ${revisionCell(state.repoUrl, r.to)}`
    : `### ❌ Rollback to revision ${revisionCell(state.repoUrl, r.to)} failed`;
  const lines = [head, ''];
  if (r.from)
    lines.push(
      `Revision ${revisionCell(state.repoUrl, r.from)} failed its smoke test; revision ${revisionCell(state.repoUrl, r.to)} was redeployed as ${r.revisionId ? code(r.revisionId) : 'a new revision'}${r.revisionStatus ? ` (${code(r.revisionStatus)})` : ''}.`,
    );
  if (r.failure) lines.push('', ...quote(r.failure));
  if (r.smoke)
    lines.push(
      '',
      ...smokeSection(r.smoke).map((l) =>
        l.replace(/^### Smoke test/, '#### Smoke test of the restored revision'),
      ),
    );
  return lines;
}

/** A message as a block quote, line by line, escaped. */
export function quote(message: string): string[] {
  return message.split(/\r\n|\r|\n|\u2028|\u2029/).map((line) => `> ${text(line)}`);
}

function smokeSection(smoke: NonNullable<RunState['smoke']>): string[] {
  const lines = [`### Smoke test: ${smoke.result === 'passed' ? '✅ passed' : '❌ failed'}`, ''];
  if (smoke.detail) lines.push(...quote(smoke.detail), '');
  if (smoke.checks.length) {
    lines.push(
      `Assistant ${code(smoke.assistant_id)} at ${code(smoke.url)}; ready after ${formatDuration(smoke.ready_after_ms)}, checks took ${formatDuration(smoke.duration_ms)}.`,
      '',
      '| Check | Result | Time | Detail |',
      '|---|---|---|---|',
      ...smoke.checks.map(
        (c) =>
          `| ${c.name} | ${CHECK_ICON[c.result]} | ${formatDuration(c.duration_ms)} | ${cell(c.detail)} |`,
      ),
    );
  }
  return lines;
}
