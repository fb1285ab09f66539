package io.jshmem;

/**
 * Version of the OpenSHMEM specification an implementation conforms to, as {@code shmem_info_get_version}
 * reports it.
 *
 * @param major the major version.
 * @param minor the minor version.
 */
public record SpecVersion(int major, int minor) {
    @Override
    public String toString() {
        return major + "." + minor;
    }
}
