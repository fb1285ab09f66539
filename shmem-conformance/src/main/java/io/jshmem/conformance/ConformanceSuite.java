package io.jshmem.conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Every conformance case, in the order the suite runs them.
 */
public final class ConformanceSuite {
    private ConformanceSuite() {
    }

    /**
     * All cases.
     *
     * @return the cases, grouped by area.
     */
    public static List<ConformanceCase> cases() {
        final List<ConformanceCase> all = new ArrayList<>();
        all.addAll(HeapCases.all());
        all.addAll(RmaCases.all());
        all.addAll(OrderingCases.all());
        all.addAll(ErrorCases.all());
        all.addAll(AtomicCases.all());
        all.addAll(SignalCases.all());
        all.addAll(WaitCases.all());
        all.addAll(LockCases.all());
        all.addAll(ContextCases.all());
        all.addAll(TeamCases.all());
        all.addAll(TeamContextCases.all());
        all.addAll(CollectiveCases.all());
        return Collections.unmodifiableList(all);
    }

    /**
     * The cases whose names start with any of the prefixes (all when none is given).
     *
     * @param prefixes name prefixes, e.g. {@code heap.} or {@code rma.typed}.
     * @return the matching cases, in suite order.
     */
    public static List<ConformanceCase> select(final List<String> prefixes) {
        if (prefixes.isEmpty()) {
            return cases();
        }
        final List<ConformanceCase> chosen = new ArrayList<>();
        for (final ConformanceCase c : cases()) {
            for (final String p : prefixes) {
                if (c.name().startsWith(p)) {
                    chosen.add(c);
                    break;
                }
            }
        }
        return chosen;
    }
}
