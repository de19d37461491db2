/// What moving a date by months or years does when the day of the month
/// does not exist in the target month (31 January + 1 month: there is no
/// 31 February), and with an anchor on a month's last day.
///
/// One set of words for every move of a date by months: adding
/// (``ZonedDateTime/adding(_:disambiguation:monthEnd:)``,
/// ``CivilDate/adding(_:monthEnd:)``), a series
/// (``ZonedDateTime/series(every:monthEnd:disambiguation:)``) and
/// `datecalc`'s `--month-end` option. A recurrence rule, which may skip a
/// date, says the same with ``Recurrence/InvalidDatePolicy``.
///
/// | 31 January 2017 + | `clamp` | `lastDay` | `reject` |
/// |---|---|---|---|
/// | 1 month | 2017-02-28 | 2017-02-28 | error |
/// | 2 months | 2017-03-31 | 2017-03-31 | 2017-03-31 |
///
/// | 28 February 2017 + | `clamp` | `lastDay` | `reject` |
/// |---|---|---|---|
/// | 1 month | 2017-03-28 | 2017-03-31 | 2017-03-28 |
public enum MonthEndPolicy: String, Sendable, Hashable, CaseIterable {
  /// A day the target month lacks becomes its last day: 2017-01-31 + P1M
  /// is 2017-02-28, 2024-02-29 + P1Y is 2025-02-28. The default, as in
  /// Temporal (`overflow: "constrain"`), java.time and Foundation.
  case clamp
  /// A date on the last day of its month lands on the last day of the
  /// target month (2017-02-28 + P1M is 2017-03-31: "the end of every
  /// month"; by years too, 2023-02-28 + P1Y is 2024-02-29); any other date
  /// is clamped as with ``clamp``.
  case lastDay
  /// A day the target month lacks is a ``DateMathError/Kind/invalidDate``
  /// error naming the month, so that billing or reminders never move to
  /// another day unnoticed (Temporal's `overflow: "reject"`).
  case reject
}
