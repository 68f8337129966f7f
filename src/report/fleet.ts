import { shortSha } from '../base/commit-sha.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import type { PlannedDeployment } from '../inputs/plan-json.ts';
import type { FleetRow } from '../run/fleet-state.ts';
import type { RunState } from '../run/run-state.ts';
import { commitLink } from './commit.ts';
import { cell, code, fitComment, fitSummary, link, quote, text, urlLink } from './markdown.ts';
import { failureIcon } from './outcome.ts';

/*
 * A fleet's plan and report as Markdown (the job summary, the pull-request comment). Pure: made
 * from the run's state. Names and reasons are ours or checked inputs, statuses, URLs and the deploy
 * jobs' words come from servers or GitHub: all of it is shown as code or escaped text.
 */

/** The job summary of `command: plan`. */
export function planMarkdown(state: RunState): string {
  const fleet = state.fleet;
  const manifest = fleet ? code(fleet.manifest) : 'the manifest';
  if (state.failure || !fleet?.plan) return failedMarkdown(state, `Fleet plan of ${manifest}`);
  const plan = fleet.plan;
  const deploying = plan.deployments.filter((d) => d.action === 'deploy');
  const lines = [
    `## 📋 Fleet plan: ${deploying.length} of ${plan.deployments.length} deployments to deploy`,
    '',
    `From ${manifest}${plan.commit ? ` at commit ${commitLink(state, plan.commit)}` : ''}.`,
    '',
    '| Deployment | Plan | Why | Serving |',
    '|---|---|---|---|',
    ...plan.deployments.map(
      (d) =>
        `| ${code(d.deployment)} | ${d.action === 'deploy' ? '🚀 deploy' : '⏭️ skip'} | ${cell(d.why)}${changedFiles(d)} | ${serving(state, d)} |`,
    ),
    '',
    requestsLine(state),
  ];
  return fitSummary(lines.join('\n')) + '\n';
}

/** The job summary of `command: report`. */
export function reportMarkdown(state: RunState): string {
  const fleet = state.fleet;
  const manifest = fleet ? code(fleet.manifest) : 'the manifest';
  if (state.failure || !fleet?.rows) return failedMarkdown(state, `Fleet report of ${manifest}`);
  return fitSummary([...reportLines(state, fleet.rows, '##'), '', requestsLine(state)].join('\n')) + '\n';
}

/** The marker that finds a fleet's pull-request comment again (one per manifest). */
export function fleetMarker(manifest: string): string {
  return `<!-- langgraph-deploy-action:fleet:${manifest.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}

/**
 * The fleet's pull-request comment: the report's table, updated by every run. GitHub refuses a
 * longer comment than it takes (and it is lost): a large fleet's is cut, its failed deployments
 * first so that the cut never hides one, the marker and the footer always kept.
 */
export function fleetCommentBody(state: RunState, run: { sha?: string; runUrl?: string }): string {
  const rows = state.fleet!.rows ?? [];
  const ordered = [...rows.filter((r) => r.failed), ...rows.filter((r) => !r.failed)];
  const marker = fleetMarker(state.fleet!.manifest);
  const commit = run.sha ? ` for ${code(shortSha(run.sha))}` : '';
  const by = run.runUrl ? ` by ${link('this workflow run', run.runUrl)}` : '';
  // The marker comes first, so a cut comment is still found again by it.
  const lines = [marker, ...reportLines(state, ordered, '###')];
  return fitComment(lines.join('\n'), `<sub>Updated${commit}${by}.</sub>`, FLEET_COMMENT_CUT);
}

const FLEET_COMMENT_CUT =
  '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has every deployment.*';

function reportLines(state: RunState, rows: FleetRow[], heading: string): string[] {
  const manifest = code(state.fleet!.manifest);
  const skipped = rows.filter((r) => r.planned?.action === 'skip');
  const failed = rows.filter((r) => r.failed);
  const deployed = rows.filter((r) => r.planned?.action !== 'skip' && !r.failed);
  const counts = [
    failed.length ? `${failed.length} failed` : '',
    deployed.length ? `${deployed.length} ${rows.some((r) => r.planned) ? 'deployed' : 'ok'}` : '',
    skipped.length ? `${skipped.length} skipped` : '',
  ].filter(Boolean);
  const lines = [
    `${heading} ${failed.length ? '❌' : '✅'} Fleet ${manifest}: ${counts.join(', ') || 'no deployments'}`,
    '',
    '| Deployment | Status | Revision | Commit | URL | Result |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${code(r.deployment)} | ${statusCell(r)} | ${r.revisionId ? code(r.revisionId, 12) : ''} | ${r.commit ? commitLink(state, r.commit) : ''} | ${r.url ? urlLink(r.url) : ''} | ${resultCell(r)} |`,
    ),
  ];
  if (skipped.length)
    lines.push(
      '',
      'Skipped by the plan:',
      '',
      ...skipped.map((r) => `- ${code(r.deployment)}: ${text(r.planned!.why)}`),
    );
  if (!rows.some((r) => r.planned))
    lines.push(
      '',
      'No plan was given (input `plan`): every deployment is shown as the control plane has it.',
    );
  return lines;
}

function statusCell(row: FleetRow): string {
  if (!row.exists) return row.unlisted ? 'not listed' : 'not created';
  if (!row.status) return 'no revision';
  const icon = { success: '✅', failure: '❌', 'in-progress': '⏳' }[classifyStatus(row.status).verdict];
  return `${icon} ${code(row.status)}`;
}

function resultCell(row: FleetRow): string {
  if (row.planned?.action === 'skip') return '⏭️ skipped';
  const said = row.result
    ? `${code(row.result.state)}${row.result.description ? ` ${cell(row.result.description)}` : ''}`
    : '';
  if (row.failed) return `❌ ${said || cell(row.why ?? 'failed')}`;
  return said || 'no result recorded';
}

function serving(state: RunState, d: PlannedDeployment): string {
  const s = d.serving;
  if (!s?.commit) return s?.revision ? `revision ${code(s.revision, 12)}, commit unknown` : '';
  return `${commitLink(state, s.commit)} (${s.from === 'github-deployment' ? 'GitHub Deployment' : 'control plane'})`;
}

function changedFiles(d: PlannedDeployment): string {
  return d.changed?.length ? `: ${d.changed.map((f) => code(f, 120)).join(', ')}` : '';
}

function requestsLine(state: RunState): string {
  const r = state.fleet!.requests;
  return `<sub>${r.controlPlane} control-plane requests, ${r.github} GitHub API requests, ${r.git} git calls.</sub>`;
}

function failedMarkdown(state: RunState, what: string): string {
  const failure = state.failure ?? {
    title: 'Not finished',
    message: 'The command ended before it had an answer.',
  };
  return (
    [`## ${failureIcon(failure)} ${what}: ${text(failure.title)}`, '', ...quote(failure.message)].join('\n') +
    '\n'
  );
}
