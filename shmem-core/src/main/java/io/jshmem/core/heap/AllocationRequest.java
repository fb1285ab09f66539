package io.jshmem.core.heap;

import java.util.Locale;

/**
 * What one PE asked of a collective heap call, as published in its internal region for every PE to compare.
 * Layout (five longs at {@link InternalRegionDescriptor#ALLOC_REQUEST_OFFSET}): sequence number, kind, bytes,
 * alignment, offset of the buffer concerned (free and realloc).
 *
 * @param seq       number of collective heap calls this PE made, this one included.
 * @param kind      which call.
 * @param bytes     bytes asked for.
 * @param alignment alignment asked for.
 * @param offset    offset of the buffer freed or resized, -1 otherwise.
 */
public record AllocationRequest(long seq, Kind kind, long bytes, long alignment, long offset) {
    /** Number of longs a request occupies. */
    public static final int LONGS = 5;

    /** The collective heap calls. */
    public enum Kind {
        /** {@code malloc(bytes)}. */
        MALLOC,
        /** {@code calloc} of {@code bytes} in total. */
        CALLOC,
        /** {@code align(alignment, bytes)}. */
        ALIGN,
        /** {@code realloc(buffer at offset, bytes)}. */
        REALLOC,
        /** {@code free(buffer at offset)}. */
        FREE,
        /** A call with arguments this PE rejected (negative size, alignment not a power of two, freed buffer). */
        INVALID
    }

    /**
     * Encodes the request as longs.
     *
     * @return {@link #LONGS} longs.
     */
    public long[] toLongs() {
        return new long[] {seq, kind.ordinal(), bytes, alignment, offset};
    }

    /**
     * Decodes a request.
     *
     * @param words {@link #LONGS} longs.
     * @return the request.
     */
    public static AllocationRequest fromLongs(final long[] words) {
        final int kind = (int) words[1];
        final Kind k = kind >= 0 && kind < Kind.values().length ? Kind.values()[kind] : Kind.INVALID;
        return new AllocationRequest(words[0], k, words[2], words[3], words[4]);
    }

    /**
     * The call as a user would have written it.
     *
     * @return e.g. {@code malloc(1024)}.
     */
    public String describe() {
        final String name = kind.name().toLowerCase(Locale.ROOT);
        switch (kind) {
            case MALLOC: case CALLOC:
                return name + "(" + bytes + " bytes)";
            case ALIGN:
                return "align(" + alignment + ", " + bytes + " bytes)";
            case REALLOC:
                return "realloc(buffer at offset " + offset + ", " + bytes + " bytes)";
            case FREE:
                return "free(buffer at offset " + offset + ")";
            default:
                return "an invalid heap call";
        }
    }
}
