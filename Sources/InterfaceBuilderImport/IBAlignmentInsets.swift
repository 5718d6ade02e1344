import LayoutModel

/// AppKit controls whose frame is larger than their alignment rect (the rectangle constraints
/// act on): a label's frame is 2 pt wider on each side, a rounded push button's frame holds its
/// bezel's shadow, a box its border. Values in top-left terms (top, left, bottom, right),
/// measured on the corpus (docs/interface-builder.md "What plumb does": the constraints of
/// `mac-18122-coteditor-gotoline.storyboard` and `mac-5056-coteditor-keybindingspane.xib`
/// against their stored frames).
enum IBAlignmentInsets {
    /// UIKit: a UISwitch's frame is 51 wide but its alignment rect 49 — IB lays switches out
    /// 2 pt past a trailing constraint (ios-16096-validate-main.storyboard:44: a 51-wide switch at
    /// x 302 in a 359-wide view whose trailing margin is 8).
    static func ofUIKit(_ e: IBElement) -> EdgeInsets {
        e.name == "switch" ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero
    }

    static func of(_ e: IBElement) -> EdgeInsets {
        let cell = e.child(key: "cell")
        switch e.name {
        case "textField":
            let bezeled = cell?["borderStyle"] == "bezel" || cell?.isYes("bezeled") == true || cell?["bezelStyle"] != nil
            return bezeled ? .zero : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "button":
            switch cell?["bezelStyle"] {
            case "rounded": return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
            case "helpButton": return EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
            default: return .zero
            }
        case "popUpButton":
            return EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        case "box" where e["boxType"] == "separator":
            // A separator's frame is 5 pt thick around its 1-pt line, centred: constraints act on
            // the line (macos-glushchenko_fsnotes-Main.storyboard:951, a 5-high separator at
            // y 473 whose `top = pathControl.bottom + 20` holds 2 pt inside the frame and the
            // label below it, `top = box.bottom + 20`, 2 pt inside the frame's bottom). AppKit
            // draws the line across the longer side.
            guard let f = e.child("rect", key: "frame").flatMap(IBView.rect) else { return .zero }
            return f.width >= f.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case "box":
            // A primary box draws its bezel inside its frame; old-style and custom boxes do not
            // (mac-6154-sparkle-updatealert.xib:120, an old-style box pinned by its frame).
            return ["custom", "oldStyle"].contains(e["boxType"] ?? "") ? .zero : EdgeInsets(top: 2, left: 3, bottom: 4, right: 3)
        default:
            return .zero
        }
    }
}
