import LayoutModel
/// The book's view report (`viewLayoutDescription`, Listing 5-3; SPEC §3.2) and its descending
/// form (Listings 5-5 and 5-6). docs/report-format.md has the format line by line.
///
/// ```
/// <UIImageView:0x7a85e3a0> UIImageView : UIView
/// Frame:.........(110 202; 100 100)
/// Content size...{64, 64} [Content Mode: Center]
/// Hugging........[H 50] [V 50]
/// Resistance.....[H 750] [V 750]
/// Constraints....4
///  1. @ 250 <UIImageView:0x7a85e3a0>.width == 100.0
///  2. @ 250 <UIImageView:0x7a85e3a0>.height == 100.0
///  3. <UIImageView:0x7a85e3a0>.width == 64.0 (NSContentSizeLayoutConstraint)
///  4. <UIImageView:0x7a85e3a0>.height == 64.0 (NSContentSizeLayoutConstraint)
/// ```
public struct ReportOptions: Hashable, Sendable {
    /// Writes a constraint's identifier in quotes after its equation (`… >= 400.0 'Label Width'`).
    public var showIdentifiers: Bool
    /// Writes each constraint's handle at the end of its line (`[c3]`).
    public var showHandles: Bool

    public init(showIdentifiers: Bool = true, showHandles: Bool = false) {
        self.showIdentifiers = showIdentifiers
        self.showHandles = showHandles
    }
}

extension ViewClass {
    /// Whether `className` is `ancestor` or one of its subclasses as far as plumb knows them
    /// (``superclass(of:)``), like Objective-C's `isKindOfClass:`.
    public static func isKind(_ className: String, of ancestor: String) -> Bool {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if current == ancestor { return true }
            if ["UIResponder", "NSResponder"].contains(current) { return false }
            current = superclass(of: current)
        }
        return false
    }

    /// Whether a descending report stops below a view of this class (it is reported, its
    /// subviews are not): a kind of any of ``skippedByDescent`` (the book's Listing 5-6), so a
    /// `UITextView` — a `UIScrollView` — stops too.
    public static func stopsDescent(_ className: String) -> Bool {
        skippedByDescent.sorted().contains { isKind(className, of: $0) }
    }
}

extension LayoutState {
    /// The constraints a view's report lists: those installed on it
    /// (``installedConstraints(on:)``, inactive and broken ones included), the app's own
    /// constraints first, then the system's — each group in the order it was made. UIKit makes
    /// content-size, autoresizing and encapsulated-size constraints during the layout pass, after
    /// the app's code has added its own, which is the order the book's reports show.
    public func reportedConstraints(on view: ViewID) -> [LayoutConstraint] {
        let installed = installedConstraints(on: view)
        return installed.filter { $0.kind == .user } + installed.filter { $0.kind != .user }
    }

    /// The views a descending report covers, in order: `view`, then its subviews depth-first,
    /// not entering views whose class ``ViewClass/stopsDescent(_:)``.
    public func reportedViews(descendingFrom view: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var stack = [view]
        while let v = stack.popLast() {
            out.append(v)
            if ViewClass.stopsDescent(self[v].className) { continue }
            stack.append(contentsOf: self[v].subviews.reversed())
        }
        return out
    }
}

extension LayoutSession {
    /// The book's view report for one view (Listing 5-3), as lines joined by newlines, without a
    /// final newline:
    /// - `<Name:0x…> Class : Superclass`, then ` [Autosizes]` when the view translates its
    ///   autoresizing mask and ` [Caution: Ambiguous Layout!]` when the solver finds its frame
    ///   ambiguous, then ` [Hidden]` when it is hidden;
    /// - `Mask...........h=--& v=--&` when it translates a non-empty mask;
    /// - `Frame:.........(110 202; 100 100)` (in its superview's coordinates);
    /// - `Transform......[a, b, c, d, tx, ty] (ignored by Auto Layout: …)` when the transform is
    ///   not the identity;
    /// - `Content size...{64, 64}`, with ` [Content Mode: Center]` when either intrinsic
    ///   dimension is positive (`{-1, -1}`: no intrinsic size);
    /// - for a UIScrollView, `Scroll content.{320, 800}`: its contentSize (the content guide's
    ///   size), with ` [the scroll view's content width is not determined]` when it is ambiguous;
    /// - `From IB........id 'ABC-12-xyz'; line 40; content size from the stored frame (line 40)`
    ///   for a view read from an Interface Builder document (`import ib`);
    /// - `Hugging........[H 250] [V 250]`, `Resistance.....[H 750] [V 750]`;
    /// - `Stack..........horizontal, distribution fill, …; arranges a, b` for a stack view
    ///   (``LayoutState/stackDescription(of:)``);
    /// - `Constraints....N`, then one line per constraint (``reportedConstraints(on:)``):
    ///   `%2d. `, `@%4d ` for `NSLayoutConstraint`s, the book's `stringValue`, the identifier in
    ///   quotes (``ReportOptions/showIdentifiers``), ` (NSContentSizeLayoutConstraint)` or
    ///   ` (NSAutoresizingMaskLayoutConstraint)` for the other classes, ` [inactive]` for a
    ///   deactivated constraint or ` [broken]` for one the engine broke, and the handle
    ///   (``ReportOptions/showHandles``).
    public func report(view: ViewID, options: ReportOptions = ReportOptions()) -> String {
        let v = state[view]
        let item = LayoutItem.view(view)
        // A custom class from Interface Builder shows with its UIKit/AppKit base as the superclass.
        let superclass = v.interfaceBuilder?.customClass != nil ? v.className : ViewClass.superclass(of: v.className)
        var header = "<" + state.bookName(of: item) + "> " + (v.interfaceBuilder?.customClass ?? v.className) + " : " + superclass
        if v.translatesAutoresizingMask { header += " [Autosizes]" }
        if hasAmbiguousLayout(item) { header += " [Caution: Ambiguous Layout!]" }
        if v.isHidden { header += " [Hidden]" }
        var lines = [header]
        if v.translatesAutoresizingMask, v.importInfo != nil || !v.autoresizingMask.isEmpty, let codes = state.maskCodes(of: view) {
            lines.append("Mask..........." + codes)
        }
        lines.append("Frame:........." + frame(of: view).readableDescription)
        if !v.transform.isIdentity {
            lines.append("Transform......" + v.transform.readableDescription
                         + " (ignored by Auto Layout: the frame is the untransformed one)")
        }
        let intrinsic = state.intrinsicSize(of: view)
        var content = "Content size..." + intrinsic.readableDescription
        if intrinsic.width > 0 || intrinsic.height > 0 { content += " [Content Mode: " + v.contentMode.rawValue + "]" }
        lines.append(content)
        // A scroll view's content size (its contentLayoutGuide), and what its content leaves open.
        if let scroll = contentSize(of: view) {
            var line = "Scroll content." + Size(width: scroll.size.width, height: scroll.size.height).readableDescription
            if !scroll.undetermined.isEmpty { line += " [" + scroll.sentences.joined(separator: "; ") + "]" }
            lines.append(line)
        }
        // What an imported log did not say (docs/log-import.md): placeholders, never guesses.
        let placeholders = importPlaceholders(of: view)
        let traced = v.importInfo?.trace != nil || state.importProvenance?.kind == .trace
        if !placeholders.isEmpty { lines.append((traced ? "From trace....." : "From log.......") + placeholders.joined(separator: "; ")) }
        // What an `_autolayoutTrace` said of the view (docs/log-import.md "Traces").
        if let t = v.importInfo?.trace { lines.append("Trace.........." + TraceText.viewFacts(t).joined(separator: "; ")) }
        // A stack view the log's UISV constraints show (docs/log-import.md "Stack views in logs").
        if let st = v.importInfo?.stack { lines.append("Stack view....." + ImportedStackText.summary(st, full: true)) }
        if let ib = v.interfaceBuilder {
            var parts = ["id " + (ib.id.map { "'" + $0 + "'" } ?? "none"), "line \(ib.line)"]
            if let source = ib.intrinsicSizeSource { parts.append("content size from " + source) }
            lines.append("From IB........" + parts.joined(separator: "; "))
        }
        lines.append("Hugging........[H \(v.hugging.horizontal)] [V \(v.hugging.vertical)]")
        lines.append("Resistance.....[H \(v.resistance.horizontal)] [V \(v.resistance.vertical)]")
        if let stack = state.stackDescription(of: view) { lines.append("Stack.........." + stack) }
        let constraints = state.reportedConstraints(on: view)
        lines.append("Constraints....\(constraints.count)")
        for (i, c) in constraints.enumerated() {
            lines.append(reportLine(c, number: i + 1, options: options))
        }
        return lines.joined(separator: "\n")
    }

    /// One numbered constraint line of a report (` 1. @ 250 <…>.width == 100.0`).
    public func reportLine(_ c: LayoutConstraint, number: Int, options: ReportOptions = ReportOptions()) -> String {
        let className = c.kind.className
        var line = NumberFormatting.padded(number, width: 2) + ". "
        if className == "NSLayoutConstraint" { line += "@" + NumberFormatting.padded(c.priority.description, width: 4) + " " }
        line += state.bookDescription(of: c)
        if options.showIdentifiers, let id = c.identifier { line += " '" + id + "'" }
        if className != "NSLayoutConstraint" { line += " (" + className + ")" }
        if !c.isActive {
            line += " [inactive]"
        } else if c.isBroken {
            line += " [broken]"
        }
        if options.showHandles { line += " [\(c.handleName)]" }
        return line
    }

    /// The descending report (`report VIEW --descend`): the reports of
    /// ``LayoutState/reportedViews(descendingFrom:)`` separated by one blank line, without a final
    /// newline.
    public func descendingReport(from view: ViewID, options: ReportOptions = ReportOptions()) -> String {
        state.reportedViews(descendingFrom: view).map { report(view: $0, options: options) }.joined(separator: "\n\n")
    }
}
