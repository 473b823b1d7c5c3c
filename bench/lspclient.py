"""A minimal LSP client for the benchmarks (stdlib only).

Starts a server over pipes, frames JSON-RPC with Content-Length, answers the
server's requests with `null` (or the settings for workspace/configuration),
and timestamps every message it receives with `time.perf_counter()` on a
reader thread, so latencies do not include the test's own bookkeeping.
"""
import json
import re
import subprocess
import threading
import time


class Timeout(Exception):
    pass


class Client:
    def __init__(self, cmd, settings=None, env=None):
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, env=env, bufsize=0)
        self.settings = settings or {}
        self.cv = threading.Condition()
        self.messages = []          # (t, message)
        self.responses = {}
        self.closed = False
        self.next_id = 1
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    @property
    def pid(self):
        return self.proc.pid

    def _write(self, msg):
        body = json.dumps(msg, separators=(",", ":")).encode()
        with self.lock:
            self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def _read(self):
        f = self.proc.stdout
        while True:
            length = None
            while True:
                line = f.readline()
                if not line:
                    with self.cv:
                        self.closed = True
                        self.cv.notify_all()
                    return
                line = line.strip()
                if not line:
                    break
                k, _, v = line.partition(b":")
                if k.strip().lower() == b"content-length":
                    length = int(v)
            body = b""
            while len(body) < (length or 0):
                chunk = f.read(length - len(body))
                if not chunk:
                    break
                body += chunk
            t = time.perf_counter()
            msg = json.loads(body)
            if "id" in msg and "method" in msg:
                result = None
                if msg["method"] == "workspace/configuration":
                    result = [self.settings for _ in msg.get("params", {}).get("items", [])]
                self._write({"jsonrpc": "2.0", "id": msg["id"], "result": result})
                continue
            with self.cv:
                if "id" in msg:
                    self.responses[msg["id"]] = msg
                else:
                    self.messages.append((t, msg))
                self.cv.notify_all()

    def request(self, method, params, timeout=30):
        rid = self.next_id
        self.next_id += 1
        self._write({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        end = time.perf_counter() + timeout
        with self.cv:
            while rid not in self.responses:
                left = end - time.perf_counter()
                if left <= 0 or self.closed:
                    raise Timeout("no answer to %s" % method)
                self.cv.wait(left)
            return self.responses.pop(rid)

    def notify(self, method, params):
        self._write({"jsonrpc": "2.0", "method": method, "params": params})

    def initialize(self, root_uri, options=None, trace="off"):
        caps = {"general": {"positionEncodings": ["utf-16"]},
                "textDocument": {"publishDiagnostics": {"versionSupport": True}},
                "workspace": {"configuration": True, "applyEdit": True}}
        params = {"processId": None, "rootUri": root_uri, "capabilities": caps, "trace": trace}
        if options is not None:
            params["initializationOptions"] = options
        res = self.request("initialize", params, timeout=300)
        self.notify("initialized", {})
        return res

    def open(self, uri, text, version=1, language="markdown"):
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language, "version": version, "text": text}})

    def insert(self, uri, version, line, character, text):
        pos = {"line": line, "character": character}
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                               "contentChanges": [{"range": {"start": pos, "end": pos}, "text": text}]})

    def wait(self, match, after=0.0, timeout=60):
        """The first message (t, msg) received at or after `after` that `match` accepts."""
        end = time.perf_counter() + timeout
        with self.cv:
            i = 0
            while True:
                while i < len(self.messages):
                    t, m = self.messages[i]
                    i += 1
                    if t >= after and match(m):
                        return t, m
                left = end - time.perf_counter()
                if left <= 0 or self.closed:
                    raise Timeout("no matching message")
                self.cv.wait(left)

    def wait_diagnostics(self, uri, version=None, after=0.0, timeout=60):
        def match(m):
            if m.get("method") != "textDocument/publishDiagnostics":
                return False
            p = m["params"]
            return p["uri"] == uri and (version is None or p.get("version") == version)
        return self.wait(match, after, timeout)

    def drop_messages(self):
        with self.cv:
            self.messages.clear()

    def shutdown(self):
        try:
            self.request("shutdown", None, timeout=10)
            self.notify("exit", None)
            self.proc.wait(timeout=10)
        except Exception:
            self.proc.kill()


def server_diagnostics_ms(client, uri, version, after):
    """The server's own time for publishing `uri` at `version`, from its
    `timing:` log line, or None when the line did not come within 0.5 s."""
    try:
        _, log = client.wait(lambda m: m.get("method") == "window/logMessage"
                             and m["params"]["message"].startswith("timing: diagnostics %s v%d " % (uri, version)),
                             after=after, timeout=0.5)
    except Timeout:
        return None
    return float(re.search(r"in ([0-9.]+) ms", log["params"]["message"]).group(1))
