package io.jshmem.jna.ucx;

/** {@link RmaScenarios} over UCX_TLS=posix, the target in a child JVM. */
class ChildProcessPosixRmaTest extends RmaScenarios {
    @Override
    String transports() {
        return "posix";
    }

    @Override
    RmaTarget startTarget(final String transports) {
        return new ChildProcessTarget(transports);
    }
}
