import type { Redact } from '../base/untrusted.ts';
import type { Inputs } from '../inputs/types.ts';
import { createOctokit, type Octokit } from './octokit.ts';
import { readGitHubRun, type GitHubRun } from './run.ts';
import { GITHUB_REPLY_MAX_BYTES, MIB, SIDE_CHANNEL_REQUEST_MS } from '../base/policy.ts';
import { timedSignal } from '../time/limit.ts';

/**
 * GitHub's API for the run's side channels or a command that reads it (a fleet's plan and report,
 * prune), with the run it is about.
 */
export interface GitHubApi {
  octokit: Octokit;
  run: GitHubRun;
  /** Requests made. */
  requests: number;
  /** GitHub's words are redacted whole before they are cut. */
  redact: Redact;
}

/**
 * GitHub's API for a command, or why there is none (no token, no repository). Every request is
 * bounded (SIDE_CHANNEL_REQUEST_MS) and ends with `signal`, and goes nowhere but GitHub's API.
 */
export async function openGitHubApi(
  inputs: Inputs,
  fetch: typeof globalThis.fetch,
  signal: AbortSignal,
  redact: Redact,
): Promise<GitHubApi | { why: string }> {
  const run = readGitHubRun(inputs.workflow);
  if (!inputs.github.token) return { why: 'github_token is empty' };
  if (!run) return { why: 'GITHUB_REPOSITORY is not set' };
  try {
    const api: GitHubApi = { octokit: undefined as unknown as Octokit, run, requests: 0, redact };
    const counted: typeof globalThis.fetch = (input, init) => {
      api.requests++;
      return fetch(input, init);
    };
    api.octokit = await createOctokit(
      inputs.github.token,
      run.apiUrl,
      boundedFetch(counted, signal, run.apiUrl),
    );
    return api;
  } catch (error) {
    return { why: `GitHub's API client could not start: ${(error as Error).message}` };
  }
}

/**
 * fetch whose every request ends after SIDE_CHANNEL_REQUEST_MS, or when the budget does, whose
 * every reply is read up to GITHUB_REPLY_MAX_BYTES, and that goes nowhere but GitHub's API: a
 * pagination link to another origin would carry the token.
 */
export function boundedFetch(
  fetch: typeof globalThis.fetch,
  budget: AbortSignal,
  apiUrl: string,
): typeof globalThis.fetch {
  const origin = new URL(apiUrl).origin;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).origin !== origin)
      return Promise.reject(
        new Error(`refused a request to ${new URL(url).origin}: the GitHub token only goes to ${origin}`),
      );
    const ends = init?.signal ? [budget, init.signal] : [budget];
    const { signal } = timedSignal(SIDE_CHANNEL_REQUEST_MS, ends);
    // A redirect would take the request (not the token, which fetch drops) to another origin.
    return fetch(input, { ...init, redirect: 'error', signal }).then(bounded);
  };
}

/** Why a reply of GitHub's is not read: its size. */
const TOO_LARGE = `GitHub's reply is larger than ${GITHUB_REPLY_MAX_BYTES / MIB} MiB`;

/**
 * The reply with its body read, at most GITHUB_REPLY_MAX_BYTES (Octokit would read any size, and
 * takes a body it fails to read for an empty one): a larger one fails the request, as soon as its
 * Content-Length or its bytes say so, with the rest left unread.
 */
async function bounded(response: Response): Promise<Response> {
  if (!response.body) return response;
  const tooLarge = (): Error => {
    void response.body!.cancel().catch(() => {});
    return new Error(TOO_LARGE);
  };
  if (Number(response.headers.get('content-length')) > GITHUB_REPLY_MAX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (bytes > GITHUB_REPLY_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  const { status, statusText, headers, url } = response;
  const read = new Response(Buffer.concat(chunks), { status, statusText, headers });
  // Octokit reads the reply's URL; a Response made here has none of its own.
  Object.defineProperty(read, 'url', { value: url });
  return read;
}
