# SPDX-License-Identifier: MIT
# status_lib.sh - sourced by the tests that read the table's status lines as
# drawn (layout_status_fold.sh, online_status.sh).

# status_texts DUMP: the texts drawn in the status lines' box (the first
# panel at the top left of a dump-text), in order, one a line.
status_texts() {
  awk '$1 == "panel" && !p && $2 < 40 && $3 < 40 { p = 1; x = $2; y = $3; w = $4; h = $5; next }
       p && $1 == "panel" { exit }
       p && $1 == "text" && $2 >= x && $3 >= y && $2 < x + w && $3 < y + h {
         t = $0; sub(/^[^|]*\|/, "", t); sub(/\|$/, "", t); print t }' "$1"
}

# status_fold WHAT DUMP FIRST: the status lines drawn in DUMP (dump-text)
# judged against FIRST, a file holding the scene's first status line (every
# byte). Prints "open" where the box is not folded (its last text not
# ending in "  ▾"); else, where its lines joined are the first status
# line's start and what follows there begins a new phrase -- nothing, or
# ", " ": " "; " after the words shown, " " after a full stop, " (" (an
# aside in brackets) or two spaces (a score line's columns), where
# eg_status_wrap ends a line at a phrase: "folded |LINE| ..."; otherwise
# "FAIL WHAT: why".
status_fold() {
  status_texts "$2" | awk -v what="$1" '
    NR == FNR { first = $0; next }
    { line[++n] = $0 }
    END {
      if (n == 0 || line[n] !~ /  ▾$/) { print "open"; exit }
      sub(/  ▾$/, "", line[n])
      pos = 1
      for (i = 1; i <= n; i++) {
        if (length(line[i]) >= 47) {
          printf "FAIL %s: a folded line of 47 bytes or more (dump-text keeps 47): %s\n", what, line[i]; exit }
        k = split(line[i], w, " ")
        for (j = 1; j <= k; j++) {
          while (substr(first, pos, 1) == " ") pos++
          if (substr(first, pos, length(w[j])) != w[j]) {
            printf "FAIL %s: the folded lines are not the first status line'"'"'s start: \"%s\" drawn, \"%s\" the scene'"'"'s\n", what, w[j], first; exit }
          pos += length(w[j]); last = w[j] } }
      rest = substr(first, pos)
      if (rest == "" || rest ~ /^[,;:]( |$)/ || rest ~ /^ \(/ || rest ~ /^  / || (last ~ /\.$/ && rest ~ /^ /)) {
        printf "folded"; for (i = 1; i <= n; i++) printf " |%s|", line[i]; print ""
      } else
        printf "FAIL %s: the folded line ends in the middle of a phrase: \"%s ▾\", the first status line going on \"%s\"\n", what, last, rest
    }' "$3" -
}
