package com.propertyportal.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ContentDispositionTest {

    @Test
    void aPlainNameIsOfferedInBothForms() {
        assertEquals(
                "attachment; filename=\"lease.pdf\"; filename*=UTF-8''lease.pdf",
                ContentDisposition.attachment("lease.pdf"));
    }

    @Test
    void quotesBackslashesAndPercentSignsNeverReachTheQuotedFallback() {
        assertEquals(
                "attachment; filename=\"a_b_c_d.txt\"; filename*=UTF-8''a%22b%5Cc%25d.txt",
                ContentDisposition.attachment("a\"b\\c%d.txt"));
    }

    @Test
    void nonAsciiIsPercentEncodedAsUtf8AndReplacedInTheFallback() {
        assertEquals(
                "attachment; filename=\"R_sum_ 2026.pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%202026.pdf",
                ContentDisposition.attachment("Résumé 2026.pdf"));
    }

    @Test
    void whateverTheNameHoldsTheHeaderIsPrintableAscii() {
        String header = ContentDisposition.attachment("evil\r\nSet-Cookie: x=1\u0000\u202e🏠.txt");
        assertTrue(header.chars().allMatch(c -> c >= 0x20 && c < 0x7F), header);
        assertTrue(
                header.contains("filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20x%3D1%00%E2%80%AE%F0%9F%8F%A0.txt"),
                header);
        assertEquals("attachment; filename=\"file\"; filename*=UTF-8''", ContentDisposition.attachment(""));
    }
}
