package io.jshmem.core.coll;

import io.jshmem.ElementType;
import io.jshmem.ReduceOp;
import io.jshmem.core.mem.RawMemory;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ReduceKernelTest {
    private final ByteBuffer memory = ByteBuffer.allocateDirect(64).order(ByteOrder.nativeOrder());
    private final long dst = RawMemory.directBufferAddress(memory);
    private final long src = dst + 32;

    @Test
    void shouldWrapIntegerSumsAndProducts() {
        RawMemory.putByte(dst, (byte) 120);
        RawMemory.putByte(src, (byte) 10);
        ReduceKernel.combine(ReduceOp.SUM, ElementType.BYTE, dst, src, 1);
        assertEquals((byte) 130, RawMemory.getByte(dst));
        RawMemory.putLong(dst, Long.MAX_VALUE);
        RawMemory.putLong(src, 3);
        ReduceKernel.combine(ReduceOp.PROD, ElementType.LONG, dst, src, 1);
        assertEquals(Long.MAX_VALUE * 3, RawMemory.getLong(dst));
    }

    @Test
    void shouldCompareCharsUnsignedAndShortsSigned() {
        RawMemory.putChar(dst, (char) 0xffff);
        RawMemory.putChar(src, (char) 1);
        ReduceKernel.combine(ReduceOp.MAX, ElementType.CHAR, dst, src, 1);
        assertEquals((char) 0xffff, RawMemory.getChar(dst));
        RawMemory.putShort(dst, (short) -1);
        RawMemory.putShort(src, (short) 1);
        ReduceKernel.combine(ReduceOp.MAX, ElementType.SHORT, dst, src, 1);
        assertEquals((short) 1, RawMemory.getShort(dst));
    }

    @Test
    void shouldCombineEveryElement() {
        for (int i = 0; i < 4; i++) {
            RawMemory.putInt(dst + 4L * i, 0b1100 + i);
            RawMemory.putInt(src + 4L * i, 0b1010);
        }
        ReduceKernel.combine(ReduceOp.XOR, ElementType.INT, dst, src, 3);
        assertEquals(0b0110, RawMemory.getInt(dst));
        assertEquals(0b0111, RawMemory.getInt(dst + 4));
        assertEquals(0b0100, RawMemory.getInt(dst + 8));
        assertEquals(0b1111, RawMemory.getInt(dst + 12), "element 3 is beyond the count");
    }

    @Test
    void shouldFollowMathMinAndMaxOnDoubles() {
        RawMemory.putDouble(dst, 0.0);
        RawMemory.putDouble(src, -0.0);
        ReduceKernel.combine(ReduceOp.MIN, ElementType.DOUBLE, dst, src, 1);
        assertEquals(-0.0, RawMemory.getDouble(dst));
        RawMemory.putFloat(dst, 1.5f);
        RawMemory.putFloat(src, Float.NaN);
        ReduceKernel.combine(ReduceOp.MAX, ElementType.FLOAT, dst, src, 1);
        assertEquals(Float.NaN, RawMemory.getFloat(dst));
    }

    @Test
    void shouldRefuseBitwiseOperationsOnFloatingTypes() {
        assertThrows(IllegalArgumentException.class,
            () -> ReduceKernel.combine(ReduceOp.AND, ElementType.FLOAT, dst, src, 1));
        assertThrows(IllegalArgumentException.class,
            () -> ReduceKernel.combine(ReduceOp.OR, ElementType.DOUBLE, dst, src, 1));
    }
}
