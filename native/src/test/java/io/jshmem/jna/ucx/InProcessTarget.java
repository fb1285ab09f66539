package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

import java.util.Map;

/** A target in this JVM: its own UCP context (so UCX treats it as a separate peer) and a progress thread. */
final class InProcessTarget implements RmaTarget {
    private final Memory region = new Memory(REGION_BYTES);
    private final UcpContext context;
    private final UcpWorker worker;
    private final UcpMemory memory;
    private final byte[] workerAddress;
    private final byte[] packedKey;
    private final ProgressThread progress;

    InProcessTarget(final String transports) {
        this(transports, ProgressThread.IDLE_POLLS_BEFORE_YIELD);
    }

    InProcessTarget(final String transports, final int idlePollsBeforeYield) {
        region.clear();
        for (int i = 0; i < MIB; i++) {
            region.setByte(PATTERN + i, RmaTarget.pattern(i));
        }
        context = UcpContext.open(Map.of("TLS", transports));
        // SERIALIZED: created here, then used only by the progress thread (Thread.start publishes it).
        worker = context.newWorker(UcsThreadMode.SERIALIZED);
        memory = context.memoryMap(Pointer.nativeValue(region), REGION_BYTES);
        workerAddress = worker.address();
        packedKey = memory.packedRemoteKey();
        progress = new ProgressThread(worker, "target-progress-" + transports, idlePollsBeforeYield);
    }

    @Override
    public byte[] workerAddress() {
        return workerAddress;
    }

    @Override
    public byte[] packedKey() {
        return packedKey;
    }

    @Override
    public long base() {
        return memory.address();
    }

    @Override
    public byte[] read(final long offset, final int length) {
        return region.getByteArray(offset, length);
    }

    @Override
    public void write(final long offset, final byte[] bytes) {
        region.write(offset, bytes, 0, bytes.length);
    }

    @Override
    public void close() {
        try {
            progress.close();
        } finally {
            context.close();
            region.close();
        }
    }
}
