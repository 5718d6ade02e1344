import Dispatch

/// Independent pieces of a check's matrix (each direction × strings group on its own copy of
/// the session) run at the same time, with Swift structured concurrency: one child task each in
/// a task group, results in the order of the pieces.
///
/// The callers are synchronous (the shell's commands, and tests running on the cooperative
/// thread pool), so `run` blocks its thread until the group is done. The tasks therefore never
/// use the cooperative pool: they prefer an executor of their own on a concurrent dispatch
/// queue, and a caller blocked on a pool thread (there are as many as cores) cannot starve them.
enum MatrixWork {
    /// Gives a value that is not `Sendable` (a session copy made by the caller) to exactly one
    /// task, which takes it; nobody else touches it afterwards.
    final class Handoff<Value>: @unchecked Sendable {
        private var value: Value?
        init(_ value: Value) { self.value = value }
        func take() -> Value {
            defer { value = nil }
            return value!
        }
    }

    /// The results, written by the group before it signals and read by the caller after.
    private final class Results<T>: @unchecked Sendable {
        var values: [T?]
        init(_ count: Int) { values = Array(repeating: nil, count: count) }
    }

    /// Runs `body(0)`, …, `body(count − 1)` at the same time (or, `concurrently` false, one
    /// after the other on this thread) and returns their results in that order.
    static func run<T: Sendable>(_ count: Int, concurrently: Bool = true, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard concurrently, count > 1 else { return (0..<count).map(body) }
        let results = Results<T>(count)
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: QueueExecutor()) {
            let values = await withTaskGroup(of: (Int, T).self, returning: [T?].self) { group in
                for i in 0..<count { group.addTask { (i, body(i)) } }
                var values = [T?](repeating: nil, count: count)
                for await (i, value) in group { values[i] = value }
                return values
            }
            results.values = values
            done.signal()
        }
        done.wait()
        return results.values.map { $0! }
    }

    /// Runs each job on a concurrent dispatch queue (the system's worker threads, not the
    /// cooperative pool).
    final class QueueExecutor: TaskExecutor {
        private let queue = DispatchQueue(label: "plumb.matrix", attributes: .concurrent)

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let executor = asUnownedTaskExecutor()
            queue.async { job.runSynchronously(on: executor) }
        }
    }
}
