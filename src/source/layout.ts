import { realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ActionError } from '../base/errors.ts';
import { WORKSPACE_FILES } from '../base/policy.ts';
import { errorCode, readSmallFile, unreadableBecause } from '../fs/small-file.ts';
import { flagOf, type FrontEnd } from '../inputs/front-end.ts';

/** A folder that goes into the archive, and where it lands in it. */
export interface SourceRoot {
  /** Absolute path on disk. */
  abs: string;
  /** Path inside the archive (posix, '' for the base itself). */
  rel: string;
}

/** What the archive holds: the config's folder and the local dependencies outside it. */
export interface SourceLayout {
  /** GITHUB_WORKSPACE, as a real path. */
  workspace: string;
  /** The folder of `langgraph.json`. */
  configDir: string;
  /** The folder all roots share: archive paths are relative to it. */
  base: string;
  roots: SourceRoot[];
  /** The config file's path inside the archive (`langgraph_config_path`). */
  configInArchive: string;
}

/** A path of this system written with `/`, as the archive and git write paths. */
export const posix = (path: string): string => path.split(sep).join('/');

/**
 * The path, when neither it nor a folder on the way is a symbolic link (checked on disk, after
 * `resolve` — which does not follow links): a link could point anywhere, outside the workspace.
 */
function unlinked(path: string, what: string): string {
  let real: string;
  try {
    real = realpathSync(path);
  } catch {
    return path; // missing: the caller says so
  }
  if (real !== path)
    throw new ActionError({
      title: 'Link in the source path',
      message: `${what} is a symbolic link, or inside one (it leads to ${real}); source: upload does not follow links, so that nothing from outside the workspace is uploaded. Point to the real folder.`,
    });
  return path;
}
const inside = (parent: string, child: string): boolean => {
  const r = relative(parent, child);
  return r === '' || (!r.startsWith('..') && !isAbsolute(r));
};

/**
 * The folders to archive, as the platform's CLI lays them out: the directory of
 * `graph_config_path` (inside GITHUB_WORKSPACE), plus every local dependency `langgraph.json`
 * names (`"dependencies": ["../shared-lib", "."]`) outside it, all placed relative to their
 * common ancestor so the relative paths in the config still resolve. Nothing may come from
 * outside the workspace.
 */
export function sourceLayout(
  workspace: string | undefined,
  configPath: string,
  frontEnd: FrontEnd = 'action',
): SourceLayout {
  const root = realWorkspace(workspace);
  const config = configFile(workspace!, root, configPath);
  const configDir = dirname(config);
  const folders = [configDir];
  for (const folder of localDependencies(root, configDir, readConfig(config, configPath, frontEnd))) {
    if (!folders.some((f) => inside(f, folder))) folders.push(folder);
  }
  const base = folders.reduce(commonAncestor);
  const roots = folders
    .filter((folder, i) => !folders.some((other, j) => j !== i && inside(other, folder) && other !== folder))
    .map((abs) => ({ abs, rel: posix(relative(base, abs)) }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { workspace: root, configDir, base, roots, configInArchive: posix(relative(base, config)) };
}

/** GITHUB_WORKSPACE as a real path, or why there is none. */
function realWorkspace(workspace: string | undefined): string {
  if (!workspace) {
    throw new ActionError({
      title: 'No workspace',
      message:
        'source: upload archives the checked-out repository, but GITHUB_WORKSPACE is not set: run actions/checkout first.',
    });
  }
  try {
    return realpathSync(workspace);
  } catch (error) {
    throw new ActionError({
      title: 'No workspace',
      message: `GITHUB_WORKSPACE (${workspace}) cannot be read (${errorCode(error) ?? (error as Error).message}): run actions/checkout first.`,
    });
  }
}

/** graph_config_path under the real workspace: inside it, and not through a link. */
function configFile(workspace: string, root: string, configPath: string): string {
  // An absolute path given under the workspace as named (it may be reached through a link).
  const given = resolve(workspace);
  const config = resolve(
    root,
    isAbsolute(configPath) && inside(given, configPath) ? relative(given, configPath) : configPath,
  );
  if (!inside(root, config)) {
    throw new ActionError({
      title: 'Config outside the workspace',
      message: `graph_config_path ${configPath} is outside GITHUB_WORKSPACE.`,
    });
  }
  return unlinked(config, `graph_config_path ${configPath}`);
}

/** langgraph.json read and parsed: a JSON object, or an error saying why not. */
function readConfig(config: string, configPath: string, frontEnd: FrontEnd): object {
  let text: string;
  try {
    text = readSmallFile(config, WORKSPACE_FILES.configMaxBytes);
  } catch (error) {
    const missing = errorCode(error) === 'ENOENT';
    throw new ActionError({
      title: missing ? 'No langgraph.json' : 'Unreadable langgraph.json',
      message: missing
        ? frontEnd === 'cli'
          ? `${configPath} is not in the current folder: source upload archives the folder it is run from; run from the repository's root, with ${flagOf('graph_config_path')} relative to it.`
          : `${configPath} is not in the workspace: source: upload needs actions/checkout, and graph_config_path relative to the repository.`
        : `${configPath} could not be read (${unreadableBecause(error)}); nothing was uploaded.`,
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    parsed = error;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || parsed instanceof Error)
    throw new ActionError({
      title: 'Invalid langgraph.json',
      message: `${configPath} is not a JSON object${parsed instanceof Error ? ` (${parsed.message})` : ''}: the platform could not build from it either.`,
    });
  return parsed;
}

/** The folders of the config's local dependencies, each a real folder inside the workspace. */
function localDependencies(root: string, configDir: string, parsed: object): string[] {
  const declared = (parsed as { dependencies?: unknown }).dependencies;
  const dependencies = Array.isArray(declared) ? declared : [];
  const folders: string[] = [];
  for (const dep of dependencies) {
    // Local dependencies are paths ("./pkg", "../shared"); anything else is a package name.
    if (typeof dep !== 'string' || !/^\.{1,2}(\/|$)/.test(dep)) continue;
    const folder = resolve(configDir, dep);
    if (!inside(root, folder)) {
      throw new ActionError({
        title: 'Dependency outside the workspace',
        message: `langgraph.json names the local dependency ${dep}, which is outside GITHUB_WORKSPACE; only files of the checked-out repository are uploaded.`,
      });
    }
    unlinked(folder, `The local dependency ${dep}`);
    if (!isFolder(folder))
      throw new ActionError({
        title: 'Missing local dependency',
        message: `langgraph.json names the local dependency ${dep}, which is not a folder of the checked-out workspace (${posix(relative(root, folder)) || '.'}); a local dependency must be a directory. Check the path, or that an earlier step made it.`,
      });
    folders.push(folder);
  }
  return folders;
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function commonAncestor(a: string, b: string): string {
  let ancestor = a;
  while (!inside(ancestor, b)) ancestor = dirname(ancestor);
  return ancestor;
}

/** `join` for archive paths. */
export function archivePath(...parts: string[]): string {
  return posix(join(...parts.filter(Boolean)));
}
