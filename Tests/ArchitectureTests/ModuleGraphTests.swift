import Foundation
import Testing

/// docs/architecture.md's table says which project modules each module may import. These tests
/// hold the three places that say it to each other: the table, the `import` lines under
/// Sources/, and the dependencies Package.swift declares — so a module never uses what it does
/// not declare, never declares what it does not use, and the documented graph is the real one.
@Suite struct ModuleGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every folder under Sources/ is a module.
    static func modules() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every folder under Tests/ is a test target or a test-support target.
    /// The folders under Tests/ that hold Swift code (test targets). A folder of data only (goldens,
    /// transcripts) is no target.
    static func testFolders() throws -> [String] {
        let tests = root.appendingPathComponent("Tests")
        return try FileManager.default.contentsOfDirectory(atPath: tests.path)
            .filter { !$0.hasPrefix(".") }
            .filter { folder in
                let files = FileManager.default.enumerator(atPath: tests.appendingPathComponent(folder).path)
                return (files?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
            }
            .sorted()
    }

    /// The project modules each module's Swift files import (C modules import nothing we track).
    static func imports(of module: String, in top: String = "Sources") throws -> Set<String> {
        let project = Set(try modules()).union(try testFolders())
        let folder = root.appendingPathComponent(top + "/" + module)
        var found: Set<String> = []
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        for case let file as String in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count else { continue }
                // `import X`, `@testable import X`, `@_exported import X`, `package import X`.
                guard words[..<i].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "package" || $0 == "internal" }) else { continue }
                let name = String(words[i + 1])
                if project.contains(name) { found.insert(name) }
            }
        }
        return found
    }

    /// The table's "may use" column: module → project modules.
    static func documented() throws -> [String: Set<String>] {
        let project = Set(try modules())
        var out: [String: Set<String>] = [:]
        for line in try read("docs/architecture.md").split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let uses = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter(project.contains)
            out[name] = Set(uses)
        }
        return out
    }

    /// Package.swift's targets: name → the project modules among its dependencies (test targets
    /// and test-support targets included).
    static func declared() throws -> [String: Set<String>] {
        let project = Set(try modules()).union(try testFolders())
        let text = try read("Package.swift")
        var out: [String: Set<String>] = [:]
        // `.target(name: "X", dependencies: [...])` and the other target kinds, on one or more lines.
        let pattern = try NSRegularExpression(pattern: #"\.(?:target|executableTarget|systemLibrary|testTarget)\(\s*name:\s*"([A-Za-z]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#)
        let ns = text as NSString
        for m in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let name = ns.substring(with: m.range(at: 1))
            var deps: Set<String> = []
            if m.range(at: 2).location != NSNotFound {
                let list = ns.substring(with: m.range(at: 2))
                let quoted = try NSRegularExpression(pattern: #"^\s*"([A-Za-z]+)""#, options: .anchorsMatchLines)
                for item in list.split(separator: ",") {
                    let s = String(item)
                    if let q = quoted.firstMatch(in: s, range: NSRange(location: 0, length: (s as NSString).length)) {
                        let dep = (s as NSString).substring(with: q.range(at: 1))
                        if project.contains(dep) { deps.insert(dep) }
                    }
                }
            }
            out[name] = deps
        }
        return out
    }

    @Test func everyModuleIsDocumentedAndDeclared() throws {
        let documented = try Self.documented(), declared = try Self.declared()
        let modules = try Self.modules()
        #expect(modules.count >= 12, "found only \(modules)")
        for m in modules {
            #expect(documented[m] != nil, "docs/architecture.md has no row for \(m)")
            #expect(declared[m] != nil, "Package.swift declares no target \(m)")
        }
    }

    @Test func importsAgreeWithTheTableAndThePackage() throws {
        let documented = try Self.documented(), declared = try Self.declared()
        for m in try Self.modules() {
            let used = try Self.imports(of: m)
            // CEditLine is a system library (a module map): nothing to import, one dependency.
            if m == "CEditLine" { continue }
            let cModules: Set<String> = m == "CLineEdit" ? ["CEditLine"] : []
            #expect(used.union(cModules) == documented[m] ?? [], "\(m) imports \(used.sorted()); docs/architecture.md says \((documented[m] ?? []).sorted())")
            #expect(used.union(cModules) == declared[m] ?? [], "\(m) imports \(used.sorted()); Package.swift declares \((declared[m] ?? []).sorted())")
        }
    }

    /// A test target may import what it declares and what those depend on, nothing else: a
    /// module that is only in the build folder because another target built it compiles on a
    /// reused build and fails on a fresh clone.
    @Test func testTargetsImportOnlyWhatTheyReach() throws {
        let declared = try Self.declared()
        func closure(_ start: Set<String>) -> Set<String> {
            var seen = start, queue = Array(start)
            while let m = queue.popLast() {
                for d in declared[m] ?? [] where !seen.contains(d) {
                    seen.insert(d)
                    queue.append(d)
                }
            }
            return seen
        }
        let folders = try Self.testFolders()
        #expect(folders.count >= 10)
        for t in folders {
            let reach = closure(declared[t] ?? [])
            let used = try Self.imports(of: t, in: "Tests").subtracting([t])
            #expect(declared[t] != nil, "Package.swift declares no target for Tests/\(t)")
            #expect(used.isSubset(of: reach), "Tests/\(t) imports \(used.subtracting(reach).sorted()), which it neither declares nor reaches")
        }
    }

    /// The graph has no cycle and runs one way: no module depends on one listed after it in a
    /// topological order of the declared graph (a cycle leaves modules unordered).
    @Test func theGraphHasNoCycle() throws {
        var remaining = try Self.declared().filter { !$0.key.hasSuffix("Tests") }
        var order: [String] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { $0.value.isSubset(of: Set(order)) }.map(\.key).sorted()
            #expect(!ready.isEmpty, "a dependency cycle among \(remaining.keys.sorted())")
            if ready.isEmpty { return }
            order += ready
            for r in ready { remaining[r] = nil }
        }
    }
}
