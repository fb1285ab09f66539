package io.jshmem.conformance;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On a machine without libucp (simulated by pointing the loader at a library that does not exist): a job that needs
 * RDMA fails at init saying what to install, and a job that does not need it runs and never loads UCX.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class UcxAbsentTest {
    @Test
    void shouldFailAJobThatNeedsRdmaSayingWhatToInstall() throws Exception {
        final String out = runChild("rdma");
        assertTrue(out.contains("JOB FAILED"), out);
        assertTrue(out.contains("needs the rdma transport") && out.contains("apt-get install -y libucx0"), out);
    }

    @Test
    void shouldRunAJobThatNeedsNoRdmaWithoutLoadingUcx() throws Exception {
        final String out = runChild("fabric,rdma");
        assertTrue(out.contains("JOB OK"), out);
        assertTrue(out.contains("libucp loaded: false"), out);
    }

    private static String runChild(final String transports) throws IOException, InterruptedException {
        final Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx128m", "-Djshmem.ucx.library=/nonexistent/libucp.so.0",
            "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
            UcxAbsentMain.class.getName(), transports)).redirectErrorStream(true).start();
        final String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "child did not end:\n" + out);
        return out;
    }
}
