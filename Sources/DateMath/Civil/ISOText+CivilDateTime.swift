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
