import type { ChildProcess } from 'node:child_process';

/** What a spawned process printed, and how it ended. */
export interface Output {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Everything a child spawned with piped stdout and stderr prints, once it has closed: what
 * `spawnSync` gives, without blocking this process. Rejects when it could not be started.
 */
export function outputOf(child: ChildProcess): Promise<Output> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
