import Foundation

/// The monotonic clock the records' times are read from.
enum FidelityClock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func since(_ start: UInt64) -> Double { Double(now() - start) / 1e9 }
}

/// Seconds spent in `body`, added to `seconds`.
func measured<T>(_ seconds: inout Double, _ body: () -> T) -> T {
    let start = FidelityClock.now()
    defer { seconds += FidelityClock.since(start) }
    return body()
}
