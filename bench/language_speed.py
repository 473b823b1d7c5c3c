#!/usr/bin/env python3
"""How long `wt-lsp check` takes on text in another language, against English.

    swift build -c release
    python3 bench/language_speed.py [--words 100000] [--runs 3] [--langs de,fr] [--wt .build/release/wt-lsp]

The texts are the chapters of the Debian Administrator's Handbook (package
`debian-handbook`), which ships the same book in English and in translation:
for each language its HTML is read as plain text (markup and `<pre>` blocks
left out), paragraphs in book order, each paragraph once, up to `--words`
words. English is the book's en-US edition, cut to as many words.

For each language it prints the median wall time of `check --format json
--lang TAG` on the whole text, its ratio to English, the findings per 1,000
words, and two first-diagnostics times for a 300-word start of the text:
`check` as a new process (dictionary loading included), and over LSP, from
`didOpen` to the first `publishDiagnostics` (the server just started).
"""
import argparse
import glob
import html
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lspclient  # noqa: E402

HANDBOOK = "/usr/share/doc/debian-handbook/html"
EDITIONS = {"en": "en-US", "de": "de-DE", "fr": "fr-FR", "es": "es-ES", "it": "it-IT", "nl": "nl-NL", "pt-BR": "pt-BR"}
WORD = re.compile(r"[^\W\d_]+")


def paragraphs(edition):
    """The handbook's paragraphs in one edition, in chapter order, without markup or code."""
    seen = set()
    for path in sorted(glob.glob(os.path.join(HANDBOOK, edition, "*.html"))):
        with open(path, encoding="utf-8", errors="replace") as handle:
            page = handle.read()
        page = re.sub(r"<(head|pre|script|style)\b.*?</\1>", " ", page, flags=re.S | re.I)
        for block in re.split(r"</?(?:p|h[1-6]|li|dd|dt|td|th|div)\b[^>]*>", page):
            text = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", block)).split())
            if len(WORD.findall(text)) >= 3 and text not in seen:
                seen.add(text)
                yield text


def text_of(edition, words):
    kept, count = [], 0
    for paragraph in paragraphs(edition):
        if count >= words:
            break
        kept.append(paragraph)
        count += len(WORD.findall(paragraph))
    return "\n\n".join(kept) + "\n", count


def check_seconds(wt, path, lang, runs):
    times, findings = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        out = subprocess.run([wt, "check", "--format", "json", "--fail-on", "error", "--lang", lang, path],
                             capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        files = json.loads(out.stdout or '{"files": []}')["files"]
        findings = sum(len(f["diagnostics"]) for f in files)
    return statistics.median(times), findings


def lsp_first_diagnostics_ms(wt, text, lang):
    client = lspclient.Client([wt], settings={"lang": lang})
    try:
        client.initialize("file:///tmp", options={"lang": lang})
        uri = "file:///tmp/language-speed.txt"
        start = time.perf_counter()
        client.open(uri, text, language="plaintext")
        arrived, _ = client.wait_diagnostics(uri, after=start)
        return (arrived - start) * 1000
    finally:
        client.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--langs", default="de,fr,es,it,nl,pt-BR")
    parser.add_argument("--wt", default=".build/release/wt-lsp")
    args = parser.parse_args()
    if not os.path.isdir(HANDBOOK):
        sys.exit("needs the debian-handbook package (apt-get install debian-handbook)")
    folder = tempfile.mkdtemp(prefix="language-speed-")
    rows = []
    english = None
    for lang in ["en"] + args.langs.split(","):
        text, words = text_of(EDITIONS[lang], args.words)
        path = os.path.join(folder, lang + ".txt")
        small = os.path.join(folder, lang + "-300.txt")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        start = " ".join(text.split(" ")[:300]) + "\n"
        with open(small, "w", encoding="utf-8") as handle:
            handle.write(start)
        tag = "en-US" if lang == "en" else lang
        seconds, findings = check_seconds(args.wt, path, tag, args.runs)
        small_seconds, _ = check_seconds(args.wt, small, tag, args.runs)
        lsp_ms = lsp_first_diagnostics_ms(args.wt, start, tag)
        english = english or seconds
        rows.append((lang, words, seconds, seconds / english, 1000 * findings / words, small_seconds * 1000, lsp_ms))
    print("| language | words | check | × English | findings / 1k | check, 300 words | LSP first diagnostics |")
    print("|---|---|---|---|---|---|---|")
    for lang, words, seconds, ratio, per_k, small_ms, lsp_ms in rows:
        print(f"| {lang} | {words:,} | {seconds:.2f} s | {ratio:.2f} | {per_k:.1f} | {small_ms:.0f} ms | {lsp_ms:.0f} ms |")


main()
