/// Output of a held run of `add` lines (`HeldRun`): a run that writes anything — an error, a
/// conflict, a note — is made again line by line, and then writes it in its place, so this sink
/// notes that it was written to and keeps nothing.
final class HeldRunOutput: OutputSink {
    private(set) var wasWritten = false

    func write(_ text: String) { wasWritten = true }
    func writeError(_ text: String) { wasWritten = true }
}
