"""Temporal's calendar arithmetic for non-ISO calendars, written from the spec text
(Temporal, tc39/proposal-temporal spec/*.html, and the Intl Era and Month Code proposal,
tc39/proposal-intl-era-monthcode spec.emu): ConstrainMonthCode, MonthCodeToOrdinal,
BalanceNonISODate, CompareSurpasses, NonISODateSurpasses, NonISODateAdd,
NonISODateUntil, NonISOResolveFields + NonISOCalendarDateToISO.  It runs over the month
tables of tables.py, never over ICU.

Dates are (year, ordinal month, day) triples of a tables.Calendar; conversions to and
from days go through the tables.  A RangeError of the spec is InvalidDate here.
"""
from tables import OutOfTable

ISO_MIN_JDN = None  # set lazily


# The spec's loops in NonISODateUntil step candidates one at a time and stop at the first
# candidate that surpasses.  NonISODateSurpasses is monotone in each candidate (years: the
# compared year grows with it; months: the absolute month grows; weeks/days: the day
# count grows), so a galloping search finds the same stopping point.  selftest() checks
# this against the literal loops.
FAST = True


class InvalidDate(Exception):
    pass


def _limits():
    from tables import jdn_from_iso
    # ISODateWithinLimits: -271821-04-19 .. +275760-09-13
    return jdn_from_iso(-271821, 4, 19), jdn_from_iso(275760, 9, 13)


def parse_code(code):
    return int(code[1:3]), code.endswith("L")


def is_valid_code(cal, code):
    return code in cal.valid_codes()


def constrain_month_code(cal, y, code, overflow):
    if cal.contains_code(y, code):
        return code
    if overflow == "reject":
        raise InvalidDate("month code %s not in year %d" % (code, y))
    n, leap = parse_code(code)
    assert leap
    if cal.skip == "backward":
        return "M%02d" % n
    assert code == "M05L"
    return "M06"


def balance(cal, y, m, d):
    """BalanceNonISODate.  The month loops of the spec are done through absolute month
    numbers (same result: they step year by year through the same table)."""
    if m <= 0 or m > cal.months_in_year(y):
        y, m = cal.from_month_index(cal.month_index(y, m))
    miy = cal.months_in_year(y)
    dim = cal.days_in_month(y, m)
    if d <= 0 or d > dim:
        # the day loops move month by month; equivalent to counting days from the
        # first of the month through the table
        j = cal.to_jdn(y, m, 1) + d - 1
        yy, mm, _, dd = cal.from_jdn(j)
        return yy, mm, dd
    return y, m, d


def balance_literal(cal, y, m, d):
    """BalanceNonISODate, step for step (used by the self-test)."""
    miy = cal.months_in_year(y)
    while m <= 0:
        y -= 1
        miy = cal.months_in_year(y)
        m += miy
    while m > miy:
        m -= miy
        y += 1
        miy = cal.months_in_year(y)
    dim = cal.days_in_month(y, m)
    while d <= 0:
        m -= 1
        if m == 0:
            y -= 1
            miy = cal.months_in_year(y)
            m = miy
        dim = cal.days_in_month(y, m)
        d += dim
    while d > dim:
        d -= dim
        m += 1
        if m > miy:
            y += 1
            miy = cal.months_in_year(y)
            m = 1
        dim = cal.days_in_month(y, m)
    return y, m, d


def iso_to_date(cal, j):
    y, m, code, d = cal.from_jdn(j)
    return {"year": y, "month": m, "code": code, "day": d}


def compare_surpasses(sign, year, month_or_code, day, target):
    if year != target["year"]:
        if sign * (year - target["year"]) > 0:
            return True
    elif isinstance(month_or_code, str) and month_or_code != target["code"]:
        if sign > 0:
            if month_or_code > target["code"]:
                return True
        else:
            if target["code"] > month_or_code:
                return True
    elif not isinstance(month_or_code, str) and month_or_code != target["month"]:
        if sign * (month_or_code - target["month"]) > 0:
            return True
    elif day != target["day"]:
        if sign * (day - target["day"]) > 0:
            return True
    return False


def surpasses(cal, sign, one, two, years, months, weeks, days):
    """NonISODateSurpasses (one, two are JDNs)"""
    parts = iso_to_date(cal, one)
    cal2 = iso_to_date(cal, two)
    y0 = parts["year"] + years
    if compare_surpasses(sign, y0, parts["code"], parts["day"], cal2):
        return True
    m0 = cal.ordinal(y0, constrain_month_code(cal, y0, parts["code"], "constrain"))
    ay, am, _ = balance(cal, y0, m0 + months, 1)
    if compare_surpasses(sign, ay, am, parts["day"], cal2):
        return True
    if weeks == 0 and days == 0:
        return False
    ey, em, ed = balance(cal, ay, am + 1, 0)
    base = parts["day"]
    reg = base if base <= ed else ed
    by, bm, bd = balance(cal, ey, em, reg + 7 * weeks + days)
    return compare_surpasses(sign, by, bm, bd, cal2)


def add(cal, j, years, months, weeks, days, overflow):
    """NonISODateAdd -> JDN"""
    parts = iso_to_date(cal, j)
    y0 = parts["year"] + years
    m0 = cal.ordinal(y0, constrain_month_code(cal, y0, parts["code"], overflow))
    ey, em, ed = balance(cal, y0, m0 + months + 1, 0)
    base = parts["day"]
    if base <= ed:
        reg = base
    else:
        if overflow == "reject":
            raise InvalidDate("day %d > %d" % (base, ed))
        reg = ed
    by, bm, bd = balance(cal, ey, em, reg + 7 * weeks + days)
    r = cal.to_jdn(by, bm, bd)
    lo, hi = _limits()
    if not (lo <= r <= hi):
        raise InvalidDate("outside the ISO limits")
    return r


def _search(pred_false, sign, start_value, fast):
    """Linear search of the spec's loops: returns the last candidate for which
    pred_false(candidate) holds (pred is 'does not surpass'), starting at sign.
    With fast=True, gallops (valid where the predicate is monotone)."""
    if not fast:
        val = start_value
        cand = sign
        while pred_false(cand):
            val = cand
            cand += sign
        return val
    # exponential then binary search over k >= 1 (candidate = k*sign).  A probe that
    # leaves the table lies beyond the target (which is in the table): it surpasses.
    raw = pred_false

    def pred_false(c):
        try:
            return raw(c)
        except OutOfTable:
            return False
    if not pred_false(sign):
        return start_value
    lo = 1
    hi = 2
    while pred_false(hi * sign):
        lo = hi
        hi *= 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if pred_false(mid * sign):
            lo = mid
        else:
            hi = mid
    return lo * sign


def until(cal, one, two, largest):
    """NonISODateUntil (JDNs) -> (years, months, weeks, days)"""
    sign = -1 if one > two else (1 if one < two else 0)
    if sign == 0:
        return (0, 0, 0, 0)
    years = 0
    if largest == "years":
        years = _search(lambda c: not surpasses(cal, sign, one, two, c, 0, 0, 0), sign, 0, FAST)
    months = 0
    if largest in ("years", "months"):
        months = _search(lambda c: not surpasses(cal, sign, one, two, years, c, 0, 0), sign, 0, FAST)
    weeks = 0
    if largest == "weeks":
        weeks = _search(lambda c: not surpasses(cal, sign, one, two, years, months, c, 0), sign, 0, True)
    days = _search(lambda c: not surpasses(cal, sign, one, two, years, months, weeks, c), sign, 0, FAST)
    return (years, months, weeks, days)


def from_fields(cal, year, code, day, overflow):
    """NonISOResolveFields + NonISOCalendarDateToISO for {year, monthCode, day} -> JDN"""
    if not is_valid_code(cal, code):
        raise InvalidDate("month code %s not valid for %s" % (code, cal.name))
    if day < 1:
        raise InvalidDate("day < 1")
    if cal.contains_code(year, code):
        cc = code
    else:
        cc = constrain_month_code(cal, year, code, "constrain")
    month = cal.ordinal(year, cc)
    constrain_month_code(cal, year, code, overflow)   # throws for reject
    dim = cal.days_in_month(year, month)
    if day > dim:
        if overflow == "reject":
            raise InvalidDate("day %d > %d" % (day, dim))
        day = dim
    return cal.to_jdn(year, month, day)


def selftest(cal, pairs):
    """Literal loops and literal BalanceNonISODate vs the fast ones, on (one, two) pairs."""
    global FAST, balance
    bad = []
    fast_balance = balance
    for one, two, unit in pairs:
        FAST = True
        balance = fast_balance
        a = until(cal, one, two, unit)
        FAST = False
        balance = balance_literal
        try:
            b = until(cal, one, two, unit)
        finally:
            FAST = True
            balance = fast_balance
        if a != b:
            bad.append((one, two, unit, a, b))
    return bad
