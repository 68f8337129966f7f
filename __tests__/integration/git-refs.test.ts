import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { TAG_PEELS_MAX } from '../../src/base/policy.ts';
import { boundedFetch, type GitHubApi } from '../../src/github/api.ts';
import { branchHead, tagCommit } from '../../src/github/git-refs.ts';
import { createOctokit } from '../../src/github/octokit.ts';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.ts';

/** Where a promote's tag or branch points, as GitHub's REST API says, over HTTP to a fake GitHub. */
const REPO = { owner: 'acme', repo: 'agent' };
const COMMIT = 'a11ce00000000000000000000000000000000001';
const sha = (n: number): string => n.toString(16).padStart(40, '7');

let github: FakeGitHub;
let api: GitHubApi;
beforeAll(async () => {
  github = await startFakeGitHub();
  const fetch = boundedFetch(globalThis.fetch, new AbortController().signal, github.url);
  api = {
    octokit: await createOctokit('ghs_token', github.url, fetch),
    run: { ...REPO, apiUrl: github.url },
    requests: 0,
    redact: (t) => t,
  };
});
afterAll(() => github.close());

describe('a tag', () => {
  test('a lightweight tag names its commit', async () => {
    github.refs['tags/v1'] = { type: 'commit', sha: COMMIT };
    expect(await tagCommit(api, REPO, 'v1')).toEqual({ commit: COMMIT });
  });

  test('an annotated tag is peeled to its commit, through a tag of a tag, asking for the exact ref', async () => {
    github.refs['tags/release/2.0'] = { type: 'tag', sha: sha(1) };
    github.tagObjects[sha(1)] = { type: 'tag', sha: sha(2) };
    github.tagObjects[sha(2)] = { type: 'commit', sha: COMMIT };
    expect(await tagCommit(api, REPO, 'release/2.0')).toEqual({ commit: COMMIT });
    expect(github.requests.map((q) => q.path)).toEqual(
      expect.arrayContaining([
        '/repos/acme/agent/git/ref/tags%2Frelease%2F2.0',
        `/repos/acme/agent/git/tags/${sha(2)}`,
      ]),
    );
  });

  test('tag objects are followed only so far: a longer chain is not read to its end', async () => {
    github.refs['tags/deep'] = { type: 'tag', sha: sha(10) };
    for (let i = 10; i < 10 + TAG_PEELS_MAX + 1; i++)
      github.tagObjects[sha(i)] = { type: 'tag', sha: sha(i + 1) };
    const asked = github.requests.length;
    expect(await tagCommit(api, REPO, 'deep')).toEqual({
      why: `GitHub's answer for tag deep names no commit within ${TAG_PEELS_MAX} tag objects`,
    });
    expect(github.requests.length - asked).toBe(1 + TAG_PEELS_MAX);
  });

  test('no such tag is missing; a refusal names the permission; an answer in another form names no commit', async () => {
    expect(await tagCommit(api, REPO, 'nope')).toEqual({ missing: true });
    github.refReplies = {
      'tags/secret': { status: 403, body: '{"message":"Resource not accessible by integration"}' },
    };
    expect(await tagCommit(api, REPO, 'secret')).toEqual({
      why: "GitHub's API answered 403 (does the job grant `contents: read`?)",
    });
    github.refs['tags/odd'] = { type: 'commit', sha: 'not-a-sha' };
    expect(await tagCommit(api, REPO, 'odd')).toEqual({ why: "GitHub's answer for tag odd names no commit" });
  });
});

describe('a branch', () => {
  test('its head, a name with a slash too; none is missing', async () => {
    github.branches['release/1.x'] = COMMIT;
    expect(await branchHead(api, REPO, 'release/1.x')).toEqual({ commit: COMMIT });
    expect(await branchHead(api, REPO, 'gone')).toEqual({ missing: true });
  });
});
