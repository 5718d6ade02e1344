import Foundation
import Testing

/// No `_read` accessor under Sources/. With Swift 6.3.1 a debug build of
/// `subscript(view:) -> View { _read { yield views[view.index] } }` (LayoutState) let callers
/// read the yielded view after the coroutine had freed it — AddressSanitizer: heap-use-after-free
/// in `LayoutSession.pruneImportedAutoresizing(for:)` (session 14). Tests passed while glibc left
/// the freed memory alone; an unrelated change to the heap's layout turned it into crashes in
/// unrelated tests. Read through `get` (in a release build the optimizer reads the one field
/// anyway), and run `Scripts/test-asan` on any change to accessors or unsafe-pointer code.
@Suite struct ReadAccessorTests {
    /// The lines of `text` that declare a `_read` accessor (`_read {` or `_read{`), outside
    /// comments (a `//` before it on the line).
    static func readAccessorLines(in text: String) -> [Int] {
        var found: [Int] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            if code.range(of: #"(^|[^A-Za-z0-9_])_read\s*\{"#, options: .regularExpression) != nil {
                found.append(number + 1)
            }
        }
        return found
    }

    @Test func theCheckFindsAReadAccessor() {
        #expect(Self.readAccessorLines(in: "subscript(i: Int) -> V {\n    _read { yield a[i] }\n}") == [2])
        #expect(Self.readAccessorLines(in: "var x: V { _read{ yield y } }") == [1])
        #expect(Self.readAccessorLines(in: "// _read { yield a[i] } was here\nvar x_read = 1") == [])
        #expect(Self.readAccessorLines(in: "get { a[i] }\n_modify { yield &a[i] }") == [])
    }

    @Test func noSourceFileDeclaresOne() throws {
        let sources = ModuleGraphTests.root.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 100, "Sources/ was not found at \(sources.path)")
        var offenders: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            offenders += Self.readAccessorLines(in: text).map { "Sources/\(file):\($0)" }
        }
        #expect(offenders.isEmpty, "a _read accessor (use get; see ReadAccessorTests): \(offenders.joined(separator: ", "))")
    }
}
