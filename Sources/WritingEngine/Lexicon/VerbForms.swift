/// Which inflections of a verb a written form is.
struct VerbForms: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let base = VerbForms(rawValue: 1)
    static let thirdPerson = VerbForms(rawValue: 2)
    static let past = VerbForms(rawValue: 4)
    static let pastParticiple = VerbForms(rawValue: 8)
    static let presentParticiple = VerbForms(rawValue: 16)
    static let all: VerbForms = [.base, .thirdPerson, .past, .pastParticiple, .presentParticiple]
}

/// One verb's forms.
struct Paradigm: Sendable, Hashable {
    let base: String
    let thirdPerson: String
    let past: String
    let pastParticiple: String
    let presentParticiple: String
}
