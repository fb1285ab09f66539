package io.jshmem.config;

import io.jshmem.exceptions.ConfigurationException;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Resolved values of every {@link Knob} and where each came from. Precedence, highest first: explicit
 * options (from {@link io.jshmem.ShmemOptions} or the launcher), system properties, environment variables,
 * the default. Immutable.
 */
public final class Configuration {
    /** Where a knob's value came from. */
    public enum Source {
        /** Set explicitly through options. */
        OPTION,
        /** A {@code -Djshmem.*} system property. */
        SYSTEM_PROPERTY,
        /** An environment variable. */
        ENVIRONMENT,
        /** The built-in default. */
        DEFAULT
    }

    private final Map<Knob, String> values = new EnumMap<>(Knob.class);
    private final Map<Knob, Source> sources = new EnumMap<>(Knob.class);

    private Configuration() {
    }

    /**
     * Resolves every knob.
     *
     * @param options    explicit settings keyed by environment variable or property name; may be empty.
     * @param properties system properties.
     * @param env        environment variables.
     * @return the resolved configuration.
     * @throws ConfigurationException when an option names no knob.
     */
    public static Configuration resolve(
        final Map<String, String> options, final Properties properties, final Map<String, String> env) {
        final Configuration config = new Configuration();
        final Map<Knob, String> explicit = new EnumMap<>(Knob.class);
        for (final Map.Entry<String, String> option : options.entrySet()) {
            final Knob knob = Knob.byName(option.getKey());
            if (knob == null) {
                throw new ConfigurationException("unknown configuration knob '" + option.getKey() + "'");
            }
            explicit.put(knob, option.getValue());
        }
        for (final Knob knob : Knob.values()) {
            if (explicit.containsKey(knob)) {
                config.set(knob, explicit.get(knob), Source.OPTION);
            } else if (properties.getProperty(knob.propertyName()) != null) {
                config.set(knob, properties.getProperty(knob.propertyName()), Source.SYSTEM_PROPERTY);
            } else if (env.get(knob.envName()) != null) {
                config.set(knob, env.get(knob.envName()), Source.ENVIRONMENT);
            } else {
                config.set(knob, knob.defaultValue(), Source.DEFAULT);
            }
        }
        return config;
    }

    /**
     * Resolves every knob from explicit options, this JVM's system properties and environment.
     *
     * @param options explicit settings keyed by environment variable or property name; may be empty.
     * @return the resolved configuration.
     */
    public static Configuration fromSystem(final Map<String, String> options) {
        return resolve(options, System.getProperties(), System.getenv());
    }

    private void set(final Knob knob, final String value, final Source source) {
        values.put(knob, value.trim());
        sources.put(knob, source);
    }

    /**
     * The value of a knob as text.
     *
     * @param knob the knob.
     * @return its value, empty when unset and without default.
     */
    public String value(final Knob knob) {
        return values.get(knob);
    }

    /**
     * Where a knob's value came from.
     *
     * @param knob the knob.
     * @return its source.
     */
    public Source source(final Knob knob) {
        return sources.get(knob);
    }

    /**
     * Whether a knob has a non-empty value.
     *
     * @param knob the knob.
     * @return true when the value is not empty.
     */
    public boolean isSet(final Knob knob) {
        return !values.get(knob).isEmpty();
    }

    /**
     * A boolean knob: {@code 1, true, yes, on} (any case) are true; {@code 0, false, no, off} and empty false.
     *
     * @param knob the knob.
     * @return its value.
     * @throws ConfigurationException for any other text.
     */
    public boolean booleanValue(final Knob knob) {
        final String v = values.get(knob).toLowerCase(Locale.ROOT);
        switch (v) {
            case "1": case "true": case "yes": case "on":
                return true;
            case "": case "0": case "false": case "no": case "off":
                return false;
            default:
                throw invalid(knob, "a boolean (1/0, true/false, yes/no, on/off)");
        }
    }

    /**
     * An integer knob.
     *
     * @param knob the knob.
     * @return its value.
     * @throws ConfigurationException when the value is not an integer.
     */
    public int intValue(final Knob knob) {
        try {
            return Integer.parseInt(values.get(knob));
        } catch (final NumberFormatException ex) {
            throw invalid(knob, "an integer");
        }
    }

    /**
     * A size knob in bytes, parsed by {@link #parseSize(String)}.
     *
     * @param knob the knob.
     * @return its value in bytes.
     * @throws ConfigurationException when the value is not a size.
     */
    public long sizeBytes(final Knob knob) {
        try {
            return parseSize(values.get(knob));
        } catch (final IllegalArgumentException ex) {
            throw invalid(knob, "a size such as 1048576, 512K, 64M, 1.5G or 1T");
        }
    }

    /**
     * A duration knob in nanoseconds, parsed by {@link #parseDurationNs(String)}.
     *
     * @param knob the knob.
     * @return its value in nanoseconds.
     * @throws ConfigurationException when the value is not a duration.
     */
    public long durationNs(final Knob knob) {
        try {
            return parseDurationNs(values.get(knob));
        } catch (final IllegalArgumentException ex) {
            throw invalid(knob, "a duration such as 30s, 500ms, 2m or 1h (a bare number is seconds)");
        }
    }

    private ConfigurationException invalid(final Knob knob, final String expected) {
        return new ConfigurationException(knob.envName() + "='" + values.get(knob) + "' (from "
            + sources.get(knob).name().toLowerCase(Locale.ROOT).replace('_', ' ') + ") is not " + expected);
    }

    /**
     * Parses a size the way OpenSHMEM defines {@code SHMEM_SYMMETRIC_SIZE}: an integer or decimal number with
     * an optional {@code k/K, m/M, g/G, t/T} multiplier (powers of 1024); {@code "3.1M"} is 3250586 and
     * {@code ".5m"} is 524288. A trailing {@code B} or {@code iB} after the multiplier is accepted.
     *
     * @param text the size.
     * @return bytes, rounded up.
     * @throws IllegalArgumentException when the text is not a non-negative size.
     */
    public static long parseSize(final String text) {
        final Quantity q = Quantity.parse(text, "size");
        final double multiplier;
        switch (q.unit()) {
            case "": case "b":
                multiplier = 1;
                break;
            case "k": case "kb": case "kib":
                multiplier = 1L << 10;
                break;
            case "m": case "mb": case "mib":
                multiplier = 1L << 20;
                break;
            case "g": case "gb": case "gib":
                multiplier = 1L << 30;
                break;
            case "t": case "tb": case "tib":
                multiplier = 1L << 40;
                break;
            default:
                throw new IllegalArgumentException("not a size: '" + text + "'");
        }
        final double bytes = q.number() * multiplier;
        if (bytes >= Long.MAX_VALUE) {
            throw new IllegalArgumentException("size too large: '" + text + "'");
        }
        return (long) Math.ceil(bytes);
    }

    /**
     * Parses a duration: a number with an optional unit {@code ns, us, ms, s, m, h}; a bare number is seconds.
     *
     * @param text the duration.
     * @return nanoseconds.
     * @throws IllegalArgumentException when the text is not a non-negative duration.
     */
    public static long parseDurationNs(final String text) {
        final Quantity q = Quantity.parse(text, "duration");
        final double unitNs;
        switch (q.unit()) {
            case "ns":
                unitNs = 1;
                break;
            case "us":
                unitNs = 1e3;
                break;
            case "ms":
                unitNs = 1e6;
                break;
            case "": case "s":
                unitNs = 1e9;
                break;
            case "m": case "min":
                unitNs = 60e9;
                break;
            case "h":
                unitNs = 3600e9;
                break;
            default:
                throw new IllegalArgumentException("not a duration: '" + text + "'");
        }
        return (long) (q.number() * unitNs);
    }

    /** A non-negative decimal number followed by an optional unit, as in {@code 1.5G} or {@code 500ms}. */
    private record Quantity(double number, String unit) {
        static Quantity parse(final String text, final String what) {
            final String s = text.trim().toLowerCase(Locale.ROOT);
            int end = 0;
            while (end < s.length() && (Character.isDigit(s.charAt(end)) || s.charAt(end) == '.')) {
                end++;
            }
            if (end == 0) {
                throw new IllegalArgumentException("not a " + what + ": '" + text + "'");
            }
            return new Quantity(Double.parseDouble(s.substring(0, end)), s.substring(end).trim());
        }
    }

    /**
     * Every knob with its value and source, one per line, as {@code SHMEM_INFO=1} and {@code shmemrun --info}
     * print them.
     *
     * @return the table.
     */
    public String describe() {
        final StringBuilder sb = new StringBuilder();
        for (final Knob knob : Knob.values()) {
            sb.append(String.format(Locale.ROOT, "%-26s = %-16s (%s)  %s%n", knob.envName(),
                values.get(knob).isEmpty() ? "<unset>" : values.get(knob),
                sources.get(knob).name().toLowerCase(Locale.ROOT).replace('_', ' '), knob.description()));
        }
        return sb.toString();
    }
}
