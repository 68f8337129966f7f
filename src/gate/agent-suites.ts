/**
 * The smoke test and the agent checks, loaded together once a run needs either: both talk to the
 * agent server through `agent/`, which one chunk of the bundle then holds once instead of twice.
 */
export { runSmokeSuite } from '../smoke/suite.ts';
export { runChecksSuite } from '../agent-checks/suite.ts';
export { uploadChecksExperiment } from '../agent-checks/experiment-upload.ts';
export { readDatasetCases } from '../agent-checks/dataset-read.ts';
