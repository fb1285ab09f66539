package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import java.nio.charset.StandardCharsets;
import java.util.function.LongConsumer;

/** Captures what a C function prints to a {@code FILE *} as a Java string, through {@code open_memstream}. */
final class NativeText {
    private NativeText() {
    }

    /**
     * Runs {@code printer} with an in-memory {@code FILE *} and returns what it wrote.
     *
     * @param printer receives the {@code FILE *} address.
     * @return the text written.
     */
    static String capture(final LongConsumer printer) {
        try (Memory out = NativeSupport.outSlots(2)) {
            final long bufferOut = NativeSupport.addressOf(out);
            final long stream = CRuntime.open_memstream(bufferOut, bufferOut + Long.BYTES);
            if (stream == 0) {
                throw new UcxException("open_memstream failed: cannot capture UCX info text",
                    UcsStatus.UCS_ERR_NO_MEMORY);
            }
            try {
                printer.accept(stream);
            } finally {
                CRuntime.fclose(stream); // publishes buffer and size into `out`
            }
            final long buffer = out.getLong(0);
            try {
                return new String(NativeSupport.copyOut(buffer, out.getLong(Long.BYTES)), StandardCharsets.UTF_8);
            } finally {
                CRuntime.free(buffer);
            }
        }
    }
}
