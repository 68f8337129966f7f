import { formatLine, lineCount } from '../logs/render.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import { failedCount, smokeFailure } from '../smoke/smoke-report.ts';
import { smokeCheckLabel } from '../smoke/checks/by-name.ts';
import type { CheckResult, SmokeReport } from '../run/facts.ts';
import { checksSection } from './checks-table.ts';
import { formatDuration } from '../time/duration.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import type { TimelineRow } from '../run/status-history.ts';
import { commitLink, revisionLink } from './commit.ts';
import { REPORT_LIMITS } from '../base/policy.ts';
import {
  cell,
  code,
  codeBlock,
  details,
  escapeHtml,
  fitSummary,
  htmlCode,
  link,
  quote,
  text,
  urlLink,
} from './markdown.ts';
import { headline } from './outcome.ts';
import { endingOf } from './ending.ts';
import { checksFailure } from './gate-words.ts';
import { planMarkdown, reportMarkdown } from './fleet.ts';
import { pruneMarkdown } from './prune-words.ts';
import { promotedFact } from './promotion-words.ts';
import {
  buildsRevision,
  reportedStatus,
  type DeployAttempt,
  type FailureLog,
  type RunState,
} from '../run/run-state.ts';

/**
 * The job summary of one run, as Markdown. Pure: made from the run's state only. Every value
 * from a server is shown as code or escaped text (markdown.ts); links only where built here.
 * It leads with what happened (outcome.ts), then why (the error, then its hint, as separate
 * paragraphs), then the facts a reader looks for — what serves where, which commit, who started
 * it — with ids last.
 */
export function summaryMarkdown(state: RunState): string {
  if (state.command === 'plan') return planMarkdown(state);
  if (state.command === 'report') return reportMarkdown(state);
  if (state.command === 'prune') return pruneMarkdown(state);
  const { icon, title, lede } = headline(state);
  const lines = [`## ${icon} ${title}`, ''];
  if (lede) lines.push(lede, '');
  // After a rollback the lede says how it ended: the quote says only why.
  if (state.failure) lines.push(...quote(listedOnce(state.failure.why ?? state.failure.message, state)), '');
  // Numbered: a bulleted plan would run into the facts list below as one list.
  if (state.dryRun.plan)
    lines.push('The plan:', '', ...state.dryRun.plan.map((line, i) => `${i + 1}. ${text(line)}`), '');
  lines.push(...facts(state), '');
  const rows = timelineRows(state);
  if (rows.length) lines.push(...timelineSection(rows), '');
  // The latest are the ones that tell what serves now.
  const superseded = state.serving.superseded.slice(-REPORT_LIMITS.supersededListed);
  if (superseded.length < state.serving.superseded.length)
    lines.push(
      `(${state.serving.superseded.length - superseded.length} earlier superseded revisions not listed)`,
      '',
    );
  for (const s of superseded) {
    lines.push(
      `Revision ${code(s.revisionId)} ended ${code(s.status)}: superseded by revision ${revisionLink(state, s.by)}${s.by.createdAt ? `, created ${code(s.by.createdAt)}` : ''}.`,
      '',
    );
  }
  // After a retry each attempt is listed, with the log it failed with: that log is not shown twice.
  const attempts = (state.attempts?.length ?? 0) > 1 ? state.attempts! : [];
  lines.push(...attempts.flatMap((a, i) => attemptLines(state, a, i, attempts.length)));
  const failureLog = state.logs.failure;
  const withAttempt = (log: FailureLog): boolean =>
    attempts.some((a) => a.log?.revisionId === log.revisionId && a.log.kind === log.kind);
  if (failureLog && !withAttempt(failureLog)) lines.push(...logDetails(failureLog), '');
  if (state.gate.smoke) lines.push(...smokeSection(state.gate.smoke), '');
  if (state.gate.checks) lines.push(...checksSection(state.gate.checks, state.gate.baseline), '');
  if (state.rollback && state.rollback.reason === 'gate') lines.push(...rollbackSection(state), '');
  while (lines.at(-1) === '') lines.pop();
  return `${fitSummary(lines.join('\n'))}\n`;
}

/** The tail of a log shown on a failure, folded. */
function logDetails(log: FailureLog): string[] {
  return details(
    `${escapeHtml(`${log.first ? 'First' : 'Last'} ${lineCount(log.lines.length)} of the ${LOG_NAMES[log.kind]} of revision`)} ${htmlCode(log.revisionId)}`,
    [
      ...(log.dropped ? [`(${log.dropped} earlier lines not shown: the block is limited in size)`, ''] : []),
      ...codeBlock(log.lines.map(formatLine)),
    ],
  );
}

/** How a retry's revision was made. */
const MADE: Record<DeployAttempt['made'], string> = {
  first: '',
  redeploy: ', a redeploy of the one before',
  'new-revision': ', a new revision of the same source',
};

/** One attempt at deploying the run's revision (`deploy_retries`), with its log's tail when it failed. */
function attemptLines(state: RunState, a: DeployAttempt, index: number, count: number): string[] {
  return [
    `**Attempt ${index + 1} of ${count}:** revision ${code(a.revisionId)}${MADE[a.made]}${a.status ? ` · ${code(a.status)}` : ''}${a.commit ? ` · commit ${commitLink(state, a.commit)}` : ''}`,
    '',
    ...(a.log ? [...logDetails(a.log), ''] : []),
  ];
}

/** The facts, as a list (a two-column table would render an empty header strip). */
function facts(state: RunState): string[] {
  const items: Array<[string, string | undefined]> = [];
  const name = state.target.deploymentName ?? state.target.deploymentId;
  items.push([
    'Deployment',
    name &&
      `${code(name)}${state.target.langsmithUrl ? ` · ${link('open in LangSmith', state.target.langsmithUrl)}` : ''}`,
  ]);
  // The agent server's URL, only where something serves: after a DEPLOYED revision, or when an
  // earlier revision keeps serving a failed update. A first deployment that failed lists none.
  const url = state.target.deploymentUrl;
  if (url && state.target.action !== 'delete' && endingOf(state).serves) items.push(['URL', urlLink(url)]);
  if (state.promotion) items.push(['Promoted from', promotedFact(state.promotion, code)]);
  // "Built" only once the platform says which commit it built; before, the ref it will build.
  // An upload names the commit checked out: uploaded once a revision was made of it.
  if (state.revision.commitSha)
    items.push([
      state.dryRun.plan || (state.source.digest && !state.revision.id)
        ? 'Commit to deploy'
        : state.source.digest
          ? 'Commit uploaded'
          : 'Commit built',
      `${commitLink(state, state.revision.commitSha)}${state.source.checkout ? ` of ${code(state.source.checkout.repository)}` : ''}${state.revision.ref ? ` of ${code(state.revision.ref)}` : ''}`,
    ]);
  else if (state.revision.ref) items.push(['Ref to build', code(state.revision.ref)]);
  if (state.source.digest) items.push(['Source archive', `SHA-256 ${code(state.source.digest)}`]);
  const status = reportedStatus(state);
  if (state.revision.id)
    items.push([
      'Revision',
      `${code(state.revision.id)}${status ? ` · ${code(status)}` : ''}${state.target.langsmithUrl ? ` · ${link('in LangSmith', state.target.langsmithUrl)} (under Revisions)` : ''}`,
    ]);
  // What served before and what serves now: one line when nothing changed.
  const before = state.serving.previous;
  const active = state.serving.active;
  if (before && active === before.id)
    items.push(['Serving', `${revisionLink(state, before)} (unchanged by this run)`]);
  else {
    if (before) items.push(['Serving before', revisionLink(state, before)]);
    if (active && active !== state.revision.id) items.push(['Serving now', code(active)]);
  }
  items.push(['Trigger', trigger(state)]);
  if (state.finishedAt !== undefined)
    items.push(['Took', formatDuration(state.finishedAt - state.startedAt)]);
  if (state.target.deploymentId && name !== state.target.deploymentId)
    items.push(['Deployment id', code(state.target.deploymentId)]);
  return items.filter(([, value]) => value).map(([label, value]) => `- **${label}:** ${value}`);
}

function trigger(state: RunState): string | undefined {
  const t = state.trigger;
  if (!t?.event) return undefined;
  const who = t.actor ? ` by ${code(t.actor)}` : '';
  const pr = t.pullRequest;
  const ref = pr
    ? ` on ${link(`pull request #${pr.number}`, pr.url)}${pr.head ? ` (head ${code(pr.head)})` : ''}`
    : t.ref
      ? ` on ${code(t.ref.replace(/^refs\/(heads|tags)\//, ''))}`
      : '';
  const sha = t.sha ? ` at ${commitLink(state, t.sha)}` : '';
  const run = t.runUrl ? ` · ${link('workflow run', t.runUrl)}` : '';
  return `${code(t.event)}${who}${ref}${sha}${run}`;
}

/** The timeline of the revision this run followed, by the model in status-history.ts. */
function timelineRows(state: RunState): TimelineRow[] {
  if (!state.revision.history.spans.length) return [];
  const end = state.finishedAt ?? state.revision.history.spans.at(-1)!.since;
  return state.revision.history.timeline(end, buildsRevision(state), (status) =>
    classifyStatus(status).verdict === 'in-progress' ? 'in-progress' : 'ended',
  );
}

const TIMING: Record<TimelineRow['timing'], (ms?: number) => string> = {
  server: (ms) => formatDuration(ms ?? 0),
  observed: (ms) => `about ${formatDuration(ms ?? 0)}`,
  'so far': (ms) => `${formatDuration(ms ?? 0)} so far`,
  'since seen': (ms) => `at least ${formatDuration(ms ?? 0)} (in it when this run first looked)`,
  end: () => '—',
  unseen: () => 'not seen',
};

function timelineSection(rows: TimelineRow[]): string[] {
  // A status not seen between two that were: its time is in the row above it.
  const time = (r: TimelineRow, above?: TimelineRow): string =>
    r.with
      ? `${TIMING[r.timing](r.ms)}, ${code(r.with)} included`
      : r.timing === 'unseen' && above?.with
        ? 'not seen: in the time above'
        : TIMING[r.timing](r.ms);
  const all = rows.map(
    (r, i) => `| ${code(r.status)} | ${time(r, rows[i - 1])} | ${cell(classifyStatus(r.status).meaning)} |`,
  );
  // A server that flips its status at every check makes thousands of rows: the first and last tell the story.
  const half = REPORT_LIMITS.timelineRows / 2;
  const shown =
    all.length <= REPORT_LIMITS.timelineRows
      ? all
      : [
          ...all.slice(0, half),
          `| … | | ${all.length - 2 * half} more status changes not shown |`,
          ...all.slice(-half),
        ];
  const lines = [
    '### Revision timeline',
    '',
    '| Status | Time in status | Meaning |',
    '|---|---|---|',
    ...shown,
  ];
  const notes: string[] = [];
  if (rows.some((r) => r.timing === 'server')) notes.push('Times come from the revision’s own timestamps.');
  if (rows.some((r) => r.timing === 'observed'))
    notes.push('“About”: timed by this run’s checks, so to within one pause between them.');
  if (rows.some((r) => r.timing === 'unseen'))
    notes.push(
      'The control plane reports only the current status: a status that began and ended between two checks was not seen.',
    );
  if (notes.length) lines.push('', `<sub>${notes.map((note) => text(note)).join(' ')}</sub>`);
  return lines;
}

const CHECK_ICON: Record<CheckResult, string> = {
  passed: '✅',
  failed: '❌',
  inconclusive: '⚠️ inconclusive',
};

/**
 * What the headline's lede does not say of a rollback after a failed gate: why a rollback that did
 * not finish failed, and the restored revision's own smoke test and agent checks.
 */
function rollbackSection(state: RunState): string[] {
  const r = state.rollback!;
  const lines: string[] = [];
  if (r.failure && !r.stopped)
    lines.push(
      r.rolledBack ? '### The restored revision' : '### Why the rollback failed',
      '',
      ...quote(r.failure),
    );
  if (r.smoke)
    lines.push(
      ...(lines.length ? [''] : []),
      ...smokeSection(r.smoke).map((l) =>
        l.replace(/^### Smoke test/, '### Smoke test of the restored revision'),
      ),
    );
  if (r.checks)
    lines.push(
      ...(lines.length ? [''] : []),
      ...checksSection(r.checks, undefined).map((l) =>
        l.replace(/^### Agent checks/, '### Agent checks of the restored revision'),
      ),
    );
  return lines;
}

/** The failure without the failed checks or cases the tables below list again. */
function listedOnce(message: string, state: RunState): string {
  const { smoke, checks } = state.gate;
  let said = message;
  if (smoke && !smoke.detail && smoke.checks.some((c) => c.result === 'failed'))
    said = said.replace(smokeFailure(smoke), `${failedCount(smoke)} (listed in the smoke test table below).`);
  if (checks && !checks.detail && checks.cases.some((c) => c.result !== 'passed')) {
    const head = checksFailure(checks).split('\n')[0]!.replace(/:$/, '');
    said = said.replace(checksFailure(checks), `${head} (listed in the agent checks table below).`);
  }
  return said;
}

/** How a smoke test ended, as its heading says it: a failure of the server, or no verdict. */
const SMOKE_HEADING: Record<NonNullable<SmokeReport['blame']> | 'passed', string> = {
  passed: '✅ passed',
  revision: '❌ failed',
  setup: '⚠️ could not judge the server',
  time: '⏱️ cut short by timeout',
};

function smokeSection(smoke: SmokeReport): string[] {
  const lines = [
    `### Smoke test: ${SMOKE_HEADING[smoke.result === 'passed' ? 'passed' : (smoke.blame ?? 'revision')]}`,
    '',
  ];
  if (smoke.detail) lines.push(...quote(smoke.detail), '');
  if (smoke.checks.length) {
    lines.push(
      `Assistant ${code(smoke.assistant_id)} at ${code(smoke.url)}; ready after ${formatDuration(smoke.ready_after_ms)}, checks took ${formatDuration(smoke.duration_ms)}.`,
      '',
      '| Check | Result | Time | Detail |',
      '|---|---|---|---|',
      ...smoke.checks.map(
        (c) =>
          `| ${cell(smokeCheckLabel(c.name))} | ${CHECK_ICON[c.result]} | ${formatDuration(c.duration_ms)} | ${cell(c.detail)} |`,
      ),
    );
  }
  return lines;
}
