#!/usr/bin/env python3
"""A scripted stand-in for wt-lsp that speaks just enough LSP to exercise the
editor plugins: it records what the client sends (initializationOptions, the
answer to workspace/configuration, language ids, executeCommand arguments)
in the JSON file named by $FAKE_LOG, and answers like the real server does:

- diagnostics for every "teh" (rule "spelling", suggestion "the"), pushed;
- a preferred quick fix for them, and a source.fixAll.wt-lsp action that
  needs codeAction/resolve;
- writingTools.rewrite / writingTools.transform: willBegin, a versioned
  workspace/applyEdit replacing the range with "<tone or kind> text", didEnd,
  then the command's response. An instruction "fail" ends the session
  "failed" instead; "stale" ends it "stale";
- writingTools.addToDictionary: recorded;
- writingTools/ignoredRanges: each `inline code` span, kind inlineCode.

Positions are UTF-16 (the server advertises no positionEncoding).
"""
import json
import os
import re
import sys

LOG = os.environ.get("FAKE_LOG")
log = {"initializationOptions": None, "configuration": None, "opened": [],
       "commands": [], "applyEditResults": [], "didChangeConfiguration": []}
docs = {}  # uri -> {"text": str, "version": int, "languageId": str}
_next_id = [1000]
_pending = []  # messages read while waiting for a response


def save():
    if LOG:
        with open(LOG + ".tmp", "w") as f:
            json.dump(log, f)
        os.replace(LOG + ".tmp", LOG)


def read_message():
    if _pending:
        return _pending.pop(0)
    return read_stream()


def read_stream():
    length = None
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        k, _, v = line.decode().partition(":")
        if k.lower() == "content-length":
            length = int(v)
    body = sys.stdin.buffer.read(length)
    return json.loads(body)


def send(msg):
    msg["jsonrpc"] = "2.0"
    data = json.dumps(msg).encode()
    sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
    sys.stdout.buffer.flush()


def request(method, params):
    """Send a request to the client and wait for its response, keeping any
    other message for later."""
    _next_id[0] += 1
    rid = _next_id[0]
    send({"id": rid, "method": method, "params": params})
    while True:
        msg = read_stream()
        if msg is None:
            return None
        if msg.get("id") == rid and "method" not in msg:
            return msg
        _pending.append(msg)


def notify(method, params):
    send({"method": method, "params": params})


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def offset_of(text, pos):
    """UTF-16 position -> index into the str."""
    lines = text.split("\n")
    line = min(pos["line"], len(lines) - 1)
    start = sum(len(l) + 1 for l in lines[:line])
    units = 0
    for i, ch in enumerate(lines[line]):
        if units >= pos["character"]:
            return start + i
        units += utf16_len(ch)
    return start + len(lines[line])


def position_of(text, index):
    before = text[:index]
    line = before.count("\n")
    col = utf16_len(before[before.rfind("\n") + 1:])
    return {"line": line, "character": col}


def diagnostics(text):
    out = []
    for m in re.finditer(r"\bteh\b", text):
        out.append({"range": {"start": position_of(text, m.start()), "end": position_of(text, m.end())},
                    "severity": 2, "source": "wt-lsp", "code": "spelling",
                    "message": "Possible spelling mistake: “teh”.", "data": {"suggestions": ["the"]}})
    return out


def publish(uri):
    d = docs[uri]
    notify("textDocument/publishDiagnostics",
           {"uri": uri, "version": d["version"], "diagnostics": diagnostics(d["text"])})


def apply_session(uri, rng, action, replacement):
    session = len(log["commands"])
    notify("writingTools/willBegin", {"uri": uri, "session": session, "action": action})
    d = docs[uri]
    if replacement in ("fail", "stale"):
        outcome = "failed" if replacement == "fail" else "stale"
        notify("writingTools/didEnd", {"uri": uri, "session": session, "outcome": outcome,
                                       "message": "the model provider refused the request" if outcome == "failed" else None})
        return outcome
    edit = {"documentChanges": [{"textDocument": {"uri": uri, "version": d["version"]},
                                 "edits": [{"range": rng, "newText": replacement}]}]}
    resp = request("workspace/applyEdit", {"label": action, "edit": edit})
    res = (resp or {}).get("result") or {}
    log["applyEditResults"].append(res)
    outcome = "applied" if res.get("applied") else "failed"
    notify("writingTools/didEnd", {"uri": uri, "session": session, "outcome": outcome,
                                   "summary": "1 word replaced (1 → 1 words)" if outcome == "applied" else None})
    return outcome


def handle(msg):
    method, params, mid = msg.get("method"), msg.get("params") or {}, msg.get("id")
    if method == "initialize":
        log["initializationOptions"] = params.get("initializationOptions")
        log["clientInfo"] = params.get("clientInfo")
        save()
        send({"id": mid, "result": {"capabilities": {
            "textDocumentSync": {"openClose": True, "change": 1},
            "codeActionProvider": {"codeActionKinds": ["quickfix", "source.fixAll.wt-lsp", "refactor.rewrite.wt.concise"],
                                   "resolveProvider": True},
            "executeCommandProvider": {"commands": ["writingTools.rewrite", "writingTools.transform",
                                                    "writingTools.compose", "writingTools.refine",
                                                    "writingTools.addToDictionary"]}},
            "serverInfo": {"name": "fake-wt-lsp"}}})
    elif method == "initialized":
        resp = request("workspace/configuration", {"items": [{"section": "writingTools"}, {}]})
        log["configuration"] = (resp or {}).get("result")
        save()
    elif method == "workspace/didChangeConfiguration":
        log["didChangeConfiguration"].append(params.get("settings"))
        save()
    elif method == "textDocument/didOpen":
        td = params["textDocument"]
        docs[td["uri"]] = {"text": td["text"], "version": td["version"], "languageId": td["languageId"]}
        log["opened"].append({"uri": td["uri"], "languageId": td["languageId"]})
        save()
        publish(td["uri"])
    elif method == "textDocument/didChange":
        uri = params["textDocument"]["uri"]
        for ch in params["contentChanges"]:
            docs[uri]["text"] = ch["text"]
        docs[uri]["version"] = params["textDocument"]["version"]
        publish(uri)
    elif method == "textDocument/didClose":
        docs.pop(params["textDocument"]["uri"], None)
    elif method == "textDocument/codeAction":
        uri = params["textDocument"]["uri"]
        only = (params.get("context") or {}).get("only")
        actions = []
        if only and any(k.startswith("source.fixAll") for k in only):
            actions.append({"title": "Fix all safe issues", "kind": "source.fixAll.wt-lsp",
                            "data": {"uri": uri}})
        else:
            for d in (params.get("context") or {}).get("diagnostics") or []:
                for i, s in enumerate((d.get("data") or {}).get("suggestions") or []):
                    actions.append({"title": "Replace with “%s”" % s, "kind": "quickfix", "isPreferred": i == 0,
                                    "diagnostics": [d],
                                    "edit": {"changes": {uri: [{"range": d["range"], "newText": s}]}}})
        send({"id": mid, "result": actions})
    elif method == "codeAction/resolve":
        uri = params["data"]["uri"]
        text = docs[uri]["text"]
        edits = [{"range": d["range"], "newText": "the"} for d in diagnostics(text)]
        params["edit"] = {"changes": {uri: edits}}
        send({"id": mid, "result": params})
    elif method == "workspace/executeCommand":
        cmd = params.get("command")
        arg = (params.get("arguments") or [{}])[0]
        log["commands"].append({"command": cmd, "argument": arg})
        save()
        if cmd == "writingTools.rewrite":
            what = arg.get("tone") or arg.get("instructions") or "?"
            apply_session(arg["uri"], arg["range"], "rewrite", "fail" if what == "fail" else
                          "stale" if what == "stale" else "%s text." % what)
            send({"id": mid, "result": None})
        elif cmd == "writingTools.transform":
            apply_session(arg["uri"], arg["range"], arg.get("kind"), "%s text." % arg.get("kind"))
            send({"id": mid, "result": None})
        elif cmd == "writingTools.compose":
            pos = arg["position"]
            apply_session(arg["uri"], {"start": pos, "end": pos}, "compose", "%s text.\n\n" % arg.get("prompt"))
            send({"id": mid, "result": None})
        elif cmd == "writingTools.refine":
            send({"id": mid, "result": None})
        elif cmd == "writingTools.addToDictionary":
            send({"id": mid, "result": None})
        else:
            send({"id": mid, "error": {"code": -32602, "message": "unknown command %s" % cmd}})
        save()
    elif method == "writingTools/ignoredRanges":
        uri = params["textDocument"]["uri"]
        text = docs[uri]["text"]
        out = [{"range": {"start": position_of(text, m.start()), "end": position_of(text, m.end())},
                "kind": "inlineCode"} for m in re.finditer(r"`[^`\n]+`", text)]
        send({"id": mid, "result": out})
    elif method == "shutdown":
        send({"id": mid, "result": None})
    elif method == "exit":
        save()
        sys.exit(0)
    elif mid is not None and method is not None:
        send({"id": mid, "error": {"code": -32601, "message": "method not found: %s" % method}})


def main():
    while True:
        msg = read_message()
        if msg is None:
            save()
            return
        if "method" in msg:
            handle(msg)


if __name__ == "__main__":
    main()
