#!/bin/sh
# Long fuzzing runs by hand (not CI): builds a libFuzzer binary from the
# package sources plus one target file, with AddressSanitizer, and runs it.
#
#   bench/fuzz/run.sh lsp    [libFuzzer options]   # framing, JSON-RPC, connection, document edits
#   bench/fuzz/run.sh engine [libFuzzer options]   # tokenizer, structure scanners, rules
#
# e.g.  bench/fuzz/run.sh lsp -max_total_time=600 -jobs=2
#       bench/fuzz/run.sh engine -max_len=20000 -timeout=10
# Corpora grow in .build/fuzz/corpus-<target> (seeded from bench/fuzz/seeds);
# a crash leaves crash-<hash> in the current folder: replay it with
#       .build/fuzz/fuzz-<target> crash-<hash>
set -eu
target=${1:-lsp}
[ $# -gt 0 ] && shift
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/.build/fuzz
mkdir -p "$out/corpus-$target"
case $target in
  lsp) sources=$(find "$root/Sources/LSPKit" -name '*.swift'); main=$root/bench/fuzz/FuzzLSP.swift ;;
  engine) sources=$(find "$root/Sources/WritingEngine" -name '*.swift'); main=$root/bench/fuzz/FuzzEngine.swift ;;
  *) echo "usage: $0 lsp|engine [libFuzzer options]" >&2; exit 2 ;;
esac
if [ ! -x "$out/fuzz-$target" ] || [ -n "$(find "$root/Sources" "$main" -newer "$out/fuzz-$target" -name '*.swift' | head -1)" ]; then
  echo "building $out/fuzz-$target ..." >&2
  # shellcheck disable=SC2086
  swiftc -O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name Fuzz$target \
    $sources "$main" -o "$out/fuzz-$target"
fi
cp -n "$root"/bench/fuzz/seeds/$target/* "$out/corpus-$target/" 2>/dev/null || true
exec "$out/fuzz-$target" "$out/corpus-$target" "$@"
