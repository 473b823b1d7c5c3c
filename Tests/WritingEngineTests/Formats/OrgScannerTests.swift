import Testing

@testable import WritingEngine

@Suite struct OrgScannerTests {
    @Test func golden() {
        let text = """
            #+TITLE: Titel
            * DONE Headng wiht tags :tagg:
              :PROPERTIES:
              :ID: idd
              :END:
            A paragraf with ~codde~, =verbtm= and [[https://exampel.com][link txet]].
            - [ ] Itemm :: definiton
            #+BEGIN_SRC sh
            echo helo
            #+END_SRC
            | Naem | Valeu |
            # commnet

            """
        let expected = """
            heading(1) 15..<38
              prose 22..<38 "Headng wiht tags"
            paragraph 80..<153
              prose 80..<153 "A paragraf with ~codde~, =verbtm= and […"
            listItem 160..<178
              prose 160..<165 "Itemm"
              prose 169..<178 "definiton"
            block 179..<213
            tableCell 216..<220
              prose 216..<220 "Naem"
            tableCell 223..<228
              prose 223..<228 "Valeu"
            comment 231..<240
            ignored code 0..<14 "#+TITLE: Titel"
            ignored markup 15..<22 "* DONE "
            ignored markup 39..<45 ":tagg:"
            ignored code 48..<79 ":PROPERTIES:\\n  :ID: idd\\n  :END:"
            ignored inlineCode 96..<103 "~codde~"
            ignored inlineCode 105..<113 "=verbtm="
            ignored url 118..<141 "[[https://exampel.com]["
            ignored markup 150..<152 "]]"
            ignored markup 154..<160 "- [ ] "
            ignored markup 166..<168 "::"
            ignored codeBlock 179..<213 "#+BEGIN_SRC sh\\necho helo\\n#+END_SRC"
            ignored markup 214..<215 "|"
            ignored markup 221..<222 "|"
            ignored markup 229..<230 "|"
            ignored comment 231..<240 "# commnet"

            """
        expectGolden(text, language: .org, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            #+TITLE: Projekt Notes
            #+AUTHOR: Jane Doe
            #+OPTIONS: toc:nill

            * TODO [#A] Introducton to the tool :projct:urgnt:
              :PROPERTIES:
              :CUSTOM_ID: introo
              :END:
              SCHEDULED: <2024-01-15 Mon>

            This paragraf explains how ~confg.yml~ works and =verbatm= text.
            See [[https://exampel.com/pathh][the websit]] or [[file:notes/othr.org]].
            Math like $\\alpha + \\betta$ and \\(x + yy\\) is skipped[fn:1].

            ** Second sectin
            - First item with a speling error
            - [X] Second itemm
            - Termm :: The definiton of it
            1. Ordered entri

            #+BEGIN_SRC python
            def fnuction():
                return "stirng"
            #+END_SRC

            #+begin_example
            exmple outpt
            #+end_example

            : fixd width lien

            #+BEGIN_QUOTE
            A quoet that is protected.
            #+END_QUOTE

            | Naem  | Valeu |
            |-------+-------|
            | celll | 42    |

            # a commnet line
            # wt-lsp-ignore-next-line
            This line has a errror that is skipped.

            \\begin{equation}
            \\gammma = 1
            \\end{equation}

            [fn:1] A footnote with a mistkae.
            """
        expectPlanted(
            text, .org,
            prose: [
                "Introducton", "paragraf", "websit", "sectin", "speling", "itemm", "Termm", "definiton", "entri", "Naem", "Valeu", "celll",
                "mistkae",
            ],
            code: [
                "Projekt", "nill", "projct", "urgnt", "introo", "confg", "verbatm", "exampel", "pathh", "othr", "betta", "yy", "fnuction",
                "stirng", "exmple", "outpt", "fixd", "lien", "quoet", "commnet", "errror", "gammma",
            ])
    }

    @Test func inlineSourceIsCode() {
        #expect(flaggedWords("Run src_python{print(\"helo\")} and teh rest.\n", .org) == ["teh"])
    }

    @Test func resultsAreAProgramsOutput() {
        let text = "#+RESULTS:\n| index.css | 1.4 KiB |\n| outpt.css | minifed |\n: fixd widht\n\nThe tabel follows.\n"
        #expect(flaggedWords(text, .org) == ["tabel"])
        #expect(flaggedWords("#+RESULTS:\n#+begin_example\nexampel\n#+end_example\nA paragraf.\n", .org) == ["paragraf"])
    }
}
