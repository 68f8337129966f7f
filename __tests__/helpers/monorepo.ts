import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './temp.ts';
import { writeFiles } from './workspace.ts';

/** The agents of the generated monorepo; support and research share libs/common. */
export const AGENTS = ['support', 'research', 'billing', 'triage', 'search'] as const;

/** The manifest the monorepo carries (deploy/fleet.yml). */
export function fleetManifest(extra: { defaults?: string; entries?: Record<string, string> } = {}): string {
  return [
    'defaults:',
    '  smoke_test: false',
    ...(extra.defaults ? [extra.defaults] : []),
    'deployments:',
    ...AGENTS.flatMap((agent) => [
      `  - name: ${agent}-agent`,
      `    graph_config_path: agents/${agent}/langgraph.json`,
      ...(agent === 'support' || agent === 'research' ? ['    paths: [libs/common]'] : []),
      ...(extra.entries?.[agent] ? [extra.entries[agent]] : []),
    ]),
    '',
  ].join('\n');
}

/**
 * A monorepo of five agents in a real git repository: `agents/<name>/` each with its
 * langgraph.json and graph, `libs/common/`, and the fleet manifest `deploy/fleet.yml`. Commits
 * are made with `commit`, which returns the new commit's SHA.
 */
export class Monorepo {
  readonly dir: string;

  constructor(manifest = fleetManifest()) {
    this.dir = tempDir('monorepo');
    this.git('init', '-q', '-b', 'main');
    const files: Record<string, string> = { 'deploy/fleet.yml': manifest, 'libs/common/util.py': 'X = 1\n' };
    for (const agent of AGENTS) {
      files[`agents/${agent}/langgraph.json`] = JSON.stringify({
        graphs: { agent: './graph.py:graph' },
        dependencies: ['.'],
      });
      files[`agents/${agent}/graph.py`] = `NAME = "${agent}"\n`;
    }
    this.commit('first', files);
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: this.dir,
        GIT_AUTHOR_NAME: 'Test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'Test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        GIT_CONFIG_NOSYSTEM: '1',
      },
    }).trim();
  }

  /** Writes the files (and removes those given as null), commits, and returns the commit. */
  commit(message: string, files: Record<string, string | null>): string {
    const written = Object.fromEntries(Object.entries(files).filter(([, v]) => v !== null)) as Record<
      string,
      string
    >;
    writeFiles(this.dir, written);
    for (const [path, content] of Object.entries(files))
      if (content === null) rmSync(join(this.dir, path), { force: true });
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.head();
  }

  head(): string {
    return this.git('rev-parse', 'HEAD');
  }
}
