#!/bin/sh
# SPDX-License-Identifier: MIT
# The table's manners, the same in every game at the table (issue 28), each
# judged through the real event path (clicks and keys of a script) from what
# the table drew and saved:
#
# 1. Esc opens the in-game menu (Resume, Rules, Settings, Save & exit) in
#    Skyscrapers, Six Cities and City Blox; the computer does not move while
#    it is open; Rules shows the game's rules page and Settings its screen;
#    Save & exit goes to the title with Continue enabled, and Continue (in
#    the same launch and in the next) resumes the game with its moves.
# 2. Start with a game of that game saved asks "Replace your saved game?":
#    Keep it keeps the save (Continue brings its moves back), Replace it
#    starts afresh.
# 3. The setup screen shows the last choices of a game (players, names,
#    levels, deal) at the next launch, from the settings file.
# 4. A random deal differs from one launch to the next (the record's seed),
#    and --seed makes two launches the same.
# 5. At the end of each game, a results screen: the winner's headline and
#    every player's total as the rules core's replay scores the record
#    (cityscape-cli replay, a second scorer), Look at the table and back,
#    Rematch (the same players and options, a fresh deal) and Back to title
#    (Continue greyed: the finished game is put aside as GAME-last.rec).
# 6. In a hot-seat Six Cities game, the curtain before player 2 offers
#    player 1 "Undo my move" after a placement the rules let them take back;
#    it takes the move back and player 1 is at the table again. Esc opens
#    the menu over the curtain too.
#
# 7. A game's button that ends a game not played out (Skyscrapers' End
#    game) asks first, over the table: "End this game?", Yes or No. No (the
#    button where it is drawn), and Esc, keep the game (no move, the table
#    and not the menu); Return (or Yes) ends it.
# 8. Skyscrapers (a solitaire) has a name field on its setup as the other
#    games have (pressed where it is drawn, typed into), its seat greyed
#    "Player 1: human"; the name typed is the player's on the scoring
#    panel, the results and in the saved record.
# 9. The table's Restart (every game whose moves may be undone freely:
#    Skyscrapers) asks first, over the table: "Restart this game?", Yes or
#    No. No (the button where it is drawn), and Esc, keep the moves (the
#    table and not the menu); Return (or Yes) takes them all back, and
#    Redo replays them.
#
# Usage: table_manners.sh CITYSCAPE CITYSCAPE-CLI
# (SECTIONS="1 4" runs those parts only.)
set -u
test_name=table_manners
. "$(dirname "$0")/game_run.sh"

want() { case " ${SECTIONS:-1 2 3 4 5 6 7 8 9} " in *" $1 "*) return 0 ;; esac; return 1; }
moves_in() { grep -c '^move ' "$1"; }
# The lines that open GAME's setup screen at 1280x720.
open_setup() { printf 'size 1280 720\nclick New game\nclick %s\n' "$1"; }
# FILE (dump-text) shows each WORD as a whole text, else a failure for WHAT.
shows() {
  f=$1 what=$2
  shift 2
  for w in "$@"; do
    grep -q "|$w|" "$f" || bad "$what: no '$w' among $(grep -o '|[^|]*|' "$f" | head -n 30 | tr '\n' ' ')"
  done
}
id_of() { case $1 in "Skyscrapers") echo skyscrapers ;; "Six Cities") echo six-cities ;; "City Blox") echo city-blox ;; esac; }

# ---- 1 and 2: the menu, Continue, and the question before a save is replaced.
if want 1; then
  for game in "Skyscrapers" "Six Cities" "City Blox"; do
    id=$(id_of "$game")
    save="$work/save-$id"
    {
      open_setup "$game"
      echo "expect table-setup"
      echo "click Start"
      echo "expect table"
      echo "play-any"
      # At once, while the computer (if any) is to move: it must not move
      # while the menu is open.
      echo "!key Escape"
      echo "expect menu"
      echo "dump-text $work/menu-$id.txt"
      echo "wait 2"
      echo "expect-moves 1"
      echo "click Rules"
      echo "expect table"
      echo "expect-text How to play $game"
      echo "key Escape"
      echo "key Escape"
      echo "click Settings"
      echo "expect settings"
      echo "click Back"
      echo "expect menu"
      echo "click Resume"
      echo "expect table"
      echo "key Escape"
      echo "click Save & exit"
      echo "expect title"
      echo "click Continue"
      echo "expect table"
      echo "key Escape"
      echo "click Save & exit"
      echo "quit"
    } >"$work/menu-$id.script"
    run "$work/menu-$id.script" "$save"
    shows "$work/menu-$id.txt" "$game's menu" Resume Rules Settings "Save & exit"
    k=$(moves_in "$save/$id.rec")
    [ "$k" -ge 1 ] || bad "$game: the saved game has $k moves"
    # The next launch: Continue resumes it.
    {
      echo "size 1280 720"
      echo "expect title"
      echo "click Continue"
      echo "expect table"
      echo "expect-moves $k"
      echo "quit"
    } >"$work/again-$id.script"
    run "$work/again-$id.script" "$save"
  done
  echo "table_manners: the menu (the clock stopped), Rules, Settings, Save & exit and Continue, in three games"
fi

# ---- 2: Start asks before it replaces a saved game.
if want 2; then
  for game in "Skyscrapers" "Six Cities" "City Blox"; do
    id=$(id_of "$game")
    save="$work/ask-$id"
    { open_setup "$game"; printf 'click Start\nexpect table\nplay-any\nquit\n'; } >"$work/saved-$id.script"
    run "$work/saved-$id.script" "$save"
    k=$(moves_in "$save/$id.rec")
    {
      open_setup "$game"
      echo "click Start"
      echo "expect-text Replace your saved game?"
      echo "click Keep it"
      echo "expect table-setup"
      echo "click Continue"
      echo "expect table"
      echo "expect-moves $k"
      echo "click Back to title"
      echo "click New game"
      echo "click $game"
      echo "click Start"
      echo "click Replace it"
      echo "expect table"
      echo "quit"
    } >"$work/ask-$id.script"
    run "$work/ask-$id.script" "$save"
    k2=$(moves_in "$save/$id.rec")
    [ "$k2" -lt "$k" ] || bad "$game: Replace it kept the old game ($k2 moves, $k before)"
  done
  echo "table_manners: Start asks before replacing a saved game, in three games"
fi

# ---- 3: the setup remembered across launches (Six Cities).
if want 3; then
  {
    open_setup "Six Cities"
    echo "click Players: 2"
    echo "click Player 2: medium"
    echo "click name 1"
    echo "type Ann"
    echo "key Return"
    echo "click Deal: random"
    echo "type 4242"
    echo "click Deal: 4242_"
    echo "click Start"
    echo "expect table"
    echo "quit"
  } >"$work/choose.script"
  run "$work/choose.script" "$work/save-setup"
  {
    open_setup "Six Cities"
    echo "expect table-setup"
    echo "dump-text $work/recalled.txt"
    echo "quit"
  } >"$work/recall.script"
  run "$work/recall.script" "$work/save-setup"
  shows "$work/recalled.txt" "the next launch's setup" "Players: 3" "Ann" "Player 2: hard" \
    "Player 3: medium" "Deal: 4242"
  echo "table_manners: the setup's choices shown again at the next launch"
fi

# ---- 4: random deals differ between launches; --seed repeats them.
if want 4; then
  deal_of() { # SAVE-DIR [--seed N]: start Skyscrapers' random deal, print its seed
    printf 'size 640 360\nclick New game\nclick Skyscrapers\nclick Start\nexpect table\nquit\n' >"$work/deal.script"
    dir=$1
    shift
    ASAN_OPTIONS=detect_leaks=0 SDL_VIDEODRIVER=${SDL_VIDEODRIVER:-offscreen} \
      "$GAME" --script "$work/deal.script" --save-dir "$dir" "$@" >"$work/out" 2>&1 ||
      { echo "FAIL: the game failed"; tail -n 20 "$work/out"; exit 1; }
    sed -n 's/^seed //p' "$dir/skyscrapers.rec"
  }
  a=$(deal_of "$work/d1")
  b=$(deal_of "$work/d2")
  [ -n "$a" ] && [ "$a" != "$b" ] || bad "two launches dealt the same random deal (seed $a and $b)"
  c=$(deal_of "$work/d3" --seed 9)
  d=$(deal_of "$work/d4" --seed 9)
  [ -n "$c" ] && [ "$c" = "$d" ] || bad "two launches with --seed 9 dealt differently (seed $c and $d)"
  echo "table_manners: random deals $a and $b; --seed 9 twice: $c and $d"
fi

# ---- 5: the results at the end of each game.
if want 5; then
  for game in "Skyscrapers" "Six Cities" "City Blox"; do
    id=$(id_of "$game")
    save="$work/end-$id"
    {
      open_setup "$game"
      if [ "$id" != skyscrapers ]; then # computers only: they finish the game
        echo "click Player 1: human"
        echo "click Player 2: medium"
        echo "click Player 2: hard"
        echo "click Player 2: human"
      fi
      echo "click Start"
      echo "expect table"
      echo "play-to-end"
      [ "$id" = city-blox ] || echo "click Continue" # the last scoring's panel
      echo "dump-text $work/results-$id.txt"
      echo "quit"
    } >"$work/end-$id.script"
    run "$work/end-$id.script" "$save"
    r="$work/results-$id.txt"
    shows "$r" "$game's results" "Look at the table" Rematch "Back to title"
    # Every player's total as the rules core's replay scores the record.
    "$CLI" replay "$save/$id.rec" >"$work/replay-$id" 2>&1 || bad "$game: replay: $(cat "$work/replay-$id")"
    sed -n 's/^player [0-9]* \(.*\) ([a-z]*): \(-*[0-9]*\).*/\1|\2/p; s/^player [0-9]* \(.*\): \(-*[0-9]*\)$/\1|\2/p' \
      "$work/replay-$id" >"$work/totals-$id"
    [ -s "$work/totals-$id" ] || bad "$game: no totals in the replay: $(cat "$work/replay-$id")"
    while IFS='|' read -r name total; do
      # The row: the name, then (last on the row) the total.
      y=$(grep "|$name|" "$r" | head -n 1 | awk '{ print $3 }')
      [ -n "$y" ] || { bad "$game: no row for $name on the results"; continue; }
      got=$(awk -v y="$y" '$1 == "text" && ($3 - y < 2 && y - $3 < 2) { t = $0 } END { sub(/^[^|]*\|/, "", t); sub(/\|$/, "", t); print t }' "$r")
      [ "$got" = "$total" ] || bad "$game: $name's total on the results is '$got', the replay's $total"
    done <"$work/totals-$id"
    if [ "$id" = skyscrapers ]; then
      s=$(cut -d'|' -f2 "$work/totals-$id" | head -n 1)
      grep -q "|Final score: $s|" "$r" || bad "$game: no 'Final score: $s' headline"
    else
      best=$(sort -t'|' -k2 -n -r "$work/totals-$id" | head -n 1 | cut -d'|' -f1)
      grep -q "|$best wins!|\||.*$best.* share the win!|" "$r" || bad "$game: the headline does not name $best: $(grep -o '|[^|]*win[^|]*|' "$r")"
    fi
    # Look at the table and back, Back to title (the finished game put aside).
    cp "$save/$id.rec" "$work/finished-$id.rec"
    {
      echo "size 1280 720"
      echo "click Continue"
      echo "expect table"
      echo "click Look at the table"
      echo "expect-no-text Rematch"
      echo "click Results"
      echo "expect-text Rematch"
      echo "click Back to title"
      echo "expect title"
      echo "expect-disabled Continue"
      echo "quit"
    } >"$work/look-$id.script"
    run "$work/look-$id.script" "$save"
    [ -f "$save/$id-last.rec" ] || bad "$game: the finished game was not kept as $id-last.rec"
    # Rematch: the same players and options, a fresh deal.
    cp "$work/finished-$id.rec" "$save/$id.rec"
    printf 'size 1280 720\nclick Continue\nexpect table\nclick Rematch\nexpect table\nquit\n' >"$work/rematch-$id.script"
    run "$work/rematch-$id.script" "$save"
    for key in '^params' '^player'; do
      [ "$(grep "$key" "$save/$id.rec")" = "$(grep "$key" "$work/finished-$id.rec")" ] ||
        bad "$game: the rematch's $key lines differ from the game's"
    done
    [ "$(grep '^seed' "$save/$id.rec")" != "$(grep '^seed' "$work/finished-$id.rec")" ] ||
      bad "$game: the rematch has the same deal"
  done
  echo "table_manners: results with the replay's totals, Look at the table, Back to title, Rematch"
fi

# ---- 6: undo from the curtain (Six Cities, two people).
if want 6; then
  P="players=2 rounds=4 start=1 hidden=0"
  seed=9
  moves=""
  while :; do
    out=$("$CLI" six-cities moves "$P" $seed $moves) || { echo "FAIL: plan: $out"; exit 1; }
    set -- $(printf '%s\n' "$out" | head -n 1)
    [ "$3" = choose ] || break
    moves="$moves $1:$(printf '%s\n' "$out" | sed -n 2p)"
  done
  builder=$1
  place=$(printf '%s\n' "$out" | tail -n +2 | grep '^[0-9]' | head -n 1)
  moves="$moves $builder:$place"
  set -- $("$CLI" six-cities moves "$P" $seed $moves | head -n 1)
  [ "$1" != "$builder" ] || { echo "FAIL: the test's plan: player $builder acts again after $place"; exit 1; }
  mkdir -p "$work/hot"
  record "$work/hot/six-cities.rec" six-cities "$P" $seed "$moves" Ann Bob
  n=$(moves_in "$work/hot/six-cities.rec")
  {
    open_setup "Six Cities"
    echo "click Continue"
    echo "expect table"
    echo "key Escape"               # the menu over the curtain too
    echo "expect menu"
    echo "click Resume"
    echo "dump-text $work/curtain.txt"
    echo "click Undo my move"
    echo "expect-moves $((n - 1))"
    echo "dump-scene $work/undone.scene"
    echo "quit"
  } >"$work/hot.script"
  run "$work/hot.script" "$work/hot"
  [ "$builder" = 1 ] && who=Ann || who=Bob
  grep -q "|Only $who may take the last move back.|" "$work/curtain.txt" || bad "the curtain does not offer $who the undo"
  grep -q '^curtain 0' "$work/undone.scene" || bad "after the undo a curtain is still down: $(grep '^curtain' "$work/undone.scene")"
  echo "table_manners: undo from the curtain ($n moves, back to $((n - 1)))"
fi

# ---- 7: End game asks first.
if want 7; then
  {
    open_setup "Skyscrapers"
    echo "click Start"
    echo "expect table"
    echo "click End game"
    echo "expect-text End this game?"
    echo "dump-text $work/end-ask.txt"
    echo "click No"
    echo "expect-no-text End this game?"
    echo "expect-moves 0"
    echo "click End game"
    echo "expect-text End this game?"
    echo "key Escape" # No, and not the menu
    echo "expect table"
    echo "expect-no-text End this game?"
    echo "expect-moves 0"
    echo "click End game"
    echo "key Return" # Yes
    echo "expect-moves 1"
    echo "quit"
  } >"$work/end-ask.script"
  run "$work/end-ask.script" "$work/end-ask"
  shows "$work/end-ask.txt" "the question over the table" "End this game?" Yes No
  "$CLI" replay --json "$work/end-ask/skyscrapers.rec" | grep -q '"over":true' ||
    bad "Return on the question did not end the game"
  echo "table_manners: End game asks first; No and Esc keep the game, Return ends it"
fi

# ---- 8: Skyscrapers' setup names its player, and the name is used.
if want 8; then
  {
    open_setup "Skyscrapers"
    echo "expect table-setup"
    echo "dump-text $work/sky-setup.txt"
    echo "expect-disabled Player 1: human" # a solitaire's seat is the player's (its level hints)
    echo "click name 1"
    echo "type Zoe"
    echo "key Return"
    echo "expect-text Zoe"
    echo "click Start"
    echo "expect table"
    echo "play-any"
    echo "play-any"
    echo "click End game"
    echo "click Yes"
    echo "dump-text $work/sky-panel.txt"
    echo "click Continue"
    echo "dump-text $work/sky-results.txt"
    echo "quit"
  } >"$work/sky-name.script"
  run "$work/sky-name.script" "$work/sky-name"
  shows "$work/sky-setup.txt" "Skyscrapers' setup" "Player 1" "Player 1: human"
  grep -q '^player 1 human "Zoe"' "$work/sky-name/skyscrapers.rec" ||
    bad "the saved game does not name Zoe: $(grep '^player' "$work/sky-name/skyscrapers.rec")"
  total=$("$CLI" replay --json "$work/sky-name/skyscrapers.rec" | sed 's/.*"scores":\[\([0-9-]*\)\].*/\1/')
  shows "$work/sky-panel.txt" "the scoring panel" "Zoe  $total"
  shows "$work/sky-results.txt" "the results" Zoe "Final score: $total"
  grep -q '|Player 1' "$work/sky-panel.txt" "$work/sky-results.txt" && bad "'Player 1' still shown after the name was typed"
  echo "table_manners: Skyscrapers' player named Zoe on the setup; the panel and results say Zoe ($total)"
fi

# ---- 9: Restart asks first.
if want 9; then
  {
    open_setup "Skyscrapers"
    echo "click Start"
    echo "expect table"
    echo "play-any"
    echo "play-any"
    echo "expect-moves 2"
    echo "click Restart"
    echo "expect-text Restart this game?"
    echo "dump-text $work/restart-ask.txt"
    echo "expect-moves 2" # nothing taken back while it is asked
    echo "click No"
    echo "expect-no-text Restart this game?"
    echo "expect-moves 2"
    echo "click Restart"
    echo "expect-text Restart this game?"
    echo "key Escape" # No, and not the menu
    echo "expect table"
    echo "expect-no-text Restart this game?"
    echo "expect-moves 2"
    echo "click Restart"
    echo "key Return" # Yes
    echo "expect-no-text Restart this game?"
    echo "expect-text Back to the start"
    echo "expect-moves 0"
    echo "click Redo"
    echo "click Redo"
    echo "expect-moves 2"
    echo "click Restart"
    echo "click Yes"
    echo "expect-moves 0"
    echo "quit"
  } >"$work/restart-ask.script"
  run "$work/restart-ask.script" "$work/restart-ask"
  shows "$work/restart-ask.txt" "Restart's question over the table" "Restart this game?" Yes No
  echo "table_manners: Restart asks first; No and Esc keep the moves, Return and Yes restart"
fi

[ $fails -eq 0 ] || exit 1
