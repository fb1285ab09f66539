package io.jshmem;

import io.jshmem.config.Knob;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Explicit settings for {@link Shmem#init(ShmemOptions)}: the job's unique id, this PE's number and the number
 * of PEs (for users who distribute the unique id themselves, like NVSHMEM's uid initialization), the thread
 * level, and any other configuration knob by name. Anything not set here comes from system properties, the
 * environment or the defaults ({@link io.jshmem.config.Knob}). Fluent and not thread safe.
 */
public final class ShmemOptions {
    private final Map<String, String> settings = new LinkedHashMap<>();
    private ThreadLevel threadLevel = ThreadLevel.SINGLE;

    /**
     * Options with nothing set: everything comes from the environment, as with {@link Shmem#init()}.
     */
    public ShmemOptions() {
    }

    /**
     * Sets the job's unique id, as printed by {@code UniqueId.toString()}.
     *
     * @param uidToken the token.
     * @return this for a fluent API.
     */
    public ShmemOptions uid(final String uidToken) {
        return set(Knob.UID.envName(), uidToken);
    }

    /**
     * Sets this PE's number.
     *
     * @param pe in {@code [0, nPes)}.
     * @return this for a fluent API.
     */
    public ShmemOptions pe(final int pe) {
        return set(Knob.PE.envName(), Integer.toString(pe));
    }

    /**
     * Sets the number of PEs.
     *
     * @param nPes at least 1.
     * @return this for a fluent API.
     */
    public ShmemOptions nPes(final int nPes) {
        return set(Knob.NPES.envName(), Integer.toString(nPes));
    }

    /**
     * Sets the symmetric heap size per PE.
     *
     * @param bytes heap size in bytes.
     * @return this for a fluent API.
     */
    public ShmemOptions heapSize(final long bytes) {
        return set(Knob.SYMMETRIC_SIZE.envName(), Long.toString(bytes));
    }

    /**
     * Sets the thread level requested (see {@link Shmem#queryThread()} for the level provided).
     *
     * @param level the level requested.
     * @return this for a fluent API.
     */
    public ShmemOptions threadLevel(final ThreadLevel level) {
        this.threadLevel = level;
        return this;
    }

    /**
     * Sets any knob by its environment variable or system property name.
     *
     * @param name  e.g. {@code JSHMEM_MAX_TEAMS} or {@code jshmem.max.teams}.
     * @param value its value as text.
     * @return this for a fluent API.
     * @throws IllegalArgumentException when no knob has that name.
     */
    public ShmemOptions set(final String name, final String value) {
        final Knob knob = Knob.byName(name);
        if (knob == null) {
            throw new IllegalArgumentException("unknown configuration knob '" + name + "'");
        }
        settings.put(knob.envName(), value);
        return this;
    }

    /**
     * The thread level requested.
     *
     * @return the level.
     */
    public ThreadLevel threadLevel() {
        return threadLevel;
    }

    /**
     * Every knob set explicitly, keyed by environment variable name.
     *
     * @return an unmodifiable view.
     */
    public Map<String, String> settings() {
        return Collections.unmodifiableMap(settings);
    }
}
