import Foundation
import Testing
@testable import Shell

/// Tab completion (`LineCompletion`), without a terminal: the text before the cursor in, the
/// word's replacement and candidates out.
@Suite struct CompletionTests {
    /// A shell holding the example session (label and field), plus `more` commands.
    func shell(_ more: String = "", in directory: String = "/tmp") -> Interpreter {
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: directory)
        #expect(shell.runScript(ExampleSession.script + "\n" + more, file: "setup"))
        return shell
    }

    func complete(_ text: String, _ shell: Interpreter) -> Completion {
        LineCompletion.complete(text, in: shell.context)
    }

    /// The line after Tab: the word replaced.
    func tab(_ text: String, _ shell: Interpreter) -> String {
        let c = complete(text, shell)
        return String(text.dropLast(c.word.count)) + c.replacement
    }

    @Test func commandNames() {
        let s = shell()
        #expect(tab("fra", s) == "frames ")
        #expect(tab("  rep", s) == "  report ")
        let h = complete("h", s)
        #expect(h.replacement == "h")
        #expect(Set(["help", "history", "hug"]).isSubset(of: Set(h.candidates)))
        #expect(tab("exi", s) == "exit ")  // an alias of quit
        let all = complete("", s)
        for c in CommandRegistry.standard.commands { #expect(all.candidates.contains(c.name)) }
    }

    @Test func attributesAfterADot() {
        let s = shell()
        let c = complete("add label.lea", s)
        #expect(c.word == "label.lea")
        #expect(c.replacement == "label.leading")
        #expect(c.candidates == ["label.leading", "label.leadingMargin"])
        #expect(c.displayed == ["leading", "leadingMargin"])
        #expect(tab("add label.wi", s) == "add label.width ")
        #expect(tab("add field.top == label.bott", s) == "add field.top == label.bottom")
        #expect(tab("add label.LEA", s) == "add label.leading")  // any case, when nothing else fits
        // A view's guides, then their attributes.
        #expect(tab("add label.marg", s) == "add label.margins.")
        #expect(tab("add label.margins.lef", s) == "add label.margins.left")
        #expect(complete("add nosuch.lea", s).candidates.isEmpty)
    }

    @Test func completionNeverChangesTheSession() {
        let s = shell()
        let before = s.context.session.state
        _ = complete("add label.margins.lea", s)
        _ = complete("add root.safeArea.", s)
        _ = complete("po label.fr", s)
        #expect(s.context.session.state == before)
    }

    @Test func itemsWhereAnAnchorGoes() {
        let s = shell()
        #expect(tab("add la", s) == "add label.")
        #expect(tab("add field.leading == la", s) == "add field.leading == label.")
        #expect(complete("add label.width ", s).candidates == ["==", "<=", ">="])
        let first = complete("add ", s).candidates
        #expect(first.starts(with: ["view", "guide"]))
        #expect(first.contains("label") && first.contains("root"))
    }

    @Test func addView() {
        let s = shell()
        #expect(complete("add view ", s).candidates.isEmpty)  // a new name
        #expect(tab("add view x UILa", s) == "add view x UILabel ")
        #expect(complete("add view x UILabel ", s).candidates == ["in", "text", "intrinsic", "frame"])
        #expect(complete("add view x UILabel text \"A\" ", s).candidates == ["in", "intrinsic", "frame"])
        #expect(tab("add view x UILabel in fi", s) == "add view x UILabel in field ")
        #expect(complete("add guide g ", s).candidates == ["in"])
    }

    @Test func viewsAndKeywords() {
        let s = shell("nametag label NameLabel")
        #expect(tab("report l", s) == "report label ")
        #expect(tab("report Na", s) == "report NameLabel ")
        #expect(tab("report label --d", s) == "report label --descend ")
        #expect(tab("hug label ", s) == "hug label ")  // H or V: listed, nothing shared
        #expect(complete("hug label ", s).candidates == ["H", "V"])
        #expect(tab("frames fie", s) == "frames field ")
    }

    @Test func constraintTargets() {
        let s = shell("add label.width >= 40 @999 id \"Label Width\"\nnametag c1 Position")
        let user = s.context.state.constraints.filter { !$0.kind.isSystem }.map(\.handleName)
        let c = complete("priority ", s)
        #expect(Array(c.candidates.prefix(user.count)) == user)
        #expect(c.candidates.contains("\"Label Width\""))
        #expect(c.candidates.contains("Position"))
        #expect(!c.candidates.contains(where: { $0.hasPrefix("s") }))  // system handles: type an s
        #expect(complete("remove s", s).candidates.contains("s1"))
        #expect(tab("constant La", s) == "constant \"Label Width\" ")
        #expect(tab("constant \"Label W", s) == "constant \"Label Width\" ")
        #expect(tab("deactivate Pos", s) == "deactivate Position ")
        #expect(complete("po c", s).candidates.starts(with: user.filter { $0.hasPrefix("c") }))
    }

    @Test func settings() {
        let s = shell()
        #expect(tab("set r", s) == "set rtl ")
        #expect(complete("set rtl ", s).candidates == ["on", "off"])
        #expect(tab("set log-style m", s) == "set log-style modern ")
        #expect(complete("set text-scale ", s).candidates.isEmpty)
        #expect(tab("help pi", s) == "help pin ")
    }

    @Test func poTraceAndProperties() {
        let s = shell()
        #expect(tab("po tr", s) == "po trace ")
        #expect(tab("po label.fr", s) == "po label.frame ")
        #expect(tab("po label.has", s) == "po label.hasAmbiguousLayout ")
        #expect(tab("po fi", s) == "po field ")
    }

    @Test func viewsInsideVisualFormat() {
        let s = shell()
        #expect(tab("pin H:|-[la", s) == "pin H:|-[label")
        #expect(tab("pin H:|-[label]-[fi", s) == "pin H:|-[label]-[field")
        #expect(tab("pin H:[label(==fi", s) == "pin H:[label(==field")
        #expect(complete("pin H:|-", s).candidates.isEmpty)
    }

    @Test func filePaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-completion-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/lessons", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["lesson one.plumb", "lessons/intro.plumb", "layout.plumb", ".hidden"] {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
        }
        let s = shell(in: folder)
        #expect(tab("load la", s) == "load layout.plumb ")
        #expect(tab("load les", s) == "load lesson")  // "lesson one.plumb" and "lessons/"
        #expect(complete("load les", s).displayed == ["lesson one.plumb", "lessons/"])
        #expect(complete("load les", s).candidates == ["\"lesson one.plumb\"", "lessons"])
        #expect(tab("load lessons", s) == "load lessons/")
        #expect(tab("load lessons/", s) == "load lessons/intro.plumb ")
        #expect(tab("load \"lesson o", s) == "load \"lesson one.plumb\" ")
        #expect(tab("save lessons/i", s) == "save lessons/intro.plumb ")
        #expect(!complete("load ", s).candidates.contains(".hidden"))
        #expect(complete("load .h", s).candidates == [".hidden"])
        #expect(tab("load " + folder + "/lay", s) == "load " + folder + "/layout.plumb ")
    }

    @Test func nothingToComplete() {
        let s = shell()
        #expect(complete("frames # fr", s).candidates.isEmpty)
        #expect(complete("nosuchcommand a", s).candidates.isEmpty)
        #expect(complete("root ", s).candidates.isEmpty)
        #expect(complete("zzz", s).candidates.isEmpty)
        #expect(!complete("zzz", s).extendsWord)
    }
}
