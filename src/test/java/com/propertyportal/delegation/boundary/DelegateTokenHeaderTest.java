package com.propertyportal.delegation.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class DelegateTokenHeaderTest {

    @Test
    void readsTheTokenOfTheScheme() {
        assertEquals(Optional.of("abc.def.ghi"), DelegateTokenHeader.tokenOf("DelegateToken abc.def.ghi"));
        assertEquals(Optional.of("abc"), DelegateTokenHeader.tokenOf("delegatetoken   abc "));
        assertEquals(Optional.of(""), DelegateTokenHeader.tokenOf("DelegateToken"));
    }

    @Test
    void leavesOtherSchemesAlone() {
        assertEquals(Optional.empty(), DelegateTokenHeader.tokenOf(null));
        assertEquals(Optional.empty(), DelegateTokenHeader.tokenOf("Basic dXNlcjpwdw=="));
        assertEquals(Optional.empty(), DelegateTokenHeader.tokenOf("Bearer abc"));
        assertEquals(Optional.empty(), DelegateTokenHeader.tokenOf("DelegateTokenX abc"));
    }
}
