package io.jshmem.launcher;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ShellWordsTest {
    @Test
    void shouldLeavePlainWordsAndQuoteTheOthers() {
        assertEquals("-cp", ShellWords.quote("-cp"));
        assertEquals("'/opt/jshmem/lib/*'", ShellWords.quote("/opt/jshmem/lib/*"));
        assertEquals("'it'\\''s'", ShellWords.quote("it's"));
        assertEquals("''", ShellWords.quote(""));
    }

    @Test
    void shouldSplitAsAShellWould() {
        assertEquals(List.of("ssh", "-o", "ProxyCommand=ssh -W %h:%p gw", "{host}", "a\"b", "c d"),
            ShellWords.split("ssh -o 'ProxyCommand=ssh -W %h:%p gw'  {host} \"a\\\"b\" c\\ d"));
    }

    @Test
    void shouldReadBackWhatItQuoted() {
        final List<String> words = List.of("a b", "it's", "$HOME", "x\"y", "", "*");
        assertEquals(words, ShellWords.split(ShellWords.line(words)));
    }

    @Test
    void shouldRejectAnUnclosedQuote() {
        assertThrows(IllegalArgumentException.class, () -> ShellWords.split("ssh 'host"));
    }
}
