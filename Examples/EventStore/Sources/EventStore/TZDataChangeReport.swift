import Foundation

/// What ``EventStore/reresolveLocalEvents(with:from:)`` did: how many
/// future local events it resolved again, and which of their instants
/// moved.
public struct TZDataChangeReport: Sendable, Hashable, CustomStringConvertible {
  /// The release the events were resolved with, such as `"2026f"`.
  public let tzdataVersion: String
  /// How many local events were resolved again.
  public let examined: Int
  /// The events whose instant moved, in row id order.
  public let moved: [InstantChange]

  /// A report.
  public init(tzdataVersion: String, examined: Int, moved: [InstantChange]) {
    self.tzdataVersion = tzdataVersion
    self.examined = examined
    self.moved = moved
  }

  /// A heading line, then one line per moved event.
  public var description: String {
    (["tz data \(tzdataVersion): \(examined) future local events resolved again, \(moved.count) moved"]
      + moved.map { "  \($0)" }).joined(separator: "\n")
  }
}
