import Foundation

/// The zones one calendar's `TZID`s name: the file's `VTIMEZONE`s, IANA
/// identifiers, Windows names (CLDR), and the `/vendor/…/Region/City`
/// prefixes some writers add; each looked up once.
struct _ICalendarZones {
  private let options: ICalendarExpansionOptions
  /// The calendar's `VTIMEZONE`s by `TZID`.
  private let definitions: [String: ICalendarComponent]
  /// `TZID` → its zone, or nil for one read as floating.
  private var resolved: [String: Zone?] = [:]
  /// The error of each `TZID` that could not be resolved: a `VTIMEZONE`
  /// that fails is built once, not once per component that names it.
  private var failed: [String: DateMathError] = [:]
  /// The zone of floating times and dates; nil when none was given (a
  /// property block read by `Recurrence(iCalendar:)`), which makes a
  /// floating time an error.
  let floating: Zone?
  /// `X-WR-TIMEZONE`, when the options use it for UTC start times.
  let calendarZone: Zone?
  private(set) var disagreements: [ICalendarZoneDisagreement] = []
  private(set) var notes: [ICalendarOccurrences.Note] = []
  private let window: Range<Date>

  init(calendar: ICalendarComponent, options: ICalendarExpansionOptions, window: Range<Date>) throws(DateMathError) {
    self.options = options
    self.window = window
    var definitions: [String: ICalendarComponent] = [:]
    for vtimezone in calendar.components where vtimezone.name == "VTIMEZONE" {
      if let tzid = vtimezone["TZID"]?.value, definitions[tzid] == nil { definitions[tzid] = vtimezone }
    }
    self.definitions = definitions
    var wrZone: Zone?
    if options.calendarZone != .ignore, let property = calendar["X-WR-TIMEZONE"] {
      let name = property.textValue.trimmingCharacters(in: .whitespaces)
      wrZone = try? _ICalendarValue.zone(named: name)
      if wrZone == nil {
        notes.append(.init(
          line: property.line,
          message: "X-WR-TIMEZONE \(DateMathError.quoted(name)) is not a zone DateMath knows; it was not used"))
      }
    }
    floating = wrZone ?? options.floatingZone ?? .current
    calendarZone = options.calendarZone == .google ? wrZone : nil
  }

  /// The zones of a property block outside any calendar: no `VTIMEZONE`s,
  /// no `X-WR-TIMEZONE`, floating times in `floating` (an error without
  /// it), an unknown `TZID` an error.
  init(block floating: Zone?) {
    options = ICalendarExpansionOptions(unknownZones: .error, calendarZone: .ignore)
    window = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 0)
    definitions = [:]
    self.floating = floating
    calendarZone = nil
  }

  /// The zone of floating times and dates of `property` on `line`.
  func floatingZone(of property: String, line: Int) throws(DateMathError) -> Zone {
    guard let floating else {
      throw _ICalendarValue.error(
        line, "\(property) has no TZID and is not in UTC: give the zone its floating time is read in")
    }
    return floating
  }

  /// The zone of `tzid` (a `TZID` parameter on `line`), or nil when the
  /// options read an unknown one as floating.
  mutating func zone(_ tzid: String, line: Int) throws(DateMathError) -> Zone? {
    if let known = resolved[tzid] { return known }
    if let error = failed[tzid] { throw error }
    do {
      let zone = try find(tzid, line: line)
      resolved[tzid] = zone
      return zone
    } catch {
      failed[tzid] = error
      throw error
    }
  }

  private mutating func find(_ tzid: String, line: Int) throws(DateMathError) -> Zone? {
    let iana = try? _ICalendarValue.zone(named: tzid)
    if let definition = definitions[tzid] {
      let file: Zone
      do { file = try Zone(vtimezone: definition) } catch {
        // A VTIMEZONE that cannot be read: IANA's zone if there is one.
        guard let iana else { throw error }
        notes.append(.init(line: definition.line, message: "\(error.message); IANA's \(iana.identifier) was used"))
        return iana
      }
      let isIANA = (try? Zone(identifier: tzid)) != nil
      let used: ICalendarExpansionOptions.ZoneRules = options.zoneRules == .iana && isIANA ? .iana : .file
      guard let iana else { return file }
      if let date = Self.firstDifference(file, iana, in: window) {
        disagreements.append(.init(
          tzid: tzid, line: definition.line, ianaIdentifier: iana.identifier, date: date,
          fileOffset: (try? file.offset(at: date)) ?? .zero, ianaOffset: (try? iana.offset(at: date)) ?? .zero, used: used))
      }
      if used == .iana { return iana }
      // The same offsets as IANA's zone within a year of the window: the
      // same instants, under a name RFC 9557 text and other programs know.
      let year: TimeInterval = 400 * 86_400
      let near = window.lowerBound.addingTimeInterval(-year)..<window.upperBound.addingTimeInterval(year)
      return Self.firstDifference(file, iana, in: near) == nil ? iana : file
    }
    if let iana { return iana }
    let close = _ZoneSuggestions.closest(to: tzid, among: Zone.knownIdentifiers + Array(Zone.windowsZoneNames.keys))
    let message =
      "TZID \(DateMathError.quoted(tzid)) is defined by no VTIMEZONE in the file and is neither an IANA zone "
      + "nor a Windows zone name" + (close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)")
    switch options.unknownZones {
    case .error:
      throw DateMathError(
        .unknownZone, (line > 0 ? "line \(line): " : "") + message, zoneIdentifier: tzid, suggestions: close,
        position: line > 0 ? TextPosition(line: line) : nil)
    case .floating:
      notes.append(.init(line: line, message: message + "; its times were read as floating"))
      return nil
    }
  }

  /// The first instant in `range` at which `a` and `b` give different
  /// offsets (checked at its start and at each zone's transitions in it).
  static func firstDifference(_ a: Zone, _ b: Zone, in range: Range<Date>) -> Date? {
    var instants = [range.lowerBound]
    instants += ((try? a.transitions(in: range)) ?? []).map(\.date)
    instants += ((try? b.transitions(in: range)) ?? []).map(\.date)
    return instants.sorted().first { instant in
      guard let x = try? a.offset(at: instant), let y = try? b.offset(at: instant) else { return false }
      return x != y
    }
  }
}
