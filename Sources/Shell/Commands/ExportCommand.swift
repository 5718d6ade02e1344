import Foundation
import LayoutModel
import LayoutSyntax
import LayoutPictures
import InterfaceBuilderImport
import CodeImport

/// `export svg|json|vfl|script|ib|swift|objc FILE`: the layout in a file, for slides, CI artifacts and tools.
enum ExportCommand: ShellCommand {
    static let name = "export"
    static let abstract = "Write the layout to a file: SVG, JSON, VFL, a script, an iOS xib, Swift or Objective-C"
    static let signature = CommandSignature([
        CommandForm(.literal("svg"), .parameter(file), .anyOrder([[.word("VIEW", .viewName)], [.literal("--no-constraints")]])),
        CommandForm(.literal("json"), .parameter(file)),
        CommandForm(.literal("vfl"), .parameter(file)),
        CommandForm(.literal("script"), .parameter(file)),
        CommandForm(.literal("ib"), .parameter(file)),
        CommandForm(.literal("swift"), .parameter(file), .optional(.literal("--snapkit"))),
        CommandForm(.literal("objc"), .parameter(file), .optional(.literal("--vfl"))),
    ])
    static let file = Parameter("FILE", .filePath, missing: "a file")
    static let discussion = """
        svg: the picture draw shows, one unit per point — frames filled by depth, names,
        alignment rectangles dashed grey, and the user's constraints in Xcode's legend (solid
        required, dashed optional, red conflicting, orange ambiguous), with the legend under the
        picture; VIEW draws its subtree only, --no-constraints leaves the constraints out.
        json: the model and its solved frames (schema in docs/json.md, "export json").
        vfl: the user's constraints as Visual Format Language, one format per line (the argument
        of pin), then what VFL cannot say as commented equations. script: what save writes.
        ib: an iOS xib (Xcode 16 format) of the root and its views with their solved frames, the
        user's constraints (inactive ones excluded by the default variation), stack views, margins
        and intrinsic sizes, which import ib reads back to the same layout
        (docs/interface-builder.md, "Writing xibs"); what a xib cannot say is named on standard
        error, one "not in the xib:" line each.
        swift: the session as Swift (docs/code-import.md, "Writing Swift"): the views made and
        added (the root is 'view'), stack views, content priorities, and the user's constraints
        as anchors in NSLayoutConstraint.activate([…]) — NSLayoutConstraint(item:…) where anchors
        cannot say it — with priorities and identifiers; --snapkit writes the active
        constraints of each view as a snp.makeConstraints block instead. paste reads it back to
        the same constraints; what Swift layout code cannot say is named on standard error.
        objc: the same as Objective-C for a view controller (docs/code-import.md, "Writing
        Objective-C"): [[CLASS alloc] init], addSubview:, UIStackView settings, content
        priorities, anchors in [NSLayoutConstraint activateConstraints:@[…]] (constraintWithItem:
        where anchors cannot say it), inactive constraints as variables with .active = NO; the
        root is self.view. --vfl writes what VFL says exactly as constraintsWithVisualFormat:
        with NSDictionaryOfVariableBindings, anchors for the rest. A view named like a C or
        Objective-C keyword (default, id, self, YES …) is refused.
        FILE - writes to standard output instead, with no 'exported' line
        (plumb card.plumb -c 'export svg -' | rsvg-convert -o card.png).
        The file is replaced atomically: a failure never leaves half a file. A symbolic link is
        followed (its target is replaced); FIFOs, devices, folders and read-only files or folders
        are refused.
        """
    static let examples = ["export svg layout.svg", "export svg card.svg card", "export json layout.json", "export vfl layout.vfl", "export ib card.xib", "export swift Layout.swift", "export swift - --snapkit", "export objc Layout.m --vfl", "export svg -"]

    static let formats = ["svg", "json", "vfl", "script", "ib", "swift", "objc"]

    static func run(_ words: CommandWords, in shell: ShellContext) throws(Diagnostic) {
        let formatWord = try Arguments.word(words, 1, "a format (svg, json, vfl, script, ib, swift or objc)", for: self)
        guard formats.contains(formatWord.text) else {
            var message = "unknown format '\(formatWord.text)'"
            if let s = suggestion(for: formatWord.text, among: formats) { message += "; did you mean '\(s)'?" }
            throw usageError(message + " (one of: svg, json, vfl, script, ib, swift, objc)", range: formatWord.range)
        }
        let fileWord = try Arguments.word(words, 2, file, for: self).keepingFlags(for: self)
        let text: String
        var unsaid: [String] = []
        switch formatWord.text {
        case "svg":
            var top: ViewID?
            var constraints = true
            for w in words.words.dropFirst(3) {
                if w.text == "--no-constraints" {
                    constraints = false
                } else if w.text.hasPrefix("--") {
                    throw usageError("unknown option '\(w.text)'", range: w.range).keepingUsage("export svg")
                } else if top != nil {
                    throw usageError("unexpected '\(w.text)': export svg takes one view", range: w.range).keepingUsage("export svg")
                } else {
                    top = try shell.view(w)
                }
            }
            let picture = LayoutPicture(session: shell.session, top: top, constraints: constraints)
            text = SVGWriter.document(for: picture)
        case "json":
            try onlyFile(words, "export json")
            text = LayoutExport.json(for: shell.session).prettyText + "\n"
        case "vfl":
            try onlyFile(words, "export vfl")
            text = LayoutExport.visualFormatText(for: shell.session.state)
        case "ib":
            try onlyFile(words, "export ib")
            let written = IBDocumentWriter.write(shell.session)
            text = written.text
            unsaid = written.unsaid
        case "swift":
            let written = SwiftCodeWriter.write(shell.session, snapKit: try flag(words, "--snapkit", "export swift"))
            text = written.text
            unsaid = written.unsaid
        case "objc":
            let vfl = try flag(words, "--vfl", "export objc")
            do {
                let written = try ObjCCodeWriter.write(shell.session, visualFormat: vfl)
                text = written.text
                unsaid = written.unsaid
            } catch {
                throw Diagnostic(error.description)
            }
        default:
            try onlyFile(words, "export script")
            text = SessionScript.text(for: shell.session)
        }
        // To standard output (`-`) the text is all there is: no "exported" line in the way of a pipe.
        if try !shell.writeFile(text, to: fileWord, dashIsStandardOutput: true) {
            shell.print("exported \(formatWord.text) to \(fileWord.text)")
        }
        let medium = ["swift": "the Swift", "objc": "the Objective-C"][formatWord.text] ?? "the xib"
        for u in unsaid { shell.note("not in \(medium): " + u) }
    }

    /// Whether the one option `form` takes follows the file; anything else (or it twice) fails
    /// with the usage of `form` alone.
    static func flag(_ words: CommandWords, _ option: String, _ form: String) throws(Diagnostic) -> Bool {
        var on = false
        for w in words.words.dropFirst(3) {
            guard w.text == option, !on else {
                throw usageError("unexpected '\(w.text)': \(form) takes \(option)", range: w.range).keepingUsage(form)
            }
            on = true
        }
        return on
    }

    /// Fails when words follow the file, with the usage of `form` alone.
    static func onlyFile(_ words: CommandWords, _ form: String) throws(Diagnostic) {
        do { try Arguments.noMore(words, after: 3, for: self) } catch { throw error.keepingUsage(form) }
    }
}

private extension CommandWords.Word {
    /// A file name that looks like an option is a mistake (`export svg --no-constraints`).
    func keepingFlags<C: ShellCommand>(for command: C.Type) throws(Diagnostic) -> CommandWords.Word {
        if text.hasPrefix("--") && !isQuoted { throw command.usageError("missing a file before \(text)", range: range) }
        return self
    }
}
