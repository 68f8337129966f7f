// The agent of docs/try-locally.md: the test suite's support agent (no model; it answers refund
// questions with a `lookup_policy` tool), which `npm run emulator -- --agent-server` serves.
export { agent } from '../../__tests__/agent-server/graphs/agent.mjs';
