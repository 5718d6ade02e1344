import LayoutSyntax
/// What an imported console log said about objects, beyond the model's own fields
/// (docs/log-import.md). The importer (`LogImport`) fills these; the model keeps them so that
/// reports, descriptions and `explain` can show where a view or constraint came from and what the
/// log did not say (placeholders, never silent guesses).

/// A constraint read from a log: its class and handle as printed.
public struct ImportedConstraint: Hashable, Sendable {
    /// The class as printed: `NSLayoutConstraint`, `_UISystemBaselineConstraint`,
    /// `NSIBPrototypingLayoutConstraint`, `SnapKit.LayoutConstraint`, `MASLayoutConstraint` …
    public var className: String
    /// The handle as printed after the class: `0x7a87b000`, a Masonry key
    /// (`ConflictingConstraint[3]`), or an address with SnapKit's `@File.swift#17`.
    public var handle: String
    /// The log line it was first read from (1-based).
    public var line: Int
    /// The root's encapsulated size, whose model constraint the log's one became (the model
    /// keeps it in sync with the root's size like any system constraint).
    public var fillsSystemSlot = false

    public init(className: String, handle: String, line: Int, fillsSystemSlot: Bool = false) {
        self.className = className
        self.handle = handle
        self.line = line
        self.fillsSystemSlot = fillsSystemSlot
    }
}

/// A view read from a log.
public struct ImportedView: Hashable, Sendable {
    /// The class as printed (`Trust.BrowserNavigationBar`, `UILabel`).
    public var printedClass: String
    /// The handle as printed: `0x7a8724b0`, a Masonry key, or a name (`AddressToolbar.lockIcon`).
    public var handle: String
    /// The text in quotes after the address (label text, button title, reuse identifier …), as
    /// printed: truncated by UIKit to 25 characters and `...`.
    public var label: String?
    /// The log line it was first read from.
    public var line: Int
    /// Whether the log says which view contains it (a `'|'` binding, a guide, a margin, an
    /// autoresizing constraint, a sibling); false: plumb placed it under the root.
    public var superviewFromLog: Bool
    /// For the root: the axes whose size the log does not give (no encapsulated or temporary
    /// size constraint). Those axes get no size constraint at all.
    public var rootSizeUnknown: [Axis] = []
    /// Not in the log at all: made to hold views the log shows (the root of several trees).
    public var isPlaceholder = false
    /// The autoresizing mask codes the log printed for the view (`h=--- v=---`), exactly; nil
    /// when its autoresizing constraints print none (old logs): plumb then says it does not know
    /// the mask rather than inventing one.
    public var printedMaskCodes: String?
    /// A stack view the log's `UISV-…` constraints show: what they say of its properties and
    /// whether plumb rebuilt it (`ImportedStack.swift`).
    public var stack: ImportedStackReading?
    /// What an `_autolayoutTrace` said of the view (`import trace`); nil for a log's views.
    public var trace: TracedView?

    public init(printedClass: String, handle: String, label: String?, line: Int, superviewFromLog: Bool) {
        self.printedClass = printedClass
        self.handle = handle
        self.label = label
        self.line = line
        self.superviewFromLog = superviewFromLog
    }
}

/// Where an imported session came from: the log's text as imported and the commands that changed
/// the session since, in order. `save` writes exactly these — the log, embedded, and the
/// commands — because nothing less rebuilds what an import made (the log's addresses, classes,
/// system constraints, unknown sizes and broken marks), and nothing more is needed: import and
/// commands are deterministic. Undo and redo carry it with the state.
public struct ImportProvenance: Hashable, Sendable {
    /// What was imported: a console log (`import log`), one read with `--dump` (every headerless
    /// list a dump of constraints), or an `_autolayoutTrace` (`import trace`).
    public enum Kind: String, Hashable, Sendable {
        case log, dumps, trace
    }

    public var logText: String
    public var commandsSince: [String]
    public var kind: Kind

    public init(logText: String, commandsSince: [String] = [], kind: Kind = .log) {
        self.logText = logText
        self.commandsSince = commandsSince
        self.kind = kind
    }
}

/// One message of an imported log ("Unable to simultaneously satisfy constraints"): what Apple
/// listed and what it broke, by handle in the session.
public struct ImportedConflict: Hashable, Sendable {
    /// 1, 2, … in the order of the log (`explain 2`).
    public var number: Int
    /// The line of its header (or of its first entry when the header is missing).
    public var line: Int
    /// The constraints of Apple's list that were imported, in the log's order, without duplicates.
    public var listed: [ConstraintHandle]
    /// The constraint Apple broke, when the break line was imported.
    public var appleBroken: ConstraintHandle?
    /// Whether the break line's constraint is not one of the list's entries (as published).
    public var brokenNotInList: Bool
    /// List entries (and the break line) that could not be imported.
    public var skippedEntries: Int
    /// `iOS` (UIKit) or `macOS` (AppKit).
    public var platform: String

    public init(number: Int, line: Int, listed: [ConstraintHandle], appleBroken: ConstraintHandle?, brokenNotInList: Bool, skippedEntries: Int, platform: String) {
        self.number = number
        self.line = line
        self.listed = listed
        self.appleBroken = appleBroken
        self.brokenNotInList = brokenNotInList
        self.skippedEntries = skippedEntries
        self.platform = platform
    }
}

extension LayoutSession {
    /// Before regenerating a view's system constraints: an imported view that no longer
    /// translates its mask loses the autoresizing constraints read from the log.
    func pruneImportedAutoresizing(for view: ViewID) {
        guard state[view].importInfo != nil, !state[view].translatesAutoresizingMask else { return }
        let gone = state.constraints.filter {
            $0.imported != nil && $0.kind == .autoresizing && $0.first.item == .view(view)
        }.map(\.handle)
        for h in gone {
            takeOutOfForce(h)
            state.constraints.removeAll { $0.handle == h }
        }
    }

    /// The placeholders of an imported view in words (`size unknown: from log`), for reports.
    public func importPlaceholders(of view: ViewID) -> [String] {
        guard let info = state[view].importInfo else { return [] }
        var parts: [String] = []
        // A trace's views say "from trace"; the root of a traced session too.
        let source = info.trace != nil || state.importProvenance?.kind == .trace ? "trace" : "log"
        if info.isPlaceholder { parts.append("not in \(source): made to hold the \(source)'s views") }
        let free = Set(ambiguousAttributes(of: .view(view)))
        var width = free.contains("width"), height = free.contains("height")
        if view == state.root {
            width = width || info.rootSizeUnknown.contains(.horizontal)
            height = height || info.rootSizeUnknown.contains(.vertical)
        }
        if width && height { parts.append("size unknown: from \(source)") }
        else if width { parts.append("width unknown: from \(source)") }
        else if height { parts.append("height unknown: from \(source)") }
        let x = free.contains("minX"), y = free.contains("minY")
        if x && y { parts.append("position unknown: from \(source)") }
        else if x { parts.append("x unknown: from \(source)") }
        else if y { parts.append("y unknown: from \(source)") }
        if view != state.root && !info.superviewFromLog && !info.isPlaceholder {
            parts.append("superview unknown: from \(source) (placed under \(state[state[view].superview ?? state.root].name))")
        }
        if ViewClass.showsText(state[view].className) && state[view].explicitIntrinsicSize == Size.none {
            parts.append("content size unknown: from \(source)")
        }
        return parts
    }
}

extension LayoutSession {
    /// Records a command that changed an imported session (the shell calls it after each one).
    public func recordCommandSinceImport(_ line: String) {
        state.importProvenance?.commandsSince.append(line)
    }
}
