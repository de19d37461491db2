import Foundation

extension Recurrence {
  // MARK: Expansion

  /// The occurrences at or after `date` (all of them by default), in
  /// order, computed as they are read. A rule without COUNT starts at the
  /// period that holds `date`, however far from DTSTART. Occurrences are
  /// whole seconds, so from 09:00:00.5 the first is 09:00:01 at the
  /// earliest; an occurrence outside the supported range is left out.
  ///
  /// ```swift
  /// let standup = Recurrence(
  ///   start: try CivilDateTime(parsing: "1970-01-01T09:00"), in: try Zone(identifier: "Europe/Berlin"),
  ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY"))
  /// let from = try Date(rfc3339: "2026-11-23T12:00:00Z")
  /// standup.occurrences(from: from).prefix(2).map(\.description)  // ["2026-11-24T09:00:00+01:00[Europe/Berlin]", "2026-11-25T09:00:00+01:00[Europe/Berlin]"]
  /// ```
  public func occurrences(from date: Date? = nil) -> Occurrences {
    Occurrences(recurrence: self, from: date.map(Self.ceilingSeconds) ?? Self.clamped(-.infinity), before: Self.clamped(.infinity))
  }

  /// The occurrences in `interval` (from its start, inclusive, to its end,
  /// exclusive), in order, computed as they are read.
  ///
  /// ```swift
  /// let weekly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-01T10:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,TH"))
  /// let january = try Date(rfc3339: "2024-01-08T00:00:00Z")..<Date(rfc3339: "2024-01-15T00:00:00Z")
  /// weekly.occurrences(in: january).map(\.localDateTime.date)  // [2024-01-08, 2024-01-11]
  /// ```
  public func occurrences(in interval: Range<Date>) -> Occurrences {
    Occurrences(
      recurrence: self, from: Self.ceilingSeconds(interval.lowerBound),
      before: Self.ceilingSeconds(interval.upperBound))
  }

  /// The occurrences before `date`, latest first, computed as they are read.
  ///
  /// ```swift
  /// let monthly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-15T10:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=MONTHLY"))
  /// monthly.occurrences(before: try Date(rfc3339: "2024-05-01T00:00:00Z")).prefix(2).map(\.localDateTime.date)  // [2024-04-15, 2024-03-15]
  /// ```
  public func occurrences(before date: Date) -> ReversedOccurrences {
    ReversedOccurrences(recurrence: self, before: Self.ceilingSeconds(date))
  }

  /// The first occurrence after `date`, or nil when there is none.
  /// Occurrences are whole seconds: after 09:00:00.5 comes 09:00:01 at the
  /// earliest.
  ///
  /// ```swift
  /// let yearly = Recurrence(
  ///   start: try CivilDateTime(parsing: "2020-02-29T08:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=YEARLY"))
  /// yearly.next(after: try Date(rfc3339: "2020-03-01T00:00:00Z"))  // 2024-02-29T08:00:00+00:00[UTC] — 29 February only
  /// ```
  public func next(after date: Date) -> ZonedDateTime? {
    var iterator = Occurrences(recurrence: self, from: Self.floorSeconds(date) + 1, before: Self.clamped(.infinity)).makeIterator()
    return iterator.next()
  }

  /// The last occurrence before `date`, or nil when there is none
  /// (before 09:00:00.5, 09:00:00 is one).
  ///
  /// ```swift
  /// let daily = Recurrence(
  ///   start: try CivilDateTime(parsing: "2024-01-01T09:00"), in: .utc,
  ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY"))
  /// daily.previous(before: try Date(rfc3339: "2024-01-05T09:00:00Z"))  // 2024-01-04T09:00:00+00:00[UTC]
  /// daily.previous(before: try Date(rfc3339: "2024-01-01T09:00:00Z"))  // nil
  /// ```
  public func previous(before date: Date) -> ZonedDateTime? {
    var iterator = occurrences(before: date).makeIterator()
    return iterator.next()
  }

  /// Whole seconds: the first whole second at or after `date`, clamped
  /// (infinities too) to ±4×10¹¹ s, past every instant DateMath holds.
  static func ceilingSeconds(_ date: Date) -> Int64 { clamped(date.timeIntervalSince1970.rounded(.up)) }

  /// The last whole second at or before `date`, clamped the same way.
  static func floorSeconds(_ date: Date) -> Int64 { clamped(date.timeIntervalSince1970.rounded(.down)) }

  static func clamped(_ seconds: Double) -> Int64 {
    guard !seconds.isNaN else { return 0 }
    let limit = Double(_Limits.epochSeconds)
    return Int64(max(min(seconds, limit), -limit))
  }

  func wallClock(_ rule: RecurrenceRule) -> _RecurrenceWallClock {
    var wallClock = _RecurrenceWallClock(rule, start: start, clampsToMonthEnd: invalidDates == .clamp)
    wallClock.isAllDay = isAllDay
    return wallClock
  }

  static func occurrence(_ o: _Occurrence, _ zone: Zone) -> ZonedDateTime? {
    try? ZonedDateTime(o.instant, 0, offset: Int64(o.offset), zone: zone)
  }

  /// The RDATEs as occurrences in this zone (an RDATE given in another
  /// zone is the same instant, shown with this zone's offset).
  var dateOccurrences: [_Occurrence] {
    dates.map { d in
      _Occurrence(instant: d.epochSeconds, offset: Int32(zone.offset(atSecond: d.epochSeconds)))
    }
  }

  /// The EXDATEs' instants.
  var exceptionInstants: Set<Int64> { Set(exceptionDates.map(\.epochSeconds)) }
}

extension Recurrence {
  /// The occurrences of a ``Recurrence`` in order, from a given instant.
  public struct Occurrences: Sequence, Sendable {
    let recurrence: Recurrence
    let from: Int64
    let before: Int64

    /// Starts the expansion.
    ///
    /// ```swift
    /// let monthly = Recurrence(
    ///   start: try CivilDateTime(parsing: "2024-01-31T09:00"), in: .utc,
    ///   rule: try RecurrenceRule(parsing: "FREQ=MONTHLY"))
    /// var iterator = monthly.occurrences().makeIterator()
    /// iterator.next()?.localDateTime.date  // 2024-01-31
    /// iterator.next()?.localDateTime.date  // 2024-03-31 — February has no 31st
    /// ```
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Produces occurrences one at a time.
    public struct Iterator: IteratorProtocol {
      private var merge: _RecurrenceMerge<_ForwardRuleStream>
      private let zone: Zone
      private let before: Int64

      init(_ s: Occurrences) {
        let r = s.recurrence
        zone = r.zone
        before = s.before
        func streams(_ rules: [RecurrenceRule]) -> [_ForwardRuleStream] {
          rules.map { _ForwardRuleStream(r.wallClock($0), _RecurrenceLimits($0.end), zone: r.zone, from: s.from, before: s.before) }
        }
        merge = _RecurrenceMerge(
          streams: streams(r.rules), dates: r.dateOccurrences.filter { $0.instant >= s.from },
          exceptions: streams(r.exceptionRules), exceptionDates: r.exceptionInstants, ascending: true,
          cover: _ExclusionCover(recurrence: r))
      }

      /// The next occurrence, or nil after the last.
      ///
      /// ```swift
      /// let twice = Recurrence(
      ///   start: try CivilDateTime(parsing: "2024-02-28T09:00"), in: .utc,
      ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2"))
      /// var iterator = twice.occurrences().makeIterator()
      /// iterator.next()?.localDateTime  // 2024-02-28T09:00:00
      /// iterator.next()?.localDateTime  // 2024-02-29T09:00:00
      /// iterator.next()                 // nil
      /// ```
      public mutating func next() -> ZonedDateTime? {
        while let o = merge.next(), o.instant < before {
          // An instant outside the range DateMath holds (a local year
          // -9999 whose UTC date is in year -10000) is left out.
          if let result = Recurrence.occurrence(o, zone) { return result }
        }
        return nil
      }

      /// After how many occurrences in a row taken out by exception rules
      /// (EXRULE) the expansion ends, with ``stoppedAtExclusionLimit``
      /// set: a bound on the work for callers that must answer at once
      /// (datecalc). No bound by default.
      package var exclusionLimit: Int {
        get { merge.exclusionLimit }
        set { merge.exclusionLimit = newValue }
      }

      /// The instant of the last occurrence taken out when
      /// ``exclusionLimit`` ended the expansion; nil otherwise.
      package var stoppedAtExclusionLimit: Date? {
        merge.stoppedAt.map { Date(timeIntervalSince1970: TimeInterval($0)) }
      }
    }
  }

  /// The occurrences of a ``Recurrence`` before a given instant, latest
  /// first.
  public struct ReversedOccurrences: Sequence, Sendable {
    let recurrence: Recurrence
    let before: Int64

    /// Starts the expansion.
    ///
    /// ```swift
    /// let monthly = Recurrence(
    ///   start: try CivilDateTime(parsing: "2024-01-31T09:00"), in: .utc,
    ///   rule: try RecurrenceRule(parsing: "FREQ=MONTHLY"))
    /// var iterator = monthly.occurrences(before: try Date(rfc3339: "2024-05-01T00:00:00Z")).makeIterator()
    /// iterator.next()?.localDateTime.date  // 2024-03-31
    /// iterator.next()?.localDateTime.date  // 2024-01-31 — February has no 31st
    /// ```
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Produces occurrences one at a time, going back in time.
    public struct Iterator: IteratorProtocol {
      private var merge: _RecurrenceMerge<_BackwardRuleStream>
      private let zone: Zone

      init(_ s: ReversedOccurrences) {
        let r = s.recurrence
        zone = r.zone
        func streams(_ rules: [RecurrenceRule]) -> [_BackwardRuleStream] {
          rules.map { _BackwardRuleStream(r.wallClock($0), _RecurrenceLimits($0.end), zone: r.zone, before: s.before) }
        }
        merge = _RecurrenceMerge(
          streams: streams(r.rules), dates: r.dateOccurrences.filter { $0.instant < s.before },
          exceptions: streams(r.exceptionRules), exceptionDates: r.exceptionInstants, ascending: false,
          cover: _ExclusionCover(recurrence: r))
      }

      /// The previous occurrence, or nil before the first.
      ///
      /// ```swift
      /// let daily = Recurrence(
      ///   start: try CivilDateTime(parsing: "2024-02-28T09:00"), in: .utc,
      ///   rule: try RecurrenceRule(parsing: "FREQ=DAILY"))
      /// var iterator = daily.occurrences(before: try Date(rfc3339: "2024-03-01T00:00:00Z")).makeIterator()
      /// iterator.next()?.localDateTime  // 2024-02-29T09:00:00
      /// iterator.next()?.localDateTime  // 2024-02-28T09:00:00
      /// iterator.next()                 // nil — DTSTART was the first
      /// ```
      public mutating func next() -> ZonedDateTime? {
        while let o = merge.next() {
          if let result = Recurrence.occurrence(o, zone) { return result }
        }
        return nil
      }

      /// As ``Occurrences/Iterator/exclusionLimit``, going back.
      package var exclusionLimit: Int {
        get { merge.exclusionLimit }
        set { merge.exclusionLimit = newValue }
      }

      /// As ``Occurrences/Iterator/stoppedAtExclusionLimit``.
      package var stoppedAtExclusionLimit: Date? {
        merge.stoppedAt.map { Date(timeIntervalSince1970: TimeInterval($0)) }
      }
    }
  }
}
