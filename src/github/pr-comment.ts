import { commitPage } from '../report/commit.ts';
import { shortSha } from '../base/commit-sha.ts';
import { LOG_NAMES } from '../logs/read-log-page.ts';
import { formatLine } from '../logs/render.ts';
import { code, codeBlock, fitComment, link, text, urlLink } from '../report/markdown.ts';
import { reportedStatus, type RevisionRef, type RunState } from '../run/run-state.ts';
import { failureIcon } from '../report/outcome.ts';
import { checksBrief } from '../report/checks-table.ts';
import { failedIts, gateSaid } from '../report/gate-words.ts';
import { classifyStatus } from '../control-plane/revision-status.ts';
import { takePages, type Octokit } from './octokit.ts';
import type { GitHubRun } from './run.ts';

/** Who may have written this action's comment: with a personal token it is posted as its owner. */
const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

/** The hidden marker that finds this deployment's comment again (one per deployment name). */
export function marker(name: string): string {
  // A name is an input (checked: one line, no control characters); `--` and `>` could still end
  // the HTML comment early, so they are encoded.
  return `<!-- langgraph-deploy-action:preview:${name.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}

/**
 * The comment, as Markdown, from the run's state. Pure. While the run goes on it says what is
 * being built; at the end, the outcome: the preview URL, the commit, the smoke test — and after a
 * failure, why, and which revision still serves the preview URL.
 */
export function commentBody(name: string, state: RunState, run: GitHubRun, langsmithUrl?: string): string {
  const lines = [marker(name)];
  const status = reportedStatus(state);
  const rev = (r: RevisionRef): string => revision(state, r);
  const own: RevisionRef | undefined = state.revisionId
    ? { id: state.revisionId, commit: state.commitSha }
    : undefined;
  const verdict = status ? classifyStatus(status).verdict : undefined;
  const servingElse = (): void => {
    const serving = state.activeRevisionId ?? state.previousRevision?.id;
    if (serving && serving !== state.revisionId && state.deploymentUrl) {
      const previous = state.previousRevision?.id === serving ? state.previousRevision : { id: serving };
      lines.push('', `${urlLink(state.deploymentUrl)} still serves revision ${rev(previous)}.`);
    }
  };
  if (state.action === 'delete') {
    lines.push(
      state.deleteResult === 'NOT_FOUND'
        ? `### ℹ️ LangGraph preview ${code(name)}: nothing to delete (it does not exist)`
        : `### 🗑️ LangGraph preview ${code(name)} deleted`,
    );
  } else if (state.finishedAt === undefined) {
    lines.push(`### ⏳ LangGraph preview ${code(name)}: deploying`, '');
    lines.push(
      own
        ? `Deploying revision ${rev(own)}${state.revisionRef ? ` of ${code(state.revisionRef)}` : ''}${status ? `: ${code(status)}` : ''}.`
        : 'Starting the deploy.',
    );
    if (state.previousRevision && state.deploymentUrl)
      lines.push(
        '',
        `Until it is deployed, ${urlLink(state.deploymentUrl)} serves revision ${rev(state.previousRevision)}.`,
      );
  } else if (state.rolledBack && state.rollback?.reason === 'gate') {
    const r = state.rollback;
    const said = gateSaid(r, 'it');
    lines.push(`### ↩️ LangGraph preview ${code(name)}: rolled back`, '');
    lines.push(
      `Revision ${rev(r.from!)} ${failedIts(r.cause ?? 'smoke')}, so the preview was rolled back: ${urlLink(state.deploymentUrl)} serves revision ${rev(r.to)} again${said ? `, but ${said}` : ''}.`,
    );
  } else if (state.failure) {
    lines.push(
      `### ${failureIcon(state.failure.title)} LangGraph preview ${code(name)}: ${text(state.failure.title)}`,
      '',
    );
    const meaning = status ? classifyStatus(status) : undefined;
    if (own && verdict === 'in-progress')
      lines.push(
        `Revision ${rev(own)} is still ${code(status!)}: this run stopped waiting, and it keeps going on the server.`,
      );
    else if (own && verdict === 'success' && gateSaid(state, 'it'))
      lines.push(
        `Revision ${rev(own)} is deployed${state.deploymentUrl ? ` and serves ${urlLink(state.deploymentUrl)}` : ''}, but ${gateSaid(state, 'it')}.`,
      );
    else if (own)
      lines.push(
        `Revision ${rev(own)}${status ? ` ended ${code(status)}` : ''}${meaning?.verdict === 'failure' ? `: ${text(meaning.meaning)}` : '.'}`,
      );
    else lines.push(text(state.failure.message.split('\n')[0]!));
    if (verdict !== 'success') servingElse();
  } else if (verdict === 'in-progress') {
    lines.push(`### ⏳ LangGraph preview ${code(name)}: ${code(status!)}`, '');
    if (own)
      lines.push(`Revision ${rev(own)} is ${code(status!)}; this run did not wait for it (\`wait: false\`).`);
    servingElse();
  } else {
    lines.push(`### ${state.commitWarning ? '⚠️' : '✅'} LangGraph preview ${code(name)}: deployed`, '');
    if (state.deploymentUrl) lines.push(`- Preview URL: ${urlLink(state.deploymentUrl)}`);
    if (own) lines.push(`- Revision: ${rev(own)}`);
    if (state.commitWarning) lines.push('', text(state.commitWarning));
  }
  const log = state.failureLog;
  if (state.action !== 'delete' && log && state.failure) {
    // The few most telling lines: the errors, else the last lines.
    const errors = log.lines.filter((line) => line.error);
    const telling = (errors.length ? errors : log.lines).slice(-5);
    if (telling.length)
      lines.push('', `From the ${LOG_NAMES[log.kind]}:`, '', ...codeBlock(telling.map(formatLine)));
  }
  if (state.action !== 'delete' && state.smoke) {
    const passed = state.smoke.checks.filter((c) => c.result === 'passed').length;
    lines.push(
      '',
      `Smoke test: ${state.smoke.result} (${passed} of ${state.smoke.checks.length} checks passed).`,
    );
  }
  if (state.action !== 'delete' && state.checks) lines.push('', ...checksBrief(state.checks));
  if (langsmithUrl && state.action !== 'delete')
    lines.push('', link('Open the deployment in LangSmith', langsmithUrl));
  const commit = run.sha ? ` for ${code(shortSha(run.sha))}` : '';
  const by = run.runUrl ? ` by ${link('this workflow run', run.runUrl)}` : '';
  const footer = `<sub>Updated${commit}${by}.</sub>`;
  return fitComment(lines.join('\n'), footer);
}

function revision(state: RunState, r: RevisionRef): string {
  if (!r.commit) return code(r.id);
  const url = commitPage(state, r.commit);
  return `${code(r.id)} (commit ${url ? link(shortSha(r.commit), url) : code(shortSha(r.commit))})`;
}

/**
 * Updates this deployment's comment (or the one `mark` opens) on the pull request, or creates it (unless `create` is
 * false: a teardown that found nothing only updates a comment there is); never a second one.
 * Returns the comment's id, so later updates skip the search.
 */
export async function upsertComment(
  octokit: Octokit,
  run: GitHubRun,
  name: string,
  body: string,
  known?: number,
  create = true,
  mark = marker(name),
): Promise<{ id?: number; done: 'created' | 'updated' | 'none' }> {
  const { owner, repo } = run;
  const issue_number = run.prNumber!;
  let id = known;
  if (id === undefined) {
    const comments = await takePages(
      octokit.paginate.iterator(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number,
        per_page: 100,
      }),
    );
    // The marker opens our comment: one quoted inside another comment (a log line) is not it,
    // nor one by somebody who could not have written ours (a bot, or a member of the repository).
    id = comments.find(
      (c) =>
        c.body?.trimStart().startsWith(mark) && (c.user?.type === 'Bot' || TRUSTED.has(c.author_association)),
    )?.id;
  }
  if (id !== undefined) {
    await octokit.rest.issues.updateComment({ owner, repo, comment_id: id, body });
    return { id, done: 'updated' };
  }
  if (!create) return { done: 'none' };
  const created = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
  return { id: created.data.id, done: 'created' };
}
