package com.propertyportal.startup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class LauncherWatchTest {

    @Test
    void readsAProcessIdAndNothingElse() {
        assertEquals(OptionalLong.of(4242), LauncherWatch.launcherPid("4242"));
        assertEquals(OptionalLong.of(4242), LauncherWatch.launcherPid(" 4242\n"));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid(null));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid(""));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid("0"));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid("-1"));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid("12ab"));
        assertEquals(OptionalLong.empty(), LauncherWatch.launcherPid("9999999999999999999"));
    }
}
