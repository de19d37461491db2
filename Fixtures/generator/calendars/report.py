"""Writes REPORT.md from gen.py's results; the investigation of each disagreement is
the hand-written text of investigation.md, included as it is."""
import os

from arith import fmt_iso, fmt_year

HERE = os.path.dirname(os.path.abspath(__file__))


def fmt_val(v):
    if v is None:
        return "(none)"
    return f"{fmt_year(v[0])}-{v[1]}-{v[2]:02d}"


MAX_STRETCHES = 60


def write(results, summary, lines_by_cal, era_unconf, total, srcdesc, vers):
    from gen import PREFERENCE, YEARS
    L = []
    w = L.append
    w("# Calendar conversion fixtures: generator report")
    w("")
    w("Machine-written by `Fixtures/generator/calendars/gen.py` (run `regenerate.sh`); the")
    w("sections *Investigation* and *Conventions* come from `investigation.md`. Do not edit by hand.")
    w("")
    w("Output: `Fixtures/tzcases/calendars/months-<cal>.tzcases` (`calendarMonth`) and")
    w("`Fixtures/tzcases/calendars/eras.tzcases` (`toCalendar`).")
    w("")
    w("## Sources and versions")
    w("")
    for k in sorted(srcdesc):
        w(f"- **{k}**: {srcdesc[k]}")
    w("")
    w("A day counts as confirmed when the calendar's authority (the first source listed for the")
    w("calendar) and at least one other source give the same (year, monthCode, day); where the")
    w("authority does not reach the day (islamic-umalqura outside hijridate's 1343-1500 AH) the")
    w("first source that does (java.time) takes its place. A month is written only when all its")
    w("days are confirmed. In the summary, `agree/covered` counts the days on which a source gives")
    w("that kept answer, of the days it reaches (so the authority always agrees with itself).")
    w("Counts are days over the whole calendar years written (a little outside")
    w("1800-01-01..2200-12-31 at both ends).")
    w("")
    w("## Summary")
    w("")
    w("| calendar | years | ISO range | months written | left out | days | confirmed | sources (agree/covered) |")
    w("|---|---|---|---|---|---|---|---|")
    for cal, res in results.items():
        n, left = summary[cal]
        src = ", ".join(f"{k} {c[1]}/{c[0]}" for k, c in res.counts.items())
        w(f"| {cal} | {fmt_year(res.years[0])}..{fmt_year(res.years[1])} | {fmt_iso(res.window[0])}..{fmt_iso(res.window[1])} "
          f"| {n} | {len(left)} | {res.ndays} | {res.nconf} | {src} |")
    w("")
    w(f"`eras.tzcases`: {total} `toCalendar` cases.")
    w("")
    inv = os.path.join(HERE, "investigation.md")
    if os.path.exists(inv):
        with open(inv) as f:
            w(f.read().rstrip())
        w("")
    w("## Disagreement stretches, per calendar (machine-listed)")
    w("")
    w("Each line: a run of consecutive days on which a source's answer differs from the kept")
    w("answer (the authority's); the values are those of the first and the last day of the run.")
    w("Days a source does not reach are listed as coverage, not as disagreements.")
    w("")
    for cal, res in results.items():
        w(f"### {cal}")
        w("")
        w(f"Authority: {PREFERENCE[cal][0]}. Years {fmt_year(res.years[0])}..{fmt_year(res.years[1])}"
          + (" (restricted: see Investigation)" if cal in YEARS else "") + ".")
        w("")
        any_ = False
        for name, st in res.stretches.items():
            if not st:
                continue
            any_ = True
            ndays = sum(b - a + 1 for a, b, *_ in st)
            w(f"- **{name}**: {len(st)} stretches, {ndays} days")
            for a, b, va, ka, vb, kb in st[:MAX_STRETCHES]:
                if a == b:
                    w(f"  - {fmt_iso(a)}: {name} {fmt_val(va)}, kept {fmt_val(ka)}")
                else:
                    w(f"  - {fmt_iso(a)}..{fmt_iso(b)} ({b - a + 1} days): {name} {fmt_val(va)}..{fmt_val(vb)}, "
                      f"kept {fmt_val(ka)}..{fmt_val(kb)}")
            if len(st) > MAX_STRETCHES:
                w(f"  - ... {len(st) - MAX_STRETCHES} more stretches (rerun gen.py to list them)")
        if not any_:
            w("No source disagrees with the kept answer on any day.")
        for name, g in res.gaps.items():
            if g:
                w(f"- {name} does not reach: " + ", ".join(
                    (fmt_iso(a) if a == b else f"{fmt_iso(a)}..{fmt_iso(b)}") for a, b in g[:8])
                  + (f", ... ({len(g)} runs, {sum(b - a + 1 for a, b in g)} days)" if len(g) > 8 else
                     f" ({sum(b - a + 1 for a, b in g)} days)"))
        if res.outvoted_runs:
            w(f"- days where two other sources agree with each other against the kept answer: " + ", ".join(
                (fmt_iso(a) if a == b else f"{fmt_iso(a)}..{fmt_iso(b)}") for a, b in res.outvoted_runs[:30])
              + (f" ... ({len(res.outvoted_runs)} runs)" if len(res.outvoted_runs) > 30 else ""))
        left = summary[cal][1]
        if left:
            w(f"- months left out (a day not confirmed by two sources): {len(left)}")
            for y, code, s, n, ok in left[:40]:
                w(f"  - {fmt_year(y)} {code} (authority: {fmt_iso(s)}, {n} days)")
        w("")
    w("## eras.tzcases: cases left out")
    w("")
    if not era_unconf:
        w("None.")
    for cal, j, vals in era_unconf:
        w(f"- {cal} {fmt_iso(j)}: " + "; ".join(
            f"{k} " + ("(none)" if v is None else f"{fmt_val(v)} {v[3]} {v[4]}") for k, v in vals.items()))
    w("")
    dest = os.path.join(HERE, "build", "smoke", "REPORT.md") if os.environ.get("CALGEN_SMOKE") else os.path.join(HERE, "REPORT.md")
    with open(dest, "w") as f:
        f.write("\n".join(L) + "\n")
