import LayoutModel
import LayoutSyntax

/// What an expression in constraint code evaluates to, as far as layout goes. Readers evaluate
/// expressions to these, then statements turn them into `ConstraintCode`.
indirect enum CodeValue: Hashable {
    /// A name not bound to anything else: a view variable (made up when never declared).
    case name(String)
    /// A layout guide or a superview.
    case item(CodeItem)
    case anchor(CodeAnchor)
    /// Constraints made by the code so far: indices into `ConstraintCode.constraints` and
    /// `.visualFormats`.
    case constraints([ConstraintRef])
    case number(Double)
    case priority(LayoutPriority)
    case string(String)
    case bool(Bool)
    case array([CodeValue])
    case dictionary([DictionaryEntry])
    /// `.vertical`, `.defaultHigh`, `.alignAllTop`: a member not yet given a type.
    case member(String)
    case insets(EdgeInsets)
    case size(Double, Double)
    /// A new view of a class (`UILabel()`), with the views it arranges (`UIStackView(arrangedSubviews:)`)
    /// and its frame (`UIView(frame: CGRect(…))`).
    case newView(String, arranged: [CodeValue], frame: Rect?)
    case rect(Rect)
    /// SnapKit's `view.snp` and `view.snp.edges`-like targets.
    case snp(CodeItem, [LayoutAttribute])
    /// `topLayoutGuide` / `bottomLayoutGuide` (iOS 7–10): the root's safe-area edge their
    /// `bottomAnchor` / `topAnchor` stand for today.
    case legacyGuide(LayoutAttribute)
    case null
    /// Something the reader cannot use, with why.
    case unknown(String)

    struct DictionaryEntry: Hashable {
        var key: String
        var value: CodeValue
    }

    enum ConstraintRef: Hashable {
        case single(Int)
        case visualFormat(Int)
    }

    /// The item a value stands for, if any.
    var item: CodeItem? {
        switch self {
        case .name(let n): return .view(n)
        case .item(let i): return i
        case .snp(let i, let attributes) where attributes.isEmpty: return i
        default: return nil
        }
    }

    var number: Double? {
        switch self {
        case .number(let x): return x
        case .priority(let p): return p.value
        default: return nil
        }
    }

    /// A priority: a named one, a number, `UILayoutPriority(…)`.
    var priority: LayoutPriority? {
        switch self {
        case .priority(let p): return p
        case .number(let x): return LayoutPriority(exactly: x)
        case .member(let m): return CodeVocabulary.namedPriority(m)
        default: return nil
        }
    }

    var constraintRefs: [ConstraintRef]? {
        switch self {
        case .constraints(let r): return r
        case .array(let values):
            var out: [ConstraintRef] = []
            for v in values {
                guard let r = v.constraintRefs else { return nil }
                out += r
            }
            return out
        default: return nil
        }
    }

    /// A field of a value type: `padding.top` of `UIEdgeInsets`, `size.width` of `CGSize`,
    /// `frame.size`, `frame.width` of `CGRect`; nil for other values and names.
    func field(_ name: String) -> CodeValue? {
        switch (self, name) {
        case (.insets(let i), "top"): return .number(i.top)
        case (.insets(let i), "left"): return .number(i.left)
        case (.insets(let i), "bottom"): return .number(i.bottom)
        case (.insets(let i), "right"): return .number(i.right)
        case (.size(let w, _), "width"): return .number(w)
        case (.size(_, let h), "height"): return .number(h)
        case (.rect(let r), "size"): return .size(r.width, r.height)
        case (.rect(let r), "width"): return .number(r.width)
        case (.rect(let r), "height"): return .number(r.height)
        default: return nil
        }
    }

    /// The first part of an array (or the value itself) that could not be read, with its reason:
    /// what to report when `[a, b, c]` is not all constraints.
    var firstUnknown: CodeValue? {
        switch self {
        case .unknown: return self
        case .array(let values): return values.lazy.compactMap(\.firstUnknown).first
        default: return nil
        }
    }

    /// What it is, for messages.
    var kind: String {
        switch self {
        case .name: return "a view"
        case .item: return "a layout guide"
        case .anchor: return "an anchor"
        case .constraints: return "constraints"
        case .number: return "a number"
        case .priority: return "a priority"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .array: return "an array"
        case .dictionary: return "a dictionary"
        case .member(let m): return "'.\(m)'"
        case .insets: return "insets"
        case .size: return "a size"
        case .newView(let c, _, _): return "a new \(c)"
        case .rect: return "a rectangle"
        case .snp: return "a SnapKit target"
        case .legacyGuide: return "a legacy layout guide"
        case .null: return "nil"
        case .unknown: return "an expression plumb cannot read"
        }
    }
}
