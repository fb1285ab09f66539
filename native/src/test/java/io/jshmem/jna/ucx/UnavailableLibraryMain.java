package io.jshmem.jna.ucx;

import java.lang.reflect.Modifier;

/**
 * Run by {@link UcxLibraryTest} in a child JVM whose {@code jshmem.ucx.library} names no library: initializes
 * every public class of the package (nothing may fail), then reports what using UCX says.
 */
public final class UnavailableLibraryMain {
    private UnavailableLibraryMain() {
    }

    public static void main(final String[] args) throws Exception {
        int initialized = 0;
        for (final Class<?> type : PackageClasses.load(false)) {
            if (Modifier.isPublic(type.getModifiers()) && type != Ucp.class && type != Ucs.class) {
                Class.forName(type.getName(), true, type.getClassLoader());
                initialized++;
            }
        }
        System.out.println("initialized=" + initialized);
        System.out.println("available=" + UcxLibrary.isAvailable());
        System.out.println("describe=" + UcsStatus.describe(-4));
        try (UcpContext context = UcpContext.open()) {
            System.out.println("opened " + context);
        } catch (final UcxException e) {
            System.out.println("message=" + e.getMessage());
            System.out.println("status=" + e.statusName());
        }
        try {
            Ucp.ucp_worker_progress(0);
        } catch (final ExceptionInInitializerError e) {
            System.out.println("raw=" + e.getCause().getMessage());
        }
    }
}
