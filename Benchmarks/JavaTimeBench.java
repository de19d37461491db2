// java.time column of the DateMath / Foundation / java.time benchmark table.
//
// Run (single-file source launch, Java 17+):
//     java Benchmarks/JavaTimeBench.java [--quick]
//
// stdout (consumed by the Swift side; nothing else is printed there):
//     # java.time <java.version> tzdb <tzdb version>
//     <op>\t<ns_per_op, 1 decimal>\t<2-thread scaling, 2 decimals>
//     ...
//     # checksum <n>
// Diagnostics go to stderr.
//
// Workload: zones America/New_York, Europe/Dublin, Australia/Lord_Howe, Asia/Kolkata;
// instant i (0..4095) = 1_000_000_000 + (i * 2_654_435_761 mod 1_262_304_000) s since 1970.
// Index j -> zone j % 4, instant (j / 4) % 4096 (round-robin over 4 x 4096 = 16384 cases).
//
// Method per op: warm up (>= 300 ms and >= 200k calls), then time batches with System.nanoTime() for ~0.5 s
// (~0.1 s with --quick), report the median batch in ns/op. Then run the op on 2 threads at
// once (same workload, fixed iterations per thread, released together by a latch) and report
// (total ops/s on 2 threads) / (ops/s on 1 thread). The 1-thread rate for this ratio comes from a
// 1-thread round run right before each 2-thread round (same code path and iteration count);
// the reported value is the median over 5 pairs in which the threads actually got their CPUs
// (checked with thread CPU time; up to 10 pairs are tried, else all pairs + a stderr warning).

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.chrono.HijrahDate;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

public class JavaTimeBench {

    static final String[] ZONE_NAMES = {
        "America/New_York", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kolkata"
    };
    static final int NZ = 4;
    static final int NI = 4096;
    static final int N = NZ * NI;          // 16384, a power of two
    static final int MASK = N - 1;

    static final Locale DE = Locale.forLanguageTag("de-DE");

    // Flattened workload, index j in [0, N): zone j % 4, instant (j / 4) % 4096.
    static final ZoneId[] ZONE = new ZoneId[N];
    static final ZoneRules[] RULES = new ZoneRules[N];
    static final Instant[] INSTANT = new Instant[N];
    static final LocalDateTime[] RESOLVE_LDT = new LocalDateTime[N];
    static final String[] ISO = new String[N];
    static final DateTimeFormatter[] CACHED_FMT = new DateTimeFormatter[N];
    /** Long date, full time (a zone name): en_US for even instants, de_DE for odd. */
    static final DateTimeFormatter[] ZONE_NAME_FMT = new DateTimeFormatter[N];
    static final Locale EN = Locale.forLanguageTag("en-US");

    static {
        ZoneId[] zones = new ZoneId[NZ];
        ZoneRules[] rules = new ZoneRules[NZ];
        DateTimeFormatter[] fmts = new DateTimeFormatter[NZ];
        DateTimeFormatter[][] zoneNameFmts = new DateTimeFormatter[2][NZ];
        for (int z = 0; z < NZ; z++) {
            zones[z] = ZoneId.of(ZONE_NAMES[z]);
            rules[z] = zones[z].getRules();
            fmts[z] = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                    .withLocale(DE).withZone(zones[z]);
            for (int l = 0; l < 2; l++) {
                zoneNameFmts[l][z] = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG, FormatStyle.FULL)
                        .withLocale(l == 0 ? EN : DE).withZone(zones[z]);
            }
        }
        for (int j = 0; j < N; j++) {
            int z = j % NZ;
            int i = (j / NZ) % NI;
            long secs = 1_000_000_000L + ((long) i * 2_654_435_761L) % 1_262_304_000L;
            Instant inst = Instant.ofEpochSecond(secs);
            ZONE[j] = zones[z];
            RULES[j] = rules[z];
            INSTANT[j] = inst;
            RESOLVE_LDT[j] = LocalDateTime.ofInstant(inst.plusSeconds(12 * 3600), zones[z]);
            ISO[j] = DateTimeFormatter.ISO_INSTANT.format(inst);
            CACHED_FMT[j] = fmts[z];
            ZONE_NAME_FMT[j] = zoneNameFmts[i & 1][z];
        }
    }

    /** One benchmarked operation; each subclass has its own loop so the JIT compiles it separately. */
    static abstract class Op {
        final String name;
        Op(String name) { this.name = name; }
        /** Runs n calls starting at workload index start; returns a checksum of the results. */
        abstract long batch(int start, int n);
    }

    static long strSum(String s) {
        return s.length() * 31L + s.charAt(s.length() - 2);
    }

    static List<Op> ops() {
        List<Op> ops = new ArrayList<>();
        ops.add(new Op("offset") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += RULES[j].getOffset(INSTANT[j]).getTotalSeconds();
                }
                return sum;
            }
        });
        ops.add(new Op("localDateTime") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    LocalDateTime ldt = LocalDateTime.ofInstant(INSTANT[j], ZONE[j]);
                    sum += ldt.getDayOfMonth() + ldt.getHour() + ldt.getMinute();
                }
                return sum;
            }
        });
        ops.add(new Op("startOfDay") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    ZoneId zone = ZONE[j];
                    Instant s = ZonedDateTime.ofInstant(INSTANT[j], zone).toLocalDate()
                            .atStartOfDay(zone).toInstant();
                    sum += s.getEpochSecond();
                }
                return sum;
            }
        });
        ops.add(new Op("dayLength") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    ZoneId zone = ZONE[j];
                    LocalDate d = ZonedDateTime.ofInstant(INSTANT[j], zone).toLocalDate();
                    ZonedDateTime a = d.atStartOfDay(zone);
                    ZonedDateTime b = d.plusDays(1).atStartOfDay(zone);
                    sum += Duration.between(a, b).getSeconds();
                }
                return sum;
            }
        });
        ops.add(new Op("addDay") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += ZonedDateTime.ofInstant(INSTANT[j], ZONE[j]).plusDays(1).toInstant().getEpochSecond();
                }
                return sum;
            }
        });
        ops.add(new Op("addMonth") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += ZonedDateTime.ofInstant(INSTANT[j], ZONE[j]).plusMonths(1).toInstant().getEpochSecond();
                }
                return sum;
            }
        });
        ops.add(new Op("resolve") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += ZonedDateTime.ofLocal(RESOLVE_LDT[j], ZONE[j], null).toInstant().getEpochSecond();
                }
                return sum;
            }
        });
        ops.add(new Op("rfc3339Format") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += strSum(DateTimeFormatter.ISO_INSTANT.format(INSTANT[j]));
                }
                return sum;
            }
        });
        ops.add(new Op("rfc3339Parse") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += Instant.parse(ISO[j]).getEpochSecond();
                }
                return sum;
            }
        });
        ops.add(new Op("localeFormatCached") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += strSum(CACHED_FMT[j].format(INSTANT[j]));
                }
                return sum;
            }
        });
        ops.add(new Op("localeFormatZoneName") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += strSum(ZONE_NAME_FMT[j].format(INSTANT[j]));
                }
                return sum;
            }
        });
        // Umm al-Qura (java.time's HijrahDate), as DateMath's
        // calendarToUmmAlQura and calendarAddMonthUmmAlQura rows: the UTC
        // day of the instant, its day of month, and one month added.
        ops.add(new Op("calendarToUmmAlQura") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    sum += HijrahDate.from(LocalDate.ofInstant(INSTANT[j], ZoneOffset.UTC)).get(ChronoField.DAY_OF_MONTH);
                }
                return sum;
            }
        });
        ops.add(new Op("calendarAddMonthUmmAlQura") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    LocalDateTime local = LocalDateTime.ofInstant(INSTANT[j], ZoneOffset.UTC);
                    HijrahDate moved = HijrahDate.from(local.toLocalDate()).plus(1, ChronoUnit.MONTHS);
                    sum += LocalDate.from(moved).atTime(local.toLocalTime()).toEpochSecond(ZoneOffset.UTC);
                }
                return sum;
            }
        });
        ops.add(new Op("localeFormatNew") {
            long batch(int start, int n) {
                long sum = 0;
                for (int k = 0; k < n; k++) {
                    int j = (start + k) & MASK;
                    DateTimeFormatter f = DateTimeFormatter
                            .ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                            .withLocale(DE).withZone(ZONE[j]);
                    sum += strSum(f.format(INSTANT[j]));
                }
                return sum;
            }
        });
        return ops;
    }

    static long checksum = 0;

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        return (s.length % 2 == 1) ? s[m] : (s[m - 1] + s[m]) / 2;
    }

    /** Warm up for at least warmNs; returns a rough ns/op estimate from the last part of warm-up. */
    static double warmup(Op op, long warmNs) {
        int pos = 0;
        int chunk = 1000;
        long t0 = System.nanoTime();
        long calls = 0;
        double est = 0;
        while (true) {
            long b0 = System.nanoTime();
            checksum += op.batch(pos, chunk);
            long b1 = System.nanoTime();
            pos = (pos + chunk) & MASK;
            calls += chunk;
            est = (double) (b1 - b0) / chunk;
            // grow chunk so each warm-up call is ~1 ms (keeps timer overhead negligible)
            if (b1 - b0 < 500_000 && chunk < 1 << 24) chunk *= 2;
            if (b1 - t0 >= warmNs && calls >= 200_000) break;
        }
        return est;
    }

    static double[] measure(Op op, double estNs, long totalNs, int minBatches) {
        int nBatches = Math.max(minBatches, 10);
        long perBatchNs = totalNs / nBatches;
        int n = (int) Math.max(1000, Math.min(50_000_000, perBatchNs / Math.max(estNs, 0.1)));
        List<Double> results = new ArrayList<>();
        long start = System.nanoTime();
        int pos = 0;
        while (results.size() < minBatches || System.nanoTime() - start < totalNs) {
            long t0 = System.nanoTime();
            checksum += op.batch(pos, n);
            long t1 = System.nanoTime();
            pos = (pos + n) & MASK;
            results.add((double) (t1 - t0) / n);
            if (results.size() > 1000) break;
        }
        double[] arr = new double[results.size()];
        for (int i = 0; i < arr.length; i++) arr[i] = results.get(i);
        return arr;
    }

    static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    static final boolean CPU_TIME = MX.isCurrentThreadCpuTimeSupported();

    /**
     * Runs op on nThreads fresh threads at once (released together by a latch), each doing
     * itersPerThread calls over the same workload. Returns {wall ns, summed thread CPU ns}.
     */
    static long[] threadedRound(Op op, int nThreads, int itersPerThread) throws InterruptedException {
        final CountDownLatch ready = new CountDownLatch(nThreads);
        final CountDownLatch go = new CountDownLatch(1);
        final long[] sums = new long[nThreads];
        final long[] ends = new long[nThreads];
        final long[] cpu = new long[nThreads];
        Thread[] ts = new Thread[nThreads];
        for (int t = 0; t < nThreads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                ready.countDown();
                try { go.await(); } catch (InterruptedException e) { throw new RuntimeException(e); }
                long c0 = CPU_TIME ? MX.getCurrentThreadCpuTime() : 0;
                long s = 0;
                int pos = 0;
                int left = itersPerThread;
                while (left > 0) {
                    int n = Math.min(left, 1 << 16);
                    s += op.batch(pos, n);
                    pos = (pos + n) & MASK;
                    left -= n;
                }
                ends[id] = System.nanoTime();
                cpu[id] = CPU_TIME ? MX.getCurrentThreadCpuTime() - c0 : 0;
                sums[id] = s;
            }, "bench-" + op.name + "-" + t);
            ts[t].start();
        }
        ready.await();
        long t0 = System.nanoTime();
        go.countDown();
        for (Thread t : ts) t.join();
        long t1 = 0, cpuSum = 0;
        for (int t = 0; t < nThreads; t++) {
            t1 = Math.max(t1, ends[t]);
            cpuSum += cpu[t];
            checksum += sums[t];
        }
        return new long[] { t1 - t0, cpuSum };
    }

    public static void main(String[] args) throws Exception {
        boolean quick = Arrays.asList(args).contains("--quick");
        long warmNs = 300_000_000L; // both modes: enough for C2 on every op
        long measureNs = quick ? 100_000_000L : 500_000_000L;
        long roundNs = quick ? 20_000_000L : 100_000_000L; // target wall time of one threaded round
        int rounds = 5;      // clean 1T/2T pairs wanted per op
        int maxPairs = 10;   // give up after this many pairs (bounds the run time on a busy machine)

        long tStart = System.nanoTime();
        String tzdb = ZoneRulesProvider.getVersions(ZONE_NAMES[0]).lastKey();
        StringBuilder out = new StringBuilder();
        out.append("# java.time ").append(System.getProperty("java.version"))
           .append(" tzdb ").append(tzdb).append('\n');

        for (Op op : ops()) {
            double est = warmup(op, warmNs);
            double[] batches = measure(op, est, measureNs, 5);
            double ns = median(batches);

            // 2-thread scaling: paired rounds (1 thread, then 2 threads, same iterations per
            // thread, same thread start-up path), ratio = (2*iters/wall2) / (iters/wall1).
            // Pairing keeps slow drifts of a noisy machine out of the ratio; median of the pairs.
            // A pair is "clean" when its threads got >= 90% of their CPUs (thread CPU time vs wall
            // time); on a shared machine other processes often take one core, which would make the
            // 2-thread figure meaningless. Up to maxPairs pairs are run to collect `rounds` clean
            // ones; if too few are clean, all pairs are used and a warning goes to stderr.
            int iters = (int) Math.max(10_000, Math.min(100_000_000, roundNs / ns));
            List<Double> clean = new ArrayList<>(), all = new ArrayList<>();
            double worstUtil = 1.0;
            for (int r = 0; r < maxPairs && clean.size() < rounds; r++) {
                long[] one = threadedRound(op, 1, iters);
                long[] two = threadedRound(op, 2, iters);
                double ratio = 2.0 * one[0] / two[0];
                all.add(ratio);
                double util = CPU_TIME
                        ? Math.min((double) one[1] / one[0], (double) two[1] / (2.0 * two[0])) : 1.0;
                worstUtil = Math.min(worstUtil, util);
                if (util >= 0.9) clean.add(ratio);
            }
            boolean ok = clean.size() >= 3;
            double[] scal = toArray(ok ? clean : all);
            double scaling = median(scal);
            if (!ok) {
                System.err.printf(Locale.ROOT,
                        "warning: %s: only %d of %d 1T/2T pairs got their CPUs (worst %.0f%%; machine busy?),"
                        + " 2-thread scaling is unreliable%n",
                        op.name, clean.size(), all.size(), 100 * worstUtil);
            }

            Arrays.sort(batches);
            System.err.printf(Locale.ROOT,
                    "%-20s %9.1f ns/op (batches=%d min=%.1f max=%.1f)  2T scaling %s pairs=%s -> %.2f%n",
                    op.name, ns, batches.length, batches[0], batches[batches.length - 1],
                    ok ? "clean" : "all", Arrays.toString(roundAll(scal)), scaling);
            out.append(String.format(Locale.ROOT, "%s\t%.1f\t%.2f%n", op.name, ns, scaling));
        }
        out.append("# checksum ").append(checksum).append('\n');
        System.out.print(out);
        System.out.flush();
        System.err.printf(Locale.ROOT, "total %.1f s%n", (System.nanoTime() - tStart) / 1e9);
    }

    static double[] toArray(List<Double> xs) {
        double[] r = new double[xs.size()];
        for (int i = 0; i < r.length; i++) r[i] = xs.get(i);
        return r;
    }

    static double[] roundAll(double[] xs) {
        double[] r = new double[xs.length];
        for (int i = 0; i < xs.length; i++) r[i] = Math.round(xs[i] * 100) / 100.0;
        return r;
    }
}
