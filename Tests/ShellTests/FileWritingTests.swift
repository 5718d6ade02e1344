import Foundation
import Testing
import ShellTestSupport
@testable import Shell

/// `save` and `export` write documents, never over things that are not documents (issue 12,
/// item 6: as root, `save /dev/full` reported success and replaced the device with a file).
@Suite struct FileWritingTests {
    /// A fresh folder, removed (made writable first) when `body` returns.
    func inScratch(_ body: (String) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-write-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer {
            chmod(dir, 0o755)
            try? FileManager.default.removeItem(atPath: dir)
        }
        try body(dir)
    }

    func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        try inScratch { (dir: String) throws in
            try "old\n".write(toFile: dir + "/real.plumb", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: dir + "/link.plumb", withDestinationPath: "real.plumb")
            let run = runShell(lines: ["add view card", "save link.plumb"], in: dir)
            #expect(run.ok, "\(run.err)")
            #expect(run.out.hasSuffix("\nsaved link.plumb\n"))
            #expect(fileType(dir + "/link.plumb") == S_IFLNK)
            let saved = try String(contentsOfFile: dir + "/real.plumb", encoding: .utf8)
            #expect(saved.contains("add view card"))
            // Nothing left beside the target (the temporary file was renamed over it).
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.plumb", "real.plumb"])
        }
    }

    /// Issue 34: a link someone else made in a folder everyone may write, with its sticky bit set
    /// (`/tmp`), is not followed — Linux's protected_symlinks rule — and the message names its
    /// target; the target stays as it was. Root makes the other user's link (uid 65534, nobody).
    @Test(.enabled(if: geteuid() == 0, "needs root to make a link owned by another user"))
    func someoneElsesLinkInAStickySharedFolderIsRefused() throws {
        try inScratch { (dir: String) throws in
            #expect(chmod(dir, 0o1777) == 0)
            try "precious\n".write(toFile: dir + "/target.txt", atomically: false, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: dir + "/out.plumb", withDestinationPath: dir + "/target.txt")
            #expect(lchown(dir + "/out.plumb", 65534, 65534) == 0)
            let run = runShell(lines: ["add view card", "save out.plumb"], in: dir)
            #expect(run.err.hasPrefix("error: cannot write out.plumb: it is a symbolic link to \(dir)/target.txt that someone else made in \(dir), a folder everyone may write with its sticky bit set: plumb does not follow it"), "\(run.err)")
            #expect(try String(contentsOfFile: dir + "/target.txt", encoding: .utf8) == "precious\n")
            // Our own link in the same folder is followed, and so is anyone's in a folder without the sticky bit.
            #expect(lchown(dir + "/out.plumb", geteuid(), getegid()) == 0)
            #expect(runShell(lines: ["add view card", "save out.plumb"], in: dir).ok)
            #expect(lchown(dir + "/out.plumb", 65534, 65534) == 0)
            #expect(chmod(dir, 0o0777) == 0)
            #expect(runShell(lines: ["add view card", "save out.plumb"], in: dir).ok)
        }
    }

    @Test func aMessageAboutALinkNamesItsTarget() throws {
        try inScratch { (dir: String) throws in
            try FileManager.default.createDirectory(atPath: dir + "/folder", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: dir + "/link.plumb", withDestinationPath: "folder")
            let run = runShell(lines: ["save link.plumb"], in: dir)
            #expect(run.err.hasPrefix("error: cannot write link.plumb (a symbolic link to \(dir)/folder): it is a directory\n"), "\(run.err)")
        }
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        try inScratch { (dir: String) throws in
            try FileManager.default.createSymbolicLink(atPath: dir + "/link.svg", withDestinationPath: "picture.svg")
            let run = runShell(lines: ["export svg link.svg"], in: dir)
            #expect(run.ok, "\(run.err)")
            #expect(fileType(dir + "/link.svg") == S_IFLNK)
            #expect(fileType(dir + "/picture.svg") == S_IFREG)
        }
    }

    @Test func aFIFOIsRefusedAndKept() throws {
        try inScratch { (dir: String) throws in
            #expect(mkfifo(dir + "/pipe", 0o644) == 0)
            let run = runShell(lines: ["add view card", "save pipe", "export json pipe"], in: dir)
            #expect(run.err == """
                error: cannot write pipe: it is a FIFO (named pipe), not a regular file
                save pipe
                     ^~~~
                error: cannot write pipe: it is a FIFO (named pipe), not a regular file
                export json pipe
                            ^~~~

                """)
            #expect(fileType(dir + "/pipe") == S_IFIFO)
            #expect(run.session.state.view(named: "card") != nil)
        }
    }

    /// A device made in the scratch folder (/dev/null's numbers), so a regression cannot touch
    /// the real one. Making a device needs root (CAP_MKNOD); elsewhere the test checks /dev/null,
    /// which then cannot be replaced anyway.
    @Test func aDeviceIsRefusedAndKept() throws {
        try inScratch { (dir: String) throws in
            var device = dir + "/null"
            if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) != 0 { device = "/dev/null" }
            let run = runShell(lines: ["save \(device)"], in: dir)
            #expect(run.err.hasPrefix("error: cannot write \(device): it is a device, not a regular file\n"))
            #expect(fileType(device) == S_IFCHR)
        }
    }

    @Test func aFolderIsRefused() throws {
        try inScratch { (dir: String) throws in
            try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
            let run = runShell(lines: ["save sub"], in: dir)
            #expect(run.err.hasPrefix("error: cannot write sub: it is a directory\n"))
        }
    }

    /// Root passes access(2) whatever the bits say: a folder nobody may write is still refused.
    @Test func aReadOnlyFolderIsRefused() throws {
        try inScratch { (dir: String) throws in
            try FileManager.default.createDirectory(atPath: dir + "/locked", withIntermediateDirectories: false)
            #expect(chmod(dir + "/locked", 0o555) == 0)
            let run = runShell(lines: ["save locked/s.plumb", "export vfl locked/s.vfl"], in: dir)
            #expect(run.err.contains("error: cannot write locked/s.plumb: its folder is read-only\n"))
            #expect(run.err.contains("error: cannot write locked/s.vfl: its folder is read-only\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/locked").isEmpty)
        }
    }

    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        try inScratch { (dir: String) throws in
            try "keep\n".write(toFile: dir + "/s.plumb", atomically: false, encoding: .utf8)
            #expect(chmod(dir + "/s.plumb", 0o444) == 0)
            let run = runShell(lines: ["save s.plumb"], in: dir)
            #expect(run.err.hasPrefix("error: cannot write s.plumb: it is read-only\n"))
            #expect(try String(contentsOfFile: dir + "/s.plumb", encoding: .utf8) == "keep\n")
        }
    }

    @Test func replacingAFileKeepsItsPermissions() throws {
        try inScratch { (dir: String) throws in
            try "old\n".write(toFile: dir + "/s.plumb", atomically: false, encoding: .utf8)
            #expect(chmod(dir + "/s.plumb", 0o640) == 0)
            #expect(runShell(lines: ["save s.plumb"], in: dir).ok)
            var info = stat()
            #expect(stat(dir + "/s.plumb", &info) == 0)
            #expect(info.st_mode & 0o777 == 0o640)
        }
    }

    /// `-` is standard output, as `import log -` reads standard input: nothing else is printed,
    /// so the output can go straight into another program. A quoted "-" is a file.
    @Test func dashIsStandardOutput() throws {
        try inScratch { (dir: String) throws in
            let run = runShell(lines: ["add view card", "export svg -"], in: dir)
            #expect(run.ok, "\(run.err)")
            let svg = run.out.drop(while: { $0 != "\n" }).dropFirst()
            #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
            #expect(!run.out.contains("exported"))
            let save = runShell(lines: ["add view card", "save -"], in: dir)
            #expect(save.out.contains("\nadd view card UIView\n") && !save.out.contains("saved"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
            #expect(runShell(lines: ["export json \"-\""], in: dir).out == "exported json to -\n")
            #expect(fileType(dir + "/-") == S_IFREG)
        }
    }
}
