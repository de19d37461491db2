import Foundation

func encoder() -> JSONEncoder {
  let withOffset = DateFormatter()
  withOffset.locale = Locale(identifier: "en_US_POSIX")
  withOffset.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
  let encoder = JSONEncoder()
  encoder.dateEncodingStrategy = .formatted(withOffset)
  return encoder
}

func decoder() -> JSONDecoder {
  let utc = DateFormatter()
  utc.locale = Locale(identifier: "en_US_POSIX")
  utc.timeZone = TimeZone(identifier: "UTC")
  utc.dateFormat = "yyyy-MM-dd HH:mm"  // pinned to UTC: the text means one instant
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .formatted(utc)
  return decoder
}

// A date alone, and a display formatter never persisted.
func labels(_ date: Date) -> String {
  let day = DateFormatter()
  day.locale = Locale(identifier: "en_US_POSIX")
  day.dateFormat = "yyyy-MM-dd"
  let clock = DateFormatter()
  clock.locale = Locale(identifier: "en_US_POSIX")
  clock.dateFormat = "HH:mm"
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .formatted(day)
  return clock.string(from: date)
}

func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

// Pinned to UTC in the set-up closure, or with an offset in the pattern.
enum Coding {
  static let utcStamp: DateFormatter = {
    let stamp = DateFormatter()
    stamp.locale = Locale(identifier: "en_US_POSIX")
    stamp.timeZone = TimeZone(identifier: "UTC")
    stamp.dateFormat = "yyyy-MM-dd'T'HH:mm"
    return stamp
  }()

  static func encoder() -> JSONEncoder {
    let pinned = with(DateFormatter()) {
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(secondsFromGMT: 0)
      $0.dateFormat = "yyyy-MM-dd HH:mm:ss"
    }
    let offset = with(DateFormatter()) { f in
      f.locale = Locale(identifier: "en_US_POSIX")
      f.dateFormat = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(pinned)
    encoder.dateEncodingStrategy = .formatted(offset)
    encoder.dateEncodingStrategy = .formatted(Coding.utcStamp)
    return encoder
  }
}
