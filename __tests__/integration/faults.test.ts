import { describe, test } from '@jest/globals';
import { faultCases, play } from '../bundle/fault-play.ts';

/**
 * The fault scenarios that need no process: the action in process on a virtual clock the emulator
 * stamps its requests with, so a pause or a Retry-After is checked without being waited out. They
 * run one after the other: jest refuses the action's lazy imports between two concurrent tests.
 */
describe('fault injection, in process', () => {
  test.each(faultCases(false))('%s', (_name, scenario) => play(scenario), 60_000);
});
