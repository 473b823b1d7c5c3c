#!/usr/bin/env python3
"""Static checks of the VS Code extension and the settings schema (npm is not
reachable here, so the extension cannot be built or run in CI):

- editors/settings.schema.json is a well-formed draft-07 schema whose
  defaults and examples (the Helix config) validate against it;
- package.json parses, has what `vsce package` needs, and its
  `writingTools.*` settings are exactly the schema's (regenerate them with
  `python3 editors/tests/check_vscode.py --write`);
- every contributed command is registered by src/extension.js and the other
  way round; menus name existing commands; activation events cover the
  languages the client selects; the settings keys and server commands that
  extension.js uses match the schema and DESIGN.md;
- `node --check` passes on every .js file under src/.

Run from anywhere; stdlib only. Closes with 'check_vscode: N passed, N failed'.
"""
import copy
import json
import os
import re
import shutil
import subprocess
import sys

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None

HERE = os.path.dirname(os.path.abspath(__file__))
EDITORS = os.path.dirname(HERE)
SCHEMA = os.path.join(EDITORS, "settings.schema.json")
VSCODE = os.path.join(EDITORS, "vscode")
PACKAGE = os.path.join(VSCODE, "package.json")
EXTENSION = os.path.join(VSCODE, "src", "extension.js")

SERVER_COMMANDS = {"writingTools.rewrite", "writingTools.transform", "writingTools.compose",
                   "writingTools.refine", "writingTools.addToDictionary"}
TRANSFORM_KINDS = {"summary", "keyPoints", "list", "table", "proofread"}
TONES = {"friendly", "professional", "concise"}
# Settings of VS Code's own that must never be set from a workspace.
USER_ONLY = {"provider": "application", "actions": "application", "proofreading": "application"}

results = []


def check(name, ok, detail=""):
    results.append(bool(ok))
    print("%s %s%s" % ("ok  " if ok else "FAIL", name, "" if ok else ": " + str(detail)[:600]))
    return ok


# --------------------------------------------------------------------------
# A small draft-07 validator: the keywords the settings schema uses.

def validate(value, schema, path="$"):
    errors = []
    t = schema.get("type")
    types = {"object": dict, "array": list, "string": str, "boolean": bool, "integer": int, "number": (int, float)}
    if t:
        ok = isinstance(value, types[t]) and not (t in ("integer", "number") and isinstance(value, bool))
        if not ok:
            return ["%s: expected %s, got %r" % (path, t, value)]
    if "enum" in schema and value not in schema["enum"]:
        errors.append("%s: %r not one of %s" % (path, value, schema["enum"]))
    if "minimum" in schema and isinstance(value, (int, float)) and value < schema["minimum"]:
        errors.append("%s: %r below minimum %r" % (path, value, schema["minimum"]))
    if isinstance(value, list):
        if schema.get("uniqueItems") and len(set(map(json.dumps, value))) != len(value):
            errors.append("%s: items not unique" % path)
        for i, item in enumerate(value):
            errors += validate(item, schema.get("items", {}), "%s[%d]" % (path, i))
    if isinstance(value, dict):
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for k, v in value.items():
            if k in props:
                errors += validate(v, props[k], path + "." + k)
            elif extra is False:
                errors.append("%s: unknown key %r" % (path, k))
            elif isinstance(extra, dict):
                errors += validate(v, extra, path + "." + k)
    return errors


def schema_problems(schema, path="$"):
    """Structural problems: every node typed and described where it matters,
    enums non-empty and unique, defaults valid."""
    problems = []
    if "type" not in schema:
        problems.append("%s: no type" % path)
    if "enum" in schema:
        e = schema["enum"]
        if not e or len(set(map(json.dumps, e))) != len(e):
            problems.append("%s: empty or repeated enum" % path)
        if "enumDescriptions" in schema and len(schema["enumDescriptions"]) != len(e):
            problems.append("%s: enumDescriptions do not match enum" % path)
    if "default" in schema:
        problems += ["default " + err for err in validate(schema["default"], schema, path)]
    for k, sub in schema.get("properties", {}).items():
        problems += schema_problems(sub, path + "." + k)
    if isinstance(schema.get("items"), dict):
        problems += schema_problems(schema["items"], path + "[]")
    if isinstance(schema.get("additionalProperties"), dict):
        problems += schema_problems(schema["additionalProperties"], path + ".*")
    return problems


# --------------------------------------------------------------------------
# package.json's writingTools.* settings, generated from the schema.

def vscode_settings(schema):
    out = {}
    for order, (key, prop) in enumerate(schema["properties"].items()):
        p = copy.deepcopy(prop)
        desc = p.pop("description", None)
        entry = {}
        if desc:
            entry["markdownDescription"] = desc
        entry.update(p)
        entry["order"] = order
        if key in USER_ONLY:
            entry["scope"] = USER_ONLY[key]
        out["writingTools." + key] = entry
    return out


def writing_tools_section(pkg):
    for section in pkg.get("contributes", {}).get("configuration", []):
        if any(k.startswith("writingTools.") for k in section.get("properties", {})) or \
                section.get("title") == "Writing Tools":
            return section
    return None


def write(schema, pkg):
    section = writing_tools_section(pkg)
    section["properties"] = vscode_settings(schema)
    with open(PACKAGE, "w") as f:
        f.write(json.dumps(pkg, indent=2, ensure_ascii=False) + "\n")
    print("wrote the writingTools.* settings of %s" % os.path.relpath(PACKAGE))


# --------------------------------------------------------------------------

def js_string_array(source, name):
    m = re.search(r"const %s = \[(.*?)\];" % name, source, re.S)
    return re.findall(r"'([^']*)'", m.group(1)) if m else None


def main():
    loaded = []
    for path in (SCHEMA, PACKAGE):
        try:
            with open(path) as f:
                loaded.append(json.load(f))
        except (OSError, ValueError) as ex:
            check("%s parses" % os.path.relpath(path, EDITORS), False, ex)
            print("check_vscode: %d passed, %d failed" % (results.count(True), results.count(False)))
            return 1
    schema, pkg = loaded
    if "--write" in sys.argv[1:]:
        write(schema, pkg)
        return 0

    # Schema
    check("schema: draft-07", schema.get("$schema", "").startswith("http://json-schema.org/draft-07/schema"),
          schema.get("$schema"))
    keys = list(schema.get("properties", {}))
    design = ["behavior", "resultOptions", "dialect", "lang", "dictionaries", "rules", "ignoredPatterns", "protect", "dictionary",
              "provider", "actions", "vale", "proofreading", "diagnostics"]
    check("schema: the settings keys of DESIGN.md §5", keys == design, keys)
    check("schema: provider has kind, endpoint, model, apiKeyEnv, timeoutMs, firstTokenTimeoutMs, allowInsecure, "
          "maskProtectedText, server, threads",
          set(schema["properties"]["provider"]["properties"]) ==
          {"kind", "endpoint", "model", "apiKeyEnv", "timeoutMs", "firstTokenTimeoutMs", "allowInsecure", "maskProtectedText",
           "server", "threads"},
          list(schema["properties"]["provider"]["properties"]))
    check("schema: proofreading has model (off, onDemand, background)",
          schema["properties"]["proofreading"]["properties"]["model"]["enum"] == ["off", "onDemand", "background"])
    check("schema: diagnostics has debounceMs, maxPerDocument",
          set(schema["properties"]["diagnostics"]["properties"]) == {"debounceMs", "maxPerDocument"})
    probs = schema_problems(schema)
    check("schema: well formed, defaults valid", not probs, probs)
    sample = {"behavior": "complete", "resultOptions": ["plainText", "list"], "dialect": "en-GB", "lang": "de-DE",
              "dictionaries": ["~/dictionaries"],
              "rules": {"spelling": "error", "passive-voice": "off"}, "ignoredPatterns": ["TODO\\(\\w+\\)"],
              "protect": {"blockQuotes": False, "links": True}, "dictionary": {"words": ["Neovim"]},
              "provider": {"kind": "openai", "endpoint": "http://127.0.0.1:8080/v1", "model": "m",
                           "apiKeyEnv": "OPENAI_API_KEY", "timeoutMs": 20000, "allowInsecure": False},
              "proofreading": {"model": "background"},
              "diagnostics": {"debounceMs": 100, "maxPerDocument": 500}}
    check("schema: a full settings object validates", not validate(sample, schema), validate(sample, schema))
    bad = {"dialect": "en-NZ", "rules": {"x": "loud"}, "unknown": 1}
    check("schema: bad settings are rejected", len(validate(bad, schema)) == 3, validate(bad, schema))
    helix = os.path.join(EDITORS, "helix", "languages.toml")
    if tomllib and os.path.exists(helix):
        with open(helix, "rb") as f:
            hx = tomllib.load(f)
        server = hx.get("language-server", {}).get("wt-lsp", {})
        config = server.get("config", {})
        check("helix: languages.toml config validates against the schema",
              server.get("command") == "wt-lsp" and not validate(config, schema), validate(config, schema))

    # package.json
    for field in ("name", "displayName", "description", "version", "publisher", "main"):
        check("package.json: has %s" % field, pkg.get(field), pkg.get(field))
    check("package.json: engines.vscode", re.match(r"^\^1\.\d+\.\d+$", pkg.get("engines", {}).get("vscode", "")),
          pkg.get("engines"))
    check("package.json: main exists", os.path.isfile(os.path.join(VSCODE, pkg.get("main", ""))), pkg.get("main"))
    check("package.json: depends on vscode-languageclient",
          "vscode-languageclient" in pkg.get("dependencies", {}), pkg.get("dependencies"))
    contributes = pkg.get("contributes", {})
    section = writing_tools_section(pkg) or {}
    expected = vscode_settings(schema)
    got = section.get("properties", {})
    missing = sorted(set(expected) - set(got))
    extra = sorted(set(got) - set(expected))
    differ = sorted(k for k in set(expected) & set(got) if expected[k] != got[k])
    check("package.json: writingTools.* settings are the schema's (run with --write to regenerate)",
          not missing and not extra and not differ, {"missing": missing, "extra": extra, "differ": differ})
    client_props = {}
    for s in contributes.get("configuration", []):
        client_props.update({k: v for k, v in s.get("properties", {}).items() if k.startswith("wtLsp.")})
    check("package.json: wtLsp.path (default wt-lsp, machine scope)",
          client_props.get("wtLsp.path", {}).get("default") == "wt-lsp"
          and client_props["wtLsp.path"].get("scope") in ("machine", "application"), client_props.get("wtLsp.path"))
    check("package.json: provider cannot come from workspace settings",
          got.get("writingTools.provider", {}).get("scope") == "application", got.get("writingTools.provider"))

    with open(EXTENSION) as f:
        js = f.read()
    contributed = [c["command"] for c in contributes.get("commands", [])]
    registered = re.findall(r"register\('([^']+)'", js)
    check("commands: every contributed command is registered", set(contributed) <= set(registered),
          sorted(set(contributed) - set(registered)))
    check("commands: every registered command is contributed", set(registered) <= set(contributed),
          sorted(set(registered) - set(contributed)))
    check("commands: titles and no clash with the server's command ids",
          all(c.get("title") for c in contributes.get("commands", []))
          and not set(contributed) & SERVER_COMMANDS, contributes.get("commands"))
    submenus = {s["id"] for s in contributes.get("submenus", [])}
    menu_refs, bad_refs = [], []
    for menu, entries in contributes.get("menus", {}).items():
        if menu not in ("editor/context", "commandPalette", "editor/title", "explorer/context") and menu not in submenus:
            bad_refs.append("unknown menu " + menu)
        for e in entries:
            if "command" in e:
                menu_refs.append(e["command"])
                if e["command"] not in contributed:
                    bad_refs.append(e["command"])
            elif e.get("submenu") not in submenus:
                bad_refs.append("submenu " + str(e.get("submenu")))
    check("menus: name existing commands and submenus", not bad_refs, bad_refs)
    ctx = contributes.get("menus", {}).get("editor/context", [])
    check("menus: editor context entry shown on a selection",
          any("editorHasSelection" in e.get("when", "") for e in ctx), ctx)
    in_submenu = {e.get("command") for m in submenus for e in contributes["menus"].get(m, [])}
    actions = {"wtLsp.rewriteFriendly", "wtLsp.rewriteProfessional", "wtLsp.rewriteConcise", "wtLsp.rewrite",
               "wtLsp.summarize", "wtLsp.keyPoints", "wtLsp.list", "wtLsp.table"}
    check("menus: every Writing Tools action in the context submenu", actions <= in_submenu,
          sorted(actions - in_submenu))

    languages = (js_string_array(js, "PROSE_LANGUAGES") or []) + (js_string_array(js, "CODE_LANGUAGES") or [])
    events = {e.split(":", 1)[1] for e in pkg.get("activationEvents", []) if e.startswith("onLanguage:")}
    check("activation: markdown, plaintext, latex, git-commit and the code languages",
          {"markdown", "plaintext", "latex", "git-commit"} <= set(languages) and set(languages) <= events,
          sorted(set(languages) - events))
    when = " ".join(e.get("when", "") for e in ctx)
    check("menus: the context menu's language filter names the client's languages",
          all(re.search(r"[(|]%s[|)]" % re.escape(l), when) for l in languages), when[:200])
    js_keys = js_string_array(js, "SETTINGS_KEYS")
    check("extension.js: SETTINGS_KEYS are the schema's keys", js_keys == keys, js_keys)
    sent = set(re.findall(r"'(writingTools\.[a-zA-Z]+)'", js))
    check("extension.js: sends only DESIGN.md commands", sent and sent <= SERVER_COMMANDS, sent)
    check("extension.js: Compose and Follow-up call writingTools.compose and writingTools.refine",
          {"writingTools.compose", "writingTools.refine"} <= sent
          and {"wtLsp.compose", "wtLsp.followUp"} <= set(registered), sorted(sent))
    kinds = set(re.findall(r"transform\('([a-zA-Z]+)'\)", js))
    check("extension.js: transform kinds are DESIGN.md's", kinds == TRANSFORM_KINDS, kinds)
    tones = set(re.findall(r"rewrite\('([a-z]+)'\)", js))
    check("extension.js: tones are DESIGN.md's", tones == TONES, tones)
    used = set(re.findall(r"'wtLsp\.([a-zA-Z.]+)'", js)) - {c.split(".", 1)[1] for c in contributed}
    used |= {"wtLsp." + m for m in re.findall(r"getConfiguration\('wtLsp'\)\.get\('([a-zA-Z.]+)'", js)}
    used |= {"wtLsp." + m for m in re.findall(r"cfg\.get\('([a-zA-Z.]+)'", js) if "writingTools" not in m}
    used = {u if u.startswith("wtLsp.") else "wtLsp." + u for u in used} - {"wtLsp.writingTools"}
    check("extension.js: every wtLsp.* setting it reads is contributed", used <= set(client_props),
          sorted(used - set(client_props)))

    # node --check
    node = shutil.which("node")
    sources = [os.path.join(dp, f) for dp, _, fs in os.walk(os.path.join(VSCODE, "src")) for f in fs if f.endswith(".js")]
    if not node:
        check("node --check (node not installed)", False, "install nodejs")
    for path in sources:
        if node:
            r = subprocess.run([node, "--check", path], capture_output=True, text=True)
            check("node --check %s" % os.path.relpath(path, EDITORS), r.returncode == 0, r.stderr)
    check("extension.js: CommonJS with activate/deactivate",
          "module.exports" in js and "activate" in js and "deactivate" in js and "require('vscode-languageclient/node')" in js)

    passed, failed = results.count(True), results.count(False)
    print("check_vscode: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
