#!/usr/bin/env python3
"""Time per 100-word paragraph of the built-in rewrites (no model).

Builds N distinct paragraphs of about 100 prose words from `corpus.py`'s
sources, runs `wt-lsp rewrite --tone T` on one paragraph and on
all N, and reports (T(N) - T(1)) / (N - 1): the engine's time per paragraph
with process start-up taken out. Medians of a few runs.

Usage: rewrite_speed.py [--wt PATH] [--paragraphs N] [--runs R]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus  # noqa: E402


def paragraphs(count):
    """Distinct prose paragraphs of 90-110 words (no code, lists or headings)."""
    text = corpus.build(count * 200)
    words, out = [], []
    for block in re.split(r"\n\s*\n", text):
        if block.lstrip().startswith(("#", "-", "*", "`", "|", ">")) or "```" in block:
            continue
        words += block.split()
        while len(words) >= 100:
            out.append(" ".join(words[:100]))
            words = words[100:]
            if len(out) == count:
                return out
    return out


def timed(cmd, text, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(cmd, input=text, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
        if done.returncode != 0:
            sys.exit("%s failed: %s" % (" ".join(cmd), done.stderr.strip()[-300:]))
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--wt", default=".build/release/wt-lsp")
    ap.add_argument("--paragraphs", type=int, default=200)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    paras = paragraphs(a.paragraphs)
    one, many = paras[0] + "\n", "\n\n".join(paras) + "\n"
    print("| action | paragraphs | ms per 100-word paragraph |")
    print("|---|---:|---:|")
    for action in (["rewrite", "--tone", "concise"], ["rewrite", "--tone", "professional"], ["rewrite", "--tone", "friendly"]):
        cmd = [a.wt] + action + ["--language", "markdown"]
        per = (timed(cmd, many, a.runs) - timed(cmd, one, a.runs)) / (len(paras) - 1)
        print("| %s | %d | %.2f |" % (" ".join(action), len(paras), per * 1000))


if __name__ == "__main__":
    main()
