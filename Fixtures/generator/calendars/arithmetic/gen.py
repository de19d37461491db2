"""Generates Fixtures/tzcases/calendars/arithmetic/<cal>.tzcases.

Two implementations answer every candidate case:
  A. TC39's Temporal reference polyfill (node runner at $ORACLE, default /tmp/temporal-oracle),
  B. spec_arith.py (the spec text) over the authoritative month tables of tables.py.
A case is kept only if both give the same answer and every date of the case (inputs and
the output) converts the same way in ICU (as the polyfill sees it) and in the tables.
Everything else is counted by category in build/disagreements.tsv and REPORT.md.

Usage: gen.py [--cal NAME ...] [--scale F]
"""
import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys

import tables
import spec_arith as S
from tables import iso_str, iso_from_jdn, jdn_from_iso, OutOfTable

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "tzcases", "calendars", "arithmetic")
BUILD = os.path.join(HERE, "build")
ORACLE = os.environ.get("ORACLE", "/tmp/temporal-oracle")
SEED = 20260403

# Input-year ranges (arithmetic years) of each calendar, and the largest year span
# for "large" durations.  Outputs may leave the input range but never the table.
RANGES = {
    "gregory": (-400, 2600, 1500), "buddhist": (143, 3143, 1500), "roc": (-2311, 689, 1500),
    "japanese": (1500, 2400, 600), "persian": (1208, 1496, 250), "hebrew": (5300, 6300, 600),
    "islamic-civil": (900, 1900, 800), "islamic-tbla": (900, 1900, 800),
    "islamic-umalqura": (1344, 1499, 140), "indian": (1300, 2400, 800),
    "coptic": (1300, 2100, 800), "ethiopic": (1600, 2400, 800), "ethioaa": (7100, 7900, 800),
    "chinese": (1901, 2098, 180), "dangi": (1901, 2048, 130),
}
# Share of each calendar (lunisolar and table calendars get more)
WEIGHT = {"hebrew": 1.6, "chinese": 1.6, "dangi": 1.4, "persian": 1.2, "islamic-umalqura": 1.1,
          "coptic": 1.0, "ethiopic": 1.0, "ethioaa": 0.9, "japanese": 1.0}

JP_ERA_STARTS = [(1873, 1, 1), (1912, 7, 30), (1926, 12, 25), (1989, 1, 8), (2019, 5, 1)]


def tok_date(y, code, d):
    ys = ("-%04d" % -y) if y < 0 else ("%04d" % y)
    return "%s-%s-%02d" % (ys, code, d)


def dtok(cal, j):
    y, m, code, d = cal.from_jdn(j)
    return tok_date(y, code, d)


def tok_dur(y, m, w, d):
    if (y, m, w, d) == (0, 0, 0, 0):
        return "P0D"
    sign = "-" if min(y, m, w, d) < 0 else ""
    s = "P" + "".join("%d%s" % (abs(v), u) for v, u in ((y, "Y"), (m, "M"), (w, "W"), (d, "D")) if v)
    return sign + s


def parse_dur(s):
    if s in ("PT0S", "P0D"):
        return (0, 0, 0, 0)
    m = re.fullmatch(r"(-?)P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?", s)
    if not m:
        raise ValueError(s)
    sg = -1 if m.group(1) else 1
    return tuple(sg * int(g or 0) for g in m.groups()[1:])


# ------------------------------------------------------------------ the oracle
def run_oracle(lines, tag):
    os.makedirs(BUILD, exist_ok=True)
    qpath = os.path.join(BUILD, "q-%s.tsv" % tag)
    with open(qpath, "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(qpath) as fin:
        out = subprocess.run(["node", os.path.join(ORACLE, "oracle", "runner.mjs")], stdin=fin,
                             capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(out) == len(lines), (tag, len(out), len(lines))
    return out


def parse_cal_out(s):
    """'<iso>\t<year> <code> <day>[ era..]' -> (jdn, (year, code, day)) or ('ERR', msg)"""
    if s.startswith("ERR"):
        return ("ERR", s)
    iso, fields = s.split("\t")
    f = fields.split()
    neg = iso.startswith("-")
    p = iso.lstrip("+-").split("-")
    y = int(p[0]) * (-1 if neg else 1)
    return (jdn_from_iso(y, int(p[1]), int(p[2])), (int(f[0]), f[1], int(f[2])))


# --------------------------------------------------------------- case pools
class Pools:
    def __init__(self, cal, r, ok_months=None):
        self.cal = cal
        self.r = r
        self.lo, self.hi, self.span = RANGES[cal.name]
        self.ok_months = ok_months   # {(year, code): bool} from the ICU scan, or None

    def month_ok(self, j):
        if self.ok_months is None:
            return True
        y, m, code, d = self.cal.from_jdn(j)
        return self.ok_months.get((y, code), False)

    def year_ok(self, y):
        if self.ok_months is None:
            return True
        try:
            return all(self.ok_months.get((y, c), False) for c, _ in self.cal.months(y))
        except OutOfTable:
            return False

    def filtered(self, f):
        """f() drawn again (up to 30 times) until its month agrees in ICU; 3% unfiltered."""
        if self.ok_months is None or self.r.random() < 0.03:
            return f()
        for _ in range(30):
            j = f()
            if self.month_ok(j):
                return j
        return j

    def rand_year(self):
        return self.r.randint(self.lo, self.hi)

    def rand_date(self, y=None):
        c = self.cal
        y = self.rand_year() if y is None else y
        ms = c.months(y)
        m = self.r.randint(1, len(ms))
        return c.to_jdn(y, m, self.r.randint(1, ms[m - 1][1]))

    def special_years(self):
        if not hasattr(self, "_sy"):
            self._sy = self._special_years()
        return self._sy

    def _special_years(self):
        """Years that start or end a cycle, leap years, years with leap months."""
        c, name = self.cal, self.cal.name
        ys = []
        for y in range(self.lo, self.hi + 1):
            try:
                ms = c.months(y)
            except OutOfTable:
                continue
            if name == "hebrew" and y % 19 in (0, 1, 18, 17, 3):
                ys.append(y)
            elif name.startswith("islamic") and y % 30 in (0, 1, 29, 2):
                ys.append(y)
            elif name == "persian" and ms[11][1] == 30:
                ys.append(y)
            elif name in ("coptic", "ethiopic", "ethioaa") and ms[12][1] == 6:
                ys.append(y)
            elif name in ("chinese", "dangi") and len(ms) == 13:
                ys.append(y)
            elif name == "indian" and ms[0][1] == 31:
                ys.append(y)
            elif name in ("gregory", "buddhist", "roc", "japanese") and ms[1][1] == 29 and (
                    (y - c.offset) % 100 == 0 or self.r.random() < 0.05):
                ys.append(y)
            elif name == "islamic-umalqura" and (ms[11][1] == 30 or y % 30 in (0, 1)):
                ys.append(y)
        return ys

    def special_date(self):
        """A date at a month end, in a leap month, or near a year/era boundary."""
        c, r = self.cal, self.r
        k = r.random()
        if c.name == "japanese" and k < 0.35:
            y, m, d = JP_ERA_STARTS[r.randrange(len(JP_ERA_STARTS))]
            return jdn_from_iso(y, m, d) + r.randint(-3, 2)
        sy = self.special_years()
        y = r.choice(sy) if sy and k < 0.7 else self.rand_year()
        ms = c.months(y)
        # prefer leap months and the variable months
        interesting = [i + 1 for i, (code, l) in enumerate(ms)
                       if code.endswith("L") or code in ("M13", "M06", "M12", "M05", "M02", "M03", "M01")]
        m = r.choice(interesting) if interesting and r.random() < 0.6 else r.randint(1, len(ms))
        l = ms[m - 1][1]
        d = r.choice([l, l, l - 1, 30 if l >= 30 else l, 29 if l >= 29 else l, 1, r.randint(1, l)])
        return c.to_jdn(y, m, d)

    def date(self):
        return self.filtered(self.special_date if self.r.random() < 0.7 else self.rand_date)

    def duration(self):
        r, name = self.r, self.cal.name
        sign = r.choice([1, -1])
        k = r.random()
        cyc = {"hebrew": 19, "persian": 33, "islamic-civil": 30, "islamic-tbla": 30,
               "islamic-umalqura": 30, "coptic": 4, "ethiopic": 4, "ethioaa": 4,
               "chinese": 19, "dangi": 19, "indian": 4}.get(name, 4)
        miy = 13 if name in ("hebrew", "chinese", "dangi", "coptic", "ethiopic", "ethioaa") else 12
        if k < 0.30:
            y, m, w, d = r.choice([(1, 0, 0, 0), (0, 1, 0, 0), (0, 12, 0, 0), (0, 13, 0, 0), (0, 2, 0, 0),
                                   (1, 1, 0, 0), (2, 0, 0, 0), (cyc, 0, 0, 0), (cyc - 1, 0, 0, 0),
                                   (cyc + 1, 0, 0, 0), (0, miy, 0, 0), (0, miy - 1, 0, 0),
                                   (0, 0, 1, 0), (0, 0, 0, 1), (0, 0, 0, 29), (0, 0, 0, 30),
                                   (0, 0, 4, 0), (0, 0, 0, 354), (0, 0, 0, 365), (1, 0, 0, 1),
                                   (0, 1, 0, 1), (0, 0, 0, 6), (3, 0, 0, 0), (0, 6, 0, 0)])
        elif k < 0.75:
            y, m, w, d = (r.choice([0, 0, r.randint(0, 5), r.randint(0, 40)]),
                          r.choice([0, 0, r.randint(0, 13), r.randint(0, 40)]),
                          r.choice([0, 0, 0, r.randint(0, 10)]),
                          r.choice([0, 0, r.randint(0, 31), r.randint(0, 400)]))
            if (y, m, w, d) == (0, 0, 0, 0):
                m = 1
        else:  # large
            sp = self.span
            y, m, w, d = r.choice([
                (r.randint(sp // 4, sp), 0, 0, 0),
                (0, r.randint(sp * 3, sp * 12), 0, 0),
                (0, 0, 0, r.randint(sp * 90, sp * 360)),
                (0, 0, r.randint(sp * 10, sp * 50), 0),
                (r.randint(0, sp // 2), r.randint(0, sp * 6), r.randint(0, 300), r.randint(0, 3000)),
            ])
        return (sign * y, sign * m, sign * w, sign * d)


def gen_candidates(cal, n_from, n_add, n_until, r, ok_months=None):
    P = Pools(cal, r, ok_months)
    out = []
    # 1. calendarFrom
    codes = cal.valid_codes()
    extra_bad = ["M13", "M05L", "M00", "M14"] if cal.name not in ("hebrew", "chinese", "dangi") else ["M13"]
    for i in range(n_from):
        k = r.random()
        if k < 0.5:
            j = P.filtered(P.special_date)
            y, m, code, d = cal.from_jdn(j)
            l = cal.days_in_month(y, m)
            d = r.choice([l, l + 1, 30, 31, 29, d, 6 if code == "M13" else 30])
        elif k < 0.8:
            sy = P.special_years() or [P.rand_year()]
            for _ in range(30):
                y = r.choice(sy) if r.random() < 0.5 else P.rand_year()
                if P.year_ok(y) or r.random() < 0.03:
                    break
            code = r.choice(codes)
            d = r.choice([1, 15, 28, 29, 30, 31, 5, 6])
        elif k < 0.98:
            j = P.filtered(P.rand_date)
            y, m, code, d = cal.from_jdn(j)
        else:
            y = P.rand_year()
            code = r.choice(extra_bad)
            d = 1
        if code.endswith("L") and cal.name in ("chinese", "dangi") and r.random() < 0.5:
            # ask for a leap month of a year that has a different one or none
            pass
        for ov in ("constrain", "reject"):
            out.append(("calendarFrom", (y, code, d, ov)))
    # 2. calendarAdd
    for i in range(n_add):
        j = P.date()
        dur = P.duration()
        out.append(("calendarAdd", (j, dur, r.choice(["constrain", "reject"]) if r.random() < 0.6 else "constrain")))
        if r.random() < 0.3:
            out.append(("calendarAdd", (j, dur, "reject")))
    # 3. calendarUntil
    units = ["years", "months", "weeks", "days"]
    for i in range(n_until):
        a = P.date()
        k = r.random()
        if k < 0.45:
            dur = P.duration()
            try:
                b = S.add(cal, a, *dur, "constrain")
            except (OutOfTable, S.InvalidDate):
                continue
            b += r.choice([0, 0, 0, 1, -1])
        elif k < 0.75:
            b = P.date()
        else:
            b = P.filtered(P.rand_date)
        u = r.choice(units) if r.random() < 0.5 else r.choice(["years", "months"])
        out.append(("calendarUntil", (a, b, u)))
        if r.random() < 0.2:
            out.append(("calendarUntil", (b, a, u)))
    return out


# -------------------------------------------------------------- evaluation
def mine(cal, op, args):
    """-> ('date', jdn) | ('error',) | ('dur', tuple)  ; raises OutOfTable"""
    try:
        if op == "calendarFrom":
            y, code, d, ov = args
            return ("date", S.from_fields(cal, y, code, d, ov))
        if op == "calendarAdd":
            j, dur, ov = args
            return ("date", S.add(cal, j, *dur, ov))
        if op == "calendarUntil":
            a, b, u = args
            return ("dur", S.until(cal, a, b, u))
    except S.InvalidDate:
        return ("error",)
    except KeyError:
        return ("error",)


def query_line(cal, op, args):
    if op == "calendarFrom":
        y, code, d, ov = args
        return "calendarFrom\t%s\t%s\toverflow=%s" % (cal.name, json.dumps({"year": y, "monthCode": code, "day": d}), ov)
    if op == "calendarAdd":
        j, dur, ov = args
        return "calendarAdd\t%s\t%s\t%s\toverflow=%s" % (cal.name, iso_str(j), tok_dur(*dur), ov)
    a, b, u = args
    return "calendarUntil\t%s\t%s\t%s\tlargestUnit=%s" % (cal.name, iso_str(a), iso_str(b), u)


def case_line(cal, op, args, res):
    def dt(j):
        y, m, code, d = cal.from_jdn(j)
        return tok_date(y, code, d)
    if op == "calendarFrom":
        y, code, d, ov = args
        head = "calendarFrom %s %s %s %d %s" % (cal.name, y, code, d, ov)
        if res[0] == "error":
            return head + " => error:invalid-date"
        return head + " => %s  # %s" % (dt(res[1]), iso_str(res[1]))
    if op == "calendarAdd":
        j, dur, ov = args
        head = "calendarAdd %s %s %s %s" % (cal.name, dt(j), tok_dur(*dur), ov)
        if res[0] == "error":
            return head + " => error:invalid-date  # %s" % iso_str(j)
        return head + " => %s  # %s → %s" % (dt(res[1]), iso_str(j), iso_str(res[1]))
    a, b, u = args
    return "calendarUntil %s %s %s %s => %s  # %s → %s" % (cal.name, dt(a), dt(b), u, tok_dur(*res[1]),
                                                          iso_str(a), iso_str(b))


def touches_bad_month(cal, ok_m, op, args, res, o):
    """Does the stretch of days a case covers contain a month where ICU and the table
    differ (month scan)?"""
    js = []
    if op == "calendarFrom":
        y, code, d, ov = args
        try:
            if cal.contains_code(y, code):
                if not ok_m.get((y, code), False):
                    return True
            else:
                cc = S.constrain_month_code(cal, y, code, "constrain")
                if not ok_m.get((y, cc), False):
                    return True
        except (OutOfTable, S.InvalidDate, KeyError):
            return True
    elif op == "calendarAdd":
        js.append(args[0])
    else:
        js += list(args[:2])
    if res[0] == "date":
        js.append(res[1])
    p = parse_cal_out(o) if op != "calendarUntil" else ("ERR",)
    if p[0] != "ERR":
        js.append(p[0])
    if not js:
        return False
    a, b = min(js), max(js)
    try:
        y, m, code, d = cal.from_jdn(a)
        ya, ma = y, m
        k = cal.month_index(y, m)
        kb = cal.month_index(*cal.from_jdn(b)[:2])
        # one month of slack either side: the arithmetic also reads neighbouring months
        for kk in range(k - 1, kb + 2):
            yy, mm = cal.from_month_index(kk)
            if not ok_m.get((yy, cal.code(yy, mm)), False):
                return True
    except OutOfTable:
        return True
    return False


def icu_months(cal, y0, y1):
    """Month-level check of ICU (through the polyfill) against the table: the first and
    last day of every month of years y0..y1.  -> {(year, code): ok}"""
    lines, keys = [], []
    for y in range(y0, y1 + 1):
        try:
            start, ms = cal.year(y)
        except OutOfTable:
            continue
        j = start
        for code, l in ms:
            for jj, dd in ((j, 1), (j + l - 1, l)):
                lines.append("calendarFrom\t%s\t%s" % (cal.name, iso_str(jj)))
                keys.append((y, code, jj, dd))
            j += l
    out = run_oracle(lines, "months-" + cal.name)
    ok = {}
    detail = {}
    for (y, code, jj, dd), o in zip(keys, out):
        p = parse_cal_out(o)
        good = p[0] != "ERR" and p[1] == (y, code, dd)
        ok[(y, code)] = ok.get((y, code), True) and good
        if not good:
            detail.setdefault((y, code), []).append((iso_str(jj), (y, code, dd), p[1] if p[0] != "ERR" else o))
    return ok, detail


def process(name, scale, notes, exclude):
    r = random.Random("%d-%s" % (SEED, name))
    cal = tables.make(name)
    w = WEIGHT.get(name, 0.8) * scale
    # month-level scan of ICU against the table (table-driven calendars)
    scan = None
    ok = None
    if name in SCAN:
        lo, hi = SCAN[name]
        ok, detail = icu_months(cal, lo, hi)
        scan = {"range": [lo, hi], "months": len(ok),
                "disagree": [[y, c, detail[(y, c)]] for (y, c), g in sorted(ok.items()) if not g]}
    cands = gen_candidates(cal, int(450 * w), int(2300 * w), int(1500 * w), r,
                           ok if name in FILTER_POOLS else None)
    ok_m = ok
    # answers of B (spec over tables)
    rows = []
    for op, args in cands:
        try:
            res = mine(cal, op, args)
            if op == "calendarFrom" and args[0] in ():
                pass
        except OutOfTable:
            continue
        except AssertionError:
            continue
        rows.append((op, args, res))
    # dedupe
    seen = set()
    uniq = []
    for op, args, res in rows:
        k = (op, args)
        if k in seen:
            continue
        seen.add(k)
        uniq.append((op, args, res))
    rows = uniq
    # inputs' ICU conversion
    inputs = set()
    for op, args, res in rows:
        if op == "calendarAdd":
            inputs.add(args[0])
        elif op == "calendarUntil":
            inputs.update(args[:2])
    inputs = sorted(inputs)
    out = run_oracle(["calendarFrom\t%s\t%s" % (name, iso_str(j)) for j in inputs], "inputs-" + name)
    icu_in = {}
    for j, o in zip(inputs, out):
        p = parse_cal_out(o)
        y, m, code, d = cal.from_jdn(j)
        icu_in[j] = (p[0] != "ERR" and p[1] == (y, code, d), p[1] if p[0] != "ERR" else o)
    # polyfill answers
    out = run_oracle([query_line(cal, op, args) for op, args, res in rows], "cases-" + name)
    kept = []
    dis = []
    stats = collections.Counter()
    for (op, args, res), o in zip(rows, out):
        ins = [args[0]] if op == "calendarAdd" else (list(args[:2]) if op == "calendarUntil" else [])
        bad_in = [j for j in ins if not icu_in[j][0]]
        if bad_in:
            stats[(op, "icu-input")] += 1
            dis.append((op, "icu-input", query_line(cal, op, args), o, res,
                        "; ".join("%s: ICU %s, table %s" % (iso_str(j), icu_in[j][1], dtok(cal, j)) for j in bad_in)))
            continue
        if op == "calendarUntil":
            if o.startswith("ERR"):
                cat = "oracle-error"
                ok = False
            else:
                ok = parse_dur(o) == res[1]
                cat = "until-differs"
        else:
            p = parse_cal_out(o)
            if p[0] == "ERR":
                ok = res[0] == "error"
                if not o.startswith("ERR RangeError"):
                    ok = False
                cat = "polyfill-error-spec-value"
            elif res[0] == "error":
                ok = False
                cat = "polyfill-value-spec-error"
            else:
                tj = p[0]
                try:
                    y, m, code, d = cal.from_jdn(tj)
                    table_fields = (y, code, d)
                except OutOfTable:
                    table_fields = None
                if table_fields != p[1]:
                    ok = False
                    cat = "icu-output"
                else:
                    ok = tj == res[1]
                    cat = "value-differs"
        if not ok and ok_m is not None and cat not in ("icu-output", "icu-input"):
            if touches_bad_month(cal, ok_m, op, args, res, o):
                cat = "icu-month-in-span"
        if ok:
            kept.append((op, args, res))
            stats[(op, "agree")] += 1
        else:
            stats[(op, cat)] += 1
            mres = ("error" if res[0] == "error" else
                    (tok_dur(*res[1]) if res[0] == "dur" else "%s %s" % (iso_str(res[1]), dtok(cal, res[1]))))
            dis.append((op, cat, query_line(cal, op, args), o, mres, ""))
    # literal-loop self-test of spec_arith's fast searches (moderate spans)
    pairs = [(a, b, u) for op, (a, b, u), res in
             [(op, args, res) for op, args, res in rows if op == "calendarUntil"]
             if abs(a - b) < 4000][:300]
    try:
        st_bad = S.selftest(cal, pairs)
    except OutOfTable:
        st_bad = ["out of table"]
    stats[("selftest", "pairs")] = len(pairs)
    stats[("selftest", "mismatch")] = len(st_bad)
    return cal, kept, dis, stats, scan


# Calendars whose case pools are drawn (97%) from months where ICU agrees with the table
# (ICU's Umm al-Qura differs from KACST in a large share of months).
FILTER_POOLS = {"islamic-umalqura"}
SCAN = {"persian": (1206, 1497), "hebrew": (5300, 6400), "islamic-umalqura": (1343, 1500),
        "chinese": (1900, 2099), "dangi": (1900, 2049)}


def write_file(cal, kept, stats, versions):
    os.makedirs(OUT, exist_ok=True)
    order = {"calendarFrom": 0, "calendarAdd": 1, "calendarUntil": 2}
    kept = sorted(kept, key=lambda t: (order[t[0]], repr(t[1])))
    cnt = collections.Counter(op for op, _, _ in kept)
    path = os.path.join(OUT, cal.name + ".tzcases")
    with open(path, "w") as f:
        f.write("# tzcases 2\n")
        f.write("# %s calendar arithmetic (Temporal semantics: PlainDate.from with overflow, add, until)\n" % cal.name)
        f.write("# generator: Fixtures/generator/calendars/arithmetic/gen.py (seed %d); regenerate.sh\n" % SEED)
        f.write("# oracle A: TC39 Temporal reference polyfill, proposal-temporal commit %s, Node %s (ICU %s)\n"
                % (versions["polyfill"], versions["node"], versions["icu"]))
        f.write("# oracle B: spec_arith.py (spec text of NonISODateAdd/NonISODateUntil/NonISOCalendarDateToISO) over tables.py\n")
        f.write("# tables: %s\n" % tables_source(cal.name, versions))
        for op in ("calendarFrom", "calendarAdd", "calendarUntil"):
            tot = sum(v for (o, c), v in stats.items() if o == op)
            f.write("# %s: %d candidates, %d kept (A and B agree, ICU conversion of every date agrees with the tables)\n"
                    % (op, tot, cnt[op]))
        for op in ("calendarFrom", "calendarAdd", "calendarUntil"):
            f.write("\n# --- %s (%d)\n" % (op, cnt[op]))
            for o, args, res in kept:
                if o == op:
                    f.write(case_line(cal, o, args, res) + "\n")
    return cnt


def tables_source(name, v):
    return {
        "gregory": "proleptic Gregorian arithmetic", "buddhist": "proleptic Gregorian, year = ISO + 543",
        "roc": "proleptic Gregorian, year = ISO - 1911", "japanese": "proleptic Gregorian, year = ISO year",
        "persian": "jdatetime %s, checked against the Iranian calendar authority's Nowruz list 1206-1498 AP" % v["jdatetime"],
        "hebrew": "convertdate %s hebrew (arithmetic), checked against pyluach %s" % (v["convertdate"], v["pyluach"]),
        "islamic-civil": "tabular Islamic, Friday epoch (R&D), checked against convertdate %s" % v["convertdate"],
        "islamic-tbla": "tabular Islamic, Thursday epoch (R&D)",
        "islamic-umalqura": "hijridate %s (KACST Umm al-Qura, 1343-1500 AH)" % v["hijridate"],
        "indian": "Indian national calendar rules of 1957, checked against convertdate %s" % v["convertdate"],
        "coptic": "Coptic arithmetic (R&D), checked against convertdate %s" % v["convertdate"],
        "ethiopic": "Ethiopic arithmetic (R&D)", "ethioaa": "Ethiopic arithmetic, year = Amete Mihret + 5500",
        "chinese": "lunardate %s (Hong Kong Observatory, 1900-2099)" % v["lunardate"],
        "dangi": "korean-lunar-calendar %s (KASI), lunar years 1900-2049" % v["korean_lunar_calendar"],
    }[name]


def versions():
    from importlib import metadata
    v = {}
    for p in ("convertdate", "pyluach", "hijridate", "jdatetime", "lunardate", "korean_lunar_calendar"):
        v[p] = metadata.version(p)
    node = subprocess.run(["node", "-e", "console.log(process.version, process.versions.icu, process.versions.tz)"],
                          capture_output=True, text=True).stdout.split()
    v["node"], v["icu"], v["icu_tz"] = node
    v["polyfill"] = os.environ.get("POLYFILL_COMMIT", "171f1c3b630f91b1a0bba80ce5cbfcfa5b14c478")
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cal", nargs="*", default=tables.CALENDARS)
    ap.add_argument("--scale", type=float, default=1.0)
    a = ap.parse_args()
    v = versions()
    notes, exclude = tables.selfcheck(log=lambda *x: None)
    os.makedirs(BUILD, exist_ok=True)
    summary = {}
    for name in a.cal:
        cal, kept, dis, stats, scan = process(name, a.scale, notes, exclude)
        stats_cases = collections.Counter({k: n for k, n in stats.items() if k[0] != "selftest"})
        cnt = write_file(cal, kept, stats_cases, v)
        with open(os.path.join(BUILD, "disagreements-%s.tsv" % name), "w") as f:
            for d in dis:
                f.write("\t".join(str(x) for x in d) + "\n")
        summary[name] = {"kept": dict(cnt), "stats": {"%s/%s" % k: n for k, n in sorted(stats.items())},
                         "scan": scan}
        print(name, dict(cnt), dict(stats), file=sys.stderr, flush=True)
        with open(os.path.join(BUILD, "summary-cal-%s.json" % name), "w") as f:
            json.dump({"versions": v, "notes": notes.get(name), "summary": summary[name]}, f, indent=1)
    with open(os.path.join(BUILD, "summary-%s.json" % ("all" if a.cal == tables.CALENDARS else "_".join(a.cal))), "w") as f:
        json.dump({"versions": v, "notes": notes, "calendars": summary}, f, indent=1)


if __name__ == "__main__":
    main()
