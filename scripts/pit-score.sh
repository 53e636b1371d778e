#!/usr/bin/env bash
# The mutation score of the bench's judging code, from PIT's report (bench/pom.xml, profile pit;
# docs/mutation.md), as Markdown: overall, per registration's judge, per class (worst first) and
# the surviving mutants by class.
#
#   scripts/pit-score.sh                 print the Markdown from bench/target/pit-reports/mutations.xml
#   scripts/pit-score.sh --run           run PIT first (timed), then print
#   scripts/pit-score.sh --doc [--run]   replace the measured block of docs/mutation.md
#   scripts/pit-score.sh --file F        read another mutations.xml
#
# The score is PIT's: detected mutants (killed, timed out, or crashing the tests) over all the
# mutants generated; a mutant no test reaches counts against it. bash and awk only.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

report_dir=bench/target/pit-reports
file="$report_dir/mutations.xml"
run=false
doc=false
while [ $# -gt 0 ]; do
  case "$1" in
    --run) run=true ;;
    --doc) doc=true ;;
    --file) file="$2"; shift ;;
    -h|--help) sed -n '2,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

command_line="./mvnw -B -P pit -pl bench -am -DskipTests verify"
if $run; then
  start=$(date +%s)
  $command_line
  end=$(date +%s)
  mkdir -p "$report_dir"
  {
    echo "seconds=$((end - start))"
    echo "date=$(date -u +%Y-%m-%d)"
    echo "commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    if [ -n "$(git status --porcelain -- bench/src pom.xml bench/pom.xml 2>/dev/null)" ]; then
      echo "tree=dirty"
    else
      echo "tree=clean"
    fi
    echo "mutators=$(sed -n 's:.*<pit.mutators>\(.*\)</pit.mutators>.*:\1:p' bench/pom.xml | head -1)"
  } > "$report_dir/run.properties"
fi

if [ ! -f "$file" ]; then
  echo "no $file: run PIT first ($command_line, or $0 --run)" >&2
  exit 1
fi

# what --run wrote; without it, the report's date and the commit checked out now
prop() {
  local v=""
  [ -f "$report_dir/run.properties" ] && v=$(sed -n "s/^$1=//p" "$report_dir/run.properties" | head -1)
  if [ -z "$v" ]; then
    case "$1" in
      date) v=$(date -u -r "$file" +%Y-%m-%d) ;;
      commit) v="$(git rev-parse --short HEAD 2>/dev/null || echo unknown) (checked out when printed)" ;;
      tree) v=$([ -n "$(git status --porcelain -- bench/src pom.xml bench/pom.xml 2>/dev/null)" ] && echo dirty || echo clean) ;;
      mutators) v=$(sed -n 's:.*<pit.mutators>\(.*\)</pit.mutators>.*:\1:p' bench/pom.xml | head -1) ;;
    esac
  fi
  echo "$v"
}

# one mutant a line: package, class, line, mutator, method, status, detected, description
rows=$(awk 'BEGIN { RS = "</mutation>"; OFS = "\t" }
  function tag(name,   s) {
    if (!match($0, "<" name ">[^<]*</" name ">")) return ""
    s = substr($0, RSTART + length(name) + 2, RLENGTH - 2 * length(name) - 5)
    gsub(/&lt;/, "<", s); gsub(/&gt;/, ">", s); gsub(/&quot;/, "\"", s); gsub(/&apos;/, "\x27", s)
    gsub(/&amp;/, "\\&", s); gsub(/\t/, " ", s)
    return s
  }
  function attr(name,   s) {
    if (!match($0, name "=\x27[^\x27]*\x27")) return ""
    return substr($0, RSTART + length(name) + 2, RLENGTH - length(name) - 3)
  }
  /<mutation / {
    cls = tag("mutatedClass"); sub(/\$.*/, "", cls)
    pkg = cls; sub(/\.[^.]*$/, "", pkg); sub(/^echoai\.link1\.bench\./, "", pkg)
    simple = cls; sub(/.*\./, "", simple)
    mut = tag("mutator"); sub(/.*\./, "", mut); sub(/Mutator$/, "", mut); sub(/Mutator_/, "_", mut)
    print pkg, simple, tag("lineNumber"), mut, tag("mutatedMethod"), attr("status"), attr("detected"), tag("description")
  }' "$file")

if [ -z "$rows" ]; then
  echo "no mutants in $file" >&2
  exit 1
fi

markdown() {
  local seconds
  seconds=$(prop seconds)
  echo "Measured $(prop date) at commit $(prop commit) (tree: $(prop tree)), mutators $(prop mutators)$(
    [ -n "$seconds" ] && printf ', %d min %02d s wall time on this machine' $((seconds / 60)) $((seconds % 60)))."
  echo
  printf '%s\n' "$rows" | awk -F'\t' '
    { n++; if ($7 == "true") d++; if ($6 == "SURVIVED") s++; if ($6 == "NO_COVERAGE") c++
      if ($6 == "TIMED_OUT") t++ }
    END {
      printf "**Score: %.1f %%** — %d of %d mutants detected (%d of them by a time-out), %d survived,", 100 * d / n, d, n, t, s
      printf " %d reached by no test; test strength (detected over the mutants a test reaches) %.1f %%.\n", c, (n - c) ? 100 * d / (n - c) : 0
    }'
  echo
  echo "| Judge | Package | Mutants | Detected | Survived | No coverage | Score |"
  echo "|---|---|---:|---:|---:|---:|---:|"
  printf '%s\n' "$rows" | awk -F'\t' '
    BEGIN {
      id["rules"] = "shared rules"; id["v1"] = "v1 (P1–P7)"; id["e2rooms"] = "V2-1"
      id["understandingrooms"] = "V2-2"; id["u3rerun"] = "V2-3"; id["ggwavefair"] = "V2-4"
      id["e2roomsf"] = "E2-rooms-F"; id["e7"] = "E7"; id["e8"] = "E8"; id["e8air"] = "E8-air"
      id["e9"] = "E9"
    }
    { n[$1]++; if ($7 == "true") d[$1]++; if ($6 == "SURVIVED") s[$1]++; if ($6 == "NO_COVERAGE") c[$1]++ }
    END {
      for (p in n) printf "%s\t| %s | %s | %d | %d | %d | %d | %.1f %% |\n", p, (p in id) ? id[p] : p, "bench." p, n[p], d[p], s[p], c[p], 100 * d[p] / n[p]
    }' | sort -t$'\t' -k1,1 | cut -f2-
  echo
  echo "Per class, worst first:"
  echo
  echo "| Class | Mutants | Detected | Survived | No coverage | Score |"
  echo "|---|---:|---:|---:|---:|---:|"
  printf '%s\n' "$rows" | awk -F'\t' '
    { k = $1 "." $2; n[k]++; if ($7 == "true") d[k]++; if ($6 == "SURVIVED") s[k]++; if ($6 == "NO_COVERAGE") c[k]++ }
    END { for (k in n) printf "%09.5f\t%06d\t| %s | %d | %d | %d | %d | %.1f %% |\n", 100 * d[k] / n[k], 999999 - n[k], k, n[k], d[k], s[k], c[k], 100 * d[k] / n[k] }' \
    | sort | cut -f3-
  echo
  echo "Surviving mutants by class (line, method, mutator: PIT's description; NO_COVERAGE where no test reaches the line):"
  printf '%s\n' "$rows" | awk -F'\t' '$7 != "true" {
      printf "%s.%s\t%06d\t- line %d, `%s`, %s: %s%s\n", $1, $2, $3, $3, $5, $4, $8, ($6 == "SURVIVED") ? "" : " (" $6 ")"
    }' | sort -t$'\t' -k1,1 -k2,2 | awk -F'\t' '$1 != last { printf "\n**%s**\n\n", $1; last = $1 } { print $3 }'
}

if $doc; then
  target=docs/mutation.md
  begin='<!-- pit-score:begin (scripts/pit-score.sh --doc regenerates this block) -->'
  end='<!-- pit-score:end -->'
  grep -qF "$begin" "$target" && grep -qF "$end" "$target" || {
    echo "$target has no block between '$begin' and '$end'" >&2; exit 1; }
  block=$(markdown)
  tmp=$(mktemp)
  BLOCK="$block" awk -v b="$begin" -v e="$end" '
    $0 == b { print; print ""; print ENVIRON["BLOCK"]; print ""; skip = 1; next }
    $0 == e { skip = 0 }
    !skip { print }' "$target" > "$tmp"
  mv "$tmp" "$target"
  echo "updated $target"
else
  markdown
fi
