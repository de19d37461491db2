"""Compares the two oracles and writes the expected files (issue 23).

Reads build/rie/ and build/libical/ (oracle_rie.py, oracle_libical.py),
pairs each file's records (pairing.py), keeps the records both oracles give,
and decides every disagreement from RFC 5545 (the classes below, each with
the section that decides it).  Writes Fixtures/ics/<app>/<name>.expected
(format: README.md) and the counts part of REPORT.md (between the markers).

Two classes overrule records both oracles give: gap-both (a wall-clock start
that does not occur, or occurs twice, read by both with the offset after the
change; the RFC's instant comes from zoneinfo, rfc_time.py), and exrule (a
master with EXRULE, whose instances the third oracle, dateutil's rruleset,
decides: oracle_dateutil.py).  An instance's exact length (DTEND - DTSTART,
3.8.5.3) is always computed with zoneinfo (rfc_time.Length), never taken
from an oracle.

A disagreement no class explains is left out of the expected file and listed
in REPORT.md as undecided.
"""
import os
import re
import subprocess
from collections import Counter, defaultdict
from datetime import datetime, timedelta, timezone

import icalendar

import oracle_dateutil
import rfc_time
from pairing import pair, parse_t
from records import HERE, ROOT, fmt_time, read_manifest, rid_text, sort_key

REPORT = os.path.join(HERE, "REPORT.md")
UTC = timezone.utc

# class -> (which oracle's start, how the end is found, RFC 5545 section, one line)
#   start: "rie", "libical", or "rfc" (computed: gap-both, exrule); end: "rie", "libical", or "exact"
#   (start + the component's length, rfc_time.Length: DTEND - DTSTART read per 3.3.5 with zoneinfo)
#   The section text is put after "RFC 5545 " unless it names its RFC itself.
CLASSES = {
    "overlap-first": ("rie", "exact", "3.3.5, 3.3.10",
                      "a wall-clock time that occurs twice: libical takes the second (standard time) offset"),
    "gap-explicit": ("rie", "rie", "3.3.5",
                     "an explicit DTSTART in the skipped hour: libical reads it with the offset after the gap"),
    "day-after-change": ("rie", "exact", "3.3.10, 3.3.5",
                         "the occurrence a day after a change at the changed hour: libical keeps the old offset"),
    "rdate-tzid": ("rie", "exact", "3.8.5.2, 3.2.19",
                   "RDATE;TZID=...: icalcomponent_foreach_recurrence reads the local time as UTC"),
    "rdate-period": ("rie", "rie", "3.8.5.2",
                     "RDATE;VALUE=PERIOD: icalcomponent_foreach_recurrence skips PERIOD values"),
    "dtend-exact": ("rie", "exact", "3.8.5.3",
                    "DTEND: every instance lasts DTEND - DTSTART exactly; recurring-ical-events adds it on the wall clock"),
    "gap-end": ("rie", "exact", "3.8.5.3, 3.3.5",
                "an instance at a skipped wall time: recurring-ical-events adds the length on the wall clock (end at or before start)"),
    "duration-nominal": ("rie", "rie", "3.8.5.3, 3.3.6",
                         "DURATION in days: nominal for each instance; libical keeps the first instance's seconds"),
    "duration-exact": ("rie", "libical", "3.8.5.3, 3.3.6",
                       "DURATION in hours: exact; recurring-ical-events adds it on the wall clock"),
    "allday-end": ("rie", "rie", "3.6.1, 3.8.2.2",
                   "DATE events: libical's span ends at 23:59:59 of the DTEND date (icaltime_span_new adds 86399 s)"),
    "vtodo-end": ("rie", "rie", "3.8.5.3, 3.8.2.3",
                  "VTODO: each instance is due DUE - DTSTART after its start; libical's span has no length"),
    "thisandfuture": ("rie", "rie", "3.8.4.4, 3.2.13",
                      "RECURRENCE-ID;RANGE=THISANDFUTURE: libical 3.0 does not move the later instances"),
    "exrule": ("rfc", "exact", "RFC 2445 4.8.5.2; RFC 5545 8.3.2",
               "EXRULE (RFC 2445): recurring-ical-events ignores it, libical removes only its first instance; "
               "decided by python-dateutil's rruleset"),
    "gap-both": ("rfc", "exact", "3.3.5, 3.3.10",
                 "a wall-clock start in a skipped interval (zone from the file's VTIMEZONE): both oracles take "
                 "the offset after the gap"),
    "overlap-both": ("rfc", "exact", "3.3.5, 3.3.10",
                     "a wall-clock start that occurs twice (zone from the file's VTIMEZONE): both oracles take "
                     "the second"),
    "exdate-other-time": ("libical", "libical", "3.8.5.1",
                          "EXDATE naming a time the series never has: recurring-ical-events removes the instance an hour away"),
    "x-wr-timezone": ("libical", "libical", "3.3.5 (form #2), 3.8.8.2",
                      "UTC DTSTART under X-WR-TIMEZONE: recurring-ical-events (x-wr-timezone) moves it onto the zone's wall clock"),
    "vtimezone-not-iana": ("libical", "libical", "3.2.19, 3.6.5",
                           "a TZID named like an IANA zone whose VTIMEZONE says otherwise: recurring-ical-events uses IANA's rules"),
}


def load(p):
    with open(p) as f:
        return [tuple(l.rstrip("\n").split("\t")) for l in f if l.strip()]


def ref(cls):
    """The RFC sections of a class, as the decided column and REPORT.md write them."""
    text = CLASSES[cls][2]
    return text if text.startswith("RFC ") else "RFC 5545 " + text


class FileInfo:
    """What the classes need to know about a file's components (read with icalendar, raw)."""

    def __init__(self, path, entry):
        self.zones = rfc_time.Zones(entry.get("vtimezone-checked"))
        self._walls = {}
        with open(os.path.join(ROOT, path), "rb") as f:
            data = f.read()
        self.raw = data.decode("utf-8")
        self.cal = icalendar.Calendar.from_ical(data)
        self.xwr = "X-WR-TIMEZONE" in self.cal
        self.masters, self.overrides = {}, {}
        for c in self.cal.walk():
            if c.name not in ("VEVENT", "VTODO"):
                continue
            uid = str(c.get("UID"))
            if "RECURRENCE-ID" in c:
                self.overrides.setdefault(uid, []).append(c)
            else:
                self.masters[uid] = c

    def raw_duration(self, uid, override):
        """DURATION as written (icalendar writes PT24H back as P1D)."""
        for block in self.raw.split("BEGIN:V")[1:]:
            if f"\nUID:{uid}\n" in block.replace("\r\n ", "").replace("\r", "") and \
                    ("RECURRENCE-ID" in block) == override:
                m = re.search(r"\nDURATION:([^\r\n]+)", block)
                if m:
                    return m.group(1)
        return ""

    def comp(self, row):
        """The component a record comes from: its override (by RECURRENCE-ID) or the master."""
        uid = row[1]
        if row[5] == "override":
            for o in self.overrides.get(uid, []):
                p = o["RECURRENCE-ID"]
                if rid_text(p.params.get("TZID"), p.params.get("RANGE"), p.to_ical().decode()) == row[2]:
                    return o
        return self.masters.get(uid) or (self.overrides.get(uid) or [None])[0]

    def tzid(self, comp):
        for name in ("DTSTART", "DUE"):
            if name in comp:
                return comp[name].params.get("TZID")
        return None

    def zone(self, tzid):
        """zoneinfo for a TZID whose VTIMEZONE the writer checked against it, else None."""
        if tzid is None or not self.zones.known(tzid):
            return None
        return self.zones.get(tzid)

    def length(self, comp):
        """The component's length per instance, read per 3.3.5 with zoneinfo (rfc_time.Length)."""
        text = self.raw_duration(str(comp.get("UID")), "RECURRENCE-ID" in comp) if "DURATION" in comp else None
        return rfc_time.Length(comp, self.zones, text)

    def walls(self, comp, lo, hi):
        """The wall-clock starts (naive) of a component in its checked zone whose 3.3.5 instant is in
        [lo, hi]: its own DTSTART (or DUE) for an override or a single component, else its RRULE, RDATE
        and DTSTART (EXDATE and EXRULE not applied: a superset is enough to find a record's wall time)."""
        anchor = "DTSTART" if "DTSTART" in comp else "DUE"
        key = id(comp)
        if key not in self._walls:
            if "RECURRENCE-ID" in comp or not ("RRULE" in comp or "RDATE" in comp):
                w, _ = rfc_time.wall(comp[anchor])
                self._walls[key] = [w]
            else:
                ex = oracle_dateutil.Expander(comp, self.zones, anchor=anchor, exclusions=False)
                self._walls[key] = ex.walls_between(lo, hi)
        return self._walls[key]


def local(t, z):
    return t.astimezone(z).replace(tzinfo=None)


def nonexistent(w, z):
    return local(w.replace(tzinfo=z).astimezone(UTC), z) != w


def ambiguous(w, z):
    return w.replace(tzinfo=z, fold=0).utcoffset() != w.replace(tzinfo=z, fold=1).utcoffset()


def inst(s):
    return parse_t(s).replace(tzinfo=UTC)


def has_prop(comp, name, pred=lambda p: True):
    v = comp.get(name)
    if v is None:
        return False
    vs = v if isinstance(v, list) else [v]
    return any(pred(x) for x in vs)


def classify(info, manifest_entry, r, l):
    row = r or l
    comp = info.comp(row)
    if comp is None:
        return None
    tzid = info.tzid(comp)
    if tzid and str(tzid) in manifest_entry.get("vtimezone-not-iana", []):
        return "vtimezone-not-iana"
    dt = comp.get("DTSTART")
    if info.xwr and dt is not None and getattr(dt.dt, "tzinfo", None) is not None and str(dt.to_ical().decode()).endswith("Z"):
        return "x-wr-timezone"
    if (r and r[5] == "range") or (r and l and r[5] != l[5]):
        return "thisandfuture"
    if any("THISANDFUTURE" in str(o.get("RECURRENCE-ID").params.get("RANGE", "")).upper()
           for o in info.overrides.get(row[1], [])) and (r is None or l is None):
        return "thisandfuture"
    if r is None or l is None:
        if l is not None and l[4].endswith("T23:59:59"):
            return "allday-end"  # libical's longer span reaches into the window
        if r is not None and has_prop(comp, "RDATE", lambda p: p.params.get("VALUE") == "PERIOD"):
            return "rdate-period"
        if l is not None and "EXDATE" in comp:
            return "exdate-other-time"
        return None
    z = info.zone(tzid)
    if r[3] != l[3]:
        if len(r[3]) != 20 or z is None:
            return None
        rs, ls = inst(r[3]), inst(l[3])
        w = local(rs, z)
        if has_prop(comp, "RDATE", lambda p: p.params.get("TZID") is not None) and ls.replace(tzinfo=None) == w:
            return "rdate-tzid"
        if ambiguous(w, z):
            return "overlap-first"
        delta = abs(rs - ls)
        if nonexistent(w - delta, z):
            return "gap-explicit" if "RRULE" not in comp or r[5] == "override" else "day-after-change"
        off_now = rs.astimezone(z).utcoffset()
        if (rs - timedelta(hours=30)).astimezone(z).utcoffset() != off_now:
            return "day-after-change"
        return None
    # same start, other end
    if l[4].endswith("T23:59:59"):
        return "allday-end"
    if comp.name == "VTODO" and l[4] == l[3]:
        return "vtodo-end"
    if "DURATION" in comp:
        text = info.raw_duration(row[1], row[5] == "override")
        return "duration-nominal" if re.search(r"\d[DW]", text) else "duration-exact"
    if len(r[3]) == 20 and z is not None:
        if inst(r[4]) <= inst(r[3]):
            return "gap-end"
        w = local(inst(r[3]), z)  # a start in the gap reads as the wall time one gap later
        if any(nonexistent(w - d, z) for d in (timedelta(minutes=30), timedelta(hours=1))):
            return "gap-end"
        return "dtend-exact"
    return None


def value_of(s):
    """A record's time as rfc_time uses it: a UTC instant, a naive floating time, a date."""
    if len(s) == 10:
        return parse_t(s).date()
    if s.endswith("Z"):
        return inst(s)
    return parse_t(s)


def decide(cls, r, l, info):
    """The RFC's record for a pair (None: the RFC has no occurrence there)."""
    s_from, e_how, _, _ = CLASSES[cls]
    base = r if s_from == "rie" else l
    if base is None:
        return None
    start = base[3]
    if e_how == "rie":
        end = r[4] if r else None
    elif e_how == "libical":
        end = l[4] if l else None
    else:  # exact: start + the component's length, both ends read per 3.3.5 with zoneinfo
        end = fmt_time(info.length(info.comp(base)).end(value_of(start)))
    if end is None:
        end = base[4]
    return (base[0], base[1], base[2], start, end, base[5], base[6])


def misread(info, row, lo, hi):
    """Class gap-both / overlap-both for a record both oracles give: (class, RFC record) when its start is
    the second reading (fold=1: the offset after the change) of a wall-clock start of its component that
    the zone skips or repeats, and no wall-clock start's 3.3.5 reading.  The wall-clock starts come from the
    file (oracle_dateutil.Expander), the zone from zoneinfo for the IANA zone the writer checked the
    VTIMEZONE against; neither oracle is asked."""
    if row[5] not in ("master", "override") or len(row[3]) != 20:
        return None
    comp = info.comp(row)
    if comp is None:
        return None
    anchor = comp.get("DTSTART") or comp.get("DUE")
    if anchor is None:
        return None
    _, key = rfc_time.wall(anchor)
    z = info.zone(key) if key not in (None, "Z") else None
    if z is None:
        return None
    s = inst(row[3])
    walls = [w for w in info.walls(comp, lo, hi) if abs(rfc_time.instant(w, z) - s) <= timedelta(hours=3)]
    if any(rfc_time.instant(w, z) == s for w in walls):
        return None
    for w in walls:
        if rfc_time.second_reading(w, z) != s:
            continue
        if rfc_time.is_gap(w, z):
            cls = "gap-both"
        elif rfc_time.is_overlap(w, z):
            cls = "overlap-both"
        else:
            continue
        start = rfc_time.instant(w, z)
        end = info.length(comp).end(start, w=w, z=z)
        return cls, (row[0], row[1], row[2], fmt_time(start), fmt_time(end), row[5], row[6])
    return None


def exrule_records(info, comp, window):
    """The master's records as oracle (c) (dateutil's rruleset, EXRULE applied) gives them."""
    uid = str(comp.get("UID"))
    taken = {rfc_time.read(o["RECURRENCE-ID"], info.zones) for o in info.overrides.get(uid, [])}
    status = str(comp.get("STATUS", "")).upper()
    return [(comp.name, uid, "", fmt_time(s), fmt_time(e), "master", status)
            for s, e in oracle_dateutil.expand(comp, info.zones, info.length(comp), window[0], window[1], taken)]


def overruled(rfc, r, l):
    out = []
    if rfc != r:
        out.append("recurring-ical-events")
    if rfc != l:
        out.append("libical")
    return out


def versions():
    import importlib.metadata as md
    import tzdata
    rie = f"recurring-ical-events {md.version('recurring-ical-events')} (icalendar {md.version('icalendar')}, " \
          f"python-dateutil {md.version('python-dateutil')}, x-wr-timezone {md.version('x-wr-timezone')}, " \
          f"tzdata {md.version('tzdata')} = IANA {tzdata.IANA_VERSION})"
    lib = "libical " + subprocess.run(["pkg-config", "--modversion", "libical"], capture_output=True,
                                      text=True).stdout.strip()
    return rie, lib


def dateutil_version():
    import importlib.metadata as md
    return f"python-dateutil {md.version('python-dateutil')} rruleset"


def note(cls, who):
    return f"{cls}: {'+'.join(who) or 'none'} overruled ({ref(cls)})"


def main():
    manifest = read_manifest()
    rie_v, lib_v = versions()
    du_v = dateutil_version()
    totals = Counter()
    per_app = defaultdict(Counter)
    per_class = Counter()
    per_class_over = defaultdict(Counter)
    examples = defaultdict(list)
    undecided = []
    unchecked = []

    def count(cls, path, r, l, rfc, who):
        per_class[cls] += 1
        for w in who:
            per_class_over[cls][w] += 1
        if len(examples[cls]) < 3 and (not examples[cls] or examples[cls][-1][0] != path):
            examples[cls].append((path, r, l, rfc))

    for path, entry in manifest.items():
        app = path.split("/")[0]
        stem = path[:-4]
        a = load(os.path.join(HERE, "build", "rie", stem + ".tsv"))
        b = load(os.path.join(HERE, "build", "libical", stem + ".tsv"))
        if (a and a[0][0] == "error") or (b and b[0][0] == "error"):
            raise SystemExit(f"{path}: an oracle failed: {a[:1]} {b[:1]}")
        info = FileInfo(path, entry)
        window = (inst(entry["from"]), inst(entry["to"]))
        lo, hi = window[0] - timedelta(days=3), window[1] + timedelta(days=3)
        for tzid in sorted({str(p.params["TZID"]) for c in info.cal.walk() if c.name in ("VEVENT", "VTODO")
                            for p in (c.get(n) for n in ("DTSTART", "DUE")) if p is not None and "TZID" in p.params}):
            if not info.zones.known(tzid):
                unchecked.append((path, tzid))
        out = []
        n_agreed = n_overruled = 0

        # masters with EXRULE: oracle (c) decides all their instances (class exrule)
        ex_uids = {uid for uid, m in info.masters.items() if "EXRULE" in m}
        mine = lambda row: row[1] in ex_uids and row[5] == "master"
        for uid in sorted(ex_uids):
            ra = Counter(row for row in a if row[1] == uid and row[5] == "master")
            rb = Counter(row for row in b if row[1] == uid and row[5] == "master")
            rc = Counter(exrule_records(info, info.masters[uid], window))
            for row in sorted(set(ra) | set(rb) | set(rc), key=sort_key):
                n = max(ra[row], rb[row], rc[row])
                for _ in range(n):
                    listed = {"recurring-ical-events": ra[row] > 0, "libical": rb[row] > 0}
                    keep = rc[row] > 0
                    who = [o for o, has in listed.items() if has != keep]
                    r, l = (row if listed["recurring-ical-events"] else None), (row if listed["libical"] else None)
                    if not who:
                        out.append((row, ""))
                        n_agreed += 1
                        continue
                    count("exrule", path, r, l, row if keep else None, who)
                    if len(who) == 2:
                        n_overruled += 1  # both listed it, or both left it out
                    else:
                        totals["decided"] += 1
                    if keep:
                        out.append((row, note("exrule", who)))
        agreed, pairs = pair([row for row in a if not mine(row)], [row for row in b if not mine(row)])

        for row in agreed:
            found = misread(info, row, lo, hi)
            if found is None:
                out.append((row, ""))
                n_agreed += 1
                continue
            cls, rfc = found
            who = overruled(rfc, row, row)
            count(cls, path, row, row, rfc, who)
            n_overruled += 1
            out.append((rfc, note(cls, who)))
        for r, l in pairs:
            cls = classify(info, entry, r, l)
            if cls is None:
                undecided.append((path, r, l))
                totals["undecided"] += 1
                continue
            rfc = decide(cls, r, l, info)
            who = overruled(rfc, r, l)
            count(cls, path, r, l, rfc, who)
            if len(who) == 2 and rfc is not None:
                totals["composed"] += 1
            totals["decided"] += 1
            if rfc is not None:
                out.append((rfc, note(cls, who)))
        out.sort(key=lambda x: sort_key(x[0]))
        totals["files"] += 1
        totals["agreed"] += n_agreed
        totals["overruled"] += n_overruled
        totals["rie"] += len(a)
        totals["libical"] += len(b)
        totals["expected"] += len(out)
        per_app[app]["files"] += 1
        per_app[app]["expected"] += len(out)
        per_app[app]["agreed"] += n_agreed
        per_app[app]["decided"] += len(out) - n_agreed
        oracles = f"{rie_v}; {lib_v}" + (f"; {du_v} (EXRULE)" if ex_uids else "")
        with open(os.path.join(ROOT, stem + ".expected"), "w") as f:
            f.write("# ics-expected 1\n")
            f.write(f"# oracles: {oracles}\n")
            f.write(f"# file: {path}\n")
            f.write(f"# window: {entry['from']} {entry['to']}\n")
            f.write("component\tuid\trecurrence-id\tstart\tend\torigin\tstatus\tdecided\n")
            for row, mark in out:
                f.write("\t".join(row) + "\t" + mark + "\n")
    totals["compared"] = totals["agreed"] + totals["overruled"] + totals["decided"] + totals["undecided"]
    write_report(totals, per_app, per_class, per_class_over, examples, undecided, unchecked, rie_v, lib_v, du_v)
    print(f"compare: {totals['files']} files, {totals['compared']} occurrences compared, {totals['agreed']} agreed, "
          f"{totals['overruled']} agreed but overruled, {totals['decided']} disagreements decided, "
          f"{totals['undecided']} undecided, {totals['expected']} expected")


def show(row):
    return "-" if row is None else " ".join(x for x in (row[2], row[3], "→", row[4], row[5], row[6]) if x)


def write_report(totals, per_app, per_class, per_class_over, examples, undecided, unchecked, rie_v, lib_v, du_v):
    L = []
    L.append("<!-- generated counts begin: compare.py writes this part; edit below the end mark -->")
    L.append("")
    L.append(f"Oracles: {rie_v}; {lib_v} (Debian libical-dev, through libical_ics.c); "
             f"for EXRULE only, {du_v} (oracle_dateutil.py).")
    L.append("")
    L.append("| | count |")
    L.append("|---|---:|")
    L.append(f"| files | {totals['files']} |")
    L.append(f"| occurrences listed by recurring-ical-events | {totals['rie']} |")
    L.append(f"| occurrences listed by libical | {totals['libical']} |")
    L.append(f"| occurrences compared (agreed + overruled together + disagreeing pairs or singles) | {totals['compared']} |")
    L.append(f"| agreed (identical records, kept) | {totals['agreed']} |")
    L.append(f"| identical in both oracles (or missing from both) but overruled: gap-both, overlap-both, exrule | {totals['overruled']} |")
    L.append(f"| disagreements decided | {totals['decided']} |")
    L.append(f"| disagreements left undecided (not in the expected files) | {totals['undecided']} |")
    L.append(f"| of them composed (start from one oracle, exact length computed with zoneinfo; both overruled) | {totals['composed']} |")
    L.append(f"| records in the expected files | {totals['expected']} |")
    L.append("")
    L.append("| app | files | expected records | agreed | decided |")
    L.append("|---|---:|---:|---:|---:|")
    for app in sorted(per_app):
        c = per_app[app]
        L.append(f"| {app} | {c['files']} | {c['expected']} | {c['agreed']} | {c['decided']} |")
    L.append("")
    L.append("| class | records decided | recurring-ical-events overruled | libical overruled | RFC | what |")
    L.append("|---|---:|---:|---:|---|---|")
    for cls, n in per_class.most_common():
        o = per_class_over[cls]
        L.append(f"| {cls} | {n} | {o['recurring-ical-events']} | {o['libical']} | {ref(cls)} | {CLASSES[cls][3]} |")
    L.append("")
    L.append("Examples (recurring-ical-events | libical ⇒ expected):")
    L.append("")
    for cls in per_class:
        for path, r, l, rfc in examples[cls]:
            L.append(f"- {cls}, `{path}` {(r or l or rfc)[1][:24]}: `{show(r)}` | `{show(l)}` ⇒ `{show(rfc)}`")
    L.append("")
    if undecided:
        L.append("Undecided (left out):")
        L.append("")
        for path, r, l in undecided:
            L.append(f"- `{path}`: `{show(r)}` | `{show(l)}`")
        L.append("")
    if unchecked:
        L.append("TZIDs of DTSTART/DUE that the writer did not check against an IANA zone (their files' VTIMEZONEs "
                 "differ from IANA on purpose, or icalendar cannot read them): classes gap-both and overlap-both "
                 "are not looked for there, and an exact length there would stop compare.py:")
        L.append("")
        for path, tzid in unchecked:
            L.append(f"- `{path}`: `{tzid}`")
        L.append("")
    L.append("<!-- generated counts end -->")
    text = "\n".join(L) + "\n"
    if os.path.exists(REPORT):
        with open(REPORT) as f:
            old = f.read()
        a = old.find("<!-- generated counts begin")
        b = old.find("<!-- generated counts end -->")
        if a >= 0 and b >= 0:
            text = old[:a] + text + old[b + len("<!-- generated counts end -->\n"):]
        else:
            text = old + "\n" + text
    else:
        text = "# iCalendar corpus (issue 23): report\n\n" + text
    with open(REPORT, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
