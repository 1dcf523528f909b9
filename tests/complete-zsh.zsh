#!/usr/bin/env zsh
# SPDX-License-Identifier: GPL-3.0-or-later
# complete-zsh.zsh COMPLETION_FILE LINE: the matches zsh's own completion system offers when
# TAB is pressed at the end of LINE ("sudominoku-cli co"), one a line, with COMPLETION_FILE
# as the function _sudominoku-cli. An interactive `zsh -f` runs in a pseudo-terminal
# (zsh/zpty); its compadd is wrapped to write every match it adds to a file, and a function
# run after completion (comppostfuncs) writes DONE there. Exit status 2 when zsh never got there.
emulate -L zsh
local file=$1 line=$2
local dir=$(mktemp -d) i
local out=$dir/matches result=0
# (no EXIT trap: zpty's forked shell would run it and remove $dir)
cp -- $file $dir/_sudominoku-cli
: > $out
zmodload zsh/zpty
zpty sdm_complete env HOME=$dir TERM=xterm zsh -f -i
zpty -w sdm_complete "fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w sdm_complete "compadd () { if (( \${@[(I)-[OAD]]} )); then builtin compadd \"\$@\"; return; fi; local -a m; builtin compadd -O m \"\$@\"; (( \$#m )) && print -rl -- \$m >> ${(q)out}; builtin compadd \"\$@\" }"
zpty -w sdm_complete "_sdm_done () { print -r -- DONE >> ${(q)out} }; comppostfuncs=(_sdm_done)"
zpty -w sdm_complete "bindkey '^I' complete-word"
zpty -w -n sdm_complete "$line"$'\t'
for i in {1..300}; do
  # keep the terminal's output flowing, and look for the end
  while zpty -rt sdm_complete junk 2>/dev/null; do :; done
  grep -qx DONE $out && break
  sleep 0.1
done
zpty -d sdm_complete
if grep -qx DONE $out; then
  grep -vx DONE $out | sort -u
else
  print -u2 "complete-zsh.zsh: zsh did not complete '$line'"
  result=2
fi
rm -rf -- $dir
return $result
