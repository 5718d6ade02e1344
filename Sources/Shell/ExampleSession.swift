/// The built-in example session (`plumb --example`, `Scripts/plumb`): a name label and a text
/// field on one line, pinned with standard spacing — a small, clean layout with no conflict and
/// no ambiguity, to try the inspectors and break on purpose.
public enum ExampleSession {
    /// The script, as `load` would run it.
    public static let script = """
        # plumb's example session: a name label and a text field on one line
        root 320x504
        add view label UILabel text "Name"
        add view field UITextField
        hug label H 251
        pin H:|-[label]-[field]-|
        pin V:|-[label]
        add field.top == label.top
        """

    /// The name errors in the script are reported under.
    public static let fileName = "<example>"
}
