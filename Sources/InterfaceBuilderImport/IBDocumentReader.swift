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
        try requireUTF8(data)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = TreeBuilder()
        parser.delegate = builder
        let ok = parser.parse()
        if let error = builder.error { throw error }
        if let (line, reason) = builder.xmlError { throw IBReadError(line: line, "not a well-formed XML document: \(reason)") }
        if let open = builder.stack.last { throw IBReadError(line: open.line, "not a well-formed XML document: <\(open.name)> is never closed") }
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
        if !text.isEmpty && !text.hasPrefix("The operation could not be completed") { return text }
        #if os(Linux)
        // libxml2's code (LibXML2Errors says why not XMLParser.ErrorCode's names).
        guard error.domain == XMLParser.errorDomain, let words = LibXML2Errors.words[error.code] else {
            return "XML error \(error.code)"
        }
        return words + " (XML error \(error.code))"
        #else
        // XMLParser.ErrorCode's case name in words: emptyDocumentError → "empty document".
        guard error.domain == XMLParser.errorDomain, let code = XMLParser.ErrorCode(rawValue: error.code) else {
            return "XML error \(error.code)"
        }
        var words = ""
        for c in String(describing: code) {
            if c.isUppercase { words += " " + c.lowercased() } else { words.append(c) }
        }
        if words.hasSuffix(" error") { words.removeLast(6) }
        return words + " (XML error \(error.code))"
        #endif
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

    /// Interface Builder writes UTF-8 only; FoundationXML's parser traps on attribute values
    /// that are not valid UTF-8, so invalid bytes are refused before parsing, by line.
    static func requireUTF8(_ data: Data) throws(IBReadError) {
        var line = 1
        var bad = false
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b == 10 { line += 1 }
                if b < 0x80 { i += 1; continue }
                let length: Int
                let minimum: UInt32
                var scalar: UInt32
                switch b {
                case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(b & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(b & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(b & 0x07)
                default: bad = true; return
                }
                guard i + length <= n else { bad = true; return }
                for k in 1..<length {
                    let c = bytes[i + k]
                    guard c & 0xC0 == 0x80 else { bad = true; return }
                    scalar = scalar << 6 | UInt32(c & 0x3F)
                }
                guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { bad = true; return }
                i += length
            }
        }
        if bad { throw IBReadError(line: line, "the document is not valid UTF-8 (Interface Builder writes UTF-8 only)") }
        // The declaration must not ask for another encoding either.
        if let head = String(data: data.prefix(200), encoding: .utf8), head.hasPrefix("<?xml"),
           let end = head.range(of: "?>"), let enc = head[..<end.lowerBound].range(of: "encoding=") {
            let value = head[enc.upperBound...].dropFirst().prefix { $0 != "\"" && $0 != "'" }
            if value.lowercased() != "utf-8" && value.lowercased() != "utf8" {
                throw IBReadError(line: 1, "the document declares the encoding '\(value)'; Interface Builder writes UTF-8 only")
            }
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
            guard error == nil, xmlError == nil else { return }
            guard let open = stack.last, open.name == elementName else {
                xmlError = (parser.lineNumber, "</\(elementName)> does not close " + (stack.last.map { "<\($0.name)> (line \($0.line))" } ?? "any element"))
                parser.abortParsing()
                return
            }
            stack.removeLast()
        }

        /// The parser's own error, with the line it was at.
        var xmlError: (Int, String)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if xmlError == nil && error == nil { xmlError = (parser.lineNumber, IBDocumentReader.xmlReason(parseError as NSError)) }
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
