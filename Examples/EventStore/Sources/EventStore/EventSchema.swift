import GRDB

/// The store's tables, as GRDB migrations.
///
/// One table, `event`, with a `kind` and the columns each kind uses
/// (README.md explains the choice):
///
/// | kind | columns |
/// |---|---|
/// | `timed` | `start_utc` |
/// | `allDay` | `civil_date` |
/// | `local` | `local_date_time`, `zone_id`; derived: `start_utc`, `rfc9557`, `tzdata_version` |
///
/// CHECK constraints keep each kind to its columns and each text column to
/// its format, so a row written by another program cannot be half one kind.
enum EventSchema {
  /// The migrations, in order.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: event") { db in
      try db.execute(sql: createEvent)
    }
    return migrator
  }

  /// Version 1.
  static let createEvent = """
    CREATE TABLE event (
      id              INTEGER PRIMARY KEY,
      title           TEXT NOT NULL,
      kind            TEXT NOT NULL CHECK (kind IN ('timed', 'allDay', 'local')),
      -- RFC 3339 UTC, always three fractional digits: text order is time order.
      -- timed: the event. local: derived, the instant under tzdata_version.
      start_utc       TEXT CHECK (start_utc GLOB
        '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9].[0-9][0-9][0-9]Z'),
      -- allDay: YYYY-MM-DD, the same date in every zone.
      civil_date      TEXT CHECK (civil_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      -- local: the event, a wall-clock time (YYYY-MM-DDTHH:MM:SS) and an IANA zone id.
      local_date_time TEXT CHECK (local_date_time GLOB
        '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*'),
      zone_id         TEXT CHECK (zone_id <> ''),
      -- local: derived, the same resolution as RFC 9557 text (with its offset),
      -- and the IANA release it was made with.
      rfc9557         TEXT,
      tzdata_version  TEXT,
      CHECK (CASE kind
        WHEN 'timed' THEN start_utc IS NOT NULL AND civil_date IS NULL
          AND local_date_time IS NULL AND zone_id IS NULL AND rfc9557 IS NULL AND tzdata_version IS NULL
        WHEN 'allDay' THEN civil_date IS NOT NULL AND start_utc IS NULL
          AND local_date_time IS NULL AND zone_id IS NULL AND rfc9557 IS NULL AND tzdata_version IS NULL
        ELSE start_utc IS NOT NULL AND local_date_time IS NOT NULL AND zone_id IS NOT NULL
          AND rfc9557 IS NOT NULL AND tzdata_version IS NOT NULL AND civil_date IS NULL
      END)
    );
    CREATE INDEX event_start_utc ON event(start_utc);
    CREATE INDEX event_civil_date ON event(civil_date);
    """
}
