package com.propertyportal.boards.control;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class FileNamesTest {

    @Test
    void lineBreaksAndControlCharactersNeverReachAStoredName() {
        assertEquals("evil X-Injected_ 1.txt", FileNames.safe("evil\r\nX-Injected: 1.txt"));
        assertEquals("a_b.txt", FileNames.safe("a\u0000b.txt"));
        assertEquals("a_b.txt", FileNames.safe("a\u0085b.txt"), "NEL, a C1 control");
        assertEquals("a b.txt", FileNames.safe("a\u2028b.txt"), "a line separator is white space");
        assertEquals("invoice_fdp.exe", FileNames.safe("invoice\u202efdp.exe"), "no right-to-left override");
        assertEquals("tab and spaces.txt", FileNames.safe("  tab\t and   spaces.txt  "));
    }

    @Test
    void quotesBackslashesAndPathsAreNotKept() {
        assertEquals("a_b_.txt", FileNames.safe("a\"b\".txt"));
        assertEquals("c.txt", FileNames.safe("a\\b\\c.txt"));
        assertEquals("passwd", FileNames.safe("../../etc/passwd"));
        assertEquals("file", FileNames.safe(".."));
        assertEquals("file", FileNames.safe("../.."));
        assertEquals("htaccess", FileNames.safe(".htaccess"));
        assertEquals("report.pdf", FileNames.safe("C:\\Users\\ana\\report.pdf"));
        assertEquals("a_b_c_d_e_f_.txt", FileNames.safe("a*b:c<d>e|f?.txt"));
        assertEquals("file", FileNames.safe(null));
        assertEquals("file", FileNames.safe("   "));
        assertEquals("file", FileNames.safe("dir/"));
    }

    @Test
    void aLongNameIsCutTo255CharactersKeepingItsExtension() {
        String name = FileNames.safe("a".repeat(300) + ".txt");
        assertEquals(255, name.length());
        assertTrue(name.endsWith("a.txt"), name);
        String emoji = FileNames.safe("🏠".repeat(200) + ".pdf");
        assertTrue(emoji.length() <= 255 && emoji.endsWith("🏠.pdf"), "a character is never cut in half");
        assertEquals(255, FileNames.safe("b".repeat(300)).length());
    }

    @Test
    void nonAsciiNamesAreKeptInTheirComposedForm() {
        assertEquals("Résumé 2026.pdf", FileNames.safe("Re\u0301sume\u0301 2026.pdf"));
        assertEquals("契約書.pdf", FileNames.safe("契約書.pdf"));
    }

    @Test
    void makingANameSafeTwiceChangesNothing() {
        for (String hostile : List.of(
                "evil\r\nX: 1.txt",
                "a\"b\\c",
                "../x",
                "x".repeat(300) + ".txt",
                ". .a. .",
                "\u0000",
                "🏠".repeat(200))) {
            String once = FileNames.safe(hostile);
            assertEquals(once, FileNames.safe(once), hostile);
            assertFalse(once.isBlank());
        }
    }
}
