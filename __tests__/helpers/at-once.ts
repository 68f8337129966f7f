import { beforeAll, test as jestTest } from '@jest/globals';
import { format } from 'node:util';

type Body = () => Promise<unknown>;
type Args<Row> = Row extends readonly unknown[] ? [...Row] : [Row];

/**
 * A `test` for one describe block whose bodies run at the same time, each still reported (and
 * failing) as its own test: for tests that mostly wait on a real server (the agent server's runs)
 * and run the action in process. Jest's `test.concurrent` cannot run those: it lets one test end
 * while others still run, and whenever no test is running jest refuses a dynamic import — which
 * the action makes as it loads its libraries lazily. Here a `beforeAll` of the block starts every
 * body and waits for all of them; each test then reports its own body's outcome. Call it first in
 * the describe block (`const test = atOnce(ms)`); `timeoutMs` bounds all the bodies together.
 * Called at the top of a file, after the `beforeAll`s the bodies need (hooks run in order), its
 * `test` serves every describe block of the file: all their bodies run at once, and jest's own
 * `test` (imported under another name) still runs a test alone, after them.
 */
export function atOnce(timeoutMs: number) {
  const bodies: Body[] = [];
  const outcomes: Array<Promise<unknown>> = [];
  beforeAll(async () => {
    for (const body of bodies)
      outcomes.push(
        body().then(
          () => undefined,
          (error: unknown) => error ?? new Error('rejected'),
        ),
      );
    await Promise.all(outcomes);
  }, timeoutMs);
  const test = (name: string, body: Body): void => {
    const index = bodies.push(body) - 1;
    jestTest(name, async () => {
      const error = await outcomes[index];
      if (error) throw error;
    });
  };
  /**
   * As jest's `test.each`: one test a row, named as jest names it — the row's values fill the
   * name's placeholders in turn, and values past the last placeholder are left out of the name.
   */
  test.each =
    <Row>(table: readonly Row[]) =>
    (name: string, body: (...args: Args<Row>) => Promise<unknown>): void => {
      const placeholders = name.match(/%[sdifjoOc]/g)?.length ?? 0;
      for (const row of table) {
        const args = (Array.isArray(row) ? row : [row]) as Args<Row>;
        test(format(name, ...args.slice(0, placeholders)), () => body(...args));
      }
    };
  return test;
}
