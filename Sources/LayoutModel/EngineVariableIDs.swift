extension LayoutSession {
    /// The engine's ids of an item's minX, minY, width and height variables, as
    /// `_autolayoutTrace` prints them (`UILabel:0x….minX{id: 12}`), without naming solver types.
    public func engineVariableIDs(of item: LayoutItem) -> (minX: Int, minY: Int, width: Int, height: Int) {
        let v = engineVariables(of: item)
        return (v.minX.id, v.minY.id, v.width.id, v.height.id)
    }
}
