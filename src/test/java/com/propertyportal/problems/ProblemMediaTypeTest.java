package com.propertyportal.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProblemMediaTypeTest {

    @ParameterizedTest(name = "Accept: {0} -> {1}")
    @CsvSource(
            delimiter = '|',
            nullValues = "-",
            value = {
                // no header, or one that covers the problem type: the problem type
                "- | application/problem+json",
                "*/* | application/problem+json",
                "application/* | application/problem+json",
                "application/problem+json | application/problem+json",
                "application/json, application/problem+json | application/problem+json",
                "application/json, */*;q=0.1 | application/problem+json",
                // JSON and nothing that covers the problem type: JSON, as a generated client asks
                "application/json | application/json",
                "Application/JSON | application/json",
                "application/json;charset=utf-8 | application/json",
                "text/html, application/json;q=0.9 | application/json",
                "application/json, application/problem+json;q=0 | application/json",
                "application/json, */*;q=0.000 | application/json",
                // neither: the problem type (what else could a client read)
                "text/html | application/problem+json",
                "application/json;q=0 | application/problem+json",
                "'' | application/problem+json",
                "a/b/c;;;, | application/problem+json",
            })
    void aProblemIsWrittenAsTheClientAccepts(String accept, String expected) {
        assertEquals(expected, ProblemMediaType.forAccept(accept));
    }
}
