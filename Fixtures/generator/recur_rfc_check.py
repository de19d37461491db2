#!/usr/bin/env python3
"""Checks Fixtures/tzcases/curated/rfc5545-examples.tzcases, the RFC 5545
3.8.5.3 examples typed in by hand, against the corpus's oracle (recur.py:
dateutil's wall-clock expansion, then the zone's instants).

Every case must agree with the oracle exactly and its rule must be valid
(recur.validate).  The file holds the corpus's answer everywhere; where that
is not the RFC's own answer, the case is listed in DEVIATIONS with the RFC's
listed instants and the reason, and this script checks that the RFC's answer
indeed differs only there.  Exit status 1 on any disagreement.

    PYTHONTZPATH= .venv/bin/python recur_rfc_check.py
"""

import os
import sys

import recur as R
import tzoracle as T

HERE = os.path.dirname(os.path.abspath(__file__))
FILE = os.path.join(os.path.dirname(HERE), "tzcases", "curated", "rfc5545-examples.tzcases")
INVALID = os.path.join(os.path.dirname(HERE), "tzcases", "curated", "recur-invalid-rules.tzcases")

# rule text -> (the RFC's listed instants, why the file differs)
DEVIATIONS = {
    "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z": (
        "1997-09-02T09:00:00-04:00 1997-09-02T12:00:00-04:00 1997-09-02T15:00:00-04:00".split(),
        "the RFC lists 15:00 EDT (19:00 UTC), after its own UNTIL 17:00 UTC (13:00 EDT); UNTIL bounds "
        "the recurrence inclusively (3.3.10), so the rule as written ends after 12:00 EDT"),
}

# Cases where the RFC's answer needs something besides the RRULE; the file
# holds the RRULE's answer, which happens to be the RFC's.
NOTES = {
    "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13": "the RFC adds an EXDATE for DTSTART (1997-09-02, not a Friday "
    "the 13th); with DTSTART counted only when it matches, the RRULE alone gives the RFC's dates",
}


def dateutil_says(rule):
    """What dateutil does with a rule (for the report)."""
    import datetime
    import itertools
    from dateutil.rrule import rrulestr
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            got = list(itertools.islice(rrulestr(rule, dtstart=datetime.datetime(1997, 9, 2, 9)), 3))
        return "dateutil accepts it: %s" % (", ".join(d.isoformat() for d in got) or "no occurrence")
    except Exception as e:  # noqa
        return "dateutil refuses it (%s: %s)" % (type(e).__name__, e)


def main():
    with open(FILE) as f:
        lines = f.read().split("\n")
    assert lines[0] == "# tzcases 2" and lines[1] == "# tzdata %s" % T.PRIMARY.version, lines[:2]
    fails, n, seen_dev = [], 0, set()
    for k, line in enumerate(lines, 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        if "  # " not in line:
            fails.append("%d: no '# note'" % k)
        body = line.split("  # ", 1)[0]
        left, right = body.split("=>")
        op, zone, local, rule, count = left.split()
        want = right.split()
        assert op == "recur", line
        bad = R.validate(rule)
        if bad:
            fails.append("%d: invalid rule %s: %s" % (k, rule, bad))
        got = R.evaluate(zone, T.parse_local(local), rule, int(count)).tokens
        n += 1
        if got != want:
            fails.append("%d: %s\n    file:   %s\n    oracle: %s" % (k, rule, " ".join(want), " ".join(got)))
        if rule in DEVIATIONS:
            seen_dev.add(rule)
            rfc, why = DEVIATIONS[rule]
            if [t for t in want if t != "end"] == rfc:
                fails.append("%d: listed as a deviation but the file holds the RFC's answer" % k)
            print("deviation %d: %s: %s" % (k, rule, why))
    for rule in set(DEVIATIONS) - seen_dev:
        fails.append("deviation for %s: no such case" % rule)
    with open(INVALID) as f:
        lines = f.read().split("\n")
    assert lines[0] == "# tzcases 2" and lines[1] == "# tzdata %s" % T.PRIMARY.version, lines[:2]
    m = 0
    for k, line in enumerate(lines, 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        body = line.split("  # ", 1)[0]
        left, right = body.split("=>")
        rule = left.split()[3]
        m += 1
        if right.split() != ["error:invalid-rule"] or "  # " not in line:
            fails.append("recur-invalid-rules.tzcases:%d: expected error:invalid-rule with a note" % k)
        why = R.validate(rule)
        if why is None:
            fails.append("recur-invalid-rules.tzcases:%d: %s is valid by recur.validate" % (k, rule))
        else:
            print("invalid %d: %s: %s; %s" % (k, rule, why, dateutil_says(rule)))
    print("recur-invalid-rules.tzcases: %d rules, each refused by recur.validate" % m)
    for rule, why in NOTES.items():
        print("note: %s: %s" % (rule, why))
    if fails:
        print("RFC 5545 EXAMPLES DISAGREE WITH THE ORACLE:", file=sys.stderr)
        print("\n".join(fails), file=sys.stderr)
        return 1
    print("rfc5545-examples.tzcases: %d cases agree with dateutil (%d listed deviations from the RFC's text)"
          % (n, len(DEVIATIONS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
