package io.jshmem;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComparisonTest {
    @Test
    void shouldCompareWithTheWordOnTheLeft() {
        assertTrue(Comparison.EQ.test(3, 3));
        assertFalse(Comparison.EQ.test(3, 4));
        assertTrue(Comparison.NE.test(3, 4));
        assertTrue(Comparison.GT.test(4, 3));
        assertFalse(Comparison.GT.test(3, 3));
        assertTrue(Comparison.GE.test(3, 3));
        assertTrue(Comparison.LT.test(-1, 0));
        assertTrue(Comparison.LE.test(0, 0));
        assertFalse(Comparison.LE.test(1, 0));
    }

    @Test
    void shouldCompareSignedOrUnsigned() {
        assertTrue(Comparison.LT.test(-1, 1), "signed: -1 < 1");
        assertTrue(Comparison.GT.testUnsigned(-1, 1), "unsigned: 2^64-1 > 1");
        assertTrue(Comparison.GT.testUnsigned(Long.MIN_VALUE, Long.MAX_VALUE), "unsigned: 2^63 > 2^63-1");
        assertTrue(Comparison.LE.testUnsigned(0, -1));
        assertTrue(Comparison.EQ.testUnsigned(-5, -5));
        assertTrue(Comparison.NE.testUnsigned(-5, 5));
        assertTrue(Comparison.GE.testUnsigned(7, 7));
        assertFalse(Comparison.LT.testUnsigned(-1, 0));
    }

    @Test
    void shouldKeepTheSpecificationsOrder() {
        assertEquals("[EQ, NE, GT, GE, LT, LE]", java.util.Arrays.toString(Comparison.values()));
    }
}
