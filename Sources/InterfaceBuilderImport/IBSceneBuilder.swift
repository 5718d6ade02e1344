import LayoutModel
import LayoutSyntax
import LayoutText

/// Builds one scene of a document into a `LayoutSession` through the model's editing API
/// (`addView`, `addConstraint`, the stack API): views with their classes, frames, masks,
/// priorities and margins; constraints resolved through the document's ids; stack views
/// arranged. Everything not imported becomes an `IBNote` with its line.
struct IBSceneBuilder {
    let document: IBDocument
    let scene: IBScene
    let canvas: IBCanvas
    let traits: IBTraits
    let session: LayoutSession
    var notes: [IBNote] = []
    /// The imported views in document order (the root first), with what was read.
    var views: [ImportedIBView] = []
    /// Element identity → view.
    private var viewOf: [ObjectIdentifier: ViewID] = [:]
    var constraintsImported = 0
    var constraintsUninstalled = 0
    var constraintsLeftOut = 0
    var constraintsDropped = 0
    /// The document line of each imported constraint (and, in `canvasSession`, of each
    /// placeholder), so that checks can point at its `<constraint>` element.
    var constraintLines: [ConstraintHandle: Int] = [:]

    /// A view as imported: its element, its id in the session, and its stored frame in its
    /// superview's and in the root's top-left coordinates.
    struct ImportedIBView {
        var ib: IBView
        var id: ViewID
        var parent: Int?
        /// The frame IB stored, in the superview's top-left coordinates.
        var storedFrame: Rect
        /// The view's rectangle in the session: the stored frame, less AppKit's alignment-rect
        /// insets (constraints act on alignment rects), relative to the superview's.
        var modelFrame: Rect
        /// In the root's top-left coordinates (of `modelFrame`).
        var rootFrame: Rect
        var insets = EdgeInsets.zero
        var parentInsets = EdgeInsets.zero

        /// A solved frame of the session back in IB's terms (the frame, not the alignment rect).
        func ibFrame(fromModel m: Rect) -> Rect {
            Rect(x: m.x - insets.left + parentInsets.left, y: m.y - insets.top + parentInsets.top,
                 width: m.width + insets.left + insets.right, height: m.height + insets.top + insets.bottom)
        }
    }

    /// Intrinsic sizes of these classes depend on fonts and images plumb does not have: the
    /// stored frame stands for them when IB does not mark the view.
    static let intrinsicFromFrame: Set<String> = [
        "UILabel", "UIButton", "UITextField", "UIImageView",
        // Controls of fixed size (UISwitch 51×31, pickers 216/162 high, …).
        "UISwitch", "UISegmentedControl", "UIStepper", "UIActivityIndicatorView", "UIPageControl", "UIPickerView", "UIDatePicker",
        "NSTextField", "NSButton", "NSImageView", "NSPopUpButton", "NSSearchField", "NSSecureTextField", "NSComboBox",
        // AppKit controls sized by their cell (NSControl's intrinsicContentSize is its cell's
        // cellSize): steppers, segmented controls, date pickers, switches, path controls, token
        // fields and colour wells, saved unflagged with no size constraints of their own
        // (59 of 61 segmented controls, 63 of 68 steppers, 38 of 44 colour wells in ib/).
        "NSStepper", "NSSegmentedControl", "NSDatePicker", "NSSwitch", "NSPathControl", "NSTokenField", "NSColorWell",
    ]

    /// Classes with an intrinsic height and no intrinsic width.
    static let intrinsicHeightOnly: Set<String> = ["UISlider", "UIProgressView", "UISearchBar"]

    /// AppKit views whose coordinates start at the top left (their `isFlipped` is true):
    /// children's stored frames are then not flipped. NSStackView is not one of them: a vertical
    /// stack stores its first arranged view (the top one) with the largest y
    /// (mac-14490-rectangle-accessibility.storyboard:41, y 246 of 6 views down to 0 at :88).
    static let flippedMacClasses: Set<String> = [
        "NSScrollView", "NSClipView", "NSTableView", "NSOutlineView", "NSTextView",
        "NSCollectionView", "NSSplitView",
    ]

    /// The root is an AppKit view that is not flipped: its children's stored frames count from its bottom.
    var rootCountsFromBottom: Bool {
        document.isMac && !IBSceneBuilder.flippedMacClasses.contains(IBView.className(of: views[0].ib.element, mac: true).base)
    }

    /// AppKit holds a window's content at its size with `windowSizeStayPut` (500): constraints
    /// above it resize the window. IB lays a macOS document's top-level view out the same way
    /// (docs/interface-builder.md §7).
    static let appKitRootSizePriority: LayoutPriority = 500

    init(document: IBDocument, scene: IBScene, traits: IBTraits = .any) {
        self.document = document
        self.scene = scene
        self.traits = traits
        canvas = IBCanvas.of(scene, in: document, traits: traits)
        session = LayoutSession(rootSize: canvas.size)
        if document.isMac { try? session.resizeRoot(canvas.size, priority: IBSceneBuilder.appKitRootSizePriority) }
        // The size classes the imported values are for (nothing varies yet: only recorded).
        _ = try? session.setSizeClasses(traits.sizeClasses)
    }

    mutating func build(rootView: IBElement, stop: StopCheck) throws(IBReadError) {
        try collectViews(rootView)
        try makeViews(stop: stop)
        setMargins()
        arrangeStacks()
        try makeConstraints(stop: stop)
        recordViewVariations()
        giveCustomClassesTheirSize()
        for v in views where v.ib.isHidden && v.id != session.state.root { try? session.setHidden(v.id, true) }
        session.clearEvents()
    }

    /// `--device`: the root takes another canvas's size and safe area, and a controller's root
    /// its margins there (`rootMargins`); other views keep the margins of the document's canvas.
    func resize(to target: IBCanvas) {
        try? session.resizeRoot(target.size)
        try? session.setSafeAreaInsets(target.safeAreaInsets)
        if let m = IBSceneBuilder.rootMargins(document: document, scene: scene, on: target) {
            try? session.setLayoutMargins(session.state.root, m)
        }
        session.clearEvents()
    }

    /// The margins of a view controller's root (iOS) on another canvas: the document's margins
    /// when it gives them, else UIKit's system minimum at the sides (16, or 20 from 414 points
    /// of width: `IBDeviceEnvironment.rootSideMargin`); measured from the safe area on every side
    /// (`insetsLayoutMarginsFromSafeArea`, iOS 11 documents). nil for other roots (a xib's
    /// top-level view, macOS), whose margins do not depend on the device.
    static func rootMargins(document: IBDocument, scene: IBScene, on target: IBCanvas) -> EdgeInsets? {
        guard scene.controller != nil, !document.isMac, let e = scene.rootView else { return nil }
        let side = IBDeviceEnvironment.rootSideMargin(width: target.size.width)
        var m = documentMargins(e) ?? EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        if document.usesSafeAreas, e["insetsLayoutMarginsFromSafeArea"] != "NO" {
            let safe = target.safeAreaInsets
            m = EdgeInsets(top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom, right: m.right + safe.right)
        }
        return m
    }

    // MARK: - Views

    /// Which axes an AppKit control's intrinsic size has, by its style; nil for other classes.
    static func appKitIntrinsicAxes(_ className: String, _ e: IBElement) -> (width: Bool, height: Bool, reason: String)? {
        switch className {
        case "NSProgressIndicator":
            return e["style"] == "spinning" ? (true, true, "a spinning indicator") : (false, true, "a bar indicator")
        case "NSSlider":
            if e["sliderType"] == "circular" { return (true, true, "a circular slider") }
            return e.isYes("vertical") ? (true, false, "a vertical slider") : (false, true, "a horizontal slider")
        default:
            return nil
        }
    }

    /// The views inside a view element, at any depth.
    static func descendantViewCount(_ e: IBElement) -> Int {
        IBView(e).subviewElements.reduce(0) { $0 + 1 + descendantViewCount($1) }
    }

    /// Says that what is at `line` is not modelled and its `views` views are left out (nothing
    /// when it holds none).
    private mutating func noteNotModelled(_ what: String, line: Int, views: Int) {
        guard views > 0 else { return }
        var note = IBNote(line: line, .leftOut, "not modelled: \(what); its \(views == 1 ? "1 view is" : "\(views) views are") left out and not checked")
        note.viewsNotModelled = views
        notes.append(note)
    }

    /// Where the variations that can mask this scene's subviews and constraints are: inside its
    /// view controller (a variation masks the subviews and constraints of the view it is in), or
    /// the whole document for a xib. Not the whole storyboard: each import read every scene's.
    private var variationScope: IBElement { scene.controller ?? document.root }

    /// From the root, each view's subviews together (so a superview is always made before its
    /// subviews); subviews the `default` variation leaves out are noted.
    private mutating func collectViews(_ root: IBElement) throws(IBReadError) {
        let excludedViews = traits.excluded("subviews", in: variationScope)
        let rootIB = IBView(root, traits: traits)
        let size = Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height)
        views.append(ImportedIBView(ib: rootIB, id: session.state.root, parent: nil, storedFrame: size, modelFrame: size, rootFrame: size))
        var queue = [0]
        while let i = queue.popLast() {
            let parent = views[i]
            var children: [Int] = []
            // Not modelled: an NSGridView places its cells' views by its rows, columns, cell
            // placements and spacing, none of which plumb lays out. Its views are left out and
            // said, not checked at places plumb would guess (docs/interface-builder.md §7).
            if parent.ib.element.name == "gridView" {
                let inside = parent.ib.subviewElements.reduce(0) { $0 + 1 + IBSceneBuilder.descendantViewCount($1) }
                noteNotModelled("NSGridView (rows, columns, cell placement and spacing)", line: parent.ib.line, views: inside)
                continue
            }
            // Not modelled: a view's Touch Bar items hold views the Touch Bar lays out, outside the
            // window's hierarchy; they are left out and said.
            for bar in parent.ib.element.children(named: "touchBar") {
                noteNotModelled("the Touch Bar (its items' views are laid out on the Touch Bar, not in the window)", line: bar.line,
                                views: bar.descendants().filter(IBView.isView).count)
            }
            for e in parent.ib.subviewElements {
                let ib = IBView(e, traits: traits)
                if let id = ib.id, excludedViews.contains(id) {
                    notes.append(IBNote(line: e.line, .leftOut, "\(e.name) \(id) is not installed for \(traits == .any ? "the default traits" : traits.shown) (size-class variation); left out with its subviews"))
                    continue
                }
                for bad in IBView.unreadNumbers(e) {
                    notes.append(IBNote(line: bad.line, .approximated, "\(bad.attribute) \"\(shownToken(bad.value))\" is not a finite decimal number within ±1e9: \(bad.instead)"))
                }
                // A view without a stored frame is imported at zero size and left out of the check.
                var f = ib.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                if document.isMac {
                    let superClass = IBView.className(of: parent.ib.element, mac: true).base
                    if !IBSceneBuilder.flippedMacClasses.contains(superClass) {
                        f.y = parent.storedFrame.height - f.y - f.height
                    }
                }
                if let table = parent.ib.elementName == "tableView" ? parent : nil, e.name == "tableViewCell" {
                    // IB lays cells out at their table's width; older files keep a stale width.
                    // An inset-grouped table insets its cells by its side margins, which IB
                    // stores as the cell's x (16 or 20): the cell is that much narrower on each side.
                    let inset = table.ib.element["style"] == "insetGrouped" ? max(0, f.x) : 0
                    f.width = max(0, table.storedFrame.width - 2 * inset)
                } else if parent.ib.elementName == "tableViewCell", e["key"] == "contentView", let cellFrame = parent.ib.frame {
                    // The content view keeps the room the stored cell gives its accessory
                    // (a disclosure indicator: 33 pt in ios-5056-qreader-iphone.storyboard:47).
                    f.width = max(0, parent.storedFrame.width - (cellFrame.width - f.width))
                }
                let ins = document.isMac ? IBAlignmentInsets.of(e, toolsMajor: IBSceneBuilder.toolsMajor(document)) : IBAlignmentInsets.ofUIKit(elementName: e.name)
                let pins = parent.insets
                let m = Rect(x: f.x + ins.left - pins.left, y: f.y + ins.top - pins.top,
                             width: max(0, f.width - ins.left - ins.right), height: max(0, f.height - ins.top - ins.bottom))
                let rootFrame = Rect(x: parent.rootFrame.x + m.x, y: parent.rootFrame.y + m.y, width: m.width, height: m.height)
                views.append(ImportedIBView(ib: ib, id: ViewID(0), parent: i, storedFrame: f, modelFrame: m, rootFrame: rootFrame,
                                            insets: ins, parentInsets: pins))
                children.append(views.count - 1)
            }
            queue.append(contentsOf: children.reversed())
        }
    }

    private mutating func makeViews(stop: StopCheck) throws(IBReadError) {
        var naming = IBViewNaming(taken: ["root"])
        let root = session.state.root
        let rootClass = IBView.className(of: views[0].ib.element, mac: document.isMac)
        session.state[root].className = rootClass.base
        // A scene whose root is a stack view (a macOS view controller's `<stackView key="view">`)
        // arranges like any other stack view.
        if rootClass.base == "UIStackView" { session.state[root].stack = StackConfiguration() }
        if rootClass.base == "NSStackView" { session.state[root].stack = .appKit() }
        session.state[root].interfaceBuilder = InterfaceBuilderInfo(id: views[0].ib.id, customClass: views[0].ib.element["customClass"], line: views[0].ib.line)
        viewOf[ObjectIdentifier(views[0].ib.element)] = root
        if canvas.safeAreaInsets != .zero { try? session.setSafeAreaInsets(canvas.safeAreaInsets) }
        for i in views.indices.dropFirst() {
            if stop.isRequested() { throw IBReadError(line: views[i].ib.line, "interrupted") }
            let ib = views[i].ib
            let cls = IBView.className(of: ib.element, mac: document.isMac)
            let name = naming.name(userLabel: ib.userLabel, text: ib.text, className: cls.base, id: ib.id)
            let superview = views[views[i].parent!].id
            let text = ViewClass.showsText(cls.base) ? ib.text : nil
            let id: ViewID
            do {
                id = try session.addView(name: name, className: cls.base, superview: superview, text: text)
            } catch {
                throw IBReadError(line: ib.line, "cannot make view \(name): \(error)")
            }
            views[i].id = id
            viewOf[ObjectIdentifier(ib.element)] = id
            var info = InterfaceBuilderInfo(id: ib.id, customClass: ib.customClass, line: ib.line)
            info.intrinsicSizeSource = setIntrinsicSize(views[i], className: cls.base)
            if cls.base == "UIImageView" { info.imageName = ib.element["image"] }
            if let v = ib.element["verifyAmbiguity"], let verification = AmbiguityVerification(rawValue: v) { info.verifyAmbiguity = verification }
            session.state[id].interfaceBuilder = info
            setPriorities(ib, id)
            // An NSTableView or NSOutlineView sets its cell views' frames itself, from its rows
            // and columns, whatever their translatesAutoresizingMaskIntoConstraints says: the
            // stored frame (the prototype row IB drew) places the cell view, its size the row's
            // height and the column's width, not the table's (so no mask), and constraints lay
            // out what is inside it (docs/interface-builder.md §7).
            let parent = views[views[i].parent!]
            let placedByTable = document.isMac && ["tableView", "outlineView"].contains(parent.ib.elementName)
            // An NSTabView sets its items' views' frames itself too: each fills the tab view's
            // content rect and is resized with it (NSTabView's `contentRect`), whatever its
            // translatesAutoresizingMaskIntoConstraints says. The stored frame is that rect.
            let placedByTabView = document.isMac && parent.ib.elementName == "tabView" && ib.element["key"] == "view"
            if ib.translatesAutoresizingMask || ib.hasFixedFrame || !document.usesAutolayout || placedByTable || placedByTabView {
                let parentFrame = parent.modelFrame
                let mask: AutoresizingMask = placedByTable ? [] : placedByTabView ? [.flexibleWidth, .flexibleHeight] : ib.autoresizingMask ?? []
                try? session.setTranslatesAutoresizingMask(
                    id, true, mask: mask, frame: views[i].modelFrame,
                    reference: Size(width: parentFrame.width, height: parentFrame.height))
            }
        }
    }

    /// The intrinsic size: `placeholderIntrinsicWidth/Height`, else for text and image classes
    /// the stored frame when IB does not mark the view misplaced or ambiguous, else the text
    /// metrics (text classes) or none. Returns where it came from.
    private func setIntrinsicSize(_ v: ImportedIBView, className: String) -> String? {
        let (size, source) = intrinsicSize(v, className: className)
        if let size { try? session.setIntrinsicSize(v.id, size) }
        return source
    }

    /// The intrinsic size `setIntrinsicSize` gives (nil: leave the class's own; `.some(nil)`: none
    /// given) and where it came from.
    private func intrinsicSize(_ v: ImportedIBView, className: String) -> (size: Size??, source: String?) {
        let e = v.ib.element
        let pw = e["placeholderIntrinsicWidth"], ph = e["placeholderIntrinsicHeight"]
        if pw != nil || ph != nil {
            func value(_ s: String?, _ stored: Double) -> Double {
                guard let s else { return Size.noIntrinsicMetric }
                if s == "infinite" { return Size.noIntrinsicMetric }
                return IBView.number(s) ?? stored
            }
            let size = Size(width: value(pw, v.modelFrame.width), height: value(ph, v.modelFrame.height))
            return (.some(size), "the document's placeholder intrinsic size (line \(v.ib.line))")
        }
        // AppKit controls whose intrinsic size runs along the axes their style fixes: a bar
        // progress indicator and a linear slider have a thickness and no length of their own, a
        // spinning indicator and a circular slider both (docs/interface-builder.md §7). The stored
        // frame stands for those sizes, as for the other controls.
        if let axes = IBSceneBuilder.appKitIntrinsicAxes(className, e), v.ib.frame != nil, !v.ib.isMisplaced, !v.ib.isAmbiguous {
            let f = v.modelFrame
            return (.some(Size(width: axes.width ? f.width : Size.noIntrinsicMetric, height: axes.height ? f.height : Size.noIntrinsicMetric)),
                    "the stored frame's \(axes.width && axes.height ? "size" : axes.width ? "width" : "height") (line \(v.ib.line)); \(axes.width && axes.height ? "" : "no intrinsic \(axes.width ? "height" : "width"): ")\(axes.reason)")
        }
        // A separator box has the thickness of its line, 1 pt, across its longer side and no
        // length of its own: IB saves separators pinned by one edge and their ends unflagged
        // (docs/interface-builder.md §7).
        if className == "NSBox", e["boxType"] == "separator", let f = v.ib.frame {
            let horizontal = f.width >= f.height
            return (.some(Size(width: horizontal ? Size.noIntrinsicMetric : 1, height: horizontal ? 1 : Size.noIntrinsicMetric)),
                    "a separator's line: 1 pt thick, no intrinsic \(horizontal ? "width" : "height")")
        }
        // An NSGridView is sized by its cells, which are not modelled (left out): its stored
        // frame stands for that size, as a label's does for its text.
        if className == "NSGridView", let _ = v.ib.frame, !v.ib.isMisplaced, !v.ib.isAmbiguous {
            return (.some(Size(width: v.modelFrame.width, height: v.modelFrame.height)),
                    "the stored frame (line \(v.ib.line)): the grid's rows and columns are not modelled")
        }
        // A text view sizes to its text only when it does not scroll.
        let sizesToText = className == "UITextView" && e["scrollEnabled"] == "NO"
        // One that scrolls (UIKit's default) is a scroll view, whose intrinsic content size is
        // none (docs/interface-builder.md §4.3): its text does not size it.
        if className == "UITextView" && !sizesToText {
            return (.some(Size.none), "none: a text view that scrolls has no intrinsic size (it is a UIScrollView)")
        }
        guard IBSceneBuilder.intrinsicFromFrame.contains(className) || IBSceneBuilder.intrinsicHeightOnly.contains(className) || sizesToText else { return (nil, nil) }
        if className == "UIImageView" || className == "NSImageView", e["image"] == nil,
           !e.children.contains(where: { $0.name == "imageReference" || $0["key"] == "image" }) {
            return (.some(nil), "none: the image view has no image")
        }
        if v.ib.frame == nil {
            return (nil, ViewClass.showsText(className) ? "text metrics: the document stores no frame for the view" : nil)
        }
        if v.ib.isMisplaced || v.ib.isAmbiguous {
            return (nil, ViewClass.showsText(className) ? "text metrics: IB marks the view \(v.ib.isMisplaced ? "misplaced" : "ambiguous"), so its stored frame is not its size" : nil)
        }
        if IBSceneBuilder.intrinsicHeightOnly.contains(className) {
            return (.some(Size(width: Size.noIntrinsicMetric, height: v.modelFrame.height)), "the stored frame's height (line \(v.ib.line)); no intrinsic width")
        }
        return (.some(Size(width: v.modelFrame.width, height: v.modelFrame.height)),
                v.insets == .zero ? "the stored frame (line \(v.ib.line))" : "the stored frame less its alignment insets (line \(v.ib.line))")
    }

    private func setPriorities(_ ib: IBView, _ id: ViewID) {
        // IB writes Float priorities as Doubles (249.99998474121094 on NSStackView): the nearest
        // thousandth, clamped to UIKit's range.
        func priority(_ d: Double?) -> LayoutPriority? { d.flatMap { LayoutPriority(nearest: min(1000, max(0.001, $0))) } }
        let h = ib.hugging, r = ib.resistance
        let view = session.state[id]
        var hugging = view.hugging, resistance = view.resistance
        if let p = priority(h.horizontal) { hugging.horizontal = p }
        if let p = priority(h.vertical) { hugging.vertical = p }
        if let p = priority(r.horizontal) { resistance.horizontal = p }
        if let p = priority(r.vertical) { resistance.vertical = p }
        // One change for all four (each change re-makes the view's content-size constraints).
        try? session.setContentPriorities(id, hugging: hugging, resistance: resistance)
    }

    // MARK: - Margins

    /// Layout margins as the canvas had them: the document's insets, or UIKit's defaults (8; a
    /// view controller's root view 16 or 20 at the sides), grown by the safe area a view
    /// overlaps (`insetsLayoutMarginsFromSafeArea`, iOS 11 documents) and by its superview's
    /// margins it overlaps (`preservesSuperviewLayoutMargins`).
    private mutating func setMargins() {
        var margins: [EdgeInsets] = []
        // The same without the safe area's share: what a scroll view's content inherits.
        var ownMargins: [EdgeInsets] = []
        let safe = canvas.safeAreaInsets
        let rootSize = canvas.size
        for (i, v) in views.enumerated() {
            let e = v.ib.element
            // AppKit's NSView.layoutMarginsGuide: 20 on every side; UIKit's class default as the
            // model has it (8; a stack view's 0, docs/stack-views.md rule 13).
            var m = document.isMac ? EdgeInsets(all: 20) : session.state[v.id].layoutMargins
            if i == 0, scene.controller != nil, !document.isMac {
                // UIKit's system minimum margins: 16 on iPhones, 20 on the wider Plus/Max and
                // iPads; the Any/Any canvas (no device) shows 16 in Xcode 6 files (tools ≤ 7702) and 20 from Xcode 7 (8191) on
                // (measured on the corpus: ios-6254-worldfacts-main and ios-7702-animatedconstraints-main 16, ios-8191-stacks-main and ios-9531-encode-launchscreen 20).
                let side: Double = document.device != nil ? IBDeviceEnvironment.rootSideMargin(width: rootSize.width) : (IBSceneBuilder.toolsMajor(document) >= 8000 ? 20 : 16)
                m = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
            }
            if !document.isMac, e.name == "tableViewCellContentView", let cell = v.parent,
               let cm = IBCellContentMargins.margins(toolsMajor: IBSceneBuilder.toolsMajor(document),
                                                     layoutWidth: cellLayoutWidth(cell), accessory: views[cell].ib.element["accessoryType"]) {
                m = cm
            }
            if let given = IBSceneBuilder.documentMargins(e) { m = given }
            let f = v.rootFrame
            // Content of a scroll view is moved clear of the bars by its content inset, not by
            // the safe area (ios-14868-scrollguide-main.storyboard:23: a stack at y 0 of a scroll
            // view under a navigation bar keeps its 20-pt top margin).
            var inScrollView = false
            var ancestor = v.parent
            while let a = ancestor, !inScrollView {
                inScrollView = IBSceneBuilder.scrollingElements.contains(views[a].ib.elementName)
                ancestor = views[a].parent
            }
            let own = m
            if document.usesSafeAreas, e["insetsLayoutMarginsFromSafeArea"] != "NO", !inScrollView {
                m.top += max(0, min(safe.top - f.y, f.height))
                // The part of the view inside the bottom unsafe band (a view wholly below the
                // canvas, in a tall document, overlaps nothing of it).
                m.bottom += max(0, min(f.maxY, rootSize.height) - max(f.y, rootSize.height - safe.bottom))
            } else if i == 0, scene.controller != nil, !document.isMac, !document.usesSafeAreas {
                // iOS 8–10 root views: no safe area in their margins.
            }
            if let p = v.parent, e.isYes("preservesSuperviewLayoutMargins") {
                // A scroll view (table and collection views too) moves its content clear of the
                // bars by its content inset: what it passes down are its margins without the safe
                // area's share.
                let pm = IBSceneBuilder.scrollingElements.contains(views[p].ib.elementName) ? ownMargins[p] : margins[p]
                let pf = views[p].rootFrame
                m.left = max(m.left, pm.left - (f.x - pf.x))
                m.right = max(m.right, pm.right - (pf.maxX - f.maxX))
                m.top = max(m.top, pm.top - (f.y - pf.y))
                m.bottom = max(m.bottom, pm.bottom - (pf.maxY - f.maxY))
            }
            margins.append(m)
            ownMargins.append(own)
            // Only a change: a view's margins are re-read by every constraint to them (the
            // model's default is UIKit's for the class: 8, a stack view's 0).
            if m != session.state[v.id].layoutMargins || i == 0 { try? session.setLayoutMargins(v.id, m) }
        }
    }

    /// The width a table view cell is laid out in for its margins (IBCellContentMargins): its
    /// table's, or in a document of its own its iPhone device's portrait width, else its own.
    private func cellLayoutWidth(_ cell: Int) -> Double {
        var ancestor = views[cell].parent
        while let a = ancestor {
            if views[a].ib.elementName == "tableView" { return views[a].storedFrame.width }
            ancestor = views[a].parent
        }
        if let id = document.device?.id, let size = IBCanvas.deviceSizes[id], min(size.width, size.height) < 600 {
            return min(size.width, size.height)
        }
        return views[cell].storedFrame.width
    }

    /// UIScrollView and its subclasses, as IB's elements.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView"]

    /// The margins the document gives a view: `<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">` (leading as left); nil when neither.
    static func documentMargins(_ e: IBElement) -> EdgeInsets? {
        if let x = e.child("edgeInsets", key: "layoutMargins") {
            return EdgeInsets(top: IBView.number(x["top"]) ?? 0, left: IBView.number(x["left"]) ?? 0,
                              bottom: IBView.number(x["bottom"]) ?? 0, right: IBView.number(x["right"]) ?? 0)
        }
        if let x = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return EdgeInsets(top: IBView.number(x["top"]) ?? 0, left: IBView.number(x["leading"]) ?? 0,
                              bottom: IBView.number(x["bottom"]) ?? 0, right: IBView.number(x["trailing"]) ?? 0)
        }
        return nil
    }

    /// The build number of the Xcode that saved the document (`toolsVersion="9531"` → 9531).
    static func toolsMajor(_ document: IBDocument) -> Int {
        Int(document.toolsVersion?.split(separator: ".").first ?? "") ?? 0
    }

    // MARK: - Stack views

    private mutating func arrangeStacks() {
        for v in views where v.ib.elementName == "stackView" {
            let e = v.ib.element
            let arranged = v.ib.arrangedElements.compactMap { viewOf[ObjectIdentifier($0)] }
            if document.isMac {
                arrangeNSStack(v, e)
                continue
            }
            var p = StackViewProperties()
            if v.ib.stackAxis == "vertical" { p.axis = .vertical }
            if let d = e["distribution"] {
                if let dist = StackDistribution(rawValue: d) { p.distribution = dist } else {
                    notes.append(IBNote(line: e.line, .approximated, "unknown stack distribution '\(d)'; fill used"))
                }
            }
            if let a = e["alignment"] {
                let spelled = a == "baseline" ? "lastBaseline" : a
                if let al = StackAlignment(rawValue: spelled) { p.alignment = al } else {
                    notes.append(IBNote(line: e.line, .approximated, "unknown stack alignment '\(a)'; fill used"))
                }
            }
            if let s = IBView.number(e["spacing"]) { p.spacing = s }
            if e["spacingType"] == "standard" { p.spacing = 8 }
            // IB writes no arrangement flag: a stack view given layout margins in the document is
            // arranged inside them (the four corpus stacks with `<edgeInsets key="layoutMargins">` or
            // `<directionalEdgeInsets key="directionalLayoutMargins">` store their arranged views inset
            // by them: ios-12120-margins-main.storyboard:37, ios-14868-scrollguide-main.storyboard:23,
            // ios-15505-stackmargin-main.storyboard:23, ios-14490-margins-main.storyboard:37) — inferred.
            p.isLayoutMarginsRelativeArrangement = e.isYes("layoutMarginsRelativeArrangement")
                || e.child("edgeInsets", key: "layoutMargins") != nil || e.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            p.isBaselineRelativeArrangement = e.isYes("baselineRelativeArrangement")
            do {
                try session.setStackProperties(v.id, p)
                try session.arrange(arranged, in: v.id)
            } catch {
                notes.append(IBNote(line: e.line, .leftOut, "stack view \(session.state[v.id].name) not arranged: \(error)"))
            }
        }
    }

    /// An NSStackView (docs/interface-builder.md §7): `orientation`, `distribution` (absent:
    /// gravityAreas, AppKit's default), `alignment`, `spacing`, `detachesHiddenViews` (IB writes
    /// it only when YES, as it writes every attribute only when it differs from the archive's
    /// default — inferred), `<edgeInsets key="edgeInsets">`; arranged views in gravity areas
    /// (`<beginningViews>`, `<middleViews>`, `<endViews>`; plain `<subviews>` are arranged in the
    /// leading area), then `<visibilityPriorities>` and `<customSpacing>` (FLT_MAX: the stack's
    /// spacing), one entry per arranged view in that order.
    private mutating func arrangeNSStack(_ v: ImportedIBView, _ e: IBElement) {
        let name = session.state[v.id].name
        var p = NSStackViewProperties(orientation: e["orientation"] == "vertical" ? .vertical : .horizontal)
        if let d = e["distribution"] {
            if let dist = NSStackDistribution(rawValue: d) { p.distribution = dist } else {
                notes.append(IBNote(line: e.line, .approximated, "unknown NSStackView distribution '\(d)'; gravityAreas used"))
            }
        }
        if let a = e["alignment"] {
            let spelled = a == "baseline" ? "lastBaseline" : a
            if let al = NSStackAlignment(rawValue: spelled), al.applies(to: p.orientation) || al == .none { p.alignment = al } else {
                notes.append(IBNote(line: e.line, .approximated, "NSStackView alignment '\(a)' does not fit a \(p.orientation == .horizontal ? "horizontal" : "vertical") stack; \(p.alignment.rawValue) used"))
            }
        }
        if let s = IBView.number(e["spacing"]) { p.spacing = s }
        p.detachesHiddenViews = e.isYes("detachesHiddenViews")
        if let insets = e.child("edgeInsets", key: "edgeInsets") {
            p.edgeInsets = EdgeInsets(top: IBView.number(insets["top"]) ?? 0, left: IBView.number(insets["left"]) ?? 0,
                                      bottom: IBView.number(insets["bottom"]) ?? 0, right: IBView.number(insets["right"]) ?? 0)
        }
        var areas: [(NSStackGravity, [ViewID])] = []
        for (key, gravity) in [("subviews", NSStackGravity.leading), ("beginningViews", .leading), ("middleViews", .center), ("endViews", .trailing)] {
            let ids = e.children(named: key).flatMap { $0.children.filter(IBView.isView) }.compactMap { viewOf[ObjectIdentifier($0)] }
            if !ids.isEmpty { areas.append((gravity, ids)) }
        }
        let ordered = areas.flatMap(\.1)
        do {
            try session.setNSStackProperties(v.id, p)
            for (gravity, ids) in areas { try session.arrange(ids, in: v.id, gravity: gravity) }
            // One entry per arranged view, in order: an unread one (a note) keeps its place.
            let visibility = e.child("visibilityPriorities")?.children(named: "integer").map { IBView.number($0["value"]) } ?? []
            for (id, priority) in zip(ordered, visibility) {
                guard let priority, priority != 1000 else { continue }
                try session.setVisibilityPriority(Float(priority), of: id, in: v.id)
            }
            let spacing = e.child("customSpacing")?.children(named: "real").map { IBView.number($0["value"]) } ?? []
            for (id, value) in zip(ordered, spacing) {
                guard let value, abs(value) < 1e9 else { continue }
                try session.setCustomSpacing(value, after: id, in: v.id)
            }
        } catch {
            notes.append(IBNote(line: e.line, .leftOut, "NSStackView \(name) not arranged: \(error)"))
        }
    }

    // MARK: - Size-class variations

    /// Every `<mask>` include (true) and exclude (false) that can mask this scene's subviews and
    /// constraints (`variationScope`), by mask key and the referenced id, in document order (a
    /// reference's entries for one key: the last one).
    private(set) lazy var masks: [String: [String: [(TraitKey, Bool)]]] = {
        var out: [String: [String: [(TraitKey, Bool)]]] = [:]
        for v in variationScope.descendants() where v.name == "variation" {
            guard let key = v["key"] else { continue }
            for mask in v.children(named: "mask") {
                guard let maskKey = mask["key"] else { continue }
                for x in mask.children {
                    guard let r = x["reference"], x.name == "exclude" || x.name == "include" else { continue }
                    out[maskKey, default: [:]][r, default: []].append((TraitKey(key), x.name == "include"))
                }
            }
        }
        return out
    }()

    /// A view of the app's own class (`customClass`) that the constraints leave without a width
    /// or height and that IB does not mark ambiguous: IB knew its size without constraints, so
    /// its class gives one (an `IB_DESIGNABLE` view's intrinsicContentSize, which IB runs), and
    /// the stored frame stands for it, as a label's does for its text (docs/interface-builder.md
    /// §4.3). Measured with the placeholder constraints IB sees.
    private mutating func giveCustomClassesTheirSize() {
        let candidates = views.dropFirst().filter { v in
            !(v.ib.element["customClass"] ?? "").isEmpty && ["view", "customView"].contains(v.ib.elementName)
                && v.ib.frame != nil && !v.ib.isAmbiguous && session.state[v.id].explicitIntrinsicSize == nil
        }
        guard !candidates.isEmpty else { return }
        let measured = canvasSession().session
        for v in candidates {
            let free = Set(measured.frameAmbiguousAttributes(of: .view(v.id)))
            let width = free.contains("width"), height = free.contains("height")
            guard width || height else { continue }
            let f = v.modelFrame
            try? session.setIntrinsicSize(v.id, Size(width: width ? f.width : Size.noIntrinsicMetric, height: height ? f.height : Size.noIntrinsicMetric))
            let n = NumberFormatting.readable
            let (dimension, value) = width && height ? ("size", "\(n(f.width))×\(n(f.height))") : width ? ("width", n(f.width)) : ("height", n(f.height))
            let customClass = v.ib.element["customClass"] ?? ""
            session.state[v.id].interfaceBuilder?.intrinsicSizeSource =
                "the stored frame's \(dimension) (line \(v.ib.line)): \(customClass) gives its own (IB does not mark the view ambiguous)"
            notes.append(IBNote(line: v.ib.line, .approximated,
                "\(customClass) has no constraints for its \(dimension) and IB does not mark it ambiguous: its class gives one (IB_DESIGNABLE); plumb takes the stored \(dimension) \(value)"))
        }
        session.clearEvents()
    }

    /// Keeps what varies with the size classes for each imported view (docs/interface-builder.md
    /// §8): whether it is installed, a stack view's axis, its stored frames with their markers, and
    /// the intrinsic size each choice of classes gives it (as `import ib --traits` would).
    private mutating func recordViewVariations() {
        for v in views {
            let e = v.ib.element
            var tv = ViewTraitVariations()
            if let id = v.ib.id, let entries = masks["subviews"]?[id] {
                for (key, on) in entries { tv.installed[key] = on }
            }
            let variations = e.children(named: "variation").filter { $0["key"] != nil }
            if e.name == "stackView", !document.isMac, variations.contains(where: { $0["axis"] != nil }) {
                tv.stackAxis[.base] = e["axis"] == "vertical" ? .vertical : .horizontal
                for x in variations { if let a = x["axis"] { tv.stackAxis[TraitKey(x["key"]!)] = a == "vertical" ? .vertical : .horizontal } }
            }
            let framed = variations.filter { $0.child("rect", key: "frame") != nil || $0["misplaced"] != nil || $0["ambiguous"] != nil }
            if v.parent != nil, !document.isMac, !framed.isEmpty, let base = e.child("rect", key: "frame").flatMap(IBView.rect) {
                func marker(_ x: IBElement, _ name: String) -> Bool? { x[name].map { $0 == "YES" } }
                tv.storedFrames[.base] = StoredFrame(rect: base, isMisplaced: marker(e, "misplaced"), isAmbiguous: marker(e, "ambiguous"), hasFixedFrame: e.isYes("fixedFrame"))
                for x in framed {
                    tv.storedFrames[TraitKey(x["key"]!)] = StoredFrame(rect: x.child("rect", key: "frame").flatMap(IBView.rect) ?? base,
                        isMisplaced: marker(x, "misplaced"), isAmbiguous: marker(x, "ambiguous"), hasFixedFrame: x.isYes("fixedFrame"))
                }
                let cls = IBView.className(of: e, mac: false).base
                for choice in SizeClasses.allChoices {
                    var w = v
                    w.ib = IBView(e, traits: IBTraits(widthClass: choice.width?.rawValue, heightClass: choice.height?.rawValue))
                    if let f = w.ib.frame {
                        w.modelFrame = Rect(x: f.x + v.insets.left - v.parentInsets.left, y: f.y + v.insets.top - v.parentInsets.top,
                                            width: max(0, f.width - v.insets.left - v.insets.right), height: max(0, f.height - v.insets.top - v.insets.bottom))
                    }
                    // nil inside: the class's own (text metrics, or none).
                    let size: Size? = intrinsicSize(w, className: cls).size ?? nil
                    tv.intrinsicSize[choice.key] = .some(size)
                }
            }
            if !tv.isEmpty { try? session.setTraitVariations(tv, of: v.id) }
        }
    }

    // MARK: - Constraints

    private mutating func makeConstraints(stop: StopCheck) throws(IBReadError) {
        let excluded = traits.excluded("constraints", in: variationScope)
        for v in views {
            for c in v.ib.constraints {
                if stop.isRequested() { throw IBReadError(line: c.line, "interrupted") }
                addConstraint(c, owner: v.id, uninstalled: c["id"].map(excluded.contains) ?? false)
            }
        }
    }

    /// A constraint as read, ready for `addConstraint`.
    struct ReadConstraint {
        var first: Anchor
        var relation: LayoutRelation
        var second: Anchor?
        var multiplier: Double
        var constant: Double
        var priority: LayoutPriority
        var roundedFrom: Double?
    }

    private mutating func addConstraint(_ c: IBElement, owner: ViewID, uninstalled: Bool) {
        let label = c["identifier"].map { "'\($0)'" } ?? (c["id"] ?? "")
        if c.isYes("placeholder") {
            constraintsDropped += 1
            placeholders.append((c, owner))
            notes.append(IBNote(line: c.line, .dropped, "constraint \(label) is a placeholder (removed at build time, as Xcode does; the canvas check keeps it)"))
            return
        }
        func leaveOut(_ why: String) {
            constraintsLeftOut += 1
            notes.append(IBNote(line: c.line, .leftOut, "constraint \(label): \(why)"))
        }
        let read: ReadConstraint
        switch readConstraint(c, owner: owner, in: session) {
        case .success(let r): read = r
        case .failure(let why): return leaveOut(why.text)
        }
        if let from = read.roundedFrom {
            notes.append(IBNote(line: c.line, .approximated, "constraint \(label): priority \(from) rounded to the thousandth, \(read.priority)"))
        }
        do {
            let handle = try session.addConstraint(read.first, read.relation, read.second, multiplier: read.multiplier, constant: read.constant,
                                                   priority: read.priority, identifier: c["identifier"], active: !uninstalled,
                                                   // `symbolic="YES"`: IB's "Standard" spacing (the constant is its value).
                                                   standardSpacing: c.isYes("symbolic") && read.second != nil)
            constraintLines[handle] = c.line
            var tv = ConstraintTraitVariations()
            if let id = c["id"], let entries = masks["constraints"]?[id] {
                for (key, on) in entries { tv.installed[key] = on }
            }
            // Per-trait constants (§8) are kept for every key, so `traits` and `export ib` have them:
            // the element's own constant is `default`'s.
            let constantVariations = c.children.compactMap { v -> (TraitKey, Double)? in
                guard v.name == "variation", let key = v["key"], let text = v["constant"], let value = IBView.number(text) else { return nil }
                return (TraitKey(key), value)
            }
            if !constantVariations.isEmpty {
                tv.constant[.base] = c["constant"].flatMap { IBView.number($0) } ?? 0
                for (key, value) in constantVariations { tv.constant[key] = value }
            }
            if !tv.isEmpty { try? session.setTraitVariations(tv, of: handle) }
            constraintsImported += 1
            if uninstalled { constraintsUninstalled += 1 }
        } catch {
            leaveOut("\(error)")
        }
    }

    /// Placeholder constraints: not in the session (Xcode removes them at build time) but on
    /// IB's canvas, where the stored frames were computed.
    var placeholders: [(IBElement, ViewID)] = []

    /// The canvas as IB had it: a copy of the session with the placeholder constraints added,
    /// and the lines of those (the copy keeps the session's handles; `constraintLines` has theirs).
    func canvasSession() -> (session: LayoutSession, placeholderLines: [ConstraintHandle: Int]) {
        guard !placeholders.isEmpty else { return (session, [:]) }
        let canvas = session.copy()
        var lines: [ConstraintHandle: Int] = [:]
        for (c, owner) in placeholders {
            guard case .success(let r) = readConstraint(c, owner: owner, in: canvas) else { continue }
            if let h = try? canvas.addConstraint(r.first, r.relation, r.second, multiplier: r.multiplier, constant: r.constant, priority: r.priority) {
                lines[h] = c.line
            }
        }
        return (canvas, lines)
    }

    /// Each placeholder constraint's line and the views it constrains (a guide stands for its
    /// owner): what `check` ties a run-time problem to.
    func placeholderViews() -> [(line: Int, views: [ViewID])] {
        placeholders.compactMap { c, owner in
            guard case .success(let r) = readConstraint(c, owner: owner, in: session) else { return nil }
            let views = ([r.first.item] + (r.second.map { [$0.item] } ?? [])).map { item -> ViewID in
                switch item {
                case .view(let v): return v
                case .guide(let g): return session.state[g].owner
                }
            }
            return (c.line, views)
        }
    }

    private func readConstraint(_ c: IBElement, owner: ViewID, in session: LayoutSession) -> Result<ReadConstraint, Unresolved> {
        guard let firstAttribute = c["firstAttribute"] else { return .failure(Unresolved(text: "no firstAttribute")) }
        let first: Anchor
        switch resolve(c["firstItem"], firstAttribute, owner: owner, in: session) {
        case .success(let a): first = a
        case .failure(let why): return .failure(why)
        }
        var second: Anchor? = nil
        if let sa = c["secondAttribute"], sa != "notAnAttribute" {
            switch resolve(c["secondItem"], sa, owner: owner, in: session) {
            case .success(let a): second = a
            case .failure(let why): return .failure(why)
            }
        } else if c["secondItem"] != nil {
            return .failure(Unresolved(text: "secondItem without secondAttribute"))
        }
        var relation = LayoutRelation.equal
        switch c["relation"] {
        case nil, "equal": break
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let r?: return .failure(Unresolved(text: "unknown relation '\(r)'"))
        }
        guard let multiplier = IBConstraintNumbers.multiplier(c["multiplier"]) else {
            return .failure(Unresolved(text: "cannot read the multiplier '\(c["multiplier"] ?? "")'"))
        }
        // A per-trait constant: `<variation key="heightClass=regular-widthClass=compact" constant="130"/>`
        // inside the `<constraint>` (docs/interface-builder.md §8); the most specific applicable one wins.
        let constantText = traits.variations(of: c).last { $0["constant"] != nil }?["constant"] ?? c["constant"]
        guard var constant = constantText.map({ IBView.number($0) }) ?? 0 else {
            return .failure(Unresolved(text: "cannot read the constant '\(constantText ?? "")'"))
        }
        // A "standard" (symbolic) space to a legacy top or bottom layout guide is 8, whatever
        // constant the file stores (20): ios-4514-speakeasy-main.storyboard:81 stores 20 and its
        // view sits 8 below the 20-pt status bar (y 28); ios-4514-dynamictext-main.storyboard:99
        // the same below a navigation bar (y 72 = 64 + 8).
        if c.isYes("symbolic"), [c["firstItem"], c["secondItem"]].contains(where: { id in
            id.flatMap { document.elementsByID[$0]?.name } == "viewControllerLayoutGuide"
        }) {
            constant = constant < 0 ? -8 : 8
        }
        guard let priorityValue = c["priority"].map({ IBView.number($0) }) ?? 1000 else {
            return .failure(Unresolved(text: "cannot read the priority '\(c["priority"] ?? "")'"))
        }
        guard let priority = LayoutPriority(exactly: priorityValue) ?? LayoutPriority(nearest: priorityValue) else {
            return .failure(Unresolved(text: "priority \(c["priority"] ?? "") is outside 0 … 1000"))
        }
        return .success(ReadConstraint(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
                                       priority: priority, roundedFrom: LayoutPriority(exactly: priorityValue) == nil ? priorityValue : nil))
    }

    struct Unresolved: Error { var text: String }

    /// An item id (nil: the `<constraints>` owner) and attribute name as an anchor.
    private func resolve(_ id: String?, _ attributeName: String, owner: ViewID, in session: LayoutSession) -> Result<Anchor, Unresolved> {
        let attrName = attributeName == "baseline" ? "lastBaseline" : attributeName
        guard let attribute = LayoutAttribute(rawValue: attrName) else {
            return .failure(Unresolved(text: "unknown attribute '\(attributeName)'"))
        }
        guard let id else { return .success(Anchor(.view(owner), attribute)) }
        guard let e = document.elementsByID[id] else { return .failure(Unresolved(text: "no object has the id '\(id)'")) }
        if let v = viewOf[ObjectIdentifier(e)] { return .success(Anchor(.view(v), attribute)) }
        switch e.name {
        case "viewLayoutGuide", "keyboardLayoutGuide":
            let key = e["key"] ?? e.name
            guard let parent = e.parent, let ownerView = viewOf[ObjectIdentifier(parent)] else {
                return .failure(Unresolved(text: "relates to a \(key) guide outside the imported scene"))
            }
            switch key {
            case "safeArea": return .success(Anchor(.guide(session.guide(.safeArea, of: ownerView)), attribute))
            case "layoutMargins": return .success(Anchor(.guide(session.guide(.layoutMargins, of: ownerView)), attribute))
            case "contentLayoutGuide", "frameLayoutGuide":
                // A UIScrollView is made with both guides (docs/stack-views.md rules 38–39).
                let kind: LayoutGuide.Kind = key == "contentLayoutGuide" ? .scrollContent : .scrollFrame
                if let g = session.state.guides.firstIndex(where: { $0.owner == ownerView && $0.kind == kind }) {
                    return .success(Anchor(.guide(GuideID(g)), attribute))
                }
                return .failure(Unresolved(text: "relates to \(session.state[ownerView].name)'s \(key), which plumb has only for UIScrollView"))
            // `<keyboardLayoutGuide key="keyboard">` (Xcode 13+, docs/interface-builder.md §5.5).
            case "keyboard" where e.name == "keyboardLayoutGuide":
                return .success(Anchor(.guide(session.guide(.keyboard, of: ownerView)), attribute))
            default:
                return .failure(Unresolved(text: "relates to \(session.state[ownerView].name)'s <\(e.name) key=\"\(key)\">, a layout guide plumb does not know"))
            }
        case "viewControllerLayoutGuide":
            // Xcode's migration to the safe area (docs/interface-builder.md §5.3): the top guide's
            // bottom is the safe area's top, the bottom guide's top its bottom.
            let root = session.state.root
            let safe = LayoutItem.guide(session.guide(.safeArea, of: root))
            switch (e["type"], attribute) {
            case ("top", .bottom): return .success(Anchor(safe, .top))
            case ("top", .top): return .success(Anchor(.view(root), .top))
            case ("bottom", .top): return .success(Anchor(safe, .bottom))
            case ("bottom", .bottom): return .success(Anchor(.view(root), .bottom))
            default:
                return .failure(Unresolved(text: "the legacy \(e["type"] ?? "?") layout guide's \(attributeName) has no safe-area equivalent"))
            }
        default:
            if IBView.isView(e) { return .failure(Unresolved(text: "relates to \(e.name) \(id), outside the imported scene")) }
            return .failure(Unresolved(text: "'\(id)' is a <\(e.name)>, not a view or layout guide"))
        }
    }
}

/// Multipliers as IB writes them: `0.5`, `1/3`, `16:9` (a ÷ b).
enum IBConstraintNumbers {
    static func multiplier(_ s: String?) -> Double? {
        guard let s else { return 1 }
        for separator in [":", "/"] where s.contains(separator) {
            let parts = s.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = IBView.number(String(parts[0])), let b = IBView.number(String(parts[1])), b != 0 else { return nil }
            let m = a / b
            return m.isFinite && m != 0 ? m : nil
        }
        guard let m = IBView.number(s), m != 0 else { return nil }
        return m
    }
}
