#!/usr/bin/env bash
# Test hosts on one machine: network namespaces jshmem-h1..hN joined by veth pairs to a bridge on the private
# 10.77.0.0/24 (the bridge is 10.77.0.1, host hK is 10.77.0.(10+K)). Nothing leaves this machine.
#
#   scripts/netns-hosts.sh up [N] [--sshd]   create N hosts (default 3); --sshd also runs an sshd in each, with
#                                            a throw-away key, and writes an ssh config for them (printed)
#   scripts/netns-hosts.sh down              remove everything `up` made (also what a crashed run left)
#   scripts/netns-hosts.sh run [N] [--sshd] -- CMD [ARG...]
#                                            up, run CMD, down (always, even when CMD fails or is interrupted);
#                                            exits with CMD's status
#   scripts/netns-hosts.sh check             exit 0 when namespaces can be made here, else 77 with the reason
#
# In CMD, start PEs on the hosts with  --launch-agent 'ip netns exec {host}' --hosts jshmem-h1:2,jshmem-h2:2
# and --bootstrap-address 10.77.0.11 (the address of PE 0's host), or over ssh with
# --launch-agent "ssh -F $JSHMEM_NETNS_SSH_CONFIG {host}" once `up --sshd` ran. Needs root and iproute2.
set -euo pipefail

PREFIX=jshmem-h
BRIDGE=jshmem-br0
SUBNET=10.77.0
STATE_DIR=${JSHMEM_NETNS_STATE:-/tmp/jshmem-netns}
MAX_HOSTS=8

die() {
    printf 'netns-hosts: %s\n' "$*" >&2
    exit 1
}

check() {
    if [ "$(id -u)" != 0 ]; then
        echo "netns-hosts: network namespaces need root (running as uid $(id -u))" >&2
        return 77
    fi
    if ! command -v ip >/dev/null 2>&1; then
        echo "netns-hosts: no 'ip' command (install iproute2)" >&2
        return 77
    fi
    local probe=jshmem-probe-$$ err
    if ! err=$(ip netns add "$probe" 2>&1); then
        echo "netns-hosts: cannot create a network namespace: $err" >&2
        return 77
    fi
    ip netns delete "$probe"
    if ! err=$(ip link add "jsprobe$$" type bridge 2>&1); then
        echo "netns-hosts: cannot create a bridge: $err" >&2
        return 77
    fi
    ip link delete "jsprobe$$"
}

down() {
    if [ -d "$STATE_DIR" ]; then
        for pidfile in "$STATE_DIR"/sshd-*.pid; do
            [ -f "$pidfile" ] || continue
            kill "$(cat "$pidfile")" 2>/dev/null || true
        done
    fi
    for ns in $(ip netns list 2>/dev/null | awk '{print $1}' | grep "^$PREFIX[0-9]*\$" || true); do
        ip netns delete "$ns" 2>/dev/null || true
    done
    for link in $(ip -o link show 2>/dev/null | awk -F': ' '{print $2}' | sed 's/@.*//' | grep "^jshmem-v[0-9]*\$" || true); do
        ip link delete "$link" 2>/dev/null || true
    done
    ip link delete "$BRIDGE" 2>/dev/null || true
    rm -rf "$STATE_DIR"
}

up() {
    local n=$1 sshd=$2
    [ "$n" -ge 1 ] && [ "$n" -le "$MAX_HOSTS" ] || die "the number of hosts must be 1 to $MAX_HOSTS, not $n"
    check || exit $?
    down
    mkdir -p "$STATE_DIR"
    ip link add "$BRIDGE" type bridge
    ip addr add "$SUBNET.1/24" dev "$BRIDGE"
    ip link set "$BRIDGE" up
    # bridged frames must not meet a host firewall (br_netfilter would send them through iptables' FORWARD chain)
    if [ -w /proc/sys/net/bridge/bridge-nf-call-iptables ]; then
        echo 0 > /proc/sys/net/bridge/bridge-nf-call-iptables
    fi
    local k ns
    for k in $(seq 1 "$n"); do
        ns=$PREFIX$k
        ip netns add "$ns"
        ip link add "jshmem-v$k" type veth peer name eth0 netns "$ns"
        ip link set "jshmem-v$k" master "$BRIDGE" up
        ip -n "$ns" addr add "$SUBNET.$((10 + k))/24" dev eth0
        ip -n "$ns" link set eth0 up
        ip -n "$ns" link set lo up
        ip -n "$ns" route add default via "$SUBNET.1"
    done
    for k in $(seq 1 "$n"); do
        command -v ping >/dev/null 2>&1 || break
        ip netns exec "$PREFIX$k" ping -c 1 -W 2 "$SUBNET.$((10 + (k % n) + 1))" >/dev/null \
            || die "host $PREFIX$k cannot reach $SUBNET.$((10 + (k % n) + 1))"
    done
    if [ "$sshd" = 1 ]; then
        start_sshd "$n"
    fi
    echo "netns-hosts: $n hosts up: $(for k in $(seq 1 "$n"); do printf '%s=%s ' "$PREFIX$k" "$SUBNET.$((10 + k))"; done)"
}

start_sshd() {
    local n=$1 k sshd
    sshd=$(command -v sshd || echo /usr/sbin/sshd)
    [ -x "$sshd" ] || die "--sshd needs sshd (install openssh-server)"
    mkdir -p /run/sshd
    ssh-keygen -q -t ed25519 -N '' -f "$STATE_DIR/host_key"
    ssh-keygen -q -t ed25519 -N '' -f "$STATE_DIR/user_key"
    cp "$STATE_DIR/user_key.pub" "$STATE_DIR/authorized_keys"
    : > "$STATE_DIR/ssh_config"
    for k in $(seq 1 "$n"); do
        cat > "$STATE_DIR/sshd-$k.conf" <<CONF
ListenAddress $SUBNET.$((10 + k))
HostKey $STATE_DIR/host_key
AuthorizedKeysFile $STATE_DIR/authorized_keys
PermitRootLogin yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
PidFile $STATE_DIR/sshd-$k.pid
CONF
        ip netns exec "$PREFIX$k" "$sshd" -f "$STATE_DIR/sshd-$k.conf" -E "$STATE_DIR/sshd-$k.log"
        cat >> "$STATE_DIR/ssh_config" <<CONF
Host $PREFIX$k
    HostName $SUBNET.$((10 + k))
CONF
    done
    cat >> "$STATE_DIR/ssh_config" <<CONF
Host *
    IdentityFile $STATE_DIR/user_key
    UserKnownHostsFile /dev/null
    StrictHostKeyChecking no
    LogLevel ERROR
    BatchMode yes
CONF
    for k in $(seq 1 "$n"); do
        for _ in $(seq 1 50); do
            ssh -F "$STATE_DIR/ssh_config" "$PREFIX$k" true 2>/dev/null && break
            sleep 0.1
        done
        ssh -F "$STATE_DIR/ssh_config" "$PREFIX$k" true || die "sshd on $PREFIX$k does not answer"
    done
    echo "netns-hosts: sshd on every host; JSHMEM_NETNS_SSH_CONFIG=$STATE_DIR/ssh_config"
}

command=${1:-}
shift || true
n=3
sshd=0
while [ $# -gt 0 ] && [ "$1" != -- ]; do
    case $1 in
        --sshd) sshd=1 ;;
        [0-9]*) n=$1 ;;
        *) die "unknown argument '$1'" ;;
    esac
    shift
done
case $command in
    check) check ;;
    up) up "$n" "$sshd" ;;
    down) down ;;
    run)
        [ "${1:-}" = -- ] || die "usage: $0 run [N] [--sshd] -- CMD [ARG...]"
        shift
        [ $# -gt 0 ] || die "usage: $0 run [N] [--sshd] -- CMD [ARG...]"
        trap down EXIT
        trap 'exit 130' INT
        trap 'exit 143' TERM
        up "$n" "$sshd"
        export JSHMEM_NETNS_SSH_CONFIG="$STATE_DIR/ssh_config"
        status=0
        "$@" || status=$?
        exit "$status"
        ;;
    *) die "usage: $0 up [N] [--sshd] | down | run [N] [--sshd] -- CMD [ARG...] | check" ;;
esac
