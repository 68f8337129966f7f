import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ActionError } from '../base/errors.ts';
import type { FleetEntry } from '../inputs/types.ts';
import { sourceLayout } from '../source/layout.ts';

/**
 * What a deployment is made of, as paths relative to the repository's top folder (`''` is the
 * whole repository): the folder of its langgraph.json, the local dependencies langgraph.json
 * names (`"../../libs/common"`) — what `source: upload` archives — and the manifest's `paths`.
 * A change to any of them redeploys it.
 */
export function watchedPaths(
  entry: FleetEntry,
  workspace: string,
  topLevel: string,
): { paths: string[] } | { problem: string } {
  const inRepository = (abs: string): string | undefined => {
    const r = relative(topLevel, abs);
    return r.startsWith('..') || isAbsolute(r) ? undefined : r.split(sep).join('/');
  };
  const paths = new Set<string>();
  try {
    const layout = sourceLayout(workspace, entry.inputs.deployment.graphConfigPath, entry.inputs.frontEnd);
    for (const root of layout.roots) {
      const path = inRepository(root.abs);
      if (path === undefined) return { problem: `${root.abs} is outside the repository at ${topLevel}` };
      paths.add(path);
    }
    for (const given of entry.paths) {
      const path = inRepository(resolve(layout.workspace, given));
      if (path === undefined) return { problem: `paths: ${given} is outside the repository at ${topLevel}` };
      paths.add(path);
    }
  } catch (error) {
    if (error instanceof ActionError) return { problem: error.message };
    throw error;
  }
  return { paths: [...paths].sort() };
}

/** Whether a changed file (repository-relative) is one of the watched paths or inside one. */
export function touches(file: string, watched: readonly string[]): boolean {
  return watched.some((path) => path === '' || file === path || file.startsWith(`${path}/`));
}
