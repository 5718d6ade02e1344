import Foundation
import PlumbTestSupport

/// The third-party inputs some transcripts read, provided from the shared corpus (CorpusFolder)
/// under the names the transcripts use. They used to sit in Tests/ShellTests/Transcripts; issue 33
/// took third-party material out of the repository, and the transcripts' goldens stay unchanged
/// because the bytes are the same: two files are corpus files as they are, and
/// `traits-profile.storyboard` is cut out of a corpus document at test time (`traitsProfile`).
enum TranscriptCorpusFiles {
    /// The name a transcript uses → where the bytes come from.
    static let copies: [String: (folder: String, file: String)] = [
        "import-dump.log": ("dumps", "notes-affecting-axis-array-transfer.log"),
        "import-trace.trace": ("traces", "tinyconstraints-snip-module-classes.trace"),
    ]

    /// The document `traits-profile.storyboard` is cut from.
    static let traitsProfileSource = ("ib", "ios-9059-adaptivephotos-main.storyboard")

    /// Every name provided here.
    static var names: [String] { Array(copies.keys) + ["traits-profile.storyboard"] }

    /// Whether `script` (a transcript's text) reads one of these files: then it needs the corpus.
    static func needed(by script: String) -> Bool { names.contains { script.contains($0) } }

    /// Writes every file into `folder` (a transcript's scratch copy of its folder).
    static func provide(in folder: URL) throws {
        for (name, source) in copies {
            try FileManager.default.copyItem(
                at: CorpusFolder.subfolder(source.folder).appendingPathComponent(source.file),
                to: folder.appendingPathComponent(name))
        }
        let document = try Data(contentsOf: CorpusFolder.subfolder(traitsProfileSource.0).appendingPathComponent(traitsProfileSource.1))
        try traitsProfile(of: document).write(to: folder.appendingPathComponent("traits-profile.storyboard"))
    }

    /// The "Profile" scene of Apple's AdaptivePhotos alone, so `import ib` imports it without
    /// `--scene`: the document's first two lines with a comment between them and
    /// `initialViewController` naming the scene's controller, its `<dependencies>` and `<scenes>`
    /// (lines 3–8), the scene (lines 58–160), the scene of the navigation controller that shows it
    /// (lines 41–57: the Profile scene is its root view controller, under its bar), then `</scenes>`
    /// and `</document>`. The comment is the one the committed cut-out had, so the Profile scene's
    /// bytes (and the transcript's line numbers) are the same.
    static func traitsProfile(of document: Data) -> Data {
        let lines = document.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let comment = "<!-- The \"Profile\" scene (lines 58-160) of Erickson0806/AdaptivePhotos, AdaptivePhotosUsingUIKitTraitsandSizeClasses/AdaptiveStoryboard/AdaptiveStoryboard/Main.storyboard at commit 814680411a0f334189e4ca21a79694258e609162 (Tests/InterfaceBuilderTests/Corpus/ios-9059-adaptivephotos-main.storyboard), cut out for the traits transcript; initialViewController now names it. -->"
        let header = lines[1].replacingOccurrences(of: "initialViewController=\"2fz-2i-1MN\"", with: "initialViewController=\"x6C-PJ-YqI\"")
        let out = [lines[0], comment, header] + lines[2..<8] + lines[57..<160] + lines[40..<57] + ["    </scenes>", "</document>", ""]
        return Data(out.joined(separator: "\n").utf8)
    }
}
