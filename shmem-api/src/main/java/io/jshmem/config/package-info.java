/**
 * The one registry of configuration knobs: every environment variable and system property jshmem reads,
 * with its default, and the resolution of values with the place each came from ({@code SHMEM_INFO=1} and
 * {@code shmemrun --info} print it).
 */
package io.jshmem.config;
