#!/usr/bin/env bash
# Deploy a LangGraph agent server from a laptop with langgraph-deploy: the folder you are in is
# uploaded and built (source: upload), smoke-tested, and rolled back if the new revision fails.
#
#   ./laptop.sh my-agent            deploy the current folder as `my-agent`
#   ./laptop.sh my-agent status     how it is doing
#   ./laptop.sh my-agent rollback   put back the revision that served before (and check it)
#
# Needs Node 22 or 24 and a LangSmith API key. The key is read from the environment, never from a
# flag (a shell keeps flags in its history): put it in a file only you can read, once:
#   install -m 600 /dev/null ~/.langsmith-key && "$EDITOR" ~/.langsmith-key
#
# Until langgraph-deploy's first release on npm, `npx --yes langgraph-deploy@0.1` answers 404:
# install it from a clone of langgraph-deploy-action (docs/cli.md, "Install") and write
# `langgraph-deploy` where this script writes `npx --yes langgraph-deploy@0.1`.
set -euo pipefail

name="${1:?usage: $0 NAME [deploy|status|rollback]}"
command="${2:-deploy}"
LANGSMITH_API_KEY="$(cat ~/.langsmith-key)"
export LANGSMITH_API_KEY

# Deployment secrets from a local .env file (NAME=value lines), when there is one; never echoed.
if [ "$command" = deploy ] && [ -f .env.deploy ]; then
  LANGGRAPH_DEPLOY_SECRETS="$(cat .env.deploy)"
  export LANGGRAPH_DEPLOY_SECRETS
fi

# Agent checks from evals/checks.yaml, when there is one (the format: examples/checks.yaml of
# langgraph-deploy-action): a revision whose agent misbehaves is rolled back like one that fails
# its smoke test. (${checks[@]+…}: an empty array under set -u, in macOS's bash 3.2 too.)
checks=()
if [ -f evals/checks.yaml ]; then
  checks=(--checks evals/checks.yaml)
fi

case "$command" in
  deploy)
    npx --yes langgraph-deploy@0.1 deploy --name "$name" --source upload \
      --smoke-test ${checks[@]+"${checks[@]}"} --rollback-on-failure --logs stream --summary-file deploy-summary.md
    ;;
  status)
    npx --yes langgraph-deploy@0.1 status --name "$name"
    ;;
  rollback)
    npx --yes langgraph-deploy@0.1 rollback --name "$name" ${checks[@]+"${checks[@]}"}
    ;;
  *)
    echo "unknown command: $command (deploy, status or rollback)" >&2
    exit 2
    ;;
esac
