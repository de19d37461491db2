#!/usr/bin/env python3
"""Cross-checks the recur corpus's wall-clock sequences with libical.

For every case of Fixtures/tzcases/recur/*.tzcases and of the curated
rfc5545-examples.tzcases, the wall-clock occurrences dateutil gave recur.py
(before the zone: gaps, overlaps, skipped days, sorting) are compared with
libical's icalrecur_iterator over the same rule and a floating DTSTART
(libical_recur.c, built here with gcc against libical-dev).  A rule whose
UNTIL is in UTC is given to both without its UNTIL (recur.py applies it to
instants).  libical must give the same occurrences, and end where
dateutil's sequence ends.

The expectations never come from libical: disagreements are counted by
category, with examples, into the libical block of RECUR-REPORT.md (between
the LIBICAL markers) and printed; the RFC text that decides each category is
written by hand next to that block.

    PYTHONTZPATH= .venv/bin/python recur_libical_check.py
"""

import collections
import glob
import os
import re
import subprocess
import sys

import recur as R
import tzoracle as T

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.dirname(HERE)
BUILD = os.path.join(HERE, "build")
BINARY = os.path.join(BUILD, "libical_recur")
BEGIN, END = "<!-- LIBICAL BEGIN (recur_libical_check.py) -->", "<!-- LIBICAL END -->"


def build():
    os.makedirs(BUILD, exist_ok=True)
    if os.path.exists(BINARY) and os.path.getmtime(BINARY) > os.path.getmtime(os.path.join(HERE, "libical_recur.c")):
        return subprocess.run(["pkg-config", "--modversion", "libical"], check=True,
                              stdout=subprocess.PIPE, text=True).stdout.strip()
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libical"], check=True,
                           stdout=subprocess.PIPE, text=True).stdout.split()
    subprocess.run(["gcc", "-O2", "-Wall", os.path.join(HERE, "libical_recur.c"), "-o", BINARY] + flags, check=True)
    version = subprocess.run(["pkg-config", "--modversion", "libical"], check=True,
                             stdout=subprocess.PIPE, text=True).stdout.strip()
    return version


def cases():
    files = sorted(glob.glob(os.path.join(FIXTURES, "tzcases", "recur", "*.tzcases")))
    files.append(os.path.join(FIXTURES, "tzcases", "curated", "rfc5545-examples.tzcases"))
    for path in files:
        with open(path) as f:
            for k, line in enumerate(f, 1):
                s = line.split("  # ", 1)[0].strip()
                if not s or s.startswith("#"):
                    continue
                op, zone, local, rule, n = s.split("=>")[0].split()
                yield "%s:%d" % (os.path.relpath(path, FIXTURES), k), zone, local, rule, int(n)


def category(rule, start, ours, theirs, their_end, error):
    """The behaviour a disagreement shows, checked in this order."""
    p = R.parse_rule(rule)
    freq = p["FREQ"]
    parts = set(p) - {"FREQ", "COUNT", "UNTIL"}
    times = parts & {"BYHOUR", "BYMINUTE", "BYSECOND"}
    if error:
        if freq == "YEARLY" and "BYMONTH" in p and ("BYYEARDAY" in p or "BYWEEKNO" in p):
            return "libical refuses YEARLY with BYMONTH and BYYEARDAY or BYWEEKNO (MALFORMEDDATA)"
        if freq == "YEARLY" and "BYMONTHDAY" in p and "BYMONTH" not in p:
            return "libical refuses YEARLY with BYMONTHDAY and no BYMONTH (MALFORMEDDATA)"
        return "libical refuses the rule: %s (%s)" % (error.split(":")[0:2][-1].strip(), ",".join(sorted(parts)))
    if "UNTIL" in p and "T" not in p["UNTIL"] and len(ours) == len(theirs) + 1 and ours[-1][11:] == "00:00:00":
        return "date UNTIL: dateutil keeps 00:00:00 of that date, libical does not"
    if len(theirs) > 1 and theirs[0] == theirs[1]:
        return "libical yields DTSTART twice (%s with a BYxxx limit)" % freq
    if "BYSETPOS" in p and freq not in ("MONTHLY", "YEARLY"):
        return "BYSETPOS with FREQ=%s (libical applies BYSETPOS to MONTHLY and YEARLY only)" % freq
    if theirs and theirs[0] == start and (not ours or ours[0] != start):
        return "libical yields a DTSTART that does not match the rule (FREQ=%s)" % freq
    if "BYSETPOS" in p and times:
        return "BYSETPOS with MONTHLY/YEARLY and BYHOUR/BYMINUTE/BYSECOND (libical: positions among days, then every time)"
    if "BYSETPOS" in p:
        return "BYSETPOS with MONTHLY/YEARLY, other"
    if "BYWEEKNO" in p:
        return "YEARLY with BYWEEKNO%s" % (" and WKST=%s" % p["WKST"] if p.get("WKST", "MO") != "MO" else " (WKST=MO)")
    if freq == "YEARLY" and "BYMONTHDAY" in p and "BYMONTH" not in p:
        return "YEARLY with BYMONTHDAY and no BYMONTH (libical: DTSTART's month only; dateutil: every month)"
    if freq == "WEEKLY" and p.get("INTERVAL", "1") != "1":
        return "WEEKLY with INTERVAL > 1: which week is the first (libical skips DTSTART's week)"
    if any(v.startswith("-") for k in ("BYMONTHDAY", "BYYEARDAY") if k in p for v in p[k].split(",")):
        return "negative BYMONTHDAY or BYYEARDAY as a limit (FREQ=%s)" % freq
    if "BYYEARDAY" in p and freq != "YEARLY":
        return "BYYEARDAY with FREQ=%s (libical: no occurrence)" % freq
    if freq in ("SECONDLY", "MINUTELY", "HOURLY") and times:
        return "%s with BYHOUR/BYMINUTE/BYSECOND: libical leaves the INTERVAL grid from DTSTART" % freq
    return "other (FREQ=%s; %s)" % (freq, ",".join(sorted(parts)))


def main():
    version = build()
    todo = []
    for where, zone, local, rule, n in cases():
        e = R.evaluate(zone, T.parse_local(local), rule, n)
        ours = [T.fmt_local(w) for w in e.wall]
        k = len(ours) + (1 if e.exhausted else 0)
        todo.append((where, zone, local, rule, e, ours, k))
    inp = "".join("%s %s %d\n" % (local.replace("-", "").replace(":", ""), e.dateutil_rule, max(k, 1))
                  for where, zone, local, rule, e, ours, k in todo)
    cache_in, cache_out = os.path.join(BUILD, "recur-libical.in"), os.path.join(BUILD, "recur-libical.out")
    if os.path.exists(cache_out) and os.path.exists(cache_in) and open(cache_in).read() == inp \
            and os.path.getmtime(cache_out) > os.path.getmtime(BINARY) - 1:
        out = open(cache_out).read().split("\n")  # same input, same libical build: reuse (libical takes minutes)
    else:
        out_text = subprocess.run([BINARY], input=inp, check=True, stdout=subprocess.PIPE, text=True).stdout
        with open(cache_in, "w") as f:
            f.write(inp)
        with open(cache_out, "w") as f:
            f.write(out_text)
        out = out_text.split("\n")
    agree, cats, examples = 0, collections.Counter(), collections.defaultdict(list)
    agree_by_freq, total_by_freq = collections.Counter(), collections.Counter()
    for (where, zone, local, rule, e, ours, k), line in zip(todo, out):
        freq = R.parse_rule(rule)["FREQ"]
        total_by_freq[freq] += 1
        error = line[7:] if line.startswith("error: ") else None
        toks = [] if error else line.split()
        their_end = "end" in toks
        theirs = [t for t in toks if t != "end"]
        if e.exhausted:  # dateutil's sequence ended: libical must end at the same place
            same = not error and theirs == ours and their_end
        else:  # dateutil's sequence goes on (cut by N or by the UTC UNTIL): compare its prefix
            same = not error and theirs[:len(ours)] == ours and len(theirs) >= len(ours)
        if same:
            agree += 1
            agree_by_freq[freq] += 1
            continue
        c = category(rule, local, ours, theirs, their_end, error)
        cats[c] += 1
        if len(examples[c]) < 3:
            i = next((j for j in range(min(len(ours), len(theirs))) if ours[j] != theirs[j]), min(len(ours), len(theirs)))
            examples[c].append("%s: DTSTART %s %s: dateutil %s | libical %s" % (
                where, local, e.dateutil_rule, " ".join(ours[max(0, i - 1):i + 3]) + (" end" if e.exhausted and len(ours) <= i + 3 else ""),
                error or (" ".join(theirs[max(0, i - 1):i + 3]) + (" end" if their_end and len(theirs) <= i + 3 else ""))))
    total = len(todo)
    L = [BEGIN, "", "libical %s (Debian libical-dev), `icalrecur_iterator` over a floating DTSTART: "
         "**%d of %d** wall-clock sequences agree with dateutil's (%d disagree)." % (version, agree, total, total - agree), "",
         "| FREQ | cases | agree |", "|---|---:|---:|"]
    for f in R.FREQS:
        L.append("| %s | %d | %d |" % (f, total_by_freq[f], agree_by_freq[f]))
    L += ["", "| disagreement category | cases |", "|---|---:|"]
    for c, v in cats.most_common():
        L.append("| %s | %d |" % (c, v))
    L.append("")
    for c, v in cats.most_common():
        L.append("- %s, e.g.:" % c)
        L.append("")
        for ex in examples[c]:
            L.append("      " + ex)
        L.append("")
    L.append(END)
    block = "\n".join(L)
    print(block)
    with open(R.REPORT) as f:
        text = f.read()
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    with open(R.REPORT, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
