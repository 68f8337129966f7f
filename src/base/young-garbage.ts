import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor'; execution: 'sync' }) => void;

/**
 * V8's own collector, fetched once: V8 hands it out only under --expose-gc, so the flag is set
 * for the one new context that fetches it and cleared again (as jest does for its heap checks).
 * Undefined where that is not possible: then streaming works as before, with a higher peak.
 */
const collector: Collect | undefined = (() => {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as Collect;
  } catch {
    return undefined;
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
})();

/**
 * Streaming a file turns each chunk into a buffer that is garbage a moment later, and V8 frees
 * those only when it collects its young generation — which buffers alone trigger only after
 * tens of MB of them: archiving and uploading 200 MB peaked at 155–168 MB without this, 117–119
 * MB with a collection every 4 MiB (BENCHMARKS.md). A stream reports its bytes here, and every
 * `everyBytes` the young generation is collected (a scavenge: a millisecond or two).
 */
export function youngGarbageCollector(everyBytes: number): (bytes: number) => void {
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < everyBytes || !collector) return;
    since = 0;
    collector({ type: 'minor', execution: 'sync' });
  };
}
