import Foundation

/// An event read from an ``EventStore``.
public struct Event: Sendable, Hashable, Identifiable {
  /// The row id the store gave the event.
  public typealias ID = Int64

  /// The row id the store gave the event.
  public let id: ID
  /// What the event is called.
  public let title: String
  /// When it happens.
  public let time: EventTime

  /// An event as stored.
  public init(id: ID, title: String, time: EventTime) {
    self.id = id
    self.title = title
    self.time = time
  }
}
