package io.jshmem.jna.ucx;

/** {@link RmaScenarios} over UCX_TLS=tcp, the target in a child JVM. */
class ChildProcessTcpRmaTest extends RmaScenarios {
    @Override
    String transports() {
        return "tcp";
    }

    @Override
    RmaTarget startTarget(final String transports) {
        return new ChildProcessTarget(transports);
    }
}
