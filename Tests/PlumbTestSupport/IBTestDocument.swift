/// The smallest iOS xib a test needs: a 320×480 root view `root1`, the given subview elements
/// inside its `<subviews>`, the given constraint elements inside its `<constraints>`. Line 7 is
/// the first subview line, so tests can name lines of what they put in.
public enum IBTestDocument {
    public static func xib(subviews: [String], constraints: [String] = []) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" toolsVersion=\"21701\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\">",
            "    <objects>",
            "        <view contentMode=\"scaleToFill\" id=\"root1\">",
            "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>",
            "            <subviews>",
        ]
        lines += subviews.map { "                " + $0 }
        lines.append("            </subviews>")
        if !constraints.isEmpty {
            lines.append("            <constraints>")
            lines += constraints.map { "                " + $0 }
            lines.append("            </constraints>")
        }
        lines += ["        </view>", "    </objects>", "</document>"]
        return lines.joined(separator: "\n")
    }
}
