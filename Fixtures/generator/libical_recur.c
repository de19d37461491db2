/* libical_recur: libical's expansion of RFC 5545 recurrence rules (and
 * RFC 7529's RSCALE/SKIP) over a floating (zone-less) DTSTART, for
 * recur_libical_check.py and rscale/gen_rscale.py.
 *
 * `libical_recur --calendars` prints whether libical was built with RSCALE
 * support (icalrecurrencetype_rscale_is_supported) and the calendars it
 * accepts (icalrecurrencetype_rscale_supported_calendars, ICU's list).
 *
 * Reads lines "DTSTART RULE K" (DTSTART as YYYYMMDDTHHMMSS, RULE without the
 * RRULE: prefix) from stdin and writes, for each, one line: up to K
 * wall-clock occurrences as YYYY-MM-DDTHH:MM:SS separated by spaces,
 * followed by "end" when the iterator ended within them, or
 * "error: MESSAGE" when libical refuses the rule.  Build:
 *     gcc -O2 libical_recur.c -o build/libical_recur $(pkg-config --cflags --libs libical)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    static char line[65536], dtstart[64], rule[60000];
    if (argc > 1 && strcmp(argv[1], "--calendars") == 0) {
        printf("rscale_is_supported %d\n", icalrecurrencetype_rscale_is_supported());
        icalarray *cals = icalrecurrencetype_rscale_supported_calendars();
        if (cals) {
            for (size_t i = 0; i < cals->num_elements; i++)
                printf("calendar %s\n", *(const char **)icalarray_element_at(cals, i));
            icalarray_free(cals);
        }
        return 0;
    }
    long k;
    while (fgets(line, sizeof line, stdin)) {
        if (sscanf(line, "%63s %59999s %ld", dtstart, rule, &k) != 3) {
            printf("error: bad input line\n");
            continue;
        }
        icalerror_clear_errno();
        struct icalrecurrencetype r = icalrecurrencetype_from_string(rule);
        if (r.freq == ICAL_NO_RECURRENCE) {
            printf("error: %s\n", icalerror_strerror(icalerrno));
            fflush(stdout);
            continue;
        }
        struct icaltimetype dt = icaltime_from_string(dtstart);
        icalrecur_iterator *it = icalrecur_iterator_new(r, dt);
        if (it == NULL) {
            printf("error: iterator: %s\n", icalerror_strerror(icalerrno));
            fflush(stdout);
            continue;
        }
        int first = 1;
        for (long i = 0; i < k; i++) {
            struct icaltimetype t = icalrecur_iterator_next(it);
            if (icaltime_is_null_time(t)) {
                printf(first ? "end" : " end");
                break;
            }
            printf("%s%04d-%02d-%02dT%02d:%02d:%02d", first ? "" : " ", t.year, t.month, t.day, t.hour,
                   t.minute, t.second);
            first = 0;
        }
        printf("\n");
        fflush(stdout);
        icalrecur_iterator_free(it);
    }
    return 0;
}
