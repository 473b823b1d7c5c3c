import Testing

@testable import WritingEngine

/// Golden dumps of the structure of one document per format and feature.
/// A change of output must be reviewed and the expected dump updated.
@Suite struct StructureGoldenTests {
    @Test func markdownDocument() {
        let text = """
            ---
            title: Teh front mattr
            tags: [wrld]
            ---

            # Heading wiht error

            Prose with a mistkae here and `inlne codde` there.

            ```python
            def fnuction(): pass  # commnet
            ```

                indented blok of codde

            Visit https://exampel.com/pathh or <https://exampel.org/autolnk>.
            A [link txet](https://exampel.com/destinashun) and ![alt picturre](img/photoo.png).

            > A quoted sentense with an erorr.

            <!-- a commnet with mistaeks -->

            Math $\\alpha + bta$ and $$ \\gamma + dlta $$ done.

            | Naem | Value |
            |---|---|
            | celll | value |

            """
        let expected = """
            frontMatter 0..<43
            heading(1) 45..<65
              prose 47..<65 "Heading wiht error"
            paragraph 67..<117
              prose 67..<117 "Prose with a mistkae here and `inlne co…"
            fencedCode(python) 119..<164
            indentedCode 166..<192
            paragraph 194..<343
              prose 194..<259 "Visit https://exampel.com/pathh or <htt…"
              prose 260..<343 "A [link txet](https://exampel.com/desti…"
            blockQuote 345..<379
            htmlBlock 381..<413
            paragraph 415..<464
              prose 415..<464 "Math $\\\\alpha + bta$ and $$ \\\\gamma + dlt…"
            tableCell 468..<472
              prose 468..<472 "Naem"
            tableCell 475..<480
              prose 475..<480 "Value"
            tableDelimiterRow 483..<492
            tableCell 495..<500
              prose 495..<500 "celll"
            tableCell 503..<508
              prose 503..<508 "value"
            ignored frontMatter 0..<43 "---\\ntitle: Teh front mattr\\ntags: [wrld]…"
            ignored inlineCode 97..<110 "`inlne codde`"
            ignored codeBlock 119..<164 "```python\\ndef fnuction(): pass  # commn…"
            ignored codeBlock 166..<192 "    indented blok of codde"
            ignored url 200..<225 "https://exampel.com/pathh"
            ignored url 229..<258 "<https://exampel.org/autolnk>"
            ignored markup 262..<263 "["
            ignored markup 272..<274 "]("
            ignored url 274..<305 "https://exampel.com/destinashun"
            ignored markup 305..<306 ")"
            ignored markup 311..<313 "!["
            ignored markup 325..<327 "]("
            ignored url 327..<341 "img/photoo.png"
            ignored markup 341..<342 ")"
            ignored blockQuote 345..<379 "> A quoted sentense with an erorr."
            ignored html 381..<413 "<!-- a commnet with mistaeks -->"
            ignored math 420..<434 "$\\\\alpha + bta$"
            ignored math 439..<458 "$$ \\\\gamma + dlta $$"
            ignored markup 466..<467 "|"
            ignored markup 473..<474 "|"
            ignored markup 481..<482 "|"
            ignored markup 483..<492 "|---|---|"
            ignored markup 493..<494 "|"
            ignored markup 501..<502 "|"
            ignored markup 509..<510 "|"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: true, expected)
    }

    @Test func markdownContainers() {
        let text = """
            > Quoted *text* with `code`
            continued lazily.

            1. First item
               second line
            2. Second item

                   indented code in item

            - [link][ref] and [ref] and ![alt][ref]
            - <span>inline html</span> &amp; **bold**_word_ ~~gone~~

            [ref]: https://example.com "Title"
            Setext heading
            ==============
            Footnote[^1] here.

            [^1]: The note text.

            """
        let expected = """
            paragraph 2..<45
              prose 2..<27 "Quoted *text* with `code`"
              prose 28..<45 "continued lazily."
            listItem 50..<75
              prose 50..<60 "First item"
              prose 64..<75 "second line"
            listItem 79..<90
              prose 79..<90 "Second item"
            indentedCode 95..<120
            listItem 124..<161
              prose 124..<161 "[link][ref] and [ref] and ![alt][ref]"
            listItem 164..<218
              prose 164..<218 "<span>inline html</span> &amp; **bold**…"
            linkReferenceDefinition 220..<255
            heading(1) 255..<284
              prose 255..<269 "Setext heading"
            paragraph 285..<303
              prose 285..<303 "Footnote[^1] here."
            paragraph 305..<325
              prose 305..<325 "[^1]: The note text."
            ignored markup 9..<10 "*"
            ignored markup 14..<15 "*"
            ignored inlineCode 21..<27 "`code`"
            ignored codeBlock 95..<120 "    indented code in item"
            ignored markup 124..<125 "["
            ignored markup 129..<135 "][ref]"
            ignored markup 140..<141 "["
            ignored link 141..<144 "ref"
            ignored markup 144..<145 "]"
            ignored markup 150..<152 "!["
            ignored markup 155..<161 "][ref]"
            ignored html 164..<170 "<span>"
            ignored html 181..<188 "</span>"
            ignored entity 189..<194 "&amp;"
            ignored markup 195..<197 "**"
            ignored markup 201..<204 "**_"
            ignored markup 208..<209 "_"
            ignored markup 210..<212 "~~"
            ignored markup 216..<218 "~~"
            ignored markup 220..<255 "[ref]: https://example.com \\"Title\\"\\n"
            ignored markup 293..<297 "[^1]"
            ignored markup 305..<310 "[^1]:"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: false, expected)
    }

    @Test func markdownInlineEdges() {
        let text = """
            Mail me@example.com or see www.example.com/a_b, then \\(x^2\\) and $5 or $6.
            Code ``a ` b`` and `unclosed, *emph*asis and snake_case_word.
            $$
            E = mc^2
            $$
            <div>
            html *block*
            </div>

            """
        let expected = """
            paragraph 0..<136
              prose 0..<74 "Mail me@example.com or see www.example.…"
              prose 75..<136 "Code ``a ` b`` and `unclosed, *emph*asi…"
            math 137..<151
            htmlBlock 152..<177
            ignored email 5..<19 "me@example.com"
            ignored url 27..<46 "www.example.com/a_b"
            ignored math 53..<60 "\\\\(x^2\\\\)"
            ignored inlineCode 80..<89 "``a ` b``"
            ignored markup 105..<106 "*"
            ignored markup 110..<111 "*"
            ignored math 137..<151 "$$\\nE = mc^2\\n$$"
            ignored html 152..<177 "<div>\\nhtml *block*\\n</div>"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: true, expected)
    }

    @Test func markdownDirectives() {
        let text = """
            Keep this.
            <!-- wt-lsp-ignore-next-line -->
            Ignored line with erors.
            Next line checked.

            <!-- wt-lsp-disable spelling -->
            No spelling here.
            <!-- wt-lsp-enable spelling -->

            Text <!-- wt-lsp-disable --> off
            until <!-- wt-lsp-enable --> here.

            """
        let expected = """
            paragraph 0..<10
              prose 0..<10 "Keep this."
            htmlBlock 11..<43
            paragraph 44..<87
              prose 44..<68 "Ignored line with erors."
              prose 69..<87 "Next line checked."
            htmlBlock 89..<121
            paragraph 122..<139
              prose 122..<139 "No spelling here."
            htmlBlock 140..<171
            paragraph 173..<240
              prose 173..<205 "Text <!-- wt-lsp-disable --> off"
              prose 206..<240 "until <!-- wt-lsp-enable --> here."
            ignored directive 11..<43 "<!-- wt-lsp-ignore-next-line -->"
            ignored directive 44..<68 "Ignored line with erors."
            ignored directive 89..<121 "<!-- wt-lsp-disable spelling -->"
            ignored directive 140..<171 "<!-- wt-lsp-enable spelling -->"
            ignored directive 178..<234 "<!-- wt-lsp-disable --> off\\nuntil <!-- …"
            suppressed spelling 121..<140 "\\nNo spelling here.\\n"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: true, expected)
    }

    @Test func markdownExtensions() {
        let text = """
            ## Options {#options .wide}

            Thanks @octocat and @org/team-name (not a@b.co), see &lt;tag&gt; &#169; and {: .note } here.

            """
        let expected = """
            heading(2) 0..<27
              prose 3..<27 "Options {#options .wide}"
            paragraph 29..<121
              prose 29..<121 "Thanks @octocat and @org/team-name (not…"
            ignored markup 11..<27 "{#options .wide}"
            ignored mention 36..<44 "@octocat"
            ignored mention 49..<63 "@org/team-name"
            ignored email 69..<75 "a@b.co"
            ignored entity 82..<86 "&lt;"
            ignored entity 89..<93 "&gt;"
            ignored entity 94..<100 "&#169;"
            ignored markup 105..<115 "{: .note }"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: true, expected)
    }

    @Test func markdownRealWorld() {
        let text = """
            - [x] Done :tada: at 10:30:45
            - [ ] Todo with {{ site.url }} and {% include note.html %}

            """
        let expected = """
            listItem 2..<29
              prose 2..<29 "[x] Done :tada: at 10:30:45"
            listItem 32..<88
              prose 32..<88 "[ ] Todo with {{ site.url }} and {% inc…"
            ignored markup 2..<5 "[x]"
            ignored markup 11..<17 ":tada:"
            ignored markup 32..<35 "[ ]"
            ignored code 46..<60 "{{ site.url }}"
            ignored code 65..<88 "{% include note.html %}"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "markdown"), protectBlockQuotes: true, expected)
    }

    @Test func plainText() {
        let text = """
            See https://example.com/x?y=1, mail a.b@example.org.
            Paths /usr/local/bin, ./run.sh and src/main.swift; and/or 12/31/2024 stay.

            Second paragraph.

            """
        let expected = """
            paragraph 0..<127
              prose 0..<127 "See https://example.com/x?y=1, mail a.b…"
            paragraph 129..<146
              prose 129..<146 "Second paragraph."
            ignored url 4..<29 "https://example.com/x?y=1"
            ignored email 36..<51 "a.b@example.org"
            ignored path 59..<73 "/usr/local/bin"
            ignored path 75..<83 "./run.sh"
            ignored path 88..<102 "src/main.swift"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "plaintext"), protectBlockQuotes: true, expected)
    }

    @Test func latexDocument() {
        let text = """
            \\documentclass{article}
            \\usepackage{amsmath}
            \\begin{document}
            \\section{Introdution}
            This is a sentance with \\emph{emphasiss} and a citation \\cite{knuthh1984}.
            \\begin{equation} x = \\alphaa + y \\end{equation}
            \\begin{verbatim} verbtim txet \\end{verbatim}
            \\end{document}

            """
        let expected = """
            heading(2) 71..<82
              prose 71..<82 "Introdution"
            paragraph 84..<158
              prose 84..<158 "This is a sentance with \\\\emph{emphasiss…"
            ignored code 0..<61 "\\\\documentclass{article}\\n\\\\usepackage{ams…"
            ignored code 62..<70 "\\\\section"
            ignored markup 70..<71 "{"
            ignored markup 82..<83 "}"
            ignored code 108..<113 "\\\\emph"
            ignored markup 113..<114 "{"
            ignored markup 123..<124 "}"
            ignored code 140..<157 "\\\\cite{knuthh1984}"
            ignored math 159..<206 "\\\\begin{equation} x = \\\\alphaa + y \\\\end{e…"
            ignored codeBlock 207..<251 "\\\\begin{verbatim} verbtim txet \\\\end{verb…"
            ignored code 252..<267 "\\\\end{document}\\n"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "latex"), protectBlockQuotes: true, expected)
    }

    @Test func latexBody() {
        let text = """
            \\section*{A \\emph{short} title}\\label{sec:a}
            Text with $x$ and \\(y\\), see \\cite[p.~3]{k}. % a comment
            \\href{https://example.com}{the site} and \\textcolor{red}{red words}.
            \\begin{itemize}
              \\item First \\verb|code| item
              \\item Second item
            \\end{itemize}
            \\begin{align*} a &= b \\end{align*}
            % wt-lsp-disable spelling
            Unchekced.

            """
        let expected = """
            heading(2) 10..<30
              prose 10..<30 "A \\\\emph{short} title"
            paragraph 45..<170
              prose 45..<170 "Text with $x$ and \\\\(y\\\\), see \\\\cite[p.~3…"
            paragraph 195..<217
              prose 195..<217 "First \\\\verb|code| item"
            paragraph 226..<237
              prose 226..<237 "Second item"
            paragraph 313..<323
              prose 313..<323 "Unchekced."
            ignored code 0..<9 "\\\\section*"
            ignored markup 9..<10 "{"
            ignored code 12..<17 "\\\\emph"
            ignored markup 17..<18 "{"
            ignored markup 23..<24 "}"
            ignored markup 30..<31 "}"
            ignored code 31..<44 "\\\\label{sec:a}"
            ignored math 55..<58 "$x$"
            ignored math 63..<68 "\\\\(y\\\\)"
            ignored code 74..<88 "\\\\cite[p.~3]{k}"
            ignored comment 90..<101 "% a comment"
            ignored code 102..<107 "\\\\href"
            ignored url 107..<128 "{https://example.com}"
            ignored markup 128..<129 "{"
            ignored markup 137..<138 "}"
            ignored code 143..<158 "\\\\textcolor{red}"
            ignored markup 158..<159 "{"
            ignored markup 168..<169 "}"
            ignored code 171..<186 "\\\\begin{itemize}"
            ignored code 189..<194 "\\\\item"
            ignored inlineCode 201..<212 "\\\\verb|code|"
            ignored code 220..<225 "\\\\item"
            ignored code 238..<251 "\\\\end{itemize}"
            ignored math 252..<286 "\\\\begin{align*} a &= b \\\\end{align*}"
            ignored directive 287..<312 "% wt-lsp-disable spelling"
            suppressed spelling 312..<324 "\\nUnchekced.\\n"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "latex"), protectBlockQuotes: true, expected)
    }

    @Test func latexChapter() {
        let text = """
            \\chapter{Results}\\label{ch:results}
            As shown in Figure~\\ref{fig:a} and Table~\\ref{tab:b}, the method works\\footnote{See \\url{https://example.com/x}.}.
            We use ``quotes'' and dashes --- like this --- with \\textit{italic words}.

            \\begin{figure}[htbp]
              \\centering
              \\includegraphics[width=0.5\\textwidth]{figures/plot.pdf}
              \\caption[Short]{A plot of the \\emph{results}.}
              \\label{fig:a}
            \\end{figure}

            \\begin{tabular}{lcr}
              \\hline
              Name & Value & Unit \\\\
              Speed & 3 & m/s \\\\
            \\end{tabular}

            \\newcommand{\\vect}[1]{\\mathbf{#1}}
            The vector $\\vect{v}$ is defined in \\eqref{eq:1} by \\citet{smith2020}.

            """
        let expected = """
            heading(1) 9..<16
              prose 9..<16 "Results"
            paragraph 36..<225
              prose 36..<225 "As shown in Figure~\\\\ref{fig:a} and Tabl…"
            paragraph 337..<366
              prose 337..<366 "A plot of the \\\\emph{results}."
            paragraph 430..<470
              prose 430..<470 "Name & Value & Unit \\\\\\\\\\n  Speed & 3 & m/s"
            paragraph 524..<594
              prose 524..<594 "The vector $\\\\vect{v}$ is defined in \\\\eq…"
            ignored code 0..<8 "\\\\chapter"
            ignored markup 8..<9 "{"
            ignored markup 16..<17 "}"
            ignored code 17..<35 "\\\\label{ch:results}"
            ignored markup 54..<55 "~"
            ignored code 55..<66 "\\\\ref{fig:a}"
            ignored markup 76..<77 "~"
            ignored code 77..<88 "\\\\ref{tab:b}"
            ignored code 106..<115 "\\\\footnote"
            ignored markup 115..<116 "{"
            ignored code 120..<124 "\\\\url"
            ignored url 124..<147 "{https://example.com/x}"
            ignored markup 148..<149 "}"
            ignored code 203..<210 "\\\\textit"
            ignored markup 210..<211 "{"
            ignored markup 223..<224 "}"
            ignored code 227..<247 "\\\\begin{figure}[htbp]"
            ignored code 250..<260 "\\\\centering"
            ignored code 263..<318 "\\\\includegraphics[width=0.5\\\\textwidth]{f…"
            ignored code 321..<336 "\\\\caption[Short]"
            ignored markup 336..<337 "{"
            ignored code 351..<356 "\\\\emph"
            ignored markup 356..<357 "{"
            ignored markup 364..<365 "}"
            ignored markup 366..<367 "}"
            ignored code 370..<383 "\\\\label{fig:a}"
            ignored code 384..<396 "\\\\end{figure}"
            ignored code 398..<418 "\\\\begin{tabular}{lcr}"
            ignored code 421..<427 "\\\\hline"
            ignored markup 435..<436 "&"
            ignored markup 443..<444 "&"
            ignored code 450..<452 "\\\\\\\\"
            ignored markup 461..<462 "&"
            ignored markup 465..<466 "&"
            ignored code 471..<473 "\\\\\\\\"
            ignored code 474..<487 "\\\\end{tabular}"
            ignored code 489..<523 "\\\\newcommand{\\\\vect}[1]{\\\\mathbf{#1}}"
            ignored math 535..<545 "$\\\\vect{v}$"
            ignored code 560..<572 "\\\\eqref{eq:1}"
            ignored code 576..<593 "\\\\citet{smith2020}"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "latex"), protectBlockQuotes: true, expected)
    }

    @Test func pythonCode() {
        let text = """
            def cmopute_totl(valuse):
                # Retrun the totl of teh values.
                return sum(valuse)  # a smal helper

            class Thing:
                \"\"\"A docstring with `code` and https://example.com.

                :param max_count: the countt.
                \"\"\"
                name = "# not a comment"

            """
        let expected = """
            comment 30..<62
              prose 32..<62 "Retrun the totl of teh values."
            comment 87..<102
              prose 89..<102 "a smal helper"
            comment 121..<172
              prose 124..<172 "A docstring with `code` and https://exa…"
            comment 178..<207
              prose 178..<207 ":param max_count: the countt."
            ignored code 0..<32 "def cmopute_totl(valuse):\\n    # "
            ignored code 62..<89 "\\n    return sum(valuse)  # "
            ignored code 102..<124 "\\n\\nclass Thing:\\n    \\"\\"\\""
            ignored inlineCode 141..<147 "`code`"
            ignored url 152..<171 "https://example.com"
            ignored code 172..<195 "\\n\\n    :param max_count:"
            ignored code 207..<245 "\\n    \\"\\"\\"\\n    name = \\"# not a comment\\"\\n"
            knownWords Thing class cmopute cmopute_totl def name return sum totl valuse

            """
        expectGolden(text, language: DocumentLanguage(languageID: "python"), protectBlockQuotes: true, expected)
    }

    @Test func pythonDocstring() {
        let text = """
            def f(x):
                \"\"\"Convert a value.

                Example::

                    f(1)  # gives two

                >>> f(1)
                2

                | value | result |
                +-------+--------+
                The end.
                \"\"\"

            """
        let expected = """
            comment 14..<33
              prose 17..<33 "Convert a value."
            comment 39..<48
              prose 39..<48 "Example::"
            comment 147..<155
              prose 147..<155 "The end."
            ignored code 0..<17 "def f(x):\\n    \\"\\"\\""
            ignored code 33..<39 "\\n\\n    "
            ignored code 48..<58 "\\n\\n        "
            ignored codeBlock 58..<75 "f(1)  # gives two"
            ignored code 75..<81 "\\n\\n    "
            ignored codeBlock 81..<89 ">>> f(1)"
            ignored code 89..<94 "\\n    "
            ignored codeBlock 94..<95 "2"
            ignored code 95..<101 "\\n\\n    "
            ignored codeBlock 101..<119 "| value | result |"
            ignored code 119..<124 "\\n    "
            ignored codeBlock 124..<142 "+-------+--------+"
            ignored code 142..<147 "\\n    "
            ignored code 155..<164 "\\n    \\"\\"\\"\\n"
            knownWords def

            """
        expectGolden(text, language: DocumentLanguage(languageID: "python"), protectBlockQuotes: true, expected)
    }

    @Test func swiftCode() {
        let text = """
            /// Returns the `total` of
            /// the values, see computeTotal().
            ///
            /// ```
            /// let x = 1
            /// ```
            func computeTotal(_ values: [Int]) -> Int {
                let url = "http://x // not a comment" /* block
                 * comment /* nested */ text */
                return values.reduce(0, +) // wt-lsp-ignore-next-line
            }

            """
        let expected = """
            comment 0..<62
              prose 4..<26 "Returns the `total` of"
              prose 31..<62 "the values, see computeTotal()."
            comment 183..<224
              prose 186..<191 "block"
              prose 199..<224 "comment /* nested */ text"
            ignored code 0..<4 "/// "
            ignored inlineCode 16..<23 "`total`"
            ignored code 47..<61 "computeTotal()"
            ignored code 62..<71 "\\n///\\n/// "
            ignored codeBlock 71..<74 "```"
            ignored code 74..<79 "\\n/// "
            ignored codeBlock 79..<88 "let x = 1"
            ignored code 88..<93 "\\n/// "
            ignored codeBlock 93..<96 "```"
            ignored code 96..<186 "\\nfunc computeTotal(_ values: [Int]) -> …"
            ignored code 224..<259 " */\\n    return values.reduce(0, +) "
            ignored directive 259..<285 "// wt-lsp-ignore-next-line"
            ignored code 285..<288 "\\n}\\n"
            knownWords Int Total compute computeTotal func let reduce return total url values

            """
        expectGolden(text, language: DocumentLanguage(languageID: "swift"), protectBlockQuotes: true, expected)
    }

    @Test func javascriptCode() {
        let text = """
            /**
             * Formats the valeu.
             * @param {string} name the name
             * @returns {string} The formatted text.
             */
            // eslint-disable-next-line no-unused-vars
            const x = `template ${name}`; // trailing remark

            """
        let expected = """
            comment 7..<99
              prose 7..<25 "Formats the valeu."
              prose 29..<58 "@param {string} name the name"
              prose 62..<99 "@returns {string} The formatted text."
            comment 177..<195
              prose 180..<195 "trailing remark"
            ignored code 0..<7 "/**\\n * "
            ignored code 29..<49 "@param {string} name"
            ignored code 62..<79 "@returns {string}"
            ignored code 99..<180 "\\n */\\n// eslint-disable-next-line no-unu…"
            ignored code 195..<196 "\\n"
            knownWords const

            """
        expectGolden(text, language: DocumentLanguage(languageID: "javascript"), protectBlockQuotes: true, expected)
    }

    @Test func shellCode() {
        let text = """
            #!/bin/sh
            # Count the argumnets.
            echo "$#" ${#PATH} # trailing note

            """
        let expected = """
            comment 10..<32
              prose 12..<32 "Count the argumnets."
            comment 52..<67
              prose 54..<67 "trailing note"
            ignored code 0..<12 "#!/bin/sh\\n# "
            ignored code 32..<54 "\\necho \\"$#\\" ${#PATH} # "
            ignored code 67..<68 "\\n"
            knownWords PATH echo

            """
        expectGolden(text, language: DocumentLanguage(languageID: "shellscript"), protectBlockQuotes: true, expected)
    }

    @Test func gitCommit() {
        let text = """
            Fix teh parser

            Explain the chnage here, see `parse()` and https://example.com.

                indented log output

            Signed-off-by: A Person <a@example.com>
            Co-authored-by: B <b@example.com>
            # Please enter the commit mesage for your changes. Lines startng with '#'
            # will be ignored.
            # ------------------------ >8 ------------------------
            diff --git a/x b/x

            """
        let expected = """
            heading(1) 0..<14
              prose 0..<14 "Fix teh parser"
            paragraph 16..<79
              prose 16..<79 "Explain the chnage here, see `parse()` …"
            trailers 106..<179
            scissors 273..<347
            ignored inlineCode 45..<54 "`parse()`"
            ignored url 59..<78 "https://example.com"
            ignored codeBlock 81..<104 "    indented log output"
            ignored trailer 106..<179 "Signed-off-by: A Person <a@example.com>…"
            ignored comment 180..<253 "# Please enter the commit mesage for yo…"
            ignored comment 254..<272 "# will be ignored."
            ignored trailer 273..<347 "# ------------------------ >8 ---------…"

            """
        expectGolden(text, language: DocumentLanguage(languageID: "gitcommit"), protectBlockQuotes: true, expected)
    }
}

/// Compares the structure dump of `text` with `expected`, line by line.
func expectGolden(
    _ text: String, language: DocumentLanguage, protectBlockQuotes: Bool = true, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let structure = StructureScanner.scan(text, language: language, options: StructureOptions(protectBlockQuotes: protectBlockQuotes))
    let actual = structure.dump(text)
    #expect(actual == expected, sourceLocation: sourceLocation)
    #expect(isNormalized(structure.ignored), sourceLocation: sourceLocation)
}

/// Ignored ranges sorted by start and not overlapping.
func isNormalized(_ ignored: [IgnoredRange]) -> Bool {
    zip(ignored, ignored.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }
}
