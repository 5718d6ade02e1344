import Foundation

/// One "Unable to simultaneously satisfy constraints" message in UIKit's console form (iOS 10+
/// envelope), from its entries and the constraint UIKit broke — for tests that write a log by
/// hand in UIKit's printed forms.
public func unsatisfiableLog(stamp: String, entries: [String], broken: String) -> String {
    """
    \(stamp) [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
    \(entries.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    )

    Will attempt to recover by breaking constraint 
    \(broken)

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.

    """
}

/// Writes `log` to a scratch folder, runs `import log` on it and then `commands` (a script),
/// and removes the folder.
public func runShellImportingLog(_ log: String, then commands: String) throws -> ShellRun {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    try log.write(to: scratch.appendingPathComponent("console.log"), atomically: true, encoding: .utf8)
    return runShell("import log console.log\n" + commands, in: scratch.path)
}
