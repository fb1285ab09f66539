#!/usr/bin/env bash
# Runs jshmem jobs under a real, throw-away Slurm on this machine: a one-node cluster (this host) with its own
# munged, slurmctld and slurmd, configured and kept in a temporary directory and stopped at the end, whatever
# happens. Checks:
#   1. shmemrun inside an allocation (salloc) starts the PEs with srun: Hello on 4 PEs;
#   2. a failing PE under srun: shmemrun reports it in one line and exits with its status;
#   3. the plain-srun recipe without shmemrun: JSHMEM_UID from `shmemrun --print-uid`, ranks from SLURM_PROCID;
#   4. the same recipe in a batch job (sbatch).
# Needs root, Debian's slurm-wlm and munge (.ci/run installs them) and a built tree (mvn package). Exits 77 with
# the reason when Slurm is not installed here; otherwise 0 when every check passed. Closing line:
# "slurm: N passed, M failed".
set -uo pipefail

root=$(cd -- "$(dirname -- "$0")/.." && pwd -P)
shmemrun=$root/bin/shmemrun
dist=$root/shmem-dist/target/jshmem
examples=$root/examples/target/jshmem-examples.jar
test_classes=$root/shmem-dist/target/test-classes
LIMIT=${JSHMEM_SLURM_TEST_LIMIT:-120}

skip() {
    echo "slurm-test: skipped: $*" >&2
    exit 77
}

[ "$(id -u)" = 0 ] || skip "needs root to run slurmd (running as uid $(id -u))"
for tool in slurmctld slurmd srun salloc sbatch munged; do
    command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] \
        || skip "$tool is not installed (apt-get install slurm-wlm munge)"
done
[ -f "$examples" ] && [ -d "$dist/lib" ] && [ -d "$test_classes" ] \
    || { echo "slurm-test: build first (mvn package): $examples, $dist/lib or $test_classes is missing" >&2; exit 2; }

work=$(mktemp -d /tmp/jshmem-slurm.XXXXXX)
chmod 0755 "$work"
host=$(hostname -s)
passed=0
failed=0

stop() {
    local pidfile
    export SLURM_CONF=$work/slurm.conf
    scancel --quiet --user=root 2>/dev/null || true
    for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munged.pid"; do
        if [ -f "$pidfile" ]; then
            kill "$(cat "$pidfile")" 2>/dev/null || true
        fi
    done
    sleep 1
    for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munged.pid"; do
        if [ -f "$pidfile" ]; then
            kill -9 "$(cat "$pidfile")" 2>/dev/null || true
        fi
    done
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# munge: its own key and socket, so a munged of the machine (if any) is not disturbed
mkdir -p "$work/munge" && chmod 0700 "$work/munge"
mungekey --create --keyfile="$work/munge/munge.key" 2>/dev/null \
    || dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 0400 "$work/munge/munge.key"
munged --force --socket="$work/munge/munge.socket" --key-file="$work/munge/munge.key" \
    --pid-file="$work/munged.pid" --log-file="$work/munge/munged.log" --seed-file="$work/munge/munged.seed" \
    || { echo "slurm-test: munged did not start:"; cat "$work/munge/munged.log"; exit 1; }

# a one-node cluster without cgroups or systemd: process tracking by /proc, no task binding
mkdir -p "$work/state" "$work/spool" "$work/log"
cat > "$work/slurm.conf" <<CONF
ClusterName=jshmemtest
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$work/munge/munge.socket
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldPort=${JSHMEM_SLURMCTLD_PORT:-16817}
SlurmdPort=${JSHMEM_SLURMD_PORT:-16818}
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=10 State=UP OverSubscribe=FORCE:8
CONF
# no cgroup.conf: the cgroup plugin detects the hierarchy by itself (nothing here uses it)
export SLURM_CONF=$work/slurm.conf

slurmctld || { echo "slurm-test: slurmctld did not start:"; cat "$work/log/slurmctld.log"; exit 1; }
slurmd || { echo "slurm-test: slurmd did not start:"; cat "$work/log/slurmd.log"; exit 1; }
for _ in $(seq 1 240); do # up to 2 min: slurmd registers slowly on a loaded machine
    sinfo -h -o %t 2>/dev/null | grep -qx idle && break
    sleep 0.5
done
sinfo -h -o %t 2>/dev/null | grep -qx idle || {
    echo "slurm-test: node $host did not become idle:"; sinfo; tail -n 20 "$work/log/slurmctld.log" "$work/log/slurmd.log"
    exit 1
}
echo "slurm-test: Slurm $(sinfo --version | awk '{print $2}') up on $host"

# check NAME EXPECTED_STATUS EXPECTED_SORTED_STDOUT_FILE|- -- CMD...: runs CMD, compares its status and its sorted
# standard output (unless -)
check() {
    local name=$1 want_status=$2 want=$3
    shift 4
    local out=$work/$name.out err=$work/$name.err status=0
    timeout "$LIMIT" "$@" > "$out" 2> "$err" || status=$?
    if [ "$want" = - ]; then
        want=$out
    fi
    if [ "$status" = "$want_status" ] && diff <(sort "$out") <(sort "$want") > "$work/$name.diff"; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (status $status, expected $want_status)"
        echo "--- stdout:"; cat "$out"; echo "--- stderr:"; cat "$err"; echo "--- diff of sorted stdout:"
        cat "$work/$name.diff"
        failed=$((failed + 1))
    fi
}

# contains NAME TEXT FILE: whether a check's stderr has a line
contains() {
    if grep -qxF -- "$2" "$work/$1.err"; then
        echo "PASS $1: stderr has '$2'"
        passed=$((passed + 1))
    else
        echo "FAIL $1: stderr lacks '$2':"; cat "$work/$1.err"
        failed=$((failed + 1))
    fi
}

hello=$work/hello.expected
for pe in 0 1 2 3; do echo "[pe $pe] Hello from PE $pe of 4"; done > "$hello"
check shmemrun-in-salloc 0 "$hello" -- salloc --quiet -n 4 -O \
    "$shmemrun" --oversubscribe --prefix-output -cp "$examples" io.jshmem.examples.Hello

check failing-pe-under-srun 3 - -- salloc --quiet -n 4 -O \
    "$shmemrun" --oversubscribe --timeout 60s -cp "$test_classes" io.jshmem.dist.ExitWithStatus 3 2
contains failing-pe-under-srun "shmemrun: PE 2 exited with status 3"

ring=$work/ring.expected
for pe in 0 1 2 3; do echo "PE $pe received $(( (pe + 3) % 4 ))"; done > "$ring"
java=$(command -v java)
[ -n "${JAVA_HOME:-}" ] && java=$JAVA_HOME/bin/java
cat > "$work/recipe.sh" <<RECIPE
#!/bin/sh
# the plain-srun recipe of docs/multi-host.md
export JSHMEM_UID=\$("$shmemrun" --print-uid)
srun -n 4 -O "$java" -cp "$dist/lib/*:$examples" io.jshmem.examples.RingPut
RECIPE
chmod +x "$work/recipe.sh"
check plain-srun-recipe 0 "$ring" -- salloc --quiet -n 4 -O "$work/recipe.sh"

check plain-srun-recipe-sbatch 0 "$ring" -- sh -c \
    "sbatch --wait --quiet -n 4 -O -o '$work/sbatch.out' '$work/recipe.sh' && cat '$work/sbatch.out'"

echo "slurm: $passed passed, $failed failed"
[ "$failed" = 0 ]
