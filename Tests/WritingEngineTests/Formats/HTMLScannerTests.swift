import Testing

@testable import WritingEngine

@Suite struct HTMLScannerTests {
    @Test func golden() {
        let text = """
            <h2 class="x">Headng</h2>
            <p>A paragraf with <code>codde</code> &amp; <img alt="alt txet" src="a.png"> more.</p>
            <pre>literl blok</pre>
            <script>var wrld = 1;</script>
            <!-- commnet -->
            <li>Itemm</li>

            """
        let expected = """
            heading(2) 14..<20
              prose 14..<20 "Headng"
            paragraph 29..<108
              prose 29..<80 "A paragraf with <code>codde</code> &amp…"
              prose 88..<108 "\\" src=\\"a.png\\"> more."
            attribute 80..<88
              prose 80..<88 "alt txet"
            pre 113..<135
            script 136..<166
            listItem 188..<193
              prose 188..<193 "Itemm"
            ignored html 0..<14 "<h2 class=\\"x\\">"
            ignored html 20..<25 "</h2>"
            ignored html 26..<29 "<p>"
            ignored html 45..<51 "<code>"
            ignored inlineCode 51..<63 "codde</code>"
            ignored entity 64..<69 "&amp;"
            ignored html 70..<80 "<img alt=\\""
            ignored html 88..<102 "\\" src=\\"a.png\\">"
            ignored html 108..<112 "</p>"
            ignored html 113..<118 "<pre>"
            ignored codeBlock 118..<135 "literl blok</pre>"
            ignored html 136..<144 "<script>"
            ignored code 144..<166 "var wrld = 1;</script>"
            ignored comment 167..<183 "<!-- commnet -->"
            ignored html 184..<188 "<li>"
            ignored html 193..<198 "</li>"

            """
        expectGolden(text, language: .html, expected)
    }

    @Test func plantedMisspellings() {
        let text = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
              <meta charset="utf-8">
              <title>Projekt Guide</title>
              <style>
                .hedder { colr: red; }
              </style>
              <script>
                const greting = "helo wrld";
              </script>
            </head>
            <body class="mainn">
              <h1 id="introo">Introducton</h1>
              <p>This paragraf explains how <code>confg.yml</code> works &amp; where the
              <kbd>Ctrl+Shfit</kbd> keys go. See <a href="https://exampel.com/pathh" title="The websit">the guidde</a>.</p>
              <img src="imgs/pictre.png" alt="A pictur of the tool">
              <ul>
                <li>First item with a speling error</li>
                <li>Second itemm</li>
              </ul>
              <pre>
            def fnuction():
                return "stirng"
              </pre>
              <table>
                <tr><th>Naem</th><th>Valeu</th></tr>
                <tr><td>celll</td><td><samp>outpt</samp></td></tr>
              </table>
              <blockquote>A quoet that is protected.</blockquote>
              <!-- a commnet that is ignored -->
              <!-- wt-lsp-ignore-next-line -->
              <p>This line has a errror that is skipped.</p>
              <p>Caf&eacute; and na&iuml;ve text with a mistkae.</p>
            </body>
            </html>
            """
        expectPlanted(
            text, .html,
            prose: [
                "Projekt", "Introducton", "paragraf", "websit", "guidde", "pictur", "speling", "itemm", "Naem", "Valeu", "celll", "mistkae",
            ],
            code: [
                "hedder", "colr", "greting", "helo", "wrld", "mainn", "introo", "confg", "Shfit", "exampel", "pathh", "pictre", "fnuction",
                "stirng", "outpt", "quoet", "commnet", "errror", "Caf", "na", "ve",
            ])
    }

    /// A word spelt with character references is checked decoded, over its source range.
    @Test func characterReferencesAreDecodedForSpelling() {
        #expect(flaggedWords("<p>Caf&eacute;, na&#239;ve, don&rsquo;t, r&eacute;sum&eacute;.</p>", .html).isEmpty)
        #expect(flaggedWords("<p>The caf&eacute;e is open.</p>", .html) == ["caf&eacute;e"])
    }
}
