package io.jshmem.jna.ucx;

import com.sun.jna.Memory;
import com.sun.jna.Pointer;

import static io.jshmem.jna.ucx.UcpConstants.UCP_EP_CLOSE_FLAG_FORCE;
import static io.jshmem.jna.ucx.UcpConstants.UCP_OP_ATTR_FIELD_DATATYPE;
import static io.jshmem.jna.ucx.UcpConstants.UCP_OP_ATTR_FIELD_FLAGS;
import static io.jshmem.jna.ucx.UcpConstants.UCP_OP_ATTR_FIELD_REPLY_BUFFER;
import static io.jshmem.jna.ucx.UcpConstants.ucp_dt_make_contig;

/**
 * Native memory an endpoint reuses for every operation, so the data path allocates nothing: prebuilt
 * {@code ucp_request_param_t}s and the operand and result words of atomics.
 *
 * <pre>
 *   offset  contents (each param is one ucp_request_param_t)
 *   0       PLAIN        op_attr_mask = 0: put, get, flush (no callback: poll the request)
 *   1 P     FORCE_CLOSE  FIELD_FLAGS, flags = UCP_EP_CLOSE_FLAG_FORCE
 *   2 P     POST_32      FIELD_DATATYPE, datatype = ucp_dt_make_contig(4)
 *   3 P     POST_64      FIELD_DATATYPE, datatype = ucp_dt_make_contig(8)
 *   4 P     FETCH_32     FIELD_DATATYPE | FIELD_REPLY_BUFFER, contig(4); reply_buffer set per call
 *   5 P     FETCH_64     FIELD_DATATYPE | FIELD_REPLY_BUFFER, contig(8); reply_buffer set per call
 *   6 P     operand word (8 bytes)
 *   6 P + 8 result word  (8 bytes)
 * </pre>
 * UCX reads a param only during the call that receives it, so one of each is enough. Not thread-safe: used by the
 * thread that currently owns the endpoint.
 */
final class OperationScratch implements NativeResource {
    private static final int PARAM = UcpRequestParamLayout.STRUCT.sizeBytes();
    private static final int PLAIN = 0;
    private static final int FORCE_CLOSE = PARAM;
    private static final int POST_32 = 2 * PARAM;
    private static final int POST_64 = 3 * PARAM;
    private static final int FETCH_32 = 4 * PARAM;
    private static final int FETCH_64 = 5 * PARAM;
    private static final int OPERAND = 6 * PARAM;
    private static final int RESULT = OPERAND + Long.BYTES;
    private static final int TOTAL = RESULT + Long.BYTES;
    private static final int REPLY_BUFFER = UcpRequestParamLayout.REPLY_BUFFER.offset();

    private final Memory memory = new Memory(TOTAL);
    private final long base = NativeSupport.addressOf(memory);
    /** Re-aimed at caller-provided native words, so writing one allocates nothing. */
    private final Pointer window = new Pointer(0);

    OperationScratch() {
        memory.clear();
        UcpRequestParamLayout.OP_ATTR_MASK.put(memory.share(FORCE_CLOSE), UCP_OP_ATTR_FIELD_FLAGS);
        UcpRequestParamLayout.FLAGS.put(memory.share(FORCE_CLOSE), UCP_EP_CLOSE_FLAG_FORCE);
        initAtomic(POST_32, UCP_OP_ATTR_FIELD_DATATYPE, Integer.BYTES);
        initAtomic(POST_64, UCP_OP_ATTR_FIELD_DATATYPE, Long.BYTES);
        initAtomic(FETCH_32, UCP_OP_ATTR_FIELD_DATATYPE | UCP_OP_ATTR_FIELD_REPLY_BUFFER, Integer.BYTES);
        initAtomic(FETCH_64, UCP_OP_ATTR_FIELD_DATATYPE | UCP_OP_ATTR_FIELD_REPLY_BUFFER, Long.BYTES);
    }

    private void initAtomic(final int offset, final int opAttrMask, final int widthBytes) {
        UcpRequestParamLayout.OP_ATTR_MASK.put(memory.share(offset), opAttrMask);
        UcpRequestParamLayout.DATATYPE.put(memory.share(offset), ucp_dt_make_contig(widthBytes));
    }

    long plain() {
        return base + PLAIN;
    }

    long forceClose() {
        return base + FORCE_CLOSE;
    }

    long post(final int widthBytes) {
        return base + (widthBytes == Long.BYTES ? POST_64 : POST_32);
    }

    /** The fetching-atomic param of a width, its reply buffer pointed at {@code replyAddress}. */
    long fetch(final int widthBytes, final long replyAddress) {
        final int offset = widthBytes == Long.BYTES ? FETCH_64 : FETCH_32;
        memory.setLong(offset + REPLY_BUFFER, replyAddress);
        return base + offset;
    }

    long operandAddress() {
        return base + OPERAND;
    }

    long resultAddress() {
        return base + RESULT;
    }

    void setOperand(final long value, final int widthBytes) {
        write(OPERAND, value, widthBytes);
    }

    /** The result word; a 4-byte result is sign-extended. */
    long result(final int widthBytes) {
        return widthBytes == Long.BYTES ? memory.getLong(RESULT) : memory.getInt(RESULT);
    }

    /** Writes a word of caller-provided native memory. */
    void writeAt(final long address, final long value, final int widthBytes) {
        Pointer.nativeValue(window, address);
        write(window, 0, value, widthBytes);
    }

    private void write(final int offset, final long value, final int widthBytes) {
        write(memory, offset, value, widthBytes);
    }

    private static void write(final Pointer target, final long offset, final long value, final int widthBytes) {
        if (widthBytes == Long.BYTES) {
            target.setLong(offset, value);
        } else {
            target.setInt(offset, (int) value);
        }
    }

    @Override
    public void close() {
        memory.close();
    }
}
