import LSPKit
import WritingEngine

/// Background model proofreading (`proofreading.model: "background"`): the
/// stretches of each document that changed and are resting, the paragraphs
/// waiting for the model, the one it is on, and what it said of paragraph
/// texts it already saw.
///
/// - Important: Touched only on `connection.queue`, like the rest of `Server`.
struct BackgroundProofreading {
    /// How long a paragraph must go unedited, beyond the diagnostics
    /// debounce, before it is sent: the rule diagnostics always come first.
    static let restMs = 1000

    /// A changed stretch of a document and when an edit last touched it.
    struct DirtySpot {
        var range: Range<Int>
        var touched: ContinuousClock.Instant
    }

    /// A paragraph waiting for the model, or the one it is on.
    struct Job {
        let uri: DocumentURI
        /// The paragraph's byte range, kept in step with edits elsewhere.
        var paragraph: Range<Int>
        /// The paragraph's text when it was queued.
        let key: ParagraphCache.Key
        /// The model call (for the running job).
        var task: Task<ModelProofreading.Result, Never>?
        /// Set when an edit touched the paragraph while the model ran: its answer is dropped.
        var isStale = false
    }

    var dirty: [DocumentURI: [DirtySpot]] = [:]
    /// Documents with a rest timer pending.
    var timers: Set<DocumentURI> = []
    /// Paragraphs that rested, oldest first.
    var queue: [Job] = []
    /// The paragraph the model is on (one at a time for the whole server).
    var running: Job?
    var cache = ParagraphCache()
    /// The provider settings the cache's answers came from.
    var cacheProvider: ProviderSettings?

    /// Follows `edits` to `uri` (`DocumentSession.follow`): each becomes (or
    /// joins) a dirty spot touched now, and paragraphs waiting or running
    /// that it touches are dropped or marked stale.
    mutating func notice(_ uri: DocumentURI, _ edits: [DocumentSession.Edit], now: ContinuousClock.Instant) {
        var spots = dirty[uri] ?? []
        for change in edits {
            var edited = change.replaced.lowerBound..<(change.replaced.lowerBound + change.insertedCount)
            spots = spots.compactMap { spot in
                if let moved = DocumentSession.follow(spot.range, through: change) { return DirtySpot(range: moved, touched: spot.touched) }
                // Touched: the spot joins the edit (its end moves with the text after the change).
                let end = spot.range.upperBound >= change.replaced.upperBound ? spot.range.upperBound + change.delta : edited.upperBound
                edited = min(edited.lowerBound, spot.range.lowerBound)..<max(edited.upperBound, end)
                return nil
            }
            spots.append(DirtySpot(range: edited, touched: now))
            queue = queue.compactMap { job in
                guard job.uri == uri else { return job }
                guard let moved = DocumentSession.follow(job.paragraph, through: change) else { return nil }
                var copy = job
                copy.paragraph = moved
                return copy
            }
            if var job = running, job.uri == uri, !job.isStale {
                if let moved = DocumentSession.follow(job.paragraph, through: change) {
                    job.paragraph = moved
                } else {
                    job.isStale = true
                    job.task?.cancel()
                }
                running = job
            }
        }
        dirty[uri] = spots
    }

    /// Forgets `uri` (closed): its spots and waiting paragraphs; its running one is stale.
    mutating func forget(_ uri: DocumentURI) {
        dirty[uri] = nil
        queue.removeAll { $0.uri == uri }
        if running?.uri == uri {
            running?.isStale = true
            running?.task?.cancel()
        }
    }

    /// Stops everything (background proofreading was turned off).
    mutating func stop() {
        dirty = [:]
        queue = []
        if running != nil {
            running?.isStale = true
            running?.task?.cancel()
        }
    }

    /// The spots of `uri` that rested for `rest`; the others stay.
    mutating func takeRested(_ uri: DocumentURI, rest: Duration, now: ContinuousClock.Instant) -> [Range<Int>] {
        let spots = dirty[uri] ?? []
        dirty[uri] = spots.filter { now - $0.touched < rest }
        return spots.filter { now - $0.touched >= rest }.map(\.range)
    }

    /// When the next spot of `uri` will have rested, if one is left.
    func nextRest(_ uri: DocumentURI, rest: Duration) -> ContinuousClock.Instant? {
        dirty[uri]?.map { $0.touched + rest }.min()
    }

    /// Whether `paragraph` of `uri` is queued or running with the same text.
    func isPending(_ uri: DocumentURI, key: ParagraphCache.Key) -> Bool {
        queue.contains { $0.uri == uri && $0.key == key } || running.map { $0.uri == uri && $0.key == key && !$0.isStale } ?? false
    }
}

/// What the model said of paragraph texts already checked, by text: the
/// same paragraph is never sent twice. Holds at most `capacity` entries,
/// the oldest going first.
struct ParagraphCache {
    /// A paragraph's text and the language it was read in (which decides its protected spans).
    struct Key: Hashable, Sendable {
        var text: String
        var language: String
    }

    /// Marks and rewrites with ranges from the paragraph's start.
    struct Entry: Sendable {
        var marks: [Finding]
        var rewrites: [ModelMark]
    }

    static let capacity = 4096
    private var entries: [Key: Entry] = [:]
    private var order: [Key] = []
    private var oldest = 0

    subscript(key: Key) -> Entry? { entries[key] }

    mutating func store(_ entry: Entry, for key: Key) {
        if entries.updateValue(entry, forKey: key) != nil { return }
        order.append(key)
        if entries.count > Self.capacity {
            entries[order[oldest]] = nil
            oldest += 1
            if oldest * 2 > order.count {
                order.removeFirst(oldest)
                oldest = 0
            }
        }
    }

    mutating func removeAll() {
        entries = [:]
        order = []
        oldest = 0
    }
}
