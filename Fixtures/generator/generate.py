#!/usr/bin/env python3
"""Generates Fixtures/tzcases/generated/*.tzcases and verifies
Fixtures/tzcases/curated/*.tzcases.

Primary oracle: Python zoneinfo over the PyPI `tzdata` package (see
tzoracle.py).  Second oracle: java.time (CrossCheck.java, run by --java, the
JDK regenerate.sh picked: the one with the newest tz release), run on every
case.  java.time brings its own tz data, which may be an older IANA release
than the pinned one; that release, installed apart (--java-tzdata), is
compared with the pinned one (diff_releases.py, up to JAVA_DIFF_TO_YEAR).  A
case on which java.time disagrees is kept when the releases' UTC offsets for
its zone differ near the case (see release_explains), or its zone is newer
than java.time's data, and is listed in REPORT.md as not cross-checked; any
other generated case on which the two oracles disagree is left out and listed
in REPORT.md.  A curated case that zoneinfo contradicts, or that java.time
contradicts where the releases do not explain it, makes this script fail.

Cases are built around the pinned release's transitions, and also (with
--foundation-tzdata, the release of the Swift toolchain's Foundation) around
every transition of that release from REMOVED_FROM to REMOVED_TO that the
pinned release does not have at the same instant with the same offsets
(removed_transition): the cases that catch stale tz data.  Every expectation
is the pinned release's.

Only Fixtures/tzcases/generated/ (OUT) is rewritten; curated/ and older/ are
never written to.  Run it through regenerate.sh (which sets up the virtualenv
and installs the releases compared).

The same run then writes the cases of the tzcases v2 operation `difference`
to Fixtures/tzcases/difference/ (difference.py: Temporal's until() by temporal_until.py,
cross-checked by java.time where the two definitions agree) and reports on
them in REPORT.md; they join the corpus once DateMath implements the
operation.
"""

import argparse
import collections
import os
import random
import shutil
import subprocess
import sys
import zoneinfo

import tzdata

import diff_releases as D
import difference
import tzoracle as T
from tzoracle import DAY, fmt_date, fmt_instant, fmt_local, fmt_offset

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.dirname(HERE)
OUT = os.path.join(FIXTURES, "tzcases", "generated")
CURATED = os.path.join(FIXTURES, "tzcases", "curated")
BUILD = os.path.join(HERE, "build")
TZDATA_VERSION = tzdata.IANA_VERSION
HEADER = "# tzcases 1\n# tzdata %s\n" % TZDATA_VERSION

SWEEP_FROM, SWEEP_TO = 1900, 2037  # transitions swept (UTC year of the instant)
REMOVED_FROM, REMOVED_TO = 2020, 2037  # Foundation's transitions missing from the pinned release
JAVA_DIFF_TO_YEAR = 2300  # java.time's release is compared with the pinned one up to here
FULL_GRID_FROM = 1970  # from here every edge point is resolved with all four policies
POLICIES = ("compatible", "earlier", "later", "reject")


from tzoracle import file_name, utc, year_of  # noqa: E402 (shared with the other generators)


class Cases:
    """Sections of case lines, each keyed by an instant for sorting.  A case
    that occurs twice is written once, in the first section in time order
    that has it, except that a secondary section never takes a case from a
    primary one."""

    def __init__(self, zone):
        self.zone = zone
        self.z = T.zone(zone)
        self.sections = []  # (key, seq, comment, [case lines], secondary)
        self.cur = None

    def section(self, key, comment, secondary=False):
        self.cur = []
        self.sections.append((key, len(self.sections), comment, self.cur, secondary))

    def add(self, *tokens):
        tokens = [str(t) for t in tokens]
        result = T.evaluate(tokens)
        self.cur.append(" ".join(tokens) + " => " + " ".join(result))

    # helpers writing inputs
    def inst(self, u, style="zone"):
        """An INSTANT input: with the zone's own offset, or Z, or +00:00."""
        if style == "Z":
            return fmt_local(u) + "Z"
        return fmt_instant(u, self.z.offset_at(u))

    def lines(self):
        primary = {c for *_, cases, secondary in self.sections if not secondary for c in cases}
        seen = set()
        out = []
        for key, seq, comment, cases, secondary in sorted(self.sections, key=lambda s: (s[0], s[1])):
            body = [c for c in cases if c not in seen and not (secondary and c in primary)]
            seen.update(body)
            if not body:
                continue
            out.append("")
            out.append("# " + comment)
            out.extend(body)
        return out


def sweep_transition(c, i, full):
    """Cases around the i-th transition of zone c.z; full=False gives the
    reduced set used for links (aliases)."""
    z = c.z
    t = z.trans[i]
    o1, o2 = z.offset_before(i), z.offs[i]
    delta = o2 - o1
    kind = "gap" if delta > 0 else "overlap"
    rng = random.Random("%s:%d" % (c.zone, t))
    c.section(t, "%s %s -> %s (%s of %ds)" % (
        fmt_instant(t, o2), fmt_offset(o1), fmt_offset(o2), kind, abs(delta)))
    a, b = t + min(o1, o2), t + max(o1, o2)  # the wall-clock range [a, b) skipped or repeated
    mid = a + (b - a) // 2
    if b - a >= 120:
        mid -= mid % 60
    if not full:
        c.add("offset", c.zone, c.inst(t - 1 + rng.choice((0, 1)), rng.choice(("zone", "Z"))))
        c.add("resolve", c.zone, fmt_local(mid), rng.choice(POLICIES))
        return
    c.add("offset", c.zone, c.inst(t - 1, rng.choice(("zone", "zone", "Z"))))
    c.add("offset", c.zone, c.inst(t, rng.choice(("zone", "zone", "Z"))))
    c.add("nextTransition", c.zone, c.inst(t - rng.choice((1, 60, 3600, DAY, 40 * DAY))))
    d1, d2 = sorted(((t + o1 - 1) // DAY, (t + o2) // DAY))
    for d in range(d1, min(d2, d1 + 3) + 1):  # includes a skipped day, if any
        c.add("startOfDay", c.zone, fmt_date(d))
        c.add("dayLength", c.zone, fmt_date(d))
    for p in POLICIES:
        c.add("resolve", c.zone, fmt_local(mid), p)
    # edges: all four policies at the first and last second inside and one
    # policy just outside on both sides for the unusual transitions (not one
    # hour, or touching midnight) and a seeded third of the others since
    # 1970; otherwise one seeded policy per edge and one side outside.
    unusual = abs(delta) != 3600 or a // DAY != (b - 1) // DAY or a % DAY == 0 or b % DAY == 0
    full_grid = year_of(t) >= FULL_GRID_FROM and (unusual or rng.random() < 0.1) or abs(delta) >= 4 * 3600
    for pt in (a, b - 1):
        for p in (POLICIES if full_grid else (rng.choice(POLICIES),)):
            c.add("resolve", c.zone, fmt_local(pt), p)
    outside = (a - 1, b) if full_grid else (rng.choice((a - 1, b)),)
    for pt in outside:
        c.add("resolve", c.zone, fmt_local(pt), rng.choice(POLICIES))
    # arithmetic landing in the gap or overlap, and crossing it
    if rng.random() < 0.5:
        c.add("addDays", c.zone, c.inst(z.resolve(mid - DAY, "compatible")), 1)
    else:
        c.add("addDays", c.zone, c.inst(z.resolve(mid + DAY, "compatible")), -1)
    r = rng.random()
    if r < 0.4:
        c.add("addDays", c.zone, c.inst(t - rng.choice((1800, 3600, 7200, 5 * 3600))), rng.choice((1, 2, 7)))
    elif r < 0.8:
        dom = T.civil_from_days(mid // DAY)[2]
        k = next(k for k in range(1, 13) if T.civil_from_days(T.add_months_local(mid, -k) // DAY)[2] == dom)
        c.add("addMonths", c.zone, c.inst(z.resolve(T.add_months_local(mid, -k), "compatible")), k)
    else:
        c.add("addDays", c.zone, c.inst(t + rng.choice((1800, 3600, 7200, 5 * 3600))), -rng.choice((1, 2, 7)))
    if rng.random() < 0.05:
        start = z.resolve(T.add_months_local(mid, -12), "compatible")
        c.add("addYears", c.zone, c.inst(start), 1)
    if rng.random() < 0.05:
        u1 = t - rng.randrange(1, 3 * DAY)
        u2 = t + rng.randrange(0, 3 * DAY)
        c.add("daysBetween", c.zone, c.inst(u1), c.inst(u2))


def removed_prefix(old):
    """How the section comment of a removed_transition() starts."""
    return "%s transition not in %s:" % (old.version, TZDATA_VERSION)


def removed_transition(c, old_zone, i):
    """Cases around the i-th transition of old_zone (the same zone in an
    older release, e.g. Foundation's), which the pinned zone c.z does not
    have: offset one second before and at it, nextTransition from one second
    before, startOfDay and dayLength of the local dates it touches (under
    the old offsets), resolve of the old gap/overlap's middle wall-clock
    time (compatible, reject), and addDays 1 from the day before at that
    wall time.  Expectations are the pinned release's, as everywhere.  The
    section is secondary: a case the pinned release's own sections already
    have stays there."""
    z = c.z
    t = old_zone.trans[i]
    o1, o2 = old_zone.offset_before(i), old_zone.offs[i]
    delta = o2 - o1
    rng = random.Random("removed:%s:%d" % (c.zone, t))
    near = [k for k, u in enumerate(z.trans) if t - DAY <= u <= t + DAY]
    if near:
        now = "; ".join("%s %s -> %s" % (fmt_instant(z.trans[k], z.offs[k]), fmt_offset(z.offset_before(k)),
                                         fmt_offset(z.offs[k])) for k in near)
    else:
        now = "%s throughout" % fmt_offset(z.offset_at(t))
    c.section(t, "%s %s %s -> %s (%s of %ds); %s: %s" % (
        removed_prefix(old_zone.release), fmt_instant(t, o2), fmt_offset(o1), fmt_offset(o2),
        "gap" if delta > 0 else "overlap", abs(delta), TZDATA_VERSION, now), secondary=True)
    a, b = t + min(o1, o2), t + max(o1, o2)  # the old wall-clock range skipped or repeated
    mid = a + (b - a) // 2
    if b - a >= 120:
        mid -= mid % 60
    c.add("offset", c.zone, c.inst(t - 1, rng.choice(("zone", "Z"))))
    c.add("offset", c.zone, c.inst(t, rng.choice(("zone", "Z"))))
    c.add("nextTransition", c.zone, c.inst(t - 1))
    d1, d2 = sorted(((t + o1 - 1) // DAY, (t + o2) // DAY))
    for d in range(d1, min(d2, d1 + 3) + 1):
        c.add("startOfDay", c.zone, fmt_date(d))
        c.add("dayLength", c.zone, fmt_date(d))
    for p in ("compatible", "reject"):
        c.add("resolve", c.zone, fmt_local(mid), p)
    c.add("addDays", c.zone, c.inst(z.resolve(mid - DAY, "compatible")), 1)


def removed_transitions(c, old):
    """removed_transition() at each transition of zone c.zone in release
    `old` (a tzoracle.Release) from REMOVED_FROM to REMOVED_TO (UTC year of
    the instant) that the pinned release does not have: none at that
    instant, or one with other offsets.  Returns how many."""
    if c.zone not in old.names():
        return 0
    a, z = old.zone(c.zone), c.z
    pinned = {(t, z.offset_before(k), z.offs[k]) for k, t in enumerate(z.trans)}
    lo, hi = utc(REMOVED_FROM), utc(REMOVED_TO + 1)
    n = 0
    for i, t in enumerate(a.trans):
        if lo <= t < hi and (t, a.offset_before(i), a.offs[i]) not in pinned:
            removed_transition(c, a, i)
            n += 1
    return n


def extras(c, full):
    """Per-zone cases outside the sweep: LMT, far past and future, no-DST
    zones, random cases (seeded by the zone name)."""
    z = c.z
    rng = random.Random("extras:" + c.zone)
    # far past
    u = utc(1850, 6, 15, 12)
    c.section(u, "far past (1850); LMT or first offset %s" % fmt_offset(z.off0))
    c.add("offset", c.zone, c.inst(u, "Z"))
    c.add("nextTransition", c.zone, c.inst(utc(1850, 1, 1), "Z"))
    c.add("startOfDay", c.zone, "1850-01-01")
    c.add("dayLength", c.zone, "1850-06-15")
    c.add("resolve", c.zone, "1850-03-01T12:00:00", rng.choice(POLICIES))
    c.add("addDays", c.zone, c.inst(u), 365)
    # LMT end (first transition), whenever it happened
    if z.trans:
        t0 = z.trans[0]
        c.section(t0 - 2 * DAY, "before the first transition: offset %s" % fmt_offset(z.off0))
        c.add("offset", c.zone, c.inst(t0 - 2 * DAY))
        c.add("resolve", c.zone, fmt_local(t0 - 2 * DAY + z.off0), "reject")
        c.add("startOfDay", c.zone, fmt_date((t0 - 2 * DAY + z.off0) // DAY))
    # zones without transitions in the sweep: a few plain cases
    lo, hi = utc(SWEEP_FROM), utc(SWEEP_TO + 1)
    if not any(lo <= t < hi for t in z.trans):
        for (y, m, d) in ((1970, 1, 1), (2000, 1, 1), (2024, 2, 29), (2025, 6, 30)):
            u = utc(y, m, d, 12)
            c.section(u, "no transition %d..%d: fixed offset" % (SWEEP_FROM, SWEEP_TO))
            c.add("offset", c.zone, c.inst(u, "Z"))
            c.add("startOfDay", c.zone, fmt_date(u // DAY))
            c.add("dayLength", c.zone, fmt_date(u // DAY))
            c.add("resolve", c.zone, fmt_local(u), "reject")
            c.add("nextTransition", c.zone, c.inst(u))
    # far future
    for y in (2100, 2200):
        u = utc(y, 1, 15, 12)
        c.section(u, "far future (%d)" % y)
        c.add("offset", c.zone, c.inst(u, "Z"))
        c.add("offset", c.zone, c.inst(utc(y, 7, 15, 12), "Z"))
        c.add("nextTransition", c.zone, c.inst(utc(y, 1, 1)))
        c.add("startOfDay", c.zone, "%d-03-01" % y)
        c.add("addYears", c.zone, c.inst(utc(y - 1, 2, 28, 12)), 1)
        c.add("addMonths", c.zone, c.inst(utc(y, 1, 31, 12)), 1)
        if full:
            for t in z.trans:
                if year_of(t) == y:
                    i = z.trans.index(t)
                    o1, o2 = z.offset_before(i), z.offs[i]
                    a, b = t + min(o1, o2), t + max(o1, o2)
                    for p in POLICIES:
                        c.add("resolve", c.zone, fmt_local(a + (b - a) // 2), p)
                    c.add("dayLength", c.zone, fmt_date((t + o2) // DAY))
    # random cases
    n = 24 if full else 6
    c.section(utc(9999), "random cases (seeded)")
    for _ in range(n):
        u = rng.randrange(utc(1890), utc(2110))
        op = rng.choice(("offset", "resolve", "startOfDay", "dayLength", "addDays",
                         "addMonths", "addYears", "daysBetween", "nextTransition"))
        if op == "offset":
            c.add(op, c.zone, c.inst(u, rng.choice(("zone", "Z"))))
        elif op == "resolve":
            c.add(op, c.zone, fmt_local(u), rng.choice(POLICIES))
        elif op in ("startOfDay", "dayLength"):
            c.add(op, c.zone, fmt_date(u // DAY))
        elif op == "addDays":
            c.add(op, c.zone, c.inst(u), rng.randrange(-1000, 1001))
        elif op == "addMonths":
            c.add(op, c.zone, c.inst(u), rng.randrange(-30, 31))
        elif op == "addYears":
            c.add(op, c.zone, c.inst(u), rng.randrange(-5, 6))
        elif op == "daysBetween":
            c.add(op, c.zone, c.inst(u), c.inst(u + rng.randrange(-400 * DAY, 400 * DAY)))
        else:
            c.add(op, c.zone, c.inst(u))


def calendar_cases():
    """isoWeek over every year end 1800..2200 plus leap-year month stepping in UTC."""
    c = Cases("UTC")
    rng = random.Random("calendar")
    for y in range(1800, 2201):
        c.section(utc(y, 12, 25), "ISO week, turn of the year %d/%d" % (y, y + 1))
        for k in range(-3, 11):
            d = T.days_from_civil(y, 12, 25) + k + 3
            c.add("isoWeek", fmt_date(d))
    c.section(utc(9999), "random isoWeek (seeded)")
    for _ in range(2000):
        c.add("isoWeek", fmt_date(rng.randrange(T.days_from_civil(1800, 1, 1), T.days_from_civil(2201, 1, 1))))
    return c


def generate(old=None):
    """Cases for every zone of zones.txt that the oracle knows (with
    removed_transitions() of release `old`, when given) and the isoWeek
    file.  Returns (zones, {file: (head, lines)}, zoneinfo checks, number of
    oracle zones, number of Foundation zones, transitions of `old` not in
    the pinned release)."""
    with open(os.path.join(HERE, "zones.txt")) as f:
        foundation = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    oracle = zoneinfo.available_timezones()
    zones = sorted(set(foundation) & oracle)
    link = T.PRIMARY.links()
    lo, hi = utc(SWEEP_FROM), utc(SWEEP_TO + 1)
    files = {}
    checks = 0
    removed = 0
    for name in zones:
        z = T.zone(name)
        checks += z.check_against_zoneinfo()
        full = name not in link
        c = Cases(name)
        for i, t in enumerate(z.trans):
            if lo <= t < hi:
                sweep_transition(c, i, full)
        if old is not None:
            removed += removed_transitions(c, old)
        extras(c, full)
        head = "# zone %s%s\n" % (name, " (link to %s)" % link[name] if name in link else "")
        files[file_name(name)] = (head, c.lines())
    c = calendar_cases()
    files["_isoWeek.tzcases"] = ("# ISO 8601 week dates\n", c.lines())
    return zones, files, checks, len(oracle), len(foundation), removed


def parse_case(line):
    line = line.split("#", 1)[0].strip() if "#" in line else line.strip()
    if not line:
        return None
    left, right = line.split("=>")
    return left.split(), right.split()


def curated_v2(path):
    """Whether a curated file is headed `# tzcases 2`: its cases are `recur`
    cases (rfc5545-examples.tzcases), which neither tzoracle nor java.time
    computes; recur_rfc_check.py checks them against dateutil."""
    with open(path) as f:
        return f.readline().rstrip("\n") == "# tzcases 2"


def curated_v1_files():
    return [os.path.join(CURATED, fn) for fn in sorted(os.listdir(CURATED))
            if fn.endswith(".tzcases") and not curated_v2(os.path.join(CURATED, fn))]


def verify_curated():
    """Every curated case must match the oracle exactly; returns (count, failures)."""
    n, fails = 0, []
    for path in curated_v1_files():
        fn = os.path.basename(path)
        with open(path) as f:
            lines = f.read().split("\n")
        if lines[0] != "# tzcases 1" or lines[1] != "# tzdata %s" % TZDATA_VERSION:
            fails.append("%s: header must be '# tzcases 1' / '# tzdata %s'" % (fn, TZDATA_VERSION))
        for k, line in enumerate(lines, 1):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if " # " not in line and "\t# " not in line:
                fails.append("%s:%d: curated case without a '# note'" % (fn, k))
            parsed = parse_case(line)
            try:
                got = T.evaluate(parsed[0])
            except Exception as e:  # noqa
                got = ["EXCEPTION: %s" % e]
            n += 1
            if got != parsed[1]:
                fails.append("%s:%d: expected %s, oracle says %s" % (fn, k, " ".join(parsed[1]), " ".join(got)))
    return n, fails


JAVA_SUMMARY = None
JAVA = ["java", os.path.join(HERE, "CrossCheck.java")]  # main() puts --java first


def java_tzdb_version():
    """The IANA release of java.time's own tz data, as CrossCheck.java reports it."""
    proc = subprocess.run(JAVA + ["--tzdb-version"], check=True, stdout=subprocess.PIPE, text=True)
    return proc.stdout.strip()


def java_jdk():
    """The JDK that runs CrossCheck.java: vendor, version and java.home."""
    proc = subprocess.run(JAVA + ["--jdk"], check=True, stdout=subprocess.PIPE, text=True)
    return proc.stdout.strip()


def run_java(dirs):
    """Runs CrossCheck.java; returns ({path: {line: java_result}}, [alias fallbacks used])."""
    out = os.path.join(BUILD, "java-disagreements.tsv")
    aliases = os.path.join(BUILD, "links.tsv")
    with open(aliases, "w") as f:
        for name, target in sorted(T.PRIMARY.links().items()):
            f.write("%s\t%s\n" % (name, target))
    cmd = JAVA + [out, "--links=" + aliases] + dirs
    proc = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True)
    print(proc.stdout, end="")
    global JAVA_SUMMARY
    JAVA_SUMMARY = proc.stdout.splitlines()[0] if proc.stdout else "?"
    with open(out + ".links-used") as f:
        used = [l.rstrip("\n") for l in f if l.strip()]
    bad = collections.defaultdict(dict)
    with open(out) as f:
        for line in f:
            path, lineno, java = line.rstrip("\n").split("\t")
            bad[path][int(lineno)] = java
    return bad, used


NEAR = 2 * DAY  # a release difference this close to a case's instants explains a disagreement


def case_windows(tokens):
    """The windows [lo, hi] of UTC instants near the value tokens of a case:
    an INSTANT u gives [u - NEAR, u + NEAR]; a LOCAL or a DATE, read as UTC,
    gives its span widened by NEAR and one day more on each side (every UTC
    offset is less than a day).  Other tokens (zone, N, policy, offsets,
    errors, text) give none."""
    out = []
    for tok in tokens:
        try:
            u, _ = T.parse_instant(tok)
            out.append((u - NEAR, u + NEAR))
            continue
        except ValueError:
            pass
        try:
            local = T.parse_local(tok)
            out.append((local - NEAR - DAY, local + NEAR + DAY))
            continue
        except ValueError:
            pass
        try:
            d = T.parse_date(tok)
            out.append((d * DAY - NEAR - DAY, (d + 1) * DAY + NEAR + DAY))
        except ValueError:
            pass
    return out


def release_explains(line, java, java_diffs, java_names):
    """Whether java.time's answer `java` to a case `line` (both as written)
    may come from the difference between java.time's tz release and the
    corpus's: the case's zone is not in java.time's release, or its UTC
    offset differs between the two releases (java_diffs, from
    diff_releases.release_differences) within NEAR of an instant, local time
    or date of the case's inputs, its expected result or java.time's result.
    Returns None (not explained), or the zone."""
    inputs, expected = parse_case(line)
    if inputs[0] == "isoWeek":
        return None
    zone = inputs[1]
    if zone not in java_names:
        return zone
    ivs = java_diffs.get(zone)
    if not ivs:
        return None
    for lo, hi in case_windows(inputs[2:] + expected + java.split()):
        if any(first <= hi and lo <= last for first, last, _ in ivs):
            return zone
    return None


def release_changes_summary(path):
    """The head of a changes file written by diff_releases.py (everything
    before its list of every interval), as lines."""
    with open(path) as f:
        lines = f.read().split("\n")
    end = lines.index("## Every differing interval")
    return lines[:end]


def parse_args():
    """Command line: --java-tzdata DIR (java.time's release, a `tzdata`
    package) and, optionally, --java (the java binary), --java-choice (why
    that one, for REPORT.md), --foundation-tzdata DIR (Foundation's release:
    cases at its transitions the pinned release lacks) and --changes FILE (a
    diff_releases.py output to show in REPORT.md)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--java", default="java", metavar="PATH",
                    help="the java binary that runs CrossCheck.java (default: java on PATH)")
    ap.add_argument("--java-choice", default="", metavar="TEXT",
                    help="how that JDK was chosen, for REPORT.md")
    ap.add_argument("--foundation-tzdata", metavar="DIR",
                    help="the `tzdata` package directory of Foundation's IANA release: cases at its "
                         "transitions %d..%d that the pinned release does not have" % (REMOVED_FROM, REMOVED_TO))
    ap.add_argument("--java-tzdata", required=True, metavar="DIR",
                    help="the `tzdata` package directory of java.time's IANA release "
                         "(pip install --target X tzdata==...; pass X/tzdata)")
    ap.add_argument("--changes", metavar="FILE",
                    help="changes file of diff_releases.py whose summary REPORT.md shows")
    return ap.parse_args()


def main():
    args = parse_args()
    JAVA[0] = args.java
    java_rel = T.Release(args.java_tzdata)
    java_version = java_tzdb_version()
    if java_version != java_rel.version:
        sys.exit("java.time's tz data (%s) is %s but %s holds %s: install the PyPI tzdata of %s there "
                 "(regenerate.sh does)" % (args.java, java_version, args.java_tzdata, java_rel.version, java_version))
    jdk = java_jdk()
    old = T.Release(args.foundation_tzdata) if args.foundation_tzdata else None
    zones, files, checks, n_oracle, n_foundation, n_removed = generate(old)
    n_curated, fails = verify_curated()
    if fails:
        print("CURATED CASES CONTRADICT THE ORACLE (zoneinfo):", file=sys.stderr)
        for f in fails:
            print("  " + f, file=sys.stderr)
        sys.exit(1)
    # stage, cross-check with java.time, then write the cases
    stage = os.path.join(BUILD, "generated")
    shutil.rmtree(stage, ignore_errors=True)  # build/ also holds the installed releases: keep them
    os.makedirs(stage)
    for fn, (head, body) in files.items():
        with open(os.path.join(stage, fn), "w") as f:
            f.write(HEADER + head + "\n".join(body) + "\n")
    bad, links_used = run_java([stage] + curated_v1_files())
    java_diffs, _, _ = D.release_differences(java_rel, T.PRIMARY, hi=utc(JAVA_DIFF_TO_YEAR + 1))
    # A curated case java.time contradicts fails the run, unless java.time's
    # release differs from the pinned one near it (as for generated cases):
    # then it is listed in REPORT.md as not cross-checked.
    curated_kept, curated_fails = [], []
    for p, v in sorted(bad.items()):
        if not os.path.abspath(p).startswith(CURATED):
            continue
        with open(p) as f:
            lines = f.read().split("\n")
        for k, java in sorted(v.items()):
            where = "%s:%d" % (os.path.relpath(p, FIXTURES), k)
            if release_explains(lines[k - 1], java, java_diffs, java_rel.names()) is None:
                curated_fails.append("  %s: java.time says %s" % (where, java))
            else:
                curated_kept.append("%s: `%s`   (java.time: %s)" % (where, lines[k - 1].split(" # ")[0].strip(), java))
    if curated_fails:
        print("CURATED CASES CONTRADICTED BY java.time (not explained by its tz release %s):"
              % java_rel.version, file=sys.stderr)
        print("\n".join(curated_fails), file=sys.stderr)
        sys.exit(1)
    shutil.rmtree(OUT, ignore_errors=True)
    os.makedirs(OUT)
    total = 0
    dropped = collections.Counter()
    dropped_examples = collections.defaultdict(list)
    kept = collections.Counter()  # zone -> cases kept, not cross-checked
    kept_examples = collections.defaultdict(list)
    ops = collections.Counter()
    removed_ops = collections.Counter()  # cases of removed_transition() sections, per operation
    removed_unchecked = 0  # of those, kept but not cross-checked
    removed_head = "# " + removed_prefix(old) if old else None
    empty = []
    for fn in sorted(files):
        path = os.path.join(stage, fn)
        with open(path) as f:
            lines = f.read().split("\n")
        badlines = bad.get(path, {})
        keep = []
        kept_cases = 0
        in_removed = False
        for k, line in enumerate(lines, 1):
            if line.startswith("# "):
                in_removed = removed_head is not None and line.startswith(removed_head)
            if k in badlines:
                zone = release_explains(line, badlines[k], java_diffs, java_rel.names())
                if zone is None:
                    dropped[fn] += 1
                    if len(dropped_examples[fn]) < 3:
                        dropped_examples[fn].append("%s   (java.time: %s)" % (line, badlines[k]))
                    continue
                kept[zone] += 1
                removed_unchecked += in_removed
                if len(kept_examples[zone]) < 3:
                    kept_examples[zone].append("%s   (java.time: %s)" % (line, badlines[k]))
            if line and not line.startswith("#"):
                total += 1
                kept_cases += 1
                ops[line.split()[0]] += 1
                if in_removed:
                    removed_ops[line.split()[0]] += 1
            keep.append(line)
        if kept_cases == 0:
            # A zone none of whose cases can be kept gets no file: an empty
            # file would test nothing.
            empty.append(fn[:-len(".tzcases")].replace("__", "/"))
            continue
        # drop section comments whose cases were all left out
        keep = [l for k, l in enumerate(keep)
                if not (l.startswith("# ") and k >= 3 and (k + 1 == len(keep) or not keep[k + 1]
                        or keep[k + 1].startswith("#")))]
        keep = [l for k, l in enumerate(keep) if l or (k + 1 < len(keep) and keep[k + 1] and k >= 3)]
        with open(os.path.join(OUT, fn), "w") as f:
            f.write("\n".join(keep) + "\n")
    size = sum(os.path.getsize(os.path.join(d, f))
               for d, _, fs in os.walk(os.path.join(FIXTURES, "tzcases")) for f in fs)
    jv, pv = java_rel.version, TZDATA_VERSION
    report = []
    report.append("# tzcases generator report")
    report.append("")
    report.append("- tzdata: %s (PyPI tzdata %s)" % (TZDATA_VERSION, tzdata.__version__))
    report.append("- java.time: %s, tz data %s%s" % (
        jdk, jv, "; %s" % args.java_choice if args.java_choice else ""))
    report.append("- %s (generated and curated, before leaving any out)" % JAVA_SUMMARY)
    report.append("- java.time's tz release %s compared with %s through PyPI tzdata of %s (%s), up to %d: "
                  "%d zone names differ"
                  % (jv, pv, jv, os.path.relpath(args.java_tzdata, HERE), JAVA_DIFF_TO_YEAR, len(java_diffs)))
    report.append("- zones: %d (oracle knows %d, Foundation list zones.txt has %d)" % (
        len(zones), n_oracle, n_foundation))
    report.append("- offset-table checks against zoneinfo: %d" % checks)
    report.append("- generated cases kept: %d in %d files" % (total, len(files) - len(empty)))
    if old:
        report.append("- of those, at the %d transitions of %s (Foundation's release) from %d to %d that %s does not"
                      " have: %d (%s), of which not cross-checked: %d" % (
                          n_removed, old.version, REMOVED_FROM, REMOVED_TO, pv, sum(removed_ops.values()),
                          ", ".join("%s %d" % kv for kv in sorted(removed_ops.items())), removed_unchecked))
    report.append("- of the generated cases kept, not cross-checked because java.time's tz data %s differs from %s there: %d"
                  % (jv, pv, sum(kept.values())))
    report.append("- zones with no file, because none of their cases could be kept: %s"
                  % (", ".join(empty) or "none"))
    report.append("- curated cases verified: %d (zoneinfo agrees with every one, java.time with all but %d"
                  " that its tz data %s explains, listed below)" % (n_curated, len(curated_kept), jv))
    report.append("- size of Fixtures/tzcases (generated, curated, older): %.1f MB" % (size / 1e6))
    report.append("- generated cases left out because java.time disagrees or cannot evaluate"
                  " (not explained by the tz releases): %d" % sum(dropped.values()))
    report.append("- java.time lacks these IANA link names; they were cross-checked through their"
                  " IANA link target (tzdata.zi): %s" % (", ".join(links_used) or "none"))
    report.append("")
    report.append("## Cases per operation (generated)")
    report.append("")
    for op, k in sorted(ops.items()):
        report.append("- %s: %d" % (op, k))
    report.append("")
    report.append("## Kept, not cross-checked: java.time's tz data %s differs from %s here" % (jv, pv))
    report.append("")
    report.append("java.time disagrees with these cases, and each lies within %d days of an instant at"
                  " which its zone's UTC offset differs between %s and %s (or its zone is not in %s):"
                  " they are checked by zoneinfo alone.  Per zone: cases kept, then where %s and %s"
                  " differ." % (NEAR // DAY, jv, pv, jv, jv, pv))
    report.append("")
    if not kept:
        report.append("none")
    for zone, k in sorted(kept.items()):
        where = (D.intervals_summary(java_diffs[zone]) if zone in java_diffs
                 else "the zone is not in %s" % jv)
        report.append("- %s: %d case%s; %s" % (D.zone_label(java_rel, T.PRIMARY, zone), k, "" if k == 1 else "s", where))
        for ex in kept_examples[zone]:
            report.append("    - `%s`" % ex)
    report.append("")
    report.append("## Curated, not cross-checked: java.time's tz data %s differs from %s here" % (jv, pv))
    report.append("")
    report.append("Checked by zoneinfo alone, by the same rule as the generated cases above.")
    report.append("")
    if not curated_kept:
        report.append("none")
    for line in curated_kept:
        report.append("- " + line)
    report.append("")
    report.append("## Oracle disagreements (left out)")
    report.append("")
    if not dropped:
        report.append("none")
    for fn, k in sorted(dropped.items()):
        report.append("- %s: %d" % (fn[:-len(".tzcases")].replace("__", "/"), k))
        for ex in dropped_examples[fn]:
            report.append("    - `%s`" % ex)
    report.append("")
    report.extend(difference.run(JAVA, java_rel, java_diffs))
    if args.changes:
        report.append("## Changes since the release of the Swift toolchain's Foundation (%s)"
                      % os.path.basename(args.changes))
        report.append("")
        report.append("Written by diff_releases.py; every differing interval is listed in that file.")
        report.append("")
        report.append("```")
        report.extend(release_changes_summary(args.changes))
        report.append("```")
        report.append("")
    text = "\n".join(report)
    with open(os.path.join(HERE, "REPORT.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
