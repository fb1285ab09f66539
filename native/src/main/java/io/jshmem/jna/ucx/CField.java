package io.jshmem.jna.ucx;

import com.sun.jna.Pointer;

/**
 * One member of a C struct: its C name, byte offset and width, as laid out by the UCX headers jshmem was
 * written against. Immutable and thread-safe.
 */
public final class CField {
    private final CStruct struct;
    private final String cName;
    private final int offset;
    private final int widthBytes;

    CField(final CStruct struct, final String cName, final int offset, final int widthBytes) {
        if (widthBytes != Integer.BYTES && widthBytes != Long.BYTES) {
            throw new IllegalArgumentException(struct.cType() + "." + cName + ": width " + widthBytes
                + " is neither 4 nor 8");
        }
        if (offset < 0 || offset + widthBytes > struct.sizeBytes()) {
            throw new IllegalArgumentException(struct.cType() + "." + cName + ": offset " + offset
                + " does not fit in " + struct.sizeBytes() + " bytes");
        }
        this.struct = struct;
        this.cName = cName;
        this.offset = offset;
        this.widthBytes = widthBytes;
    }

    /**
     * Returns the struct this member belongs to.
     *
     * @return the enclosing struct.
     */
    public CStruct struct() {
        return struct;
    }

    /**
     * Returns the member's name in C.
     *
     * @return the C member name, e.g. {@code "field_mask"}.
     */
    public String cName() {
        return cName;
    }

    /**
     * Returns the byte offset of the member, {@code offsetof(type, member)}.
     *
     * @return the offset in bytes.
     */
    public int offset() {
        return offset;
    }

    /**
     * Returns the width of the member in bytes, {@code sizeof(((type *) 0)->member)}.
     *
     * @return 4 or 8.
     */
    public int widthBytes() {
        return widthBytes;
    }

    /**
     * Stores a value into this member of a struct in native memory, with the member's width (a 4-byte member
     * receives the low 32 bits).
     *
     * @param structBase the struct's first byte.
     * @param value      the value.
     */
    public void put(final Pointer structBase, final long value) {
        if (widthBytes == Long.BYTES) {
            structBase.setLong(offset, value);
        } else {
            structBase.setInt(offset, (int) value);
        }
    }

    @Override
    public String toString() {
        return struct.cType() + "." + cName + "@" + offset + "/" + widthBytes;
    }
}
