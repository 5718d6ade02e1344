/// Just enough PNG to read back what rsvg-convert writes: 8-bit greyscale, RGB, grey+alpha or
/// RGBA, not interlaced, with zlib (DEFLATE) decoding written out here because Foundation on
/// Linux has no inflate. Pixels come back as RGBA.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let pixels: [UInt8]

    func rgba(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// `#rrggbb` of a pixel (alpha ignored).
    func hex(_ x: Int, _ y: Int) -> String {
        let p = rgba(x, y)
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + h(p.r) + h(p.g) + h(p.b)
    }

    init(data bytes: [UInt8]) throws {
        guard bytes.count > 8, Array(bytes[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw PNGError("not a PNG") }
        var i = 8
        var width = 0, height = 0, depth = 0, colorType = 0, interlace = 0
        var compressed: [UInt8] = []
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while i + 8 <= bytes.count {
            let length = be32(i)
            let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
            let body = i + 8
            guard body + length + 4 <= bytes.count else { throw PNGError("truncated chunk \(type)") }
            switch type {
            case "IHDR":
                width = be32(body); height = be32(body + 4)
                depth = Int(bytes[body + 8]); colorType = Int(bytes[body + 9]); interlace = Int(bytes[body + 12])
            case "IDAT": compressed += bytes[body..<body + length]
            default: break
            }
            i = body + length + 4
            if type == "IEND" { break }
        }
        guard depth == 8, interlace == 0 else { throw PNGError("unsupported PNG: depth \(depth), interlace \(interlace)") }
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: throw PNGError("unsupported PNG colour type \(colorType)")
        }
        guard compressed.count > 2 else { throw PNGError("no image data") }
        let raw = try Inflate.decompress(Array(compressed.dropFirst(2)))
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw PNGError("image data too short") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let src = y * (stride + 1) + 1
            for x in 0..<stride {
                let a = x >= channels ? Int(rows[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(rows[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(rows[(y - 1) * stride + x - channels]) : 0
                var v = Int(raw[src + x])
                switch filter {
                case 0: break
                case 1: v += a
                case 2: v += b
                case 3: v += (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    v += pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw PNGError("bad filter \(filter)")
                }
                rows[y * stride + x] = UInt8(v & 0xff)
            }
        }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for p in 0..<(width * height) {
            let s = p * channels
            switch channels {
            case 1: out[p * 4] = rows[s]; out[p * 4 + 1] = rows[s]; out[p * 4 + 2] = rows[s]
            case 2: out[p * 4] = rows[s]; out[p * 4 + 1] = rows[s]; out[p * 4 + 2] = rows[s]; out[p * 4 + 3] = rows[s + 1]
            case 3: out[p * 4] = rows[s]; out[p * 4 + 1] = rows[s + 1]; out[p * 4 + 2] = rows[s + 2]
            default: for k in 0..<4 { out[p * 4 + k] = rows[s + k] }
            }
        }
        self.width = width
        self.height = height
        pixels = out
    }
}

struct PNGError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}

/// DEFLATE (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
enum Inflate {
    private struct Bits {
        let data: [UInt8]
        var position = 0 // in bits
        mutating func bit() throws -> Int {
            guard position >> 3 < data.count else { throw PNGError("deflate stream ends early") }
            let b = Int(data[position >> 3] >> UInt8(position & 7)) & 1
            position += 1
            return b
        }
        mutating func bits(_ n: Int) throws -> Int {
            var v = 0
            for k in 0..<n { v |= try bit() << k }
            return v
        }
    }

    /// Canonical Huffman code: counts per length and symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<16 { offsets[l] = offsets[l - 1] + counts[l - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 { symbols[offsets[l]] = s; offsets[l] += 1 }
        }
        func decode(_ bits: inout Bits) throws -> Int {
            var code = 0, first = 0, index = 0
            for l in 1..<16 {
                code |= try bits.bit()
                let count = counts[l]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw PNGError("bad Huffman code")
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                   4097, 6145, 8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func decompress(_ data: [UInt8]) throws -> [UInt8] {
        var bits = Bits(data: data)
        var out: [UInt8] = []
        var last = 0
        repeat {
            last = try bits.bit()
            let type = try bits.bits(2)
            switch type {
            case 0:
                bits.position = (bits.position + 7) & ~7
                let at = bits.position >> 3
                guard at + 4 <= data.count else { throw PNGError("stored block header cut") }
                let len = Int(data[at]) | Int(data[at + 1]) << 8
                guard at + 4 + len <= data.count else { throw PNGError("stored block cut") }
                out += data[at + 4..<at + 4 + len]
                bits.position = (at + 4 + len) << 3
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for s in 144..<256 { lengths[s] = 9 }
                for s in 256..<280 { lengths[s] = 7 }
                try inflateBlock(&bits, &out, Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let hlit = try bits.bits(5) + 257, hdist = try bits.bits(5) + 1, hclen = try bits.bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for k in 0..<hclen { codeLengths[order[k]] = try bits.bits(3) }
                let codeCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < hlit + hdist {
                    let sym = try codeCode.decode(&bits)
                    switch sym {
                    case 0..<16: lengths.append(sym)
                    case 16:
                        guard let prev = lengths.last else { throw PNGError("repeat with no length") }
                        lengths += [Int](repeating: prev, count: 3 + (try bits.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits.bits(7)))
                    }
                }
                try inflateBlock(&bits, &out, Huffman(lengths: Array(lengths[0..<hlit])), Huffman(lengths: Array(lengths[hlit..<hlit + hdist])))
            default: throw PNGError("bad block type")
            }
        } while last == 0
        return out
    }

    private static func inflateBlock(_ bits: inout Bits, _ out: inout [UInt8], _ lit: Huffman, _ dist: Huffman) throws {
        while true {
            let sym = try lit.decode(&bits)
            if sym < 256 { out.append(UInt8(sym)); continue }
            if sym == 256 { return }
            let li = sym - 257
            guard li < lengthBase.count else { throw PNGError("bad length symbol") }
            let length = lengthBase[li] + (try bits.bits(lengthExtra[li]))
            let di = try dist.decode(&bits)
            guard di < distBase.count else { throw PNGError("bad distance symbol") }
            let distance = distBase[di] + (try bits.bits(distExtra[di]))
            guard distance <= out.count else { throw PNGError("distance too far back") }
            let start = out.count - distance
            for k in 0..<length { out.append(out[start + k]) }
        }
    }
}
