import Foundation
import LayoutModel
import PlumbTestSupport
import Testing
@testable import CodeImport

/// The Swift and Objective-C readers and the builder on mutated constraint code: the corpus snippets and the
/// round-trip forms cut, spliced, with tokens swapped and characters flipped, in both readers.
/// Nothing may crash or hang, and every diagnostic must point inside its input. A few
/// thousand inputs by default; `PLUMB_CODE_FUZZ_INPUTS=100000` for the full run of issue 16.
@Suite(.tags(.slow)) struct CodeFuzzTests {
    static let count = Int(ProcessInfo.processInfo.environment["PLUMB_CODE_FUZZ_INPUTS"] ?? "") ?? 3_000

    static let fragments = [
        "view", "self.view", "label", "a", "b", ".", "(", ")", "[", "]", "{", "}", ",", ":", "=", "\n",
        "leadingAnchor", "trailingAnchor", "widthAnchor", "topAnchor", "centerXAnchor", ".constraint(equalTo: ",
        ".constraint(equalToConstant: ", "constant: ", "multiplier: ", ".isActive = true", ".priority = ",
        "UILayoutPriority(", ".defaultHigh", "999", "-16", "0.5", "1e308", "\"H:|-[a]-|\"", "\"V:[a(==b)]\"",
        "NSLayoutConstraint.activate([", "NSLayoutConstraint.constraints(withVisualFormat: ", "options: [], metrics: nil, views: [\"a\": a]",
        "NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0)",
        ".snp.makeConstraints { make in ", "make.edges.equalToSuperview()", ".inset(", ".offset(", "$0", "let ", "var ",
        "= UILabel()", "UIStackView(arrangedSubviews: [a, b])", ".addSubview(", ".addArrangedSubview(", "for v in [a, b] {",
        ".forEach { ", "translatesAutoresizingMaskIntoConstraints = false", "setContentHuggingPriority(.required, for: .horizontal)",
        ".axis = .vertical", ".spacing = ", "{ let l = UILabel(); return l }()", "#if", "/*", "\"\\(", "🙂", "\u{0}",
        "[", "]", "@[", "@{", "@\"", ";", "^(MASConstraintMaker *make) {", "make.left.equalTo(", "mas_makeConstraints:",
        "[NSLayoutConstraint constraintWithItem:", " attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationEqual toItem:",
        "NSDictionaryOfVariableBindings(", "constraintEqualToAnchor:", ".active = YES", "UIView *", "[[UILabel alloc] init]",
    ]

    static func seeds() -> [String] {
        let folder = CorpusTests.folder
        let corpus = CorpusTests.snippets.compactMap { try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        return corpus + [
            "a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true",
            "b.snp.makeConstraints { $0.top.equalTo(a.snp.bottom).offset(8) }",
        ]
    }

    static func mutate(_ text: String, _ rng: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<rng.int(1...6) {
            switch rng.int(0...4) {
            case 0 where !scalars.isEmpty: // cut a range
                let i = rng.int(scalars.count), n = rng.int(0...min(40, scalars.count - i))
                scalars.removeSubrange(i..<(i + n))
            case 1: // insert a fragment
                let f = Array(rng.pick(fragments).unicodeScalars)
                scalars.insert(contentsOf: f, at: rng.int(scalars.count + 1))
            case 2 where !scalars.isEmpty: // flip a character
                scalars[rng.int(scalars.count)] = rng.pick(Array("()[]{}.,:=\"$0a \n-".unicodeScalars))
            case 3 where scalars.count > 2: // duplicate a slice
                let i = rng.int(scalars.count), n = rng.int(0...min(80, scalars.count - i))
                scalars.insert(contentsOf: scalars[i..<(i + n)], at: rng.int(scalars.count + 1))
            default: // splice in a fragment repeated (deep nesting)
                let f = rng.pick(["(", "[", "{", "a.", "-"])
                scalars.insert(contentsOf: Array(String(repeating: f, count: rng.int(1...300)).unicodeScalars), at: rng.int(scalars.count + 1))
            }
        }
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }

    @Test func mutatedCodeNeverCrashes() {
        let seeds = Self.seeds()
        var rng = SplitMix64(seed: 16)
        var imported = 0, objectiveC = 0, withErrors = 0, checked = 0
        for _ in 0..<Self.count {
            let input = Self.mutate(rng.pick(seeds), &rng)
            let o = CodeImporter.importCode(input, language: nil, into: LayoutSession())
            if o.build.changedAnything { imported += 1 }
            if o.language == .objectiveC { objectiveC += 1 }
            if !o.diagnostics.filter({ $0.severity == .error }).isEmpty { withErrors += 1 }
            // Every diagnostic points inside the input.
            let lines = input.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(o.diagnostics.allSatisfy { $0.line >= 1 && $0.line <= lines + 1 && $0.column >= 1 })
            checked += 1
        }
        print("code fuzz: \(checked) inputs; \(imported) imported something, \(withErrors) with errors, \(objectiveC) read as Objective-C")
        #expect(checked == Self.count && checked >= 1_000)
        #expect(imported > checked / 10, "mutations too destructive: only \(imported) of \(checked) imported anything")
    }
}
