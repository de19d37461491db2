"""Pairs the two oracles' records of one file (issue 23).

Identical records agree.  The rest are paired, in this order: same
component, uid, recurrence-id, origin and start (they differ in end or
status); same component, uid, recurrence-id and end (they differ in start);
same component and uid with starts less than 26 hours apart (nearest first).
What is left is listed by one oracle only.
"""
from collections import Counter
from datetime import datetime


def parse_t(s):
    if len(s) == 10:
        return datetime.strptime(s, "%Y-%m-%d")
    return datetime.strptime(s.rstrip("Z")[:19], "%Y-%m-%dT%H:%M:%S")


def pair(rie_rows, lib_rows):
    """-> (agreed rows, [(rie row or None, libical row or None)])"""
    a, b = Counter(rie_rows), Counter(lib_rows)
    common = a & b
    agreed = list(common.elements())
    ra = list((a - common).elements())
    rb = list((b - common).elements())
    pairs = []

    def take(keyf):
        nonlocal ra, rb
        idx = {}
        for i, r in enumerate(rb):
            idx.setdefault(keyf(r), []).append(i)
        used_b = set()
        rest_a = []
        for r in ra:
            lst = idx.get(keyf(r))
            while lst and lst[0] in used_b:
                lst.pop(0)
            if lst:
                j = lst.pop(0)
                used_b.add(j)
                pairs.append((r, rb[j]))
            else:
                rest_a.append(r)
        ra = rest_a
        rb = [r for j, r in enumerate(rb) if j not in used_b]

    take(lambda r: (r[0], r[1], r[2], r[5], r[3]))
    take(lambda r: (r[0], r[1], r[2], r[4]))
    # nearest start, same component and uid
    rest_a = []
    for r in ra:
        best = None
        for j, s in enumerate(rb):
            if (s[0], s[1]) != (r[0], r[1]):
                continue
            d = abs((parse_t(s[3]) - parse_t(r[3])).total_seconds())
            if d < 26 * 3600 and (best is None or d < best[0]):
                best = (d, j)
        if best:
            pairs.append((r, rb.pop(best[1])))
        else:
            rest_a.append(r)
    pairs += [(r, None) for r in rest_a]
    pairs += [(None, s) for s in rb]
    return agreed, pairs
