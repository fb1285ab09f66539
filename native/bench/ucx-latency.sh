#!/usr/bin/env bash
# Per-operation latency of jshmem's UCX bindings between two JVMs (8 B put+flush, put, get, fetch-add; medians),
# next to ucx_perftest's C figures for the same transports in the same run. Loopback only; not a test.
# Usage:  native/bench/ucx-latency.sh [iterations]   (default: 5000 over tcp, 20000 over posix)
# Needs: libucx0, ucx-utils (ucx_perftest), a JDK and Maven (offline is fine once dependencies are cached).
set -euo pipefail
cd "$(dirname "$0")/../.."
mvn -q -o -pl native -am test-compile
mvn -q -o -pl native dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile=target/bench.classpath
cd native # the target child keeps its log in target/child-logs/
classpath=target/test-classes:target/classes:$(cat target/bench.classpath)
port=13700

perftest() { # transports iterations test extra-args...; prints the median latency of the "Final:" line
    local tls=$1 iterations=$2 test=$3; shift 3; port=$((port + 1))
    UCX_TLS=$tls timeout 60 ucx_perftest -p "$port" >/dev/null 2>&1 &
    local server=$!
    sleep 0.5
    local line
    line=$(UCX_TLS=$tls timeout 60 ucx_perftest 127.0.0.1 -p "$port" -t "$test" -s 8 -n "$iterations" \
        -w $((iterations / 10)) "$@" 2>&1 | grep '^Final:' || echo "Final: - FAILED")
    wait "$server" 2>/dev/null || true
    printf "  %-24s median %8s\n" "$test $*" "$(awk '{print $3}' <<<"$line")"
}

echo "load: $(cut -d' ' -f1-3 /proc/loadavg), cpus: $(nproc)"
for tls in tcp posix; do
    iterations=${1:-$([ "$tls" = tcp ] && echo 5000 || echo 20000)}
    java -cp "$classpath" io.jshmem.jna.ucx.UcxLatencyMain "$tls" "$iterations"
    echo "ucx_perftest, UCX_TLS=$tls, 8 B, $iterations iterations, us:"
    perftest "$tls" "$iterations" ucp_put_lat
    perftest "$tls" "$iterations" ucp_get -O 1
    perftest "$tls" "$iterations" ucp_fadd -O 1
done
