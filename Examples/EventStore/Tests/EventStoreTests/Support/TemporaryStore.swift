import EventStore
import Foundation

/// Runs `body` with a store on a new SQLite file in a new temporary
/// directory, then closes the store and removes the directory (the file
/// and any journal SQLite left beside it).
func withTemporaryStore<T>(_ body: (EventStore) throws -> T) throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("EventStoreTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let store = try EventStore(path: directory.appendingPathComponent("events.sqlite").path)
  defer { try? store.close() }
  return try body(store)
}
