/// A whole word read as a reference to a view, guide or constraint, in every form plumb (and
/// UIKit) prints one, so that whatever a user copies from the output can be typed back where a
/// name goes:
///
/// - a name or nametag: `label`, `NameLabel`;
/// - a pseudo-address: `0x7a85e3a0`;
/// - Apple's description: `UILabel:0x7a85e3a0`, with a label `UILabel:0x7a85e3a0'Name'`, in
///   brackets `<UILabel:0x7a85e3a0>`;
/// - the book's stringValue form: `<V0:0x7a85e3a0>` (a nametag before the colon);
/// - UIKit's `po` descriptions, whole or cut short: `<UILabel: 0x7a85e3a0; frame = …>`,
///   `<NSLayoutConstraint:0x7b91aae0 'Label Width' H:[…]>` (in brackets, anything may follow
///   the address up to the closing `>`).
///
/// A word that is none of the printed forms is a name.
extension ItemReference {
    public init(word: String) {
        self = ItemReference.printed(word) ?? .name(word)
    }

    /// The printed forms (not plain names); nil for anything else.
    static func printed(_ word: String) -> ItemReference? {
        var chars = Array(word)[...]
        if let (address, rest) = Self.address(chars), rest.isEmpty { return .address(address) }
        let bracketed = chars.first == "<"
        if bracketed {
            guard chars.last == ">", chars.count > 2 else { return nil }
            chars = chars.dropFirst().dropLast()
        }
        guard let colon = chars.firstIndex(of: ":") else { return nil }
        let className = String(chars[..<colon])
        guard Self.isDottedName(className) else { return nil }
        var rest = chars[(colon + 1)...]
        // UIKit's own descriptions put a space after the colon: `<UILabel: 0x7a85e3a0; …>`.
        if bracketed { rest = rest.drop(while: { $0 == " " }) }
        guard let (address, afterAddress) = Self.address(rest) else { return nil }
        rest = afterAddress
        var label: String?
        if rest.first == "'" {
            let body = rest.dropFirst()
            guard let close = body.firstIndex(of: "'") else { return nil }
            label = String(body[..<close])
            rest = body[(close + 1)...]
        }
        if bracketed {
            // What follows the address in a description: a label, `; frame = …`, a constraint's
            // identifier and formula. The address decides.
            guard rest.isEmpty || rest.first == " " || rest.first == ";" || label != nil else { return nil }
        } else if !rest.isEmpty {
            return nil
        }
        return .object(ObjectDescription(className: className, handle: .address(address), label: label, isBracketed: bracketed))
    }

    /// `0x` and 1…16 hex digits at the start of `chars` (not followed by more hex digits), and
    /// what follows.
    private static func address(_ chars: ArraySlice<Character>) -> (UInt64, ArraySlice<Character>)? {
        guard chars.count > 2, chars.first == "0", chars.dropFirst().first == "x" else { return nil }
        let digits = chars.dropFirst(2).prefix(while: \.isHexDigit)
        guard !digits.isEmpty, digits.count <= SyntaxLimits.maximumAddressDigits,
              let value = UInt64(String(digits), radix: 16) else { return nil }
        return (value, chars[digits.endIndex...])
    }

    /// `UILabel`, `Trust.BrowserNavigationBar`, `_UILayoutGuide`: identifiers joined by dots.
    private static func isDottedName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// The pseudo-address the reference gives, if any.
    public var address: UInt64? {
        switch self {
        case .name: return nil
        case .address(let a): return a
        case .object(let object):
            if case .address(let a) = object.handle { return a }
            return nil
        }
    }
}
