import LayoutModel

/// AppKit controls whose frame is larger than their alignment rect (the rectangle constraints
/// act on): a label's frame is 2 pt wider on each side, a rounded push button's frame holds its
/// bezel's shadow, a box its border. Values in top-left terms (top, left, bottom, right),
/// measured on the corpus (docs/interface-builder.md "What plumb does": the constraints of
/// `mac-18122-coteditor-gotoline.storyboard` and `mac-5056-coteditor-keybindingspane.xib`
/// against their stored frames).
enum IBAlignmentInsets {
    /// UIKit: by element name (IB's `<switch>`, `<slider>`, `<segmentedControl>`), the same in
    /// every OS era the corpus holds. Measured on the train documents as AppKit's are (the
    /// stored frame's edge against a required constraint to the superview or to a sibling
    /// without insets; `docs/interface-builder.md` §7, "Alignment rects"):
    /// - a UISwitch's frame is 51 wide but its alignment rect 49: IB lays switches out 2 pt past
    ///   a trailing constraint (22 of 22 measured; `ios-16096-validate-main.storyboard:44`, a
    ///   51-wide switch at x 302 in a 359-wide view whose trailing margin is 8);
    /// - a UISlider's track is drawn 2 pt in from each side of its frame and 1 pt above its
    ///   bottom (left 11 of 11, right 11 of 11, bottom 10 of 10, top 0 in 13 of 13);
    /// - a UISegmentedControl's frame holds 1 pt below its segments (bottom 1 in 6 of 6, 29 and
    ///   32 high; top, left and right 0 in 58 of 58).
    static func ofUIKit(elementName: String) -> EdgeInsets {
        switch elementName {
        case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
        default: return .zero
        }
    }

    /// AppKit: by element, cell type, bezel, control size and the frame's height IB saved,
    /// which tells which AppKit drew the bezel (a regular rounded push button is saved 32 high
    /// with its shadow, 24 by the newest AppKit, which draws none). `toolsMajor`: the
    /// document's `toolsVersion` before the dot (Xcode 12, 17000, brought Big Sur's metrics).
    /// Measured on the train documents: for each control pinned to its superview's edge by a
    /// required constraint, the stored frame's edge against the constant (the most common
    /// value per edge; docs/interface-builder.md §7, "Alignment rects"). Edges no document
    /// measures are 0.
    static func of(_ e: IBElement, toolsMajor: Int) -> EdgeInsets {
        let cell = e.child(key: "cell")
        let frame = e.child("rect", key: "frame").flatMap(IBView.rect)
        let height = frame?.height ?? 0
        let size = cell?["controlSize"] ?? "regular"
        switch e.name {
        case "textField", "searchField", "secureTextField", "tokenField", "comboBox":
            let bezeled = cell?["borderStyle"] == "bezel" || cell?.isYes("bezeled") == true || cell?["bezelStyle"] != nil
            // A label (no bezel) draws its text 2 pt in from each side of its frame.
            return e.name == "textField" && !bezeled ? EdgeInsets(top: 0, left: 2, bottom: 0, right: 2) : .zero
        case "button":
            return button(type: cell?["type"], bezel: cell?["bezelStyle"], size: size, height: height, toolsMajor: toolsMajor)
        case "popUpButton":
            switch (size, height) {
            case ("regular", 25...26): return EdgeInsets(top: 1, left: 3, bottom: 4, right: 4)
            case ("large", 39...41): return EdgeInsets(top: 6, left: 5, bottom: 6, right: 5)
            case ("small", 21...23): return EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)
            default: return .zero
            }
        case "slider" where cell?["sliderType"] != "circular" && !e.isYes("vertical") && height >= 24:
            // A horizontal slider with tick marks below: its track sits 2 pt in, 6 pt above the bottom.
            return EdgeInsets(top: 2, left: 2, bottom: 6, right: 2)
        case "box" where e["boxType"] == "separator":
            // A separator's frame is 5 pt thick around its 1-pt line, centred: constraints act on
            // the line (macos-glushchenko_fsnotes-Main.storyboard:951, a 5-high separator at
            // y 473 whose `top = pathControl.bottom + 20` holds 2 pt inside the frame and the
            // label below it, `top = box.bottom + 20`, 2 pt inside the frame's bottom). AppKit
            // draws the line across the longer side.
            guard let f = frame else { return .zero }
            return f.width >= f.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "box":
            // A primary box draws its bezel inside its frame; old-style and custom boxes do not
            // (mac-6154-sparkle-updatealert.xib:120, an old-style box pinned by its frame).
            return ["custom", "oldStyle"].contains(e["boxType"] ?? "") ? .zero : EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }

    private static func button(type: String?, bezel: String?, size: String, height: Double, toolsMajor: Int) -> EdgeInsets {
        switch (type ?? "push", bezel) {
        case ("push", "rounded"):
            switch (size, height) {
            case ("regular", 31...33):
                // Big Sur's push button is 20 high in its 32-pt frame, the older one 21.
                return toolsMajor >= 17000 ? EdgeInsets(top: 5, left: 7, bottom: 7, right: 7) : EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            case ("large", 39...43): return EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
            case ("small", 26...28): return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            default: return .zero
            }
        case ("check", _), ("radio", _):
            switch (size, height) {
            case ("regular", 18):
                // Big Sur's box is drawn 2 pt in on the left only; the older one 2 pt in all round.
                return toolsMajor >= 17000 ? EdgeInsets(top: 1, left: 2, bottom: 1, right: 0) : EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            case ("small", 16): return EdgeInsets(top: 1, left: 1, bottom: 1, right: 0)
            case ("large", 22): return EdgeInsets(top: 2.5, left: 3, bottom: 2.5, right: 0)
            default: return .zero
            }
        case (_, "helpButton"):
            return EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        case (_, "smallSquare"):
            return height >= 19 ? EdgeInsets(top: 1, left: 0, bottom: 1, right: 0) : .zero
        default:
            return .zero
        }
    }
}
