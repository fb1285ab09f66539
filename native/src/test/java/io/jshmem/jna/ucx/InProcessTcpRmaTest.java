package io.jshmem.jna.ucx;

/** {@link RmaScenarios} over UCX_TLS=tcp, the target in this JVM with its own context. */
class InProcessTcpRmaTest extends RmaScenarios {
    @Override
    String transports() {
        return "tcp";
    }

    @Override
    RmaTarget startTarget(final String transports) {
        return new InProcessTarget(transports);
    }
}
