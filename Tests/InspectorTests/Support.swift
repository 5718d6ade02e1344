import Testing
import Inspector
import LayoutModel
import LayoutText
import LayoutSyntax
import ShellTestSupport

/// The output of the last command of `script` alone: runs the rest first, then the last line.
func lastOutput(_ script: String) -> String {
    var lines = script.split(separator: "\n").map(String.init)
    let last = lines.removeLast()
    let r = runShell(lines: [last], session: runShell(lines.joined(separator: "\n")).session)
    return r.out + r.err
}

enum Scenarios {
    /// The seed log: a label and a text field in a 320-point root, the label at least 400 wide.
    static let seed = """
        add view label UILabel text "Name"
        add view field UITextField
        add label.leading == root.leadingMargin
        add field.leading == label.trailing + 8
        add field.trailing == root.trailingMargin
        add label.width >= 400 id "Label Width"
        """
    /// Example 5-1: a label centred with constraints while it translates its autoresizing mask.
    static let example51 = """
        add view label UILabel text "Hello World"
        translates label on mask h=--& v=--& frame 0 0 100 30
        add label.centerX == root.centerX
        add label.centerY == root.centerY
        """
    /// Example 5-2: 50 and 80 points from the leading edge.
    static let example52 = """
        add view label UILabel text "Hello"
        add label.top == root.top + 20
        pin H:|-50-[label]
        pin H:|-80-[label]
        """
    /// Example 5-11: V0 placed horizontally only.
    static let example511 = """
        add view V0
        add V0.left == root.left + 211
        add V0.width == 50
        add V0.height == 50
        """
    /// Examples 5-8 and 5-9: an image view with 64×64 content, 100×100 wanted at a low priority.
    static func image(hugging: Int, wanted: Int) -> String {
        """
        add view img UIImageView intrinsic 64x64
        hug img H \(hugging)
        hug img V \(hugging)
        add img.width == 100 @\(wanted)
        add img.height == 100 @\(wanted)
        add img.centerX == root.centerX
        add img.centerY == root.centerY
        """
    }
}
