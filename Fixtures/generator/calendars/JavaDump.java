// JavaDump: java.time chronology fields for a range of days (single-file program:
//   java JavaDump.java FIRST_EPOCH_DAY LAST_EPOCH_DAY   or   java JavaDump.java - < epochdays).
// One line per day:
//   EPOCHDAY ISO_YEAR ISO_MONTH ISO_DAY ISO_ERA ISO_YEAR_OF_ERA JP_ERA JP_YEAR_OF_ERA JP_MONTH JP_DAY
//   MINGUO_ERA MINGUO_YEAR_OF_ERA MINGUO_PROLEPTIC THAI_ERA THAI_PROLEPTIC HIJRAH_Y HIJRAH_M HIJRAH_D
// A field that the chronology does not support for that day is written "-".
// JapaneseDate is only defined from 1873-01-01 (Meiji 6); HijrahDate (Umm al-Qura,
// the JDK's hijrah-config-Hijrah-umalqura_islamic-umalqura.properties) from 1300 to 1600 AH.
import java.time.*;
import java.time.chrono.*;
import java.time.temporal.ChronoField;
import java.io.*;
import java.util.*;

public class JavaDump {
    static String line(long ed) {
        LocalDate d = LocalDate.ofEpochDay(ed);
        StringBuilder sb = new StringBuilder();
        sb.append(ed).append(' ').append(d.getYear()).append(' ').append(d.getMonthValue()).append(' ').append(d.getDayOfMonth())
          .append(' ').append(d.getEra().toString().toLowerCase(Locale.ROOT)).append(' ').append(d.get(ChronoField.YEAR_OF_ERA));
        try {
            JapaneseDate j = JapaneseDate.from(d);
            sb.append(' ').append(j.getEra().toString().toLowerCase(Locale.ROOT))
              .append(' ').append(j.get(ChronoField.YEAR_OF_ERA))
              .append(' ').append(j.get(ChronoField.MONTH_OF_YEAR))
              .append(' ').append(j.get(ChronoField.DAY_OF_MONTH));
        } catch (DateTimeException e) { sb.append(" - - - -"); }
        MinguoDate m = MinguoDate.from(d);
        sb.append(' ').append(m.getEra()).append(' ').append(m.get(ChronoField.YEAR_OF_ERA)).append(' ').append(m.get(ChronoField.YEAR));
        ThaiBuddhistDate t = ThaiBuddhistDate.from(d);
        sb.append(' ').append(t.getEra()).append(' ').append(t.get(ChronoField.YEAR));
        try {
            HijrahDate h = HijrahDate.from(d);
            sb.append(' ').append(h.get(ChronoField.YEAR)).append(' ').append(h.get(ChronoField.MONTH_OF_YEAR)).append(' ').append(h.get(ChronoField.DAY_OF_MONTH));
        } catch (DateTimeException e) { sb.append(" - - -"); }
        return sb.toString();
    }

    public static void main(String[] args) throws IOException {
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        if (args.length == 1 && args[0].equals("--version")) {
            System.out.println(System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
            return;
        }
        if (args[0].equals("-")) {
            BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
            String s;
            while ((s = r.readLine()) != null) { s = s.trim(); if (!s.isEmpty()) out.println(line(Long.parseLong(s))); }
        } else {
            long a = Long.parseLong(args[0]), b = Long.parseLong(args[1]);
            for (long e = a; e <= b; e++) out.println(line(e));
        }
        out.flush();
    }
}
