package io.jshmem.jna.ucx;

/** {@link RmaScenarios} over UCX_TLS=posix, the target in this JVM with its own context. */
class InProcessPosixRmaTest extends RmaScenarios {
    @Override
    String transports() {
        return "posix";
    }

    @Override
    RmaTarget startTarget(final String transports) {
        return new InProcessTarget(transports);
    }
}
