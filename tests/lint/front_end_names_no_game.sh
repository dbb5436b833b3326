#!/bin/sh
# SPDX-License-Identifier: MIT
# The front end (src/app, src/render, src/input) knows games only through the
# engine's interface (eg_game.h, eg_scene.h): no file of it may include a
# game's header, reach into a game's folder, or name a game's id, name or
# table (issue 27). A game is whatever src/games/<id>/ holds.
#
# What counts as naming a game, for each folder src/games/<id> (its id, and
# the prefix its files and symbols use, e.g. six-cities / sx_):
#   - an #include of any header that lives under src/games/
#   - the game's id in a string ("six-cities") or its table (eg_six_cities)
#   - the game's symbol prefix followed by a word (sx_board, cs_game): the
#     prefix of the game's PREFIX_core.h (sx_core.h -> sx_), so a new game is
#     checked without editing this file
# Comments are left out: the front end may say which game it was written
# against. The program is called cityscape too: a line whose comment says
# "the program's name" may hold the string "cityscape" (SDL's pref path).
# Prints each finding as FILE:LINE: what, and exits 1 if any.
#
# usage: tests/lint/front_end_names_no_game.sh [SRC_DIR]
set -eu
src=${1:-$(dirname "$0")/../../src}
[ -d "$src/games" ] || { echo "front_end_names_no_game: no $src/games" >&2; exit 2; }
front="$src/app $src/render $src/input"
headers=$(find "$src/games" -name '*.h' -exec basename {} \; | LC_ALL=C sort -u)
ids=$(find "$src/games" -mindepth 1 -maxdepth 1 -type d -exec basename {} \; | LC_ALL=C sort)
# Each game's prefix: its PREFIX_core.h (cs_core.h -> cs).
prefixes=$(find "$src/games" -name '*_core.h' -exec basename {} _core.h \; | LC_ALL=C sort -u |
           tr '\n' ' ')
found=$(mktemp)
trap 'rm -f "$found"' EXIT
for f in $(find $front -name '*.[ch]' 2>/dev/null | LC_ALL=C sort); do
    # Strip /* */ and // comments, keep line numbers.
    awk -v headers="$headers" -v ids="$ids" -v prefixes="$prefixes" -v file="$f" '
    BEGIN {
        nh = split(headers, H, "\n"); ni = split(ids, I, "\n"); np = split(prefixes, P, " ")
    }
    {
        line = $0; out = ""
        while (length(line) > 0) {
            if (incomment) {
                e = index(line, "*/")
                if (!e) { line = ""; break }
                line = substr(line, e + 2); incomment = 0
            } else {
                s = index(line, "/*"); d = index(line, "//")
                if (d && (!s || d < s)) { out = out substr(line, 1, d - 1); line = ""; break }
                if (!s) { out = out line; line = ""; break }
                out = out substr(line, 1, s - 1); line = substr(line, s + 2); incomment = 1
            }
        }
        code = out
        program = index($0, "the program'"'"'s name") > 0
        if (code ~ /^[ \t]*#[ \t]*include[ \t]*"/) {
            h = code; sub(/^[^"]*"/, "", h); sub(/".*/, "", h); sub(/.*\//, "", h)
            for (k = 1; k <= nh; k++)
                if (H[k] == h) printf "%s:%d: includes %s, a game'"'"'s header\n", file, NR, h
        }
        for (k = 1; k <= ni; k++) {
            if (index(code, "\"" I[k] "\"") && !program) printf "%s:%d: names the game \"%s\"\n", file, NR, I[k]
            t = I[k]; gsub(/-/, "_", t)
            if (code ~ ("(^|[^A-Za-z0-9_])eg_" t "([^A-Za-z0-9_]|$)"))
                printf "%s:%d: names the table eg_%s\n", file, NR, t
        }
        for (k = 1; k <= np; k++)
            if (code ~ ("(^|[^A-Za-z0-9_])" P[k] "_[a-z]"))
                printf "%s:%d: uses a %s_ name, a game'"'"'s prefix\n", file, NR, P[k]
    }' "$f" >>"$found"
done
if [ -s "$found" ]; then
    n=$(wc -l <"$found")
    cat "$found"
    echo "front_end_names_no_game: $n places in src/app, src/render, src/input name a game"
    exit 1
fi
echo "front_end_names_no_game: src/app, src/render and src/input name no game"
