package io.jshmem.jna.ucx;

import com.sun.jna.Memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The byte layout of a C struct that jshmem fills in by hand (no JNA {@code Structure} reflection on the hot path).
 * Each {@code *Layout} class declares one as {@code STRUCT} and its members as {@link CField} constants; a test
 * compiles {@code sizeof}/{@code offsetof} of every declared member against the installed headers, so a layout
 * cannot drift silently. Members not declared are left zero, which UCX's {@code field_mask} convention makes
 * safe. Thread-safe once its declaring class is initialized.
 */
public final class CStruct {
    private final String cType;
    private final int sizeBytes;
    private final List<CField> fields = new ArrayList<>();

    /**
     * Declares a struct.
     *
     * @param cType     the C type name, e.g. {@code "ucp_params_t"}.
     * @param sizeBytes {@code sizeof} the type in the oldest UCX version supported (1.13); newer versions only
     *                  append members.
     */
    public CStruct(final String cType, final int sizeBytes) {
        this.cType = cType;
        this.sizeBytes = sizeBytes;
    }

    /**
     * Declares a member. Call from the declaring class's static initializer only.
     *
     * @param cName      the C member name.
     * @param offset     its byte offset.
     * @param widthBytes its width in bytes (4 or 8).
     * @return the member.
     */
    public CField field(final String cName, final int offset, final int widthBytes) {
        final CField field = new CField(this, cName, offset, widthBytes);
        fields.add(field);
        return field;
    }

    /**
     * Returns the C type name.
     *
     * @return the type name as written in the headers.
     */
    public String cType() {
        return cType;
    }

    /**
     * Returns the size of the struct in bytes.
     *
     * @return {@code sizeof} the type in UCX 1.13.
     */
    public int sizeBytes() {
        return sizeBytes;
    }

    /**
     * Returns the declared members in declaration order.
     *
     * @return an unmodifiable list.
     */
    public List<CField> fields() {
        return Collections.unmodifiableList(fields);
    }

    /**
     * Allocates one zeroed instance in native memory, freed when the returned object is closed or collected.
     *
     * @return zero-filled native memory of {@link #sizeBytes()} bytes.
     */
    public Memory allocate() {
        final Memory memory = new Memory(sizeBytes);
        memory.clear();
        return memory;
    }

    @Override
    public String toString() {
        return cType + "[" + sizeBytes + " B]";
    }
}
