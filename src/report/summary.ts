import { formatDuration } from '../time/duration.ts';
import { classifyStatus } from '../wait/revision-status.ts';
import { reportedStatus, type RunState } from './run-state.ts';

const ACTION_WORDS: Record<string, string> = {
  create: 'created',
  update: 'updated (new revision)',
  delete: 'deleted',
  status: 'status report',
  'wait-auth': 'auth wait',
  'smoke-test': 'smoke test',
};

/** The job summary of one run, as Markdown. Pure: made from the run's state only. */
export function summaryMarkdown(state: RunState): string {
  const ok = !state.failure;
  const status = reportedStatus(state);
  const headline = state.failure ? state.failure.title : state.plan ? 'dry run' : (status ?? 'done');
  const lines = [`## ${ok ? '✅' : '❌'} LangGraph deployment: ${escape(headline)}`, ''];
  if (state.failure) lines.push(`> ${escape(state.failure.message).replace(/\n/g, '\n> ')}`, '');
  const rows: Array<[string, string | undefined]> = [
    [
      'Deployment',
      state.deploymentName
        ? `${escape(state.deploymentName)} (\`${state.deploymentId ?? '?'}\`)`
        : code(state.deploymentId),
    ],
    ['Action', state.action ? (ACTION_WORDS[state.action] ?? state.action) : undefined],
    ['Revision', code(state.revisionId)],
    ['Status', status ? `\`${status}\`` : undefined],
    ['URL', state.deploymentUrl],
    ['LangSmith', state.langsmithUrl ? `[open the deployment](${state.langsmithUrl})` : undefined],
    ['Total time', state.finishedAt ? formatDuration(state.finishedAt - state.startedAt) : undefined],
  ];
  if (state.plan) {
    lines.push(
      'Dry run — nothing was changed. The plan:',
      '',
      ...state.plan.map((line) => `- ${escape(line)}`),
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
      const verdict = classifyStatus(span.status).verdict;
      const time = verdict === 'in-progress' ? formatDuration((span.until ?? end) - span.since) : '—';
      lines.push(`| \`${span.status}\` | ${time} | ${cell(classifyStatus(span.status).meaning)} |`);
    }
  }
  if (state.smoke) lines.push('', ...smokeSection(state.smoke));
  return lines.join('\n') + '\n';
}

function smokeSection(smoke: NonNullable<RunState['smoke']>): string[] {
  const lines = [`### Smoke test: ${smoke.result === 'passed' ? '✅ passed' : '❌ failed'}`, ''];
  if (smoke.detail) lines.push(cell(smoke.detail), '');
  if (smoke.checks.length) {
    lines.push(
      `Assistant \`${escape(smoke.assistant_id)}\` at ${smoke.url}; ready after ${formatDuration(smoke.ready_after_ms)}, checks took ${formatDuration(smoke.duration_ms)}.`,
      '',
      '| Check | Result | Time | Detail |',
      '|---|---|---|---|',
      ...smoke.checks.map(
        (c) =>
          `| ${c.name} | ${c.result === 'passed' ? '✅' : '❌'} | ${formatDuration(c.duration_ms)} | ${cell(c.detail)} |`,
      ),
    );
  }
  return lines;
}

function code(value: string | undefined): string | undefined {
  return value ? `\`${value}\`` : undefined;
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
}

/** Text for one table cell: escaped, on one line. */
function cell(text: string): string {
  return escape(text).replace(/\n/g, ' ');
}
