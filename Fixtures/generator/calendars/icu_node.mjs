// Investigation aid only, never counted as a source: the newer ICU that Node bundles
// (process.versions.icu), read through Intl.DateTimeFormat.formatToParts, to see whether
// a later ICU changed an answer of ICU4C 72.  Same lineage as ICU4C 72: not independent.
//   node icu_node.mjs CALENDAR < iso-dates   ->  "ISO YEAR MONTHCODE DAY" per line
import { readFileSync } from 'node:fs';
const cal = process.argv[2];
const hebrewNames = { 'Tishri': 'M01', 'Heshvan': 'M02', 'Kislev': 'M03', 'Tevet': 'M04', 'Shevat': 'M05',
  'Adar I': 'M05L', 'Adar II': 'M06', 'Adar': 'M06', 'Nisan': 'M07', 'Iyar': 'M08', 'Sivan': 'M09',
  'Tamuz': 'M10', 'Av': 'M11', 'Elul': 'M12' };
const f = new Intl.DateTimeFormat(`en-u-ca-${cal}`, { timeZone: 'UTC', year: 'numeric',
  month: cal === 'hebrew' ? 'long' : 'numeric', day: 'numeric' });
const out = [];
for (const iso of readFileSync(0, 'utf8').split(/\s+/).filter(Boolean)) {
  const parts = Object.fromEntries(f.formatToParts(new Date(iso + 'T12:00:00Z')).map(p => [p.type, p.value]));
  const year = parts.relatedYear ?? parts.year;
  let code;
  if (cal === 'hebrew') code = hebrewNames[parts.month] ?? ('?' + parts.month);
  else {
    const m = /^(\d+)(bis)?$/.exec(parts.month);
    code = 'M' + m[1].padStart(2, '0') + (m[2] ? 'L' : '');
  }
  out.push(`${iso} ${year} ${code} ${parts.day}`);
}
console.log(out.join('\n'));
console.error(`ICU ${process.versions.icu}, CLDR ${process.versions.cldr}, Node ${process.versions.node}`);
