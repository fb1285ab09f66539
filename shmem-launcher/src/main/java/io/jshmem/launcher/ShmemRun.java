package io.jshmem.launcher;

import io.jshmem.bootstrap.UniqueId;
import io.jshmem.config.Configuration;
import io.jshmem.config.Knob;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Stack;
import java.util.concurrent.Callable;
import java.util.function.ToIntFunction;

/**
 * The {@code shmemrun} command: reads the command line into a {@link JobSpec} and runs it with a
 * {@link JobSupervisor}. Every problem with the command line is one line on standard error and status
 * {@link ExitCodes#USAGE}.
 */
@Command(name = "shmemrun", mixinStandardHelpOptions = true, versionProvider = ShmemRunVersion.class,
    sortOptions = false, usageHelpAutoWidth = true,
    customSynopsis = {
        "shmemrun -n N [OPTIONS] MAIN_CLASS [ARG...]",
        "       shmemrun -n N [OPTIONS] -jar JAR [ARG...]",
        "       shmemrun [-n N] --hosts H1:SLOTS,H2:SLOTS | --hostfile FILE [OPTIONS] MAIN_CLASS [ARG...]",
        "       shmemrun --print-uid [OPTIONS]",
        "       shmemrun --info [OPTIONS]",
        "       shmemrun --help | --version"},
    description = {
        "Runs a jshmem SPMD program as N processes (PEs): starts N JVMs, forwards their output line by line, and "
            + "ends them all when one fails. The PEs run on this host; on the hosts of --hosts or --hostfile, "
            + "started through ssh or another --launch-agent; or, inside a Slurm allocation, with srun. Everything "
            + "after MAIN_CLASS or JAR goes to the program untouched."},
    descriptionHeading = "%n", parameterListHeading = "%nParameters:%n", optionListHeading = "%nOptions:%n",
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {
        "0:every PE exited with status 0",
        "1:shmemrun failed, e.g. a PE could not be started (on another host: its host is unreachable)",
        "2:invalid command line",
        "S:the status of the first PE that failed (128+n when killed by signal n)",
        "124:--timeout expired",
        "130, 143:shmemrun was interrupted (SIGINT) or terminated (SIGTERM)"})
public final class ShmemRun implements Callable<Integer> {
    /** System property with jshmem's runtime class path, set by the {@code shmemrun} wrapper script. */
    public static final String RUNTIME_CLASS_PATH_PROPERTY = "jshmem.runtime.classpath";
    /** System property with the class-data archive of the runtime class path, set by the wrapper when present. */
    public static final String CLASS_DATA_ARCHIVE_PROPERTY = "jshmem.runtime.class.data";

    @Option(names = {"-n", "-np"}, paramLabel = "N", description = "Number of PEs to start (at least 1).")
    private Integer nPes;

    @Option(names = {"-cp", "-classpath", "--class-path"}, paramLabel = "CP",
        description = "Class path of the program; jshmem's own jars come first without being named. "
            + "Default: $CLASSPATH, else the current directory.")
    private String classPath;

    @Option(names = "--heap-size", paramLabel = "SIZE",
        description = "Symmetric heap per PE, e.g. 512M or 2G (sets SHMEM_SYMMETRIC_SIZE).")
    private String heapSize;

    @Option(names = "--prefix-output", description = "Start every forwarded line with [pe N].")
    private boolean prefixOutput;

    @Option(names = "--timeout", paramLabel = "DURATION",
        description = "End the job after this long, e.g. 90s, 5m or 1h, and exit with 124.")
    private String timeout;

    @Option(names = "-x", paramLabel = "NAME[=VALUE]",
        description = "Set an environment variable for every PE; a bare NAME passes on shmemrun's value.")
    private List<String> exports = new ArrayList<>();

    @Option(names = "--jvm-arg", paramLabel = "ARG",
        description = "Add a JVM argument for every PE, e.g. --jvm-arg=-Xmx2g (repeatable).")
    private List<String> jvmArgs = new ArrayList<>();

    @Option(names = {"-H", "--hosts"}, paramLabel = "HOST[:SLOTS],...",
        description = "Run the PEs on these hosts, each taking SLOTS PEs (default 1). Without -n, one PE per slot.")
    private String hosts;

    @Option(names = {"--hostfile", "--machinefile"}, paramLabel = "FILE",
        description = "Read the hosts from FILE: lines 'host [slots=N]' as for Open MPI; # starts a comment.")
    private Path hostfile;

    @Option(names = "--map-by", paramLabel = "slot|node",
        description = "Spread PEs by slot (fill each host in turn, the default) or by node (one per host in turn).")
    private String mapBy;

    @Option(names = "--oversubscribe", description = "Allow more PEs than the hosts have slots.")
    private boolean oversubscribe;

    @Option(names = "--launch-agent", paramLabel = "CMD",
        description = "Start PEs on other hosts with CMD, {host} replaced by the host, e.g. 'ip netns exec {host}'. "
            + "Default: " + LaunchAgent.DEFAULT)
    private String launchAgent;

    @Option(names = "--bootstrap-address", paramLabel = "ADDR[:PORT]",
        description = "The address (and port) of PE 0's host that every PE connects to at start-up "
            + "(default: see JSHMEM_BOOTSTRAP_ADDRESS and JSHMEM_BOOTSTRAP_IFNAME).")
    private String bootstrapAddress;

    @Option(names = "--remote-java", paramLabel = "PATH",
        description = "The java that PEs on other hosts run (default: the same path as here).")
    private String remoteJava;

    @Option(names = "--remote-dist", paramLabel = "DIR",
        description = "The jshmem distribution (holding lib/) on other hosts (default: the same path as here).")
    private String remoteDist;

    @Option(names = "--no-srun",
        description = "Inside a Slurm allocation, run the PEs on this host instead of starting them with srun.")
    private boolean noSrun;

    @Option(names = "--print-uid",
        description = "Print a unique id for a job whose PE 0 runs on this host (or on the first host of "
            + "--hosts, or the allocation's first node under Slurm) and exit; for starting PEs without shmemrun.")
    private boolean printUid;

    @Option(names = "--info",
        description = "Print every jshmem setting with its value and source as the PEs would see them, and exit.")
    private boolean info;

    @Option(names = "-jar", paramLabel = "JAR", parameterConsumer = JarAndArguments.class,
        description = "Run the Main-Class of JAR; the arguments after JAR go to the program.")
    private List<String> jarAndArguments = new ArrayList<>();

    @Parameters(index = "0", arity = "0..1", paramLabel = "MAIN_CLASS", description = "The program's main class.")
    private String mainClass;

    @Parameters(index = "1..*", paramLabel = "ARG", description = "The program's arguments.")
    private List<String> programArguments = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    private final ToIntFunction<JobSpec> jobRunner;

    /**
     * A command that runs the job where its command line says.
     */
    public ShmemRun() {
        this(job -> new JobSupervisor(job, job.launch().placement(), job.launch().launcher()).run());
    }

    ShmemRun(final ToIntFunction<JobSpec> jobRunner) {
        this.jobRunner = jobRunner;
    }

    /**
     * Runs shmemrun and exits with its status.
     *
     * @param args the command line.
     */
    public static void main(final String[] args) {
        System.exit(commandLine(new ShmemRun()).execute(args));
    }

    /**
     * A picocli command line for a command, set up as shmemrun parses: options end at the main class, no
     * {@code @file} expansion (the program's arguments are not ours to rewrite), one-line errors.
     *
     * @param command the command.
     * @return the command line.
     */
    static CommandLine commandLine(final ShmemRun command) {
        final CommandLine commandLine = new CommandLine(command)
            .setStopAtPositional(true)
            .setExpandAtFiles(false)
            .setParameterExceptionHandler((ex, args) -> usageError(ex.getCommandLine(), ex.getMessage()))
            .setExecutionExceptionHandler((ex, cl, parsed) -> {
                cl.getErr().println("shmemrun: " + ex);
                return ExitCodes.INTERNAL_ERROR;
            });
        commandLine.getCommandSpec().usageMessage().footerHeading("%nPEs:%n").footer(
            "Each PE is a JVM run by the java that runs shmemrun, with the flags",
            "    " + String.join(" ", JavaCommandLine.DEFAULT_JVM_ARGS),
            "before any --jvm-arg (the last value of a flag wins; a --jvm-arg that selects a collector replaces "
                + "-XX:+UseSerialGC). Its class path is jshmem's runtime jars followed by the program's. It gets "
                + "shmemrun's environment, the -x variables, " + Knob.SYMMETRIC_SIZE.envName() + " from --heap-size, "
                + "and " + Knob.UID.envName() + ", " + Knob.PE.envName() + ", " + Knob.NPES.envName() + ", "
                + PeEnvironment.LAUNCHER_PID + ". PE 0 reads shmemrun's standard input; the others read nothing.",
            "",
            "A PE on another host runs the same java and jshmem paths (--remote-java, --remote-dist), in the same "
                + "working directory, with the variables above on its command line (plus shmemrun's SHMEM_*, "
                + "JSHMEM_* and UCX_* variables), its host's name as " + Knob.HOST_ID.envName() + ", and "
                + AgentPeLauncher.LAUNCHER_LINK + "=stdin instead of " + PeEnvironment.LAUNCHER_PID
                + ": its standard input is its link to shmemrun. Inside a Slurm allocation (SLURM_JOB_ID set) the "
                + "PEs are srun's tasks. docs/multi-host.md has the details.");
        return commandLine;
    }

    private static int usageError(final CommandLine commandLine, final String message) {
        final String firstLine = message.lines().findFirst().orElse("invalid command line");
        commandLine.getErr().println("shmemrun: " + lowerCaseStart(firstLine) + " (see shmemrun --help)");
        return ExitCodes.USAGE;
    }

    /** "Unknown option" reads as "unknown option" after "shmemrun: "; "MAIN_CLASS ..." stays as it is. */
    private static String lowerCaseStart(final String text) {
        if (text.length() > 1 && Character.isUpperCase(text.charAt(0)) && Character.isLowerCase(text.charAt(1))) {
            return Character.toLowerCase(text.charAt(0)) + text.substring(1);
        }
        return text;
    }

    @Override
    public Integer call() {
        final Map<String, String> peExports = peExports();
        if (nPes != null && nPes < 1) {
            throw usage("-n must be at least 1, not " + nPes);
        }
        if (info) {
            spec.commandLine().getOut().print(peConfiguration(peExports).describe());
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
        final LaunchPlan launch = launchPlan(peConfiguration(peExports));
        final int n = numberOfPes(launch);
        if (printUid) {
            return printUid(launch, n);
        }
        final long timeoutNs = timeoutNs();
        final Program program = program();
        final String runtimeClassPath = System.getProperty(RUNTIME_CLASS_PATH_PROPERTY, "");
        final String classData = System.getProperty(CLASS_DATA_ARCHIVE_PROPERTY, "");
        final List<String> command = JavaCommandLine.build(JavaCommandLine.currentJava(), jvmArgs, runtimeClassPath,
            classData, program);
        final List<String> remoteCommand = remoteJava == null && remoteDist == null ? command
            : JavaCommandLine.build(remoteJava == null ? JavaCommandLine.currentJava() : Path.of(remoteJava), jvmArgs,
                remoteDist == null ? runtimeClassPath : Path.of(remoteDist, "lib", "*").toString(),
                // the archive is bound to this host's lib/ and JDK
                remoteDist == null && remoteJava == null ? classData : "", program);
        return jobRunner.applyAsInt(new JobSpec(n, command, peExports, prefixOutput, timeoutNs,
            timeout == null ? "" : timeout.trim(), remoteCommand, launch));
    }

    /** Where the PEs run: --hosts or --hostfile, else srun inside a Slurm allocation, else this host. */
    private LaunchPlan launchPlan(final Configuration pe) {
        if (hosts != null && hostfile != null) {
            throw usage("give --hosts or --hostfile, not both");
        }
        final MapBy spread = mapBy();
        final BootstrapRequest bootstrap = BootstrapRequest.of(bootstrapAddress,
            pe.isSet(Knob.BOOTSTRAP_ADDRESS) ? pe.value(Knob.BOOTSTRAP_ADDRESS) : null,
            pe.isSet(Knob.BOOTSTRAP_IFNAME) ? pe.value(Knob.BOOTSTRAP_IFNAME) : null);
        final String agent = launchAgent == null ? LaunchAgent.DEFAULT : launchAgent;
        try {
            LaunchAgent.parse(agent);
            if (hosts != null) {
                return new LaunchPlan(LaunchPlan.Kind.HOSTS, HostList.parse(hosts), spread, oversubscribe, agent,
                    bootstrap);
            }
            if (hostfile != null) {
                return new LaunchPlan(LaunchPlan.Kind.HOSTS, HostList.read(hostfile), spread, oversubscribe, agent,
                    bootstrap);
            }
        } catch (final IllegalArgumentException ex) {
            throw usage(ex.getMessage());
        }
        final LaunchPlan.Kind kind = !noSrun && SlurmEnvironment.insideAllocation(System.getenv())
            ? LaunchPlan.Kind.SRUN : LaunchPlan.Kind.LOCAL;
        return new LaunchPlan(kind, List.of(), spread, oversubscribe, agent, bootstrap);
    }

    private MapBy mapBy() {
        if (mapBy == null) {
            return MapBy.SLOT;
        }
        try {
            return MapBy.valueOf(mapBy.trim().toUpperCase(Locale.ROOT));
        } catch (final IllegalArgumentException ex) {
            throw usage("--map-by '" + mapBy + "' is not slot or node");
        }
    }

    /** -n, else one PE per slot of the hosts, else Slurm's number of tasks. */
    private int numberOfPes(final LaunchPlan launch) {
        if (launch.kind() == LaunchPlan.Kind.HOSTS) {
            final int slots = HostPlacement.totalSlots(launch.hosts());
            if (nPes == null) {
                return slots;
            }
            if (nPes > slots && !oversubscribe) {
                throw usage("-n " + nPes + " is more than the " + slots + " slots of the hosts (add --oversubscribe "
                    + "to start more PEs than slots)");
            }
            return nPes;
        }
        if (nPes == null && launch.kind() == LaunchPlan.Kind.SRUN) {
            final Integer tasks = SlurmEnvironment.tasks(System.getenv());
            if (tasks != null) {
                return tasks;
            }
        }
        if (nPes == null) {
            if (printUid) {
                return 1;
            }
            throw usage("missing -n N, the number of PEs");
        }
        return nPes;
    }

    private int printUid(final LaunchPlan launch, final int n) {
        final PePlacement placement = launch.placement();
        final InetSocketAddress endpoint;
        try {
            placement.place(n);
            endpoint = placement.bootstrapEndpoint();
        } catch (final IllegalArgumentException ex) {
            throw usage(ex.getMessage());
        }
        spec.commandLine().getOut().println(UniqueId.create(endpoint.getAddress(), endpoint.getPort()));
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }

    /** The -x variables and SHMEM_SYMMETRIC_SIZE from --heap-size (which wins over -x). */
    private Map<String, String> peExports() {
        final Map<String, String> peExports;
        try {
            peExports = PeEnvironment.parseExports(exports, System.getenv());
        } catch (final IllegalArgumentException ex) {
            throw usage(ex.getMessage());
        }
        if (heapSize != null) {
            try {
                Configuration.parseSize(heapSize);
            } catch (final IllegalArgumentException ex) {
                throw usage("--heap-size '" + heapSize + "' is not a size such as 512M, 1.5G or 1073741824");
            }
            peExports.put(Knob.SYMMETRIC_SIZE.envName(), heapSize.trim());
        }
        return peExports;
    }

    /** What the PEs' Configuration will resolve: their environment and the -D flags among the JVM arguments. */
    private Configuration peConfiguration(final Map<String, String> peExports) {
        final Map<String, String> env = new HashMap<>(System.getenv());
        env.putAll(peExports);
        if (nPes != null) {
            env.put(Knob.NPES.envName(), nPes.toString());
        }
        final Properties properties = new Properties();
        for (final String arg : jvmArgs) {
            if (arg.startsWith("-D")) {
                final int equals = arg.indexOf('=');
                properties.setProperty(equals < 0 ? arg.substring(2) : arg.substring(2, equals),
                    equals < 0 ? "" : arg.substring(equals + 1));
            }
        }
        return Configuration.resolve(Map.of(), properties, env);
    }

    private long timeoutNs() {
        if (timeout == null) {
            return 0;
        }
        final long ns;
        try {
            ns = Configuration.parseDurationNs(timeout);
        } catch (final IllegalArgumentException ex) {
            throw usage("--timeout '" + timeout + "' is not a duration such as 90s, 500ms, 5m or 1h");
        }
        if (ns <= 0) {
            throw usage("--timeout '" + timeout + "' must be longer than 0");
        }
        return ns;
    }

    private Program program() {
        try {
            if (!jarAndArguments.isEmpty()) {
                return Program.ofJar(Path.of(jarAndArguments.get(0)), classPath,
                    jarAndArguments.subList(1, jarAndArguments.size()));
            }
        } catch (final IllegalArgumentException ex) {
            throw usage(ex.getMessage());
        }
        if (mainClass == null) {
            throw usage("missing MAIN_CLASS or -jar JAR");
        }
        return Program.ofMainClass(mainClass, classPath, System.getenv("CLASSPATH"), programArguments);
    }

    private ParameterException usage(final String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** Consumes {@code -jar}'s value and, like {@code java -jar}, everything after it as the program's arguments. */
    static final class JarAndArguments implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(final Stack<String> args, final ArgSpec argSpec, final CommandSpec command) {
            if (args.isEmpty()) {
                throw new ParameterException(command.commandLine(), "missing JAR after -jar");
            }
            final List<String> consumed = argSpec.getValue();
            while (!args.isEmpty()) {
                consumed.add(args.pop());
            }
        }
    }
}
