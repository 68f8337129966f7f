import { CANCEL_GRACE_MS } from '../base/policy.ts';
import { abortOnTermination } from './cancellation.ts';

/**
 * The process's cancellation signals, listened for as soon as this module is evaluated: the
 * entry imports it first, so SIGINT/SIGTERM are handled before the rest of the bundle loads.
 */
export const termination = abortOnTermination(CANCEL_GRACE_MS);
