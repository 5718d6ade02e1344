/// The smallest Interface Builder documents a test needs: a root view with the given subview
/// elements inside its `<subviews>` and constraint elements inside its `<constraints>`. Line 7 is
/// the first subview line, so tests can name lines of what they put in.
public enum IBTestDocument {
    /// An iOS xib whose root is a 320×480 `<view id="root1">`.
    public static func xib(subviews: [String], constraints: [String] = []) -> String {
        document("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\">",
                 root: ("view contentMode=\"scaleToFill\" id=\"root1\"", "view"), size: "width=\"320\" height=\"480\"",
                 subviews: subviews, constraints: constraints)
    }

    /// A macOS xib whose root is a 300×100 `<customView id="ROOT">`.
    public static func appKitXib(subviews: [String], constraints: [String] = []) -> String {
        document("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" toolsVersion=\"22505\" targetRuntime=\"MacOSX.Cocoa\" useAutolayout=\"YES\">",
                 root: ("customView id=\"ROOT\"", "customView"), size: "width=\"300\" height=\"100\"",
                 subviews: subviews, constraints: constraints)
    }

    /// A macOS xib with an NSGridView of one row and two cells (a text field and a button) at
    /// line 7, placed 20 from the root's leading and top.
    public static let appKitGrid = appKitXib(subviews: [
        "<gridView xPlacement=\"leading\" yPlacement=\"bottom\" rowAlignment=\"firstBaseline\" columnSpacing=\"10\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"GRID\">",
        "    <rect key=\"frame\" x=\"20\" y=\"20\" width=\"200\" height=\"60\"/>",
        "    <rows><gridRow id=\"R1\"/></rows>",
        "    <columns><gridColumn xPlacement=\"trailing\" id=\"C1\"/><gridColumn id=\"C2\"/></columns>",
        "    <gridCells>",
        "        <gridCell row=\"R1\" column=\"C1\" id=\"G1\">",
        "            <textField key=\"contentView\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"T1\">",
        "                <rect key=\"frame\" x=\"0.0\" y=\"20\" width=\"60\" height=\"16\"/>",
        "            </textField>",
        "        </gridCell>",
        "        <gridCell row=\"R1\" column=\"C2\" id=\"G2\">",
        "            <button key=\"contentView\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"B1\">",
        "                <rect key=\"frame\" x=\"70\" y=\"14\" width=\"100\" height=\"32\"/>",
        "            </button>",
        "        </gridCell>",
        "    </gridCells>",
        "</gridView>",
    ], constraints: [
        "<constraint firstItem=\"GRID\" firstAttribute=\"leading\" secondItem=\"ROOT\" secondAttribute=\"leading\" constant=\"20\" id=\"K1\"/>",
        "<constraint firstItem=\"GRID\" firstAttribute=\"top\" secondItem=\"ROOT\" secondAttribute=\"top\" constant=\"20\" id=\"K2\"/>",
    ])

    /// `root`: the root element's opening (without `<`) and its name.
    private static func document(_ header: String, root: (open: String, name: String), size: String,
                                 subviews: [String], constraints: [String]) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            header,
            "    <objects>",
            "        <\(root.open)>",
            "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" \(size)/>",
            "            <subviews>",
        ]
        lines += subviews.map { "                " + $0 }
        lines.append("            </subviews>")
        if !constraints.isEmpty {
            lines.append("            <constraints>")
            lines += constraints.map { "                " + $0 }
            lines.append("            </constraints>")
        }
        lines += ["        </\(root.name)>", "    </objects>", "</document>"]
        return lines.joined(separator: "\n")
    }
}
