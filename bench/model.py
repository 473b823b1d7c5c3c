#!/usr/bin/env python3
"""Writing Tools on the real on-device model: per action, the time to the first token and
to the whole answer, how often it succeeds, and edit → diagnostics while a rewrite runs.

Needs llama-server and a GGUF model (scripts/install-model, then . .venv-model/env), and
.build/release/wt-lsp. Usage: python3 bench/model.py [--docs DIR] [--paragraphs N]
Paragraphs with inline code or links come from DIR (default: ../shared/eval/data/clean)."""
import json, os, re, statistics, subprocess, sys, tempfile, threading, time
here = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, here)
import lspclient

exe = os.path.join(here, "..", ".build", "release", "wt-lsp")
server, model = os.environ.get("WT_LLAMA_SERVER"), os.environ.get("WT_LLAMA_MODEL")
if not server or not model:
    sys.exit("set WT_LLAMA_SERVER and WT_LLAMA_MODEL (scripts/install-model && . .venv-model/env)")
args = sys.argv[1:]
def arg(name, default):
    return args[args.index(name) + 1] if name in args else default
docs = arg("--docs", os.path.join(here, "..", "..", "shared", "eval", "data", "clean"))
count = int(arg("--paragraphs", "8"))

def paragraphs():
    out = []
    for name in sorted(os.listdir(docs)):
        if not name.endswith(".md"):
            continue
        for block in re.split(r"\n\s*\n", open(os.path.join(docs, name), encoding="utf-8").read()):
            if re.search(r"^\s*(```|#|>|[-*+]\s|\d+\.\s|\||<)", block, re.M) or not re.search(r"`[^`]+`|\]\(", block):
                continue
            if 25 <= len(block.split()) <= 90:
                out.append(block)
    return out[::max(1, len(out) // count)][:count]

provider = ["--provider", "llama.cpp", "--model", model, "--server", server]
check = subprocess.run([exe, "provider", "check"] + provider, capture_output=True, text=True)
print(check.stdout.strip() or check.stderr.strip())
ACTIONS = [["rewrite", "--tone", "concise"], ["rewrite", "--tone", "friendly"], ["rewrite", "--tone", "professional"],
           ["proofread"], ["summarize"], ["key-points"], ["list"], ["table"]]
paras = paragraphs()
print("%d paragraphs from %s\n" % (len(paras), docs))
print("%-22s %8s %9s %9s" % ("action", "success", "median s", "max s"))
for action in ACTIONS:
    times, ok = [], 0
    for p in paras:
        t = time.perf_counter()
        r = subprocess.run([exe] + action + ["--language", "markdown"] + provider, input=p + "\n", capture_output=True, text=True)
        times.append(time.perf_counter() - t)
        ok += r.returncode == 0
    print("%-22s %7.0f%% %9.2f %9.2f" % (" ".join(action), 100 * ok / len(paras), statistics.median(times), max(times)))

# edit → diagnostics while a rewrite runs over LSP
tmp = tempfile.mkdtemp()
c = lspclient.Client([exe], settings={})
c.initialize("file://" + tmp, options={"provider": {"kind": "llama.cpp", "model": model, "server": server}})
uri, other = "file://%s/a.md" % tmp, "file://%s/b.md" % tmp
text = paras[0] + "\n"
c.open(uri, text)
c.wait_diagnostics(uri)
c.open(other, "A paragraph to edit while the model works.\n")
c.wait_diagnostics(other)
end = {"line": text.count("\n"), "character": 0}
c._write({"jsonrpc": "2.0", "id": 999, "method": "workspace/executeCommand", "params": {"command": "writingTools.rewrite",
          "arguments": [{"uri": uri, "range": {"start": {"line": 0, "character": 0}, "end": end}, "tone": "friendly"}]}})
latencies = []
for version in range(2, 42):
    t = time.perf_counter()
    c.insert(other, version, 0, 0, "x")
    c.wait_diagnostics(other, version=version, after=t)
    latencies.append((time.perf_counter() - t) * 1000)
    time.sleep(0.05)
latencies.sort()
print("\nedit → diagnostics during a rewrite: median %.1f ms, p99 %.1f ms (%d edits)" % (
    statistics.median(latencies), latencies[int(len(latencies) * 0.99) - 1], len(latencies)))
c.shutdown()
