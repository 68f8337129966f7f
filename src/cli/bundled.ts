/*
 * Everything the core loads lazily (dynamic `import()`), loaded here at once: the CLI ships as one
 * bundled file, and the bundler makes a separate file of each module only reached through
 * `import()` unless it is already in the bundle. The packaging test fails when a new lazy import
 * is missing here (the bundle would have a second file).
 */
import '@actions/github';
import '@langchain/langgraph-sdk';
import 'ignore';
import 'tar-stream';
import 'undici';
import 'yaml';
import '../gate/agent-suites.ts';
