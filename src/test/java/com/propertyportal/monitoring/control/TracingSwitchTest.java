package com.propertyportal.monitoring.control;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TracingSwitchTest {

    @Test
    void theSdkIsOnExactlyWhenAnEndpointIsNamed() {
        assertEquals("true", new TracingSwitch(null).getValue(TracingSwitch.DISABLED));
        assertEquals("true", new TracingSwitch(" ").getValue(TracingSwitch.DISABLED));
        assertEquals("false", new TracingSwitch("http://collector:4318").getValue(TracingSwitch.DISABLED));
    }

    @Test
    void anExplicitSettingInTheEnvironmentWins() {
        assertEquals(true, new TracingSwitch("http://collector:4318").getOrdinal() < 300);
    }
}
