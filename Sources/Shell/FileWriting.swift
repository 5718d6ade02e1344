import LayoutSyntax
import Foundation

extension ShellContext {
    /// Replaces the file named by `fileWord` with `text` (`save`, `export`), or explains why it
    /// cannot — naming the file as typed, so messages are the same on every machine.
    ///
    /// - A regular file (or a new one) is replaced atomically: the text goes to a temporary file
    ///   beside it, which is renamed over it, keeping its permissions. A failure never leaves half
    ///   a file.
    /// - A symbolic link is followed: its target is replaced (atomically, beside the target) and
    ///   the link stays a link — unless someone else made it in a shared sticky folder
    ///   (`FileTarget.followingLinks`). Every message about a file reached through a link names
    ///   the link's target.
    /// - FIFOs, devices, sockets and directories are refused: replacing them with a regular file
    ///   (as `save /dev/full` once did, as root) destroys something that is not a document.
    /// - A read-only file, or a file in a read-only folder, is refused even as root, where the
    ///   permission bits alone do not stop a write: "read-only" means no write permission for
    ///   anyone, or none for us (access(2)).
    /// - With `dashIsStandardOutput`, an unquoted `-` writes the text to standard output
    ///   (`export svg - | rsvg-convert …`, as `import log -` reads standard input); returns true then.
    @discardableResult
    func writeFile(_ text: String, to fileWord: CommandWords.Word, dashIsStandardOutput: Bool = false) throws(Diagnostic) -> Bool {
        if dashIsStandardOutput && fileWord.text == "-" && !fileWord.isQuoted {
            output.write(text)
            wroteDocument = true
            return true
        }
        let typed = absolutePath(fileWord.text)
        let path: String
        switch FileTarget.followingLinks(from: typed) {
        case .reached(let p): path = p
        case .loop:
            throw Diagnostic("cannot write \(fileWord.text): too many levels of symbolic links", range: fileWord.range)
        case .protected(let link, let target, let folder):
            throw Diagnostic("cannot write \(fileWord.text): \(link == typed ? "it" : link) is a symbolic link to \(target) that someone else made in \(folder), a folder everyone may write with its sticky bit set: plumb does not follow it (the rule of Linux's protected_symlinks; docs/executable.md \"Writing files\")",
                             range: fileWord.range)
        }
        // A message about a file reached through a link names the link's target.
        let shownName = path == typed ? fileWord.text : "\(fileWord.text) (a symbolic link to \(path))"
        func failure(_ why: String) -> Diagnostic { Diagnostic("cannot write \(shownName): \(why)", range: fileWord.range) }
        let folder = FileTarget.folder(of: path)
        // The folder as typed when there is one and no link led elsewhere.
        var shownFolder = FileTarget.folder(of: fileWord.text)
        if shownFolder.isEmpty || path != typed { shownFolder = folder }
        switch FileTarget.kind(at: folder) {
        case .directory: break
        case .missing: throw failure("no such directory \(shownFolder)")
        default: throw failure("\(shownFolder) is not a directory")
        }
        let existing = FileTarget.kind(at: path)
        switch existing {
        case .missing: break
        case .regular:
            if !FileTarget.isWritable(path) { throw failure("it is read-only") }
        case .directory: throw failure("it is a directory")
        case .fifo: throw failure("it is a FIFO (named pipe), not a regular file")
        case .device: throw failure("it is a device, not a regular file")
        case .socket: throw failure("it is a socket, not a regular file")
        case .other: throw failure("it is not a regular file")
        }
        if !FileTarget.isWritable(folder) { throw failure("its folder is read-only") }
        if let error = FileTarget.replace(path, with: Array(text.utf8)) { throw failure(error) }
        return false
    }
}

/// The file system facts `writeFile` needs, through POSIX calls (Foundation's atomic write
/// replaces whatever is at the path, links and devices included).
enum FileTarget {
    enum Kind { case missing, regular, directory, fifo, device, socket, other }

    /// What is at `path` (following symbolic links).
    static func kind(at path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFCHR, S_IFBLK: return .device
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// Where a write to a path goes.
    enum LinkEnd: Equatable {
        /// The path itself, or the end of its chain of links (which may not exist yet).
        case reached(String)
        /// More than 40 links (the kernel's limit): a loop.
        case loop
        /// A link plumb does not follow: someone else's, in a shared sticky folder.
        case protected(link: String, target: String, folder: String)
    }

    /// The path a write to `path` reaches: `path` itself unless it is a symbolic link, else the
    /// end of its chain of links (which may not exist yet, as the shell's `>` creates it).
    ///
    /// A link in a folder that everyone may write and that has its sticky bit set (`/tmp`) is
    /// followed only when we own it or the folder's owner does — the rule Linux applies with
    /// `fs.protected_symlinks`, applied here whether or not the kernel does: otherwise anyone
    /// could plant `/tmp/out.plumb → ~/.bashrc` (or, for root, `/etc/passwd`) and wait for a save.
    static func followingLinks(from path: String) -> LinkEnd {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .reached(current) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return .reached(current) }
            let destination = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let linkFolder = folder(of: current)
            let next = destination.hasPrefix("/") ? destination : linkFolder + "/" + destination
            var folderInfo = stat()
            let shownFolder = linkFolder.isEmpty ? "." : linkFolder
            if stat(shownFolder, &folderInfo) == 0, folderInfo.st_mode & S_ISVTX != 0, folderInfo.st_mode & S_IWOTH != 0,
               info.st_uid != geteuid(), info.st_uid != folderInfo.st_uid {
                return .protected(link: current, target: next, folder: shownFolder)
            }
            current = next
        }
        return .loop
    }

    /// Everything before the last `/` ("/" for a file at the top, "" for a bare name). NSString's
    /// `deletingLastPathComponent` crashes on "-" in swift-corelibs-foundation.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether we may write `path`: access(2) says so, and somebody has write permission (root
    /// passes access(2) whatever the bits say; a file or folder nobody may write stays unwritten).
    static func isWritable(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return access(path, W_OK) == 0 && info.st_mode & 0o222 != 0
    }

    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, keeping the
    /// permissions (and, when allowed, the owner) of the file it replaces. Returns why it failed.
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        var old = stat()
        let exists = stat(path, &old) == 0
        // A new name beside the target, made with mode 0666 so the kernel applies the umask (a
        // new file gets the permissions any other program would give it).
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temporary = path + ".plumb-\(getpid())-\(attempt)"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return reason(errno) }
        var failed: String?
        var offset = 0
        while offset < bytes.count && failed == nil {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno != EINTR { failed = reason(errno) }
            } else {
                offset += n
            }
        }
        if failed == nil && exists {
            _ = fchown(fd, old.st_uid, old.st_gid)
            if fchmod(fd, old.st_mode & 0o7777) != 0 { failed = reason(errno) }
        }
        if failed == nil && fsync(fd) != 0 { failed = reason(errno) }
        if close(fd) != 0 && failed == nil { failed = reason(errno) }
        if failed == nil && rename(temporary, path) != 0 { failed = reason(errno) }
        if failed != nil { unlink(temporary) }
        return failed
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
