/**
 * The release workflow's check before it publishes the CLI (cli/) to npm: the pushed tag
 * `cli-vX.Y.Z` must name the version cli/package.json holds, so a tag never publishes another
 * version than it says. Prints the `version` and the npm dist-tag (`latest`, or `next` for a
 * pre-release such as 0.2.0-rc.1, which npm would otherwise make everyone's default) as
 * `name=value` lines for GITHUB_OUTPUT.
 *   node scripts/cli-release.ts cli-v0.2.0 >> "$GITHUB_OUTPUT"
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `cli-v` and a semantic version (with an optional pre-release part), nothing else. */
const CLI_TAG = /^cli-v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/;

/** What the tag publishes, or why it publishes nothing. */
export function cliRelease(
  tag: string,
  packageVersion: string,
): { version: string; distTag: 'latest' | 'next' } | { problem: string } {
  const version = CLI_TAG.exec(tag)?.[1];
  if (!version) return { problem: `the tag ${tag} is not cli-vX.Y.Z (e.g. cli-v0.2.0, cli-v0.2.0-rc.1)` };
  if (version !== packageVersion)
    return {
      problem: `the tag ${tag} says ${version}, but cli/package.json says ${packageVersion}: set "version" in cli/package.json to ${version}, commit, and tag that commit`,
    };
  return { version, distTag: version.includes('-') ? 'next' : 'latest' };
}

if (import.meta.main) {
  const tag = process.argv[2] ?? '';
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'cli', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const release = cliRelease(tag, manifest.version);
  if ('problem' in release) {
    // stderr: stdout goes to GITHUB_OUTPUT. The runner reads workflow commands on both.
    console.error(`::error title=CLI not published::${release.problem}`);
    process.exit(1);
  }
  console.log(`version=${release.version}\ndist_tag=${release.distTag}`);
}
