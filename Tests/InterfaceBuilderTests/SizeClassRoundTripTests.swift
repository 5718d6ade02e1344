import Foundation
import InterfaceBuilderImport
import LayoutModel
import LayoutSyntax
import Testing

/// Size-class variations survive the session: for every corpus scene whose document varies with
/// the size classes, and every choice of classes X (Any, compact or regular on each axis: 9),
///
/// * switching a session imported for classes Y to X (`traits X`) gives the layout
///   `import ib --traits X` gives (same views, active constraints, solved frames);
/// * `export ib` of a session imported for Y, imported back with `--traits X`, gives the layout of
///   the original imported with `--traits X`.
///
/// Prints the figures:
///
///     swift test --skip-build --filter SizeClassRoundTripTests
@Suite struct SizeClassRoundTripTests {
    static func traits(_ c: SizeClasses) -> IBTraits {
        IBTraits(widthClass: c.width?.rawValue, heightClass: c.height?.rawValue)
    }

    /// The corpus scenes whose imported sessions vary with the size classes, with their documents.
    static func scenes() throws -> [(file: String, document: IBDocument, scene: String)] {
        var out: [(String, IBDocument, String)] = []
        for file in CorpusTests.files {
            let path = CorpusTests.folder.appendingPathComponent(file).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            guard text.contains("<variation key=\"heightClass=") || text.contains("<variation key=\"widthClass=")
                || text.contains("<variation key=\"default\"") else { continue }
            let document = try IBDocument(root: try IBDocumentReader.read(path: path))
            for scene in document.scenes where scene.rootView != nil {
                guard try IBImporter.importDocument(document, scene: scene.id, stop: .never).session.state.hasTraitVariations else { continue }
                out.append((file, document, scene.id))
            }
        }
        return out
    }

    @Test func switchingClassesEqualsImportingThem() throws {
        var compared = 0, identical = 0, withVariations = 0
        var misses: [String] = []
        for (file, document, scene) in try SizeClassRoundTripTests.scenes() {
            let any = try IBImporter.importDocument(document, scene: scene, stop: .never).session
            withVariations += 1
            for y in SizeClasses.allChoices {
                let direct = try IBImporter.importDocument(document, scene: scene, traits: Self.traits(y), stop: .never).session
                let switched = any.copy()
                _ = try switched.setSizeClasses(y)
                compared += 1
                let d = ExportRoundTripTests.differences(direct, switched)
                if d.isEmpty { identical += 1 } else { misses.append(String(("\(file) \(scene) any → \(y.shown): " + d.joined(separator: "; ")).prefix(400))) }
                // And back again.
                _ = try switched.setSizeClasses(.any)
                compared += 1
                let back = ExportRoundTripTests.differences(any, switched)
                if back.isEmpty { identical += 1 } else { misses.append("\(file) \(scene) \(y.shown) → any: " + back.joined(separator: "; ")) }
            }
        }
        print("ib traits switch: \(identical) of \(compared) switches identical to importing with --traits (\(withVariations) scenes with variations)")
        for m in misses.prefix(20) { print("  " + m) }
        #expect(withVariations >= 5)
        #expect(compared >= 90)
        #expect(identical == compared)
    }

    @Test func exportKeepsEveryClass() throws {
        var compared = 0, identical = 0, scenes = 0
        var misses: [String] = []
        for (file, document, scene) in try SizeClassRoundTripTests.scenes() {
            scenes += 1
            var originals: [SizeClasses: LayoutSession] = [:]
            for x in SizeClasses.allChoices {
                originals[x] = try IBImporter.importDocument(document, scene: scene, traits: Self.traits(x), stop: .never).session
            }
            for y in SizeClasses.allChoices {
                let xml = IBDocumentWriter.write(originals[y]!).text
                for x in SizeClasses.allChoices {
                    let back: LayoutSession
                    do {
                        back = try IBImporter.importData(Data(xml.utf8), traits: Self.traits(x)).session
                    } catch {
                        misses.append("\(file) \(scene) written at \(y.shown): does not import: \(error)")
                        continue
                    }
                    compared += 1
                    let d = ExportRoundTripTests.differences(originals[x]!, back)
                    if d.isEmpty { identical += 1 } else { misses.append(String(("\(file) \(scene) written at \(y.shown), read at \(x.shown): " + d.joined(separator: "; ")).prefix(400))) }
                }
            }
        }
        print("ib traits round trip: \(identical) of \(compared) (scene, written at, read at) identical in \(scenes) scenes")
        for m in misses.prefix(20) { print("  " + m) }
        #expect(scenes >= 5)
        #expect(compared >= 400)
        #expect(identical == compared)
    }
}
