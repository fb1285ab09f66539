package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class JobSupervisorTest {
    private static final Duration SHORT_GRACE = Duration.ofMillis(200);

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private static JobSpec job(final int nPes, final boolean prefix, final long timeoutNs, final String timeoutText) {
        return new JobSpec(nPes, List.of("java", "Main"), Map.of("FOO", "bar"), prefix, timeoutNs, timeoutText);
    }

    private static JobSpec job(final int nPes) {
        return job(nPes, false, 0, "");
    }

    private JobSupervisor supervisor(final JobSpec job, final PeLauncher launcher) {
        return new JobSupervisor(job, new LocalPlacement(), launcher, new LineSink(out), new LineSink(err),
            new PeTerminator(SHORT_GRACE, Duration.ofSeconds(2)));
    }

    /** A PE that exits with {@code status} at once, or runs until told to stop when {@code status} is null. */
    private static IntFunction<FakePeProcess> exits(final Map<Integer, Integer> statusByPe) {
        return pe -> {
            final FakePeProcess process = new FakePeProcess(pe);
            if (statusByPe.containsKey(pe)) {
                process.exitWith(statusByPe.get(pe));
            }
            return process;
        };
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void shouldSucceedWhenEveryPeExitsWithZero() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(0, 0, 1, 0, 2, 0)));

        assertEquals(ExitCodes.OK, supervisor(job(3), launcher).run());
        assertEquals("", err());
        assertEquals(3, launcher.started.size());
    }

    @Test
    void shouldGiveEachPeItsNumberAndTheSameJobVariables() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(0, 0, 1, 0, 2, 0)));

        supervisor(job(3), launcher).run();

        final String uid = launcher.environments.get(0).get("JSHMEM_UID");
        UniqueId.parse(uid);
        assertTrue(uid.contains("@127.0.0.1:"), uid);
        for (int pe = 0; pe < 3; pe++) {
            final Map<String, String> env = launcher.environments.get(pe);
            assertEquals(Integer.toString(pe), env.get("JSHMEM_PE"));
            assertEquals("3", env.get("JSHMEM_NPES"));
            assertEquals(uid, env.get("JSHMEM_UID"));
            assertEquals(Long.toString(ProcessHandle.current().pid()), env.get("JSHMEM_LAUNCHER_PID"));
            assertEquals("bar", env.get("FOO"));
        }
    }

    @Test
    void shouldReportTheFailedPeEndTheOthersAndExitWithItsStatus() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(2, 3)));

        assertEquals(3, supervisor(job(4), launcher).run());

        assertEquals("shmemrun: PE 2 exited with status 3\n", err());
        for (final int pe : new int[] {0, 1, 3}) {
            assertEquals(1, launcher.pe(pe).terms.get(), "SIGTERMs to PE " + pe);
            assertEquals(0, launcher.pe(pe).kills.get(), "SIGKILLs to PE " + pe);
        }
    }

    @Test
    void shouldReportOnlyTheFirstFailure() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(1, 3, 2, 1)));

        assertEquals(3, supervisor(job(3), launcher).run());

        assertEquals("shmemrun: PE 1 exited with status 3\n", err());
    }

    @Test
    void shouldReportAPeKilledBySignalAndExitWith128PlusTheSignal() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(0, 137)));

        assertEquals(137, supervisor(job(2), launcher).run());

        assertEquals("shmemrun: PE 0 killed by signal SIGKILL\n", err());
    }

    @Test
    void shouldPrintTheFailedPesLastOutputBeforeTheVerdict() {
        final FakePeLauncher launcher = new FakePeLauncher(pe -> {
            final FakePeProcess process = new FakePeProcess(pe, "", "Exception in main\n\tat Main.main\n", 200, false);
            process.exitWith(1);
            return process;
        });

        assertEquals(1, supervisor(job(1), launcher).run());

        assertEquals("Exception in main\n\tat Main.main\nshmemrun: PE 0 exited with status 1\n", err());
    }

    @Test
    void shouldKillPesThatIgnoreSigterm() {
        final FakePeLauncher launcher = new FakePeLauncher(pe -> {
            final FakePeProcess process = new FakePeProcess(pe, "", "", 0, pe == 0);
            if (pe == 1) {
                process.exitWith(5);
            }
            return process;
        });

        final long startNs = System.nanoTime();
        assertEquals(5, supervisor(job(2), launcher).run());

        assertEquals(1, launcher.pe(0).terms.get());
        assertEquals(1, launcher.pe(0).kills.get());
        assertTrue(System.nanoTime() - startNs >= SHORT_GRACE.toNanos(), "SIGKILL came before the grace period");
    }

    @Test
    void shouldEndTheJobWhenTheTimeLimitExpires() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of(1, 0)));

        final long startNs = System.nanoTime();
        assertEquals(ExitCodes.TIMED_OUT,
            supervisor(job(3, false, TimeUnit.MILLISECONDS.toNanos(300), "300ms"), launcher).run());

        assertTrue(System.nanoTime() - startNs >= TimeUnit.MILLISECONDS.toNanos(300));
        assertEquals("shmemrun: job timed out after 300ms\n", err());
        assertEquals(1, launcher.pe(0).terms.get());
        assertEquals(1, launcher.pe(2).terms.get());
        assertEquals(0, launcher.pe(1).terms.get(), "PE 1 had already exited");
    }

    @Test
    void shouldEndTheStartedPesWhenAPeCannotBeStarted() {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of()), 1);

        assertEquals(ExitCodes.INTERNAL_ERROR, supervisor(job(3), launcher).run());

        assertEquals("shmemrun: cannot start PE 1 on localhost: no such program\n", err());
        assertEquals(1, launcher.started.size());
        assertEquals(1, launcher.pe(0).terms.get());
    }

    @Test
    void shouldReportAPeThatItsAgentCouldNotStartInOneLine() {
        final FakePeLauncher launcher = new FakePeLauncher(pe -> {
            final FakePeProcess process = new FakePeProcess(pe);
            if (pe == 2) {
                process.startFailure = "ssh: connect to host h2 port 22: Connection refused";
                process.exitWith(255);
            }
            return process;
        });
        final PePlacement twoHosts = new HostPlacement(List.of(new HostSlots("localhost", 2),
            new HostSlots("h2.invalid", 2)), MapBy.SLOT, false, BootstrapRequest.of("10.77.0.11", null, null));

        final int status = new JobSupervisor(job(4), twoHosts, launcher, new LineSink(out), new LineSink(err),
            new PeTerminator(SHORT_GRACE, Duration.ofSeconds(2))).run();

        assertEquals(ExitCodes.INTERNAL_ERROR, status);
        assertEquals("shmemrun: cannot start PE 2 on host h2.invalid: ssh: connect to host h2 port 22: Connection "
            + "refused\n", err());
        assertEquals(1, launcher.pe(0).terms.get());
        assertEquals("h2.invalid", launcher.environments.get(3).get("JSHMEM_HOST_ID"));
        assertEquals(ThisHost.name(), launcher.environments.get(0).get("JSHMEM_HOST_ID"));
    }

    @Test
    void shouldPrefixEveryLineWithThePe() {
        final FakePeLauncher launcher = new FakePeLauncher(pe -> {
            final FakePeProcess process = new FakePeProcess(pe, "one\ntwo", "warning\n", 0, false);
            process.exitWith(0);
            return process;
        });

        assertEquals(ExitCodes.OK, supervisor(job(1, true, 0, ""), launcher).run());

        assertEquals("[pe 0] one\n[pe 0] two\n", out());
        assertEquals("[pe 0] warning\n", err());
    }

    @Test
    void shouldEndEveryPeSilentlyWhenStopped() throws Exception {
        final FakePeLauncher launcher = new FakePeLauncher(exits(Map.of()));
        final JobSupervisor supervisor = supervisor(job(3), launcher);
        final CompletableFuture<Integer> status = CompletableFuture.supplyAsync(supervisor::run);
        while (launcherStarted(launcher) < 3) {
            Thread.sleep(10);
        }

        supervisor.stop();

        assertEquals(128 + 15, status.get(10, TimeUnit.SECONDS));
        assertEquals("", err(), "a PE ended by shmemrun itself is no failure to report");
        for (int pe = 0; pe < 3; pe++) {
            assertEquals(1, launcher.pe(pe).terms.get());
        }
    }

    private static int launcherStarted(final FakePeLauncher launcher) {
        synchronized (launcher) {
            return launcher.started.size();
        }
    }
}
