#!/usr/bin/env bash
# Precision review: runs datemath-lint (release build) over a tree and writes
# a Markdown review file with one entry per finding (number, rule, severity,
# path:line, message, the code around the line with the line marked, and a
# verdict slot, TP | FP | ?, with a note), then a table per rule with blanks
# to fill in. Prints the lines, files, findings, time and lines per second.
# Fill in the verdicts, then Lint/Scripts/evaluate-summary.py REVIEW.md
# prints the precision per rule and overall (docs/lint.md, "Measuring
# precision").
#
#   Lint/Scripts/evaluate.sh DIR [OUT] [-- LINT-OPTIONS...]
#
# The linter runs in DIR on `.`, so paths are relative to DIR and DIR's own
# .datemath-lint.yml applies (pass --no-config after -- to ignore it). OUT
# defaults to datemath-lint-review-<name of DIR>.md in the current directory.
set -euo pipefail

usage() { echo "usage: $0 DIR [OUT] [-- LINT-OPTIONS...]" >&2; exit 64; }
[ $# -ge 1 ] && [ "$1" != "--" ] || usage
dir=$(cd "$1" && pwd) || usage
shift
out="datemath-lint-review-$(basename "$dir").md"
if [ $# -ge 1 ] && [ "$1" != "--" ]; then out=$1; shift; fi
if [ $# -ge 1 ]; then [ "$1" = "--" ] || usage; shift; fi
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

lint_package="$(cd "$(dirname "$0")/.." && pwd)"
swift build -c release --package-path "$lint_package" --product datemath-lint >/dev/null
binary="$(swift build -c release --package-path "$lint_package" --show-bin-path)/datemath-lint"

json=$(mktemp "${TMPDIR:-/tmp}/datemath-lint-evaluate.XXXXXX")
trap 'rm -f "$json"' EXIT
start=$(date +%s.%N)
status=0
(cd "$dir" && "$binary" --format json --fail-on never "$@" .) > "$json" || status=$?
end=$(date +%s.%N)
[ "$status" = 0 ] || { echo "evaluate: datemath-lint failed with exit status $status" >&2; exit "$status"; }

python3 - "$json" "$dir" "$out" "$start" "$end" "$*" <<'PY'
import json, os, sys, datetime
report_path, root, out, start, end, options = sys.argv[1:7]
report = json.load(open(report_path))
elapsed = float(end) - float(start)
findings = report["findings"]
lines, files = report["lines"], report["files"]
rate = lines / elapsed if elapsed > 0 else float("inf")

def context(path, line, radius=3):
    """The lines around `line` (1-based), the line itself marked with >."""
    try:
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            text = f.read().split("\n")
    except OSError:
        return ["(cannot read the file)"]
    first, last = max(1, line - radius), min(len(text), line + radius)
    width = len(str(last))
    return [f"{'>' if n == line else ' '} {n:>{width}} | {text[n - 1]}" for n in range(first, last + 1)]

out_lines = [
    f"# datemath-lint precision review: {os.path.basename(root)}",
    "",
    f"- tree: `{root}`",
    f"- tool: datemath-lint {report['version']}" + (f", options `{options}`" if options else ""),
    f"- run: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
    f"{lines} lines in {files} files, {len(findings)} findings, {elapsed:.2f} s ({rate:,.0f} lines/s)",
    "",
    "For each finding set `verdict:` to TP (a real mistake, or code the fix would",
    "improve), FP (the rule is wrong here) or ? (cannot tell), and say why in",
    "`note:`. Then `Lint/Scripts/evaluate-summary.py` on this file prints the",
    "precision per rule; the table at the end is for the figures by hand.",
    "",
]
for number, finding in enumerate(findings, 1):
    severity = finding["severity"] + (" (test code)" if finding.get("testCode") else "")
    out_lines += [
        f"## {number}. {finding['ruleID']}",
        "",
        f"- rule: `{finding['ruleID']}`",
        f"- severity: {severity}",
        f"- at: `{finding['path']}:{finding['line']}`",
        f"- message: {finding['message']}",
        "",
        "````swift",
        *context(finding["path"], finding["line"]),
        "````",
        "",
        "verdict: TP | FP | ?",
        "note:",
        "",
    ]
counts = {}
for finding in findings:
    counts[finding["ruleID"]] = counts.get(finding["ruleID"], 0) + 1
out_lines += [
    "## Summary",
    "",
    "| rule | findings | TP | FP | ? | precision |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    *[f"| `{rule}` | {count} |  |  |  |  |" for rule, count in sorted(counts.items())],
    f"| all | {len(findings)} |  |  |  |  |",
    "",
]
with open(out, "w") as f:
    f.write("\n".join(out_lines))
print(f"evaluate: {lines} lines in {files} files, {len(findings)} findings, "
      f"{elapsed:.2f} s ({rate:,.0f} lines/s)")
print(f"evaluate: review file {out}")
PY
