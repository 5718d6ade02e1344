import Testing
import LayoutSyntax

/// Fixed seeds: each runs `casesPerSeed` random trees.
let roundTripSeeds: [UInt64] = [1, 2, 3, 42, 2024]
let casesPerSeed = 1000

@Test(arguments: roundTripSeeds)
func visualFormatRoundTrip(seed: UInt64) throws {
    var generator = TreeGenerator(seed: seed)
    var noise = SeededGenerator(seed: seed &* 31 &+ 7)
    for index in 0..<casesPerSeed {
        let tree = generator.format()
        let text = tree.canonicalText
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat.parse(text)
        } catch {
            Issue.record("seed \(seed) case \(index): \(text) → \(error)")
            continue
        }
        #expect(parsed.isStructurallyEqual(to: tree), "seed \(seed) case \(index): \(text) → \(parsed.canonicalText)")
        #expect(parsed.canonicalText == text)
        #expect(parsed.range == SourceRange(start: 1, end: text.count + 1))

        // The same tree with random whitespace between tokens.
        let noisy = joinWithNoise(tokens(of: tree), using: &noise)
        do {
            let reparsed = try VisualFormat.parse(noisy)
            #expect(reparsed.isStructurallyEqual(to: tree), "seed \(seed) case \(index): \(noisy)")
        } catch {
            Issue.record("seed \(seed) case \(index): \(noisy) → \(error)")
        }
    }
}

@Test(arguments: roundTripSeeds)
func pinCommandRoundTrip(seed: UInt64) throws {
    var generator = TreeGenerator(seed: seed &+ 1000)
    for index in 0..<casesPerSeed {
        let format = generator.format()
        let pin = PinCommand(format: format, options: generator.options(for: format))
        let text = pin.canonicalText
        do {
            let parsed = try PinCommand.parse(text)
            #expect(parsed.isStructurallyEqual(to: pin), "seed \(seed) case \(index): \(text)")
        } catch {
            Issue.record("seed \(seed) case \(index): \(text) → \(error)")
        }
    }
}

@Test(arguments: roundTripSeeds)
func equationRoundTrip(seed: UInt64) throws {
    var generator = TreeGenerator(seed: seed &+ 2000)
    var noise = SeededGenerator(seed: seed &* 17 &+ 3)
    for index in 0..<casesPerSeed {
        let tree = generator.equation()
        let text = tree.canonicalText
        do {
            let parsed = try ConstraintEquation.parse(text)
            #expect(parsed.isStructurallyEqual(to: tree), "seed \(seed) case \(index): \(text) → \(parsed.canonicalText)")
            #expect(parsed.canonicalText == text)
            #expect(parsed.range == SourceRange(start: 1, end: text.count + 1))
        } catch {
            Issue.record("seed \(seed) case \(index): \(text) → \(error)")
        }

        let noisy = joinWithNoise(tokens(of: tree), using: &noise)
        do {
            let reparsed = try ConstraintEquation.parse(noisy)
            #expect(reparsed.isStructurallyEqual(to: tree), "seed \(seed) case \(index): \(noisy)")
        } catch {
            Issue.record("seed \(seed) case \(index): \(noisy) → \(error)")
        }
    }
}

/// Ranges point at the text they describe.
@Test(arguments: roundTripSeeds)
func rangesPointAtTheirText(seed: UInt64) throws {
    var generator = TreeGenerator(seed: seed &+ 3000)
    for _ in 0..<200 {
        let tree = generator.equation()
        let text = tree.canonicalText
        let chars = Array(text)
        func slice(_ range: SourceRange) -> String { String(chars[(range.start - 1)..<(range.end - 1)]) }
        let parsed = try ConstraintEquation.parse(text)
        #expect(slice(parsed.first.itemRange) == parsed.first.item.description)
        #expect(slice(parsed.first.attributeRange) == parsed.first.attribute.name)
        #expect(slice(parsed.relationRange) == parsed.relation.symbol)
        if let second = parsed.second {
            #expect(slice(second.range) == second.description)
        }
        if let range = parsed.identifierRange, let identifier = parsed.identifier {
            #expect(slice(range) == "id " + quotedText(identifier))
        }

        let format = generator.format()
        let formatText = Array(format.canonicalText)
        let reparsed = try VisualFormat.parse(format.canonicalText)
        for view in reparsed.views {
            #expect(String(formatText[(view.range.start - 1)..<(view.range.end - 1)]) == view.canonicalText)
            #expect(String(formatText[(view.itemRange.start - 1)..<(view.itemRange.end - 1)]) == view.item.description)
        }
        for connection in reparsed.connections {
            #expect(String(formatText[(connection.range.start - 1)..<(connection.range.end - 1)]) == connection.canonicalText)
        }
    }
}
