package io.jshmem.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * POSIX shell quoting and word splitting, for the launch agent's template and the command line a remote shell
 * runs.
 */
final class ShellWords {
    /** Words that mean the same to a shell with and without quotes. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=:@%+,-]+");

    private ShellWords() {
    }

    /**
     * Quotes one word so that a POSIX shell reads it back unchanged: plain words stay as they are, others go in
     * single quotes (a single quote inside becomes {@code '\''}).
     *
     * @param word the word.
     * @return the quoted word.
     */
    static String quote(final String word) {
        if (PLAIN.matcher(word).matches()) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /**
     * Quotes every word and joins them with spaces: one command line for a remote shell.
     *
     * @param words the words.
     * @return the line.
     */
    static String line(final List<String> words) {
        final StringBuilder line = new StringBuilder();
        for (final String word : words) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(quote(word));
        }
        return line.toString();
    }

    /**
     * Splits text into words as a POSIX shell would, without expanding anything: blanks separate words, single
     * quotes keep everything, double quotes keep everything but {@code \"} and {@code \\}, a backslash outside
     * quotes keeps the next character.
     *
     * @param text the text, e.g. {@code ssh -p 2222 {host}}.
     * @return the words.
     * @throws IllegalArgumentException when a quote is not closed.
     */
    static List<String> split(final String text) {
        final List<String> words = new ArrayList<>();
        final StringBuilder word = new StringBuilder();
        boolean inWord = false;
        for (int i = 0; i < text.length(); i++) {
            final char c = text.charAt(i);
            if (c == '\'') {
                final int end = text.indexOf('\'', i + 1);
                if (end < 0) {
                    throw new IllegalArgumentException("unclosed ' in '" + text + "'");
                }
                word.append(text, i + 1, end);
                i = end;
                inWord = true;
            } else if (c == '"') {
                int j = i + 1;
                for (; j < text.length() && text.charAt(j) != '"'; j++) {
                    final char d = text.charAt(j);
                    if (d == '\\' && j + 1 < text.length() && "\"\\$`".indexOf(text.charAt(j + 1)) >= 0) {
                        j++;
                    }
                    word.append(text.charAt(j));
                }
                if (j >= text.length()) {
                    throw new IllegalArgumentException("unclosed \" in '" + text + "'");
                }
                i = j;
                inWord = true;
            } else if (c == '\\' && i + 1 < text.length()) {
                word.append(text.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
