package io.jshmem.bootstrap;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;

import org.junit.jupiter.api.Test;

class AdmissionTest {
    private final UniqueId uid = UniqueId.create(InetAddress.getLoopbackAddress(), 5000);
    private final Admission admission = new Admission(uid, 4);

    @Test
    void shouldAdmitAMatchingHello() {
        final Admission.Verdict verdict = admission.judge(Hello.of(uid, 3, 4));
        assertTrue(verdict.admitted());
        assertNull(verdict.reason());
    }

    @Test
    void shouldDropWrongMagicWithoutAnswering() {
        final UniqueId other = UniqueId.create(InetAddress.getLoopbackAddress(), 5000);
        final Admission.Verdict verdict = admission.judge(Hello.of(other, 1, 4));
        assertFalse(verdict.admitted());
        assertFalse(verdict.answer());
        assertTrue(verdict.reason().contains("wrong magic"));
    }

    @Test
    void shouldAnswerWrongVersionSizeOrRankWithTheReason() {
        assertRefused(new Hello(uid.magic(), 2, 1, 4), "protocol version 2");
        assertRefused(Hello.of(uid, 1, 5), "npes 5 but the job has 4 PEs");
        assertRefused(Hello.of(uid, 0, 4), "pe 0, outside [1, 4)");
        assertRefused(Hello.of(uid, 4, 4), "pe 4, outside [1, 4)");
        assertRefused(Hello.of(uid, -1, 4), "pe -1");
    }

    private void assertRefused(final Hello hello, final String expected) {
        final Admission.Verdict verdict = admission.judge(hello);
        assertFalse(verdict.admitted());
        assertTrue(verdict.answer());
        assertTrue(verdict.reason().contains(expected), verdict.reason());
    }
}
