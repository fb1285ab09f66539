package io.jshmem.core;

import io.jshmem.Shmem;
import io.jshmem.ShmemOptions;
import io.jshmem.bootstrap.TcpBootstrap;
import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import io.jshmem.spi.ShmemProvider;

/**
 * The service {@link Shmem#init(ShmemOptions)} finds: resolves the configuration, joins the job over the TCP
 * bootstrap and starts the PE. One PE per call; a process may host several (each with its own job or rank).
 */
public final class ShmemProviderImpl implements ShmemProvider {
    /** Environment variable shmemrun sets to its own pid (see {@link LauncherWatchdog}). */
    static final String LAUNCHER_PID_ENV = "JSHMEM_LAUNCHER_PID";
    /** Environment variable a launch agent sets to {@code stdin} (see {@link LauncherWatchdog}). */
    static final String LAUNCHER_LINK_ENV = "JSHMEM_LAUNCHER_LINK";

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public ShmemProviderImpl() {
    }

    @Override
    public Shmem init(final ShmemOptions options) {
        LauncherWatchdog.startIfLaunched(System.getenv(LAUNCHER_PID_ENV), System.getenv(LAUNCHER_LINK_ENV));
        final Configuration config = Configuration.fromSystem(options.settings());
        final JobParameters job = JobParameters.resolve(config, System.getenv());
        final Thread warmUp = NativeWarmUp.start();
        final StderrLogger logger = new StderrLogger(job.pe(), config.booleanValue(Knob.DEBUG));
        final TcpBootstrap.Options bootstrapOptions = TcpBootstrap.Options.fromConfiguration(config).withLogger(logger);
        // the first thing to look at when a job hangs at start: who waits for whom, where, and for how long
        final String pe0 = job.uid().address().getAddress().getHostAddress() + ":" + job.uid().address().getPort();
        logger.log(System.Logger.Level.DEBUG, (job.pe() == 0
            ? "listening on " + pe0 + " for the other " + (job.nPes() - 1) + " PE(s)"
            : "connecting to PE 0 at " + pe0) + ", for at most "
            + bootstrapOptions.connectTimeout().toMillis() + " ms (JSHMEM_BOOTSTRAP_TIMEOUT)");
        final TcpBootstrap bootstrap = TcpBootstrap.connect(job.uid(), job.pe(), job.nPes(), bootstrapOptions);
        NativeWarmUp.await(warmUp);
        try {
            return ShmemRuntime.start(config, options.threadLevel(), bootstrap);
        } catch (final RuntimeException ex) {
            // the others must not wait for a PE that will never arrive
            bootstrap.abort(ex);
            throw ex;
        }
    }
}
