"""Oracle for the tzcases corpus.

Time-zone data comes ONLY from the PyPI package `tzdata` (mainline IANA, no
backzone).  The TZif files of that package are parsed here (v2+ 64-bit data
plus the POSIX-TZ footer, expanded for future years) into a list of UTC-offset
transitions; every transition and every period is then checked against
Python's own `zoneinfo` (over the same package, with the system tz path
disabled), which is the primary oracle.  All operations of the tzcases format
are pure functions of that offset table, computed with integer seconds.

The installed `tzdata` package is the release the corpus is computed with
(PRIMARY).  Other releases, each a `tzdata` package installed with
`pip install --target DIR tzdata==X`, are read with the same parser through
`Release(DIR + "/tzdata")`; they are only compared with PRIMARY
(diff_releases.py), never used to compute expectations.

Conventions: an *instant* is an int (seconds since 1970-01-01T00:00:00Z); a
*local* is an int (seconds since 1970-01-01T00:00:00 on the wall clock); a
*date* is an int (days since 1970-01-01).
"""

import bisect
import datetime
import os
import re
import struct
import zoneinfo

import tzdata

zoneinfo.reset_tzpath([])  # never read /usr/share/zoneinfo (Debian ships backzone)

DAY = 86400
EXPAND_UNTIL_YEAR = 2310  # footer rules expanded up to here


# ---------------------------------------------------------------- civil dates

def days_from_civil(y, m, d):
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(z):
    z += 719468
    era = (z if z >= 0 else z - 146096) // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + (3 if mp < 10 else -9)
    return (y + (m <= 2), m, d)


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def days_in_month(y, m):
    if m == 2:
        return 29 if is_leap(y) else 28
    return 31 if m in (1, 3, 5, 7, 8, 10, 12) else 30


def weekday(days):  # 0=Monday .. 6=Sunday
    return (days + 3) % 7


# ---------------------------------------------------------------- formatting

def fmt_date(days):
    y, m, d = civil_from_days(days)
    return "%04d-%02d-%02d" % (y, m, d)


def fmt_local(local):
    days, secs = divmod(local, DAY)
    return "%sT%02d:%02d:%02d" % (fmt_date(days), secs // 3600, secs // 60 % 60, secs % 60)


def fmt_offset(off):
    sign = "-" if off < 0 else "+"
    a = abs(off)
    s = "%s%02d:%02d" % (sign, a // 3600, a // 60 % 60)
    if a % 60:
        s += ":%02d" % (a % 60)
    return s


def fmt_instant(u, off):
    return fmt_local(u + off) + fmt_offset(off)


_DATE_RE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
_LOCAL_RE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$")
_INSTANT_RE = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|[+-]\d{2}:\d{2}(?::\d{2})?)$")
_OFFSET_RE = re.compile(r"^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$")


def parse_date(s):
    m = _DATE_RE.match(s)
    if not m:
        raise ValueError("bad DATE %r" % s)
    y, mo, d = map(int, m.groups())
    if not (1 <= mo <= 12 and 1 <= d <= days_in_month(y, mo)):
        raise ValueError("bad DATE %r" % s)
    return days_from_civil(y, mo, d)


def parse_local(s):
    m = _LOCAL_RE.match(s)
    if not m:
        raise ValueError("bad LOCAL %r" % s)
    y, mo, d, hh, mi, ss = map(int, m.groups())
    if not (1 <= mo <= 12 and 1 <= d <= days_in_month(y, mo) and hh < 24 and mi < 60 and ss < 60):
        raise ValueError("bad LOCAL %r" % s)
    return days_from_civil(y, mo, d) * DAY + hh * 3600 + mi * 60 + ss


def parse_offset(s):
    if s == "Z":
        return 0
    m = _OFFSET_RE.match(s)
    if not m:
        raise ValueError("bad OFFSET %r" % s)
    sign, hh, mi, ss = m.groups()
    v = int(hh) * 3600 + int(mi) * 60 + int(ss or 0)
    return -v if sign == "-" else v


def parse_instant(s):
    """Returns (utc_seconds, offset_written)."""
    m = _INSTANT_RE.match(s)
    if not m:
        raise ValueError("bad INSTANT %r" % s)
    local = parse_local(s[:19])
    off = parse_offset(m.group(7))
    return local - off, off


# ---------------------------------------------------------------- TZif

def _parse_posix_offset(s, i):
    """Parses [+-]hh[:mm[:ss]] at s[i:]; returns (seconds, new_i)."""
    m = re.compile(r"([+-]?)(\d{1,3})(?::(\d{1,2}))?(?::(\d{1,2}))?").match(s, i)
    if not m:
        raise ValueError("bad POSIX TZ time in %r" % s)
    sign, hh, mi, ss = m.groups()
    v = int(hh) * 3600 + int(mi or 0) * 60 + int(ss or 0)
    return (-v if sign == "-" else v), m.end()


def _parse_posix_name(s, i):
    if s[i] == "<":
        j = s.index(">", i)
        return s[i + 1:j], j + 1
    m = re.compile(r"[A-Za-z]+").match(s, i)
    return m.group(0), m.end()


def _parse_rule(r):
    """A POSIX date rule 'Mm.w.d[/time]', 'Jn[/time]' or 'n[/time]'."""
    if "/" in r:
        date, t = r.split("/", 1)
        secs, _ = _parse_posix_offset(t, 0)
    else:
        date, secs = r, 7200
    if date.startswith("M"):
        m, w, d = map(int, date[1:].split("."))
        return ("M", m, w, d, secs)
    if date.startswith("J"):
        return ("J", int(date[1:]), secs)
    return ("N", int(date), secs)


def _rule_local(rule, year):
    """Local wall-clock seconds (in the offset in force before) of the rule in year."""
    jan1 = days_from_civil(year, 1, 1)
    if rule[0] == "M":
        _, m, w, d, secs = rule
        first = days_from_civil(year, m, 1)
        # d: 0=Sunday; weekday(): 0=Monday
        wd_first = (weekday(first) + 1) % 7  # 0=Sunday
        day = first + (d - wd_first) % 7 + (w - 1) * 7
        if w == 5:
            while day >= first + days_in_month(year, m):
                day -= 7
        return day * DAY + secs
    if rule[0] == "J":  # 1..365, Feb 29 never counted
        _, n, secs = rule
        day = jan1 + n - 1
        if is_leap(year) and n >= 60:
            day += 1
        return day * DAY + secs
    _, n, secs = rule  # 0..365, Feb 29 counted
    return (jan1 + n) * DAY + secs


class Footer:
    def __init__(self, s):
        self.text = s
        i = 0
        self.std_name, i = _parse_posix_name(s, i)
        off, i = _parse_posix_offset(s, i)
        self.std_off = -off
        self.dst_name = None
        self.dst_off = None
        self.rules = None
        if i < len(s):
            self.dst_name, i = _parse_posix_name(s, i)
            if i < len(s) and s[i] != ",":
                off, i = _parse_posix_offset(s, i)
                self.dst_off = -off
            else:
                self.dst_off = self.std_off + 3600
            if i < len(s):
                assert s[i] == ","
                a, b = s[i + 1:].split(",")
                self.rules = (_parse_rule(a), _parse_rule(b))

    def events(self, year):
        """[(utc, offset_after)] for the year, sorted."""
        if not self.rules:
            return []
        start = _rule_local(self.rules[0], year) - self.std_off
        end = _rule_local(self.rules[1], year) - self.dst_off
        return sorted([(start, self.dst_off), (end, self.std_off)])


class Zone:
    """The UTC-offset history of one zone.

    trans[i] is the instant of the i-th offset change, offs[i] the offset in
    force from trans[i] on; off0 is the offset before trans[0].  Consecutive
    equal offsets are merged (a change of name or DST flag only is not a
    transition).  Future transitions come from the TZif footer, expanded to
    EXPAND_UNTIL_YEAR; `never_again` tells whether the zone changes offset no
    more after its last transition (footer without DST rules).
    """

    def __init__(self, name, release=None):
        self.name = name
        self.release = release or PRIMARY
        with open(self.release.path(name), "rb") as f:
            data = f.read()
        self._parse(data)

    def _parse(self, data):
        assert data[:4] == b"TZif", self.name
        version = data[4:5]
        assert version in (b"2", b"3", b"4"), (self.name, version)
        cnt = struct.unpack(">6l", data[20:44])
        isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = cnt
        skip = timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt
        p = 44 + skip
        assert data[p:p + 4] == b"TZif"
        isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt = struct.unpack(">6l", data[p + 20:p + 44])
        assert leapcnt == 0, self.name
        p += 44
        times = list(struct.unpack(">%dq" % timecnt, data[p:p + 8 * timecnt]))
        p += 8 * timecnt
        idx = list(data[p:p + timecnt])
        p += timecnt
        types = []
        for k in range(typecnt):
            utoff, isdst, abbr = struct.unpack(">lBB", data[p + 6 * k:p + 6 * k + 6])
            types.append((utoff, isdst))
        p += 6 * typecnt + charcnt + leapcnt * 12 + isstdcnt + isutcnt
        footer = data[p:].strip(b"\n").decode()
        self.footer = Footer(footer) if footer else None
        # Offset before the first transition: as zoneinfo does, the first
        # non-DST type (RFC 8536 says type 0; they agree for every zone here,
        # which the zoneinfo check below confirms).
        before = next((t[0] for t in types if not t[1]), types[0][0])
        trans, offs = [], []
        cur = before
        for t, i in zip(times, idx):
            o = types[i][0]
            if o != cur:
                trans.append(t)
                offs.append(o)
                cur = o
        self.explicit_count = len(trans)
        last_explicit = times[-1] if times else None
        if self.footer and self.footer.rules:
            y0 = civil_from_days(last_explicit // DAY)[0] - 1 if times else 1800
            for y in range(y0, EXPAND_UNTIL_YEAR + 1):
                for t, o in self.footer.events(y):
                    if last_explicit is not None and t <= last_explicit:
                        continue
                    if trans and t <= trans[-1]:
                        raise AssertionError("unordered footer events in %s" % self.name)
                    if o != cur:
                        trans.append(t)
                        offs.append(o)
                        cur = o
            self.never_again = False
        else:
            if self.footer and self.footer.std_off != cur:
                # footer offset differs from last type: applies after last time
                trans.append(last_explicit)  # pragma: no cover (no zone of 2025a, 2025b or 2026f)
                offs.append(self.footer.std_off)
            self.never_again = True
        self.off0 = before
        self.trans = trans
        self.offs = offs

    # ------------------------------------------------------------ queries

    def offset_at(self, u):
        i = bisect.bisect_right(self.trans, u)
        return self.offs[i - 1] if i else self.off0

    def offset_before(self, i):
        return self.offs[i - 1] if i else self.off0

    def periods(self, lo, hi):
        """[(start, end, offset)] of the periods intersecting [lo, hi]; start/end may be None (open)."""
        i = bisect.bisect_right(self.trans, lo)
        out = []
        while True:
            start = self.trans[i - 1] if i else None
            end = self.trans[i] if i < len(self.trans) else None
            out.append((start, end, self.offs[i - 1] if i else self.off0))
            if end is None or end > hi:
                break
            i += 1
        return out

    def candidates(self, local):
        """All instants whose wall-clock time is `local`, ascending."""
        out = []
        for start, end, o in self.periods(local - 2 * DAY, local + 2 * DAY):
            t = local - o
            if (start is None or t >= start) and (end is None or t < end):
                out.append(t)
        return sorted(set(out))

    def gap_around(self, local):
        """For a nonexistent local: (o1, o2) offsets before and after the gap."""
        i = bisect.bisect_right(self.trans, local - 2 * DAY)
        while i < len(self.trans) and self.trans[i] <= local + 2 * DAY:
            t = self.trans[i]
            o1, o2 = self.offset_before(i), self.offs[i]
            if t + o1 <= local < t + o2:
                return o1, o2
            i += 1
        raise AssertionError("no gap found for %s %s" % (self.name, fmt_local(local)))

    def resolve(self, local, policy):
        """Returns an instant, or 'error:nonexistent' / 'error:ambiguous'."""
        c = self.candidates(local)
        if len(c) == 1:
            return c[0]
        if len(c) > 1:
            if policy == "reject":
                return "error:ambiguous"
            return c[-1] if policy == "later" else c[0]
        if policy == "reject":
            return "error:nonexistent"
        o1, o2 = self.gap_around(local)
        return local - o2 if policy == "earlier" else local - o1

    def kind(self, local):
        n = len(self.candidates(local))
        return "gap" if n == 0 else ("overlap" if n > 1 else "normal")

    def first_instant_local_at_least(self, local):
        """Earliest instant t with local(t) >= local."""
        best = None
        for start, end, o in self.periods(local - 2 * DAY, local + 2 * DAY):
            t = local - o
            if start is not None and t < start:
                t = start
            if end is not None and t >= end:
                continue
            if best is None or t < best:
                best = t
        return best

    def start_of_day(self, date):
        """Earliest instant whose local date is `date`, or None if the date was skipped."""
        lo, hi = date * DAY, (date + 1) * DAY
        best = None
        for start, end, o in self.periods(lo - 2 * DAY, hi + 2 * DAY):
            t = lo - o
            if start is not None and t < start:
                t = start
            if end is not None and t >= end:
                continue
            if t + o >= hi:
                continue
            if best is None or t < best:
                best = t
        return best

    def day_length(self, date):
        s = self.start_of_day(date)
        if s is None:
            return None
        return self.first_instant_local_at_least((date + 1) * DAY) - s

    def local_of(self, u):
        return u + self.offset_at(u)

    def next_transition(self, u):
        i = bisect.bisect_right(self.trans, u)
        if i >= len(self.trans):
            if self.never_again:
                return None
            raise AssertionError("expansion too short for %s" % self.name)
        return self.trans[i], self.offset_before(i), self.offs[i]

    # ------------------------------------------------------------ check

    def check_against_zoneinfo(self, lo_year=1800, hi_year=2300, sample_days=20):
        """Compare the table with zoneinfo: at every transition (t-1, t) and
        on a grid of instants.  Returns the number of comparisons."""
        if self.release is PRIMARY:
            zi = zoneinfo.ZoneInfo(self.name)
        else:
            with open(self.release.path(self.name), "rb") as f:
                zi = zoneinfo.ZoneInfo.from_file(f, key=self.name)
        utc = datetime.timezone.utc
        epoch = datetime.datetime(1970, 1, 1, tzinfo=utc)

        def zoff(u):
            d = epoch + datetime.timedelta(seconds=u)
            return int(d.astimezone(zi).utcoffset().total_seconds())

        lo = days_from_civil(lo_year, 1, 1) * DAY
        hi = days_from_civil(hi_year, 1, 1) * DAY
        n = 0
        for i, t in enumerate(self.trans):
            if lo <= t <= hi:
                for u in (t - 1, t):
                    if zoff(u) != self.offset_at(u):
                        raise AssertionError("zoneinfo disagrees for %s at %s: %d vs %d" % (
                            self.name, fmt_local(u), zoff(u), self.offset_at(u)))
                    n += 1
        u = lo + 3 * 3600 + 17
        step = sample_days * DAY + 3671
        while u < hi:
            if zoff(u) != self.offset_at(u):
                raise AssertionError("zoneinfo disagrees for %s at %sZ: %d vs %d" % (
                    self.name, fmt_local(u), zoff(u), self.offset_at(u)))
            n += 1
            u += step
        return n


class Release:
    """One IANA tz release as the PyPI `tzdata` package ships it.

    `package_dir` is the directory of the `tzdata` package itself (the one
    holding `zoneinfo/` and `zones`).  The release's version is read from the
    first line of zoneinfo/tzdata.zi, its zone names from `zones` (the list
    zoneinfo.available_timezones() reads), its links from the `L` lines of
    tzdata.zi.  zone(name) parses and caches that zone's TZif file.
    """

    def __init__(self, package_dir):
        self.package_dir = package_dir
        with open(os.path.join(package_dir, "zoneinfo", "tzdata.zi")) as f:
            first = f.readline().split()
        assert first[:2] == ["#", "version"], package_dir
        self.version = first[2]
        self._zones = {}
        self._names = None
        self._links = None

    def path(self, name):
        """The TZif file of zone `name`."""
        return os.path.join(self.package_dir, "zoneinfo", *name.split("/"))

    def names(self):
        """The zone names of the release (links included), as a set."""
        if self._names is None:
            with open(os.path.join(self.package_dir, "zones")) as f:
                self._names = {l.strip() for l in f if l.strip()}
        return self._names

    def links(self):
        """{link name: target} from tzdata.zi."""
        if self._links is None:
            self._links = {}
            with open(os.path.join(self.package_dir, "zoneinfo", "tzdata.zi")) as f:
                for line in f:
                    if line.startswith("L "):
                        _, target, name = line.split()
                        self._links[name] = target
        return self._links

    def zone(self, name):
        """The parsed offset table of zone `name` (cached)."""
        z = self._zones.get(name)
        if z is None:
            z = self._zones[name] = Zone(name, self)
        return z


PRIMARY = Release(os.path.dirname(tzdata.__file__))
assert PRIMARY.version == tzdata.IANA_VERSION, (PRIMARY.version, tzdata.IANA_VERSION)


def zone(name):
    """The offset table of zone `name` in PRIMARY, the release of the corpus."""
    return PRIMARY.zone(name)


# ---------------------------------------------------------------- operations

def add_months_local(local, n):
    days, secs = divmod(local, DAY)
    y, m, d = civil_from_days(days)
    k = y * 12 + (m - 1) + n
    y2, m2 = divmod(k, 12)
    m2 += 1
    d2 = min(d, days_in_month(y2, m2))
    return days_from_civil(y2, m2, d2) * DAY + secs


def iso_week(days):
    y, m, d = civil_from_days(days)
    wd = weekday(days) + 1  # 1=Monday
    thursday = days - (wd - 1) + 3
    wy = civil_from_days(thursday)[0]
    week = (thursday - days_from_civil(wy, 1, 1)) // 7 + 1
    return "%04d-W%02d-%d" % (wy, week, wd)


def in_year_range(u_or_local):
    y = civil_from_days(u_or_local // DAY)[0]
    return 1 <= y <= 9999


_KNOWN = None


def evaluate(tokens):
    """Evaluates one case: tokens = [OP, ARG...].  Returns the result tokens
    (list of strings), the form in which a tzcases file states them.
    Unknown zones give error:unknown-zone, malformed inputs error:invalid-input."""
    global _KNOWN
    if _KNOWN is None:
        _KNOWN = zoneinfo.available_timezones()
    if tokens[0] != "isoWeek" and len(tokens) > 1 and tokens[1] not in _KNOWN:
        return ["error:unknown-zone"]
    try:
        return _evaluate(tokens)
    except ValueError:
        return ["error:invalid-input"]


def _evaluate(tokens):
    op, args = tokens[0], tokens[1:]
    if op == "resolve" and args[2] not in ("compatible", "earlier", "later", "reject"):
        raise ValueError("bad POLICY %r" % args[2])
    if op == "isoWeek":
        return [iso_week(parse_date(args[0]))]
    z = zone(args[0])
    if op == "offset":
        u, _ = parse_instant(args[1])
        return [fmt_offset(z.offset_at(u))]
    if op == "resolve":
        r = z.resolve(parse_local(args[1]), args[2])
        return [r] if isinstance(r, str) else [fmt_instant(r, z.offset_at(r))]
    if op == "startOfDay":
        s = z.start_of_day(parse_date(args[1]))
        return ["error:skipped-day"] if s is None else [fmt_instant(s, z.offset_at(s))]
    if op == "dayLength":
        n = z.day_length(parse_date(args[1]))
        return ["error:skipped-day"] if n is None else [str(n)]
    if op in ("addDays", "addMonths", "addYears"):
        u, _ = parse_instant(args[1])
        if not re.match(r"^[+-]?\d+$", args[2]):
            raise ValueError("bad N %r" % args[2])
        n = int(args[2])
        if n == 0:
            # Moving by nothing leaves the instant alone, even at the second
            # reading of a repeated wall-clock time (docs/tzcases.md).
            return [fmt_instant(u, z.offset_at(u))]
        local = z.local_of(u)
        if op == "addDays":
            target = local + n * DAY
        else:
            target = add_months_local(local, n * (12 if op == "addYears" else 1))
        r = z.resolve(target, "compatible")
        return [fmt_instant(r, z.offset_at(r))]
    if op == "nextTransition":
        u, _ = parse_instant(args[1])
        nt = z.next_transition(u)
        if nt is None:
            return ["none"]
        t, o1, o2 = nt
        return [fmt_instant(t, o2), fmt_offset(o1), fmt_offset(o2)]
    if op == "daysBetween":
        u1, _ = parse_instant(args[1])
        u2, _ = parse_instant(args[2])
        return [str(z.local_of(u2) // DAY - z.local_of(u1) // DAY)]
    raise ValueError("unknown op %r" % op)


# ---------------------------------------------------------------- shared by the generators

def utc(y, m=1, d=1, hh=0, mi=0, ss=0):
    """The instant (seconds since 1970 UTC) of a UTC date and time."""
    return days_from_civil(y, m, d) * DAY + hh * 3600 + mi * 60 + ss


def year_of(u):
    """The UTC year of an instant."""
    return civil_from_days(u // DAY)[0]


def file_name(zone):
    """The corpus file of a zone: America/New_York -> America__New_York.tzcases."""
    return zone.replace("/", "__") + ".tzcases"
