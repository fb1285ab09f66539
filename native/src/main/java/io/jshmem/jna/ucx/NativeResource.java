package io.jshmem.jna.ucx;

/** Something that owns a UCX handle or native memory; closing it is idempotent and throws nothing checked. */
interface NativeResource extends AutoCloseable {
    @Override
    void close();
}
