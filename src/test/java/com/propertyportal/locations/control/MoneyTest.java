package com.propertyportal.locations.control;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class MoneyTest {

    @Test
    void wholeDollarsWithoutCentsOtherwiseTwoDigits() {
        assertEquals("$1,250", Money.display(125000));
        assertEquals("$1,250.50", Money.display(125050));
        assertEquals("$0.05", Money.display(5));
        assertEquals("$0", Money.display(0));
        assertEquals("$12,345,678", Money.display(1_234_567_800));
        assertEquals("-$3.10", Money.display(-310));
    }
}
