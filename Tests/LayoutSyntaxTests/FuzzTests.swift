import Testing
import LayoutSyntax
import PlumbTestSupport

/// Seeds of valid text to mutate: every table input plus generated canonical texts.
func fuzzCorpus(using generator: inout TreeGenerator) -> [String] {
    var corpus = goodFormats.map(\.0) + malformedFormats.map(\.0) + goodEquations.map(\.0)
        + malformedEquations.map(\.0) + goodPins.map(\.0) + malformedPins.map(\.0)
    for _ in 0..<300 {
        corpus.append(generator.format().canonicalText)
        corpus.append(generator.equation().canonicalText)
        let format = generator.format()
        corpus.append(PinCommand(format: format, options: generator.options(for: format)).canonicalText)
    }
    return corpus
}

let fuzzAlphabet: [Character] = Array("HV:|-[]()@,=<>!+*.0123456789abexyzAB_'\" \t\\<>#é分\n") + ["\u{0}", "\u{301}", "×"]

/// One random or mutated string.
func fuzzString(corpus: [String], generator: inout TreeGenerator) -> String {
    if generator.chance(0.3) {
        // Random string over the grammar's alphabet.
        return String((0..<Int.random(in: 0...40, using: &generator.rng)).map { _ in generator.pick(fuzzAlphabet) })
    }
    var chars = Array(generator.pick(corpus))
    for _ in 0..<Int.random(in: 1...4, using: &generator.rng) {
        let position = chars.isEmpty ? 0 : Int.random(in: 0...chars.count, using: &generator.rng)
        switch Int.random(in: 0..<5, using: &generator.rng) {
        case 0: chars.insert(generator.pick(fuzzAlphabet), at: position)
        case 1: if position < chars.count { chars.remove(at: position) }
        case 2: if position < chars.count { chars[position] = generator.pick(fuzzAlphabet) }
        case 3: // Duplicate a slice.
            if position < chars.count {
                let end = min(chars.count, position + Int.random(in: 1...8, using: &generator.rng))
                chars.insert(contentsOf: chars[position..<end], at: position)
            }
        default: // Cut the tail.
            chars.removeSubrange(min(position, chars.count)..<chars.count)
        }
    }
    return String(chars)
}

enum FuzzOutcome {
    case accepted, rejected, broken
}

/// Every failure lands inside the text (or just after it), every success prints back to itself.
func checkFuzzResult<T: SyntaxNode>(_ text: String, _ parse: (String) throws(Diagnostic) -> T, print: (T) -> String) -> FuzzOutcome {
    let length = text.count
    do {
        let tree = try parse(text)
        let canonical = print(tree)
        guard let reparsed = try? parse(canonical), reparsed.isStructurallyEqual(to: tree), print(reparsed) == canonical else {
            Issue.record("accepted \(String(reflecting: text)) but its canonical text \(String(reflecting: canonical)) does not round-trip")
            return .broken
        }
        return .accepted
    } catch {
        guard error.column >= 1, error.column <= length + 1, error.endColumn > error.column, error.endColumn <= length + 2,
              !error.message.isEmpty else {
            Issue.record("\(String(reflecting: text)): column \(error.column)-\(error.endColumn) outside 1...\(length + 1): \(error.message)")
            return .broken
        }
        let rendered = error.rendered(source: text, file: "fuzz", line: 1)
        if rendered.split(separator: "\n", omittingEmptySubsequences: false).count < 3 {
            Issue.record("\(String(reflecting: text)): rendered diagnostic has fewer than three lines")
            return .broken
        }
        return .rejected
    }
}

@Test(.timeLimit(.minutes(10)), .tags(.slow))
func fuzzBothParsers() {
    var generator = TreeGenerator(seed: 0xF022)
    let corpus = fuzzCorpus(using: &generator)
    var outcomes: [String: [FuzzOutcome: Int]] = ["format": [:], "pin": [:], "equation": [:]]
    for _ in 0..<100_000 {
        let text = fuzzString(corpus: corpus, generator: &generator)
        outcomes["format"]![checkFuzzResult(text, { (s) throws(Diagnostic) in try VisualFormat.parse(s) }, print: \.canonicalText), default: 0] += 1
        outcomes["pin"]![checkFuzzResult(text, { (s) throws(Diagnostic) in try PinCommand.parse(s) }, print: \.canonicalText), default: 0] += 1
        outcomes["equation"]![checkFuzzResult(text, { (s) throws(Diagnostic) in try ConstraintEquation.parse(s) }, print: \.canonicalText), default: 0] += 1
        if outcomes.values.contains(where: { ($0[.broken] ?? 0) > 20 }) { break }
    }
    for (parser, counts) in outcomes {
        #expect(counts[.broken] == nil, "\(parser)")
        // The mutations keep a fair share valid, so the success path is exercised too.
        #expect((counts[.accepted] ?? 0) > 1000, "\(parser)")
        #expect((counts[.rejected] ?? 0) > 10_000, "\(parser)")
    }
}

@Test func pathologicalInputsFinishQuickly() {
    let long = String(repeating: "[a]-", count: 5000) + "[a]"
    #expect((try? VisualFormat.parse(long))?.views.count == 5001)
    let deep = "[a(" + String(repeating: "1,", count: 10000) + "1)]"
    #expect((try? VisualFormat.parse(deep))?.views[0].predicates.count == 10001)
    let unterminated = "[UILabel:0x1'" + String(repeating: "'x", count: 10000)
    #expect(syntaxError { () throws(Diagnostic) in try VisualFormat.parse(unterminated) } != nil)
    let label = "a.width == UILabel:0x1'" + String(repeating: "'", count: 10000)
    #expect(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(label) } != nil)
    let digits = "a.width == " + String(repeating: "9", count: 5000)
    #expect(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(digits) }?.message.hasPrefix("number '999") == true)
    let spaces = String(repeating: " ", count: 10000)
    #expect(syntaxError { () throws(Diagnostic) in try ConstraintEquation.parse(spaces) }?.column == 10001)
}
