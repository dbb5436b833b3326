#!/bin/sh
# SPDX-License-Identifier: MIT
# No two source files may call each other, directly or round a circle
# (issue 10: game.c, screens.c and script.c did).
#
# The call graph is read from the sources: file A calls file B when A uses,
# followed by "(", the name of a function B defines (not static). Files that
# share a private header DIR/X_internal.h are one unit X (the renderer's
# render.c, overlay.c, items.c and render_ui.c share its state). The calls
# between files and units must form no circle; tsort finds one and names it.
#
# usage: tests/lint/cycles.sh [SRC_DIR]   (default: src beside this script)
set -eu
src=${1:-$(dirname "$0")/../../src}
[ -d "$src" ] || { echo "cycles: no source folder $src" >&2; exit 2; }
edges=$(mktemp) calls=$(mktemp) out=$(mktemp)
trap 'rm -f "$edges" "$calls" "$out"' EXIT
find "$src" -name '*.c' | LC_ALL=C sort | xargs awk '{ print FILENAME "\t" $0 }' |
awk -F '\t' -v calls="$calls" '
function stem(p) { sub("\\.c$", "", p); return p }
function unit(f) { return (f in group) ? group[f] : stem(f) }
{
    file = $1
    line = substr($0, length(file) + 2)
    files[file] = 1
}
line ~ /^[ \t]*#[ \t]*include[ \t]*"[A-Za-z0-9_]*_internal\.h"/ {
    g = line; sub("^[^\"]*\"", "", g); sub("_internal\\.h\".*", "", g)
    d = file; sub("/[^/]*$", "", d)
    group[file] = d "/" g
    next
}
# A function defined at the start of a line (its name before the "(").
line ~ /^[A-Za-z_][A-Za-z0-9_ \t*]*[ \t*][A-Za-z_][A-Za-z0-9_]*\(/ &&
line !~ /^(static|typedef|return|else)[ \t(]/ && line !~ /;[ \t]*$/ {
    name = line; sub("\\(.*", "", name); sub(".*[ \t*]", "", name)
    defined[name] = file
}
{
    # Every name followed by "(", outside strings and // comments.
    s = line; gsub(/"([^"\\]|\\.)*"/, "\"\"", s); sub("//.*", "", s)
    while (match(s, /[A-Za-z_][A-Za-z0-9_]*[ \t]*\(/)) {
        id = substr(s, RSTART, RLENGTH); sub("[ \t]*\\($", "", id)
        used[file SUBSEP id] = 1
        s = substr(s, RSTART + RLENGTH)
    }
}
END {
    for (f in files) print unit(f), unit(f)   # every unit is a node
    for (k in used) {
        split(k, p, SUBSEP)
        if (!(p[2] in defined)) continue
        a = unit(p[1]); b = unit(defined[p[2]])
        if (a == b) continue
        print a, b
        print a " -> " b ": " p[2] > calls
    }
}' | sort -u > "$edges"
if ! tsort "$edges" > /dev/null 2> "$out"; then
    echo "cycles: source files that call each other round a circle:" >&2
    sed -n -e "s#^tsort: $edges: ##" -e "s#^tsort: ##" -e "s#$src/##gp" "$out" >&2
    echo "the calls between them:" >&2
    sed "s#$src/##g" "$out" | awk -v calls="$calls" -v src="$src/" '
        BEGIN { while ((getline c < calls) > 0) { gsub(src, "", c); all[++nc] = c } }
        function show(    i, f, a, b) {
            for (i = 1; i <= nc; i++) {
                split(all[i], f, " "); a = f[1]; b = f[3]; sub(":$", "", b)
                if ((a in set) && (b in set) && shown[a, b]++ < 3) print "  " all[i]
            }
            split("", set)
        }
        /loop:$/ { show(); next }
        { sub("^tsort: ", ""); set[$0] = 1 }
        END { show() }' >&2
    exit 1
fi
n=$(awk '$1 != $2' "$edges" | wc -l)
m=$(awk '{ print $1 }' "$edges" | sort -u | wc -l)
echo "cycles: no circle among $m source files and units ($n calls between them)"
