import Foundation

struct Alarm: Codable { var time: Date }

func encoder() -> JSONEncoder {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"  // expect: wall-clock-without-zone
  let encoder = JSONEncoder()
  encoder.dateEncodingStrategy = .formatted(formatter)
  return encoder
}

func decoder() -> JSONDecoder {
  let local = DateFormatter()
  local.locale = Locale(identifier: "en_US_POSIX")
  local.timeZone = .current
  local.dateFormat = "yyyy-MM-dd HH:mm"  // expect: wall-clock-without-zone
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .formatted(local)
  return decoder
}

func with<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

// Set up in a closure: passed a new formatter, or run once for a static.
enum Coding {
  static let wallClock: DateFormatter = {
    let wall = DateFormatter()
    wall.locale = Locale(identifier: "en_US_POSIX")
    wall.dateFormat = "yyyy-MM-dd'T'HH:mm"  // expect: wall-clock-without-zone
    return wall
  }()

  static func legacyEncoder() -> JSONEncoder {
    let stamp = with(DateFormatter()) {
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.dateFormat = "yyyy-MM-dd HH:mm:ss"  // expect: wall-clock-without-zone
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .formatted(stamp)
    return encoder
  }

  static func legacyDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(Coding.wallClock)
    return decoder
  }
}
