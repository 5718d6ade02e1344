/// Which words a signature allows after the words typed so far: what Tab completion offers.
///
/// Every form is matched at once, word by word, as a small nondeterministic automaton: a state is
/// the list of parts still to come. Optional parts may be skipped, `anyOrder` groups taken in any
/// order (each once), repeated parts taken again. A word that is exactly one of the words a
/// state expects (a literal, or one of a keyword parameter's words) is read that way only:
/// `add view x in ` means the `in` of `[in SUPERVIEW]`, not a class named "in".
extension CommandSignature {
    /// A word that may come next.
    enum NextWord {
        case literal(String)
        case parameter(Parameter)
    }

    /// What may follow `words` (the words after the command name), in the order of the forms.
    func next(after words: [String]) -> [NextWord] {
        var states: [[ArgumentPart]] = forms.flatMap { Self.expand($0.parts) }
        for word in words {
            var strong: [[ArgumentPart]] = []
            var weak: [[ArgumentPart]] = []
            for state in states {
                guard let first = state.first else { continue }
                let after = Array(state.dropFirst())
                switch first {
                case .literal(let literal):
                    if literal == word { strong += Self.expand(after) }
                case .parameter(let p):
                    if case .keyword(let choices) = p.kind, choices.contains(where: { $0.lowercased() == word.lowercased() }) {
                        strong += Self.expand(after)
                    } else {
                        weak += Self.expand(after)
                    }
                default:
                    break
                }
            }
            states = strong.isEmpty ? weak : strong
            if states.isEmpty { return [] }
        }
        var found: [NextWord] = []
        for state in states {
            switch state.first {
            case .literal(let word)?: found.append(.literal(word))
            case .parameter(let p)?: found.append(.parameter(p))
            default: break
            }
        }
        return found
    }

    /// The states a list of parts can be in before its next word: each starts with a literal or
    /// a parameter, or is empty (the form may end here).
    static func expand(_ parts: [ArgumentPart]) -> [[ArgumentPart]] {
        guard let first = parts.first else { return [[]] }
        let rest = Array(parts.dropFirst())
        switch first {
        case .literal, .parameter:
            return [parts]
        case .optional(let inner):
            return expand(inner + rest) + expand(rest)
        case .anyOrder(let groups):
            var states: [[ArgumentPart]] = []
            for (i, group) in groups.enumerated() {
                var others = groups
                others.remove(at: i)
                states += expand(group + [.anyOrder(others)] + rest)
            }
            return states + expand(rest)
        case .repeated(let part):
            return expand([part, .optional([.repeated(part)])] + rest)
        case .rest(let inner):
            return expand(inner + rest)
        }
    }
}
