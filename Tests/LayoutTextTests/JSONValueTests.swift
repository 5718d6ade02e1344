import Foundation
import LayoutModel
import LayoutText
import LayoutSyntax
import Testing
import PlumbTestSupport

@Suite struct JSONValueTests {
    @Test func keysKeepTheirOrder() {
        let v = JSONValue.object([("z", .int(1)), ("a", .int(2)), ("m", .null)])
        #expect(v.compactText == #"{"z":1,"a":2,"m":null}"#)
        #expect(v.prettyText == "{\n  \"z\": 1,\n  \"a\": 2,\n  \"m\": null\n}")
    }

    @Test func numbers() {
        #expect(JSONValue.number(320).compactText == "320")
        #expect(JSONValue.number(-0.0).compactText == "0")
        #expect(JSONValue.number(20.5).compactText == "20.5")
        #expect(JSONValue.number(1.0 / 3).compactText == "0.3333333333333333")
        #expect(JSONValue.number(1e20).compactText == "1e+20")
        #expect(JSONValue.number(.infinity).compactText == "null")
    }

    @Test func stringsAreEscaped() throws {
        let s = "quote \" backslash \\ newline \n tab \t bell \u{7} é 😀"
        let text = JSONValue.array([.string(s)]).compactText
        #expect(text == #"["quote \" backslash \\ newline \n tab \t bell \u0007 é 😀"]"#)
        let back = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
        #expect(back == [s])
    }

    @Test func emptyContainers() {
        #expect(JSONValue.object([]).prettyText == "{}")
        #expect(JSONValue.array([]).prettyText == "[]")
        #expect(JSONValue.object([("a", .array([]))]).prettyText == "{\n  \"a\": []\n}")
    }

    /// Property: random values print as JSON that Foundation reads back to the same values.
    @Test func randomValuesRoundTrip() throws {
        var rng = SplitMix(seed: 7)
        for _ in 0..<500 {
            let v = random(&rng, depth: 0)
            for text in [v.compactText, v.prettyText] {
                let back = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
                #expect(same(v, back), "\(text)")
            }
        }
    }

    func random(_ rng: inout SplitMix, depth: Int) -> JSONValue {
        switch rng.next() % (depth > 3 ? 4 : 6) {
        case 0: return .null
        case 1: return .bool(rng.next() % 2 == 0)
        case 2: return .number(Double(Int(rng.next() % 20001) - 10000) / 8)
        case 3:
            let alphabet = Array("ab\"\\\n\t é😀\u{1}/")
            return .string(String((0..<Int(rng.next() % 8)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }))
        case 4: return .array((0..<Int(rng.next() % 4)).map { _ in random(&rng, depth: depth + 1) })
        default:
            return .object((0..<Int(rng.next() % 4)).map { i in ("k\(i)", random(&rng, depth: depth + 1)) })
        }
    }

    func same(_ v: JSONValue, _ any: Any) -> Bool {
        switch v {
        case .null: return any is NSNull
        case .bool(let b): return (any as? Bool) == b
        case .number(let n): return (any as? NSNumber)?.doubleValue == n
        case .string(let s): return (any as? String) == s
        case .array(let a):
            guard let list = any as? [Any], list.count == a.count else { return false }
            return zip(a, list).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dict = any as? [String: Any], dict.count == members.count else { return false }
            return members.allSatisfy { k, value in dict[k].map { same(value, $0) } ?? false }
        }
    }

    typealias SplitMix = SplitMix64
}
