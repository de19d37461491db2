import Foundation

extension Zone {
  /// The UTC offset in force at an instant.
  ///
  /// At a transition's own instant the new offset is in force: New York's
  /// offset at 2017-03-12T07:00:00Z is -04:00, one second earlier -05:00.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a `Date` that is not
  ///   finite or lies beyond about ±12,700 years from 1970.
  public func offset(at date: Date) throws(DateMathError) -> UTCOffset {
    let instant = try _InstantSeconds(date)
    return UTCOffset(seconds: Int(offset(atSecond: instant.seconds)))
  }

  /// The wall-clock date and time at an instant in this zone.
  ///
  /// The nanosecond field is the `Date` to the nearest nanosecond (`Date`
  /// itself holds about 0.2 µs near 2020, finer near 1970).
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the local date would
  ///   fall outside years -9999...9999.
  public func localDateTime(for date: Date) throws(DateMathError) -> CivilDateTime {
    let instant = try _InstantSeconds(date)
    return try localDateTime(instant)
  }

  /// The local calendar date at an instant in this zone.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` when the local date would
  ///   fall outside years -9999...9999.
  public func localDate(for date: Date) throws(DateMathError) -> CivilDate {
    try localDateTime(for: date).date
  }

  /// What a wall-clock time means in this zone: one instant, none (a gap),
  /// or two (an overlap), with the transition responsible.
  ///
  ///     let newYork = try Zone(identifier: "America/New_York")
  ///     newYork.resolution(of: try CivilDateTime(parsing: "2017-03-12T02:30"))
  ///     // .gap(transition at 2017-03-12T07:00:00Z, -05:00 → -04:00)
  public func resolution(of local: CivilDateTime) -> LocalTimeResolution {
    let fraction = Double(local.nanosecond) / 1e9
    func date(_ seconds: Int64) -> Date {
      _InstantSeconds(seconds: seconds, fraction: fraction).date
    }
    switch resolve(local: local.localSeconds) {
    case .unique(let t): return .unique(date(t))
    case .gap(let transition): return .gap(transition.zoneTransition)
    case .overlap(let first, let second, let transition):
      return .overlap(
        earlier: date(first), later: date(second), transition: transition.zoneTransition)
    }
  }

  /// The instants a wall-clock time stands for in this zone, in order:
  /// none in a gap, two in an overlap, otherwise one.
  public func candidates(for local: CivilDateTime) -> [Date] {
    resolution(of: local).candidates
  }

  /// The instant of a wall-clock time in this zone, choosing by
  /// `disambiguation` when the time falls in a gap or an overlap.
  ///
  /// In New York, 2017-03-12T02:30 does not exist: `.compatible` and
  /// `.later` give 03:30 -04:00, `.earlier` 01:30 -05:00. 2017-11-05T01:30
  /// happens twice: `.compatible` and `.earlier` give the first (-04:00),
  /// `.later` the second (-05:00). See ``Disambiguation``.
  ///
  /// - Throws: with `.reject`, ``DateMathError/Kind/nonexistentLocalTime``
  ///   or ``DateMathError/Kind/ambiguousLocalTime``, naming the zone and the
  ///   transition (and, when ambiguous, both candidates).
  public func date(
    from local: CivilDateTime, disambiguation: Disambiguation = .compatible
  ) throws(DateMathError) -> Date {
    let localSeconds = local.localSeconds
    // Almost always the time is far from any transition: one lookup.
    if let offset = unambiguousOffset(local: localSeconds) {
      return _InstantSeconds(
        seconds: localSeconds - offset, fraction: Double(local.nanosecond) / 1e9
      ).date
    }
    let seconds = try instant(
      local: localSeconds, disambiguation: disambiguation, describing: local)
    return _InstantSeconds(
      seconds: seconds, fraction: Double(local.nanosecond) / 1e9
    ).date
  }

  // MARK: Internals shared by the other helpers

  func localDateTime(_ instant: _InstantSeconds) throws(DateMathError) -> CivilDateTime {
    let local = instant.seconds + offset(atSecond: instant.seconds)
    let day = _Civil.floorDiv(local, _Civil.secondsPerDay)
    guard (Int64(_Civil.minDay)...Int64(_Civil.maxDay)).contains(day) else {
      throw .outOfRange("the instant \(instant.seconds) seconds since 1970")
    }
    return CivilDateTime(localSeconds: local, nanosecond: instant.nanosecond)
  }

  /// Resolves a local second count by the policy.
  func instant(
    local: Int64, disambiguation: Disambiguation, describing: @autoclosure () -> CivilDateTime
  ) throws(DateMathError) -> Int64 {
    try resolved(local: local, disambiguation: disambiguation, describing: describing()).seconds
  }

  /// Resolves a local second count by the policy: the instant, and the
  /// zone's offset there (which in a gap is not `local − instant`).
  @inline(__always)
  func resolved(
    local: Int64, disambiguation: Disambiguation, describing: @autoclosure () -> CivilDateTime
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    let resolution = resolve(local: local)
    if case .unique(let t) = resolution { return (t, local - t) }
    return try resolvedAtTransition(resolution, local, disambiguation, describing())
  }

  /// ``resolved(local:disambiguation:describing:)`` in a gap or an overlap.
  @inline(never)
  func resolvedAtTransition(
    _ resolution: _Resolution, _ local: Int64, _ disambiguation: Disambiguation,
    _ describing: @autoclosure () -> CivilDateTime
  ) throws(DateMathError) -> (seconds: Int64, offset: Int64) {
    switch resolution {
    case .unique(let t):
      return (t, local - t)
    case .gap(let transition):
      switch disambiguation {
      case .earlier: return (local - transition.after, transition.before)
      case .later, .compatible: return (local - transition.before, transition.after)
      case .reject:
        let t = transition.zoneTransition
        throw DateMathError(
          .nonexistentLocalTime,
          "\(describing()) does not exist in \(identifier): clocks jumped from "
            + "\(_ISO.clock(t.wallClockBefore)) to \(_ISO.clock(t.wallClockAfter)) "
            + "(\(t.offsetBefore) → \(t.offsetAfter)) at \(_ISO.utc(transition.time))",
          zoneIdentifier: identifier, transition: t)
      }
    case .overlap(let first, let second, let transition):
      switch disambiguation {
      case .earlier, .compatible: return (first, local - first)
      case .later: return (second, local - second)
      case .reject:
        let t = transition.zoneTransition
        throw DateMathError(
          .ambiguousLocalTime,
          "\(describing()) happens twice in \(identifier): at "
            + "\(_ISO.utc(first)) (\(t.offsetBefore)) and at \(_ISO.utc(second)) "
            + "(\(t.offsetAfter)); clocks went back from "
            + "\(_ISO.clock(t.wallClockBefore)) to \(_ISO.clock(t.wallClockAfter))",
          zoneIdentifier: identifier, transition: t,
          candidates: [_date(first), _date(second)])
      }
    }
  }
}

extension _ISO {
  /// `HH:MM` or `HH:MM:SS`, with the date when it is not obvious.
  static func clock(_ time: CivilDateTime) -> String {
    time.second == 0
      ? "\(time.date) \(pad(time.hour, 2)):\(pad(time.minute, 2))"
      : "\(time.date) \(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))"
  }

  /// An instant as `YYYY-MM-DDTHH:MM:SSZ`.
  static func utc(_ seconds: Int64) -> String {
    "\(CivilDateTime(localSeconds: seconds, nanosecond: 0))Z"
  }
}

extension Zone {
  /// The instant in RFC 3339 form with this zone's UTC offset at that
  /// instant: `2018-11-04T01:00:00-02:00`. Offsets with seconds, such as
  /// local mean time before 1900, are written `±HH:MM:SS` (as ISO 8601
  /// allows; RFC 3339 itself has whole minutes). Fractional digits as in
  /// `Date.rfc3339String(fractionalDigits:)`.
  ///
  /// - Throws: ``DateMathError/Kind/outOfRange`` for a local date outside
  ///   years -9999...9999.
  public func rfc3339String(
    for date: Date, fractionalDigits: FractionalSecondDigits = .exact
  ) throws(DateMathError) -> String {
    let instant = try _InstantSeconds(date)
    _ = try localDateTime(instant)
    let offset = offset(atSecond: instant.seconds)
    return _RFC3339.text(date, offset: offset, digits: fractionalDigits, suffix: .offset)
  }
}
