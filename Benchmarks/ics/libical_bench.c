/* libical's column of the benchmark's ics rows (issue 23).  Built and run by
 * Benchmarks/run.sh when gcc, pkg-config and libical-dev are there:
 *
 *     gcc -O2 libical_bench.c -o libical_bench $(pkg-config --cflags --libs libical) \
 *         -DLIBICAL_PKG_VERSION="\"$(pkg-config --modversion libical)\""
 *     libical_bench [--quick] CALENDAR FROM TO [LARGE...]
 *
 * Prints tab-separated lines that datemath-bench reads (--ics FILE):
 *     #version  libical  <version>
 *     libical   icsExpandYear  <median ms> <min ms> <max ms> <occurrences>
 *     libical   icsParse:<file>  <median ms> <min ms> <max ms> <VEVENTs>      (the first LARGE file)
 *     libical   memory:<file>    <bytes> <peak RSS KiB> <RSS KiB before parsing>   (each LARGE file,
 *                                                                                    in a fresh process)
 *
 * icsExpandYear: each round parses CALENDAR (already read into memory) with
 * icalparser_parse_string and expands every VEVENT between FROM and TO
 * (YYYYMMDDTHHMMSSZ) with icalcomponent_foreach_recurrence, which reads
 * DTSTART, DTEND/DURATION, RRULE, RDATE, EXDATE and resolves each TZID
 * against the file's VTIMEZONEs, as Fixtures/generator/ics/libical_ics.c
 * does for the corpus; like that driver, a component with RECURRENCE-ID
 * replaces the master's instance that starts at that instant and is counted
 * at its own span (libical 3.0 leaves overrides to the application).  The
 * occurrences are counted, not printed.
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct list {
    time_t *v;
    size_t n, cap;
};

static void push(icalcomponent *comp, struct icaltime_span *span, void *data) {
    (void)comp;
    struct list *l = data;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = span->start;
}

static char *read_file(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(1);
    }
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(len + 1);
    if (fread(buf, 1, len, f) != (size_t)len) {
        perror(path);
        exit(1);
    }
    buf[len] = 0;
    fclose(f);
    if (size)
        *size = len;
    return buf;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static struct icaltimetype parse_utc(const char *s) {
    struct icaltimetype t = icaltime_from_string(s);
    return icaltime_set_timezone(&t, icaltimezone_get_utc_timezone());
}

/* Parses and expands; returns the number of occurrences. */
static long expand(const char *text, struct icaltimetype from, struct icaltimetype to) {
    icalcomponent *cal = icalparser_parse_string(text);
    if (!cal)
        return -1;
    size_t total = icalcomponent_count_components(cal, ICAL_VEVENT_COMPONENT);
    icalcomponent **masters = malloc(sizeof *masters * (total + 1));
    icalcomponent **overrides = malloc(sizeof *overrides * (total + 1));
    size_t nm = 0, no = 0;
    for (icalcomponent *c = icalcomponent_get_first_component(cal, ICAL_VEVENT_COMPONENT); c;
         c = icalcomponent_get_next_component(cal, ICAL_VEVENT_COMPONENT)) {
        if (icalcomponent_get_first_property(c, ICAL_RECURRENCEID_PROPERTY))
            overrides[no++] = c;
        else
            masters[nm++] = c;
    }
    long count = 0;
    struct list insts = {0};
    for (size_t mi = 0; mi < nm; mi++) {
        icalcomponent *c = masters[mi];
        const char *uid = icalcomponent_get_uid(c);
        insts.n = 0;
        icalcomponent_foreach_recurrence(c, from, to, push, &insts);
        for (size_t oi = 0; oi < no; oi++) {
            icalcomponent *o = overrides[oi];
            const char *ouid = icalcomponent_get_uid(o);
            if (!ouid || !uid || strcmp(ouid, uid) != 0)
                continue;
            icalproperty *rp = icalcomponent_get_first_property(o, ICAL_RECURRENCEID_PROPERTY);
            struct icaltimetype rid = icalproperty_get_datetime_with_component(rp, o);
            time_t rt = icaltime_as_timet_with_zone(rid, rid.zone ? rid.zone : icaltimezone_get_utc_timezone());
            for (size_t i = 0; i < insts.n; i++) {
                int same = icaltime_is_date(rid) ? (insts.v[i] / 86400 == rt / 86400) : insts.v[i] == rt;
                if (same) {
                    insts.v[i] = insts.v[--insts.n];
                    i--;
                }
            }
        }
        count += insts.n;
    }
    for (size_t oi = 0; oi < no; oi++) {
        insts.n = 0;
        icalcomponent_foreach_recurrence(overrides[oi], from, to, push, &insts);
        count += insts.n;
    }
    free(insts.v);
    free(masters);
    free(overrides);
    icalcomponent_free(cal);
    return count;
}

static long parse_only(const char *text) {
    icalcomponent *cal = icalparser_parse_string(text);
    if (!cal)
        return -1;
    long n = icalcomponent_count_components(cal, ICAL_VEVENT_COMPONENT);
    icalcomponent_free(cal);
    return n;
}

static const char *base(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* Times `rounds` calls after one warm-up call; prints the row. */
static void timed(const char *row, int rounds, long (*body)(void *), void *arg) {
    double *ms = malloc(sizeof *ms * rounds);
    long count = body(arg);
    for (int r = 0; r < rounds; r++) {
        double t0 = now_ms();
        long c = body(arg);
        ms[r] = now_ms() - t0;
        if (c != count)
            count = -1;
    }
    qsort(ms, rounds, sizeof *ms, compare_double);
    printf("libical\t%s\t%.3f\t%.3f\t%.3f\t%ld\n", row, ms[rounds / 2], ms[0], ms[rounds - 1], count);
    fflush(stdout);
    free(ms);
}

struct expand_arg {
    const char *text;
    struct icaltimetype from, to;
};

static long expand_body(void *p) {
    struct expand_arg *a = p;
    return expand(a->text, a->from, a->to);
}

static long parse_body(void *p) { return parse_only(p); }

/* The peak resident memory of this process since it was exec'd (Linux's
 * VmHWM; ru_maxrss would also count the parent's memory at the fork), KiB. */
static long status_kib(const char *field) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long value = -1;
    size_t n = strlen(field);
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, field, n) == 0 && line[n] == ':')
            value = atol(line + n + 1);
    if (f)
        fclose(f);
    if (value < 0) {
        struct rusage usage;
        getrusage(RUSAGE_SELF, &usage);
        value = usage.ru_maxrss;
    }
    return value;
}

/* Run in a fresh process (libical_bench --memory FILE): read and parse. */
static int memory_child(const char *path) {
    long size;
    char *text = read_file(path, &size);
    long before = status_kib("VmRSS");
    icalcomponent *cal = icalparser_parse_string(text);
    long peak = status_kib("VmHWM");
    printf("libical\tmemory:%s\t%ld\t%ld\t%ld\n", base(path), size, peak, before);
    fflush(stdout);
    icalcomponent_free(cal);
    free(text);
    return 0;
}

static void memory(const char *self, const char *path) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        execl("/proc/self/exe", self, "--memory", path, (char *)NULL);
        execl(self, self, "--memory", path, (char *)NULL);
        _exit(127);
    }
    int status;
    waitpid(pid, &status, 0);
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--memory") == 0)
        return memory_child(argv[2]);
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    if (quick) {
        argv++;
        argc--;
    }
    if (argc < 4) {
        fprintf(stderr, "usage: libical_bench [--quick] CALENDAR FROM TO [LARGE...]\n");
        return 64;
    }
#ifndef LIBICAL_PKG_VERSION
#define LIBICAL_PKG_VERSION ICAL_VERSION
#endif
    printf("#version\tlibical\tlibical %s\n", LIBICAL_PKG_VERSION);
    struct expand_arg year = {read_file(argv[1], NULL), parse_utc(argv[2]), parse_utc(argv[3])};
    timed("icsExpandYear", quick ? 5 : 11, expand_body, &year);
    if (argc > 4) {
        char *large = read_file(argv[4], NULL);
        char row[300];
        snprintf(row, sizeof row, "icsParse:%s", base(argv[4]));
        timed(row, quick ? 3 : 7, parse_body, large);
        free(large);
    }
    for (int i = 4; i < argc; i++)
        memory(argv[0], argv[i]);
    return 0;
}
