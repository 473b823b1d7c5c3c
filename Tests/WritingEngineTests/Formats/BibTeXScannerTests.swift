import Testing

@testable import WritingEngine

@Suite struct BibTeXScannerTests {
    @Test func golden() {
        let text = """
            % commnet
            @book{keyy,
              title = {The {DNA} of \\emph{Txet}},
              publisher = {Publshr},
              abstract = "An abstrct with $x$.",
            }

            """
        let expected = """
            heading(1) 33..<57
              prose 33..<57 "The {DNA} of \\\\emph{Txet}"
            paragraph 99..<119
              prose 99..<119 "An abstrct with $x$."
            ignored comment 0..<10 "% commnet\\n"
            ignored code 10..<33 "@book{keyy,\\n  title = {"
            ignored markup 37..<38 "{"
            ignored markup 41..<42 "}"
            ignored code 46..<51 "\\\\emph"
            ignored markup 51..<52 "{"
            ignored markup 56..<57 "}"
            ignored code 57..<99 "},\\n  publisher = {Publshr},\\n  abstract …"
            ignored math 115..<118 "$x$"
            ignored code 119..<123 "\\",\\n}"
            ignored comment 123..<124 "\\n"

            """
        expectGolden(text, language: .bibtex, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            % Bibliografy for the projekt
            @string{jcompt = "Jurnal of Computng"}

            @article{smithh2020,
              author    = {Smithh, Jane and Doee, John},
              title     = {A Studdy of {DNA} Sequencing with \\emph{Novel} Methods},
              journal   = jcompt,
              year      = {2020},
              volume    = {12},
              pages     = {1--10},
              doi       = {10.1000/xyzz123},
              url       = {https://exampel.com/papr},
              abstract  = {We presnt a new method for $\\alpha$-sequencing that improvs
                           acuracy on G{\\"o}del benchmarks.},
              keywords  = {sequensing, dnaa},
            }

            @inproceedings{leee2019,
              title = "Fast {Parsng} of Documents",
              booktitle = {Procedings of the Conference},
              publisher = {Springr},
            }

            Free text outside entries is a commnet.
            % wt-lsp-ignore-next-line
            @misc{x, title = {Skiped titel}}
            """
        expectPlanted(
            text, .bibtex,
            prose: ["Studdy", "presnt", "improvs", "acuracy", "Parsng", "Procedings"],
            code: [
                "Bibliografy", "projekt", "jcompt", "Jurnal", "Computng", "smithh", "Smithh", "Doee", "xyzz", "exampel", "papr",
                "sequensing", "dnaa", "leee", "Springr", "commnet", "Skiped", "titel",
            ])
    }

    /// A word that braces or an accent command cut (`{B}ayesian`, `G{\\"o}del`) is not checked in parts.
    @Test func wordsWithBracesInsideAreIgnoredWhole() {
        let text = "@article{k, title = {A {B}ayesian View of G{\\\"o}del and teh Rest}}\n"
        #expect(flaggedWords(text, .bibtex) == ["teh"])
    }

    @Test func directiveInsideAnEntry() {
        let text = "@article{k,\n% wt-lsp-ignore-next-line\n  title = {Teh title},\n  abstract = {Wrods here},\n}\n"
        #expect(flaggedWords(text, .bibtex) == ["Wrods"])
    }
}
