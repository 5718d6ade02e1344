import Foundation
import InterfaceBuilderImport
import LayoutModel
import LayoutSyntax
import PlumbTestSupport
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
@Suite(.needsCorpus) struct SizeClassRoundTripTests {
    static func traits(_ c: SizeClasses) -> IBTraits {
        IBTraits(widthClass: c.width?.rawValue, heightClass: c.height?.rawValue)
    }

    /// `import ib --traits X` solves an Xcode 6–7 document on the size class's canvas (400 for a
    /// compact axis, 800 for a regular one, docs/interface-builder.md §8) and turns an Xcode 8+
    /// device to the orientation that has the classes, while `traits X` and a written xib keep the
    /// root they have: the variations are compared at the reference's root size, safe area and root
    /// margins (16 or 20 by the canvas's width; the canvases themselves are DeviceEnvironmentTests' subject).
    static func onCanvasOf(_ reference: LayoutSession, _ candidate: LayoutSession) throws {
        if candidate.state.settings.safeAreaInsets != reference.state.settings.safeAreaInsets {
            try candidate.setSafeAreaInsets(reference.state.settings.safeAreaInsets)
        }
        let margins = reference.state[reference.state.root].layoutMargins
        if candidate.state[candidate.state.root].layoutMargins != margins { try candidate.setLayoutMargins(candidate.state.root, margins) }
        let size = reference.frame(of: reference.state.root)
        if candidate.frame(of: candidate.state.root) != size { try candidate.resizeRoot(Size(width: size.width, height: size.height)) }
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
                try Self.onCanvasOf(direct, switched)
                compared += 1
                let d = ExportRoundTripTests.differences(direct, switched)
                if d.isEmpty { identical += 1 } else { misses.append(String(("\(file) \(scene) any → \(y.shown): " + d.joined(separator: "; ")).prefix(400))) }
                // And back again.
                _ = try switched.setSizeClasses(.any)
                try Self.onCanvasOf(any, switched)
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
                    try Self.onCanvasOf(originals[x]!, back)
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

/// The forms `export ib` writes variations in, on a session made by hand (hand-written
/// expectations: the corpus forms of docs/interface-builder.md §8).
@Suite struct SizeClassWriterTests {
    @Test func variationsAreWrittenInTheCorpusForms() throws {
        let s = LayoutSession()
        let root = s.state.root
        let box = try s.addView(name: "box", className: "UIView", superview: root)
        let stack = try s.addView(name: "row", className: "UIStackView", superview: root)
        let wide = try s.addConstraint(Anchor(.view(box), .width), .equal, nil, constant: 100)
        let tall = try s.addConstraint(Anchor(.view(box), .height), .equal, nil, constant: 50)
        var installed = ConstraintTraitVariations()
        installed.installed[.base] = false
        installed.installed[TraitKey("heightClass=compact")] = true
        try s.setTraitVariations(installed, of: wide)
        var constant = ConstraintTraitVariations()
        constant.constant[.base] = 50
        constant.constant[TraitKey("heightClass=compact-widthClass=regular")] = 30
        try s.setTraitVariations(constant, of: tall)
        var onMac = ViewTraitVariations()
        onMac.installed[TraitKey("userInterfaceIdiom=mac")] = false
        try s.setTraitVariations(onMac, of: box)
        var axis = ViewTraitVariations()
        axis.stackAxis[.base] = .horizontal
        axis.stackAxis[TraitKey("widthClass=compact")] = .vertical
        try s.setTraitVariations(axis, of: stack)
        _ = try s.applySizeClasses()
        #expect(s.state[wide].isActive == false, "uninstalled in Any/Any")
        let xml = IBDocumentWriter.write(s).text
        let ids = Dictionary(uniqueKeysWithValues: xml.matches(of: /<constraint [^>]*firstAttribute="(width|height)"[^>]* id="([^"]+)"/).map { (String($0.1), String($0.2)) })
        let box_ = try #require(xml.firstMatch(of: /userLabel="box" id="([^"]+)"/)).1
        // Compared line by line without indentation.
        let flat = xml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        let width = ids["width"]!
        #expect(flat.contains("<variation key=\"default\">\n<mask key=\"constraints\">\n<exclude reference=\"\(width)\"/>\n</mask>\n</variation>"), "\(xml)")
        #expect(flat.contains("<variation key=\"heightClass=compact\">\n<mask key=\"constraints\">\n<include reference=\"\(width)\"/>"), "\(xml)")
        #expect(flat.contains("<variation key=\"userInterfaceIdiom=mac\">\n<mask key=\"subviews\">\n<exclude reference=\"\(box_)\"/>"), "\(xml)")
        #expect(flat.contains("<constraint firstAttribute=\"height\" constant=\"50\" id=\"\(ids["height"]!)\">\n<variation key=\"heightClass=compact-widthClass=regular\" constant=\"30\"/>\n</constraint>"), "\(xml)")
        #expect(xml.contains("<variation key=\"widthClass=compact\" axis=\"vertical\"/>"), "\(xml)")
        // Read back: the width is installed in compact height only; the stack turns in compact width.
        for (traits, widthActive, vertical) in [(IBTraits.any, false, false), (IBTraits(heightClass: "compact"), true, false),
                                               (IBTraits(widthClass: "compact"), false, true)] {
            let back = try IBImporter.importData(Data(xml.utf8), traits: traits).session
            let w = back.state.constraints.first { $0.kind == .user && $0.first.attribute == .width }
            #expect(w?.isActive == widthActive, "\(traits.shown)")
            let row = try #require(back.state.view(named: "row"))
            #expect((back.state[row].stack?.properties.axis == .vertical) == vertical, "\(traits.shown)")
            #expect(back.state.hasTraitVariations)
        }
    }
}
