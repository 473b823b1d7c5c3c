/// The condition of an affix rule (`[^aeiou]y`, `.`, `ph`): what the stem must end with (suffix) or start with
/// (prefix) for the rule to apply.
struct HunspellCondition: Sendable {
    /// One character position of a condition.
    struct Element: Sendable {
        var members: [UInt32]
        var negated: Bool
        var any: Bool

        func matches(_ scalar: UInt32) -> Bool {
            any || members.contains(scalar) != negated
        }
    }

    let elements: [Element]

    /// Reads a condition; nil when a bracket is never closed.
    init?(_ text: String) {
        var elements: [Element] = []
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case ".":
                elements.append(Element(members: [], negated: false, any: true))
            case "[":
                var members: [UInt32] = []
                var negated = false
                var closed = false
                while let inner = scalars.next() {
                    if inner == "]" {
                        closed = true
                        break
                    }
                    if inner == "^", members.isEmpty, !negated {
                        negated = true
                    } else {
                        members.append(inner.value)
                    }
                }
                guard closed else { return nil }
                elements.append(Element(members: members, negated: negated, any: false))
            default:
                elements.append(Element(members: [scalar.value], negated: false, any: false))
            }
        }
        if elements.count == 1, elements[0].any { elements = [] }
        self.elements = elements
    }

    /// Whether the end of a stem meets the condition (suffix rules).
    func matchesEnd(of stem: HunspellJoinedBytes) -> Bool {
        var end = stem.count
        for element in elements.reversed() {
            guard end > 0 else { return false }
            let (value, start) = stem.scalar(endingBefore: end)
            guard element.matches(value) else { return false }
            end = start
        }
        return true
    }

    /// Whether the start of a stem meets the condition (prefix rules).
    func matchesStart(of stem: HunspellJoinedBytes) -> Bool {
        var index = 0
        for element in elements {
            guard index < stem.count else { return false }
            let (value, next) = stem.scalar(startingAt: index)
            guard element.matches(value) else { return false }
            index = next
        }
        return true
    }
}
