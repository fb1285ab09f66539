package io.jshmem.core.team;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TeamPoolTest {
    @Test
    void shouldStartWithTheWorldAndSharedSlotsTaken() {
        final TeamPool pool = new TeamPool(64);
        final long[] bitmap = new long[pool.bitmapWords()];
        pool.freeBitmap(bitmap);
        assertEquals(~3L, bitmap[0]);
        assertEquals(62, pool.countFree(bitmap));
        assertEquals(2, pool.inUse());
    }

    @Test
    void shouldPickTheLowestSlotsFreeOnEveryPe() {
        final TeamPool a = new TeamPool(130);
        final TeamPool b = new TeamPool(130);
        a.claim(2);
        b.claim(3);
        for (int s = 4; s < 128; s++) {
            b.claim(s);
        }
        final long[] mine = new long[a.bitmapWords()];
        final long[] theirs = new long[b.bitmapWords()];
        a.freeBitmap(mine);
        b.freeBitmap(theirs);
        for (int w = 0; w < mine.length; w++) {
            mine[w] &= theirs[w];
        }
        assertArrayEquals(new int[] {128, 129}, a.lowestFree(mine, 2));
        assertNull(a.lowestFree(mine, 3));
    }

    @Test
    void shouldReuseAReleasedSlotAndRefuseADoubleClaim() {
        final TeamPool pool = new TeamPool(3);
        pool.claim(2);
        assertThrows(IllegalStateException.class, () -> pool.claim(2));
        final long[] bitmap = new long[1];
        pool.freeBitmap(bitmap);
        assertNull(pool.lowestFree(bitmap, 1));
        pool.release(2);
        pool.freeBitmap(bitmap);
        assertArrayEquals(new int[] {2}, pool.lowestFree(bitmap, 1));
    }

    @Test
    void shouldNeedRoomForThePredefinedTeams() {
        assertThrows(IllegalArgumentException.class, () -> new TeamPool(1));
    }
}
