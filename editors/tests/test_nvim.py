#!/usr/bin/env python3
"""End-to-end tests of editors/nvim in a real, headless Neovim.

Two parts:
  plugin  the plugin against tests/fake_server.py, a scripted stand-in for
          the server: settings passed as initializationOptions and answered to
          workspace/configuration, language ids, the ranges sent by every :Wt*
          command, edits applied, outcome notifications, :WtIgnored
          highlights, :WtFixAll, :WtAddWord.
  server  the plugin against the real server ($WT_EXE, default
          .build/release/wt-lsp): diagnostics for a misspelling, the preferred
          quick fix applied, `:3,3WtRewrite concise` rewriting a wordy line;
          a README that names its tool in code and prose shows no
          diagnostic for the tool.

Run from the repository root:  python3 editors/tests/test_nvim.py [plugin|server]
Needs `nvim` (Debian's neovim 0.7 or later; $WT_NVIM picks another binary).
Installs and builds nothing. Closes with 'test_nvim: N passed, N failed'.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
NVIM = os.environ.get("WT_NVIM") or shutil.which("nvim")
EXE = os.path.abspath(os.environ.get("WT_EXE") or os.path.join(REPO, ".build", "release", "wt-lsp"))

results = []  # (name, status, detail)


def check(name, ok, detail=""):
    results.append((name, "pass" if ok else "FAIL", detail))
    print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok else ": " + str(detail)[:800]))
    return ok


def skip(name, why):
    results.append((name, "skip", why))
    print("skip %s: %s" % (name, why))


def run_nvim(lua_file, env, cwd, timeout=90):
    out = os.path.join(cwd, "out.json")
    env = dict(os.environ, WT_OUT=out, **env)
    cmd = [NVIM, "--headless", "--clean", "-u", "NONE",
           "--cmd", "set rtp+=" + os.path.join(REPO, "editors", "nvim"),
           "--cmd", "filetype on", "-c", "luafile " + lua_file]
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": "Neovim did not finish within %d s" % timeout}
    try:
        with open(out) as f:
            return json.load(f)
    except Exception as ex:
        return {"error": "no results from Neovim (%s); stderr: %s" % (ex, p.stderr[-2000:])}


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


PLAN = """# Title

This line will be rewritten concisely.

Warm me up please.

Café 😀 first line of the summary.
Second 😀 line with teh `code span` here.

Points line.
"""


def test_plugin():
    tmp = tempfile.mkdtemp(prefix="wt-nvim-plugin-")
    with open(os.path.join(tmp, "plan.md"), "w") as f:
        f.write(PLAN)
    with open(os.path.join(tmp, "notes.txt"), "w") as f:
        f.write("Some plain text.\n")
    log_path = os.path.join(tmp, "fake.json")
    cmd = [sys.executable, os.path.join(HERE, "fake_server.py")]
    res = run_nvim(os.path.join(HERE, "nvim_plugin.lua"),
                   {"WT_CMD": json.dumps(cmd), "WT_DIR": tmp, "FAKE_LOG": log_path}, tmp)
    if not check("plugin: script ran", "error" not in res, res.get("error")):
        return
    try:
        with open(log_path) as f:
            log = json.load(f)
    except Exception as ex:
        check("plugin: fake server started", False, ex)
        return
    steps = res.get("steps", {})
    settings = {"dialect": "en-GB", "rules": {}, "dictionary": {"words": ["Neovim"]},
                "protect": {"blockQuotes": False}}

    check("plugin: Markdown buffer gets diagnostics", res.get("diagnostics") and res.get("filetype") == "markdown", res)
    check("plugin: diagnostic at 'teh' (byte column after an emoji)",
          any(d["lnum"] == 7 and d["col"] == 22 and d["end_col"] == 25 for d in res.get("diags", [])), res.get("diags"))
    check("plugin: settings sent as initializationOptions", log.get("initializationOptions") == settings,
          log.get("initializationOptions"))
    check("plugin: workspace/configuration answered (section writingTools, and no section)",
          log.get("configuration") == [settings, {"writingTools": settings}], log.get("configuration"))
    dcc = log.get("didChangeConfiguration") or []
    check("plugin: didChangeConfiguration carries settings.writingTools",
          all(s == {"writingTools": settings} for s in dcc), dcc)
    opened = log.get("opened") or []
    check("plugin: language ids (markdown, text -> plaintext)",
          [o["languageId"] for o in opened] == ["markdown", "plaintext"], opened)
    check("plugin: one client serves both buffers", res.get("clients") == 1 and res.get("text_attached"), res.get("clients"))

    marks = res.get("ignored_marks") or []
    check(":WtIgnored highlights `code span` (UTF-16 -> byte columns)",
          any(m["row"] == 7 and m["col"] == 26 and m["end_row"] == 7 and m["end_col"] == 37 for m in marks)
          and any(m["virt"] for m in marks), marks)
    check(":WtIgnored again clears the highlights", res.get("ignored_after_toggle") == 0, res.get("ignored_after_toggle"))
    check(":WtFixAll applies the resolved fixAll action",
          res.get("fixall") and res.get("fixall_line") == "Second 😀 line with the `code span` here.", res.get("fixall_line"))

    def step(name, command, argument, line_no, line_text):
        s = steps.get(name) or {}
        c = s.get("command") or {}
        ok = s.get("done") and c.get("command") == command
        for k, v in argument.items():
            ok = ok and c.get("argument", {}).get(k) == v
        if line_no is not None:
            ok = ok and len(s.get("lines", [])) >= line_no and s["lines"][line_no - 1] == line_text
        check(":%s" % name, ok, s)

    line3 = "This line will be rewritten concisely."
    step("concise", "writingTools.rewrite",
         {"tone": "concise", "range": {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": len(line3)}}},
         3, "concise text.")
    step("instructions", "writingTools.rewrite",
         {"instructions": "make it warmer",
          "range": {"start": {"line": 4, "character": 0}, "end": {"line": 4, "character": 18}}},
         5, "make it warmer text.")
    line8 = "Second 😀 line with the `code span` here."
    step("summary", "writingTools.transform",
         {"kind": "summary",
          "range": {"start": {"line": 6, "character": 0}, "end": {"line": 7, "character": utf16_len(line8)}}},
         7, "summary text.")
    s = steps.get("summary") or {}
    check(":7,8WtSummarize replaced both lines", s.get("lines") == [
        "# Title", "", "concise text.", "", "make it warmer text.", "", "summary text.", "", "Points line."], s.get("lines"))
    for kind in ("keyPoints", "list", "table", "proofread"):
        step(kind, "writingTools.transform", {"kind": kind}, 9, kind + " text.")
    uri = (steps.get("concise") or {}).get("command", {}).get("argument", {}).get("uri", "")
    check("plugin: command uri is the buffer's file URI",
          uri.startswith("file://") and uri.endswith("/plan.md"), uri)
    fails = res.get("notes_fail") or []
    check("plugin: a failed session is reported (vim.notify, ERROR, with the cause)",
          any("failed" in n["msg"] and "refused" in n["msg"] and n["level"] == 4 for n in fails), fails)
    stale = res.get("notes_stale") or []
    check("plugin: a stale session is reported (WARN)",
          any("changed" in n["msg"] and n["level"] == 3 for n in stale), stale)
    applied_notes = [n for n in res.get("notes", []) if "rewrite applied" in n["msg"]]
    check("plugin: applied sessions are not reported", not applied_notes, applied_notes)
    dep = [n for n in res.get("notes", []) if "deprecat" in n["msg"].lower()]
    check("plugin: no deprecation warnings from Neovim", not dep, dep)
    step("addword_ws", "writingTools.addToDictionary", {"word": "Zork", "scope": "workspace", "uri": uri}, None, None)
    step("addword_user", "writingTools.addToDictionary", {"word": "Title", "scope": "user"}, None, None)
    step("charwise", "writingTools.rewrite",
         {"tone": "friendly", "range": {"start": {"line": 2, "character": 8}, "end": {"line": 2, "character": 12}}},
         3, "concise friendly text..")
    step("compose", "writingTools.compose", {"prompt": "Greet the team", "position": {"line": 8, "character": 0}},
         9, "Greet the team text.")
    commands = [c.get("command") for c in log.get("commands", [])]
    composed_session = commands.index("writingTools.compose") + 1 if "writingTools.compose" in commands else None
    step("followup", "writingTools.refine", {"session": composed_session, "instructions": "make it warmer"}, None, None)
    menu = res.get("menu") or []
    check(":WtRewrite menu offers the tones, Table and Follow-up",
          all(c in menu for c in ("friendly", "professional", "concise", "table", "follow up…")), menu)
    step("menu_table", "writingTools.transform", {"kind": "table"}, None, None)
    step("menu_followup", "writingTools.refine", {"instructions": "shorter please"}, None, None)
    check("plugin: every applyEdit was accepted by Neovim",
          log.get("applyEditResults") and all(r.get("applied") for r in log["applyEditResults"]),
          log.get("applyEditResults"))


def test_enable(version):
    m = re.search(r"v0\.(\d+)", version)
    if not m or int(m.group(1)) < 11:
        skip("enable: vim.lsp.enable('wt-lsp')", "needs Neovim 0.11+ (this is %s)" % version)
        return
    tmp = tempfile.mkdtemp(prefix="wt-nvim-enable-")
    doc = os.path.join(tmp, "e.md")
    with open(doc, "w") as f:
        f.write("# T\n\nA line.\n\nteh\n")
    log_path = os.path.join(tmp, "fake.json")
    cmd = [sys.executable, os.path.join(HERE, "fake_server.py")]
    res = run_nvim(os.path.join(HERE, "nvim_enable.lua"),
                   {"WT_CMD": json.dumps(cmd), "WT_FILE": doc, "FAKE_LOG": log_path}, tmp)
    try:
        with open(log_path) as f:
            init = json.load(f).get("initializationOptions")
    except Exception:
        init = None
    check("enable: vim.lsp.enable('wt-lsp') starts one client with setup()'s settings, commands work",
          "error" not in res and res.get("ok") and res.get("attached") and res.get("clients") == 1
          and res.get("line3") == "concise text." and init == {"dialect": "en-CA"}, (res, init))


SERVER_DOC = """# Note

In order to get there, we are basically going to take the train due to the fact that it is fast.

The cat sat on teh mat.
"""


def test_server():
    if not (os.path.isfile(EXE) and os.access(EXE, os.X_OK)):
        check("server: binary exists", False, "no wt-lsp binary at %s (swift build -c release, or set WT_EXE)" % EXE)
        return
    tmp = tempfile.mkdtemp(prefix="wt-nvim-server-")
    with open(os.path.join(tmp, "note.md"), "w") as f:
        f.write(SERVER_DOC)
    res = run_nvim(os.path.join(HERE, "nvim_server.lua"),
                   {"WT_CMD": json.dumps([EXE]), "WT_FILE": os.path.join(tmp, "note.md")}, tmp)
    if not check("server: script ran", "error" not in res, res.get("error")):
        return
    diags = res.get("diags") or []
    check("server: diagnostics arrive for the Markdown buffer", res.get("diagnostics"), res)
    check("server: a diagnostic on 'teh' (line 5, column 15)",
          any(d["lnum"] == 4 and d["col"] == 15 and d["end_col"] == 18 for d in diags), diags)
    check("server: the preferred quick fix applies",
          res.get("applied") and res.get("fixed_line", "").startswith("The cat sat on the mat."), res)
    commands = res.get("commands") or []
    check("server: the server offers writingTools.rewrite", "writingTools.rewrite" in commands, commands)
    after = res.get("after") or ""
    lines = after.split("\n")
    wordy = SERVER_DOC.split("\n")[2]
    ok = (len(lines) >= 5 and lines[0] == "# Note" and "in order to" not in lines[2].lower()
          and 0 < len(lines[2]) < len(wordy) - 10 and lines[4] == "The cat sat on the mat.")
    check("server: :3,3WtRewrite concise shortens just that line", ok, after)
    bad = [n for n in res.get("notes", []) if n.get("level", 0) >= 3]
    check("server: no warning or error notified", not bad, bad)
    health = res.get("health") or ""
    check("server: :checkhealth wt-lsp finds the attached client",
          re.search(r"client \d+ running .*attached to 1 buffer\(s\): .*note\.md", health) is not None, health)
    ig = res.get("ignored")
    check("server: writingTools/ignoredRanges (for :WtIgnored) answers a list", isinstance(ig, list),
          res.get("ignored_error"))


README_DOC = """# zorbctl

Install `zorbctl` with pip, then run zorbctl on your notes.

```sh
zorbctl --all notes/
```

The cat sat on teh mat.
"""


def test_readme():
    """A README that names its tool in code and in prose: no diagnostic for the tool's name."""
    if not (os.path.isfile(EXE) and os.access(EXE, os.X_OK)):
        check("readme: binary exists", False, "no wt-lsp binary at %s" % EXE)
        return
    tmp = tempfile.mkdtemp(prefix="wt-nvim-readme-")
    path = os.path.join(tmp, "README.md")
    with open(path, "w") as f:
        f.write(README_DOC)
    res = run_nvim(os.path.join(HERE, "nvim_diagnostics.lua"), {"WT_CMD": json.dumps([EXE]), "WT_FILE": path}, tmp)
    if not check("readme: script ran", "error" not in res, res.get("error")):
        return
    diags = res.get("diags") or []
    check("readme: the slip in its prose is flagged (line 9)", any(d["lnum"] == 8 for d in diags), diags)
    lines = README_DOC.split("\n")
    on_tool = [d for d in diags if "zorbctl" in lines[d["lnum"]][d["col"]:d["end_col"]]]
    check("readme: no diagnostic for the tool named in code and prose", not on_tool, on_tool)


def main():
    if not NVIM:
        print("nvim not found: apt-get install -y neovim")
        print("test_nvim: 0 passed, 1 failed")
        return 1
    version = subprocess.run([NVIM, "--version"], capture_output=True, text=True).stdout.split("\n")[0]
    print("using %s (%s)" % (NVIM, version))
    which = sys.argv[1:] or ["plugin", "server"]
    if "plugin" in which:
        test_plugin()
    if "plugin" in which:
        test_enable(version)
    if "server" in which:
        test_server()
        test_readme()
    passed = sum(1 for r in results if r[1] == "pass")
    failed = sum(1 for r in results if r[1] == "FAIL")
    skipped = sum(1 for r in results if r[1] == "skip")
    print("test_nvim: %d passed, %d failed%s" % (passed, failed, ", %d skipped" % skipped if skipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
