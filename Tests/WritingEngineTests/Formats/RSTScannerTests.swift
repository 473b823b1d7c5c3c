import Testing

@testable import WritingEngine

@Suite struct RSTScannerTests {
    @Test func golden() {
        let text = """
            Title
            =====

            A paragraf with ``literl`` and :ref:`targt <x>` text::

                literal blok

            - Item wiht `link txt <https://exampel.com/pathh>`_.

            .. note:: Admonition bodyy.

            .. code-block:: python
               :linenos:

               def fnuction(): pass

            .. commnet here
            .. wt-lsp-ignore-next-line
            Skipped lien.

            """
        let expected = """
            heading(1) 0..<5
              prose 0..<5 "Title"
            paragraph 13..<67
              prose 13..<66 "A paragraf with ``literl`` and :ref:`ta…"
            literalBlock 69..<85
            listItem 89..<139
              prose 89..<139 "Item wiht `link txt <https://exampel.co…"
            paragraph 151..<168
              prose 151..<168 "Admonition bodyy."
            directive(code-block) 170..<230
            comment 232..<247
            paragraph 275..<288
              prose 275..<288 "Skipped lien."
            ignored markup 6..<11 "====="
            ignored inlineCode 29..<39 "``literl``"
            ignored code 44..<60 ":ref:`targt <x>`"
            ignored markup 66..<67 ":"
            ignored codeBlock 69..<85 "    literal blok"
            ignored markup 87..<88 "-"
            ignored markup 99..<100 "`"
            ignored url 109..<136 "<https://exampel.com/pathh>"
            ignored markup 136..<138 "`_"
            ignored code 141..<151 ".. note:: "
            ignored codeBlock 170..<230 ".. code-block:: python\\n   :linenos:\\n\\n  …"
            ignored comment 232..<247 ".. commnet here"
            ignored directive 248..<274 ".. wt-lsp-ignore-next-line"
            ignored directive 275..<288 "Skipped lien."

            """
        expectGolden(text, language: .restructuredText, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            =============
            Project Guide
            =============

            Introduction
            ============

            This guide explains how to instlal the tool and how the configuraton works.
            See :ref:`the setupp section <setup>` and the ``--verbos`` flag, or
            `the websit <https://exampel.com/pathh>`_ for more. Use |substt| here [1]_.

            .. note:: Remember to run the tests befor you push.
               Notes can span severall lines.

            .. code-block:: python
               :linenos:

               def fnuction():
                   return "stirng"

            Here is a literal block::

                $ wt-lsp chek --formatt json

            - First item with a speling error.
            - Second item

              Nested paragraf in the item.

            Term
               The definition of the terrm.

            :Author: Jane Doe
            :Verzion: 1.0 with a descripton

            .. _setup: https://exampel.com/setupp
            .. |substt| image:: imgs/pictre.png
            .. This is a commnet that must be ignored.
               It continues heree.

            .. [1] A footnote with a mistkae.

            +------------+------------+
            | Header one | Headr two  |
            +============+============+
            | cell wiht  | value      |
            +------------+------------+

            =====  ======
            Naem   Valeu
            =====  ======

            .. math::

               \\alpha + \\betta

            >>> print("helo")
            helo

            .. toctree::
               :maxdepth: 2

               instalation
            """
        expectPlanted(
            text, .restructuredText,
            prose: [
                "instlal", "configuraton", "websit", "befor", "severall", "speling", "paragraf", "terrm", "descripton", "mistkae",
                "Headr", "wiht", "Naem", "Valeu",
            ],
            code: [
                "setupp", "verbos", "exampel", "pathh", "substt", "fnuction", "stirng", "chek", "formatt", "Verzion", "pictre",
                "commnet", "heree", "betta", "helo", "instalation",
            ])
    }

    @Test func indentedBlockQuoteIsProtectedOrProse() {
        let text = "Para.\n\n    A quoet here.\n"
        let quoted = StructureScanner.scan(text, language: .restructuredText)
        #expect(quoted.ignored.map(\.kind) == [.blockQuote])
        let open = StructureScanner.scan(text, language: .restructuredText, options: StructureOptions(protectBlockQuotes: false))
        #expect(open.blocks.map(\.prose.count) == [1, 1])
    }

    /// "Ignore this line" inserts the directive inside a paragraph: it is read there.
    @Test func directiveInsideAParagraph() {
        #expect(flaggedWords("A paragraph\n.. wt-lsp-ignore-next-line\nwith teh error\nand wrods.\n", .restructuredText) == ["wrods"])
    }
}
