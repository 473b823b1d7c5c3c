/// The English spelling variety accepted by the spelling checker.
public enum Dialect: String, Sendable, Hashable, CaseIterable, Codable {
    case americanEnglish = "en-US"
    case britishEnglish = "en-GB"
    case canadianEnglish = "en-CA"
    case australianEnglish = "en-AU"
}
