import Foundation
import Testing

/// `Scripts/test --quick` skips the tests tagged `.slow` by name (swift test on this toolchain
/// filters by name, not by tag). The list in the script and the tags must name the same tests.
@Suite struct QuickTestListTests {
    /// The names in the script's `slow='A|B\.C|…'` alternation, without a target prefix.
    static func skipped() throws -> Set<String> {
        let script = try ModuleGraphTests.read("Scripts/test")
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix("slow='") }) else { return [] }
        let list = line.dropFirst("slow='".count).dropLast()
        return Set(list.split(separator: "|").map { String($0.split(separator: ".").last!).replacingOccurrences(of: "\\", with: "") })
    }

    /// `Target.Name` of every suite and test tagged `.slow` (the attribute and its declaration
    /// may be on one line or two).
    static func tagged() throws -> Set<String> {
        let tests = ModuleGraphTests.root.appendingPathComponent("Tests")
        var out: Set<String> = []
        guard let files = FileManager.default.enumerator(atPath: tests.path) else { return [] }
        let declaration = try NSRegularExpression(pattern: #"(?:struct|func)\s+([A-Za-z0-9_]+)"#)
        for case let file as String in files where file.hasSuffix(".swift") && !file.hasPrefix("ArchitectureTests/") {
            let lines = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8).split(separator: "\n").map(String.init)
            for (i, line) in lines.enumerated() where line.contains(".tags(.slow)") && line.contains("@") {
                let text = line + " " + (i + 1 < lines.count ? lines[i + 1] : "")
                let ns = text as NSString
                if let m = declaration.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) {
                    out.insert(ns.substring(with: m.range(at: 1)))
                }
            }
        }
        return out
    }

    @Test func theQuickRunSkipsExactlyTheSlowTests() throws {
        let skipped = try Self.skipped(), tagged = try Self.tagged()
        #expect(!tagged.isEmpty)
        #expect(skipped == tagged, "Scripts/test skips \(skipped.sorted()); tagged .slow: \(tagged.sorted())")
    }
}
