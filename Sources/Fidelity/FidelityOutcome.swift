/// What measuring one corpus file gave: the worker's record, or how the worker ended when it
/// gave none (a crash or a hang), with the manifest's facts about the file.
public struct FidelityOutcome: Codable, Sendable {
    public enum Kind: String, Codable, Sendable, CaseIterable { case ib, logs, code }

    public var kind: Kind
    public var file: String
    public var split: CorpusSplit
    public var platform: String
    public var features: [String]
    public var ib: IBFileRecord?
    public var log: LogFileRecord?
    public var code: CodeFileRecord?
    /// `crashed (signal N)`, `exited N without a record`, `hung (no answer in N s)`.
    public var failure: String?
    /// The worker's peak resident memory in KiB (0 when it gave no record).
    public var peakMemoryKiB: Int = 0
    /// A document's whole `plumb check FILE`: its seconds, or how it ended without finishing
    /// (`over N s`, `crashed (signal N)`). Nil for logs and code, and when the import failed.
    public var checkSeconds: Double?
    public var checkFailure: String?

    public init(kind: Kind, file: String, split: CorpusSplit, platform: String, features: [String]) {
        self.kind = kind
        self.file = file
        self.split = split
        self.platform = platform
        self.features = features
    }
}
