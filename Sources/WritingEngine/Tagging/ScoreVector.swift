/// Lane-by-lane operations on the tagger's score vectors: one `Int16` lane
/// a class, `lanes` lanes a vector (a multiple of `laneBlock`), sums
/// wrapping as every score sum does. Each loop step takes `laneBlock` lanes
/// in three `SIMD8` chunks.
enum ScoreVector {
    typealias Chunk = SIMD8<Int16>

    /// Lanes a loop step takes.
    static let laneBlock = 3 * Chunk.scalarCount

    /// Lanes a vector for `classCount` classes: rounded up to a multiple of `laneBlock`.
    static func laneCount(classCount: Int) -> Int { (classCount + laneBlock - 1) / laneBlock * laneBlock }

    @inline(__always) static func load(_ vector: UnsafePointer<Int16>, _ k: Int) -> Chunk {
        UnsafeRawPointer(vector + k).loadUnaligned(as: Chunk.self)
    }

    @inline(__always) static func store(_ chunk: Chunk, _ vector: UnsafeMutablePointer<Int16>, _ k: Int) {
        UnsafeMutableRawPointer(vector + k).storeBytes(of: chunk, as: Chunk.self)
    }

    /// Calls `body` with the first lane of each chunk, `laneBlock` lanes a step.
    @inline(__always) static func forEachChunk(_ lanes: Int, _ body: (Int) -> Void) {
        var k = 0
        repeat {
            body(k)
            body(k &+ Chunk.scalarCount)
            body(k &+ 2 * Chunk.scalarCount)
            k &+= laneBlock
        } while k < lanes
    }

    @inline(__always) static func add(_ vector: UnsafePointer<Int16>, to target: UnsafeMutablePointer<Int16>, _ lanes: Int) {
        forEachChunk(lanes) { store(load(target, $0) &+ load(vector, $0), target, $0) }
    }

    @inline(__always) static func copy(_ vector: UnsafePointer<Int16>, to target: UnsafeMutablePointer<Int16>, _ lanes: Int) {
        forEachChunk(lanes) { store(load(vector, $0), target, $0) }
    }

    @inline(__always) static func zero(_ target: UnsafeMutablePointer<Int16>, _ lanes: Int) {
        forEachChunk(lanes) { store(Chunk(), target, $0) }
    }

    /// Adds six vectors to `target` and returns the first lane with the highest
    /// sum (lanes past the last class never win: their history lanes hold
    /// `TaggerScores.unusedLane`).
    @inline(__always) static func addChoosingMaximum(
        _ a: UnsafePointer<Int16>, _ b: UnsafePointer<Int16>, _ c: UnsafePointer<Int16>, _ d: UnsafePointer<Int16>,
        _ e: UnsafePointer<Int16>, _ f: UnsafePointer<Int16>, to target: UnsafeMutablePointer<Int16>, _ lanes: Int
    ) -> Int {
        var best = Chunk(repeating: .min)
        forEachChunk(lanes) { k in
            let total =
                (load(target, k) &+ load(a, k)) &+ (load(b, k) &+ load(c, k)) &+ ((load(d, k) &+ load(e, k)) &+ load(f, k))
            store(total, target, k)
            best = pointwiseMax(best, total)
        }
        let highest = Chunk(repeating: best.max())
        var k = 0
        while !any(load(target, k) .== highest) { k &+= Chunk.scalarCount }
        while target[k] != highest[0] { k &+= 1 }
        return k
    }
}
