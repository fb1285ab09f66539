#!/usr/bin/env bash
# Runs each jshmem benchmark next to its C twin on Open MPI's OSHMEM, back to back in the same session, and
# prints jshmem/OSHMEM ratios per row (latency: lower is better, so <= 1.0 is the goal; bandwidth: the ratio
# of MB/s, >= 0.95 is the goal). The machines are shared and noisy: only ratios from one run mean anything.
#
# Usage: shmem-benchmarks/compare-oshmem.sh [test ...]      tests: put get bw pingpong atomic coll coll4 (default: all)
# Needs: mvn -q package -DskipTests (for the jars) and, for the C side, Debian's openmpi-bin libopenmpi-dev;
#        the C reference is ../shared/anchors/oshmem/run.sh next to the repository, or $OSHMEM_RUN.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
shmemrun="$root/bin/shmemrun"
jar="$here/target/jshmem-benchmarks.jar"
oshmem_run=${OSHMEM_RUN:-$root/../shared/anchors/oshmem/run.sh}
[ -f "$jar" ] || { echo "compare-oshmem: $jar missing: run 'mvn -q package -DskipTests' first" >&2; exit 2; }
have_c=1
if [ ! -f "$oshmem_run" ]; then
    echo "compare-oshmem: C reference not found at $oshmem_run (set OSHMEM_RUN): printing jshmem figures only" >&2
    have_c=0
elif ! command -v oshcc >/dev/null; then
    echo "compare-oshmem: oshcc missing (apt-get install -y openmpi-bin libopenmpi-dev): printing jshmem figures only" >&2
    have_c=0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# java_cmd TEST -> the shmemrun command line of our twin
java_cmd() {
    case $1 in
        put)      echo "-n 2 -cp $jar io.jshmem.bench.PutGetLatency put" ;;
        get)      echo "-n 2 -cp $jar io.jshmem.bench.PutGetLatency get" ;;
        bw)       echo "-n 2 -cp $jar io.jshmem.bench.PutBandwidth" ;;
        pingpong) echo "-n 2 -cp $jar io.jshmem.bench.PingPong" ;;
        atomic)   echo "-n 2 -cp $jar io.jshmem.bench.AtomicLatency" ;;
        coll)     echo "-n 2 -cp $jar io.jshmem.bench.CollectiveLatency" ;;
        coll4)    echo "-n 4 -x ITERS=500 -cp $jar io.jshmem.bench.CollectiveLatency" ;;
        *) return 1 ;;
    esac
}

# rows FILE -> "key value" per data row: the first column (or the variant name) and the median column
rows() {
    awk '
        /^#/ || /^##/ || NF == 0 { next }
        $1 ~ /^[0-9]+$/ { print $1, $2; next }
        { last = NF; while (last > 0 && $last ~ /=/) last--;      # drop trailing "net(...)=x" notes
          n = 0; for (i = last; i >= 1; i--) if ($i ~ /^-?[0-9.]+$/) { n++ } else break;
          if (n >= 3) { key = $1; for (i = 2; i <= last - n; i++) key = key "_" $i; print key, $(last - n + 1) } }
    ' "$1"
}

tests=${*:-put get bw pingpong atomic coll coll4}
printf "%-10s %-44s %12s %12s %8s\n" test row jshmem oshmem ratio
for t in $tests; do
    cmd=$(java_cmd "$t") || { echo "compare-oshmem: unknown test $t" >&2; exit 2; }
    # shellcheck disable=SC2086
    timeout 600 "$shmemrun" --timeout 540s $cmd > "$out/$t.java" 2> "$out/$t.java.err" \
        || { echo "compare-oshmem: jshmem $t failed:" >&2; cat "$out/$t.java.err" >&2; continue; }
    if [ $have_c = 1 ]; then
        bash "$oshmem_run" "$t" > "$out/$t.c" 2> "$out/$t.c.err" || echo "compare-oshmem: OSHMEM $t failed" >&2
    else
        : > "$out/$t.c"
    fi
    rows "$out/$t.java" | while read -r key ours; do
        theirs=$(rows "$out/$t.c" | awk -v k="$key" '$1 == k { print $2; exit }')
        if [ -n "$theirs" ]; then
            ratio=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }')
        else
            theirs="-"; ratio="-"
        fi
        printf "%-10s %-44s %12s %12s %8s\n" "$t" "$key" "$ours" "$theirs" "$ratio"
    done
done
