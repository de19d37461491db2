/// How a value between two multiples of a rounding increment becomes one of
/// them: Temporal's nine rounding modes (ECMA-402's `roundingMode`).
///
/// "Up" and "down" are toward positive and negative infinity; "expand" and
/// "trunc" away from and toward zero, so `-1.5` rounds to `-2` with
/// `.expand` and to `-1` with `.ceil`. The `half` modes round to the
/// nearer multiple and differ only at the exact midpoint.
public enum RoundingMode: String, Sendable, Hashable, CaseIterable {
  /// Toward positive infinity.
  case ceil
  /// Toward negative infinity.
  case floor
  /// Away from zero.
  case expand
  /// Toward zero (Temporal's default for `until` and `since`).
  case trunc
  /// To the nearer; a midpoint toward positive infinity.
  case halfCeil
  /// To the nearer; a midpoint toward negative infinity.
  case halfFloor
  /// To the nearer; a midpoint away from zero (Temporal's default for
  /// `round`).
  case halfExpand
  /// To the nearer; a midpoint toward zero.
  case halfTrunc
  /// To the nearer; a midpoint to the even multiple.
  case halfEven

  /// The mode that rounds a negated value as this one rounds the value
  /// (Temporal's NegateRoundingMode): ceil and floor swap, and so do
  /// halfCeil and halfFloor.
  var negated: RoundingMode {
    switch self {
    case .ceil: .floor
    case .floor: .ceil
    case .halfCeil: .halfFloor
    case .halfFloor: .halfCeil
    default: self
    }
  }

  /// The mode applied to a magnitude (Temporal's
  /// GetUnsignedRoundingMode): `ceil` on a negative value rounds its
  /// magnitude toward zero.
  func unsigned(negative: Bool) -> _UnsignedRounding {
    switch self {
    case .ceil: negative ? .zero : .infinity
    case .floor: negative ? .infinity : .zero
    case .expand: .infinity
    case .trunc: .zero
    case .halfCeil: negative ? .halfZero : .halfInfinity
    case .halfFloor: negative ? .halfInfinity : .halfZero
    case .halfExpand: .halfInfinity
    case .halfTrunc: .halfZero
    case .halfEven: .halfEven
    }
  }
}

/// A rounding mode on magnitudes.
enum _UnsignedRounding {
  case zero, infinity, halfZero, halfInfinity, halfEven

  /// Whether a magnitude strictly between two multiples r1 < r2 goes to r2
  /// (Temporal's ApplyUnsignedRoundingMode), from how it compares with the
  /// midpoint (`midpoint`: below < 0, at 0, above > 0) and whether r1 is an
  /// odd multiple of the increment.
  func roundsUp(midpoint: Int, lowerIsOdd: Bool) -> Bool {
    switch self {
    case .zero: false
    case .infinity: true
    case .halfZero: midpoint > 0
    case .halfInfinity: midpoint >= 0
    case .halfEven: midpoint > 0 || (midpoint == 0 && lowerIsOdd)
    }
  }
}
