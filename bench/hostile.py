#!/usr/bin/env python3
"""Hostile input against wt-lsp: what a careless document or a cloned
repository can cost, beside a plain document of the same size.

  python3 bench/hostile.py [--exe .build/release/wt-lsp] [--only check,memory,lsp] [--timeout 120]
                           [--formats text,json,sarif,github] [--inputs one-line,one-line-50mb,short-lines]

check   `check` time of each attack and of a plain document of the same size:
        100 alternation patterns of about 1 KB in `.wt-lsp.json` on
        "word " * 20000 (and the same 2 MB), `\\textbf{` nested 100k deep
        (900 KB of LaTeX). The patterns' plain documents are the same words
        without the patterns (every piece alike, so checked once) and
        prose of the same size whose sentences do not repeat.
memory  peak RSS of `check` per input byte: 10 MB and 50 MB of Markdown on
        one line, and 20 MB of 750k short lines each with a misspelling, in
        each report format of --formats (text by default).
lsp     over LSP: how long a second, small document waits for its
        diagnostics while a 10 MB one is analysed, and how long `shutdown`
        takes to be answered then.

Times are wall-clock medians of --runs runs; peak memory is `ru_maxrss`.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lspclient  # noqa: E402

def numbered_prose(size, separator=""):
    """About `size` bytes of sentences that differ by a number, so that no
    paragraph or piece repeats (a repeat would be checked once and cached)."""
    out = []
    total = 0
    k = 0
    while total < size:
        sentence = "Step %d of the build reads the file %d times and writes %d lines. " % (k, k * 7 % 13, k * 3)
        out.append(sentence + (separator if k % 4 == 3 else ""))
        total += len(sentence) + (len(separator) if k % 4 == 3 else 0)
        k += 1
    return "".join(out)[:size]


def median_time(cmd, cwd, runs, timeout):
    times = []
    for _ in range(runs):
        t, _ = measured(cmd, cwd, timeout)
        if t is None:
            return None
        times.append(t)
    return statistics.median(times)


def fmt(t):
    return "> time-out" if t is None else "%.3f s" % t


def patterns_file(folder):
    patterns = []
    for p in range(100):
        branches = ["w%03d%s[a-z]{1,9}" % (b, "x" * (p % 3)) for b in range(60)]
        patterns.append("(" + "|".join(branches) + ")")
    with open(os.path.join(folder, ".wt-lsp.json"), "w") as f:
        json.dump({"ignoredPatterns": patterns}, f)
    return sum(len(p) for p in patterns)


def check_part(exe, args):
    rows = []
    for words in (20_000, 400_000):
        attack = tempfile.mkdtemp(prefix="wt-hostile-")
        plain = tempfile.mkdtemp(prefix="wt-plain-")
        os.mkdir(os.path.join(attack, ".git"))
        os.mkdir(os.path.join(plain, ".git"))
        size = patterns_file(attack)
        for folder in (attack, plain):
            with open(os.path.join(folder, "doc.md"), "w") as f:
                f.write("word " * words + "\n")
            with open(os.path.join(folder, "prose.md"), "w") as f:
                f.write(numbered_prose(words * 5, separator="\n\n") + "\n")
        t_attack = median_time([exe, "check", "doc.md"], attack, args.runs, args.timeout)
        t_plain = median_time([exe, "check", "doc.md"], plain, args.runs, args.timeout)
        ratio = "%.1f×" % (t_attack / t_plain) if t_attack and t_plain else "—"
        rows.append(("100 patterns (%d KB) on \"word \" × %d" % (size // 1000, words), fmt(t_attack), fmt(t_plain), ratio))
        t_attack = median_time([exe, "check", "prose.md"], attack, args.runs, args.timeout)
        t_plain = median_time([exe, "check", "prose.md"], plain, args.runs, args.timeout)
        ratio = "%.1f×" % (t_attack / t_plain) if t_attack and t_plain else "—"
        rows.append(("100 patterns (%d KB) on prose of %d KB" % (size // 1000, words * 5 // 1000), fmt(t_attack), fmt(t_plain), ratio))
    folder = tempfile.mkdtemp(prefix="wt-nest-")
    nested = "\\textbf{" * 100_000 + "text" + "}" * 100_000 + "\n"
    with open(os.path.join(folder, "nested.tex"), "w") as f:
        f.write(nested)
    plain_tex = numbered_prose(len(nested), separator="\n\n") + "\n"
    with open(os.path.join(folder, "plain.tex"), "w") as f:
        f.write(plain_tex)
    t_attack = median_time([exe, "check", "nested.tex"], folder, args.runs, args.timeout)
    t_plain = median_time([exe, "check", "plain.tex"], folder, args.runs, args.timeout)
    ratio = "%.1f×" % (t_attack / t_plain) if t_attack and t_plain else "—"
    rows.append(("\\textbf{ nested 100k deep (%d KB)" % (len(nested) // 1000), fmt(t_attack), fmt(t_plain), ratio))
    print("| attack | time | plain document, same size | ratio |")
    print("|---|---:|---:|---:|")
    for row in rows:
        print("| %s | %s | %s | %s |" % row)


def memory_part(exe, args):
    folder = tempfile.mkdtemp(prefix="wt-memory-")
    inputs = (
        ("one-line.md", lambda: numbered_prose(10_000_000) + "\n"),
        ("one-line-50mb.md", lambda: numbered_prose(50_000_000) + "\n"),
        ("short-lines.md", lambda: "".join("Line %d has a mistaek.\n" % k for k in range(750_000))),
    )
    wanted = args.inputs.split(",")
    print("| input | format | time | peak RSS | bytes per input byte |")
    print("|---|---|---:|---:|---:|")
    for name, make in inputs:
        if name[:-3] not in wanted:
            continue
        text = make()
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)
        size = len(text.encode())
        for form in args.formats.split(","):
            elapsed, peak = measured([exe, "check", "--format", form, name], folder, args.timeout)
            if elapsed is None:
                print("| %s | %s | > %d s | — | — |" % (name, form, args.timeout))
                continue
            print("| %s, %.1f MB | %s | %.2f s | %.0f MB | %.1f |" % (name, size / 1e6, form, elapsed, peak / 1e6, peak / size))


def measured(cmd, cwd, timeout):
    """Wall time and peak RSS (bytes) of one run of `cmd`, from its own
    rusage; (None, None) when it is killed at the time-out."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            proc.returncode = status
            return time.perf_counter() - start, usage.ru_maxrss * 1024
        if time.perf_counter() - start > timeout:
            proc.kill()
            os.wait4(proc.pid, 0)
            proc.returncode = -9
            return None, None
        time.sleep(0.05)


def lsp_part(exe, args):
    folder = tempfile.mkdtemp(prefix="wt-lsp-hostile-")
    big = numbered_prose(10_000_000, separator="\n\n") + "\n"
    client = lspclient.Client([exe])
    client.initialize("file://" + folder, {"diagnostics": {"debounceMs": 0}})
    start = time.perf_counter()
    client.open("file://%s/big.md" % folder, big)
    time.sleep(0.2)
    small = "file://%s/small.md" % folder
    opened = time.perf_counter()
    client.open(small, "A small note with a mistaek.\n")
    try:
        client.wait_diagnostics(small, timeout=args.timeout)
        second = time.perf_counter() - opened
    except lspclient.Timeout:
        second = None
    asked = time.perf_counter()
    try:
        client.request("shutdown", None, timeout=args.timeout)
        shutdown = time.perf_counter() - asked
    except lspclient.Timeout:
        shutdown = None
    client.notify("exit", None)
    try:
        client.proc.wait(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        client.proc.kill()
    print("| over LSP, a 10 MB document opened | time |")
    print("|---|---:|")
    print("| a second document's diagnostics | %s |" % fmt(second))
    print("| `shutdown` answered | %s |" % fmt(shutdown))
    print("| (since the 10 MB document was opened) | %.2f s |" % (time.perf_counter() - start))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--exe", default=os.path.join(os.path.dirname(HERE), ".build", "release", "wt-lsp"))
    p.add_argument("--only", default="check,memory,lsp")
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--timeout", type=int, default=120)
    p.add_argument("--formats", default="text", help="report formats of the memory part: text, json, sarif, github")
    p.add_argument("--inputs", default="one-line,one-line-50mb,short-lines", help="inputs of the memory part")
    args = p.parse_args()
    exe = os.path.abspath(args.exe)
    only = args.only.split(",")
    if "check" in only:
        check_part(exe, args)
    if "memory" in only:
        memory_part(exe, args)
    if "lsp" in only:
        lsp_part(exe, args)


if __name__ == "__main__":
    main()
