package io.jshmem.core.team;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SplitRulesTest {
    private static final int[] WORLD8 = {0, 1, 2, 3, 4, 5, 6, 7};

    @Test
    void shouldPutWorldPesOneThreeFiveInTheTeamOfCannsExample() {
        assertNull(SplitRules.checkStrided(8, 1, 2, 3));
        assertArrayEquals(new int[] {1, 3, 5}, SplitRules.strided(WORLD8, 1, 2, 3));
    }

    @Test
    void shouldWalkDownWithANegativeStride() {
        assertNull(SplitRules.checkStrided(8, 6, -2, 4));
        assertArrayEquals(new int[] {6, 4, 2, 0}, SplitRules.strided(WORLD8, 6, -2, 4));
    }

    @Test
    void shouldSplitRelativeToTheParentNotTheWorld() {
        final int[] parent = {7, 5, 3, 1};
        assertArrayEquals(new int[] {5, 1}, SplitRules.strided(parent, 1, 2, 2));
    }

    @Test
    void shouldRejectMembersOutsideTheParent() {
        assertNotNull(SplitRules.checkStrided(8, 8, 1, 1));
        assertNotNull(SplitRules.checkStrided(8, -1, 1, 1));
        assertNotNull(SplitRules.checkStrided(8, 1, 2, 5));
        assertNull(SplitRules.checkStrided(8, 1, 2, 4));
        assertNotNull(SplitRules.checkStrided(8, 1, -2, 2));
        assertNotNull(SplitRules.checkStrided(8, 0, Integer.MAX_VALUE, 3));
        assertTrue(SplitRules.checkStrided(8, 2, 3, 3).contains("2 .. 8"));
    }

    @Test
    void shouldRejectEmptyTeamsAndStrideZeroForMoreThanOnePe() {
        assertNotNull(SplitRules.checkStrided(8, 0, 1, 0));
        assertNotNull(SplitRules.checkStrided(8, 0, 1, -1));
        assertNotNull(SplitRules.checkStrided(8, 0, 0, 2));
        assertNull(SplitRules.checkStrided(8, 3, 0, 1));
        assertNotNull(SplitRules.check2d(0));
        assertNull(SplitRules.check2d(1));
    }

    @Test
    void shouldLayTenPesOutInRowsOfThreeWithAShortLastRow() {
        final int[] world10 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        assertArrayEquals(new int[] {3, 4, 5}, SplitRules.row(world10, 3, 4));
        assertArrayEquals(new int[] {9}, SplitRules.row(world10, 3, 9));
        assertArrayEquals(new int[] {0, 3, 6, 9}, SplitRules.column(world10, 3, 6));
        assertArrayEquals(new int[] {2, 5, 8}, SplitRules.column(world10, 3, 8));
        assertEquals(-1, SplitRules.indexOf(world10, 10));
    }
}
