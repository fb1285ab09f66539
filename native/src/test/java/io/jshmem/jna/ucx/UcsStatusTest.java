package io.jshmem.jna.ucx;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class UcsStatusTest {
    @Test
    void shouldNameStatusCodes() {
        assertEquals("UCS_OK", UcsStatus.name(0));
        assertEquals("UCS_INPROGRESS", UcsStatus.name(1));
        assertEquals("UCS_ERR_NO_MEMORY", UcsStatus.name(-4));
        assertEquals("UCS_ERR_CONNECTION_RESET", UcsStatus.name(-25));
        assertEquals("UCS_ERR_ENDPOINT_TIMEOUT", UcsStatus.name(-80));
        assertEquals("UCS_ERR_LINK_FAILURE(-45)", UcsStatus.name(-45));
        assertEquals("UCS_ERR_UNKNOWN(-30)", UcsStatus.name(-30));
    }

    @Test
    void shouldDescribeFailuresWithNameCodeAndUcxText() {
        final UcxException e = UcxException.failed("ucp_mem_map(length=1)", -4);

        assertEquals("ucp_mem_map(length=1) failed: UCS_ERR_NO_MEMORY (-4): Out of memory", e.getMessage());
        assertEquals(-4, e.status());
        assertEquals("UCS_ERR_NO_MEMORY", e.statusName());
    }

    @Test
    void shouldTellErrorPointersFromRequests() {
        assertTrue(UcsStatus.isError(-1));
        assertTrue(UcsStatus.isError(-100));
        assertFalse(UcsStatus.isError(0));
        assertFalse(UcsStatus.isError(-101), "an address in the top of the address space is a request");
        assertFalse(UcsStatus.isError(0x7f00_1234_5678L));
    }
}
