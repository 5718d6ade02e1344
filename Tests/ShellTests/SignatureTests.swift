import Foundation
import Testing
@testable import Shell

/// Command signatures (`CommandSignature`): how forms print as usage lines, and what Tab
/// completion derives from them. The usage lines of the real commands are pinned by
/// docs/commands.md (CommandDocsTests) and the transcripts, not here.
@Suite struct SignatureTests {
    /// A shell on the example session (label and field, constraints c1…) in a folder holding
    /// one script, so file paths have something to complete.
    func shell() throws -> (Interpreter, folder: String) {
        // A folder of its own per call: the suite's tests run in parallel, and a shared folder
        // was deleted by one test while another completed file names in it (a flaky failure).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-signature-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/lesson.plumb", contents: Data())
        let shell = Interpreter(output: OutputBuffer(), workingDirectory: folder)
        #expect(shell.runScript(ExampleSession.script + "\nnametag c1 Spacing", file: "setup"))
        return (shell, folder)
    }

    func complete(_ text: String, _ shell: Interpreter) -> [String] {
        LineCompletion.complete(text, in: shell.context).candidates
    }

    // MARK: - Usage lines

    @Test func usageShowsEveryKindOfPart() {
        let signature = CommandSignature([
            CommandForm(
                .literal("view"), .word("NAME", .text), .optional(.word("CLASS", .viewClass)),
                .anyOrder([[.literal("in"), .word("SUPER", .viewName)], [.literal("--flag")]])
            ),
            CommandForm(.oneOf(["a", "b"]), .optional(.word("X", .number), .optional(.repeated(.word("WORD", .text))))),
            CommandForm(.rest([.word("ITEM.ATTR", .anchor), .word("(==|<=)", .keyword(["==", "<="]))])),
            CommandForm([.word("FILE", .filePath)], alias: "other"),
            CommandForm(),
        ])
        #expect(signature.usage("cmd") == [
            "cmd view NAME [CLASS] [in SUPER] [--flag]",
            "cmd a|b [X [WORD…]]",
            "cmd ITEM.ATTR (==|<=)",
            "other FILE",
            "cmd",
        ])
    }

    @Test func usageErrorsNameTheMissingParameterAsDeclared() {
        let out = OutputBuffer()
        let shell = Interpreter(output: out)
        #expect(!shell.execute("hug root H"))
        #expect(out.standardError.hasPrefix("error: missing \(ContentPriority.priority.missing!)\n"))
    }

    // MARK: - Completion from signatures

    /// The words of one full use of a form: every optional part given, every group once.
    static func fullPath(_ parts: [ArgumentPart]) -> [ArgumentPart] {
        parts.flatMap { part -> [ArgumentPart] in
            switch part {
            case .literal, .parameter: return [part]
            case .optional(let inner), .rest(let inner): return fullPath(inner)
            case .anyOrder(let groups): return groups.flatMap(fullPath)
            case .repeated(let inner): return fullPath([inner])
            }
        }
    }

    /// A word that fits a parameter in the example session.
    static func sample(_ kind: ArgumentKind) -> String {
        switch kind {
        case .keyword(let words): return words[0]
        case .viewName, .itemName, .itemOrConstraint: return "label"
        case .anchor: return "label.width"
        case .constraintTarget: return "c1"
        case .viewProperty: return "label.frame"
        case .viewClass: return "UILabel"
        case .commandName: return "add"
        case .filePath: return "lesson.plumb"
        case .priority: return "999"
        case .number: return "10"
        case .visualFormat: return "H:|-[label]-|"
        case .attributeList: return "top"
        case .text: return "x"
        }
    }

    /// What is typed of a parameter before Tab, and a candidate Tab must then offer (nil when the
    /// parameter is typed, not chosen).
    static func typed(_ kind: ArgumentKind) -> (prefix: String, expected: String)? {
        switch kind {
        case .keyword(let words): return ("", words[0])
        case .viewName, .itemName: return ("", "label")
        case .itemOrConstraint: return ("", "c1")
        case .anchor: return ("label.", "label.width")
        case .constraintTarget: return ("", "Spacing")
        case .viewProperty(let names): return ("label.", "label." + names[0])
        case .viewClass: return ("UIL", "UILabel")
        case .commandName: return ("", "pin")
        case .filePath: return ("", "lesson.plumb")
        case .priority: return ("", "required")
        case .visualFormat: return ("H:|-[", "H:|-[field")
        case .attributeList: return ("top,", "top,bottom")
        case .number, .text: return nil
        }
    }

    @Test func everyParameterOfEveryCommandCompletes() throws {
        let (s, folder) = try shell()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in CommandRegistry.standard.commands {
            for form in command.signature.forms {
                let path = Self.fullPath(form.parts)
                var line = (form.alias ?? command.name) + " "
                for part in path {
                    switch part {
                    case .literal(let word):
                        #expect(complete(line, s).contains(word), "\(line)<Tab> offers '\(word)' (\(form.usage(command.name)))")
                        line += word + " "
                    case .parameter(let p):
                        if let (prefix, expected) = Self.typed(p.kind) {
                            #expect(complete(line + prefix, s).contains(expected),
                                    "\(line + prefix)<Tab> offers '\(expected)' for \(p.placeholder) (\(form.usage(command.name)))")
                        }
                        line += Self.sample(p.kind) + " "
                    default:
                        Issue.record("fullPath left a group")
                    }
                }
            }
        }
    }

    @Test func explainCompletesViewsAndConstraints() throws {
        let (s, folder) = try shell()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let offered = complete("explain ", s)
        #expect(offered.contains("label") && offered.contains("field") && offered.contains("c1") && offered.contains("Spacing"))
        #expect(complete("explain fi", s) == ["field"])
    }

    @Test func keywordsChooseTheForm() throws {
        let (s, folder) = try shell()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // `set NAME VALUE`: the value's choices follow the name.
        #expect(complete("set log-style ", s) == ["classic", "modern"])
        #expect(complete("set color ", s) == ["on", "off"])
        #expect(complete("set text-scale ", s).isEmpty)
        // A word that is a keyword of the form is read as that keyword, not as a class named "in".
        #expect(complete("add view x in ", s).contains("label"))
        #expect(!complete("add view x in ", s).contains("UILabel"))
        #expect(complete("remove view ", s).contains("field"))
        #expect(complete("nametag label ", s) == ["none"])
        #expect(complete("import ", s) == ["log", "trace", "code", "ib"])
        #expect(complete("import log ", s).contains("-"))
        #expect(complete("import trace ", s).contains("-"))
        #expect(complete("help pin ", s).isEmpty)
    }

    @Test func optionsInAnyOrderEachOnce() throws {
        let (s, folder) = try shell()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(complete("report --handles ", s).contains("--descend"))
        #expect(!complete("report --handles ", s).contains("--handles"))
        #expect(complete("report label --", s) == ["--descend", "--handles", "--json"])
        #expect(complete("translates label on frame 1 2 3 4 ", s) == ["mask", "in"])
        #expect(complete("draw --ascii ", s).contains("--width"))
        #expect(!complete("draw --ascii ", s).contains("--unicode"))
        #expect(complete("export svg a.svg ", s).contains("--no-constraints"))
        // After `--json` (taken out by the interpreter) the line goes on as without it.
        #expect(complete("affecting label --json ", s) == ["H", "V"])
    }

    @Test func insideTheRestOfTheLine() throws {
        let (s, folder) = try shell()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(complete("pin H:|-[label]-| ", s) == ["align", "direction", "spacing"])
        #expect(complete("pin H:|-[label]-| direction ", s) == ["leading-to-trailing", "left-to-right", "right-to-left"])
        #expect(complete("pin V:[label] align top,cen", s).starts(with: ["top,centerX", "top,centerY"]))
        #expect(complete("add label.width == field.width ", s).contains("id"))
    }
}
