import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An issue comment: who wrote it decides whether the action may take it for its own. */
export interface FakeComment {
  id: number;
  body: string;
  user?: { login: string; type: 'Bot' | 'User' };
  author_association?: string;
}

/** GitHub refuses a longer comment body (422): the comment is not posted. */
export const GITHUB_COMMENT_MAX_CHARS = 65_536;

/** The author of what the workflow's token posts. */
const WORKFLOW_BOT = { login: 'github-actions[bot]', type: 'Bot' as const };

/** A GitHub Deployment as the fake keeps it. */
export interface FakeDeployment {
  id: number;
  environment: string;
  ref: string;
  /** The commit: `ref` when it is one (GitHub resolves a branch; the fake takes SHAs only). */
  sha?: string;
  payload?: unknown;
  /** States of its statuses, newest first. */
  statuses: string[];
  /** The same statuses in full, newest first. */
  statusRecords?: Array<{ state: string; description?: string; log_url?: string }>;
}

/** A request GitHub's API received, as the fake recorded it. */
export interface GitHubRequest {
  method: string;
  path: string;
  authorization?: string;
  body?: Record<string, unknown>;
  remotePort?: number;
}

export interface FakeGitHub {
  /** Pass as GITHUB_API_URL. */
  url: string;
  requests: GitHubRequest[];
  comments: FakeComment[];
  /** GitHub Deployments, newest first, each with its statuses (newest first). */
  deployments: FakeDeployment[];
  /** Status to answer on deployment creation instead of 201 (e.g. 403). */
  failDeployments?: number;
  /** A body to answer deployment creation with instead of the deployment (e.g. `{}`). */
  deploymentReply?: unknown;
  /** Every reply comes this late (a slow GitHub API). */
  delayMs?: number;
  /** No reply at all (a hung GitHub API). */
  hang?: boolean;
  /** Called as each request arrives (e.g. to cancel the run while GitHub hangs). */
  onRequest?: (request: GitHubRequest) => void;
  /** A `Link: <…>; rel="next"` the comment list answers with (a hostile pagination link). */
  commentsNext?: string;
  /** What listing deployments answers instead of the list (e.g. GitHub's HTML error page). */
  deploymentsListReply?: { status: number; body: string; contentType?: string };
  /** Pull requests by number, with their state; any other number is 404 (GitHub knows none). */
  pulls: Record<number, string>;
  /**
   * Git refs by name (`tags/v1`, `heads/main`): what each points at — a commit, or an annotated
   * tag's object (in `tagObjects`). Any other ref is 404.
   */
  refs: Record<string, { type: 'commit' | 'tag'; sha: string }>;
  /** Annotated tag objects by their SHA: what each points at. */
  tagObjects: Record<string, { type: 'commit' | 'tag'; sha: string }>;
  /** Branches by name: the commit each head is at. Any other branch is 404. */
  branches: Record<string, string>;
  /** What reading a git ref or a branch answers instead, by its name (e.g. a 403). */
  refReplies?: Record<string, { status: number; body: string }>;
  /** What reading a pull request answers instead, by number (e.g. 500, or 403 for all: key `0`). */
  pullReplies?: Record<number, { status: number; body: string; headers?: Record<string, string> }>;
  close(): Promise<void>;
}

/**
 * A local fake of the few GitHub REST endpoints the action uses — deployments, deployment
 * statuses, issue comments, a pull request's state, git refs, annotated tags, branches — with state, so a test can assert what GitHub would have received.
 * GitHub's API is the one thing the tests cannot run for real.
 */
export async function startFakeGitHub(seed: { comments?: FakeComment[] } = {}): Promise<FakeGitHub> {
  const requests: GitHubRequest[] = [];
  const comments: FakeComment[] = (seed.comments ?? []).map((c) => ({
    user: WORKFLOW_BOT,
    author_association: 'NONE',
    ...c,
  }));
  const deployments: FakeDeployment[] = [];
  let nextId = 1000;
  const fake: FakeGitHub = {
    url: '',
    requests,
    comments,
    deployments,
    pulls: {},
    refs: {},
    tagObjects: {},
    branches: {},
    close: async () => {},
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://github');
    const body = await readJson(req);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body,
      remotePort: req.socket.remotePort,
    });
    fake.onRequest?.(requests[requests.length - 1]!);
    if (fake.hang) return;
    if (fake.delayMs) await new Promise((r) => setTimeout(r, fake.delayMs));
    const send = (status: number, json: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const route = `${req.method} ${url.pathname}`;
    let m: RegExpExecArray | null;
    if ((m = /^POST \/repos\/[^/]+\/[^/]+\/deployments$/.exec(route))) {
      if (fake.failDeployments)
        return send(fake.failDeployments, { message: 'Resource not accessible by integration' });
      const deployment: FakeDeployment = {
        id: nextId++,
        environment: String(body?.environment),
        ref: String(body?.ref),
        sha: /^[0-9a-f]{40}$/.test(String(body?.ref)) ? String(body?.ref) : undefined,
        payload: body?.payload,
        statuses: [],
        statusRecords: [],
      };
      if (fake.deploymentReply !== undefined) return send(201, fake.deploymentReply);
      deployments.unshift(deployment);
      return send(201, { id: deployment.id, environment: deployment.environment, ref: deployment.ref });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/deployments$/.exec(route))) {
      const reply = fake.deploymentsListReply;
      if (reply) {
        res.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
        return res.end(reply.body);
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const environment = url.searchParams.get('environment');
      const sha = url.searchParams.get('sha');
      const rows = deployments
        .filter(
          (d) => (environment === null || d.environment === environment) && (sha === null || d.sha === sha),
        )
        .slice(0, perPage);
      return send(
        200,
        rows.map(({ id, environment, ref, sha, payload }) => ({
          id,
          environment,
          ref,
          sha: sha ?? ref,
          payload: payload ?? {},
        })),
      );
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(route))) {
      const deployment = deployments.find((d) => d.id === Number(m![1]));
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      return send(
        200,
        (deployment?.statuses ?? [])
          .map((state, i) => ({
            state,
            ...(deployment?.statusRecords?.length === deployment?.statuses.length
              ? deployment?.statusRecords?.[i]
              : {}),
          }))
          .slice(0, perPage),
      );
    }
    if ((m = /^POST \/repos\/[^/]+\/[^/]+\/deployments\/(\d+)\/statuses$/.exec(route))) {
      const deployment = deployments.find((d) => d.id === Number(m![1]));
      deployment?.statuses.unshift(String(body?.state));
      deployment?.statusRecords?.unshift({
        state: String(body?.state),
        description: body?.description === undefined ? undefined : String(body.description),
        log_url: body?.log_url === undefined ? undefined : String(body.log_url),
      });
      return send(201, { id: nextId++, state: body?.state });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(route))) {
      const number = Number(m[1]);
      const reply = fake.pullReplies?.[number] ?? fake.pullReplies?.[0];
      if (reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        return res.end(reply.body);
      }
      const state = fake.pulls[number];
      if (state === undefined) return send(404, { message: 'Not Found' });
      return send(200, { number, state, merged: false });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/git\/ref\/(.+)$/.exec(route))) {
      const ref = decodeURIComponent(m[1]!);
      const reply = fake.refReplies?.[ref];
      if (reply) return send(reply.status, JSON.parse(reply.body));
      const object = fake.refs[ref];
      if (!object) return send(404, { message: 'Not Found' });
      return send(200, { ref: `refs/${ref}`, object });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/git\/tags\/([0-9a-f]+)$/.exec(route))) {
      const object = fake.tagObjects[m[1]!];
      if (!object) return send(404, { message: 'Not Found' });
      return send(200, { sha: m[1], tag: 'annotated', object });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/branches\/(.+)$/.exec(route))) {
      const name = decodeURIComponent(m[1]!);
      const reply = fake.refReplies?.[name];
      if (reply) return send(reply.status, JSON.parse(reply.body));
      const sha = fake.branches[name];
      if (!sha) return send(404, { message: 'Branch not found' });
      return send(200, { name, commit: { sha } });
    }
    if ((m = /^GET \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route))) {
      if (fake.commentsNext) res.setHeader('link', `<${fake.commentsNext}>; rel="next"`);
      return send(200, comments);
    }
    const tooLong = typeof body?.body === 'string' && [...body.body].length > GITHUB_COMMENT_MAX_CHARS;
    if (tooLong && /^(POST|PATCH) .*\/comments/.test(route))
      return send(422, {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'IssueComment',
            code: 'custom',
            field: 'body',
            message: 'body is too long (maximum is 65536 characters)',
          },
        ],
      });
    if ((m = /^POST \/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(route))) {
      const comment = {
        id: nextId++,
        body: String(body?.body),
        user: WORKFLOW_BOT,
        author_association: 'NONE',
      };
      comments.push(comment);
      return send(201, comment);
    }
    if ((m = /^PATCH \/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(route))) {
      const comment = comments.find((c) => c.id === Number(m![1]));
      if (!comment) return send(404, { message: 'Not Found' });
      comment.body = String(body?.body);
      return send(200, comment);
    }
    send(404, { message: `fake GitHub has no route ${route}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      try {
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : undefined);
      } catch {
        resolve(undefined);
      }
    });
  });
}
