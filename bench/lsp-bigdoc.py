#!/usr/bin/env python3
"""Big documents over LSP against `wt-lsp check` on the same file.

  python3 bench/lsp-bigdoc.py [--exe .build/release/wt-lsp] [--sizes 4,8,16] [--kinds repeated,prose]
                              [--quiet 5] [--only lsp,memory] [--timeout 180]

lsp     For each kind and size (MB), a Markdown document is opened over LSP
        (initialize, initialized, didOpen over stdio, debounce 0) and the
        script records every `publishDiagnostics` of it:
          first  time from the start of didOpen's write to the first push
                 that holds diagnostics;
          all    time to the last push. The server publishes progressively,
                 and once more when the corrections of its misspellings are
                 ranked. Right after didOpen the script asks for
                 `writingTools/ignoredRanges`, which the server answers once
                 the document is analysed (after that analysis's push); the
                 last push is then the last one before --quiet seconds
                 without any after that answer (only the ranking of
                 corrections can still push). Time spent waiting out the
                 quiet period is not counted;
          pushes the number of pushes and the bytes of JSON they carried
                 (publishing the whole growing list at every step would make
                 these grow with the square of the size);
          RSS    the server's peak resident memory (VmHWM) at the end;
        beside `check`'s wall time and peak RSS on the same file
        (`wt-lsp check --format json FILE`).

        Kinds: `repeated` is a dozen short paragraphs, some with mistakes,
        repeated to the size (every paragraph after the first dozen is a
        hit of the proofreader's per-unit cache); `prose` is real text whose
        paragraphs never repeat: Node.js API docs, /usr/share/doc, Python's
        reference topics, licences, Vim and Neovim help, taken in that
        order, each paragraph at most once.
memory  peak RSS of `check` per input byte on inputs with many findings:
        20 MB on one line whose every sentence has a misspelling, and
        750k short lines each with one (see also bench/hostile.py).

Output: Markdown tables.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lspclient  # noqa: E402

MB = 1 << 20

REPEATED = [
    "# Notes on the release\n",
    "The release goes out on Monday. Its notes list every change since the last one.",
    "We have recieved three reports about the installer this week.",
    "Each report names the version, the system and what happened.",
    "The team will look at them tomorow and answer each one.",
    "- a list item with a a repeated word\n- another item, which is fine",
    "Please send your logs to the address in the README.",
    "An user who updates keeps their settings.",
    "The build takes about ten minutes on a laptop.",
    "It is more faster with a warm cache, and much slower without one.",
    "Questions go to the forum, not to the issue tracker.",
    "Thank you for reading, and for your patience.",
]

PROSE_SOURCES = [
    ("/usr/share/doc/nodejs/api", "*.md"),
    ("/usr/share/doc", "*/*.md"),
    ("/usr/share/doc", "*/*.txt"),
    ("/usr/share/common-licenses", "*"),
    ("/usr/share/vim/vim90/doc", "*.txt"),
    ("/usr/share/nvim/runtime/doc", "*.txt"),
]


def repeated_text(size):
    unit = "\n\n".join(REPEATED) + "\n\n"
    return (unit * (size // len(unit) + 1))[:size]


def prose_paragraphs():
    """Paragraphs of real text from the sources above, in a fixed order."""
    try:
        import pydoc_data.topics as topics
        yield from (p for key in sorted(topics.topics) for p in topics.topics[key].split("\n\n"))
    except ImportError:
        pass
    for folder, pattern in PROSE_SOURCES:
        for path in sorted(glob.glob(os.path.join(folder, pattern))):
            if not os.path.isfile(path) or "changelog" in path.lower():
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                yield from f.read().split("\n\n")


def prose_text(size):
    seen = set()
    out = []
    total = 0
    for paragraph in prose_paragraphs():
        paragraph = paragraph.strip("\n")
        if not paragraph.strip() or paragraph in seen:
            continue
        seen.add(paragraph)
        out.append(paragraph + "\n\n")
        total += len(paragraph.encode()) + 2
        if total >= size:
            break
    text = "".join(out)
    if total < size:
        print("(only %.1f MB of distinct prose found for %d MB)" % (total / MB, size // MB), file=sys.stderr)
    return text


def write_document(folder, kind, megabytes):
    path = os.path.join(folder, "%s-%dmb.md" % (kind, megabytes))
    if not os.path.exists(path):
        text = repeated_text(megabytes * MB) if kind == "repeated" else prose_text(megabytes * MB)
        with open(path, "w") as f:
            f.write(text)
    return path


def measured(cmd, timeout):
    """Wall time and peak RSS (bytes) of one run of `cmd`; (None, None) at the time-out."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            return time.perf_counter() - start, usage.ru_maxrss * 1024
        if time.perf_counter() - start > timeout:
            proc.kill()
            os.wait4(proc.pid, 0)
            return None, None
        time.sleep(0.02)


def peak_rss(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def over_lsp(exe, path, quiet, timeout):
    """(first, last, pushes, bytes pushed, diagnostics at the end, peak RSS) of one opening of `path`."""
    with open(path) as f:
        text = f.read()
    uri = "file://" + path
    client = lspclient.Client([exe])
    client.initialize("file://" + os.path.dirname(path), {"diagnostics": {"debounceMs": 0}})
    start = time.perf_counter()
    client.open(uri, text)
    analysed = client.next_id
    client.next_id += 1
    client._write({"jsonrpc": "2.0", "id": analysed, "method": "writingTools/ignoredRanges",
                   "params": {"textDocument": {"uri": uri}}})
    first = last = None
    pushes = pushed = final = 0
    seen = 0  # messages of `client.messages` read
    answered = None  # when the answer that the analysis has ended came
    deadline = start + timeout
    with client.cv:
        while True:
            while seen < len(client.messages):
                t, message = client.messages[seen]
                seen += 1
                if message.get("method") != "textDocument/publishDiagnostics" or message["params"]["uri"] != uri:
                    continue
                diagnostics = message["params"]["diagnostics"]
                pushes += 1
                pushed += len(json.dumps(message, separators=(",", ":")))
                final = len(diagnostics)
                if diagnostics and first is None:
                    first = t - start
                last = t - start
            now = time.perf_counter()
            if answered is None and analysed in client.responses:
                answered = now
            end = deadline if answered is None else min(deadline, max(answered, start + (last or 0)) + quiet)
            if now >= end or client.closed:
                break
            client.cv.wait(end - now)
    rss = peak_rss(client.pid)
    client.shutdown()
    return first, last, pushes, pushed, final, rss


def fmt(t):
    return "—" if t is None else "%.2f s" % t


def lsp_part(args, folder):
    print("| document | first diagnostics | all diagnostics | check | all ÷ check | pushes | pushed | diagnostics | server RSS | check RSS |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for kind in args.kinds.split(","):
        for megabytes in (int(s) for s in args.sizes.split(",")):
            path = write_document(folder, kind, megabytes)
            size = os.path.getsize(path)
            checked, check_rss = measured([args.exe, "check", "--format", "json", path], args.timeout)
            first, last, pushes, pushed, final, rss = over_lsp(args.exe, path, args.quiet, args.timeout)
            ratio = "%.2f" % (last / checked) if last and checked else "—"
            print("| %s, %.1f MB | %s | %s | %s | %s | %d | %.1f MB | %d | %s | %s |" % (
                kind, size / 1e6, fmt(first), fmt(last), fmt(checked), ratio, pushes, pushed / 1e6, final,
                "%.0f MB" % (rss / 1e6) if rss else "—", "%.0f MB" % (check_rss / 1e6) if check_rss else "—"))
            sys.stdout.flush()


def memory_part(args, folder):
    inputs = (
        ("one-line-findings.md", lambda: "".join("Step %d has a mistaek. " % k for k in range(900_000)) + "\n"),
        ("short-lines.md", lambda: "".join("Line %d has a mistaek.\n" % k for k in range(750_000))),
    )
    print()
    print("| input | check time | peak RSS | bytes per input byte |")
    print("|---|---:|---:|---:|")
    for name, make in inputs:
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            with open(path, "w") as f:
                f.write(make())
        size = os.path.getsize(path)
        for form in ("text", "json"):
            elapsed, peak = measured([args.exe, "check", "--format", form, path], args.timeout)
            if elapsed is None:
                print("| %s (%s) | > %d s | — | — |" % (name, form, args.timeout))
                continue
            print("| %s, %.1f MB, --format %s | %.2f s | %.0f MB | %.1f |" % (name, size / 1e6, form, elapsed, peak / 1e6, peak / size))
            sys.stdout.flush()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--exe", default=os.path.join(os.path.dirname(HERE), ".build", "release", "wt-lsp"))
    p.add_argument("--sizes", default="4,8,16", help="document sizes in MB")
    p.add_argument("--kinds", default="repeated,prose")
    p.add_argument("--only", default="lsp,memory")
    p.add_argument("--quiet", type=float, default=5.0, help="seconds without a push that end a document's measure")
    p.add_argument("--timeout", type=float, default=180.0)
    p.add_argument("--folder", default=os.path.join(tempfile.gettempdir(), "wt-lsp-bigdoc"), help="where the documents are kept")
    args = p.parse_args()
    args.exe = os.path.abspath(args.exe)
    os.makedirs(args.folder, exist_ok=True)
    only = args.only.split(",")
    if "lsp" in only:
        lsp_part(args, args.folder)
    if "memory" in only:
        memory_part(args, args.folder)


if __name__ == "__main__":
    main()
