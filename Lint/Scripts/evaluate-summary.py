#!/usr/bin/env python3
"""Precision from a filled-in review file of Lint/Scripts/evaluate.sh.

    Lint/Scripts/evaluate-summary.py REVIEW.md

Reads every entry (`## N. rule-id` ... `verdict: TP|FP|?`) and prints, per
rule and overall, the findings, the true and false positives, those not
decided (`?`, or the slot left as `TP | FP | ?`) and the precision,
TP / (TP + FP) over the decided ones. A verdict other than TP, FP or ? is
an error (exit 1) naming the entry, so a typo does not vanish from the
figures. Python 3 standard library only.
"""
import re
import sys

ENTRY = re.compile(r"^## (\d+)\. (\S+)\s*$")
VERDICT = re.compile(r"^verdict:\s*(.*?)\s*$", re.IGNORECASE)


def read(path):
    """[(number, rule, verdict)] with verdict TP, FP or ?."""
    entries, errors = [], []
    current = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            match = ENTRY.match(line)
            if match:
                current = [int(match.group(1)), match.group(2), None, number]
                entries.append(current)
                continue
            if line.startswith("## "):
                current = None  # the summary table and any other section
                continue
            match = VERDICT.match(line)
            if match and current is not None:
                word = match.group(1).upper().replace(" ", "")
                if word in ("TP", "FP"):
                    current[2] = word
                elif word in ("?", "", "TP|FP|?"):
                    current[2] = "?"
                else:
                    current[2] = "?"
                    errors.append(f"{path}:{number}: entry {current[0]}: verdict '{match.group(1)}' "
                                  "is not TP, FP or ?")
    for entry in entries:
        if entry[2] is None:
            errors.append(f"{path}:{entry[3]}: entry {entry[0]} has no verdict line")
            entry[2] = "?"
    return [(n, rule, verdict) for n, rule, verdict, _ in entries], errors


def precision(tp, fp):
    return f"{100 * tp / (tp + fp):.0f}%" if tp + fp else "-"


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    try:
        entries, errors = read(argv[1])
    except OSError as error:
        print(f"evaluate-summary: {error}", file=sys.stderr)
        return 64
    for error in errors:
        print(f"evaluate-summary: {error}", file=sys.stderr)
    rules = {}
    for _, rule, verdict in entries:
        rules.setdefault(rule, {"TP": 0, "FP": 0, "?": 0})[verdict] += 1
    rows = [(rule, c) for rule, c in sorted(rules.items())]
    total = {key: sum(c[key] for c in rules.values()) for key in ("TP", "FP", "?")}
    width = max([len(rule) for rule in rules] + [len("rule")])
    print(f"{'rule':<{width}}  findings    TP    FP     ?  precision")
    for rule, c in rows + [("all", total)]:
        count = c["TP"] + c["FP"] + c["?"]
        print(f"{rule:<{width}}  {count:>8}  {c['TP']:>4}  {c['FP']:>4}  {c['?']:>4}  {precision(c['TP'], c['FP']):>9}")
    if total["?"]:
        print(f"({total['?']} undecided, left out of the precision)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
