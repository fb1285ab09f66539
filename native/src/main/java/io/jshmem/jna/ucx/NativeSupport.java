package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

/** Small helpers shared by the wrappers for setup-time calls (they allocate; the data path does not use them). */
final class NativeSupport {
    private NativeSupport() {
    }

    static long addressOf(final Pointer pointer) {
        return Pointer.nativeValue(pointer);
    }

    /** Throws when a {@code ucs_status_t} result is not {@code UCS_OK}. */
    static void check(final byte status, final String operation) {
        if (status != UcsStatus.UCS_OK) {
            throw UcxException.failed(operation, status);
        }
    }

    static byte[] copyOut(final long address, final long lengthBytes) {
        return new Pointer(address).getByteArray(0, Math.toIntExact(lengthBytes));
    }

    static Memory copyIn(final byte[] bytes) {
        final Memory memory = new Memory(Math.max(1, bytes.length));
        memory.write(0, bytes, 0, bytes.length);
        return memory;
    }

    /** An out-parameter block of {@code slots} zeroed 8-byte words. */
    static Memory outSlots(final int slots) {
        final Memory memory = new Memory((long) slots * Long.BYTES);
        memory.clear();
        return memory;
    }
}
