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
