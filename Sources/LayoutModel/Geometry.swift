/// A width and a height. `noIntrinsicMetric` (−1) marks an axis without a natural size.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let noIntrinsicMetric = -1.0
    /// UIKit's `{-1, -1}`: no intrinsic size on either axis.
    public static let none = Size(width: noIntrinsicMetric, height: noIntrinsicMetric)

    public subscript(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

/// An origin and a size.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
}

/// Insets from each edge (layout margins, safe area, alignment rectangle).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets(all: 0)
}

/// A 2-D affine transform. Kept and reported, never used for layout (as in UIKit).
public struct AffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public var isIdentity: Bool { self == .identity }
}

/// The two layout axes.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal = "H"
    case vertical = "V"
}

/// A value per axis (hugging and compression-resistance priorities).
public struct AxisPair<Value: Hashable & Sendable>: Hashable, Sendable {
    public var horizontal: Value
    public var vertical: Value

    public init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(_ axis: Axis) -> Value {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}
