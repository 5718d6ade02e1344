import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a `.xib`/`.storyboard` into a tree of `IBElement`s with FoundationXML's `XMLParser`,
/// safely: a file over `maximumBytes` is refused before it is read, and any document that
/// declares a DTD or an entity (`<!DOCTYPE`, `<!ENTITY` — Interface Builder never writes them)
/// is refused before parsing, so external entities, DTD fetches and entity expansion bombs never
/// reach the parser; the parser itself is told not to resolve external entities either.
public enum IBDocumentReader {
    /// 20 MB: the largest real storyboards are a few hundred kilobytes.
    public static let maximumBytes = 20 * 1024 * 1024

    /// Reads the file at `path`.
    public static func read(path: String) throws(IBReadError) -> IBElement {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumBytes {
            throw IBReadError(line: 1, tooLarge(size))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw IBReadError(line: 1, "cannot read the file")
        }
        return try read(data: data)
    }

    static func tooLarge(_ size: Int) -> String {
        "the file is \(size / (1024 * 1024)) MB; Interface Builder documents over \(maximumBytes / (1024 * 1024)) MB are refused"
    }

    /// Reads a document from its bytes.
    public static func read(data: Data) throws(IBReadError) -> IBElement {
        if data.count > maximumBytes { throw IBReadError(line: 1, tooLarge(data.count)) }
        try refuseDeclarations(in: data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error { throw error }
        guard ok, let root = builder.root else {
            let line = parser.lineNumber
            let reason = (parser.parserError as NSError?).map { xmlReason($0) } ?? "malformed XML"
            throw IBReadError(line: line, "not a well-formed XML document: \(reason)")
        }
        return root
    }

    /// libxml2's message, without its trailing newline, or the error's code.
    static func xmlReason(_ error: NSError) -> String {
        let text = error.localizedDescription.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty || text.hasPrefix("The operation could not be completed") { return "XML error \(error.code)" }
        return text
    }

    /// Refuses `<!DOCTYPE` and `<!ENTITY` anywhere in the bytes (case-insensitively), naming the line.
    static func refuseDeclarations(in data: Data) throws(IBReadError) {
        let doctype = Array("<!doctype".utf8)
        let entity = Array("<!entity".utf8)
        var line = 1
        var found: String? = nil
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            let n = bytes.count
            var i = 0
            while i < n {
                let b = bytes[i]
                if b == 10 { line += 1 } else if b == 60, i + 1 < n, bytes[i + 1] == 33 {
                    if matches(bytes, at: i, doctype) { found = "a document type declaration (<!DOCTYPE)"; return }
                    if matches(bytes, at: i, entity) { found = "an entity declaration (<!ENTITY)"; return }
                }
                i += 1
            }
        }
        if let found {
            throw IBReadError(line: line, "\(found) is refused: Interface Builder never writes one, and DTDs and entities can read other files or expand without bound")
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ pattern: [UInt8]) -> Bool {
        guard i + pattern.count <= bytes.count else { return false }
        for (k, p) in pattern.enumerated() {
            var b = bytes[i + k]
            if b >= 65 && b <= 90 { b += 32 }
            if b != p { return false }
        }
        return true
    }

    /// Builds the element tree; refuses what slipped past the byte scan (an entity reference the
    /// parser would have to resolve).
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: IBElement?
        var stack: [IBElement] = []
        var error: IBReadError?
        /// Deeper than any real document; bounds the work of pathological nesting.
        let maximumDepth = 400

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            guard error == nil else { return }
            if stack.count >= maximumDepth {
                fail(parser, "elements nested more than \(maximumDepth) deep")
                return
            }
            let e = IBElement(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = stack.last {
                e.parent = parent
                parent.children.append(e)
            } else if root == nil {
                root = e
            }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if !stack.isEmpty { stack.removeLast() }
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
            fail(parser, "an external entity ('\(name)') is refused")
            return nil
        }

        func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
            fail(parser, "an entity declaration ('\(name)') is refused")
        }

        func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
            fail(parser, "an external entity declaration ('\(name)') is refused")
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            if error == nil { error = IBReadError(line: parser.lineNumber, message) }
            parser.abortParsing()
        }
    }
}
