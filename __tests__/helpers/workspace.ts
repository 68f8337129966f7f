import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EMULATOR_API_KEY, type Emulator } from '../../emulator/server.ts';
import { tempDir } from './temp.ts';

/** Writes files (path → content) under `root`, making their folders. */
export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

/** A checked-out workspace holding these files. */
export function workspaceWith(files: Record<string, string | Buffer>): string {
  const ws = tempDir('ws');
  writeFiles(ws, files);
  return ws;
}

/** The workflow commit the upload tests run for. */
export const UPLOAD_SHA = 'feed000000000000000000000000000000000001';

/** Inputs of a `source: upload` run against the emulator (config in agent/), polling fast. */
export function uploadInputs(emulator: Emulator, extra: Record<string, string> = {}): Record<string, string> {
  return {
    api_key: EMULATOR_API_KEY,
    api_url: emulator.url,
    source: 'upload',
    graph_config_path: 'agent/langgraph.json',
    poll_interval: '100ms',
    poll_max_interval: '200ms',
    ...extra,
  };
}

/** The runner's variables for a run over `workspace`. */
export function uploadEnv(workspace: string): Record<string, string> {
  return { GITHUB_WORKSPACE: workspace, GITHUB_SHA: UPLOAD_SHA };
}
