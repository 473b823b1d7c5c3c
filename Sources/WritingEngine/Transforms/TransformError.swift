/// Why a transform produced no result. The description is a message for the user.
public enum TransformError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The selection holds no prose to work on.
    case noProse
    /// The built-in engine found nothing it could shape this way (no table structure…).
    case notApplicable(String)
    /// The action needs a model provider.
    case needsModel(String)
    /// `resultOptions` do not allow what the action produces.
    case notAllowed(String)
    /// A result lost, duplicated or altered a protected span: it is refused.
    case protectedSpansDamaged(String)
    /// A model answer that cannot be used (empty, broken Markdown…).
    case unusableAnswer(String)
    /// A built-in result the acceptance check refused (it would change the meaning).
    case refused(String)

    public var description: String {
        switch self {
        case .noProse: "the selection holds no prose"
        case .notApplicable(let why): why
        case .needsModel(let action): "\(action) needs a model provider (set provider.kind to \"openai\" with an endpoint and a model)"
        case .notAllowed(let what): "\(what) are not allowed here (resultOptions)"
        case .protectedSpansDamaged(let why): "the result was refused because it \(why); protected text is never changed"
        case .unusableAnswer(let why): "the model answer could not be used: \(why)"
        case .refused(let why): "the result was refused because \(why)"
        }
    }
}
