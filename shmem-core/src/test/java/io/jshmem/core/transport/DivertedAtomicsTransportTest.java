package io.jshmem.core.transport;

import io.jshmem.SignalOp;
import io.jshmem.core.mem.RawMemory;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A route whose atomics are diverted sends puts and gets to one transport and every atomic and signal to the other,
 * each atomic complete before it returns (non-fetching ones as their fetching forms), and a signal only after the
 * data's transport is quiet.
 */
class DivertedAtomicsTransportTest {
    private final List<String> calls = new ArrayList<>();
    private final Transport rma = recording("rma");
    private final Transport atomics = recording("amo");
    private final DivertedAtomicsTransport route = new DivertedAtomicsTransport(rma, atomics);

    /** A transport that logs "name.method" and returns 0 (or 7 for fetching atomics). */
    private Transport recording(final String name) {
        return (Transport) Proxy.newProxyInstance(Transport.class.getClassLoader(), new Class<?>[] {Transport.class},
            (proxy, method, args) -> {
                calls.add(name + "." + method.getName());
                final Class<?> type = method.getReturnType();
                if (type == int.class) {
                    return 7;
                }
                if (type == long.class) {
                    return 7L;
                }
                if (type == byte.class) {
                    return (byte) 0;
                }
                if (type == short.class) {
                    return (short) 0;
                }
                if (type == boolean.class) {
                    return true;
                }
                return type == String.class ? name : null;
            });
    }

    @Test
    void shouldSendPutsAndGetsThroughTheRmaTransport() {
        route.putLong(1, 64, 5);
        route.getInt(1, 64);
        route.put(1, 0, null, 4096, 16);
        route.getNbi(null, 4096, 1, 0, 16);
        route.iput(1, 0, 16, null, 4096, 8, 2, 8);
        assertEquals(List.of("rma.putLong", "rma.getInt", "rma.put", "rma.getNbi", "rma.iput"), calls);
    }

    @Test
    void shouldCompleteEveryAtomicThroughTheAtomicsTransportBeforeReturning() {
        assertEquals(7, route.atomicFetchAddLong(1, 64, 1));
        route.atomicAddLong(1, 64, 1);
        route.atomicSetInt(1, 64, 1);
        route.atomicXorInt(1, 64, 1);
        route.atomicOrLong(1, 64, 1);
        route.atomicAndInt(1, 64, 1);
        assertEquals(7, route.atomicCompareSwapInt(1, 64, 0, 1));
        assertEquals(List.of("amo.atomicFetchAddLong", "amo.atomicFetchAddLong", "amo.atomicSwapInt",
            "amo.atomicFetchXorInt", "amo.atomicFetchOrLong", "amo.atomicFetchAndInt", "amo.atomicCompareSwapInt"),
            calls, "non-fetching atomics are sent as fetching ones, which complete at the target");
    }

    @Test
    void shouldPerformNonBlockingFetchingAtomicsAtOnce() {
        final long[] result = new long[1];
        route.atomicLongNbi(AtomicOp.FETCH_ADD, result, RawMemory.LONG_ARRAY_BASE, 1, 64, 1, 0);
        assertEquals(7, result[0]);
        assertEquals(List.of("amo.atomicFetchAddLong"), calls);
    }

    @Test
    void shouldQuietTheDataBeforeTheSignal() {
        route.putSignal(1, 0, null, 4096, 64, 128, 3, SignalOp.ADD);
        route.putSignalNbi(1, 0, null, 4096, 64, 128, 3, SignalOp.SET);
        assertEquals(List.of("rma.put", "rma.quiet", "amo.atomicFetchAddLong", "rma.put", "rma.quiet",
            "amo.atomicSwapLong"), calls);
    }

    @Test
    void shouldFenceAndQuietBothPartsAndOwnNeither() {
        route.fence();
        route.quiet();
        route.close();
        route.disconnect();
        assertEquals(List.of("rma.fence", "amo.fence", "rma.quiet", "amo.quiet"), calls);
        assertSame(route, route.withParts(rma, atomics));
        assertThrows(UnsupportedOperationException.class, () -> route.contextTransport(Set.of()));
    }
}
