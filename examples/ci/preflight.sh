#!/usr/bin/env bash
# Pre-flight check of request bodies before a batch job sends them to the
# fundraising service: every body is checked against every rule of the
# service description, one JUnit test case per body, in reports/preflight.xml.
#
#   examples/ci/preflight.sh [OPERATION] INPUT ...
#
#   OPERATION  account (default), page, search, listing or lookup
#   INPUT      a folder (its *.json files, one body each), a JSON file, or an
#              NDJSON file (*.ndjson, *.jsonl: one body per line, checked as a
#              stream); NDJSON files are not mixed with the others
#
# Environment:
#   PREFLIGHT_REPORTS  where the report goes (default: reports)
#   PREFLIGHT_CONTEXT  a --context file of facts (default: preflight-context.json);
#                      when it is there, a rule left unchecked for want of a
#                      fact fails the run too (--fail-on unchecked)
#   PREFLIGHT_JOBS     worker threads (--jobs; default: one per core, at most 4)
#   FUNDRAISING_RULES  the command (default: npx --no fundraising-rules, the
#                      project's own install, never a download)
#
# Exit status, as the command's: 0 every body valid, 1 some body invalid (or
# unchecked, with a context), 2 a body or file that could not be read, or a
# usage error. The summary (counts per code) is printed on standard error.
set -euo pipefail

operation=account
case "${1:-}" in
  account | page | search | listing | lookup)
    operation=$1
    shift
    ;;
esac
if [[ $# -eq 0 ]]; then
  echo "preflight: no input: give a folder of JSON bodies or an NDJSON file" >&2
  exit 2
fi

reports=${PREFLIGHT_REPORTS:-reports}
context=${PREFLIGHT_CONTEXT:-preflight-context.json}
read -r -a command <<<"${FUNDRAISING_RULES:-npx --no fundraising-rules}"

inputs=()
ndjson=0
others=0
for input in "$@"; do
  if [[ -d $input ]]; then
    found=0
    # Sorted, so the report lists the bodies in the same order on every machine.
    while IFS= read -r -d '' body; do
      inputs+=("$body")
      found=1
    done < <(find "$input" -maxdepth 1 -type f -name '*.json' -print0 | LC_ALL=C sort -z)
    if [[ $found -eq 0 ]]; then
      echo "preflight: $input: no *.json file in the folder" >&2
      exit 2
    fi
    others=1
  else
    case "$input" in
      *.ndjson | *.jsonl) ndjson=1 ;;
      *) others=1 ;;
    esac
    inputs+=("$input")
  fi
done
if [[ $ndjson -eq 1 && $others -eq 1 ]]; then
  echo "preflight: NDJSON files and JSON bodies cannot be checked in one run" >&2
  exit 2
fi

args=(check "$operation" --format junit)
if [[ $ndjson -eq 1 ]]; then args+=(--ndjson); fi
if [[ -f $context ]]; then args+=(--context "$context" --fail-on unchecked); fi
if [[ -n ${PREFLIGHT_JOBS:-} ]]; then args+=(--jobs "$PREFLIGHT_JOBS"); fi

mkdir -p "$reports"
status=0
"${command[@]}" "${args[@]}" -- "${inputs[@]}" >"$reports/preflight.xml" || status=$?
echo "preflight: ${#inputs[@]} file(s) checked; JUnit report: $reports/preflight.xml; exit status $status" >&2
exit "$status"
