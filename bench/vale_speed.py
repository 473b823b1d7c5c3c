#!/usr/bin/env python3
"""What a Vale style adds to `wt-lsp check`: the median wall time of `check`
on a 100k-word Markdown corpus (`corpus.py`), alone and with a `.vale.ini`
that runs the given style folder beside our rules.

Usage: vale_speed.py STYLE_FOLDER [--words N] [--runs N] [--binary PATH]

STYLE_FOLDER is a Vale style (a folder of rule files, e.g. proselint's); it
is copied next to the corpus, in a folder made a repository so that no other
configuration is found.
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))


def median_time(binary, folder, runs):
    times = []
    for _ in range(runs):
        start = time.monotonic()
        run = subprocess.run([binary, "check", "--format", "line", "--fail-on", "error", "corpus.md"], cwd=folder,
                             capture_output=True, text=True)
        times.append(time.monotonic() - start)
        alerts = sum(1 for line in run.stdout.splitlines() if line)
    return statistics.median(times), alerts


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("style")
    parser.add_argument("--words", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary", default=os.path.join(HERE, "..", ".build", "release", "wt-lsp"))
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    style = os.path.abspath(args.style)
    name = os.path.basename(os.path.normpath(style))
    with tempfile.TemporaryDirectory() as tmp:
        plain, vale = os.path.join(tmp, "plain"), os.path.join(tmp, "vale")
        for folder in (plain, vale):
            os.makedirs(os.path.join(folder, ".git"))
            subprocess.run([sys.executable, os.path.join(HERE, "corpus.py"), str(args.words),
                            os.path.join(folder, "corpus.md")], check=True, capture_output=True)
        shutil.copytree(style, os.path.join(vale, "styles", name))
        with open(os.path.join(vale, ".vale.ini"), "w") as ini:
            ini.write(f"StylesPath = styles\n\n[*.md]\nBasedOnStyles = {name}\n")
        base, base_alerts = median_time(binary, plain, args.runs)
        with_style, style_alerts = median_time(binary, vale, args.runs)
    print(f"{args.words} words, median of {args.runs}: check {base:.2f} s ({base_alerts} findings); "
          f"with {name} {with_style:.2f} s ({style_alerts} findings): +{(with_style / base - 1) * 100:.0f} %")


if __name__ == "__main__":
    main()
