/**
 * stdout or stderr as the CLI writes to them. A write that fails — the reader of a pipe went away
 * (`2>&1 | head`), a full disk — arrives as an 'error' event, which would end the process halfway
 * through a deploy (no outputs, no rollback). Here it is kept instead: later writes to that stream
 * are dropped, the run goes on, and the bin tells whether the results on stdout were lost.
 */
interface GuardedStream {
  write(text: string): void;
  /** The error code of the first failed write, if any. */
  failure(): string | undefined;
}

export function guardStream(stream: NodeJS.WritableStream): GuardedStream {
  let failed: string | undefined;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    failed ??= error.code ?? error.message;
  });
  return {
    write: (text) => {
      if (failed === undefined) stream.write(text);
    },
    failure: () => failed,
  };
}

/** Until the error of a write just made has been reported (it comes a tick or two later). */
export const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
