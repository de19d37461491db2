#!/usr/bin/env python3
"""Writes Fixtures/tzcases/calendars/months-<cal>.tzcases and eras.tzcases, and
Fixtures/generator/calendars/REPORT.md.  Run through regenerate.sh.

Every day of every calendar year in the range is converted by every source that
reaches it (ICU4C through build/icudump, java.time through JavaDump.java, the
pinned PyPI packages, and arith.py), each mapped to Temporal's conventions.  The
authority of the calendar (the first source of PREFERENCE that reaches the day)
gives the candidate; a day is confirmed when at least one other source agrees
with it.  A month is written only when every one of its days is confirmed.
"""
import os
import sys
from collections import OrderedDict, defaultdict

import arith
import sources as S
from arith import fmt_iso, fmt_year, jdn_from_iso, iso_from_jdn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "tzcases", "calendars")
if os.environ.get("CALGEN_SMOKE"):
    OUT = os.path.join(HERE, "build", "smoke")

JD_LO = jdn_from_iso(1800, 1, 1)
JD_HI = jdn_from_iso(2200, 12, 31)
SCAN_LO = jdn_from_iso(1798, 12, 1)
SCAN_HI = jdn_from_iso(2202, 3, 1)
if os.environ.get("CALGEN_SMOKE"):  # a quick run over a few years, for debugging (writes to build/smoke)
    JD_LO, JD_HI = jdn_from_iso(2023, 1, 1), jdn_from_iso(2024, 12, 31)
    SCAN_LO, SCAN_HI = jdn_from_iso(2021, 12, 1), jdn_from_iso(2026, 3, 1)

CALS = ["gregory", "buddhist", "roc", "japanese", "persian", "hebrew", "islamic-civil",
        "islamic-tbla", "islamic-umalqura", "indian", "coptic", "ethiopic", "ethioaa",
        "chinese", "dangi"]

# name -> description (filled with versions in main)
SOURCE_DESC = {
    "rule": "arith.py: the published arithmetic rule, written for this corpus (Reingold & Dershowitz, Calendrical Calculations, 4th ed.)",
    "table": "arith.py with persian_nowruz.txt: the Iranian calendar authority's Nowruz table 1206-1498 AP (University of Tehran)",
    "icu": "ICU4C {ICU4C} (Debian libicu-dev), ucal through build/icudump",
    "java": "java.time ({java}): IsoChronology, JapaneseChronology, MinguoChronology, ThaiBuddhistChronology, HijrahChronology (Umm al-Qura)",
    "convertdate": "PyPI convertdate {convertdate} (persian: astronomical with PyMeeus {PyMeeus}, asked about each Nowruz)",
    "pyluach": "PyPI pyluach {pyluach}",
    "jdatetime": "PyPI jdatetime {jdatetime} (jalali_core {jalali_core})",
    "hijridate": "PyPI hijridate {hijridate} (Umm al-Qura as published, 1343-1500 AH; DateMath's own table is generated from it)",
    "lunardate": "PyPI lunardate {lunardate} (month table 1900-2099 from the 'lunar' program of Fung F. Lee and Ricky Yeung)",
    "sxtwl": "PyPI sxtwl {sxtwl} (寿星天文历: astronomical new moons and solar terms at UTC+8, the rules of GB/T 33661-2017; DateMath's own table is generated from it)",
    "icu4x-data": "ICU4X's baked china_data/korea_data rows (calendrical_calculations), transcribed in sources.py for the disputed years only",
    "kasi": "PyPI korean-lunar-calendar {korean_lunar_calendar} (KASI data, 1000-2050; DateMath's own table is generated from it)",
    "ethiopian-date": "PyPI ethiopian-date {ethiopian_date} (cannot represent month 13)",
}

# Sources per calendar, the authority first.
PREFERENCE = {
    "gregory": ["rule", "icu", "java"],
    "buddhist": ["rule", "icu", "java"],
    "roc": ["rule", "icu", "java"],
    "japanese": ["rule", "icu", "java"],
    "persian": ["table", "icu", "jdatetime", "convertdate"],
    "hebrew": ["rule", "icu", "convertdate", "pyluach"],
    "islamic-civil": ["rule", "icu", "convertdate"],
    "islamic-tbla": ["rule", "icu"],
    "islamic-umalqura": ["hijridate", "java", "icu"],
    "indian": ["rule", "icu", "convertdate"],
    "coptic": ["rule", "icu", "convertdate"],
    "ethiopic": ["rule", "icu", "ethiopian-date"],
    "ethioaa": ["rule", "icu"],
    "chinese": ["sxtwl", "lunardate", "icu", "icu4x-data"],
    "dangi": ["kasi", "icu", "icu4x-data"],
}

# Whole years written (arithmetic years), where the authority's range is narrower
# than 1800-2200; None = every year with a day in 1800-01-01..2200-12-31.
YEARS = {} if os.environ.get("CALGEN_SMOKE") else {
    "persian": (1206, 1498),           # the published table
    # The published KACST tables (hijridate), which DateMath implements: ICU
    # and java.time extend them to 1300-1600 AH with data of their own that
    # differs from the published tables inside 1343-1500 (REPORT.md).
    "islamic-umalqura": (1343, 1500),
    "chinese": (1900, 2100),           # the PMO range 1900-2100 the spec names
    "dangi": (1900, 2049),             # KASI range of the spec ends 2050-12-31, inside lunar 2050
}


# The days scanned for those (a little more than the years above).
SCAN = {} if os.environ.get("CALGEN_SMOKE") else {
    "persian": (jdn_from_iso(1827, 1, 1), jdn_from_iso(2120, 12, 31)),
    "islamic-umalqura": (jdn_from_iso(1924, 1, 1), jdn_from_iso(2078, 12, 31)),
    "chinese": (jdn_from_iso(1900, 1, 1), jdn_from_iso(2101, 12, 31)),
    "dangi": (jdn_from_iso(1900, 1, 1), jdn_from_iso(2050, 12, 31)),
}


def library_fn(cal, name):
    from convertdate import coptic, indian_civil, islamic, persian
    if name in ("rule", "table"):
        return S.own(cal)
    if name == "icu4x-data":
        return S.icu4x_data(cal)
    if name == "convertdate":
        return {"hebrew": S.conv_hebrew, "persian": S.conv_persian,
                "islamic-civil": S.conv_simple(islamic), "indian": S.conv_simple(indian_civil),
                "coptic": S.conv_simple(coptic)}[cal]
    return {"pyluach": S.pyluach_hebrew, "jdatetime": S.jdatetime_persian,
            "hijridate": S.hijridate_umalqura, "lunardate": S.lunardate_chinese,
            "sxtwl": S.sxtwl_chinese, "kasi": S.kasi_dangi,
            "ethiopian-date": S.ethiopian_date_ethiopic}[name]


def runs(js):
    """Consecutive JDN runs of a sorted list."""
    out = []
    for j in js:
        if out and j == out[-1][1] + 1:
            out[-1][1] = j
        else:
            out.append([j, j])
    return out


def fmt_val(v):
    if v is None:
        return "(none)"
    return f"{fmt_year(v[0])}-{v[1]}-{v[2]:02d}"


def cached(cal, name, days, f):
    """f over the days; with CALGEN_CACHE=1 (development only) kept in build/cache."""
    if not os.environ.get("CALGEN_CACHE"):
        return {j: f(j) for j in days}
    import pickle
    path = os.path.join(HERE, "build", "cache", f"{cal}-{name}-{days[0]}-{days[-1]}.pickle")
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    v = {j: f(j) for j in days}
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as fh:
        pickle.dump(v, fh)
    return v


class CalResult:
    pass


def process(cal, java_all, log):
    pref = PREFERENCE[cal]
    auth = pref[0]
    res = CalResult()
    res.cal = cal
    # the authority over the scan window
    fa = library_fn(cal, auth) if auth not in ("java", "icu") else None
    scan_lo, scan_hi = SCAN.get(cal, (SCAN_LO, SCAN_HI))
    authv = cached(cal, auth, list(range(scan_lo, scan_hi + 1)), fa)
    # the days of the years written, found with the authority (for islamic-umalqura,
    # hijridate's published tables, 1343-1500 AH)
    winv = authv
    # years written
    if cal in YEARS:
        ylo, yhi = YEARS[cal]
    else:
        ylo, yhi = authv[JD_LO][0], authv[JD_HI][0]
    days = [j for j in range(scan_lo, scan_hi + 1) if winv[j] is not None and ylo <= winv[j][0] <= yhi]
    w_lo, w_hi = days[0], days[-1]
    assert w_lo > scan_lo and w_hi < scan_hi and len(days) == w_hi - w_lo + 1, (cal, w_lo, w_hi)
    res.years, res.window = (ylo, yhi), (w_lo, w_hi)
    vals = OrderedDict()
    vals[auth] = {j: authv.get(j) for j in days}
    for name in pref[1:]:
        if name == "icu":
            raw = S.icu_raw(cal, lo=w_lo, hi=w_hi)
            vals[name] = {j: (S.icu_map(cal, j, raw[j])[:3] if j in raw else None) for j in days}
        elif name == "java":
            vals[name] = {}
            for j in days:
                v = S.java_map(cal, j, java_all[j])
                vals[name][j] = v[:3] if v else None
        else:
            vals[name] = cached(cal, name, days, library_fn(cal, name))
        log(f"  {cal}: {name} done")
    # candidate and confirmation
    kept, confirmed, unconf, outvoted = {}, {}, [], []
    for j in days:
        cand, cname = None, None
        for name in pref:
            if vals[name][j] is not None:
                cand, cname = vals[name][j], name
                break
        agree = [n for n in pref if vals[n][j] == cand]
        others = [vals[n][j] for n in pref if vals[n][j] is not None and vals[n][j] != cand]
        if any(others.count(o) >= 2 for o in others):
            outvoted.append(j)
        kept[j] = cand
        confirmed[j] = cand is not None and len(agree) >= 2
        if not confirmed[j]:
            unconf.append(j)
    res.kept, res.confirmed = kept, confirmed
    res.unconfirmed_runs = runs(unconf)
    res.outvoted_runs = runs(outvoted)  # two other sources agree with each other against the kept answer
    # counts and disagreement stretches
    res.counts = OrderedDict()
    res.stretches = OrderedDict()
    res.gaps = OrderedDict()
    for name in pref:
        cov = [j for j in days if vals[name][j] is not None]
        dis = [j for j in cov if vals[name][j] != kept[j]]
        res.counts[name] = (len(cov), len(cov) - len(dis), len(dis))
        st = []
        for a, b in runs(dis):
            st.append((a, b, vals[name][a], kept[a], vals[name][b], kept[b]))
        res.stretches[name] = st
        res.gaps[name] = runs([j for j in days if vals[name][j] is None])
    res.ndays = len(days)
    res.nconf = sum(1 for j in days if confirmed[j])
    # months
    months = []
    cur = None
    for j in days:
        y, code, d = kept[j]
        if cur is None or (cur[0], cur[1]) != (y, code):
            if cur:
                months.append(cur)
            assert d == 1, (cal, fmt_iso(j), kept[j])
            cur = [y, code, j, 0, True]
        assert d == cur[3] + 1, (cal, fmt_iso(j), kept[j])
        cur[3] = d
        cur[4] = cur[4] and confirmed[j]
    months.append(cur)
    res.months = months
    # each source's own months (start, length), for the notes on the months left out
    res.src_months = {}
    for name in pref:
        tab = {}
        for j in days:
            v = vals[name][j]
            if v is None:
                continue
            k = (v[0], v[1])
            if k not in tab:
                tab[k] = [j, 0]
            tab[k][1] += 1
        res.src_months[name] = tab
    return res


def write_months(res, vers, srcdesc):
    cal = res.cal
    path = os.path.join(OUT, f"months-{cal}.tzcases")
    kept_months = [m for m in res.months if m[4]]
    left = [m for m in res.months if not m[4]]
    lines = ["# tzcases 2",
             f"# calendarMonth cases of the {cal} calendar: month MONTHCODE of arithmetic year YEAR",
             "# begins on the ISO date and has DAYS days.  Machine-written by",
             "# Fixtures/generator/calendars/gen.py (regenerate.sh): do not edit.  See REPORT.md there.",
             f"# years {fmt_year(res.years[0])}..{fmt_year(res.years[1])}: {fmt_iso(res.window[0])}..{fmt_iso(res.window[1])}, "
             f"{len(kept_months)} months written, {len(left)} left out",
             "# sources (the first is the authority; 'agree' = same answer as the authority, or where the",
             "# authority does not reach, as the first source that does):"]
    for name in PREFERENCE[cal]:
        c = res.counts[name]
        lines.append(f"#   {name}: {srcdesc[name]}: {c[1]} of {c[0]} days agree")
    lines.append(f"# {res.nconf} of {res.ndays} days confirmed by at least two sources")
    lines.append("")
    for y, code, s, n, ok in res.months:
        if ok:
            lines.append(f"calendarMonth {cal} {fmt_year(y)} {code} => {fmt_iso(s)} {n}")
        else:
            alts = []
            for name in PREFERENCE[cal]:
                t = res.src_months[name].get((y, code))
                if t:
                    alts.append(f"{name} {fmt_iso(t[0])} {t[1]}")
            lines.append(f"# left out, the sources disagree (REPORT.md): {cal} {fmt_year(y)} {code}: " + "; ".join(alts))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return len(kept_months), left


# ------------------------------------------------------------------- eras
def era_jdns(cal, res):
    J = set()
    iso = lambda y, m, d: jdn_from_iso(y, m, d)
    # new years: first and last written year, and the years beginning near these ISO years
    by_year = defaultdict(list)
    for y, code, s, n, ok in res.months:
        by_year[y].append((code, s, n))
    yrs = sorted(by_year)
    picks = {yrs[0], yrs[-1]}
    for Y in (1900, 2000, 2023, 2024, 2025, 2100):
        j = iso(Y, 7, 1)
        if res.window[0] <= j <= res.window[1]:
            picks.add(res.kept[j][0])
    for y in sorted(picks):
        if y in by_year:
            s = by_year[y][0][1]
            J.update([s - 1, s])
    # leap months (first and last day) and the last day of the last month, in a few years
    leapy = [y for y in yrs if any(c.endswith("L") for c, _, _ in by_year[y])]
    chosen = set(leapy[:2] + leapy[-1:])
    for y in leapy:
        if iso_from_jdn(by_year[y][0][1])[0] in (2017, 2020, 2023, 2024, 2033):
            chosen.add(y)
    for y in sorted(chosen):
        for c, s, n in by_year[y]:
            if c.endswith("L"):
                J.update([s - 1, s, s + n - 1])
    for y in sorted(picks):
        if y in by_year:
            c, s, n = by_year[y][-1]
            J.add(s + n - 1)
    extra = {
        "gregory": [(1, 1, 1), (0, 12, 31), (0, 1, 1), (-1, 12, 31), (0, 2, 29), (0, 3, 1), (-1, 2, 28),
                    (-1, 3, 1), (1582, 10, 4), (1582, 10, 15), (1900, 2, 28), (1900, 3, 1), (2000, 2, 29),
                    (2024, 2, 29), (2100, 2, 28), (2100, 3, 1), (-4713, 11, 24)],
        "indian": [(2023, 4, 20), (2023, 4, 21), (2024, 4, 20), (2024, 4, 21)],  # Chaitra 30 / 31 (leap)
        "buddhist": [(-543, 1, 1), (-544, 12, 31), (1, 1, 1), (1940, 12, 31), (1941, 1, 1), (2024, 2, 29)],
        "roc": [(1911, 12, 31), (1912, 1, 1), (1912, 12, 31), (1913, 1, 1), (1, 1, 1), (0, 12, 31), (1949, 12, 31),
                (2024, 2, 29)],
        "japanese": [(1868, 10, 22), (1868, 10, 23), (1872, 12, 31), (1873, 1, 1), (1912, 7, 29), (1912, 7, 30),
                     (1912, 12, 31), (1913, 1, 1), (1926, 12, 24), (1926, 12, 25), (1926, 12, 31), (1927, 1, 1),
                     (1989, 1, 7), (1989, 1, 8), (1989, 12, 31), (1990, 1, 1), (2019, 4, 30), (2019, 5, 1),
                     (2019, 12, 31), (2020, 1, 1), (1, 1, 1), (0, 12, 31), (1800, 1, 1)],
    }.get(cal, [])
    for t in extra:
        J.add(iso(*t))
    # year 1 of the calendar and the day before it
    if cal in ("hebrew", "islamic-civil", "islamic-tbla", "islamic-umalqura", "indian", "coptic", "ethiopic",
               "ethioaa"):
        ucal = "islamic-civil" if cal == "islamic-umalqura" else cal  # the spec's fallback before 1300 AH
        s = arith.year_months(ucal, 1)[0][1]
        J.update([s - 1, s, s + 1])
        s0 = arith.year_months(ucal, 0)[0][1]
        J.add(s0)
        if cal == "ethiopic":  # the am / aa boundary is year 1; also aa year 1
            s = arith.year_months("ethiopic", -5499)[0][1]
            J.update([s - 1, s])
    # The observational calendars only within the tables DateMath implements
    # (1343-1500 AH; lunar 1900-2100; lunar 1900-2049): outside them DateMath
    # throws rather than fall back or extrapolate.
    spans = {
        "islamic-umalqura": (jdn_from_iso(1924, 8, 1), jdn_from_iso(2077, 11, 16)),
        "chinese": (jdn_from_iso(1900, 1, 31), jdn_from_iso(2101, 1, 28)),
        "dangi": (jdn_from_iso(1900, 1, 31), jdn_from_iso(2050, 1, 22)),
    }
    if cal in spans:
        lo, hi = spans[cal]
        J = {j for j in J if lo <= j <= hi}
    return sorted(J)


def full_value(cal, name, j, icu_e, java_e):
    """(y, mc, d, era, eraYear) from one source, or None."""
    if name == "icu":
        r = icu_e.get(j)
        if r is None:
            return None
        v = S.icu_map(cal, j, r)
        return None if v[3] is None else v
    if name == "java":
        if cal == "japanese" and j < S.JP_1873:
            v = S.java_map("gregory", j, java_e[j])  # Temporal's japanese = gregory before 1873
            return v
        return S.java_map(cal, j, java_e[j])
    try:
        v = library_fn(cal, name)(j)
    except Exception:  # a library outside its range (e.g. year 1 of a calendar)
        return None
    if v is None:
        return None
    return tuple(v) + arith.era_of(cal, v[0], j)


def eras(results, log):
    lines_by_cal = OrderedDict()
    report = []
    all_j = {}
    for cal in CALS:
        all_j[cal] = era_jdns(cal, results[cal])
    java_e = S.java_raw(jdns=sorted({j for js in all_j.values() for j in js}))
    total = 0
    for cal in CALS:
        js = all_j[cal]
        icu_e = S.icu_raw(cal, jdns=js)
        pref = list(PREFERENCE[cal])
        if cal == "islamic-umalqura":
            # before 1300 AH the spec falls back to islamic-civil: the civil rule is a source there
            pref = pref + ["civil-rule"]
        out = []
        for j in js:
            vals = OrderedDict()
            for name in pref:
                if name == "civil-rule":
                    v = arith.from_jdn("islamic-civil", j)
                    vals[name] = (tuple(v) + arith.era_of(cal, v[0], j)) if v and v[0] < 1300 else None
                    continue
                vals[name] = full_value(cal, name, j, icu_e, java_e)
            cand = None
            for name in pref:
                if vals[name] is not None:
                    cand = vals[name]
                    break
            agree = [n for n in pref if vals[n] is not None and vals[n] == cand]
            dis = [(n, vals[n]) for n in pref if vals[n] is not None and vals[n] != cand]
            if cand is not None and len(agree) >= 2:
                y, code, d, era, ey = cand
                out.append((j, f"toCalendar {cal} {fmt_iso(j)} => {fmt_year(y)}-{code}-{d:02d} {era} {ey}",
                            agree, dis))
            else:
                report.append((cal, j, vals))
        lines_by_cal[cal] = out
        total += len(out)
    return lines_by_cal, report, total


def main():
    log = lambda s: print(s, file=sys.stderr, flush=True)
    vers = S.versions()
    srcdesc = {k: v.format(**vers) for k, v in SOURCE_DESC.items()}
    os.makedirs(OUT, exist_ok=True)
    only = sys.argv[1:] or CALS
    log("java.time dump")
    java_all = S.java_raw(lo=SCAN_LO, hi=SCAN_HI)
    results = OrderedDict()
    for cal in CALS:
        if cal not in only:
            continue
        log(f"{cal} ...")
        results[cal] = process(cal, java_all, log)
    summary = OrderedDict()
    for cal, res in results.items():
        n, left = write_months(res, vers, srcdesc)
        summary[cal] = (n, left)
    if set(results) == set(CALS):
        lines_by_cal, era_unconf, total = eras(results, log)
        with open(os.path.join(OUT, "eras.tzcases"), "w") as f:
            f.write("# tzcases 2\n")
            f.write("# toCalendar cases: ISO date -> YEAR-MONTHCODE-DAY ERA ERAYEAR in Temporal's conventions, at era\n")
            f.write("# boundaries, year 1 and the day before it, new years, leap days and leap months.\n")
            f.write("# Machine-written by Fixtures/generator/calendars/gen.py (regenerate.sh): do not edit.\n")
            f.write("# Each case is confirmed by at least two independent sources agreeing on all five fields;\n")
            f.write("# the sources that agree are named in the note.  Sources:\n")
            for k in sorted(srcdesc):
                f.write(f"#   {k}: {srcdesc[k]}\n")
            f.write("#   civil-rule: arith.py's islamic-civil rule, the spec's fallback for islamic-umalqura before 1300 AH\n")
            f.write(f"# {total} cases\n")
            for cal, out in lines_by_cal.items():
                f.write(f"\n# {cal}\n")
                for j, line, agree, dis in out:
                    note = "+".join(agree)
                    if dis:
                        note += "; differs: " + ", ".join(f"{n} {fmt_val(v)} {v[3]} {v[4]}" for n, v in dis)
                    f.write(f"{line}  # {note}\n")
        import report
        report.write(results, summary, lines_by_cal, era_unconf, total, srcdesc, vers)


if __name__ == "__main__":
    main()
