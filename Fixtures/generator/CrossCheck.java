// Second, independent oracle for tzcases files: java.time (its own compiled
// tzdb.dat).  Evaluates every case line of every *.tzcases file under the
// given directories and writes the ones it disagrees with (or cannot
// evaluate) as  PATH<TAB>LINE<TAB>JAVA_RESULT  to OUT.
//
// Run: java CrossCheck.java OUT [--links=LINKS.tsv] DIR...   (single-file source, no build tool)
//      java CrossCheck.java --tzdb-version   prints the IANA release of java.time's tz data
//      (e.g. 2025a) and nothing else; regenerate.sh picks the JDK whose release is
//      newest, and generate.py compares it with the release it installed as
//      java.time's (the differences between that and the corpus's release explain
//      some disagreements).
//      java CrossCheck.java --jdk   prints the JDK: vendor, version and java.home.
// Runs on Java 11 and later (single-file source launch); nothing newer is used.
//
// The semantics are implemented here from the format spec directly, on top
// of java.time.zone.ZoneRules; nothing is shared with the Python generator.
// The v2 operation `difference` is java.time's own typical computation
// (Period.between + Duration, see difference()), which differs from
// Temporal's by definition in cases difference.py lists and skips.

import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.time.*;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.time.zone.*;
import java.util.*;
import java.util.stream.*;

public class CrossCheck {

    static final Map<String, ZoneRules> RULES = new HashMap<>();
    // IANA links (name -> target) from the tzdata release, used only for the
    // few link names java.time does not know (it drops e.g. EST, ROC); the
    // rules themselves are always java.time's.
    static final Map<String, String> LINKS = new HashMap<>();
    static final TreeSet<String> LINKS_USED = new TreeSet<>();

    /** The ZoneId of a zone name, through its IANA link target when java.time lacks the name. */
    static ZoneId zoneId(String zone) {
        try {
            return ZoneId.of(zone);
        } catch (DateTimeException e) {
            String target = LINKS.get(zone);
            if (target == null) throw e;
            LINKS_USED.add(zone + " -> " + target);
            return ZoneId.of(target);
        }
    }

    static ZoneRules rules(String zone) {
        return RULES.computeIfAbsent(zone, z -> {
            try {
                return ZoneId.of(z).getRules();
            } catch (DateTimeException e) {
                String target = LINKS.get(z);
                if (target == null) throw e;
                LINKS_USED.add(z + " -> " + target);
                return ZoneId.of(target).getRules();
            }
        });
    }

    // ------------------------------------------------------------ values

    static String fmtOffset(ZoneOffset o) {
        int s = o.getTotalSeconds();
        int a = Math.abs(s);
        String r = String.format("%s%02d:%02d", s < 0 ? "-" : "+", a / 3600, a / 60 % 60);
        if (a % 60 != 0) r += String.format(":%02d", a % 60);
        return r;
    }

    static String fmtLocal(LocalDateTime l) {
        return String.format("%04d-%02d-%02dT%02d:%02d:%02d", l.getYear(), l.getMonthValue(),
                l.getDayOfMonth(), l.getHour(), l.getMinute(), l.getSecond());
    }

    static String fmtInstant(ZoneRules r, Instant i) {
        ZoneOffset o = r.getOffset(i);
        return fmtLocal(LocalDateTime.ofInstant(i, o)) + fmtOffset(o);
    }

    static LocalDateTime parseLocal(String s) {
        if (!s.matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}")) throw new IllegalArgumentException(s);
        return LocalDateTime.parse(s);
    }

    static LocalDate parseDate(String s) {
        if (!s.matches("\\d{4}-\\d{2}-\\d{2}")) throw new IllegalArgumentException(s);
        return LocalDate.parse(s);
    }

    static Instant parseInstant(String s) {
        LocalDateTime l = parseLocal(s.substring(0, 19));
        String off = s.substring(19);
        ZoneOffset o = off.equals("Z") ? ZoneOffset.UTC : ZoneOffset.of(off);
        return l.toInstant(o);
    }

    // ------------------------------------------------------------ semantics

    /** All instants whose wall-clock time in the zone is l, ascending. */
    static List<Instant> candidates(ZoneRules r, LocalDateTime l) {
        TreeSet<Instant> out = new TreeSet<>();
        for (ZoneOffset o : r.getValidOffsets(l)) out.add(l.toInstant(o));
        // getValidOffsets looks at one transition only; scan the offsets of
        // every period around l as well (exotic back-to-back changes).
        for (ZoneOffset o : offsetsAround(r, l)) {
            Instant t = l.toInstant(o);
            if (r.getOffset(t).equals(o)) out.add(t);
        }
        return new ArrayList<>(out);
    }

    static Set<ZoneOffset> offsetsAround(ZoneRules r, LocalDateTime l) {
        Set<ZoneOffset> s = new HashSet<>();
        Instant lo = l.toInstant(ZoneOffset.UTC).minusSeconds(2 * 86400);
        Instant hi = l.toInstant(ZoneOffset.UTC).plusSeconds(2 * 86400);
        s.add(r.getOffset(lo));
        Instant cur = lo;
        while (true) {
            ZoneOffsetTransition tr = r.nextTransition(cur);
            if (tr == null || tr.getInstant().isAfter(hi)) break;
            s.add(tr.getOffsetAfter());
            cur = tr.getInstant();
        }
        return s;
    }

    static String resolve(ZoneRules r, LocalDateTime l, String policy) {
        List<Instant> c = candidates(r, l);
        Instant res;
        if (c.size() == 1) {
            res = c.get(0);
        } else if (c.size() > 1) {
            if (policy.equals("reject")) return "error:ambiguous";
            res = policy.equals("later") ? c.get(c.size() - 1) : c.get(0);
        } else {
            if (policy.equals("reject")) return "error:nonexistent";
            ZoneOffsetTransition tr = r.getTransition(l);
            if (tr == null || !tr.isGap()) throw new IllegalStateException("no gap at " + l);
            // earlier: wall clock l - G in the old offset = l read in the new offset
            res = policy.equals("earlier") ? l.toInstant(tr.getOffsetAfter()) : l.toInstant(tr.getOffsetBefore());
        }
        return fmtInstant(r, res);
    }

    static Instant resolveCompatible(ZoneRules r, LocalDateTime l) {
        return parseInstant(resolve(r, l, "compatible"));
    }

    /** Transitions with instants in [lo, hi]. */
    static List<ZoneOffsetTransition> transitions(ZoneRules r, Instant lo, Instant hi) {
        List<ZoneOffsetTransition> out = new ArrayList<>();
        Instant cur = lo.minusSeconds(1);
        while (true) {
            ZoneOffsetTransition tr = r.nextTransition(cur);
            if (tr == null || tr.getInstant().isAfter(hi)) break;
            out.add(tr);
            cur = tr.getInstant();
        }
        return out;
    }

    /** Earliest instant whose local date-time is >= midnight of d (null: none within reach). */
    static Instant firstAtOrAfter(ZoneRules r, LocalDate d) {
        LocalDateTime m = d.atStartOfDay();
        Instant best = null;
        for (Instant t : candidates(r, m)) best = best == null || t.isBefore(best) ? t : best;
        Instant lo = m.toInstant(ZoneOffset.UTC).minusSeconds(3 * 86400);
        Instant hi = m.toInstant(ZoneOffset.UTC).plusSeconds(3 * 86400);
        for (ZoneOffsetTransition tr : transitions(r, lo, hi)) {
            LocalDateTime after = LocalDateTime.ofInstant(tr.getInstant(), tr.getOffsetAfter());
            LocalDateTime before = LocalDateTime.ofInstant(tr.getInstant(), tr.getOffsetBefore());
            if (!after.isBefore(m) && !before.isAfter(m)) {
                Instant t = tr.getInstant();
                best = best == null || t.isBefore(best) ? t : best;
            }
        }
        return best;
    }

    static LocalDate localDate(ZoneRules r, Instant i) {
        return LocalDateTime.ofInstant(i, r.getOffset(i)).toLocalDate();
    }

    /** Earliest instant whose local date is d, or null. */
    static Instant startOfDay(ZoneRules r, LocalDate d) {
        Instant t = firstAtOrAfter(r, d);
        if (t == null || !localDate(r, t).equals(d)) return null;
        return t;
    }

    static String eval(String[] a) {
        String op = a[0];
        if (op.equals("isoWeek")) {
            LocalDate d;
            try {
                d = parseDate(a[1]);
            } catch (DateTimeException | IllegalArgumentException e) {
                return "error:invalid-input";
            }
            return String.format("%04d-W%02d-%d", d.get(IsoFields.WEEK_BASED_YEAR),
                    d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), d.getDayOfWeek().getValue());
        }
        ZoneRules r;
        try {
            r = rules(a[1]);
        } catch (DateTimeException e) {
            return "error:unknown-zone";
        }
        try {
            return evalIn(r, a);
        } catch (DateTimeException | IllegalArgumentException e) {
            return "error:invalid-input";
        }
    }

    static String evalIn(ZoneRules r, String[] a) {
        String op = a[0];
        switch (op) {
            case "offset":
                return fmtOffset(r.getOffset(parseInstant(a[2])));
            case "resolve":
                if (!List.of("compatible", "earlier", "later", "reject").contains(a[3]))
                    throw new IllegalArgumentException("bad policy " + a[3]);
                return resolve(r, parseLocal(a[2]), a[3]);
            case "startOfDay": {
                Instant s = startOfDay(r, parseDate(a[2]));
                return s == null ? "error:skipped-day" : fmtInstant(r, s);
            }
            case "dayLength": {
                LocalDate d = parseDate(a[2]);
                Instant s = startOfDay(r, d);
                if (s == null) return "error:skipped-day";
                // earliest instant whose local date is later than d
                Instant e = firstAtOrAfter(r, d.plusDays(1));
                return Long.toString(Duration.between(s, e).getSeconds());
            }
            case "addDays":
            case "addMonths":
            case "addYears": {
                Instant i = parseInstant(a[2]);
                long n = Long.parseLong(a[3]);
                if (n == 0) return fmtInstant(r, i); // N = 0 leaves the instant alone
                LocalDateTime l = LocalDateTime.ofInstant(i, r.getOffset(i));
                LocalDateTime target = op.equals("addDays") ? l.plusDays(n)
                        : op.equals("addMonths") ? l.plusMonths(n) : l.plusMonths(12 * n);
                return fmtInstant(r, resolveCompatible(r, target));
            }
            case "nextTransition": {
                ZoneOffsetTransition tr = r.nextTransition(parseInstant(a[2]));
                if (tr == null) return "none";
                return fmtLocal(LocalDateTime.ofInstant(tr.getInstant(), tr.getOffsetAfter()))
                        + fmtOffset(tr.getOffsetAfter()) + " " + fmtOffset(tr.getOffsetBefore())
                        + " " + fmtOffset(tr.getOffsetAfter());
            }
            case "difference":
                return difference(zoneId(a[1]), parseInstant(a[2]), parseInstant(a[3]), a[4]);
            case "daysBetween": {
                LocalDate d1 = localDate(r, parseInstant(a[2]));
                LocalDate d2 = localDate(r, parseInstant(a[3]));
                return Long.toString(ChronoUnit.DAYS.between(d1, d2));
            }
            default:
                throw new IllegalArgumentException("unknown op " + op);
        }
    }

    // ------------------------------------------------------------ difference

    /**
     * tzcases v2 `difference ZONE INSTANT INSTANT UNIT`, as a java.time program typically
     * computes it: java.time has no equivalent of Temporal's until() with a calendar largest
     * unit, so the date part is Period.between (years, months) or ChronoUnit.DAYS.between
     * (weeks, days) of the local dates, the end date moved by a day when the end's local time
     * of day is on the wrong side of the start's (as LocalDateTime.until does), and the rest
     * is Duration.between(start.plus(datePart), end): ZonedDateTime.plus adds the period to the
     * local date-time and resolves it once, keeping the start's offset where it is valid (an
     * overlap) and moving a time in a gap forward by the gap's length.
     * UNIT hours is Duration.between(start, end).  The definitions differ from Temporal's in
     * the cases generate.py/difference.py lists (REPORT.md); only the other cases must agree.
     */
    static String difference(ZoneId zone, Instant i1, Instant i2, String unit) {
        ZonedDateTime s = ZonedDateTime.ofInstant(i1, zone);
        ZonedDateTime e = ZonedDateTime.ofInstant(i2, zone);
        if (unit.equals("hours")) return fmtDuration(0, 0, 0, 0, Duration.between(s, e).getSeconds());
        LocalDateTime ls = s.toLocalDateTime(), le = e.toLocalDateTime();
        LocalDate sd = ls.toLocalDate(), ed = le.toLocalDate();
        if (ed.isAfter(sd) && le.toLocalTime().isBefore(ls.toLocalTime())) ed = ed.minusDays(1);
        else if (ed.isBefore(sd) && le.toLocalTime().isAfter(ls.toLocalTime())) ed = ed.plusDays(1);
        long y = 0, m = 0, w = 0, d;
        ZonedDateTime mid;
        switch (unit) {
            case "years": {
                Period p = Period.between(sd, ed);
                y = p.getYears();
                m = p.getMonths();
                d = p.getDays();
                mid = s.plus(p);
                break;
            }
            case "months": {
                Period p = Period.between(sd, ed);
                m = p.toTotalMonths();
                d = p.getDays();
                mid = s.plus(p);
                break;
            }
            case "weeks": {
                long days = ChronoUnit.DAYS.between(sd, ed);
                w = days / 7;
                d = days % 7;
                mid = s.plusDays(days);
                break;
            }
            case "days":
                d = ChronoUnit.DAYS.between(sd, ed);
                mid = s.plusDays(d);
                break;
            default:
                throw new IllegalArgumentException("bad unit " + unit);
        }
        return fmtDuration(y, m, w, d, Duration.between(mid, e).getSeconds());
    }

    /**
     * A duration as tzcases DURATION text (Temporal's toString): one sign in front, zero parts
     * left out, hours not folded into days, PT0S for zero.  Parts of mixed signs, which that
     * text cannot hold, are written each with its own sign (P-1M-3DT72H) so that a
     * disagreement shows them.
     */
    static String fmtDuration(long y, long m, long w, long d, long secs) {
        long h = secs / 3600, min = secs / 60 % 60, sec = secs % 60; // each carries the sign of secs
        long[] v = {y, m, w, d, h, min, sec};
        String[] u = {"Y", "M", "W", "D", "H", "M", "S"};
        boolean pos = false, neg = false;
        for (long x : v) {
            pos |= x > 0;
            neg |= x < 0;
        }
        if (!pos && !neg) return "PT0S";
        boolean mixed = pos && neg;
        StringBuilder b = new StringBuilder(neg && !mixed ? "-P" : "P");
        for (int k = 0; k < 7; k++) {
            if (k == 4 && (v[4] != 0 || v[5] != 0 || v[6] != 0)) b.append('T');
            if (v[k] != 0) b.append(mixed ? v[k] : Math.abs(v[k])).append(u[k]);
        }
        return b.toString();
    }

    /** The IANA release of java.time's own tz data (tzdb.dat), e.g. 2025a. */
    static String tzdbVersion() {
        return ZoneRulesProvider.getVersions("UTC").lastKey();
    }

    public static void main(String[] args) throws IOException {
        if (args.length == 1 && args[0].equals("--tzdb-version")) {
            System.out.println(tzdbVersion());
            return;
        }
        if (args.length == 1 && args[0].equals("--jdk")) {
            System.out.println(System.getProperty("java.vendor") + " "
                    + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.home") + ")");
            return;
        }
        Path out = Paths.get(args[0]);
        List<Path> files = new ArrayList<>();
        int first = 1;
        if (args.length > 1 && args[1].startsWith("--links=")) {
            for (String l : Files.readAllLines(Paths.get(args[1].substring(8)), StandardCharsets.UTF_8)) {
                String[] f = l.split("\t");
                if (f.length == 2) LINKS.put(f[0], f[1]);
            }
            first = 2;
        }
        for (int k = first; k < args.length; k++) {
            try (Stream<Path> s = Files.walk(Paths.get(args[k]))) {
                s.filter(p -> p.toString().endsWith(".tzcases")).sorted().forEach(files::add);
            }
        }
        long total = 0, bad = 0;
        Map<String, Integer> badByFile = new TreeMap<>();
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (Path p : files) {
                List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
                for (int k = 0; k < lines.size(); k++) {
                    String line = lines.get(k);
                    int hash = line.indexOf('#');
                    String body = (hash >= 0 ? line.substring(0, hash) : line).trim();
                    if (body.isEmpty()) continue;
                    String[] parts = body.split("=>");
                    String[] in = parts[0].trim().split("[ \t]+");
                    String expected = String.join(" ", parts[1].trim().split("[ \t]+"));
                    String got;
                    try {
                        got = eval(in);
                    } catch (Exception e) {
                        got = "EXCEPTION " + e.getClass().getSimpleName() + ": " + e.getMessage();
                    }
                    total++;
                    if (!got.equals(expected)) {
                        bad++;
                        badByFile.merge(p.getFileName().toString(), 1, Integer::sum);
                        w.write(p.toString() + "\t" + (k + 1) + "\t" + got + "\n");
                    }
                }
            }
        }
        Files.write(Paths.get(out + ".links-used"), LINKS_USED, StandardCharsets.UTF_8);
        System.out.println("java.time cross-check: tzdb " + ZoneRulesProvider.getVersions("UTC").keySet()
                + ", " + total + " cases, " + bad + " disagreements");
        for (Map.Entry<String, Integer> e : badByFile.entrySet())
            System.out.println("  " + e.getKey() + ": " + e.getValue());
    }
}
