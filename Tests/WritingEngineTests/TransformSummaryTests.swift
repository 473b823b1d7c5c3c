import Testing

@testable import WritingEngine

/// Summary and key points: TextRank centrality, position and heading; order kept; compressed points.
@Suite struct TransformSummaryTests {
    @Test func theHubOfTheSentenceGraphRanksFirst() {
        let hub: Set<String> = ["cache", "disk", "memory", "index"]
        let ranks = SentenceRanking.textRank([
            ["cache", "disk", "weather"], hub, ["memory", "index", "lunch"], ["cache", "index", "train"], ["music", "guitar", "song"],
        ])
        #expect(ranks.indices.max { ranks[$0] < ranks[$1] } == 1)
        #expect(ranks[4] < ranks[0])
    }

    @Test func aThirdOfTheSentencesInTheirOrder() throws {
        let text = """
            The weather was mild on Monday. The server keeps a cache of pages on disk. Lunch was late. \
            The cache on disk makes the server fast. A guitar played somewhere. The server clears its disk cache every night.
            """
        let summary = try TransformFixture.run(.summary, text, language: .plaintext)
        #expect(summary == "The server keeps a cache of pages on disk. The cache on disk makes the server fast.")
    }

    @Test func theHeadingPullsItsSentencesUp() throws {
        let text = """
            # Backups

            Our office has a small kitchen. The team meets on Tuesdays. Backups run every night and keep a copy for a month.
            """
        let summary = try TransformFixture.run(.summary, text)
        #expect(summary.contains("Backups run every night"))
        #expect(!summary.contains("Tuesdays"))
    }

    @Test func oneSentenceIsItsOwnSummary() throws {
        #expect(try TransformFixture.run(.summary, "The build takes ten minutes.", language: .plaintext) == "The build takes ten minutes.")
    }

    @Test func keyPointsAreCompressed() throws {
        let text = """
            Note that the importer basically reads every file in the folder. There are many users who run it at night. \
            The importer, which is written in Swift, is really fast. It stops if the disk is full.
            """
        let points = try TransformFixture.run(.keyPoints, text, language: .markdown)
        #expect(points.hasPrefix("- The importer reads every file in the folder."))
        #expect(!points.contains("Note that") && !points.contains("basically"))
        #expect(points.split(separator: "\n").count == 2)
    }
}
