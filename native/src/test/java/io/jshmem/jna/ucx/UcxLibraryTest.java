package io.jshmem.jna.ucx;

import com.sun.jna.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertLinesMatch;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class UcxLibraryTest {
    @Test
    void shouldSayWhatToInstallWhenTheLibraryIsMissing() {
        final UcxException e = assertThrows(UcxException.class,
            () -> UcxLibrary.load(List.of("jshmem-no-such-ucp", "/nonexistent/libucp.so.0")));

        assertTrue(e.getMessage().startsWith(
            "libucp not found: apt-get install -y libucx0 (tried jshmem-no-such-ucp: "), e.getMessage());
        assertTrue(e.getMessage().contains("; /nonexistent/libucp.so.0: "), e.getMessage());
        assertEquals(UcsStatus.UCS_ERR_UNSUPPORTED, e.status());
    }

    @Test
    void shouldRejectALibraryThatIsNotUcx() {
        final UcxException e = assertThrows(UcxException.class,
            () -> UcxLibrary.load(List.of(Platform.MATH_LIBRARY_NAME)));

        assertTrue(e.getMessage().contains("is not libucp (no ucp_get_version)"), e.getMessage());
    }

    @Test
    void shouldAcceptOnlyUcxVersionsWhoseLayoutsMatch() {
        assertEquals("libucp 1.12.1 is not supported: jshmem needs UCX 1.13 or a newer 1.x (struct layouts);"
            + " apt-get install -y libucx0",
            assertThrows(UcxException.class, () -> UcxLibrary.checkVersion(1, 12, 1)).getMessage());
        assertThrows(UcxException.class, () -> UcxLibrary.checkVersion(2, 0, 0));
        assertThrows(UcxException.class, () -> UcxLibrary.checkVersion(0, 99, 0));
        assertDoesNotThrow(() -> UcxLibrary.checkVersion(1, 13, 0));
        assertDoesNotThrow(() -> UcxLibrary.checkVersion(1, 18, 1));
    }

    @Test
    void shouldLoadTheInstalledLibrary() {
        assertTrue(UcxLibrary.isAvailable());
        assertTrue(UcxLibrary.version().matches("1\\.(1[3-9]|[2-9]\\d)\\.\\d+"), UcxLibrary.version());
    }

    @Test
    void shouldLeaveSigsegvToTheJvm() {
        UcxLibrary.require();
        int total = 0;
        for (int i = 0; i < 200_000; i++) {
            total += lengthOf(new int[i & 7]); // gets the method compiled with an implicit (SIGSEGV) null check
        }
        for (int i = 0; i < 3; i++) {
            assertThrows(NullPointerException.class, () -> lengthOf(null), "UCX's handler would abort the JVM here");
        }
        assertEquals(700_000, total);
    }

    private static int lengthOf(final int[] array) {
        return array.length;
    }

    @Test
    void shouldLoadEveryClassWithoutUcxAndFailClearlyOnFirstUse() throws IOException, InterruptedException {
        final String log = "unavailable-library";
        final Process child = ChildJvm.start(UnavailableLibraryMain.class,
            List.of("-D" + UcxLibrary.LIBRARY_PROP_NAME + "=jshmem-no-such-ucp"), List.of(), log);
        final String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(20, TimeUnit.SECONDS), "child did not exit");

        assertEquals(0, child.exitValue(), output + ChildJvm.logText(log));
        assertLinesMatch(List.of(
            "initialized=\\d\\d+",
            "available=false",
            "describe=UCS_ERR_NO_MEMORY (-4)",
            "message=libucp not found: apt-get install -y libucx0 \\(tried jshmem-no-such-ucp: .*\\)",
            "status=UCS_ERR_UNSUPPORTED",
            "raw=libucp not found: apt-get install -y libucx0 .*"), output.lines().toList(), output);
    }
}
