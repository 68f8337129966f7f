import { sameCommit, shortSha } from '../base/commit-sha.ts';
import { clip } from '../base/untrusted.ts';
import type { Deployment } from '../control-plane/schemas.ts';
import { normalizeRepoUrl } from '../deploy/integration.ts';
import { openGitHubApi, type GitHubApi } from '../github/api.ts';
import { recordedCommit } from '../github/fleet-records.ts';
import { branchHead, tagCommit, type Repository } from '../github/git-refs.ts';
import type { RunContext } from '../run/context.ts';
import type { PromotedKind, Promotion } from '../run/run-state.ts';
import { prepareSource, type PreparedSource } from '../source/prepare.ts';
import { refused, type PromotionSource } from './find-source.ts';

/**
 * What a promote sends the target and what it checks: the new revision's config, made of the
 * source revision's (its ref and config path, its archive's config path, its image), and for an
 * upload the archive built again from the checkout, proved to be the same.
 */
export interface Proof {
  kind: PromotedKind;
  config: Record<string, string>;
  upload?: PreparedSource;
}

/** How each kind is said, and why internal_docker cannot be promoted. */
const KINDS: Record<PromotedKind, string> = {
  github: 'builds from a GitHub repository',
  internal_source: 'is built from uploaded source',
  external_docker: 'runs an image from your registry',
};

/** An image pinned by its digest: `name@sha256:<64 hex>`; a tag can move. */
const PINNED = /@sha256:[0-9a-f]{64}$/;

/** A ref as git allows one (no control, space or `~^:?*[\`, no `..`, `//` or `@{`). */
const REF = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!\/)[^\s~^:?*[\\\x00-\x1f\x7f]+(?<![/.])$/;

/**
 * Before anything is written: the target is another deployment, of the source's kind (GitHub,
 * upload, or image — internal_docker cannot be moved by the public API), of the same repository
 * for a GitHub source; a difference in how each is built or sized is warned about.
 */
export function checkPair(ctx: RunContext, target: Deployment, source: PromotionSource): PromotedKind {
  const own = source.deployment.source ?? '';
  const named = clip(source.named, 128);
  const targetNamed = clip(target.name ?? target.id, 128);
  if (target.id === source.deployment.id)
    throw refused(
      'Target is the source',
      `from names deployment ${named}, which is the deployment promoted to: promote takes a revision from another deployment (staging) to this one. Check from and name (or their ids).`,
    );
  if (own === 'internal_docker')
    throw refused(
      'Source cannot be promoted',
      `Deployment ${named} runs an image pushed by LangSmith's deploy clients (source internal_docker): the public API cannot give another deployment that image, so it cannot be promoted. Deploy the target with the client that built it, or deploy ${named} from github, upload or external_docker.`,
    );
  if (!Object.hasOwn(KINDS, own))
    throw refused(
      'Source cannot be promoted',
      `Deployment ${named} has source ${clip(own || '(none)', 64)}, which this action does not promote (github, internal_source, external_docker).`,
    );
  const kind = own as PromotedKind;
  if (target.source !== kind)
    throw refused(
      'Target of another kind',
      `Deployment ${targetNamed} ${Object.hasOwn(KINDS, target.source ?? '') ? KINDS[target.source as PromotedKind] : `has source ${clip(target.source ?? '(none)', 64)}`}, and ${named} ${KINDS[kind]}: a promote gives a deployment a revision of its own kind. Promote to a deployment with source ${kind}, or deploy it with command: deploy.`,
    );
  if (kind === 'github') {
    const [from, to] = [repoUrl(source.deployment), repoUrl(target)];
    if (!from || !to || normalizeRepoUrl(from) !== normalizeRepoUrl(to))
      throw refused(
        'Repository differs',
        `Deployment ${targetNamed} builds ${to ?? 'a repository the control plane does not name'}, and ${named} ${from ?? 'a repository the control plane does not name'}: the promoted ref is built from the target's repository, fixed when it was created, so they must be the same. Promote to a deployment of that repository.`,
      );
  }
  for (const field of ['install_command', 'build_command', 'deployment_type'] as const) {
    const [here, there] = [
      target.source_config?.[field] ?? '',
      source.deployment.source_config?.[field] ?? '',
    ];
    if (here !== there)
      ctx.log.warning(
        `Deployment ${targetNamed} has ${field} ${here ? `"${clip(here, 200)}"` : '(none)'}, and ${named} ${there ? `"${clip(there, 200)}"` : '(none)'}: the promoted revision is built or run with the target's. Set the same in LangSmith if the build must match.`,
        'Deployments differ',
      );
  }
  return kind;
}

/**
 * What the source revision proved, checked before anything is written, by kind: a commit GitHub
 * still finds at the ref the platform will build; an archive of the checkout that is the one the
 * source's deploy uploaded (commit and SHA-256, from its GitHub Deployment); an image pinned by
 * its digest. Recorded in `promoted_from` as it is learned.
 */
export async function prove(ctx: RunContext, kind: PromotedKind, source: PromotionSource): Promise<Proof> {
  if (kind === 'github') return proveGitHub(ctx, source);
  if (kind === 'internal_source') return proveUpload(ctx, source);
  return proveImage(ctx, source);
}

/**
 * The platform builds branches and tags, never a commit: the source revision's ref must be a tag
 * GitHub says points at its commit, or a branch whose head GitHub says is still that commit (a
 * push may still come before the build starts: the built commit is checked after).
 */
async function proveGitHub(ctx: RunContext, source: PromotionSource): Promise<Proof> {
  const config = source.revision.source_revision_config;
  const named = clip(source.named, 128);
  const commit = config?.repo_commit_sha ?? undefined;
  const ref = config?.repo_ref ?? undefined;
  const configPath = config?.langgraph_config_path ?? undefined;
  note(ctx, { kind: 'github', ...(commit ? { commit } : {}), ...(ref ? { ref } : {}) });
  if (!commit)
    throw refused(
      'Commit unknown',
      `The control plane names no commit for revision ${source.revision.id} of ${named} (repo_commit_sha), so what its checks passed cannot be told from another build of its ref. Deploy ${named} again, then promote.`,
    );
  if (!ref || !REF.test(ref) || (ref.startsWith('refs/') && !/^refs\/(heads|tags)\//.test(ref)))
    throw refused(
      'Ref unknown',
      `Revision ${source.revision.id} of ${named} names ${ref ? `ref ${clip(ref, 200)}, neither a branch nor a tag` : 'no ref (repo_ref)'}: the platform builds a branch or a tag, so there is nothing to build the target from.`,
    );
  if (!configPath)
    throw refused(
      'Config path unknown',
      `Revision ${source.revision.id} of ${named} names no langgraph_config_path, which the target's revision must build with.`,
    );
  const repository = onThisServer(ctx, repoUrl(source.deployment) ?? '');
  if (!repository)
    throw refused(
      'Repository not on this GitHub',
      `${named} builds ${clip(repoUrl(source.deployment) ?? 'a repository the control plane does not name', 200)}, which is not a repository of ${ctx.inputs.workflow.serverUrl}: GitHub cannot be asked where ${clip(ref, 200)} points. Deploy ${named} with source: upload to promote the same files.`,
    );
  await refStillAt(ctx, source, repository, { ref, commit });
  return {
    kind: 'github',
    config: { repo_ref: ref, graph_config_path: configPath, langgraph_config_path: configPath },
  };
}

/**
 * GitHub says `ref` (a tag, or a branch) of `repository` points at `commit` now: the
 * target, which builds the ref, builds the commit the source's checks passed.
 */
async function refStillAt(
  ctx: RunContext,
  source: PromotionSource,
  repository: Repository,
  { ref, commit }: { ref: string; commit: string },
): Promise<void> {
  const named = clip(source.named, 128);
  const api = await gitHubFor(ctx, 'a GitHub source: GitHub says where its ref points (contents: read)');
  const tag = ref.startsWith('refs/tags/') ? ref.slice('refs/tags/'.length) : undefined;
  const branch = tag === undefined ? ref.replace(/^refs\/heads\//, '') : undefined;
  const where = tag !== undefined ? `tag ${tag}` : `branch ${branch}`;
  const answer =
    tag !== undefined ? await tagCommit(api, repository, tag) : await branchHead(api, repository, branch!);
  const fix = `Deploy ${named} from a tag (repo_ref: refs/tags/…), or with source: upload, to promote exactly what it ran.`;
  if ('why' in answer)
    throw refused(
      'Ref not checked',
      `GitHub could not say where ${where} of ${repository.owner}/${repository.repo} points: ${answer.why}. The promote needs it to know the target builds commit ${shortSha(commit)}.`,
    );
  if ('missing' in answer)
    throw refused(
      'Ref not found',
      `GitHub knows no ${where} in ${repository.owner}/${repository.repo} (or github_token cannot read the repository: contents: read), which ${named}'s revision ${source.revision.id} built commit ${shortSha(commit)} from. ${fix}`,
    );
  if (!sameCommit(answer.commit, commit))
    throw refused(
      tag !== undefined ? 'Tag moved' : 'Branch moved',
      `${where} of ${repository.owner}/${repository.repo} points at commit ${shortSha(answer.commit)} now, not at commit ${shortSha(commit)}, which ${named}'s revision ${source.revision.id} built and its checks passed: the target would build other code. ${fix}`,
    );
  if (branch !== undefined)
    ctx.log.notice(
      `${named} built commit ${shortSha(commit)} from branch ${branch}, whose head GitHub says is still that commit: the target builds the branch, and a push before its build starts would be built instead. The built commit is checked once deployed (a different one fails the promote, and rolls back with rollback_on_failure). Deploy ${named} from a tag to close that gap.`,
      'Promoting a branch',
    );
  else ctx.log.info(`GitHub says ${where} points at commit ${shortSha(commit)}, the commit ${named} built.`);
}

/**
 * The platform keeps no commit for an upload: the source's deploy recorded its commit and the
 * archive's SHA-256 in its GitHub Deployment (`from_github_environment`). The checkout is archived
 * again, exactly as that deploy archived it, and must be the same commit and the same bytes.
 */
async function proveUpload(ctx: RunContext, source: PromotionSource): Promise<Proof> {
  const named = clip(source.named, 128);
  note(ctx, { kind: 'internal_source' });
  const environment = ctx.inputs.promotion!.githubEnvironment;
  if (!environment)
    throw refused(
      'Source environment required',
      `${named} is built from uploaded source, whose commit and archive the control plane does not keep: its deploy recorded them in its GitHub Deployment. Set from_github_environment to the github_environment ${named} is deployed with.`,
    );
  const api = await gitHubFor(
    ctx,
    'an uploaded source: its commit and archive are read from its GitHub Deployment (deployments: read)',
  );
  const found = await recordedCommit(api, environment, source.deployment.id, source.revision.id);
  if ('why' in found)
    throw refused(
      'Upload not recorded',
      `The commit and archive of ${named}'s revision ${source.revision.id} are unknown: ${found.why}. Check from_github_environment, or deploy ${named} again with github_environment set, then promote.`,
    );
  const commit = found.record.commit ?? found.commit;
  const digest = found.record.archiveDigest;
  note(ctx, { commit, ...(digest ? { archiveDigest: digest } : {}) });
  if (!digest)
    throw refused(
      'Archive digest unknown',
      `The GitHub Deployment of ${named}'s revision ${source.revision.id} records commit ${shortSha(commit)} but not the archive's SHA-256 (an older version of this action deployed it), so the files cannot be proved the same. Deploy ${named} again, then promote.`,
    );
  const configPath = found.record.configPath ?? source.revision.source_revision_config?.langgraph_config_path;
  const upload = await prepareSource(ctx, configPath ?? undefined);
  provedSame(source, upload, { commit, digest });
  ctx.log.info(
    `The archive is the one ${named}'s revision ${source.revision.id} was built from: commit ${shortSha(commit)}, SHA-256 ${digest} (of the uncompressed tar).`,
  );
  const sourceConfigPath = source.revision.source_revision_config?.langgraph_config_path;
  return {
    kind: 'internal_source',
    config: { langgraph_config_path: sourceConfigPath ?? upload.configPath },
    upload,
  };
}

/**
 * The checkout's archive is the source's: the commit it was uploaded from, and the same SHA-256 of
 * the uncompressed tar. Otherwise the archive is let go and the promote refused.
 */
function provedSame(
  source: PromotionSource,
  upload: PreparedSource,
  { commit, digest }: { commit: string; digest: string },
): void {
  const named = clip(source.named, 128);
  const checkedOut = upload.commit;
  if (!checkedOut || !sameCommit(checkedOut, commit)) {
    upload.archive.dispose();
    throw refused(
      'Other commit checked out',
      `The workspace is ${checkedOut ? `at commit ${shortSha(checkedOut)}` : 'at no commit this action can read'}, and ${named}'s revision ${source.revision.id} was uploaded from commit ${shortSha(commit)}. Check out that commit (the staging job's commit_sha output: actions/checkout with ref), then promote.`,
    );
  }
  if (upload.archive.tarSha256 !== digest) {
    upload.archive.dispose();
    throw refused(
      'Archive differs',
      `The archive of the checkout (commit ${shortSha(commit)}) has SHA-256 ${upload.archive.tarSha256}, and the one ${named} was built from ${digest}: the same commit, other files (something an earlier step generated or changed, other ignore rules, or another config path). Promote from a job that checks out and prepares the workspace as ${named}'s deploy did.`,
    );
  }
}

/** An image promotes the same bytes only when pinned by its digest: a tag can move. */
function proveImage(ctx: RunContext, source: PromotionSource): Proof {
  const named = clip(source.named, 128);
  const image = source.revision.source_revision_config?.image_uri ?? undefined;
  note(ctx, { kind: 'external_docker', ...(image ? { imageUri: image } : {}) });
  if (!image)
    throw refused(
      'Image unknown',
      `The control plane names no image (image_uri) for revision ${source.revision.id} of ${named}: nothing to promote.`,
    );
  if (!PINNED.test(image))
    throw refused(
      'Image not pinned',
      `Revision ${source.revision.id} of ${named} runs ${clip(image, 300)}, an image named by a tag, which can move: the target could run other bytes than those ${named}'s checks passed. Deploy ${named} with image_uri pinned by digest (name@sha256:…), then promote.`,
    );
  return { kind: 'external_docker', config: { image_uri: image } };
}

/**
 * Whether the target already serves what is promoted (recorded: `status` unchanged): a DEPLOYED
 * active revision that built the commit (GitHub), runs the image, or (an upload) whose GitHub
 * Deployment in `github_environment` records the same commit and archive. Nothing is written then.
 */
export async function alreadyServes(ctx: RunContext, target: Deployment, proof: Proof): Promise<boolean> {
  const served = await servesIt(ctx, target, proof);
  if (served) note(ctx, { unchanged: true });
  return served;
}

async function servesIt(ctx: RunContext, target: Deployment, proof: Proof): Promise<boolean> {
  const active = target.active_revision_id;
  const promotion = ctx.state.promotion!;
  if (!active) return false;
  const serving = await ctx.cp.getRevision(target.id, active);
  if (serving.status !== 'DEPLOYED') return false;
  const config = serving.source_revision_config;
  if (proof.kind === 'external_docker') return config?.image_uri === promotion.imageUri;
  if (proof.kind === 'github')
    return !!config?.repo_commit_sha && sameCommit(config.repo_commit_sha, promotion.commit!);
  const environment = ctx.inputs.github.environment;
  if (!environment || !ctx.inputs.github.token) return false;
  const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
  if ('why' in api) return false;
  const found = await recordedCommit(api, environment, target.id, active);
  return (
    !('why' in found) &&
    found.record.archiveDigest === promotion.archiveDigest &&
    sameCommit(found.record.commit ?? found.commit, promotion.commit!)
  );
}

/** What the promote learned of its source, as it learns it (`promoted_from`). */
function note(ctx: RunContext, facts: Partial<Promotion>): void {
  Object.assign(ctx.state.promotion!, facts);
}

/** The deployment's repository, as its `source_config` names it. */
function repoUrl(d: Deployment): string | undefined {
  return d.source_config?.repo_url ?? undefined;
}

/** `owner/repo` of a repository URL on the workflow's GitHub server, or undefined. */
function onThisServer(ctx: RunContext, url: string): Repository | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const server = new URL(ctx.inputs.workflow.serverUrl);
  const parts = /^\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(parsed.pathname);
  if (parsed.host.toLowerCase() !== server.host.toLowerCase() || !parts) return undefined;
  return { owner: parts[1]!, repo: parts[2]! };
}

/** GitHub's API, which this source needs (`why`): none is refused before anything is written. */
async function gitHubFor(ctx: RunContext, why: string): Promise<GitHubApi> {
  const api = await openGitHubApi(ctx.inputs, ctx.fetch, ctx.budget.abortSignal(), ctx.redact);
  if (!('why' in api)) return api;
  throw refused(
    'GitHub needed',
    `A promote of ${why}, and GitHub's API cannot be used: ${api.why}. Give the step github_token (the default, \${{ github.token }}) and run it in a GitHub Actions workflow.`,
  );
}
