/* icudump: ICU4C (ucal) calendar fields for a range of days.
 *   icudump CALENDAR FIRST_JDN LAST_JDN      every day of the range
 *   icudump CALENDAR -                       the JDNs read from standard input
 * Prints one line per day: JDN ERA EXTENDED_YEAR YEAR MONTH IS_LEAP_MONTH DATE
 * (UCAL_MONTH is 0-based, as ICU returns it).  CALENDAR is an ICU calendar
 * keyword (gregorian, hebrew, chinese, ethiopic-amete-alem, ...).  The zone is
 * UTC and the Gregorian change is moved to the far past, so "gregorian" is
 * proleptic.  Days are set as milliseconds at 12:00 UTC of the day. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ucal.h>
#include <unicode/ustring.h>

static UCalendar *cal;

static void dump(long jdn) {
    UErrorCode st = U_ZERO_ERROR;
    double ms = ((double)(jdn - 2440588L)) * 86400000.0 + 43200000.0;
    ucal_setMillis(cal, ms, &st);
    int era = ucal_get(cal, UCAL_ERA, &st);
    int ext = ucal_get(cal, UCAL_EXTENDED_YEAR, &st);
    int year = ucal_get(cal, UCAL_YEAR, &st);
    int month = ucal_get(cal, UCAL_MONTH, &st);
    int leap = ucal_get(cal, UCAL_IS_LEAP_MONTH, &st);
    int date = ucal_get(cal, UCAL_DATE, &st);
    if (U_FAILURE(st)) { printf("%ld error %s\n", jdn, u_errorName(st)); return; }
    printf("%ld %d %d %d %d %d %d\n", jdn, era, ext, year, month, leap, date);
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: icudump CAL FIRST LAST | icudump CAL -\n"); return 2; }
    char locale[128];
    snprintf(locale, sizeof locale, "en@calendar=%s", argv[1]);
    UChar zone[8];
    u_uastrcpy(zone, "UTC");
    UErrorCode st = U_ZERO_ERROR;
    cal = ucal_open(zone, -1, locale, UCAL_DEFAULT, &st);
    if (U_FAILURE(st)) { fprintf(stderr, "ucal_open: %s\n", u_errorName(st)); return 1; }
    char type[64];
    const char *t = ucal_getType(cal, &st);
    snprintf(type, sizeof type, "%s", t ? t : "?");
    if (strcmp(type, argv[1]) != 0) { fprintf(stderr, "asked %s, got %s\n", argv[1], type); return 1; }
    if (strcmp(argv[1], "gregorian") == 0) {
        ucal_setGregorianChange(cal, -8.64e15, &st);
        if (U_FAILURE(st)) { fprintf(stderr, "setGregorianChange: %s\n", u_errorName(st)); return 1; }
    }
    if (strcmp(argv[2], "-") == 0) {
        long j;
        while (scanf("%ld", &j) == 1) dump(j);
    } else {
        long a = atol(argv[2]), b = atol(argv[3]);
        for (long j = a; j <= b; j++) dump(j);
    }
    ucal_close(cal);
    return 0;
}
