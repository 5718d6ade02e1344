import Foundation
import Testing

/// The shared corpus: the third-party material the tests measure plumb on (real .xib/.storyboard
/// documents, console logs, dumps, traces, subtree descriptions, code excerpts). It is never
/// committed to this repository (issue 33): it lives beside the clone, in `../shared/corpus`
/// (its README.md describes each folder), or wherever `PLUMB_CORPUS` names. Our own goldens for
/// it (`.expected`, `Golden/*.txt`) stay in the repository, named after their input.
///
/// A suite or test that reads the corpus carries `.needsCorpus`: without the folder it is skipped
/// with one line naming where it looked, never passed silently and never failed.
public enum CorpusFolder {
    /// `PLUMB_CORPUS` when set and non-empty, else `../shared/corpus` from the package root (this
    /// file is Tests/PlumbTestSupport/CorpusFolder.swift, three levels below the root).
    public static let url: URL = {
        if let named = ProcessInfo.processInfo.environment["PLUMB_CORPUS"], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus").standardizedFileURL
    }()

    /// Whether the folder is there (a directory); the corpus tests run only then.
    public static var isPresent: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The line a skipped test gives: where the corpus was looked for and how to provide it.
    public static var skipMessage: String {
        "corpus not found at \(url.path) (set PLUMB_CORPUS or put ../shared beside the clone): skipped"
    }

    /// One kind of material: `ib`, `logs`, `code`, `dumps`, `traces` or `subtree`.
    public static func subfolder(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The names in a subfolder that end with `.ext` (sorted; empty when the folder is absent).
    public static func files(in name: String, ext: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: subfolder(name).path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted()
    }

    /// The .xib/.storyboard documents of `ib/` with a `NAME.meta` beside them: the 59 the tests
    /// pin (Tests/InterfaceBuilderTests/CORPUS.md; the ~1,000 others have no `.meta` and no golden).
    public static var pinnedIBDocuments: [String] {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: subfolder("ib").path)) ?? [])
        return names.filter { name in
            guard name.hasSuffix(".xib") || name.hasSuffix(".storyboard") else { return false }
            return names.contains((name as NSString).deletingPathExtension + ".meta")
        }.sorted()
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the suite or test only when the shared corpus is present; otherwise it is skipped
    /// with `CorpusFolder.skipMessage` (the folder it looked in).
    public static var needsCorpus: Self {
        .enabled(if: CorpusFolder.isPresent, Comment(rawValue: CorpusFolder.skipMessage))
    }
}
