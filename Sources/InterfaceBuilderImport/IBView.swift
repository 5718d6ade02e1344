import LayoutModel

/// One view element of a document, read (docs/interface-builder.md §3–§6): what the importer
/// builds from it, with the line it starts on.
public struct IBView {
    public let element: IBElement
    public var elementName: String { element.name }
    public var id: String? { element["id"] }
    public var line: Int { element.line }
    public var customClass: String? { element["customClass"] }
    public var userLabel: String? { element["userLabel"] }
    /// The stored frame (`<rect key="frame">`), in the superview's coordinates as stored (macOS:
    /// bottom-left origin unless the superview is flipped).
    public var frame: Rect?
    /// The size classes of the `<variation>` that gave `frame` (nil: the element's own frame).
    /// A variation's frame was stored on the canvas of its own key's classes (Xcode 6–7).
    public var frameTraits: IBTraits?
    public var isHidden: Bool { element.isYes("hidden") }
    /// `translatesAutoresizingMaskIntoConstraints`: absent means YES.
    public var translatesAutoresizingMask: Bool { element["translatesAutoresizingMaskIntoConstraints"] != "NO" }
    /// `<autoresizingMask key="autoresizingMask" …>`; nil when absent.
    public var autoresizingMask: AutoresizingMask?
    public var isMisplaced: Bool
    /// A stack view's `axis` for the chosen traits.
    public var stackAxis: String?
    public var isAmbiguous: Bool
    public var hasFixedFrame: Bool { element.isYes("fixedFrame") }
    /// The text it shows: a label's or field's `text`, a button's normal title, a macOS cell's title.
    public var text: String?
    /// `<viewLayoutGuide key="…" id="…">` children: safeArea, layoutMargins, contentLayoutGuide, frameLayoutGuide, keyboard.
    public var guides: [(key: String, id: String, line: Int)]
    /// `<constraints>` children.
    public var constraints: [IBElement]

    /// Whether an element is a view: it has a stored frame (`<rect key="frame">`), or it is in
    /// a `<subviews>` list (Xcode 9 files may leave a view's frame out: ios-13122-iqkeyboard-extension.storyboard:28).
    /// A `<variation>` is never one, though it may hold a per-trait frame.
    public static func isView(_ e: IBElement) -> Bool {
        guard e.name != "variation" else { return false }
        return e.parent?.name == "subviews" || e.children.contains { $0.name == "rect" && $0["key"] == "frame" }
    }

    /// `traits`: the most specific applicable variation's frame and markers replace the
    /// element's own.
    public init(_ e: IBElement, traits: IBTraits = .any) {
        element = e
        frame = e.child("rect", key: "frame").flatMap(IBView.rect)
        let variations = traits.variations(of: e)
        for v in variations {
            if let r = v.child("rect", key: "frame").flatMap(IBView.rect) { frame = r; frameTraits = v["key"].flatMap { IBTraits(variationKey: $0) } }
        }
        if let m = e.child("autoresizingMask", key: "autoresizingMask") {
            var mask: AutoresizingMask = []
            if m.isYes("flexibleMinX") { mask.insert(.flexibleLeftMargin) }
            if m.isYes("widthSizable") { mask.insert(.flexibleWidth) }
            if m.isYes("flexibleMaxX") { mask.insert(.flexibleRightMargin) }
            if m.isYes("flexibleMinY") { mask.insert(.flexibleTopMargin) }
            if m.isYes("heightSizable") { mask.insert(.flexibleHeight) }
            if m.isYes("flexibleMaxY") { mask.insert(.flexibleBottomMargin) }
            autoresizingMask = mask
        }
        // Markers: on the element, or in an applicable variation (the most specific that says).
        isMisplaced = variations.last { $0["misplaced"] != nil }.map { $0.isYes("misplaced") } ?? e.isYes("misplaced")
        isAmbiguous = variations.last { $0["ambiguous"] != nil }.map { $0.isYes("ambiguous") } ?? e.isYes("ambiguous")
        stackAxis = variations.last { $0["axis"] != nil }?["axis"] ?? e["axis"]
        text = IBView.shownText(e)
        guides = e.children.compactMap { g in
            guard g.name == "viewLayoutGuide" || g.name == "keyboardLayoutGuide", let id = g["id"] else { return nil }
            return (g["key"] ?? g.name, id, g.line)
        }
        constraints = e.children(named: "constraints").flatMap { $0.children(named: "constraint") }
    }

    static func rect(_ r: IBElement) -> Rect? {
        guard let x = number(r["x"]), let y = number(r["y"]), let w = number(r["width"]), let h = number(r["height"]) else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A finite decimal number within ±1e9, or nil. Decimal as Xcode writes numbers (`-16`,
    /// `20.5`, `1e-05`): `Double(_:)` alone also takes `0x10`, `nan` and `inf` (issue 34).
    static func number(_ s: String?) -> Double? {
        guard let s, isDecimal(s), let d = Double(s), d.isFinite, abs(d) <= 1e9 else { return nil }
        return d
    }

    /// `[+-]digits[.digits][e[+-]digits]` (or `.digits`), nothing else.
    static func isDecimal(_ s: String) -> Bool {
        var bytes = Substring(s).utf8[...]
        func digits() -> Int {
            let n = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(n)
            return n
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst(); mantissa += digits() }
        guard mantissa > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// The numbers of a view's element that are written but cannot be read (not a finite decimal
    /// number within ±1e9): each with what plumb does instead, for a note (issue 34: a NaN frame
    /// or a hugging priority of 1e308 was dropped without a word).
    static func unreadNumbers(_ e: IBElement) -> [(line: Int, attribute: String, value: String, instead: String)] {
        var out: [(Int, String, String, String)] = []
        if let r = e.child("rect", key: "frame") {
            for a in ["x", "y", "width", "height"] {
                if let v = r[a], number(v) == nil { out.append((r.line, "frame " + a, v, "the stored frame is not read (the view is imported at zero size and not compared)")) }
            }
        }
        for a in ["horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"] {
            if let v = e[a], number(v) == nil { out.append((e.line, a, v, "the class's default is used")) }
        }
        // Margins and a stack's insets, spacing, custom spacings and visibility priorities.
        for (name, key) in [("edgeInsets", "layoutMargins"), ("directionalEdgeInsets", "directionalLayoutMargins"), ("edgeInsets", "edgeInsets")] {
            guard let x = e.child(name, key: key) else { continue }
            for a in ["top", "left", "bottom", "right", "leading", "trailing"] {
                if let v = x[a], number(v) == nil { out.append((x.line, "\(key) \(a)", v, "0 is used")) }
            }
        }
        if let v = e["spacing"], number(v) == nil { out.append((e.line, "spacing", v, "the stack's default spacing is used")) }
        // A custom spacing of 3.4028234663852886e+38 (Float's greatest) is AppKit's "use the
        // stack's spacing", as IB writes it: read, not a note.
        for r in e.child("customSpacing")?.children(named: "real") ?? [] {
            if let v = r["value"], !isDecimal(v) || !(Double(v)?.isFinite ?? false) { out.append((r.line, "custom spacing", v, "the stack's spacing is used after its view")) }
        }
        for r in e.child("visibilityPriorities")?.children(named: "integer") ?? [] {
            if let v = r["value"], number(v) == nil { out.append((r.line, "visibility priority", v, "its view is never detached (1000)")) }
        }
        return out
    }

    static func shownText(_ e: IBElement) -> String? {
        if let t = e["text"] { return t }
        if let t = e.children.first(where: { $0.name == "state" && $0["key"] == "normal" })?["title"] { return t }
        if let t = e["title"], e.name == "button" { return t }
        if let cell = e.child(key: "cell"), let t = cell["title"] { return t }
        if e.name == "textField", let p = e["placeholder"] { return p }
        return nil
    }

    /// The view's class: the element's platform class, and the `customClass` shown in its place.
    public static func className(of e: IBElement, mac: Bool) -> (base: String, shown: String) {
        let base = IBClassNames.viewClass(e.name, mac: mac)
        return (base, e["customClass"] ?? base)
    }

    /// Hugging and compression resistance attributes (nil = the class default).
    public var hugging: (horizontal: Double?, vertical: Double?) {
        (IBView.number(element["horizontalHuggingPriority"]), IBView.number(element["verticalHuggingPriority"]))
    }
    public var resistance: (horizontal: Double?, vertical: Double?) {
        (IBView.number(element["horizontalCompressionResistancePriority"]), IBView.number(element["verticalCompressionResistancePriority"]))
    }

    /// The views directly under this one: elements with a frame reached through `<subviews>`,
    /// `key="contentView"` and other containers (cells in `<prototypes>`, a scroll view's clip
    /// view), without passing through another view.
    public var subviewElements: [IBElement] {
        var out: [IBElement] = []
        var stack = element.children.reversed() as [IBElement]
        while let e = stack.popLast() {
            // Not views, nor containers of this view's subviews (a `<variation>` holds a per-trait frame).
            if ["constraints", "variation", "connections", "rect", "color", "fontDescription", "state", "userDefinedRuntimeAttributes",
                "gestureRecognizers", "accessibility", "string", "attributedString", "point", "size", "edgeInsets", "mask",
                // A view's Touch Bar (`<touchBar key="touchBar">`) is laid out on the Touch Bar, not in the window.
                "touchBar"].contains(e.name) { continue }
            if IBView.isView(e) { out.append(e); continue }
            stack.append(contentsOf: e.children.reversed())
        }
        return out
    }

    /// For a `<stackView>`: the subviews it arranges (iOS `<subviews>`; macOS gravity areas too).
    public var arrangedElements: [IBElement] {
        var out: [IBElement] = []
        for key in ["subviews", "beginningViews", "middleViews", "endViews"] {
            for list in element.children(named: key) { out.append(contentsOf: list.children.filter(IBView.isView)) }
        }
        return out
    }
}
