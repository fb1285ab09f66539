#!/usr/bin/env bash
# The RDMA transport next to ucx_perftest on the same UCX transport, in one run, in alternating rounds (the
# machines are shared and noisy: only figures from one run compare, and the median over rounds says more than any
# single round). Per round it prints ucx_perftest's median latencies and 1 MiB put bandwidth, the transport's own
# figures (RdmaLatencyMain: two JVMs, no runtime around the transport) with the default progress mode and 1 and 2
# lanes, and with a busy-polling agent (as ucx_perftest's responder polls); then the benchmark twins through
# shmemrun with JSHMEM_TRANSPORTS=rdma.
#
# Usage: shmem-benchmarks/rdma-benchmarks.sh [UCX_TLS] [iterations] [rounds]     (default: tcp 5000 3)
# Needs: libucx0 and ucx-utils (ucx_perftest), a JDK and Maven (offline is fine once dependencies are cached).
set -euo pipefail
tls=${1:-tcp}
iterations=${2:-5000}
rounds=${3:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mvn -q -o package -DskipTests
classpath="shmem-core/target/test-classes:shmem-dist/target/jshmem/lib/*"
jar=shmem-benchmarks/target/jshmem-benchmarks.jar
port=$((14000 + RANDOM % 2000))

perftest() { # test size iterations extra...: "typical" (median) latency and average bandwidth
    local test=$1 size=$2 n=$3; shift 3; port=$((port + 1))
    UCX_TLS=$tls timeout 120 ucx_perftest -p "$port" >/dev/null 2>&1 &
    local server=$!
    sleep 0.5
    local line
    line=$(UCX_TLS=$tls timeout 120 ucx_perftest 127.0.0.1 -p "$port" -t "$test" -s "$size" -n "$n" \
        -w $((n / 10)) "$@" 2>&1 | grep '^Final:' || echo "Final: - FAILED - - - - - -")
    wait "$server" 2>/dev/null || true
    # Final: iterations typical_lat avg_lat overall_lat avg_bw(MiB/s) overall_bw msgrate msgrate
    awk -v t="$test $*" -v s="$size" '{printf "  %-26s %8s B  median %9s us   bandwidth %7.1f MB/s\n", t, s, $3, $6 * 1.048576}' <<<"$line"
}

transport() { # lanes progress-mode
    local uid
    uid="jshmem-uid:1@127.0.0.1:$((port += 1))/$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')"
    java -XX:+UseSerialGC -cp "$classpath" io.jshmem.core.transport.rdma.RdmaLatencyMain "$uid" 1 "$tls" "$1" \
        "$iterations" "$2" >/dev/null 2>&1 &
    local other=$!
    java -XX:+UseSerialGC -cp "$classpath" io.jshmem.core.transport.rdma.RdmaLatencyMain "$uid" 0 "$tls" "$1" \
        "$iterations" "$2" 2>&1 | grep -v '^\[' || true
    wait "$other" || true
}

twins() { # lanes
    bin/shmemrun -n 2 -x JSHMEM_TRANSPORTS=rdma -x "UCX_TLS=$tls" -x "JSHMEM_RDMA_LANES=$1" -x ITERS="$iterations" \
        -x REPS=3 -cp "$jar" io.jshmem.bench.PingPong \
        | awk '/^long_p \+ wait_until/{printf "  PingPong long_p + wait_until, one way (mean of a rep)   %s us\n", $4}'
    bin/shmemrun -n 2 -x JSHMEM_TRANSPORTS=rdma -x "UCX_TLS=$tls" -x "JSHMEM_RDMA_LANES=$1" -x MAXSIZE=8 -x REPS=3 \
        -cp "$jar" io.jshmem.bench.PutGetLatency get \
        | awk '/^8 /{printf "  PutGetLatency getMem 8 B (mean of a rep)               %s us\n", $2}'
    bin/shmemrun -n 2 -x JSHMEM_TRANSPORTS=rdma -x "UCX_TLS=$tls" -x "JSHMEM_RDMA_LANES=$1" -x MAXSIZE=1048576 \
        -x REPS=3 -x WINDOW=16 -cp "$jar" io.jshmem.bench.PutBandwidth \
        | awk '/^1048576 /{printf "  PutBandwidth putMemNbi 1 MiB, window 16               %s MB/s\n", $2}'
}

echo "cpus: $(nproc), UCX $(ucx_info -v | sed -n 's/^# Version //p'), UCX_TLS=$tls, $iterations iterations"
for round in $(seq "$rounds"); do
    echo "== round $round, load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "ucx_perftest:"
    perftest ucp_put_lat 8 "$iterations"
    perftest ucp_get 8 "$iterations" -O 1
    perftest ucp_fadd 8 "$iterations" -O 1
    perftest ucp_put_bw 1048576 200
    transport 1 wakeup
    transport 2 wakeup
    transport 1 spin
done
for lanes in 1 2; do
    echo "== benchmark twins through shmemrun, JSHMEM_TRANSPORTS=rdma, $lanes lane(s), load $(cut -d' ' -f1-3 /proc/loadavg)"
    twins "$lanes"
done
