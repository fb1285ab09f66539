package io.jshmem.launcher;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Builds the command that starts one PE's JVM: the java of shmemrun's own runtime, lean default flags, the
 * user's JVM arguments, jshmem's runtime class path followed by the program's, the main class and its arguments.
 */
final class JavaCommandLine {
    /**
     * JVM flags every PE gets first, so that the user's {@code --jvm-arg}s override them (the JVM takes the last
     * value of a flag). Serial GC: PEs are many small JVMs per host, usually one per core, and a parallel
     * collector's threads would compete with the other PEs; no perf-data file in /tmp per PE; class-data
     * sharing where the JDK has an archive.
     */
    static final List<String> DEFAULT_JVM_ARGS = List.of("-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto");

    /** A flag that selects a garbage collector; two of them in one command line stop the JVM. */
    private static final Pattern GC_SELECTION = Pattern.compile("-XX:\\+Use\\w*GC");

    private JavaCommandLine() {
    }

    /**
     * The java executable of the running JVM.
     *
     * @return {@code $java.home/bin/java}.
     */
    static Path currentJava() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /**
     * Builds the command.
     *
     * @param java             the java executable.
     * @param userJvmArgs      the {@code --jvm-arg}s; one that selects a collector replaces the default's.
     * @param runtimeClassPath jshmem's runtime jars (from the shmemrun wrapper), or empty.
     * @param classDataArchive the class-data archive of the runtime jars (from the wrapper), or empty.
     * @param program          the user's program.
     * @return the command, java first.
     */
    static List<String> build(final Path java, final List<String> userJvmArgs, final String runtimeClassPath,
                              final String classDataArchive, final Program program) {
        final boolean userSelectsGc = userJvmArgs.stream().anyMatch(arg -> GC_SELECTION.matcher(arg).matches());
        final List<String> command = new ArrayList<>();
        command.add(java.toString());
        for (final String flag : DEFAULT_JVM_ARGS) {
            if (!(userSelectsGc && GC_SELECTION.matcher(flag).matches())) {
                command.add(flag);
            }
        }
        if (!classDataArchive.isEmpty() && !runtimeClassPath.isEmpty()) {
            // made at build time from a run over exactly this runtime class path, which stays a prefix of the
            // PE's class path; the JVM ignores it if anything differs, and its own messages about that are off
            command.add("-XX:SharedArchiveFile=" + classDataArchive);
            command.add("-Xlog:cds=off");
            command.add("-Xlog:cds+dynamic=off");
        }
        command.addAll(userJvmArgs);
        command.add("-cp");
        command.add(runtimeClassPath.isEmpty()
            ? program.classPath() : runtimeClassPath + File.pathSeparator + program.classPath());
        command.add(program.mainClass());
        command.addAll(program.arguments());
        return command;
    }
}
