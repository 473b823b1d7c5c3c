import Testing

@testable import WritingEngine

/// The structure gaps that silenced prose or flagged code, one test each:
/// misspellings planted in the prose are flagged, those planted in the
/// parts that are not prose are not.
@Suite struct FormatGapTests {
    // MARK: reStructuredText

    @Test func rstDirectiveOfAnUnknownDomainIsCode() {
        let text = """
            Commands
            ========

            .. click:example::

                @click.command()
                def runservr(epilgo=None):
                    return isinstanse(epilgo, str)

            .. jinja:template:: layot.html

               Somthing the extension renders.

            The exampel above defines a command.
            """
        expectPlanted(
            text, .restructuredText, prose: ["exampel"], code: ["runservr", "epilgo", "isinstanse", "layot", "Somthing"])
    }

    @Test func rstDirectivesKnownToHoldProseAreProse() {
        let text = """
            .. py:function:: spam(eggz)

               Retruns the spam of the eggs.

            .. versionadded:: 2.1
               The *eggs* paramter.

            .. deprecated:: 3.0b1 Use the nwe function.

            .. figure:: imgs/pictre.png

               A captoin for the figure.

            .. only:: htmll

               Shown in the HTML buidl only.
            """
        expectPlanted(
            text, .restructuredText, prose: ["Retruns", "paramter", "nwe", "captoin", "buidl"],
            code: ["eggz", "pictre", "htmll", "3.0b1"])
    }

    // MARK: Markdown with MyST

    @Test func mystRoleIsCode() {
        let text = "Use {fnuc}`attrs.define` to deifne a class, or {py:clas}`attrs.Factory`.\n"
        expectPlanted(text, .markdown, prose: ["deifne"], code: ["fnuc", "clas"])
    }

    @Test func mystDirectiveHoldsProseWhenItIsAnAdmonition() {
        let text = """
            ```{note}
            A nuance wrold inside the note.

            - A list itme in it.
            ```

            :::{admonition} A titel here
            :class: tipp

            Some conntent.
            :::

            ```{code-block} python
            def fnuction(): pass
            ```

            ```{click:example}
            @click.command()
            def runservr(): pass
            ```

            After them, a paragrph.
            """
        expectPlanted(
            text, .markdown, prose: ["wrold", "itme", "titel", "conntent", "paragrph"],
            code: ["tipp", "fnuction", "runservr", "click:example"])
        let structure = StructureScanner.scan(text, language: .markdown)
        #expect(structure.blocks.contains { $0.kind == .listItem }, "the note's list is read as Markdown")
    }

    @Test func kbdElementIsNotProse() {
        let text = "Press <kbd>Ctrl</kbd>+<kbd>Shfit</kbd> and run <samp>Erorr: none</samp> to clsoe it.\n"
        expectPlanted(text, .markdown, prose: ["clsoe"], code: ["Shfit", "Erorr"])
    }

    @Test func wordSplitByEmphasisIsOneWord() {
        #expect(flaggedWords("It is a *sp*ecial case, the *n*th **re**write of un*common* text.\n", .markdown).isEmpty)
        let text = "It is a *sp*ecail case.\n"
        let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .markdown))
        let finding = findings.first { $0.ruleID == "spelling" }
        #expect(finding.map { String(decoding: Array(text.utf8)[$0.range], as: UTF8.self) } == "sp*ecail")
        #expect(finding?.suggestions.first == "special")
        #expect(finding?.isFixSafe == false, "a fix over markup is never applied without asking")
    }

    @Test func htmlFormattingTagInsideAWordKeepsItWhole() {
        #expect(flaggedWords("<p>The <b>n</b>th <em>re</em>write of un<i>common</i> text.</p>\n", .html).isEmpty)
        #expect(flaggedWords("<p>A line<br>brake and wrods.</p>\n", .html) == ["wrods"])
    }

    // MARK: AsciiDoc

    @Test func asciiDocTwoLineSectionTitles() {
        let text = """
            Manual Page
            ===========

            NAME
            ----
            tool - does a thnig well

            SYNOPSIS
            ~~~~~~~~
            The tool reads a fiel.

            ----
            code blok here
            ----

            Details
            ^^^^^^^
            A last paragrph.
            """
        expectPlanted(text, .asciiDoc, prose: ["thnig", "fiel", "paragrph"], code: ["blok"])
        let headings = StructureScanner.scan(text, language: .asciiDoc).blocks.filter {
            if case .heading = $0.kind { true } else { false }
        }
        #expect(headings.map(\.kind) == [.heading(level: 1), .heading(level: 2), .heading(level: 3), .heading(level: 4)])
    }

    // MARK: Org

    @Test func orgDynamicBlockAndStrayEndDoNotHideTheRest() {
        let text = """
            #+BEGIN: clocktable :scope file :maxlevel 2
            | Headline | Time |
            #+END:
            :END:

            The rest of the fiel is prose.
            """
        expectPlanted(text, .org, prose: ["fiel"], code: ["clocktable", "maxlevel"])
    }

    @Test func orgHashAndTabIsAComment() {
        expectPlanted("#\tA commnet after a tab.\nA paragrph.\n", .org, prose: ["paragrph"], code: ["commnet"])
    }

    @Test func orgCommentSubtreeIsNotProse() {
        let text = """
            * COMMENT Drafft notes
            Text in the commnted subtree.
            ** A chlid heading
            More hiden text.
            * TODO COMMENT Anothr one
            * Next sectoin
            Visible txet.
            """
        expectPlanted(
            text, .org, prose: ["sectoin", "txet"], code: ["Drafft", "commnted", "chlid", "hiden", "Anothr"])
    }

    @Test func orgSnippetsCallsAndLaTeXFragmentsAreNotProse() {
        let text = """
            A paragrph with @@html:<b>bolld</b>@@ and call_squaer[:results raw](4) and
            \\textbf[optn]{strng} and \\begin{equation} x = yy \\end{equation} in it.
            """
        expectPlanted(text, .org, prose: ["paragrph"], code: ["bolld", "squaer", "optn", "strng", "yy"])
    }

    // MARK: LaTeX

    @Test func latexCommandsInsideAWordKeepItWhole() {
        #expect(flaggedWords("A na\\\"ive te\\-st of co\\\"{o}perate fa\\c{c}ade, \\textbf{n}th time.\n", .latex).isEmpty)
        #expect(flaggedWords("A simple te\\-xt with na\\\"ivr words.\n", .latex) == ["na\\\"ivr"])
        let german = "Die hei\\ss{}e Sonne.\n"
        #expect(StructureScanner.scan(german, language: .latex).ignored.contains { $0.reading == "ß" })
        #expect(flaggedWords(german, .latex).isDisjoint(with: ["hei", "e"]))
    }

    @Test func latexBeamerFrameTitleAndSubtitleAreHeadings() {
        let text = """
            \\begin{frame}[fragile]{Frist title}{A subtitel here}
            Some text.
            \\end{frame}
            \\begin{frame}<2->{Secnd title}
            More.
            \\end{frame}
            """
        expectPlanted(text, .latex, prose: ["Frist", "subtitel", "Secnd"], code: ["fragile"])
        let headings = StructureScanner.scan(text, language: .latex).blocks.filter {
            if case .heading = $0.kind { true } else { false }
        }
        #expect(headings.count == 3)
    }

    @Test func latexRaiseboxAndTextInMathAreProse() {
        let text = """
            A value $x = 1 \\text{ whenn $y$ is } y_{abcd}$ here.
            \\raisebox{2ptt}{rasied words} there.
            \\begin{equation}
              f(x) = \\text{the valeu of} \\mathrm{abcde}
            \\end{equation}
            """
        expectPlanted(text, .latex, prose: ["whenn", "rasied", "valeu"], code: ["abcd", "2ptt", "abcde"])
    }

    // MARK: BibTeX

    @Test func bibtexNoteAnnoteAndDescriptionAreProse() {
        let text = """
            @book{knuth84,
              author = {Donlad Knuth},
              title = {The {\\TeX}book},
              note = {A clasic of typesetting},
              annote = {Read it twcie.},
              description = {The refrence manual},
              journal = {Jurnal of Things},
            }
            """
        expectPlanted(text, .bibtex, prose: ["clasic", "twcie", "refrence"], code: ["Donlad", "knuth84", "Jurnal"])
    }
}
