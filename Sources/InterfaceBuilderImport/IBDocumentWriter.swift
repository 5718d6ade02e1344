import LayoutModel
import LayoutSyntax
import LayoutText

/// `export ib`: a session as an iOS xib (docs/interface-builder.md, "Writing xibs") that
/// `import ib` reads back to the same views, active constraints and solved frames.
///
/// The root is the xib's top-level `<view>` — inside a top-level `<viewController>` when the
/// session has a safe area, since IB gives a safe area only to a controller's view (the device
/// and simulated bars then say its insets). Every view is the element of its class with its
/// solved frame; every user constraint sits in the `<constraints>` of its items' nearest common
/// ancestor; inactive ones are excluded by the `default` variation. What a xib cannot say is
/// listed in `unsaid`, by name.
public enum IBDocumentWriter {
    /// The document and what it could not say.
    public struct Output: Sendable {
        public var text: String
        /// One sentence per thing of the session the xib leaves out or approximates.
        public var unsaid: [String]
    }

    /// Xcode 16's build (toolsVersion) and the plug-in version it writes beside it.
    static let toolsVersion = "23504"
    static let pluginVersion = "23506"

    public static func write(_ session: LayoutSession) -> Output {
        var w = Writer(session: session)
        return w.document()
    }
}

private struct Writer {
    let session: LayoutSession
    let state: LayoutState
    var unsaid: [String] = []
    var ids = IBIdentifiers()
    var lines: [String] = []

    init(session: LayoutSession) {
        self.session = session
        state = session.state
    }

    // MARK: - The document

    mutating func document() -> IBDocumentWriter.Output {
        let root = state.root
        let rootFrame = session.rootFrame(of: .view(root))
        let size = Size(width: rootFrame.width, height: rootFrame.height)
        let safe = state.settings.safeAreaInsets
        var controller: IBWriterCanvas.Choice? = nil
        var device = IBWriterCanvas.device(matching: size)
        if safe != .zero {
            if let c = IBWriterCanvas.controller(for: safe, size: size) {
                controller = c
                device = (c.device, c.landscape)
            } else {
                unsaid.append("the safe area insets \(describe(safe)): no device and simulated bars of IB give them; the xib's root has none")
            }
        }
        for v in state.viewIDs where v != root && !state.ancestors(of: v).contains(root) {
            unsaid.append("view \(state[v].name): outside the root's hierarchy; a xib holds one view tree")
        }
        for g in state.guides where g.kind == .user {
            unsaid.append("layout guide \(g.name): IB has no user layout guides")
        }
        lines.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        lines.append(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\#(IBDocumentWriter.toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">"#)
        if let (id, landscape) = device {
            lines.append(#"    <device id="\#(id)" orientation="\#(landscape ? "landscape" : "portrait")" appearance="light"/>"#)
        }
        lines.append("    <dependencies>")
        lines.append(#"        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\#(IBDocumentWriter.pluginVersion)"/>"#)
        lines.append(#"        <capability name="Safe area layout guides" minToolsVersion="9.0"/>"#)
        lines.append(#"        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#)
        lines.append("    </dependencies>")
        lines.append("    <objects>")
        lines.append(#"        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#)
        lines.append(#"        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>"#)
        let constraintsByOwner = placeConstraints()
        if let c = controller {
            lines.append(#"        <viewController id="\#(ids.id(for: "controller"))">"#)
            writeView(root, indent: 3, key: "view", constraintsByOwner: constraintsByOwner)
            if c.navigationBar {
                lines.append(#"            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
            }
            if c.tabBar {
                lines.append(#"            <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
            }
            lines.append("        </viewController>")
        } else {
            writeView(root, indent: 2, key: nil, constraintsByOwner: constraintsByOwner)
        }
        lines.append("    </objects>")
        lines.append("</document>")
        return IBDocumentWriter.Output(text: lines.joined(separator: "\n") + "\n", unsaid: unsaid)
    }

    // MARK: - Constraints

    /// The user constraints by the view whose `<constraints>` holds them (the nearest common
    /// ancestor of their items' views), in the session's order; what cannot be placed is unsaid.
    mutating func placeConstraints() -> [ViewID: [LayoutConstraint]] {
        var out: [ViewID: [LayoutConstraint]] = [:]
        let root = state.root
        for c in state.constraints where c.kind == .user {
            var why: String? = nil
            for item in c.items {
                switch item {
                case .view(let v):
                    if !state.ancestors(of: v).contains(root) { why = "relates to \(state[v].name), outside the root's hierarchy" }
                case .guide(let g):
                    let guide = state.guides[g.index]
                    if guideKey(guide) == nil { why = "relates to layout guide \(guide.name), which a xib cannot hold" }
                }
            }
            if let why {
                unsaid.append("constraint \(c.handleName) \(state.equationText(for: c)): \(why)")
                continue
            }
            let owner = state.installationView(of: c) ?? root
            out[owner, default: []].append(c)
        }
        return out
    }

    /// The `<viewLayoutGuide key=…>` of a guide, or nil when IB has no element for it.
    func guideKey(_ g: LayoutGuide) -> String? {
        switch g.kind {
        case .safeArea: return "safeArea"
        case .layoutMargins: return "layoutMargins"
        case .scrollContent: return state[g.owner].isScrollView ? "contentLayoutGuide" : nil
        case .scrollFrame: return state[g.owner].isScrollView ? "frameLayoutGuide" : nil
        // `<keyboardLayoutGuide key="keyboard">` (docs/interface-builder.md §5.5); IB has no
        // element for the readable-content guide (it sets layoutMarginsFollowReadableWidth).
        case .keyboard: return "keyboard"
        case .readableContent, .user, .stackSpacer: return nil
        }
    }

    mutating func itemID(_ item: LayoutItem) -> String {
        switch item {
        case .view(let v): return viewID(v)
        case .guide(let g):
            let guide = state.guides[g.index]
            return ids.id(for: "guide \(state[guide.owner].name) \(guideKey(guide) ?? guide.name)")
        }
    }

    mutating func viewID(_ v: ViewID) -> String {
        ids.id(for: "view \(state[v].name)", keeping: state[v].interfaceBuilder?.id)
    }

    mutating func constraintLine(_ c: LayoutConstraint, owner: ViewID, constant: Double) -> String {
        var a: [(String, String)] = []
        if c.first.item != .view(owner) || c.second != nil { a.append(("firstItem", itemID(c.first.item))) }
        a.append(("firstAttribute", c.first.attribute.rawValue))
        switch c.relation {
        case .equal: break
        case .lessThanOrEqual: a.append(("relation", "lessThanOrEqual"))
        case .greaterThanOrEqual: a.append(("relation", "greaterThanOrEqual"))
        }
        if let s = c.second {
            a.append(("secondItem", itemID(s.item)))
            a.append(("secondAttribute", s.attribute.rawValue))
        }
        if c.multiplier != 1 { a.append(("multiplier", IBXML.number(c.multiplier))) }
        if constant != 0 { a.append(("constant", IBXML.number(constant))) }
        // Standard spacing (`-` in VFL): IB's "Standard" constant, with its value.
        if c.usesStandardSpacing && c.second != nil { a.append(("symbolic", "YES")) }
        if !c.priority.isRequired { a.append(("priority", c.priority.description)) }
        if let i = c.identifier { a.append(("identifier", i)) }
        a.append(("id", constraintID(c)))
        return "<constraint " + IBXML.attributes(a) + "/>"
    }

    mutating func constraintID(_ c: LayoutConstraint) -> String {
        ids.id(for: "constraint \(c.handle.value)")
    }

    // MARK: - Views

    mutating func writeView(_ v: ViewID, indent: Int, key: String?, constraintsByOwner: [ViewID: [LayoutConstraint]]) {
        let pad = String(repeating: "    ", count: indent)
        let view = state[v]
        let root = state.root
        let element = IBWriterClasses.element(for: view.className)
        var a: [(String, String)] = []
        if let key { a.append(("key", key)) }
        if let custom = view.interfaceBuilder?.customClass {
            a.append(("customClass", custom))
        } else if element.customClass {
            a.append(("customClass", view.className))
        }
        if view.className.hasPrefix("NS") {
            unsaid.append("view \(view.name): \(view.className) is an AppKit class; written as a UIView with that custom class")
        }
        a.append(("contentMode", IBWriterClasses.contentMode(view.contentMode)))
        if view.isHidden && v != root { a.append(("hidden", "YES")) }
        if v != root && !view.translatesAutoresizingMask { a.append(("translatesAutoresizingMaskIntoConstraints", "NO")) }
        // Hugging and resistance when not the class's default.
        let defaults = View(name: "", className: view.className, superview: nil, address: 0)
        if view.hugging.horizontal != defaults.hugging.horizontal { a.append(("horizontalHuggingPriority", view.hugging.horizontal.description)) }
        if view.hugging.vertical != defaults.hugging.vertical { a.append(("verticalHuggingPriority", view.hugging.vertical.description)) }
        if view.resistance.horizontal != defaults.resistance.horizontal { a.append(("horizontalCompressionResistancePriority", view.resistance.horizontal.description)) }
        if view.resistance.vertical != defaults.resistance.vertical { a.append(("verticalCompressionResistancePriority", view.resistance.vertical.description)) }
        let frame = v == root ? session.rootFrame(of: .view(v)) : session.frame(of: v)
        let variations = state.traitVariations(of: v)
        let storedFrames = storedFrameVariations(v, variations, importedClass: element.customClass ? "UIView" : view.className)
        if let base = storedFrames?[.base] {
            if base.isMisplaced == true { a.append(("misplaced", "YES")) }
            if base.isAmbiguous == true { a.append(("ambiguous", "YES")) }
        } else if v != root, let p = placeholderIntrinsic(v, frame: frame, importedClass: element.customClass ? "UIView" : view.className) {
            a.append(("placeholderIntrinsicWidth", p.width))
            a.append(("placeholderIntrinsicHeight", p.height))
        }
        if element.name == "label" || element.name == "textField" || element.name == "textView", let t = view.text { a.append(("text", t)) }
        if element.name == "imageView", let image = view.interfaceBuilder?.imageName { a.append(("image", image)) }
        if let config = view.stack, config.appKit == nil {
            let p = config.properties
            // The axis of Any/Any; other classes' in variations.
            if (variations.stackAxis[.base] ?? p.axis) == .vertical { a.append(("axis", "vertical")) }
            if p.distribution != .fill { a.append(("distribution", p.distribution.rawValue)) }
            if p.alignment != .fill { a.append(("alignment", p.alignment.rawValue)) }
            if p.spacing != 0 { a.append(("spacing", IBXML.number(p.spacing))) }
            if p.isLayoutMarginsRelativeArrangement { a.append(("layoutMarginsRelativeArrangement", "YES")) }
            if p.isBaselineRelativeArrangement { a.append(("baselineRelativeArrangement", "YES")) }
            for arranged in config.arranged where config.customSpacingAfter[arranged] != nil {
                unsaid.append("stack view \(view.name): the custom spacing after \(state[arranged].name) (IB has no custom spacing)")
            }
        } else if view.stack?.appKit != nil {
            unsaid.append("stack view \(view.name): an NSStackView's arrangement (an iOS xib has none); its views are plain subviews")
        }
        if let t = view.text, t.unicodeScalars.contains(where: XMLText.isUnwritable) {
            unsaid.append("view \(view.name): the control characters of its text (XML 1.0 cannot hold them; left out)")
        }
        if view.transform != .identity { unsaid.append("view \(view.name): its transform (IB stores none)") }
        // Margins: written whole, and not grown by the safe area on import, whenever they are
        // not UIKit's default 8 or the view overlaps the safe area's bands (where IB would grow them).
        let margins = view.layoutMargins
        // The import arranges a stack view with written margins inside them: a stack that does
        // not arrange inside its margins gets none written (they only matter to constraints).
        let marginsRelativeStack = view.stack.map { $0.appKit == nil && $0.properties.isLayoutMarginsRelativeArrangement }
        // A cell's content view is given margins by the import (IBCellContentMargins), never 8.
        let writesMargins = marginsRelativeStack ?? (v == root || margins != EdgeInsets(all: 8) || overlapsSafeAreaBands(v)
            || element.name == "tableViewCellContentView")
        let marginsUsed = used(.layoutMargins, of: v, constraintsByOwner) || constraintsByOwner.values.contains { list in
            list.contains { c in
                let anchors: [Anchor] = [c.first] + (c.second.map { [$0] } ?? [])
                return anchors.contains { $0.item == .view(v) && $0.attribute.rawValue.hasSuffix("Margin") }
            }
        }
        if marginsRelativeStack == false, margins != EdgeInsets(all: 8), marginsUsed {
            unsaid.append("stack view \(view.name): its layout margins \(describe(margins)) (IB would arrange inside written margins)")
        }
        if writesMargins { a.append(("insetsLayoutMarginsFromSafeArea", "NO")) }
        a.append(("userLabel", view.name))
        a.append(("id", viewID(v)))
        lines.append(pad + "<\(element.name) " + IBXML.attributes(a) + ">")
        let inner = pad + "    "
        // A UISwitch's, UISlider's or UISegmentedControl's frame is larger than its alignment
        // rect, which the session holds (IBAlignmentInsets.ofUIKit).
        // A view with per-trait stored frames keeps the document's: the import derives each
        // class's intrinsic size from them.
        let ins = IBAlignmentInsets.ofUIKit(elementName: element.name)
        let written = storedFrames?[.base]?.rect
            ?? Rect(x: frame.x - ins.left, y: frame.y - ins.top, width: frame.width + ins.left + ins.right, height: frame.height + ins.top + ins.bottom)
        lines.append(inner + frameElement(written))
        if view.translatesAutoresizingMask && v != root {
            let m = view.autoresizingMask
            var flags: [(String, String)] = []
            if m.contains(.flexibleLeftMargin) { flags.append(("flexibleMinX", "YES")) }
            if m.contains(.flexibleWidth) { flags.append(("widthSizable", "YES")) }
            if m.contains(.flexibleRightMargin) { flags.append(("flexibleMaxX", "YES")) }
            if m.contains(.flexibleTopMargin) { flags.append(("flexibleMinY", "YES")) }
            if m.contains(.flexibleHeight) { flags.append(("heightSizable", "YES")) }
            if m.contains(.flexibleBottomMargin) { flags.append(("flexibleMaxY", "YES")) }
            if !flags.isEmpty { lines.append(inner + "<autoresizingMask key=\"autoresizingMask\" " + IBXML.attributes(flags) + "/>") }
        }
        // Subviews: a stack view's arranged views first, in order (IB arranges every view of its
        // `<subviews>`), then any others — which a xib would arrange too, so they are unsaid.
        var subviews = view.subviews
        if let config = view.stack, config.appKit == nil {
            let others = view.subviews.filter { !config.arranged.contains($0) }
            for o in others { unsaid.append("view \(state[o].name): a subview of stack view \(view.name) it does not arrange (IB arranges every subview)") }
            subviews = config.arranged + others
        }
        if !subviews.isEmpty {
            lines.append(inner + "<subviews>")
            for s in subviews { writeView(s, indent: indent + 2, key: nil, constraintsByOwner: constraintsByOwner) }
            lines.append(inner + "</subviews>")
        }
        if writesMargins {
            lines.append(inner + "<edgeInsets key=\"layoutMargins\" " + IBXML.attributes([
                ("top", IBXML.number(margins.top)), ("left", IBXML.number(margins.left)),
                ("bottom", IBXML.number(margins.bottom)), ("right", IBXML.number(margins.right)),
            ]) + "/>")
        }
        if element.name == "label" || element.name == "button" || element.name == "textField" || element.name == "textView" {
            lines.append(inner + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(IBXML.number(view.fontSize))\"/>")
        }
        if element.name == "button", let t = view.text {
            lines.append(inner + "<state key=\"normal\" " + IBXML.attributes([("title", t)]) + "/>")
        }
        // The guides IB gives every view (safe area) and those constraints use.
        var keys: [String] = []
        if v == root || state.guides.contains(where: { $0.owner == v && $0.kind == .safeArea && used(.safeArea, of: v, constraintsByOwner) }) { keys.append("safeArea") }
        if used(.layoutMargins, of: v, constraintsByOwner) { keys.append("layoutMargins") }
        if view.isScrollView { keys += ["contentLayoutGuide", "frameLayoutGuide"] }
        for k in keys {
            lines.append(inner + "<viewLayoutGuide key=\"\(k)\" id=\"\(ids.id(for: "guide \(view.name) \(k)"))\"/>")
        }
        if used(.keyboard, of: v, constraintsByOwner) {
            lines.append(inner + "<keyboardLayoutGuide key=\"keyboard\" id=\"\(ids.id(for: "guide \(view.name) keyboard"))\"/>")
        }
        let constraints = constraintsByOwner[v] ?? []
        if !constraints.isEmpty {
            lines.append(inner + "<constraints>")
            for c in constraints {
                // Per-trait constants: the constraint holds a `<variation key=… constant=…/>` each.
                let constants = state.traitVariations(of: c).constant
                let others = constants.entries.filter { $0.key != .base }
                var line = constraintLine(c, owner: v, constant: constants[.base] ?? c.constant)
                if others.isEmpty {
                    lines.append(inner + "    " + line)
                } else {
                    line.removeLast(2)
                    lines.append(inner + "    " + line + ">")
                    for e in others {
                        lines.append(inner + "        <variation " + IBXML.attributes([("key", e.key.text), ("constant", IBXML.number(e.value))]) + "/>")
                    }
                    lines.append(inner + "    </constraint>")
                }
            }
            lines.append(inner + "</constraints>")
        }
        writeVariations(v, variations, storedFrames, constraints: constraints, indent: inner)
        lines.append(pad + "</\(element.name)>")
    }

    func frameElement(_ r: Rect) -> String {
        "<rect key=\"frame\" " + IBXML.attributes([
            ("x", IBXML.number(r.x)), ("y", IBXML.number(r.y)), ("width", IBXML.number(r.width)), ("height", IBXML.number(r.height)),
        ]) + "/>"
    }

    /// A view's per-trait stored frames, when they are what gives it another intrinsic size in
    /// other size classes and the import derives its intrinsic size from a stored frame (labels,
    /// buttons, fields, fixed-size controls): the document's frames and markers are written and
    /// the import derives each class's size from them again. Otherwise the view's frame is its
    /// solved frame, with a placeholder intrinsic size when needed (the same in every class); an
    /// intrinsic size that varied and cannot be said so is unsaid.
    mutating func storedFrameVariations(_ v: ViewID, _ variations: ViewTraitVariations, importedClass: String) -> TraitValues<StoredFrame>? {
        guard variations.storedFrames[.base] != nil, Set(variations.intrinsicSize.entries.map(\.value)).count > 1 else { return nil }
        let name = state[v].name
        if let size = variations.intrinsicSize.resolved(for: state.settings.sizeClasses), size != state[v].explicitIntrinsicSize {
            unsaid.append("view \(name): its intrinsic size per size class (changed since the import; the xib holds the one in force)")
            return nil
        }
        // An image view's only with its image named (the import gives one without none).
        let fromFrame = (IBSceneBuilder.intrinsicFromFrame.contains(importedClass) && (importedClass != "UIImageView" || state[v].interfaceBuilder?.imageName != nil))
            || IBSceneBuilder.intrinsicHeightOnly.contains(importedClass)
        guard fromFrame else {
            unsaid.append("view \(name): its intrinsic size per size class (IB takes a \(importedClass)'s from \(importedClass == "UIImageView" ? "its image, which the session does not name" : "a placeholder, the same in every class"); the xib holds the one in force)")
            return nil
        }
        return variations.storedFrames
    }

    /// The `<variation>` elements of a view, one per trait key in the order first recorded:
    /// its stack axis and stored frame for that key, and the installation masks of the
    /// constraints it holds and of its subviews (`default` excludes, per-trait includes and
    /// excludes). A constraint without variations that is not active is excluded by `default`.
    mutating func writeVariations(_ v: ViewID, _ variations: ViewTraitVariations, _ storedFrames: TraitValues<StoredFrame>?,
                                  constraints: [LayoutConstraint], indent: String) {
        var keys: [TraitKey] = []
        func note(_ k: TraitKey) { if !keys.contains(k) { keys.append(k) } }
        var constraintMasks: [(String, TraitValues<Bool>)] = []
        for c in constraints {
            var installed = state.traitVariations(of: c).installed
            if installed.isEmpty && !c.isActive { installed[.base] = false }
            if installed.isEmpty { continue }
            constraintMasks.append((constraintID(c), installed))
            installed.entries.forEach { note($0.key) }
        }
        var subviewMasks: [(String, TraitValues<Bool>)] = []
        for s in state[v].subviews where !state[s].traitVariations.installed.isEmpty {
            subviewMasks.append((viewID(s), state[s].traitVariations.installed))
            state[s].traitVariations.installed.entries.forEach { note($0.key) }
        }
        let axes = state[v].stack?.appKit == nil ? variations.stackAxis : TraitValues()
        axes.entries.filter { $0.key != .base }.forEach { note($0.key) }
        let frames = storedFrames ?? TraitValues()
        frames.entries.filter { $0.key != .base }.forEach { note($0.key) }
        // `default` first, as IB writes it.
        keys = keys.filter { $0 == .base } + keys.filter { $0 != .base }
        for key in keys {
            var a: [(String, String)] = [("key", key.text)]
            if key != .base, let axis = axes[key] { a.append(("axis", axis == .vertical ? "vertical" : "horizontal")) }
            let frame = key == .base ? nil : frames[key]
            if let f = frame {
                if let m = f.isMisplaced { a.append(("misplaced", m ? "YES" : "NO")) }
                if let m = f.isAmbiguous { a.append(("ambiguous", m ? "YES" : "NO")) }
                if f.hasFixedFrame { a.append(("fixedFrame", "YES")) }
            }
            var body: [String] = []
            if let f = frame { body.append(indent + "    " + frameElement(f.rect)) }
            for (maskKey, list) in [("constraints", constraintMasks), ("subviews", subviewMasks)] {
                let entries = list.compactMap { id, values in values[key].map { (id, $0) } }
                guard !entries.isEmpty else { continue }
                body.append(indent + "    <mask key=\"\(maskKey)\">")
                for (id, on) in entries { body.append(indent + "        <\(on ? "include" : "exclude") reference=\"\(id)\"/>") }
                body.append(indent + "    </mask>")
            }
            if body.isEmpty {
                lines.append(indent + "<variation " + IBXML.attributes(a) + "/>")
            } else {
                lines.append(indent + "<variation " + IBXML.attributes(a) + ">")
                lines += body
                lines.append(indent + "</variation>")
            }
        }
    }

    /// Whether a constraint the xib holds relates to `v`'s guide of that kind.
    func used(_ kind: LayoutGuide.Kind, of v: ViewID, _ byOwner: [ViewID: [LayoutConstraint]]) -> Bool {
        byOwner.values.contains { list in
            list.contains { c in
                c.items.contains { item in
                    guard case .guide(let g) = item else { return false }
                    let guide = state.guides[g.index]
                    return guide.owner == v && guide.kind == kind
                }
            }
        }
    }

    /// Whether the import would grow the view's margins by the safe area: its solved frame
    /// reaches into the top or bottom inset band of the root.
    func overlapsSafeAreaBands(_ v: ViewID) -> Bool {
        let safe = state.settings.safeAreaInsets
        guard safe != .zero else { return false }
        let f = session.rootFrame(of: .view(v))
        let rootHeight = session.rootFrame(of: .view(state.root)).height
        return min(safe.top - f.y, f.height) > 0 || min(f.maxY - (rootHeight - safe.bottom), f.height) > 0
    }

    /// `placeholderIntrinsicWidth/Height` when the import would not find the session's intrinsic
    /// size: for text, image and fixed-size controls it takes the stored frame, for text views the
    /// text metrics at the default font; an explicit size elsewhere is unknown to IB.
    func placeholderIntrinsic(_ v: ViewID, frame: Rect, importedClass: String) -> (width: String, height: String)? {
        let view = state[v]
        let intrinsic = state.intrinsicSize(of: v)
        let expected: Size?
        if importedClass == "UIImageView" {
            expected = nil
        } else if IBSceneBuilder.intrinsicFromFrame.contains(importedClass) {
            expected = Size(width: frame.width, height: frame.height)
        } else if IBSceneBuilder.intrinsicHeightOnly.contains(importedClass) {
            expected = Size(width: Size.noIntrinsicMetric, height: frame.height)
        } else {
            let plain = view.explicitIntrinsicSize == nil && importedClass == view.className
                && (!view.showsText || (view.fontSize == 17 && state.settings.textScale == 1 && !state.settings.doubleStrings))
            expected = plain ? intrinsic : nil
        }
        if let e = expected, abs(e.width - intrinsic.width) < 1e-9, abs(e.height - intrinsic.height) < 1e-9 { return nil }
        func value(_ d: Double) -> String { d == Size.noIntrinsicMetric ? "infinite" : IBXML.number(d) }
        return (value(intrinsic.width), value(intrinsic.height))
    }

    func describe(_ e: EdgeInsets) -> String {
        "{\(IBXML.number(e.top)), \(IBXML.number(e.left)), \(IBXML.number(e.bottom)), \(IBXML.number(e.right))}"
    }
}

/// Element names for classes (IBClassNames read backwards) and IB's content mode names.
enum IBWriterClasses {
    static let elementOf: [String: String] = {
        var out: [String: String] = [:]
        for (element, cls) in IBClassNames.iOS.sorted(by: { $0.key < $1.key }) where out[cls] == nil {
            // `containerView` and the cell content views are UIViews of other kinds.
            if ["containerView", "collectionViewCellContentView", "window"].contains(element) { continue }
            out[cls] = element
        }
        return out
    }()

    /// The element that reads back as `className`, and whether it needs `customClass` to say it.
    static func element(for className: String) -> (name: String, customClass: Bool) {
        if let e = elementOf[className] { return (e, false) }
        if className.hasPrefix("UI"), className.count > 2 {
            let rest = className.dropFirst(2)
            let name = rest.prefix(1).lowercased() + rest.dropFirst()
            if IBClassNames.viewClass(name, mac: false) == className { return (name, false) }
        }
        return ("view", true)
    }

    static func contentMode(_ m: ContentMode) -> String {
        switch m {
        case .scaleToFill: return "scaleToFill"
        case .scaleAspectFit: return "scaleAspectFit"
        case .scaleAspectFill: return "scaleAspectFill"
        case .redraw: return "redraw"
        case .center: return "center"
        case .top: return "top"
        case .bottom: return "bottom"
        case .left: return "left"
        case .right: return "right"
        case .topLeft: return "topLeft"
        case .topRight: return "topRight"
        case .bottomLeft: return "bottomLeft"
        case .bottomRight: return "bottomRight"
        }
    }
}

/// The device and simulated bars that give a root its size and safe area (IBCanvas read backwards).
enum IBWriterCanvas {
    struct Choice { var device: String; var landscape: Bool; var navigationBar: Bool; var tabBar: Bool }

    /// The device of that size, portrait first.
    static func device(matching size: Size) -> (String, Bool)? {
        for id in IBCanvas.deviceSizes.keys.sorted() where id != "retina4" {
            let s = IBCanvas.deviceSizes[id]!
            if s == size { return (id, false) }
        }
        for id in IBCanvas.deviceSizes.keys.sorted() where id != "retina4" {
            let s = IBCanvas.deviceSizes[id]!
            if Size(width: s.height, height: s.width) == size { return (id, true) }
        }
        return nil
    }

    /// A device, orientation and bars whose safe area is `safe` (top and bottom only), the
    /// device of the root's size first.
    static func controller(for safe: EdgeInsets, size: Size) -> Choice? {
        guard safe.left == 0, safe.right == 0 else { return nil }
        var candidates: [Choice] = []
        let ids = IBCanvas.deviceSizes.keys.sorted().filter { $0 != "retina4" }
        for landscape in [false, true] {
            for id in ids {
                for nav in [false, true] {
                    for tab in [false, true] {
                        let (t, b) = IBCanvas.deviceInsets(id)
                        let top = (landscape && !id.hasPrefix("ipad") ? 0 : t) + (nav ? 44 : 0)
                        let bottom = b + (tab ? 49 : 0)
                        if top == safe.top && bottom == safe.bottom {
                            candidates.append(Choice(device: id, landscape: landscape, navigationBar: nav, tabBar: tab))
                        }
                    }
                }
            }
        }
        func fits(_ c: Choice) -> Bool {
            var s = IBCanvas.deviceSizes[c.device]!
            if c.landscape { s = Size(width: s.height, height: s.width) }
            return s == size
        }
        return candidates.first(where: fits) ?? candidates.first
    }
}

/// Stable IB ids in IB's `XXX-XX-XXX` shape, derived from a key (a view's name, a constraint's
/// handle): the same session always gets the same ids. An id the view was imported with is kept.
struct IBIdentifiers {
    private var byKey: [String: String] = [:]
    private var used: Set<String> = ["-1", "-2"]
    static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    mutating func id(for key: String, keeping kept: String? = nil) -> String {
        if let known = byKey[key] { return known }
        if let kept, !kept.isEmpty, used.insert(kept).inserted {
            byKey[key] = kept
            return kept
        }
        var salt = 0
        while true {
            let id = IBIdentifiers.make(key + (salt == 0 ? "" : "#\(salt)"))
            if used.insert(id).inserted {
                byKey[key] = id
                return id
            }
            salt += 1
        }
    }

    /// FNV-1a of the key, spelled in base 62 as `XXX-XX-XXX`.
    static func make(_ key: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for b in key.utf8 {
            h ^= UInt64(b)
            h = h &* 0x100000001b3
        }
        var chars: [Character] = []
        for i in 0..<8 {
            chars.append(alphabet[Int(h % 62)])
            h /= 62
            if i == 2 || i == 4 { chars.append("-") }
        }
        return String(chars)
    }
}

/// XML text: escaped attribute values and numbers as IB writes them.
enum IBXML {
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: " ")
    }

    /// An attribute value as IB writes it: markup characters as entities (not `'`), tab and line
    /// breaks as character references, what XML cannot hold left out.
    static func escape(_ s: String) -> String {
        XMLText.escaped(s, apostrophe: false, whitespaceAsReferences: true)
    }

    /// Whole numbers without a fraction (`414`), others in Swift's shortest exact form.
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }
}
