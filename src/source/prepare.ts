import { formatSize } from './size.ts';
import type { RunContext } from '../run/context.ts';
import { ActionError } from '../base/errors.ts';
import { UPLOAD } from '../base/policy.ts';
import { ended } from '../base/untrusted.ts';
import {
  ArchiveEntryError,
  ArchiveOutputError,
  ArchiveTooLarge,
  writeArchive,
  type Archive,
} from './archive.ts';
import { collectFiles, largest, type LeftOut, type SourceFile } from './collect.ts';
import { checkedOutCommit, type Origin } from './checkout.ts';
import type { GitHubEnv } from '../inputs/github-env.ts';
import type { SourceCheckout } from '../run/run-state.ts';
import { relative } from 'node:path';
import type { SourceLayout } from './layout.ts';
import { SecretScanner } from './secret-scan.ts';
import { credentialWarning, secretsInArchive, secretsOf } from './sensitive.ts';
import { sourceLayout } from './layout.ts';

/** The workspace's source, archived and ready to upload. */
export interface PreparedSource {
  archive: Archive;
  /** `langgraph_config_path`: the config's path inside the archive. */
  configPath: string;
  files: SourceFile[];
  /** The commit checked out, which the uploaded revision builds (`commit_sha`). */
  commit?: string;
}

/** The largest files and folders, one per line, to say where the size comes from. */
function largestLines(files: SourceFile[]): string {
  const top = largest(files);
  return [
    ...top.folders.map(([folder, size]) => `  - ${folder}/ ${formatSize(size)}`),
    ...top.files.map((file) => `  - ${file.path} ${formatSize(file.size)}`),
  ].join('\n');
}

/** How many entries the ignore rules left out, by whose rules, and the run's own files ('' when none). */
function leftOutLine({ git, docker, own }: LeftOut): string {
  const count = ({ files, folders }: LeftOut['git']): string =>
    [plural(files, 'file'), plural(folders, 'folder')].filter(Boolean).join(' and ');
  const parts = [
    count(git) &&
      `${count(git)} that git ignores (the .gitignore files from the repository's root down, .git/info/exclude)`,
    count(docker) && `${count(docker)} that .dockerignore excludes`,
    count(own) && `${count(own)} this run writes (its results and reports)`,
  ].filter(Boolean);
  return parts.length ? `Left out ${parts.join('; ')}.` : '';
}

const plural = (n: number, what: string): string => (n === 0 ? '' : `${n} ${what}${n === 1 ? '' : 's'}`);

/**
 * `source: upload`, before any request: archives the directory of `graph_config_path` in the
 * workspace and the local dependencies its `langgraph.json` names, as the platform's CLI does
 * (layout.ts, collect.ts), into a reproducible `.tar.gz` (archive.ts). Says what it holds and its
 * SHA-256 (`source_digest`); fails when it lacks the config, passes 200 MiB (listing the largest
 * files and folders) or holds a secret the action was given (secret-scan.ts, naming the file and
 * the input), and warns above 50 MiB and of files that look like credentials.
 */
export async function prepareSource(
  ctx: RunContext,
  /** The config's path in the workspace: `graph_config_path`, or the one a promote's source recorded. */
  graphConfigPath = ctx.inputs.deployment.graphConfigPath,
): Promise<PreparedSource> {
  const { inputs, log, state } = ctx;
  return log.group(`Archive the workspace (${graphConfigPath})`, async () => {
    const layout = sourceLayout(inputs.deployment.workspace, graphConfigPath, inputs.frontEnd);
    // What is archived is what is checked out (on a pull request, usually the merge commit).
    const commit = commitOf(ctx, layout);
    const files = await listFiles(ctx, layout);
    const scanner = new SecretScanner(secretsOf(inputs));
    const archive = await archiveFiles(ctx, files, scanner);
    // Warns of credentials and size, and ends the run on a secret, before anything is sent.
    const credentials = credentialWarning(files, scanner.privateKeys);
    if (credentials) log.warning(credentials, 'Credentials in the archive');
    // Nothing has been sent yet: a secret in the archive ends the run here.
    if (scanner.leaks.length > 0) {
      archive.dispose();
      throw secretsInArchive(scanner.leaks);
    }
    const total = files.reduce((sum, file) => sum + file.size, 0);
    log.info(
      `Archived ${files.length} files (${formatSize(total)}, ${formatSize(archive.bytes)} compressed) from ${layout.base}; the config is ${layout.configInArchive}; SHA-256 ${archive.sha256}.`,
    );
    if (archive.bytes > UPLOAD.warnBytes)
      log.warning(
        `The archive is ${formatSize(archive.bytes)} (the limit is ${formatSize(UPLOAD.maxBytes)}). The largest:\n${largestLines(files)}`,
        'Large source archive',
      );
    state.source.digest = archive.sha256;
    state.source.tarDigest = archive.tarSha256;
    state.source.configPath = graphConfigPath;
    return { archive, configPath: layout.configInArchive, files, commit };
  });
}

/** The files to archive, what was left out said; the config must be one of them. */
async function listFiles(ctx: RunContext, layout: SourceLayout): Promise<SourceFile[]> {
  const { log } = ctx;
  // The walk stops on cancellation and at the deadline, as every wait does.
  const { files, skipped, leftOut, notes } = await collectFiles(
    layout,
    () => ctx.budget.check('listing the source files'),
    ctx.ownFiles,
  );
  for (const s of skipped) log.info(`Left out ${s.path}: a ${s.why} (never archived).`);
  for (const note of notes) log.info(note);
  const ignored = leftOutLine(leftOut);
  if (ignored) log.info(ignored);
  if (!files.some((file) => file.path === layout.configInArchive)) {
    throw new ActionError({
      title: 'Config not in the archive',
      message: `${layout.configInArchive} would not be in the archive: .gitignore or .dockerignore exclude it, or it is a link. The platform needs it to build.`,
    });
  }
  return files;
}

/** The archive, its files shown to the scanner as they are archived; a failure said as the user's problem. */
async function archiveFiles(ctx: RunContext, files: SourceFile[], scanner: SecretScanner): Promise<Archive> {
  // Archiving stops on cancellation and at the deadline, as every wait does.
  const deadline = ctx.budget.limit();
  try {
    return await writeArchive(files, UPLOAD.maxBytes, {
      tempDir: ctx.inputs.deployment.tempDir,
      signal: deadline.signal,
      // Looked at as they are archived: one pass over each file.
      inspect: (path) => scanner.file(path),
    });
  } catch (error) {
    ctx.budget.checkCancelled();
    if (deadline.timedOut()) throw ctx.budget.timedOut('archiving the source');
    if (error instanceof ArchiveEntryError || error instanceof ArchiveOutputError)
      throw new ActionError({
        title: 'Archive failed',
        message: `${ended(error.message)} Nothing was uploaded.`,
      });
    if (!(error instanceof ArchiveTooLarge)) throw error;
    const total = files.reduce((sum, file) => sum + file.size, 0);
    throw new ActionError({
      title: 'Source too large',
      message: `The archive of ${files.length} files (${formatSize(total)}) passes the ${formatSize(UPLOAD.maxBytes)} an upload may be; nothing was uploaded. The largest:\n${largestLines(files)}\nExclude what the build does not need in .dockerignore or .gitignore.`,
    });
  }
}

/**
 * `commit_sha` for an upload: the commit checked out in the repository holding the config;
 * GITHUB_SHA when there is no repository (the files came another way, as actions/checkout would
 * have checked them out); none, said why, when the repository has no commit or cannot be read.
 * A commit of another repository than the workflow's (a submodule, a second checkout) is said
 * to be one, so that links and the GitHub Deployment do not take it for the workflow's.
 */
function commitOf(ctx: RunContext, layout: SourceLayout): string | undefined {
  const { inputs, log, state } = ctx;
  const found = checkedOutCommit(layout.workspace, layout.configDir);
  if (found.kind === 'no repository') return inputs.deployment.workflowSha;
  const where = relative(layout.workspace, found.repository) || '.';
  switch (found.kind) {
    case 'commit': {
      const other = otherRepository(found.origin, inputs.workflow, found.repository === layout.workspace);
      if (other) {
        state.source.checkout = other;
        log.info(
          `The config is in a checkout of ${other.repository} (at ${where}), not of the workflow's repository: commit_sha ${found.sha} is that repository's commit, and the GitHub Deployment is recorded for the workflow's commit.`,
        );
      }
      return found.sha;
    }
    case 'no commit':
      log.info(
        `The repository at ${where} has no commit on ${found.branch} yet: the archive is of no commit, and commit_sha is left empty.`,
      );
      return undefined;
    case 'unreadable':
      log.warning(
        `The commit checked out at ${where} could not be read (${found.why}): commit_sha is left empty.`,
        'Commit unknown',
      );
      return undefined;
  }
}

/**
 * The repository a checkout is of, when it is not the workflow's: its origin names another
 * (on this GitHub server, linked), or it has no origin to say and is not at the workspace's top.
 */
function otherRepository(
  origin: Origin | undefined,
  workflow: GitHubEnv,
  atTop: boolean,
): SourceCheckout | undefined {
  const server = new URL(workflow.serverUrl).host.toLowerCase();
  if (!origin) return atTop ? undefined : { repository: 'another repository (it names no origin)' };
  const onServer = origin.host === server;
  if (onServer && origin.repository.toLowerCase() === workflow.repository?.toLowerCase()) return undefined;
  return onServer
    ? { repository: origin.repository, url: `${workflow.serverUrl}/${origin.repository}` }
    : { repository: `${origin.host}/${origin.repository}` };
}

/** A dry run's plan lines for the archive: size, files, digest, the largest entries. */
export function archivePlan(source: PreparedSource): string[] {
  const top = largest(source.files, 3);
  return [
    `Upload an archive of ${source.files.length} files, ${formatSize(source.archive.bytes)}, SHA-256 ${source.archive.sha256}; the config is ${source.configPath}.`,
    `Largest: ${top.files.map((f) => `${f.path} (${formatSize(f.size)})`).join(', ')}.`,
  ];
}
