#!/bin/sh
# SPDX-License-Identifier: MIT
# Play online (issue 30): a whole game of GAME between two game windows
# (two processes, SDL_VIDEODRIVER=offscreen, scripted) at a cityscape-server
# this test starts. Both windows go through the real event path: the title's
# Play online, the name, the server's address and the code typed into their
# fields, the host's table chosen on the game's own setup screen (a seat
# turned to "remote" by clicking it where it is drawn), the joiner's seat
# clicked in the list the server's table gives; every move is play-any's
# (the pointer where the renderer drew the pieces), each window waiting for
# its turn with wait-turn / play-to-end. The host prints the table's code;
# the joiner types it.
#
# At the end both windows' results, as drawn (dump-text: each row's total
# and place), must equal the server's saved record of the
# table (DATA/CODE.rec) replayed and scored by cityscape-cli, a program of
# its own, which must name the joiner's seat Bob and the host's seat by the
# name typed on Play online, Zoë (UTF-8, as typed: never Zo_); the host's
# table (its status line, as drawn) and both windows' results must show
# Zoë. In the hot seat, seat 2 is named Cy on the setup screen, and the
# record, the status line and the results must name it Cy (not Zoë-2). City Blox is played by a
# plan (below: random moves seldom finish it), and its record must hold
# exactly the planned moves. Kinds:
#   two      host seat 1, joiner seat 2
#   hotseat  host seats 1 and 2 (hot seat: the curtain between them), joiner seat 3
#   computer host seat 1, joiner seat 2, seat 3 the server's computer (medium),
#            named Computer 3 in the joiner's list of seats and on both
#            windows' results
#   watch    (a game for one) the joiner plays seat 1, the host watches
#
# With ONLINE_HOSTS=2 the server and the host's window are on one machine
# and the joiner's window on another, which reaches the server by its
# address: two network namespaces (online_lib.sh's two_hosts; root only).
#
# Usage: online_play.sh CITYSCAPE SERVER CLI GAME KIND
set -u
GAME=$1 SERVER=$2 CLI=$3 game=$4 kind=$5
work=$(mktemp -d)
trap 'kill $spid $apid 2>/dev/null; hosts_down; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
spid="" apid=""
fail() { echo "online_play $game $kind: $*"; exit 1; }

. "$(dirname "$0")/online_lib.sh"
two_hosts
serve

case $game in
  cityscape) name=Cityscape ;; six-cities) name="Six Cities" ;;
  city-blox) name="City Blox" ;; skyscrapers) name=Skyscrapers ;;
  *) fail "no game '$game'" ;;
esac
# The setup's clicks: each seat button steps human, easy, medium, hard,
# remote; seats 2 and on start at medium (Skyscrapers' one seat at human).
# The name is typed first: the wheel over a name field does not scroll the
# page (the field takes it), and City Blox's Host is below the window.
case $kind in
  two) setup="click Player 2: medium
click Player 2: hard" ; take="2" ;;
  hotseat) setup="click Players: 2
click name 2
type Cy
key Return
click Player 2: medium
click Player 2: hard
click Player 2: remote
click Player 3: medium
click Player 3: hard" ; take="3" ;;
  computer) setup="click Players: 2
click Player 2: medium
click Player 2: hard" ; take="2" ;;
  watch) setup="click Player 1: human" ; take="1" ;; # a solitaire's seat: a person or a friend
  *) fail "no kind '$kind'" ;;
esac

# City Blox's three players' studs are small at 960x540: there a drag
# aimed at a stud (a press there picks it) was let go on its neighbour (a
# 2x2 aimed at market c6 made c5^2, at 1280x720 and 1920x1080 c6).
size="960 540"
[ "$game" = city-blox ] && size="1280 720"
connect() { # NAME [ADDRESS]: the title's Play online, the name and the server typed
  printf 'size %s\nclick Play online\nclick Your name\ntype %s\nkey Return\n' "$size" "$1"
  printf 'click Server\ntype %s:%s\nkey Return\n' "${2:-127.0.0.1}" "$port"
}
host() { # the host's table chosen on the setup screen and hosted
  printf 'click Host a table\nclick %s\n%s\n' "$name" "$setup"
  printf 'expect-text "Player %s: remote"\nclick Host\nwait-online 60\n' "$take"
}
export SDL_VIDEODRIVER=offscreen CITYSCAPE_SCRIPT_STALL_S=600
if [ "$game" = city-blox ]; then
  # City Blox is played by plan: random moves seldom finish a plot (710
  # moves did not end a game). The deal is the server's, so the host's
  # window hosts the table and leaves; the plan is made from the deal in
  # the server's record (cityscape-cli city-blox table-plan ... people:
  # Medium's choice for every seat, each move as the pointer makes it);
  # the host's window comes back with its kept token (Join, online.txt)
  # and each window makes its seats' planned moves where the renderer drew
  # the pieces (click-item, drag-item turned by the wheel, R, buttons), in
  # turn (wait-turn, the curtain between the host's hot seats passed).
  { connect Zoë; host; printf 'expect table\n'; } >"$work/a0.script"
  $on_a "$GAME" --script "$work/a0.script" --save-dir "$work/a" --seed 5 >"$work/a0.log" 2>&1 ||
    fail "the host window failed: $(tail -n 20 "$work/a0.log")"
  table_code "$work/a0.log" ""
  rec="$work/data/$code.rec"
  params=$(sed -n 's/^params //p' "$rec") seed=$(sed -n 's/^seed //p' "$rec")
  "$CLI" city-blox table-plan "$params" "$seed" people >"$work/plan" ||
    fail "no plan for the deal ($params, seed $seed): $(cat "$work/plan")"
  planned() { # SEATS: the plan's lines for the seats a window holds, each
    # move once that seat is to act with exactly the moves before it made
    awk -v seats=" $1 " -v shot="${ONLINE_SHOTS:+$ONLINE_SHOTS/$2}" '
      $1 == "turn" { mine = index(seats, " " $2 " ") > 0
                     if (mine && shot != "" && ++k == 40) print "screenshot " shot "-mid.png"
                     if (mine) printf "wait-turn 120\nready\nexpect-moves %d\n", $3; next }
      $1 == "script" && mine && $2 != "expect-moves" { sub(/^script /, ""); print }' "$work/plan"
  }
  { connect Zoë
    printf 'click Table code\ntype %s\nkey Return\nclick Join\nwait-online 60\n' "$code"
    printf 'expect table\ndump-text %s/a-table.txt\n' "$work"
    planned "1 2" a
    printf 'play-to-end\ndump-text %s/a.txt\n' "$work"
    [ -n "${ONLINE_SHOTS:-}" ] && printf 'screenshot %s/a-end.png\n' "$ONLINE_SHOTS"
  } >"$work/a.script"
  tail_b() { planned "$take" b
    [ -n "${ONLINE_SHOTS:-}" ] && printf 'play-to-end\nscreenshot %s/b-end.png\n' "$ONLINE_SHOTS"; }
else
  { connect Zoë; host
    printf 'ready\ndump-text %s/a-table.txt\nplay-to-end\ndump-text %s/a.txt\n' "$work" "$work"
    [ -n "${ONLINE_SHOTS:-}" ] && printf 'screenshot %s/a-end.png\n' "$ONLINE_SHOTS"
  } >"$work/a.script"
  tail_b() { :; }
fi
$on_a "$GAME" --script "$work/a.script" --save-dir "$work/a" --seed 5 >"$work/a.log" 2>&1 &
apid=$!
[ "$game" = city-blox ] || table_code "$work/a.log" $apid

{ connect Bob "$far"
  printf 'click Table code\ntype %s\nkey Return\nclick Join\nwait-online 60\n' "$code"
  printf 'expect-text Seat %s: open\n' "$take"
  [ "$kind" = computer ] && printf 'expect-text "Seat 3: Computer 3"\n' # listed once, by its name
  printf 'click Seat %s: open\nclick Take the seats\n' "$take"
  printf 'wait-online 60\n'
  tail_b
  printf 'play-to-end\ndump-text %s/b.txt\n' "$work"
} >"$work/b.script"
$on_b "$GAME" --script "$work/b.script" --save-dir "$work/b" --seed 6 >"$work/b.log" 2>&1
brc=$?
wait $apid
arc=$?
apid=""
[ $arc = 0 ] || fail "the host window failed ($arc): $(tail -n 20 "$work/a.log")"
[ $brc = 0 ] || fail "the joining window failed ($brc): $(tail -n 20 "$work/b.log")"

# The host's table says its code and address (its status line, as drawn).
grep -q "|Table $code at 127.0.0.1:$port:" "$work/a-table.txt" ||
  fail "the host's table does not say 'Table $code at 127.0.0.1:$port': $(grep text "$work/a-table.txt" | head -n 6)"

# The server's record, scored by the CLI: "TOTAL PLACE" a seat, sorted (the
# record names its seats as the server was first told, so the places and
# totals are compared, not the names).
rec="$work/data/$code.rec"
[ -f "$rec" ] || fail "the server saved no $code.rec"
"$CLI" replay "$rec" >"$work/cli.txt" 2>&1 || fail "cityscape-cli refused the record: $(cat "$work/cli.txt")"
if [ "$game" = cityscape ]; then # round by round: the last totals line; places by rank
  awk '/^  totals:/ { n = 0; for (i = 3; i <= NF; i += 2) t[++n] = $i }
       END { for (p = 1; p <= n; p++) { pl = 1; for (q = 1; q <= n; q++) pl += t[q] > t[p]
             print t[p], pl } }' "$work/cli.txt" | sort >"$work/want.txt"
else
  sed -n 's/^player [0-9]* .* (.*): \(-*[0-9]*\), place \([0-9]*\)$/\1 \2/p' \
    "$work/cli.txt" | sort >"$work/want.txt"
fi
# The record names the joiner's seat by the name typed in its window.
grep -Eq "^ *player $take:? Bob " "$work/cli.txt" ||
  fail "the record does not name seat $take Bob: $(grep '^player' "$work/cli.txt")"
# The host's seats by the names typed in its window: Play online's Zoë, and
# in the hot seat the setup's Cy for seat 2 (the server's fallback would be Zoë-2).
names="1 Zoë"
[ "$kind" = hotseat ] && names="1 Zoë|2 Cy"
[ "$kind" = watch ] && names=""
for seat_name in $(echo "$names" | tr ' |' '= '); do
  grep -Eq "^ *player ${seat_name%%=*}:? ${seat_name#*=} " "$work/cli.txt" ||
    fail "the record does not name seat ${seat_name%%=*} ${seat_name#*=}: $(grep '^ *player' "$work/cli.txt")"
  n=${seat_name#*=}
  grep -Eq "\|Table $code at .*[:,] $n( |\|)" "$work/a-table.txt" || # (the line may fold after it)
    fail "the host's status line does not name $n: $(grep "|Table" "$work/a-table.txt")"
  for w in a b; do
    grep -q "|$n|" "$work/$w.txt" ||
      fail "window $w's results do not show $n: $(grep text "$work/$w.txt" | grep -i "1st" | head -n 3)"
  done
done
# The server's computer seat is named as at home, on both windows' results.
if [ "$kind" = computer ]; then
  for w in a b; do
    grep -q "|Computer 3|" "$work/$w.txt" && ! grep -qi "|computer|" "$work/$w.txt" ||
      fail "window $w's results do not name the computer seat Computer 3: $(grep -i 'computer' "$work/$w.txt" | head -n 3)"
  done
fi
if [ "$game" = city-blox ]; then
  [ "$(sed -n 's/^move //p' "$rec")" = "$(sed -n 's/^move //p' "$work/plan")" ] ||
    fail "the server's record holds other moves than the plan: $(sed -n 's/^move //p' "$rec" |
      diff - "$work/plan" | head -n 5)"
fi
[ -s "$work/want.txt" ] || fail "no scores in cityscape-cli's replay: $(cat "$work/cli.txt")"
grep -q "over" "$work/cli.txt" || fail "the server's game is not over: $(cat "$work/cli.txt")"

# A window's results as drawn: the rows with a place ("1st"), each its name
# (the text after the place) and total (the row's last text).
drawn() { # a window's rows with a place ("1st"; labels on the table may share
  # its height, drawn before the panel): each its total (the row's last text)
  # A solitaire's one row has no place: its name and score, the two texts
  # drawn after the column head "Score", are 1st.
  awk '$1 == "text" { t = $0; sub(/^[^|]*\|/, "", t); sub(/\|$/, "", t)
                      if (!($3 in row)) order[++n] = $3; row[$3] = row[$3] SUBSEP t
                      if (solo && ++after == 2) print t, 1
                      if (t == "Score") solo = 1 }
       END { for (i = 1; i <= n; i++) { k = split(substr(row[order[i]], 2), w, SUBSEP)
               for (j = 1; j < k; j++) if (w[j] ~ /^[1-8](st|nd|rd|th)$/) { print w[k], w[j] + 0; break } } }' \
    "$1" | sort
}
for w in a b; do
  drawn "$work/$w.txt" >"$work/$w-got.txt"
  cmp -s "$work/$w-got.txt" "$work/want.txt" ||
    fail "window $w's results differ from the server's record:
drawn:
$(cat "$work/$w-got.txt")
the record (cityscape-cli):
$(cat "$work/want.txt")"
done
echo "online_play $game $kind: table $code, both windows' results equal the record" \
     "(the joiner at $far${nets:+, another host})":
cat "$work/want.txt"
