extension String {
    /// A content mode as commands and scripts spell it: "Scale Aspect Fill" → "scale-aspect-fill".
    func replacingSpaces() -> String { lowercased().split(separator: " ").joined(separator: "-") }
}
