import { code, link, text, urlLink } from '../report/markdown.ts';
import { reportedStatus, type RunState } from '../report/run-state.ts';
import type { Octokit } from './octokit.ts';
import type { GitHubRun } from './run-context.ts';

/** The hidden marker that finds this deployment's comment again (one per deployment name). */
export function marker(name: string): string {
  // A name is an input (checked: one line, no control characters); `--` and `>` could still end
  // the HTML comment early, so they are encoded.
  return `<!-- langgraph-deploy-action:preview:${name.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}

/** The comment: preview URL and status, as Markdown. Pure. */
export function commentBody(name: string, state: RunState, run: GitHubRun, langsmithUrl?: string): string {
  const lines = [marker(name)];
  const status = reportedStatus(state);
  if (state.action === 'delete') {
    lines.push(`### 🧹 LangGraph preview ${code(name)} deleted`, '', `Status: ${code(status ?? 'unknown')}`);
  } else {
    const icon = state.failure ? '❌' : status === 'DEPLOYED' ? '✅' : '⏳';
    lines.push(`### ${icon} LangGraph preview ${code(name)}`, '', '| | |', '|---|---|');
    lines.push(
      `| Status | ${code(status ?? 'unknown')}${state.failure ? ` — ${text(state.failure.title)}` : ''} |`,
    );
    if (state.deploymentUrl) lines.push(`| Preview URL | ${urlLink(state.deploymentUrl)} |`);
    if (state.revisionId) lines.push(`| Revision | ${code(state.revisionId)} |`);
    if (state.smoke) {
      const passed = state.smoke.checks.filter((c) => c.result === 'passed').length;
      lines.push(`| Smoke test | ${state.smoke.result} (${passed}/${state.smoke.checks.length} checks) |`);
    }
    if (langsmithUrl) lines.push(`| LangSmith | ${link('open the deployment', langsmithUrl)} |`);
  }
  const commit = run.sha ? ` for ${code(run.sha.slice(0, 7))}` : '';
  const by = run.runUrl ? ` by ${link('this workflow run', run.runUrl)}` : '';
  lines.push('', `<sub>Updated${commit}${by}.</sub>`);
  return lines.join('\n');
}

/** Updates this deployment's comment on the pull request, or creates it; never a second one. */
export async function upsertComment(
  octokit: Octokit,
  run: GitHubRun,
  name: string,
  body: string,
): Promise<'created' | 'updated'> {
  const { owner, repo } = run;
  const issue_number = run.prNumber!;
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner,
    repo,
    issue_number,
    per_page: 100,
  });
  const mine = comments.find((c) => c.body?.includes(marker(name)));
  if (mine) {
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body });
    return 'updated';
  }
  await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
  return 'created';
}
