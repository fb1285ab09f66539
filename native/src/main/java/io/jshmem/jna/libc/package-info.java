/**
 * Typed JNA bindings to the parts of libc the symmetric heap needs (memfd, mmap, file descriptors).
 * Bindings, not API: C names, C constants, {@code long} for pointers; every failure is a
 * {@link io.jshmem.jna.libc.NativeException} naming the function, errno and its text.
 */
package io.jshmem.jna.libc;
