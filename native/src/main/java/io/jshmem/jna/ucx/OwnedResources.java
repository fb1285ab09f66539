package io.jshmem.jna.ucx;

import java.util.ArrayList;
import java.util.List;

/**
 * The still-open children of a UCX object (a context's workers and memory regions, a worker's endpoints, an
 * endpoint's remote keys), closed in reverse creation order when the parent closes. A child that is closed first
 * removes itself. Synchronized: registration happens at setup, never on the data path.
 */
final class OwnedResources {
    private final List<NativeResource> open = new ArrayList<>();

    synchronized void add(final NativeResource resource) {
        open.add(resource);
    }

    synchronized void remove(final NativeResource resource) {
        open.remove(resource);
    }

    /**
     * Closes every child, newest first. One failure does not stop the others: the first is rethrown with the rest
     * attached as suppressed.
     */
    void closeAll() {
        final List<NativeResource> snapshot;
        synchronized (this) {
            snapshot = new ArrayList<>(open);
            open.clear();
        }
        RuntimeException failure = null;
        for (int i = snapshot.size() - 1; i >= 0; i--) {
            try {
                snapshot.get(i).close();
            } catch (final RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
