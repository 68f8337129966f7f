import { describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeReportFile } from '../../src/fs/report-file.ts';
import { CAN_SYMLINK, tempDir } from '../helpers/temp.ts';

/** Writing checks_junit: the action's rules (within its roots) and the CLI's (where pointed). */
const linking = CAN_SYMLINK ? describe : describe.skip;

linking('the JUnit report, written when the run ends', () => {
  test('within the roots: a folder on the way that became a link since the inputs were checked is refused', async () => {
    const workspace = tempDir('report-root');
    const outside = tempDir('report-outside');
    symlinkSync(outside, join(workspace, 'reports'));
    await expect(writeReportFile(join(workspace, 'reports', 'x.xml'), '<x/>', [workspace])).rejects.toThrow(
      'behind a symbolic link (reports)',
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  test('within the roots: missing folders are made, as real folders', async () => {
    const workspace = tempDir('report-root');
    await writeReportFile(join(workspace, 'a', 'b', 'x.xml'), '<x/>', [workspace]);
    expect(readFileSync(join(workspace, 'a', 'b', 'x.xml'), 'utf8')).toBe('<x/>');
    await expect(writeReportFile(join(tempDir('elsewhere'), 'x.xml'), '<x/>', [workspace])).rejects.toThrow(
      'outside the workspace and RUNNER_TEMP',
    );
  });

  test('where the CLI points: a link to a file is written through, a link to nothing makes no file', async () => {
    const dir = tempDir('report-cli');
    writeFileSync(join(dir, 'target.xml'), 'old');
    symlinkSync(join(dir, 'target.xml'), join(dir, 'link.xml'));
    await writeReportFile(join(dir, 'link.xml'), '<x/>');
    expect(readFileSync(join(dir, 'target.xml'), 'utf8')).toBe('<x/>');
    mkdirSync(join(dir, 'gone'));
    symlinkSync(join(dir, 'gone', 'nothing.xml'), join(dir, 'dangling.xml'));
    await expect(writeReportFile(join(dir, 'dangling.xml'), '<x/>')).rejects.toThrow(
      'a symbolic link to nothing',
    );
    expect(existsSync(join(dir, 'gone', 'nothing.xml'))).toBe(false);
  });
});
