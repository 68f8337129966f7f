import { marker } from '../report/preview-comment.ts';
import { takePages, type Octokit } from './octokit.ts';
import type { GitHubRun } from './run.ts';

/** Who may have written this action's comment: with a personal token it is posted as its owner. */
const TRUSTED = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);

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
