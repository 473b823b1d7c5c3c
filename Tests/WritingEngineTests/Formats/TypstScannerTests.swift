import Testing

@testable import WritingEngine

@Suite struct TypstScannerTests {
    @Test func golden() {
        let text = """
            #set text(lang: "en")
            = Headng <lbl>
            A paragraf with $x + yy$, `codde` and @reff.
            #emph[Emphsis txet] #f(arg: "strr")
            - Itemm
            // commnet

            """
        let expected = """
            heading(1) 24..<30
              prose 24..<30 "Headng"
            paragraph 37..<100
              prose 37..<100 "A paragraf with $x + yy$, `codde` and @…"
            listItem 120..<125
              prose 120..<125 "Itemm"
            ignored code 0..<21 "#set text(lang: \\"en\\")"
            ignored markup 22..<23 "="
            ignored markup 31..<36 "<lbl>"
            ignored math 53..<61 "$x + yy$"
            ignored inlineCode 63..<70 "`codde`"
            ignored code 75..<80 "@reff"
            ignored code 82..<88 "#emph["
            ignored code 100..<101 "]"
            ignored code 102..<117 "#f(arg: \\"strr\\")"
            ignored markup 118..<119 "-"
            ignored comment 126..<136 "// commnet"

            """
        expectGolden(text, language: .typst, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            #set page(paper: "a4", margn: 2cm)
            #set text(font: "Linux Libertinne", lang: "en")
            #import "@preview/cetz:0.2.0": canvs
            #let autor = "Jane Doe"

            = Introducton <sec-introo>

            This paragraf explains how the tool works, as @sec-introo shows.
            Math like $alpha + betta$ is skipped, and so is `confg.yml` raw text.
            See https://exampel.com/pathh or #link("https://exampel.org/othr")[the websit].

            #figure(
              image("imgs/pictre.png", widht: 80%),
              caption: [A pictur of the tool],
            )

            - First item with a speling error
            + Numbered itemm
            / Termm: The definiton of it

            ```python
            def fnuction():
                return "stirng"
            ```

            #emph[Emphasised txet] and #strong[strng words].

            // a commnet that is ignored
            /* a block commnet */
            // wt-lsp-ignore-next-line
            This line has a errror that is skipped.

            #table(
              columns: 2,
              [Naem], [Valeu],
            )
            """
        expectPlanted(
            text, .typst,
            prose: [
                "Introducton", "paragraf", "websit", "pictur", "speling", "itemm", "Termm", "definiton", "txet", "strng", "Naem", "Valeu",
            ],
            code: [
                "margn", "Libertinne", "cetz", "canvs", "autor", "introo", "betta", "confg", "exampel", "pathh", "othr", "pictre", "widht",
                "fnuction", "stirng", "commnet", "errror",
            ])
    }
}
