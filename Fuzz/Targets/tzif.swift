// libFuzzer target `tzif`: DateMath's TZif reader (RFC 8536 / RFC 9636:
// headers, data blocks, leap seconds, footer) and the POSIX TZ rule of the
// footer, evaluated through the table it builds (1800...2200) and past it
// (the rule itself, from 2200 on).
//
// The input is one TZif file. A file DateMath refuses must be refused with
// a thrown DateMathError; one it accepts is then asked everything a caller
// can ask of a zone, and of a ZonedDateTime in it, at a handful of
// instants, with every throwing call made `try?`: only a trap (overflow,
// index out of range, force unwrap), an ASan report or a hang is a finding.
//
// Memory: up to 863e2d8 every distinct accepted file became a table in
// DateMath's never-evicting zone cache, and a run grew by about 260 MB per
// million inputs. From f45f086 a `tzif:` table belonged to its zone; since
// the one-word Zone (a table held unretained, so never freed) the cache
// keeps it again, one table per distinct file under a name and version, as
// `Zone.init(identifier:tzif:version:)` documents: a long run grows with
// the distinct files it accepts. Fuzz/run.sh caps inputs at 8 KB and RSS
// at 4 GB, and uses fork mode for long runs. See Fuzz/README.md.
//
// Opt-in oracles for logic bugs, off by default (a plain run looks for
// crashes only):
// - FUZZ_TZIF_CHECKS=1: the answers must agree with one another (a
//   transition's offsets against offset(at:), previous against next, a
//   local time of an instant back to that wall clock, the offset a
//   ZonedDateTime carries against offset(at:)); traps when not.
//   Files with a transition at or after 2200 are skipped: DateMath drops
//   those transitions (Fuzz/README.md, finding 1). FUZZ_TZIF_CHECKS=all
//   checks them too.
// - FUZZ_TZIF_GLIBC=1: for files whose transitions end before 2200, the
//   offset from 2200 on (the footer's rule alone) must equal glibc's for
//   the same TZ string (setenv TZ, localtime_r).

import DateMath
import Foundation

/// Seconds since 1970 of year-month-day at 00:00 UTC (proleptic
/// Gregorian; Howard Hinnant's days_from_civil), computed here rather
/// than with DateMath so the probes do not depend on the code under test.
private func utcSeconds(_ year: Int, _ month: Int, _ day: Int) -> Int64 {
  let y = month <= 2 ? year - 1 : year
  let era = (y >= 0 ? y : y - 399) / 400
  let yoe = y - era * 400
  let mp = (month + 9) % 12
  let doy = (153 * mp + 2) / 5 + day - 1
  let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
  return Int64(era * 146_097 + doe - 719_468) * 86_400
}

private func date(_ seconds: Int64) -> Date {
  Date(timeIntervalSince1970: TimeInterval(seconds))
}

/// The years the brief names: the table's start (1800), ordinary years,
/// the last table year and the first footer-only years (2199, 2200, 2300)
/// and the last year DateMath writes (9999).
private let probeYears = [1800, 1970, 2024, 2199, 2200, 2300, 9999]

/// Instants asked about: January 1 00:00 and July 1 12:00 UTC of each
/// probe year, plus one second before the table's ends (1800, 2200) and a
/// fractional instant (whole-second rounding paths).
private let probes: [Date] = {
  var seconds: [Int64] = []
  for year in probeYears {
    seconds.append(utcSeconds(year, 1, 1))
    seconds.append(utcSeconds(year, 7, 1) + 43_200)
  }
  seconds.append(utcSeconds(1800, 1, 1) - 1)
  seconds.append(utcSeconds(2200, 1, 1) - 1)
  var dates = seconds.map(date)
  dates.append(Date(timeIntervalSince1970: TimeInterval(utcSeconds(2200, 1, 1)) - 0.25))
  return dates
}()

/// Windows for `transitions(in:)`: around 1800, 1970, 2024, the table's
/// end at 2200 (table then rule), 2300 (rule only) and 9999.
private let windows: [Range<Date>] = [
  (1799, 1801), (1969, 1971), (2023, 2026), (2198, 2202), (2299, 2301), (9998, 10_000),
].map { date(utcSeconds($0.0, 7, 1))..<date(utcSeconds($0.1, 7, 1)) }

private let checkMode = ProcessInfo.processInfo.environment["FUZZ_TZIF_CHECKS"] ?? ""
private let glibcMode = ProcessInfo.processInfo.environment["FUZZ_TZIF_GLIBC"] == "1"
/// Whether the consistency checks apply to the current input.
nonisolated(unsafe) private var checks = false
/// FUZZ_VERBOSE=1: say on stderr whether each input was accepted (for
/// replaying seeds and reproducers by hand, not for fuzzing).
private let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

/// Traps with a message when `condition` fails and checks are on.
private func expect(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
) {
  if checks && !condition() {
    fatalError("FUZZ_TZIF_CHECKS: \(message())")
  }
}

/// Converts the wall-clock times on both sides of a transition back to
/// instants with every disambiguation: gaps and overlaps at their edges.
private func exerciseWallClocks(_ zone: Zone, _ transition: ZoneTransition) {
  for local in [transition.wallClockBefore, transition.wallClockAfter] {
    _ = zone.resolution(of: local).candidates
    for disambiguation in Disambiguation.allCases {
      if let resolved = try? ZonedDateTime(local, in: zone, disambiguation: disambiguation) {
        checkOffset(zone, resolved, "\(local) resolved \(disambiguation)")
      }
    }
  }
}

/// The offset a ZonedDateTime carries (from the resolution of a wall-clock
/// time, or from a day's start) is the zone's offset at its instant.
private func checkOffset(_ zone: Zone, _ value: ZonedDateTime, _ what: @autoclosure () -> String) {
  guard checks, let offset = try? zone.offset(at: value.date) else { return }
  expect(value.offset == offset, "\(what()) is \(value) but offset(at:) there is \(offset)")
}

private func checkTransition(
  _ zone: Zone, _ t: ZoneTransition, _ what: String
) {
  guard checks else { return }
  expect(t.offsetBefore != t.offsetAfter, "\(what) \(t) keeps the offset")
  if let after = try? zone.offset(at: t.date) {
    expect(after == t.offsetAfter, "\(what) \(t): offset(at:) there is \(after)")
  }
  if let before = try? zone.offset(at: t.date.addingTimeInterval(-1)) {
    expect(before == t.offsetBefore, "\(what) \(t): offset(at:) 1 s before is \(before)")
  }
}

private func exercise(_ zone: Zone) {
  for probe in probes {
    _ = try? zone.offset(at: probe)
    _ = try? zone.abbreviation(at: probe)
    _ = try? zone.isDaylightSavingTime(at: probe)
    // The date math from the instant: a ZonedDateTime in the zone.
    let zoned = try? ZonedDateTime(probe, in: zone)
    if let zoned {
      checkOffset(zone, zoned, "ZonedDateTime(\(probe))")
      if let start = try? zoned.startOfDay() {
        expect(start <= zoned, "startOfDay() of \(zoned) is \(start)")
        checkOffset(zone, start, "startOfDay() of \(zoned)")
      }
      if let next = try? zoned.startOfNextDay() {
        expect(zoned < next, "startOfNextDay() of \(zoned) is \(next)")
        checkOffset(zone, next, "startOfNextDay() of \(zoned)")
      }
      _ = try? zoned.lengthOfDay()
      let local = zoned.localDateTime
      for disambiguation in Disambiguation.allCases {
        let back = try? ZonedDateTime(local, in: zone, disambiguation: disambiguation)
        if disambiguation == .compatible, let back, let offset = try? zone.offset(at: probe) {
          // The local time of an instant maps back to some instant with
          // that wall clock; not necessarily the same one (overlaps).
          expect(
            (try? ZonedDateTime(back.date, in: zone))?.localDateTime == local,
            "\(probe) -> \(local) (offset \(offset)) -> \(back) has another wall clock")
          checkOffset(zone, back, "\(local) resolved compatibly")
        }
      }
    }
    let offset = try? zone.offset(at: probe)
    let next = zoned?.nextTransition()
    if let next {
      expect(next.date > probe, "nextTransition(after: \(probe)) is \(next)")
      expect(
        offset == nil || next.offsetBefore == offset,
        "nextTransition(after: \(probe)) is \(next) but offset(at:) there is \(offset!)")
      checkTransition(zone, next, "nextTransition(after: \(probe))")
      exerciseWallClocks(zone, next)
      if checks, let back = (try? ZonedDateTime(next.date.addingTimeInterval(1), in: zone))?.previousTransition() {
        expect(back == next, "previousTransition after \(next) is \(back)")
      }
    }
    if let previous = zoned?.previousTransition() {
      expect(previous.date < probe, "previousTransition(before: \(probe)) is \(previous)")
      // Strictly before: a change at `probe` itself is not the previous one.
      let justBefore = try? zone.offset(at: probe.addingTimeInterval(-1))
      expect(
        justBefore == nil || previous.offsetAfter == justBefore,
        "previousTransition(before: \(probe)) is \(previous) but offset(at:) 1 s before is \(justBefore!)")
      checkTransition(zone, previous, "previousTransition(before: \(probe))")
      exerciseWallClocks(zone, previous)
      if checks, let forward = (try? ZonedDateTime(previous.date.addingTimeInterval(-1), in: zone))?.nextTransition() {
        expect(forward == previous, "nextTransition before \(previous) is \(forward)")
      }
    }
  }
  for window in windows {
    guard let found = try? zone.transitions(in: window) else { continue }
    var last: Date?
    for transition in found {
      expect(window.contains(transition.date), "transitions(in: \(window)) has \(transition)")
      if let last { expect(last < transition.date, "transitions(in: \(window)) out of order") }
      last = transition.date
    }
    if let first = found.first { exerciseWallClocks(zone, first) }
  }
}

/// The greatest transition time in the data block DateMath reads (the
/// 64-bit one of version 2+ files), or nil when there is none or the
/// header cannot be followed. Leap-second corrections are not removed.
private func lastTransitionTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
  func count(_ at: Int) -> Int {
    (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
  }
  guard bytes.count >= 44 else { return nil }
  var header = 0
  var timeSize = 4
  if bytes[4] != 0 {
    let (isut, isstd, leap, time, type, char) =
      (count(20), count(24), count(28), count(32), count(36), count(40))
    header = 44 + time * 5 + type * 6 + char + leap * 8 + isstd + isut
    timeSize = 8
    guard bytes.count >= header + 44 else { return nil }
  }
  let timecnt = count(header + 32)
  guard timecnt > 0, bytes.count >= header + 44 + timecnt * timeSize else { return nil }
  let at = header + 44 + (timecnt - 1) * timeSize
  let raw = (0..<timeSize).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[at + $1]) }
  return timeSize == 4 ? Int64(Int32(truncatingIfNeeded: raw)) : Int64(bitPattern: raw)
}

/// 2200-01-01T00:00:00Z, where DateMath's table ends and the rule takes over.
private let tableEnd = utcSeconds(2200, 1, 1)

/// Instants from 2200 on at which the footer rule alone decides: the
/// first of every month of 2200 and 2300, and mid-year 9999.
private let ruleProbes: [Int64] =
  [2200, 2300].flatMap { year in (1...12).map { utcSeconds(year, $0, 1) } }
  + [utcSeconds(9999, 7, 1)]

/// FUZZ_TZIF_GLIBC: DateMath's offset from the footer rule against glibc's
/// for the footer's TZ string.
private func compareWithGlibc(
  _ zone: Zone, _ bytes: UnsafeBufferPointer<UInt8>
) {
  // An accepted version 2+ file ends "\n<TZ string>\n" and the TZ string
  // holds no newline.
  guard bytes.count >= 2, bytes[bytes.count - 1] == 0x0A,
    let start = bytes[..<(bytes.count - 1)].lastIndex(of: 0x0A)
  else { return }
  let footer = String(decoding: bytes[(start + 1)..<(bytes.count - 1)], as: UTF8.self)
  guard !footer.isEmpty else { return }
  setenv("TZ", footer, 1)
  tzset()
  for t in ruleProbes {
    var seconds = time_t(t)
    var fields = tm()
    guard localtime_r(&seconds, &fields) != nil else { continue }
    guard let ours = try? zone.offset(at: date(t)) else { continue }
    if ours.seconds != Int(fields.tm_gmtoff) {
      fatalError(
        "FUZZ_TZIF_GLIBC: TZ=\"\(footer)\" at \(t) (\(date(t))): DateMath \(ours), "
          + "glibc \(fields.tm_gmtoff) s")
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTZif(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  let zone: Zone
  do {
    zone = try Zone(identifier: "Fuzz/Zone", tzif: data)
  } catch {
    // A refused file must say why, as invalidTZData.
    if error.kind != .invalidTZData {
      fatalError("a malformed TZif file was refused as \(error.kind): \(error)")
    }
    if verbose { FileHandle.standardError.write(Data("refused: \(error.message)\n".utf8)) }
    return 0
  }
  if verbose {
    let now = Date(timeIntervalSince1970: 1_750_000_000)
    let after2200 = try? ZonedDateTime(Date(timeIntervalSince1970: 7_258_118_400), in: zone)
    let line = "accepted: offset in 2025 \((try? zone.offset(at: now)).map { "\($0)" } ?? "-"), "
      + "next transition after 2200 \(after2200.map { "\($0.nextTransition()?.description ?? "none")" } ?? "-")\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
  let buffer = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : size)
  let reaches2200 = (lastTransitionTime(buffer) ?? .min) >= tableEnd - 2_000
  checks = checkMode == "all" || (checkMode == "1" && !reaches2200)
  exercise(zone)
  if glibcMode && !reaches2200 && buffer.count > 0 && buffer[4] != 0 {
    compareWithGlibc(zone, buffer)
  }
  return 0
}
