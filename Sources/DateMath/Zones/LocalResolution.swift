/// A transition as three integers: instant, offset before, offset after.
struct _Transition {
  var time: Int64
  var before: Int64
  var after: Int64

  var zoneTransition: ZoneTransition {
    ZoneTransition(
      unchecked: _date(time), UTCOffset(seconds: Int(before)), UTCOffset(seconds: Int(after)))
  }
}

/// The instants whose local time is a given wall-clock second.
enum _Resolution {
  case unique(Int64)
  case gap(_Transition)
  case overlap(Int64, Int64, _Transition)
}

extension _ZoneRules {
  /// The offset in force throughout `low...high`, if it is one stretch of
  /// the table: the common case, answered with one table lookup.
  @inline(__always)
  func constantOffset(from low: Int64, through high: Int64) -> Int64? {
    guard high < Self.tableEnd else { return nil }
    let count = transitionCount(atOrBefore: low)
    if count < times.count && times[count] <= high { return nil }
    return count == 0 ? initialOffset : offsets[count - 1]
  }

  /// Every instant t with t + offset(t) == local lies in
  /// local − maxOffset ... local − minOffset; scan the stretches there.
  func resolve(local: Int64) -> _Resolution {
    // Fast path: the whole window lies inside one stretch of constant
    // offset, so there is exactly one instant.
    if let offset = constantOffset(from: local - maxOffset, through: local - minOffset) {
      return .unique(local - offset)
    }
    var first: Int64?
    var last: Int64?
    var overlap: _Transition?
    var gap: _Transition?
    var previousOffset: Int64?
    forEachSegment(overlapping: local - maxOffset, local - minOffset) { segment in
      let t = local - segment.offset
      if t >= segment.start && t < segment.end {
        if first == nil {
          first = t
        } else {
          last = t
          if let previousOffset {
            overlap = _Transition(
              time: segment.start, before: previousOffset, after: segment.offset)
          }
        }
      }
      if gap == nil, segment.startsAtTransition, let before = previousOffset,
        segment.start + before <= local, local < segment.start + segment.offset
      {
        gap = _Transition(time: segment.start, before: before, after: segment.offset)
      }
      previousOffset = segment.offset
      return true
    }
    if let first {
      if let last, let overlap { return .overlap(first, last, overlap) }
      return .unique(first)
    }
    // No instant: a gap must cover `local`; the scan always finds it.
    return .gap(gap ?? _Transition(time: local, before: 0, after: 0))
  }

  /// The earliest instant whose local date is `day` (days since 1970) and
  /// the offset there, or nil when the day never happened.
  func firstInstant(onLocalDay day: Int64) -> (seconds: Int64, offset: Int64)? {
    let dayStart = day * _Civil.secondsPerDay
    let dayEnd = dayStart + _Civil.secondsPerDay
    if let offset = constantOffset(from: dayStart - maxOffset, through: dayEnd - minOffset) {
      return (dayStart - offset, offset)
    }
    var found: (seconds: Int64, offset: Int64)?
    forEachSegment(overlapping: dayStart - maxOffset, dayEnd - minOffset) { segment in
      let t = max(segment.start, dayStart - segment.offset)
      if t < segment.end && t + segment.offset < dayEnd {
        found = (t, segment.offset)
        return false
      }
      return true
    }
    return found
  }

  /// The earliest instant at or after `from` whose local time is at least
  /// `local`, and the offset there.
  func firstInstant(from: Int64, localAtLeast local: Int64) -> (seconds: Int64, offset: Int64) {
    // Every instant from local − minOffset on has local time ≥ `local`.
    let latest = max(from, local - minOffset)
    let earliest = max(from, local - maxOffset)
    if let offset = constantOffset(from: earliest, through: latest) {
      return (max(earliest, local - offset), offset)
    }
    var found: (seconds: Int64, offset: Int64)?
    forEachSegment(overlapping: max(from, local - maxOffset), latest) { segment in
      let t = max(segment.start, from, local - segment.offset)
      if t < segment.end {
        found = t <= latest ? (t, segment.offset) : nil
        return false
      }
      return true
    }
    return found ?? (latest, offset(at: latest))
  }
}
