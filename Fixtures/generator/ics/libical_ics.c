/* libical_ics: oracle (b) of the iCalendar corpus (issue 23).
 *
 *     libical_ics FILE FROM TO        (FROM, TO: YYYYMMDDTHHMMSSZ)
 *
 * Parses FILE with libical (icalparser_parse_string) and expands every VEVENT
 * and VTODO between FROM and TO with icalcomponent_foreach_recurrence(),
 * which reads DTSTART, DTEND/DURATION, RRULE, RDATE, EXDATE and EXRULE and
 * resolves each TZID against the file's own VTIMEZONE components
 * (icalproperty_get_datetime_with_component -> icalcomponent_get_timezone);
 * libical's built-in zones are used only for a TZID that has no VTIMEZONE.
 *
 * libical 3.0 leaves RECURRENCE-ID to the application; this driver does the
 * least an application must (RFC 5545 3.8.4.4): a component with a
 * RECURRENCE-ID replaces the master's instance that starts at that instant
 * (a DATE RECURRENCE-ID: that date), and its own span, from
 * icalcomponent_foreach_recurrence() over the same window, is listed instead.
 * RANGE=THISANDFUTURE is not applied (libical has no support for it).
 *
 * Writes one record a line, tab-separated (README.md):
 *     component uid recurrence-id start end origin status
 * start/end are the span libical gives (time_t), written as a UTC instant for
 * a DTSTART with TZID or Z, as a floating time for a floating DTSTART, and as
 * a date for a DATE DTSTART when the time is 00:00:00 (otherwise the full
 * floating time, so that libical's 23:59:59 ends show).  Unsorted; the
 * Python side sorts.  Build:
 *     gcc -O2 libical_ics.c -o build/libical_ics $(pkg-config --cflags --libs libical)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum kind { K_INSTANT, K_FLOATING, K_DATE };

struct inst {
    time_t start, end;
};

struct list {
    struct inst *v;
    size_t n, cap;
};

static void push(icalcomponent *comp, struct icaltime_span *span, void *data) {
    (void)comp;
    struct list *l = data;
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 64;
        l->v = realloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n].start = span->start;
    l->v[l->n].end = span->end;
    l->n++;
}

static enum kind kind_of(icalcomponent *comp) {
    struct icaltimetype t = icalcomponent_get_dtstart(comp);
    if (icaltime_is_null_time(t) && icalcomponent_isa(comp) == ICAL_VTODO_COMPONENT)
        t = icalcomponent_get_due(comp);
    if (icaltime_is_date(t))
        return K_DATE;
    if (icaltime_is_utc(t) || t.zone != NULL)
        return K_INSTANT;
    return K_FLOATING;
}

static void fmt(char *buf, size_t n, time_t t, enum kind k) {
    struct tm tm;
    gmtime_r(&t, &tm);
    if (k == K_DATE && tm.tm_hour == 0 && tm.tm_min == 0 && tm.tm_sec == 0)
        strftime(buf, n, "%Y-%m-%d", &tm);
    else if (k == K_INSTANT)
        strftime(buf, n, "%Y-%m-%dT%H:%M:%SZ", &tm);
    else
        strftime(buf, n, "%Y-%m-%dT%H:%M:%S", &tm);
}

/* A parameter value as records.py writes it: quoted when it holds : ; , */
static void quote_param(char *out, size_t n, const char *v) {
    if (strpbrk(v, ":;,"))
        snprintf(out, n, "\"%s\"", v);
    else
        snprintf(out, n, "%s", v);
}

static void rid_text(icalproperty *p, char *out, size_t n) {
    char tz[512] = "", q[600];
    const char *value = icalproperty_get_value_as_string(p);
    icalparameter *tzp = icalproperty_get_first_parameter(p, ICAL_TZID_PARAMETER);
    icalparameter *rp = icalproperty_get_first_parameter(p, ICAL_RANGE_PARAMETER);
    size_t used = 0;
    if (tzp) {
        quote_param(q, sizeof q, icalparameter_get_tzid(tzp));
        used += snprintf(tz + used, sizeof tz - used, "TZID=%s", q);
    }
    if (rp) {
        icalparameter_range r = icalparameter_get_range(rp);
        used += snprintf(tz + used, sizeof tz - used, "%sRANGE=%s", used ? ";" : "",
                         r == ICAL_RANGE_THISANDFUTURE ? "THISANDFUTURE"
                         : r == ICAL_RANGE_THISANDPRIOR ? "THISANDPRIOR" : "X");
    }
    if (used)
        snprintf(out, n, "%s:%s", tz, value);
    else
        snprintf(out, n, "%s", value);
}

static const char *status_text(icalcomponent *comp) {
    icalproperty *p = icalcomponent_get_first_property(comp, ICAL_STATUS_PROPERTY);
    if (!p)
        return "";
    return icalproperty_get_value_as_string(p);
}

static void print_rec(icalcomponent *comp, const char *rid, time_t s, time_t e, enum kind k,
                      const char *origin) {
    char a[64], b[64];
    fmt(a, sizeof a, s, k);
    fmt(b, sizeof b, e, k);
    const char *uid = icalcomponent_get_uid(comp);
    printf("%s\t%s\t%s\t%s\t%s\t%s\t%s\n", icalcomponent_kind_to_string(icalcomponent_isa(comp)),
           uid ? uid : "", rid, a, b, origin, status_text(comp));
}

static struct icaltimetype parse_utc(const char *s) {
    struct icaltimetype t = icaltime_from_string(s);
    return icaltime_set_timezone(&t, icaltimezone_get_utc_timezone());
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", ICAL_VERSION);
        return 0;
    }
    if (argc != 4) {
        fprintf(stderr, "usage: libical_ics FILE FROM TO\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc(len + 1);
    if (fread(buf, 1, len, f) != (size_t)len) {
        perror("read");
        return 1;
    }
    buf[len] = 0;
    fclose(f);

    icalcomponent *cal = icalparser_parse_string(buf);
    if (!cal) {
        printf("error\tlibical could not parse the file\n");
        return 0;
    }
    struct icaltimetype from = parse_utc(argv[2]), to = parse_utc(argv[3]);

    /* collect first: libical's child iterator is one per parent, so loops must not nest */
    size_t nc = 0;
    icalcomponent **comps = malloc(sizeof *comps * (icalcomponent_count_components(cal, ICAL_ANY_COMPONENT) + 1));
    for (icalcomponent *c = icalcomponent_get_first_component(cal, ICAL_ANY_COMPONENT); c;
         c = icalcomponent_get_next_component(cal, ICAL_ANY_COMPONENT)) {
        icalcomponent_kind ck = icalcomponent_isa(c);
        if (ck == ICAL_VEVENT_COMPONENT || ck == ICAL_VTODO_COMPONENT)
            comps[nc++] = c;
    }
    for (size_t ci = 0; ci < nc; ci++) {
        icalcomponent *c = comps[ci];
        if (icalcomponent_get_first_property(c, ICAL_RECURRENCEID_PROPERTY))
            continue; /* an override: handled with its master */
        const char *uid = icalcomponent_get_uid(c);
        enum kind k = kind_of(c);
        struct list insts = {0};
        icalcomponent_foreach_recurrence(c, from, to, push, &insts);
        /* the overrides of this master (same UID) take the place of the instance they name */
        for (size_t oi = 0; oi < nc; oi++) {
            icalcomponent *o = comps[oi];
            icalproperty *rp = icalcomponent_get_first_property(o, ICAL_RECURRENCEID_PROPERTY);
            const char *ouid = icalcomponent_get_uid(o);
            if (!rp || !ouid || !uid || strcmp(ouid, uid) != 0)
                continue;
            struct icaltimetype rid = icalproperty_get_datetime_with_component(rp, o);
            time_t rt = icaltime_as_timet_with_zone(rid, rid.zone ? rid.zone : icaltimezone_get_utc_timezone());
            for (size_t i = 0; i < insts.n; i++) {
                int same = icaltime_is_date(rid) ? (insts.v[i].start / 86400 == rt / 86400)
                                                 : insts.v[i].start == rt;
                if (same) {
                    insts.v[i] = insts.v[--insts.n];
                    i--;
                }
            }
        }
        for (size_t i = 0; i < insts.n; i++)
            print_rec(c, "", insts.v[i].start, insts.v[i].end, k, "master");
        free(insts.v);
    }
    /* every override, where its own span meets the window */
    for (size_t oi = 0; oi < nc; oi++) {
        icalcomponent *o = comps[oi];
        icalproperty *rp = icalcomponent_get_first_property(o, ICAL_RECURRENCEID_PROPERTY);
        if (!rp)
            continue;
        char rid[1024];
        rid_text(rp, rid, sizeof rid);
        struct list insts = {0};
        icalcomponent_foreach_recurrence(o, from, to, push, &insts);
        for (size_t i = 0; i < insts.n; i++)
            print_rec(o, rid, insts.v[i].start, insts.v[i].end, kind_of(o), "override");
        free(insts.v);
    }
    free(comps);
    icalcomponent_free(cal);
    free(buf);
    return 0;
}
