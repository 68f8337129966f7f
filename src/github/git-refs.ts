import { TAG_PEELS_MAX } from '../base/policy.ts';
import { commitSha } from '../inputs/github-env.ts';
import type { GitHubApi } from './api.ts';
import { gitHubFailure } from './fleet-records.ts';

/** A repository on the run's GitHub server, as its API names it. */
export interface Repository {
  owner: string;
  repo: string;
}

/**
 * What GitHub says a ref points at: a commit, no such ref (`missing`), or why it could not say
 * (a refusal naming the permission, a reply not in GitHub's form).
 */
type RefAnswer = { commit: string } | { missing: true } | { why: string };

const PERMISSION = 'contents: read';

/**
 * The commit tag `tag` points at, as GitHub's git refs say: a lightweight tag names it, an
 * annotated tag names a tag object, read in turn (at most TAG_PEELS_MAX of them).
 */
export async function tagCommit(api: GitHubApi, repository: Repository, tag: string): Promise<RefAnswer> {
  return asked(api, async () => {
    const { data } = await api.octokit.rest.git.getRef({ ...repository, ref: `tags/${tag}` });
    let object = objectOf(data);
    for (let peels = 0; object?.type === 'tag' && peels < TAG_PEELS_MAX; peels++) {
      const { data: annotated } = await api.octokit.rest.git.getTag({ ...repository, tag_sha: object.sha });
      object = objectOf(annotated);
    }
    if (object?.type === 'commit') return { commit: object.sha };
    return {
      why: `GitHub's answer for tag ${tag} names no commit${object?.type === 'tag' ? ` within ${TAG_PEELS_MAX} tag objects` : ''}`,
    };
  });
}

/** The commit branch `branch` points at now, as GitHub says. */
export async function branchHead(api: GitHubApi, repository: Repository, branch: string): Promise<RefAnswer> {
  return asked(api, async () => {
    const { data } = await api.octokit.rest.repos.getBranch({ ...repository, branch });
    const sha = commitSha((data as { commit?: { sha?: unknown } } | undefined)?.commit?.sha);
    return sha ? { commit: sha } : { why: `GitHub's answer for branch ${branch} names no commit` };
  });
}

/** The object a ref or a tag object points at, when the reply says it in GitHub's form. */
function objectOf(data: unknown): { type: string; sha: string } | undefined {
  const object = (data as { object?: { type?: unknown; sha?: unknown } } | undefined)?.object;
  const sha = commitSha(object?.sha);
  return sha && typeof object?.type === 'string' ? { type: object.type, sha } : undefined;
}

/** GitHub's answer, a 404 as no such ref, any other failure as why (naming the permission). */
async function asked(api: GitHubApi, ask: () => Promise<RefAnswer>): Promise<RefAnswer> {
  try {
    return await ask();
  } catch (error) {
    if ((error as { status?: number }).status === 404) return { missing: true };
    return { why: gitHubFailure(error, PERMISSION, api.redact) };
  }
}
