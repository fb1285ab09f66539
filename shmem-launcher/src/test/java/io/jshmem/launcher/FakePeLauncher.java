package io.jshmem.launcher;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/** Hands out {@link FakePeProcess}es and records what it was asked to start. */
final class FakePeLauncher implements PeLauncher {
    final List<FakePeProcess> started = new ArrayList<>();
    final List<Map<String, String>> environments = new ArrayList<>();
    private final IntFunction<FakePeProcess> factory;
    private final int failingPe;

    FakePeLauncher(final IntFunction<FakePeProcess> factory, final int failingPe) {
        this.factory = factory;
        this.failingPe = failingPe;
    }

    FakePeLauncher(final IntFunction<FakePeProcess> factory) {
        this(factory, -1);
    }

    @Override
    public synchronized PeProcess launch(final PeSlot slot, final List<String> command,
                                         final Map<String, String> environment) throws IOException {
        if (slot.pe() == failingPe) {
            throw new IOException("no such program");
        }
        final FakePeProcess process = factory.apply(slot.pe());
        started.add(process);
        environments.add(environment);
        return process;
    }

    synchronized FakePeProcess pe(final int pe) {
        return started.get(pe);
    }
}
