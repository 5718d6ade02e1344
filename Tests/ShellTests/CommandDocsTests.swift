import Foundation
import Testing
@testable import Shell

/// docs/commands.md is generated from the registry; it must not go stale.
@Suite struct CommandDocsTests {
    @Test func commandsDocumentMatchesTheRegistry() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("docs/commands.md").path
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == CommandDocs.markdown(),
                "docs/commands.md is stale: regenerate it with `swift run plumb --print-command-docs > docs/commands.md`")
    }

    @Test func everyCommandHasHelp() {
        for c in CommandRegistry.standard.commands {
            #expect(!c.abstract.isEmpty && !c.usage.isEmpty, "\(c.name) lacks help")
            #expect(!c.abstract.hasSuffix("."), "\(c.name)'s abstract ends with a period")
        }
    }
}
