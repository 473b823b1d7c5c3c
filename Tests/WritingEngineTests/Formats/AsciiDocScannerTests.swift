import Testing

@testable import WritingEngine

@Suite struct AsciiDocScannerTests {
    @Test func golden() {
        let text = """
            == Sectin

            A paragraf with `codde`, +literl+ and {attrr}.
            * Itemm with https://exampel.com/pathh[link txet]

            [source,python]
            ----
            def fnuction(): pass
            ----

            |===
            |Naem 2+|Valeu
            |===
            :experimantal:
            // commnet

            """
        let expected = """
            heading(2) 3..<9
              prose 3..<9 "Sectin"
            paragraph 11..<57
              prose 11..<57 "A paragraf with `codde`, +literl+ and {…"
            listItem 60..<107
              prose 60..<107 "Itemm with https://exampel.com/pathh[li…"
            listing 125..<155
            tableCell 163..<167
              prose 163..<167 "Naem"
            tableCell 171..<176
              prose 171..<176 "Valeu"
            comment 197..<207
            ignored markup 0..<3 "== "
            ignored inlineCode 27..<34 "`codde`"
            ignored inlineCode 36..<44 "+literl+"
            ignored code 49..<56 "{attrr}"
            ignored markup 58..<60 "* "
            ignored url 71..<96 "https://exampel.com/pathh"
            ignored markup 96..<97 "["
            ignored markup 106..<107 "]"
            ignored markup 109..<124 "[source,python]"
            ignored codeBlock 125..<155 "----\\ndef fnuction(): pass\\n----"
            ignored markup 157..<161 "|==="
            ignored markup 162..<163 "|"
            ignored markup 168..<171 "2+|"
            ignored markup 177..<181 "|==="
            ignored code 182..<196 ":experimantal:"
            ignored comment 197..<207 "// commnet"

            """
        expectGolden(text, language: .asciiDoc, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            = Document Titel
            :author: Jane Doe
            :toc-placement: preamble
            :experimantal:

            == Introducton

            This paragraf explains how `confg.yml` works and where +literl+ text goes.
            See https://exampel.com/pathh[the websit] or link:docs/guide.html[the guidde].
            Press kbd:[Ctrl+Shfit] and read <<setupp,the setup sectin>>. Use {attrr} here.

            // a commnet that is ignored
            ////
            A block commnet that is ignord.
            ////

            [source,python]
            ----
            def fnuction():
                return "stirng"
            ----

            ....
            literall blokk
            ....

            ++++
            <div>passthru contnt</div>
            ++++

             an indentd literal paragrph

            .A block titel
            * First item with a speling error
            * [x] Second itemm
            . Ordered entri

            CPU:: The centrl unit
            NOTE: This is an admonishun.

            [source]
            shell --flagg

            |===
            |Naem |Valeu

            |celll a
            2+|spanned cel
            |===

            include::chaptr1.adoc[]
            image::imgs/pictre.png[Alt]

            ====
            An exmaple block.
            ====

            [quote, Someone]
            ____
            A quoet that is protected.
            ____

            // wt-lsp-ignore-next-line
            This line has a errror that is skipped.
            """
        expectPlanted(
            text, .asciiDoc,
            prose: [
                "Titel", "Introducton", "paragraf", "websit", "guidde", "sectin", "titel", "speling", "itemm", "entri", "centrl",
                "admonishun", "Naem", "Valeu", "celll", "cel", "exmaple",
            ],
            code: [
                "experimantal", "confg", "literl", "exampel", "pathh", "Shfit", "setupp", "attrr", "commnet", "ignord", "fnuction",
                "stirng", "literall", "blokk", "passthru", "contnt", "indentd", "paragrph", "flagg", "chaptr", "pictre", "quoet", "errror",
            ])
    }

    /// A comment line inside a paragraph or list item (where "Ignore this line" puts it) leaves it going on.
    @Test func commentInsideAParagraph() {
        let text = "* An item\n  // wt-lsp-ignore-next-line\n  with teh error\n  and wrods.\n"
        #expect(flaggedWords(text, .asciiDoc) == ["wrods"])
    }
}
