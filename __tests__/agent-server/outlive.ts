/**
 * For a server that must outlive no process that started it (the test run, an emulator): it exits
 * once process `pid` is gone (checked every second), however that ended — even while the server
 * still starts; and a pipe that process left is no error: the server's logger would retry a write
 * to it at full speed, forever.
 */
export function endWith(pid: number): void {
  if (pid)
    setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        process.exit(0);
      }
    }, 1_000);
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
}
