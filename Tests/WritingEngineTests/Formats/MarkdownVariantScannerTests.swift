import Testing

@testable import WritingEngine

@Suite struct MarkdownVariantScannerTests {
    @Test func goldenQuarto() {
        let text = """
            ::: {.callout}
            Prose wiht {{< kbd Ctrl-Shfit >}} and `r x`.
            :::

            """
        let expected = """
            paragraph 0..<63
              prose 0..<14 "::: {.callout}"
              prose 15..<59 "Prose wiht {{< kbd Ctrl-Shfit >}} and `…"
              prose 60..<63 ":::"
            ignored markup 0..<14 "::: {.callout}"
            ignored code 26..<48 "{{< kbd Ctrl-Shfit >}}"
            ignored inlineCode 53..<58 "`r x`"
            ignored markup 60..<63 ":::"

            """
        expectGolden(text, language: .quarto, expected)
    }

    @Test func goldenMDX() {
        let text = """
            import X from 'y'

            Text wiht {propps.x} here.
            <Tabb a={1}>
            {/* wt-lsp-disable */}

            """
        let expected = """
            esm 0..<17
            paragraph 19..<81
              prose 19..<45 "Text wiht {propps.x} here."
              prose 46..<58 "<Tabb a={1}>"
              prose 59..<81 "{/* wt-lsp-disable */}"
            ignored code 0..<17 "import X from 'y'"
            ignored code 29..<39 "{propps.x}"
            ignored html 46..<58 "<Tabb a={1}>"
            ignored directive 59..<82 "{/* wt-lsp-disable */}\\n"

            """
        expectGolden(text, language: .mdx, expected)
    }

    static let quarto = """
        ---
        title: "Analysys Report"
        format: html
        execute:
          echo: fals
        ---

        # Introducton

        This paragraf loads the data with `r nrow(dataa)` rows.

        ```{r}
        #| label: fig-plott
        library(ggplott)
        summry(cars)
        ```

        ::: {.callout-note}
        A callout with a speling error.
        :::

        {{< video https://exampel.com/vidoe >}}

        ```{python}
        import numpie as np
        ```

        See @fig-plott for the resullt.
        """

    @Test(arguments: [DocumentLanguage.quarto, .rMarkdown])
    func plantedMisspellingsQuarto(_ language: DocumentLanguage) {
        expectPlanted(
            Self.quarto, language, prose: ["Introducton", "paragraf", "speling", "resullt"],
            code: ["Analysys", "fals", "dataa", "plott", "ggplott", "summry", "exampel", "vidoe", "numpie"])
    }

    @Test func plantedMisspellingsMDX() {
        let text = """
            import { Chartt } from '../componnts/chart'
            export const metaa = { titel: 'Docs' }

            # Introducton

            This paragraf shows {props.usrName} and a <Badge colr="red">badje</Badge> inline.

            <Chartt dataa={[1, 2, 3]} />

            {/* a commnet in MDX */}

            - First item with a speling error.

            ```js
            const greting = "helo";
            ```

            {/* wt-lsp-ignore-next-line */}
            This line has a errror that is skipped.
            """
        expectPlanted(
            text, .mdx, prose: ["Introducton", "paragraf", "badje", "speling"],
            code: ["Chartt", "componnts", "metaa", "titel", "usrName", "colr", "dataa", "commnet", "greting", "helo", "errror"])
    }
}
