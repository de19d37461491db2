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
  /// makes in about 100 ms; returns (calls per second on two threads) ÷
  /// (calls per second on one).
  static func twoThreadScaling(_ body: @escaping @Sendable (Int) -> Int) -> Double {
    let perCall = nanosecondsPerCall(body)
    let calls = max(1000, Int((quick ? 3e7 : 1e8) / perCall))
    let one = run(calls, offset: 0, body)
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      var local = 0
      for j in 0..<calls { local &+= body(j + thread * 7919) }
      if local == 42 { print("") }
    }
    let two = Double(DispatchTime.now().uptimeNanoseconds - start)
    return (2 * Double(calls) / two) / (Double(calls) / one)
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
