/* vtimezone_libical: libical's reading of one VTIMEZONE (issue 23).
 *
 *     vtimezone_libical FILE < QUERIES
 *
 * FILE holds a VCALENDAR with one VTIMEZONE (as DateMath writes them for
 * check_vtimezone_libical.py).  libical 3.0 makes it a zone
 * (icaltimezone_set_component), and each query line is answered with the
 * UTC offset libical gives, in seconds, and its DST flag, tab-separated:
 *
 *     U 1710054000          an instant (seconds since 1970): the offset in
 *                           force then (icaltimezone_get_utc_offset_of_utc_time)
 *     L 20240310T013000     a wall-clock time: the offset libical reads it
 *                           with (icaltimezone_get_utc_offset)
 *
 * Build:
 *     gcc -O2 vtimezone_libical.c -o build/vtimezone_libical $(pkg-config --cflags --libs libical)
 */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("%s\n", ICAL_VERSION);
        return 0;
    }
    if (argc != 2) {
        fprintf(stderr, "usage: vtimezone_libical FILE < QUERIES\n");
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

    icalcomponent *calendar = icalparser_parse_string(buf);
    if (!calendar) {
        fprintf(stderr, "%s: libical could not parse it\n", argv[1]);
        return 1;
    }
    icalcomponent *vtimezone = icalcomponent_get_first_component(calendar, ICAL_VTIMEZONE_COMPONENT);
    if (!vtimezone) {
        fprintf(stderr, "%s: no VTIMEZONE\n", argv[1]);
        return 1;
    }
    icaltimezone *zone = icaltimezone_new();
    if (!icaltimezone_set_component(zone, icalcomponent_new_clone(vtimezone))) {
        fprintf(stderr, "%s: libical refused the VTIMEZONE\n", argv[1]);
        return 1;
    }

    char line[128];
    while (fgets(line, sizeof line, stdin)) {
        int is_daylight = 0, offset;
        if (line[0] == 'U') {
            time_t t = (time_t)strtoll(line + 2, NULL, 10);
            struct icaltimetype utc = icaltime_from_timet_with_zone(t, 0, icaltimezone_get_utc_timezone());
            offset = icaltimezone_get_utc_offset_of_utc_time(zone, &utc, &is_daylight);
        } else if (line[0] == 'L') {
            line[strcspn(line, "\r\n")] = 0;
            struct icaltimetype local = icaltime_from_string(line + 2);
            offset = icaltimezone_get_utc_offset(zone, &local, &is_daylight);
        } else {
            fprintf(stderr, "bad query: %s", line);
            return 2;
        }
        printf("%d\t%d\n", offset, is_daylight);
    }
    icaltimezone_free(zone, 1);
    icalcomponent_free(calendar);
    free(buf);
    return 0;
}
