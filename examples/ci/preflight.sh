#!/usr/bin/env bash
# Pre-flight check of request bodies before a batch job sends them to the
# fundraising service: every body is checked against every rule of the
# service description; each body that fails is a JUnit test case of
# reports/preflight.xml, named by its file (or file:line) and its id.
#
#   examples/ci/preflight.sh [OPERATION] INPUT ...
#
#   OPERATION  account (default), page, search, listing or lookup
#   INPUT      a folder (its *.json files, one body each), a JSON file, or an
#              NDJSON file (*.ndjson, *.jsonl: one body per line, checked as a
#              stream); NDJSON files are not mixed with the others
#
# Environment:
#   PREFLIGHT_REPORTS   where the report goes (default: reports)
#   PREFLIGHT_CONTEXT   a --context file of facts (default: preflight-context.json);
#                       when it is there it must hold every fact the operation's
#                       rules need (--strict), and a rule left unchecked fails
#                       the run (--fail-on unchecked)
#   PREFLIGHT_ID_FIELD  the body field that names a record (default: requestId):
#                       each test case carries it as its id
#   PREFLIGHT_ALL       1: a test case for every body, the valid ones too
#                       (default: only the bodies that fail, and the unreadable)
#   PREFLIGHT_JOBS      worker threads (--jobs; default: the command's, one job
#                       on 2 cores)
#   FUNDRAISING_RULES   the command (default: npx --no fundraising-rules, the
#                       project's own install, never a download)
#
# Exit status, the command's (what to do about each is printed on standard
# output): 0 every body checked and valid; 1 some body invalid (or a rule
# left unchecked, with a context); 2 a usage or configuration error, nothing
# checked (no report); 3 some body or file could not be read or parsed, the
# others were checked; 4 the report could not be written (no report); any
# other status (141, a signal) is a failure too. Never put `| head` or
# `| grep -m1` after this script or the command without `set -o pipefail`:
# a reader that stops early cuts the run short, and only the status says so.
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
id_field=${PREFLIGHT_ID_FIELD-requestId}
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
if [[ -n $id_field ]]; then args+=(--id-field "$id_field"); fi
if [[ ${PREFLIGHT_ALL:-0} != 1 ]]; then args+=(--only-invalid); fi
if [[ $ndjson -eq 1 ]]; then args+=(--ndjson); fi
if [[ -f $context ]]; then args+=(--context "$context" --strict --fail-on unchecked); fi
if [[ -n ${PREFLIGHT_JOBS:-} ]]; then args+=(--jobs "$PREFLIGHT_JOBS"); fi

mkdir -p "$reports"
report="$reports/preflight.xml"
status=0
# The report goes to a file, never through a pipe: nothing can stop reading it early.
"${command[@]}" "${args[@]}" -- "${inputs[@]}" >"$report" || status=$?

case $status in
  0) verdict="every body checked and valid: the batch can be sent" ;;
  1) verdict="some bodies are invalid: do not send the batch; fix the failing test cases of $report (named by file:line and id)" ;;
  2) verdict="usage or configuration error, nothing checked: fix the command line or the context file (see above)" ;;
  3) verdict="some bodies could not be read or parsed: do not send the batch; fix or remove the error test cases of $report (the others were checked)" ;;
  4) verdict="the report could not be written (a full disk?): nothing to trust, run again" ;;
  *) verdict="the check did not finish (status $status): nothing to trust, run again" ;;
esac
# No report, or a partial one, is removed: a CI server must not read it as a pass.
if [[ $status -ne 0 && $status -ne 1 && $status -ne 3 ]]; then rm -f "$report"; fi

echo "preflight: ${#inputs[@]} file(s), ${operation}: exit status $status"
echo "preflight: $verdict"
exit "$status"
