#!/usr/bin/env python3
"""Where two IANA tz releases differ in UTC offset.

    diff_releases.py OLD_TZDATA_DIR OUT.txt

compares the release in OLD_TZDATA_DIR (a PyPI `tzdata` package installed
with `pip install --target DIR`; pass DIR/tzdata) with the installed `tzdata`
package, the release of the corpus (tzoracle.PRIMARY), and writes to OUT.txt
every zone name (links included) whose UTC offset differs at some instant of
the compared range, with each interval of differing instants, and the names
present in only one of the two releases.  Both releases are read with
tzoracle's TZif parser; each compared table is checked against zoneinfo
first.  Only UTC offsets count: a change of abbreviation or DST flag alone
is no difference, nor is a transition rewritten at the same instant.

generate.py uses release_differences() to find where java.time's (older)
tz release differs from the corpus's, and intervals_summary() and
zone_label() to show that in REPORT.md.
"""

import os
import sys

import tzoracle as T

# Compared range: every instant from 1800-01-01T00:00:00Z up to, not
# including, 2201-01-01T00:00:00Z.
RANGE_FROM_YEAR, RANGE_TO_YEAR = 1800, 2200
RANGE_LO = T.days_from_civil(RANGE_FROM_YEAR, 1, 1) * T.DAY
RANGE_HI = T.days_from_civil(RANGE_TO_YEAR + 1, 1, 1) * T.DAY


def offset_differences(a, b, lo=RANGE_LO, hi=RANGE_HI):
    """The instants u in [lo, hi) at which zone tables a and b (tzoracle.Zone)
    give different UTC offsets, as a list of maximal intervals
    (first, last, pairs): first and last differing instant (inclusive) and
    the distinct (offset in a, offset in b) pairs seen inside, in order."""
    cuts = sorted({lo} | {t for t in a.trans + b.trans if lo < t < hi})
    out = []
    for k, start in enumerate(cuts):
        end = cuts[k + 1] if k + 1 < len(cuts) else hi  # offsets are constant on [start, end)
        pair = (a.offset_at(start), b.offset_at(start))
        if pair[0] == pair[1]:
            continue
        if out and out[-1][1] == start - 1:
            first, _, pairs = out[-1]
            out[-1] = (first, end - 1, pairs + ([pair] if pair not in pairs else []))
        else:
            out.append((start, end - 1, [pair]))
    return out


def release_differences(old, new, lo=RANGE_LO, hi=RANGE_HI, check=True):
    """Compares two tzoracle.Release objects name by name.  Returns
    (diffs, only_old, only_new): diffs maps each name present in both whose
    offsets differ in [lo, hi) to its offset_differences(); only_old and
    only_new are the sorted names present in one release only.  With check,
    each table read is first checked against zoneinfo (over the same TZif
    file), so the parser is trusted for the old release as for the new."""
    names_old, names_new = old.names(), new.names()
    diffs = {}
    for name in sorted(names_old & names_new):
        a, b = old.zone(name), new.zone(name)
        if check:
            a.check_against_zoneinfo()
            b.check_against_zoneinfo()
        d = offset_differences(a, b, lo, hi)
        if d:
            diffs[name] = d
    return diffs, sorted(names_old - names_new), sorted(names_new - names_old)


def fmt_utc(u):
    """An instant as ISO 8601 UTC: YYYY-MM-DDTHH:MM:SSZ."""
    return T.fmt_local(u) + "Z"


def fmt_length(secs):
    """A length of time, compactly: '1h', '40d 23h', '30m'."""
    d, r = divmod(secs, T.DAY)
    h, r = divmod(r, 3600)
    m, s = divmod(r, 60)
    parts = ["%d%s" % (v, u) for v, u in ((d, "d"), (h, "h"), (m, "m"), (s, "s")) if v]
    return " ".join(parts) or "0s"


def zone_label(old, new, name):
    """The name, with what it is (a link, and to what) where it is a link in
    either release."""
    o, n = old.links().get(name), new.links().get(name)
    if o is None and n is None:
        return name
    if o == n:
        return "%s (link to %s)" % (name, n)
    what = ["link to %s in %s" % (t, r.version) if t else "a zone in %s" % r.version
            for t, r in ((o, old), (n, new))]
    return "%s (%s)" % (name, "; ".join(what))


def fmt_pairs(pairs):
    """Offset pairs as 'OLD -> NEW, OLD -> NEW'."""
    return ", ".join("%s -> %s" % (T.fmt_offset(p), T.fmt_offset(q)) for p, q in pairs)


def intervals_summary(ivs):
    """offset_differences() in short: the number of intervals and their
    lengths, the first and last differing instant, and the offset pairs seen."""
    lengths = sorted(last + 1 - first for first, last, _ in ivs)
    pairs = []
    for _, _, ps in ivs:
        pairs += [p for p in ps if p not in pairs]
    return "%d interval%s (%s), %s .. %s, %s" % (
        len(ivs), "" if len(ivs) == 1 else "s",
        fmt_length(lengths[0]) if lengths[0] == lengths[-1]
        else "%s to %s each" % (fmt_length(lengths[0]), fmt_length(lengths[-1])),
        fmt_utc(ivs[0][0]), fmt_utc(ivs[-1][1]), fmt_pairs(pairs))


def zone_summary(old, new, name, ivs):
    """One line for a zone whose offset differs: its label, then
    intervals_summary()."""
    return "%s: %s" % (zone_label(old, new, name), intervals_summary(ivs))


def summary_lines(old, new, diffs, only_old, only_new, lo=RANGE_LO, hi=RANGE_HI):
    """The head of the changes file: what was compared, the names present in
    one release only, and one line per differing zone (number of intervals,
    their lengths, first and last differing instant, offsets old -> new)."""
    out = [
        "# UTC-offset differences between IANA tz %s and %s" % (old.version, new.version),
        "# (PyPI tzdata packages; written by diff_releases.py, run by regenerate.sh: do not edit)",
        "#",
        "# Compared: every instant from %s through %s (years %d..%d)," % (
            fmt_utc(lo), fmt_utc(hi - 1), RANGE_FROM_YEAR, RANGE_TO_YEAR),
        "# for every zone name of either release, links included.  Only UTC offsets count:",
        "# a new abbreviation or DST flag, or a transition rewritten at the same instant, is",
        "# no difference.  An interval is FIRST .. LAST, its first and last differing",
        "# instant (both inclusive), then the offsets %s -> %s in it.  A FIRST of" % (
            old.version, new.version),
        "# %s or a LAST of %s means the" % (fmt_utc(lo), fmt_utc(hi - 1)),
        "# difference goes on beyond the compared range.",
        "",
        "## Zones present in only one release",
        "",
        "only in %s: %s" % (old.version, " ".join(only_old) or "none"),
        "only in %s: %s" % (new.version, " ".join(only_new) or "none"),
        "",
        "## Zones whose UTC offset differs: %d" % len(diffs),
        "",
    ]
    out += [zone_summary(old, new, name, ivs) for name, ivs in diffs.items()]
    return out


def interval_lines(old, new, diffs):
    """The tail of the changes file: every differing interval, zone by zone."""
    out = ["## Every differing interval", ""]
    for name, ivs in diffs.items():
        out.append(zone_label(old, new, name))
        for first, last, pairs in ivs:
            out.append("  %s .. %s  %s" % (fmt_utc(first), fmt_utc(last), fmt_pairs(pairs)))
    return out


def main(argv):
    """CLI: diff_releases.py OLD_TZDATA_DIR OUT.txt (see the module doc)."""
    if len(argv) != 3:
        sys.exit("usage: diff_releases.py OLD_TZDATA_DIR OUT.txt")
    old, new = T.Release(argv[1]), T.PRIMARY
    diffs, only_old, only_new = release_differences(old, new)
    text = "\n".join(summary_lines(old, new, diffs, only_old, only_new) + [""]
                     + interval_lines(old, new, diffs)) + "\n"
    with open(argv[2], "w") as f:
        f.write(text)
    print("%s: %d zones differ between %s and %s, %d only in %s, %d only in %s" % (
        os.path.basename(argv[2]), len(diffs), old.version, new.version,
        len(only_old), old.version, len(only_new), new.version))


if __name__ == "__main__":
    main(sys.argv)
