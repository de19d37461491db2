"""Content lines as the apps write them (issue 23): folding at 75 octets,
CRLF, parameter quoting, and VTIMEZONE blocks in each app's shape."""
from datetime import date, datetime, timedelta

from dateutil.rrule import rrulestr

from zones import Obs, Zone

SAFE_PARAM = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./+ ()&'")


def param_value(v, quote=False):
    """A parameter value, quoted when it must be (RFC 5545 3.1: ':' ';' ',') or asked to."""
    if quote or any(c in v for c in ":;,"):
        return '"' + v + '"'
    return v


def escape_text(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line, width=75):
    """RFC 5545 3.1: lines longer than 75 octets are split, the next line
    starting with one space; never inside a UTF-8 sequence."""
    data = line.encode("utf-8")
    out = []
    limit = width
    while len(data) > limit:
        cut = limit
        while cut > 0 and (data[cut] & 0xC0) == 0x80:
            cut -= 1
        out.append(data[:cut])
        data = data[cut:]
        limit = width - 1  # the leading space counts
    out.append(data)
    return b"\r\n ".join(out)


class Lines:
    def __init__(self):
        self.lines = []

    def add(self, name, value, **params):
        """params in the order given; a value of None leaves the parameter out."""
        p = "".join(f";{k.replace('_', '-')}={v}" for k, v in params.items() if v is not None)
        self.lines.append(f"{name}{p}:{value}")

    def raw(self, text):
        self.lines.append(text)

    def extend(self, other):
        self.lines.extend(other.lines)

    def to_bytes(self):
        return b"".join(fold(l) + b"\r\n" for l in self.lines)


def fmt_local(dt):
    return dt.strftime("%Y%m%dT%H%M%S")


def fmt_date(d):
    return d.strftime("%Y%m%d")


def first_in_year(obs: Obs, year):
    """The first onset of obs's rule in a year (Google and Nextcloud write 1970's)."""
    t = obs.dtstart
    rule = rrulestr("FREQ=YEARLY;" + obs.rule, dtstart=t.replace(year=year - 1, month=1, day=1))
    for d in rule:
        if d.year == year:
            return d
    raise ValueError(obs)


def _onset_until(obs: Obs, before: datetime, offset_from):
    """UNTIL (UTC) of a historic rule: its last onset before `before`."""
    rule = rrulestr("FREQ=YEARLY;" + obs.rule, dtstart=obs.dtstart)
    last = rule.before(before)
    sign = 1 if offset_from[0] == "+" else -1
    off = timedelta(hours=int(offset_from[1:3]), minutes=int(offset_from[3:5])) * sign
    return (last - off).strftime("%Y%m%dT%H%M%SZ")


def _onsets(L, start, rrule, rdates):
    """An observance's onsets as Outlook, Google and Nextcloud write them:
    DTSTART, then its RRULE (if any), then one RDATE line a one-off onset."""
    L.add("DTSTART", fmt_local(start))
    if rrule:
        L.add("RRULE", rrule)
    for r in rdates:
        L.add("RDATE", fmt_local(r))


def vtimezone(zone: Zone, style, historic=False, tzid=None, observances=None):
    """VTIMEZONE as an app writes it.  style: google, nextcloud, apple, outlook."""
    tzid = tzid or (zone.windows if style == "outlook" else zone.iana)
    L = Lines()
    L.add("BEGIN", "VTIMEZONE")
    L.add("TZID", tzid)
    if style == "google":
        L.add("X-LIC-LOCATION", zone.iana)
    obs_list = []
    if observances is not None:
        obs_list = [(o, o.dtstart, None) for o in observances]
    elif style == "outlook" and zone.outlook and not historic:
        obs_list = [(o, o.dtstart, None) for o in zone.outlook]
    else:
        cur = zone.current
        if historic and zone.historic:
            for h in zone.historic:
                if h.rule:
                    until = _onset_until(h, datetime(h.last_year + 1, 1, 1), h.frm) if h.last_year else None
                    start = h.dtstart
                    if style == "outlook":
                        start = first_in_year(h, 1601)
                    obs_list.append((h, start, until))
                else:
                    obs_list.append((h, h.dtstart, None))
            for c in cur:
                obs_list.append((c, c.dtstart, None))
        else:
            for c in cur:
                if c.rule is None:
                    obs_list.append((c, c.dtstart, None))
                elif style in ("google", "nextcloud"):
                    obs_list.append((c, first_in_year(c, 1970), None))
                elif style == "outlook":
                    obs_list.append((c, first_in_year(c, 1601), None))
                else:
                    obs_list.append((c, c.dtstart, None))
        if style == "outlook":  # Outlook writes STANDARD before DAYLIGHT
            obs_list.sort(key=lambda x: (x[0].kind != "STANDARD", x[1]))
    if style == "outlook":  # Exchange writes one-off onsets as one observance each
        split = []
        for o, start, until in obs_list:
            split.append((o, start, until))
            split += [(o, r, None) for r in o.rdates]
        obs_list = split
    for o, start, until in obs_list:
        rdates = o.rdates if style != "outlook" else []
        rrule = None
        if o.rule:
            parts = o.rule
            if style == "outlook":  # BYDAY before BYMONTH, UNTIL first
                kv = dict(p.split("=") for p in parts.split(";"))
                order = ["BYDAY", "BYMONTHDAY", "BYMONTH"]
                parts = ";".join(f"{k}={kv[k]}" for k in order if k in kv)
            rrule = "FREQ=YEARLY;" + (f"UNTIL={until};" if until else "") + parts
        L.add("BEGIN", o.kind)
        if style == "apple":
            L.add("TZOFFSETFROM", o.frm)
            if rrule:
                L.add("RRULE", rrule)
            L.add("DTSTART", fmt_local(start))
            for r in rdates:
                L.add("RDATE", fmt_local(r))
            L.add("TZNAME", o.tzname)
            L.add("TZOFFSETTO", o.to)
        elif style == "outlook":
            _onsets(L, start, rrule, rdates)
            L.add("TZOFFSETFROM", o.frm)
            L.add("TZOFFSETTO", o.to)
        else:  # google, nextcloud
            L.add("TZOFFSETFROM", o.frm)
            L.add("TZOFFSETTO", o.to)
            L.add("TZNAME", o.tzname)
            _onsets(L, start, rrule, rdates)
        L.add("END", o.kind)
    L.add("END", "VTIMEZONE")
    return L
