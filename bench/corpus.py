#!/usr/bin/env python3
"""Markdown corpora of real prose for the benchmarks, built from text that
ships with every machine here: Python's reference documentation
(`pydoc_data.topics`), the licence texts in /usr/share/common-licenses and,
if still short, the docstrings of a fixed list of standard-library modules.

The output is deterministic and never repeats a paragraph (a repeated
paragraph would hit the proofreader's per-unit cache and flatter us).
Sections alternate between sources; reST literal blocks become fenced code
blocks, ``literals`` become inline code, bullet lines stay list items.

Usage: corpus.py WORDS OUT.md
"""
import hashlib
import importlib
import inspect
import os
import re
import sys

LICENSE_DIR = "/usr/share/common-licenses"
MODULES = [
    "collections", "itertools", "functools", "os", "re", "json", "pathlib", "argparse", "logging", "threading",
    "subprocess", "datetime", "decimal", "fractions", "statistics", "random", "string", "textwrap", "difflib",
    "heapq", "bisect", "array", "struct", "codecs", "unicodedata", "csv", "configparser", "tempfile", "shutil",
    "glob", "fnmatch", "sqlite3", "zlib", "gzip", "tarfile", "zipfile", "hashlib", "hmac", "secrets", "socket",
    "selectors", "asyncio", "email", "http.client", "urllib.request", "html.parser", "xml.dom.minidom", "unittest",
    "doctest", "pdb", "timeit", "trace", "tracemalloc", "inspect", "dis", "ast", "tokenize", "typing", "dataclasses",
    "enum", "contextlib", "abc", "copy", "pprint", "reprlib", "weakref", "types", "operator", "numbers", "math",
    "cmath", "calendar", "locale", "gettext", "platform", "sysconfig", "warnings", "traceback", "queue", "sched",
]

INLINE_LITERAL = re.compile(r"``([^`\n]+)``")
ROLE = re.compile(r":[a-z]+:`([^`\n]+)`")


def rest_to_markdown(body):
    """Turns a reST-ish help text into Markdown block by block: indented
    blocks become fenced code (consecutive ones share a fence), `* item`
    blocks become lists, underlined titles become headings, ``x`` becomes `x`."""
    blocks = [b for b in re.split(r"\n[ \t]*\n", body) if b.strip()]
    out, code = [], []

    def flush():
        if code:
            lang = "python" if any(l.lstrip().startswith((">>>", "def ", "class ", "import ", "for ", "if ")) for l in code) else ""
            out.append("```" + lang + "\n" + "\n".join(code) + "\n```")
            code.clear()

    for block in blocks:
        lines = block.split("\n")
        first = lines[0].strip()
        indented = all(l.startswith("   ") or not l.strip() for l in lines)
        if indented and not re.match(r"^([*-]|\d+\.)\s", first):
            if code:
                code.append("")
            code.extend(l[3:] for l in lines)
            continue
        flush()
        if len(lines) == 2 and re.match(r"^[*=~^-]{3,}$", lines[1].strip()):
            out.append("### " + first)
        elif re.match(r"^([*-]|\d+\.)\s", first):
            items = []
            for l in lines:
                t = l.strip()
                m = re.match(r"^([*-]|\d+\.)\s+(.*)$", t)
                items.append("- " + m.group(2) if m else "  " + t)
            out.append(fix_inline("\n".join(items)))
        else:
            out.append(fix_inline("\n".join(l.strip() for l in lines)))
    flush()
    return "\n\n".join(out)


def fix_inline(text):
    return ROLE.sub(r"`\1`", INLINE_LITERAL.sub(r"`\1`", text))


def license_to_markdown(name, body):
    out = ["# " + name, ""]
    for para in re.split(r"\n\s*\n", body):
        lines = [l.strip() for l in para.strip().split("\n") if l.strip()]
        if not lines:
            continue
        first = lines[0]
        if len(lines) == 1 and len(first) < 60 and (first.isupper() or re.match(r"^\d+(\.\d+)*\.?\s+\S", first)):
            out.append("## " + first.title() if first.isupper() else "## " + first)
        elif re.match(r"^(\(?[a-z0-9]\)|[-*o])\s", first):
            out.append("\n".join("- " + re.sub(r"^(\(?[a-z0-9]\)|[-*o])\s+", "", l) if re.match(r"^(\(?[a-z0-9]\)|[-*o])\s", l) else "  " + l
                                 for l in lines))
        else:
            out.append(" ".join(lines))
        out.append("")
    return "\n".join(out)


def sources():
    """(name, markdown) sections from each source, interleaved deterministically."""
    topics = []
    try:
        import pydoc_data.topics as t
        for key in sorted(t.topics):
            topics.append("## " + key.replace("-", " ").title() + "\n\n" + rest_to_markdown(t.topics[key]))
    except ImportError:
        pass
    licenses, seen = [], set()
    if os.path.isdir(LICENSE_DIR):
        for name in sorted(os.listdir(LICENSE_DIR)):
            path = os.path.join(LICENSE_DIR, name)
            data = open(path, encoding="utf-8", errors="replace").read()
            digest = hashlib.sha1(data.encode()).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            licenses.append(license_to_markdown(name, data))
    docs = []
    for mod in MODULES:
        try:
            m = importlib.import_module(mod)
        except Exception:
            continue
        parts = []
        for attr in sorted(dir(m)):
            if attr.startswith("_"):
                continue
            doc = inspect.getdoc(getattr(m, attr, None)) or ""
            if len(doc.split()) > 25:
                parts.append("### `%s.%s`\n\n%s" % (mod, attr, rest_to_markdown(doc)))
        if parts:
            docs.append("## The `%s` module\n\n" % mod + "\n\n".join(parts))
    # Interleave: three topics, one licence, ...; module docs at the end.
    order, ti, li = [], 0, 0
    while ti < len(topics) or li < len(licenses):
        for _ in range(3):
            if ti < len(topics):
                order.append(topics[ti]); ti += 1
        if li < len(licenses):
            order.append(licenses[li]); li += 1
    return order + docs


def build(words):
    """About `words` words of Markdown, cut at a paragraph boundary outside
    code blocks, with no repeated prose paragraph."""
    out, count, seen, in_fence = [], 0, set(), False
    for section in sources():
        for para in section.split("\n\n"):
            key = para.strip()
            fences = sum(1 for l in para.split("\n") if l.startswith("```"))
            if not key:
                continue
            if not in_fence and fences == 0:
                if key in seen:
                    continue
                seen.add(key)
            out.append(para)
            count += len(para.split())
            in_fence = in_fence != (fences % 2 == 1)
            if count >= words and not in_fence:
                return "\n\n".join(out) + "\n"
    if in_fence:
        out.append("```")
    return "\n\n".join(out) + "\n"


if __name__ == "__main__":
    n, path = int(sys.argv[1]), sys.argv[2]
    text = build(n)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print("%d words, %d bytes, %d code fences -> %s" % (len(text.split()), len(text.encode()), text.count("\n```") // 2, path))
