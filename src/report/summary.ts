import { formatDuration } from '../time/duration.ts';
import { classifyStatus } from '../wait/revision-status.ts';
import type { RunState } from './run-state.ts';

const ACTION_WORDS: Record<string, string> = {
  create: 'created',
  update: 'updated (new revision)',
  delete: 'deleted',
  status: 'status report',
  'wait-auth': 'auth wait',
};

/** The job summary of one run, as Markdown. Pure: made from the run's state only. */
export function summaryMarkdown(state: RunState): string {
  const ok = !state.failure;
  const headline = state.failure ? state.failure.title : (state.status ?? 'done');
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
    ['Status', state.status ? `\`${state.status}\`` : undefined],
    ['URL', state.deploymentUrl],
    ['Total time', state.finishedAt ? formatDuration(state.finishedAt - state.startedAt) : undefined],
  ];
  lines.push('| | |', '|---|---|');
  for (const [label, value] of rows) if (value) lines.push(`| ${label} | ${value} |`);
  const spans = state.timeline.spans;
  if (spans.length) {
    lines.push('', '### Revision timeline', '', '| Status | Time in status | Meaning |', '|---|---|---|');
    const end = state.finishedAt ?? spans.at(-1)!.since;
    for (const span of spans) {
      const verdict = classifyStatus(span.status).verdict;
      const time = verdict === 'in-progress' ? formatDuration((span.until ?? end) - span.since) : '—';
      lines.push(`| \`${span.status}\` | ${time} | ${escape(classifyStatus(span.status).meaning)} |`);
    }
  }
  return lines.join('\n') + '\n';
}

function code(value: string | undefined): string | undefined {
  return value ? `\`${value}\`` : undefined;
}

function escape(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;');
}
