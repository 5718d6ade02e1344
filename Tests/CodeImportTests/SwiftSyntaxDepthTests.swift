import Foundation
import LayoutModel
import PlumbTestSupport
import SwiftParser
import Testing
@testable import CodeImport

/// Swift nested deeper than any constraint code is refused before anything walks it by
/// recursion (issue 34: a 20 KB chain `a.a.a…` of 10,000 links overflowed the stack).
@Suite struct SwiftSyntaxDepthTests {
    static func importing(_ code: String) -> CodeImporter.Outcome {
        CodeImporter.importCode(code, language: .swift, into: LayoutSession(rootSize: Size(width: 390, height: 844)))
    }

    @Test func aChainOfTenThousandLinksIsRefusedAtItsStart() {
        let code = "import UIKit\nfunc f() {\n    let x = a" + String(repeating: ".a", count: 10_000) + "\n}\n"
        let outcome = Self.importing(code)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.line == 3)
        #expect(errors.first?.column == 13)
        #expect(errors.first?.message.hasPrefix("expressions nested too deep (more than 400 levels") == true)
        #expect(outcome.build.constraintsAdded == 0)
    }

    @Test func callsChainedAsDeeplyAreRefusedToo() {
        let outcome = Self.importing("let x = f" + String(repeating: "()", count: 5_000) + "\n")
        #expect(outcome.diagnostics.contains { $0.message.hasPrefix("expressions nested too deep") })
    }

    @Test func aChainUnderTheLimitIsRead() {
        // 100 links: about 200 levels, well under the limit; nothing of it is layout code.
        let outcome = Self.importing("let x = a" + String(repeating: ".a", count: 100) + "\nlet w = v.widthAnchor.constraint(equalToConstant: 10)\nw.isActive = true\n")
        #expect(!outcome.diagnostics.contains { $0.message.hasPrefix("expressions nested too deep") })
        #expect(outcome.build.constraintsAdded == 1)
    }

    /// The real constraint code of the corpus nests far less than the limit.
    @Test(.needsCorpus) func realCodeNestsFarLessThanTheLimit() throws {
        var deepest = 0
        for file in CorpusFolder.files(in: "code", ext: "swift") {
            let text = try String(contentsOf: CorpusFolder.subfolder("code").appendingPathComponent(file), encoding: .utf8)
            deepest = max(deepest, SwiftSyntaxDepth.depth(Parser.parse(source: text)))
        }
        print("code corpus: the deepest Swift tree is \(deepest) levels")
        #expect(deepest > 10)
        #expect(deepest * 4 < SwiftSyntaxDepth.limit)
    }
}
