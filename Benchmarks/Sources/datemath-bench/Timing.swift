import Foundation

/// Measures an operation: median ns per call over several batches, and how
/// much more two threads get done than one.
enum Timing {
  nonisolated(unsafe) static var sink = 0
  nonisolated(unsafe) static var quick = false

  /// Two operations timed in alternating batches, so that a burst of noise
  /// on the shared machine hits both: the median ns per call of each, and
  /// the median of the per-round ratios first/second.
  static func compare(_ first: (Int) -> Int, _ second: (Int) -> Int)
    -> (first: Double, second: Double, ratio: Double)
  {
    let firstBatch = batchSize(first)
    let secondBatch = batchSize(second)
    var a: [Double] = []
    var b: [Double] = []
    var ratios: [Double] = []
    for round in 0..<(quick ? 5 : 15) {
      let x = run(firstBatch, offset: round * firstBatch, first) / Double(firstBatch)
      let y = run(secondBatch, offset: round * secondBatch, second) / Double(secondBatch)
      a.append(x)
      b.append(y)
      ratios.append(x / y)
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (median(a), median(b), median(ratios))
  }

  /// A batch size of about 20 ms (5 ms with --quick), after warming up.
  static func batchSize(_ body: (Int) -> Int) -> Int {
    var batch = 64
    while true {
      let elapsed = run(batch, offset: 0, body)
      if elapsed > (quick ? 5e6 : 2e7) || batch > 1 << 26 { return batch }
      batch *= 2
    }
  }

  /// Median nanoseconds per call of `body(j)` for j = 0, 1, 2, ….
  static func nanosecondsPerCall(_ body: (Int) -> Int) -> Double {
    // Warm up and size a batch to about 20 ms (5 ms with --quick).
    var batch = 64
    while true {
      let elapsed = run(batch, offset: 0, body)
      if elapsed > (quick ? 5e6 : 2e7) || batch > 1 << 26 { break }
      batch *= 2
    }
    var samples: [Double] = []
    for round in 0..<(quick ? 5 : 11) {
      samples.append(run(batch, offset: round * batch, body) / Double(batch))
    }
    samples.sort()
    return samples[samples.count / 2]
  }

  /// Two threads running `body` at once, each as many calls as one thread
  /// makes in about 100 ms (30 ms with --quick); returns the median over
  /// rounds (5, or 3 with --quick) of (calls per second on two threads) ÷
  /// (calls per second on one), one thread and two taking turns in each
  /// round, so that a burst of another tenant's load on the shared machine
  /// spoils one round rather than the figure.
  static func twoThreadScaling(_ body: @escaping @Sendable (Int) -> Int) -> Double {
    let perCall = nanosecondsPerCall(body)
    let calls = max(1000, Int((quick ? 3e7 : 1e8) / perCall))
    var ratios: [Double] = []
    for round in 0..<(quick ? 3 : 5) {
      let one = run(calls, offset: round * calls, body)
      let start = DispatchTime.now().uptimeNanoseconds
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        var local = 0
        for j in 0..<calls { local &+= body(round * calls + j + thread * 7919) }
        if local == 42 { print("") }
      }
      let two = Double(DispatchTime.now().uptimeNanoseconds - start)
      ratios.append((2 * Double(calls) / two) / (Double(calls) / one))
    }
    return ratios.sorted()[ratios.count / 2]
  }

  @inline(never)
  static func run(_ count: Int, offset: Int, _ body: (Int) -> Int) -> Double {
    var total = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for j in offset..<(offset + count) { total &+= body(j) }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
    sink &+= total
    return elapsed
  }
}
