package io.jshmem.launcher;

/**
 * The standard POSIX signals with their Linux numbers, to name the signal behind an exit value of
 * {@code 128 + n}.
 */
enum Signal {
    SIGHUP(1), SIGINT(2), SIGQUIT(3), SIGILL(4), SIGTRAP(5), SIGABRT(6), SIGBUS(7), SIGFPE(8), SIGKILL(9),
    SIGUSR1(10), SIGSEGV(11), SIGUSR2(12), SIGPIPE(13), SIGALRM(14), SIGTERM(15), SIGSTKFLT(16), SIGCHLD(17),
    SIGCONT(18), SIGSTOP(19), SIGTSTP(20), SIGTTIN(21), SIGTTOU(22), SIGURG(23), SIGXCPU(24), SIGXFSZ(25),
    SIGVTALRM(26), SIGPROF(27), SIGWINCH(28), SIGIO(29), SIGPWR(30), SIGSYS(31);

    /** What a shell, and {@link Process#exitValue()}, add to a signal number for a process it killed. */
    static final int EXIT_VALUE_OFFSET = 128;

    private static final Signal[] BY_NUMBER = new Signal[SIGSYS.number + 1];

    static {
        for (final Signal signal : values()) {
            BY_NUMBER[signal.number] = signal;
        }
    }

    private final int number;

    Signal(final int number) {
        this.number = number;
    }

    /**
     * The signal number.
     *
     * @return e.g. 9 for SIGKILL.
     */
    int number() {
        return number;
    }

    /**
     * The signal whose number is {@code exitValue - 128}.
     *
     * @param exitValue a process's exit value.
     * @return the signal, or null when the value is not {@code 128 +} a known signal number.
     */
    static Signal fromExitValue(final int exitValue) {
        final int number = exitValue - EXIT_VALUE_OFFSET;
        return number > 0 && number < BY_NUMBER.length ? BY_NUMBER[number] : null;
    }
}
