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

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public ShmemProviderImpl() {
    }

    @Override
    public Shmem init(final ShmemOptions options) {
        LauncherWatchdog.startIfLaunched(System.getenv(LAUNCHER_PID_ENV));
        final Configuration config = Configuration.fromSystem(options.settings());
        final JobParameters job = JobParameters.resolve(config, System.getenv());
        final Thread warmUp = NativeWarmUp.start();
        final TcpBootstrap bootstrap = TcpBootstrap.connect(job.uid(), job.pe(), job.nPes(),
            TcpBootstrap.Options.fromConfiguration(config)
                .withLogger(new StderrLogger(job.pe(), config.booleanValue(Knob.DEBUG))));
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
